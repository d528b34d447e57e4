"""The Ares Project's words at the table: card, side, force and faction names in the current
language (the content's ``name_ja`` in Japanese), what each command does, what each pending
decision asks, and log lines with forces named in the reader's language. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from game.ares import commands as C
from game.ares.content.load import content
from game.ares.content.models import Card
from game.i18n import N_, Text, current_language, tr

FACTIONS = {
    "terran": N_("Terran"),
    "kahoum": N_("Kahoum"),
    "colossus": N_("Colossus"),
    "xenos": N_("Xenos"),
}

KIND_WORDS = {
    "building": N_("Building"),
    "attack": N_("Attack"),
    "special": N_("Special"),
    "special_building": N_("Special building"),
}

UNIT_TYPES = {
    "infantry": N_("Infantry"),
    "armour": N_("Armour"),
    "air": N_("Air"),
    "building": N_("Building"),
}

PROMPTS = {
    "declare": N_("Defend the Frontier or your base?"),
    "place": N_("Place your forces on the battle line."),
    "move": N_("Redeploy: move a force that is not engaged, or go on."),
    "emergency": N_("Emergency defense: play hand cards as resources, or go on."),
    "retreat": N_("Retreat from this combat, or fight on?"),
    "fire": N_("Choose a force to fire and its target."),
    "reroll": N_("Reroll a missed die, or keep the roll."),
    "destroy": N_("Choose an empty building to destroy."),
    "raid_force": N_("Choose the one force you raid with (kept secret until both chose)."),
    "rewards": N_("Choose the Raid's two rewards."),
}

BASE_TARGETS = {"base_left": N_("left Base card"), "base_right": N_("right Base card")}


@cache
def cards() -> dict[str, Card]:
    """Every card of the content by name (built once: ``Content.cards`` builds a new dict each call)."""
    return content().cards()


def _ja() -> bool:
    return current_language() == "ja"


def card_name(card: str) -> str:
    c = cards().get(card) if card else None
    if c is not None and _ja() and c.name_ja:
        return c.name_ja
    return card


def side_name(card: str, side: str) -> str:
    c = cards().get(card)
    if c is None or not side:
        return side
    unit = next((u for u in c.units if u.name == side), None)
    return unit.name_ja if unit is not None and _ja() and unit.name_ja else side


def force_name(fid: str) -> str:
    """A building/force id (``Barracks#2``, a start building's own name) in the reader's language."""
    if fid in BASE_TARGETS:
        return tr(BASE_TARGETS[fid])
    base, _, number = fid.partition("#")
    if base.startswith("stack"):
        return Text(N_("stack {number}"), {"number": number or "1"}).translated()
    seat = ""
    if base.endswith(")") and " (" in base:  # 3-4 players: a start building's seat follows its name
        base, _, seat = base[:-1].rpartition(" (")
    name = card_name(base)
    name = f"{name} {number}" if number else name
    return f"{name} ({seat})" if seat else name


def faction_name(faction: str | None) -> str:
    if not faction:
        return ""
    if faction in FACTIONS:
        return tr(FACTIONS[faction])
    f = content().factions.get(faction)
    return f.name_ja if f is not None and _ja() else faction.capitalize()


def card_text(card: str) -> str:
    c = cards().get(card)
    if c is None:
        return ""
    return (c.text_ja if _ja() and c.text_ja else c.text) or ""


def position_words(at: str) -> str:
    """Where on the battle line a force goes (``commands`` module docstring)."""
    kind, _, rest = at.partition(":")
    if kind == "first":
        return tr(N_("on the empty line"))
    if kind == "left":
        return tr(N_("at the left end"))
    if kind == "right":
        return tr(N_("at the right end"))
    if kind == "opposite":
        return Text(N_("opposite {force}"), {"force": force_name(rest)}).translated()
    if kind == "behind":
        return Text(N_("behind {force}"), {"force": force_name(rest)}).translated()
    if kind == "between":
        a, _, b = rest.partition(":")
        return Text(N_("between {a} and {b}"), {"a": force_name(a), "b": force_name(b)}).translated()
    return at


CHOICES = {
    "normal": N_("Normal attack"),
    "deep_strike": N_("Deep strike"),
    "claim": N_("Claim the Frontier"),
}

REWARDS = {"steal": N_("steal a card"), "bonus": N_("bonus build"), "destroy": N_("destroy a building")}


def describe(command: Any, player_names: Sequence[str] = ()) -> str:
    """What ``command`` does, as a button says it (an attack's target seat by its player's name)."""
    words = _describe_turn(command, player_names)
    if words is None:
        words = _describe_combat(command)
    return words if words is not None else type(command).__name__


def _describe_turn(command: Any, player_names: Sequence[str] = ()) -> str | None:
    t = Text
    if isinstance(command, C.Opening):
        return t(
            N_("Take {a} and {b}"), {"a": card_name(command.cards[0]), "b": card_name(command.cards[1])}
        ).translated()
    if isinstance(command, C.Build):
        if command.on:
            return t(
                N_("Build {card} ({side}) on {stack}"),
                {
                    "card": card_name(command.card),
                    "side": side_name(command.card, command.side),
                    "stack": force_name(command.on),
                },
            ).translated()
        if command.side:
            return t(
                N_("Build {card} with {side} up"),
                {"card": card_name(command.card), "side": side_name(command.card, command.side)},
            ).translated()
        return t(N_("Build {card}"), {"card": card_name(command.card)}).translated()
    if isinstance(command, C.Resource):
        if command.new_stack:
            return t(N_("{card} face down as a new stack"), {"card": card_name(command.card)}).translated()
        return t(
            N_("{card} face down on {building}"),
            {"card": card_name(command.card), "building": force_name(command.on)},
        ).translated()
    if isinstance(command, C.Attack):
        words = tr(CHOICES.get(command.choice, command.choice))
        if 0 <= command.target < len(player_names):
            return t(
                N_("{choice} against {player}"), {"choice": words, "player": player_names[command.target]}
            ).translated()
        if command.target >= 0:
            return t(
                N_("{choice} against seat {seat}"), {"choice": words, "seat": command.target + 1}
            ).translated()
        return words
    if isinstance(command, C.Score):
        return tr(N_("Score it (keep it as a scoring card)"))
    if isinstance(command, C.Special):
        return t(N_("Play {card}"), {"card": card_name(command.card)}).translated()
    if isinstance(command, C.Pass):
        return tr(N_("Pass"))
    return None


def _describe_combat(command: Any) -> str | None:
    t = Text
    if isinstance(command, C.Declare):
        return tr(N_("Defend the Frontier")) if command.defend == "frontier" else tr(N_("Defend the base"))
    if isinstance(command, C.Place | C.Move):
        return t(
            N_("{force} {where}"), {"force": force_name(command.force), "where": position_words(command.at)}
        ).translated()
    if isinstance(command, C.Emergency):
        plays = [p.partition("@") for p in command.plays]
        return ", ".join(
            t(N_("{card} on {building}"), {"card": card_name(c), "building": force_name(b)}).translated()
            for c, _, b in plays
        )
    if isinstance(command, C.Retreat):
        return tr(N_("Retreat"))
    if isinstance(command, C.Fire):
        return t(
            N_("{force} fires at {target}"),
            {"force": force_name(command.force), "target": force_name(command.target)},
        ).translated()
    if isinstance(command, C.Reroll):
        return t(N_("Reroll die {number}"), {"number": command.die + 1}).translated()
    if isinstance(command, C.Destroy):
        return t(N_("Destroy {building}"), {"building": force_name(command.building)}).translated()
    if isinstance(command, C.Proceed):
        return tr(N_("Go on"))
    if isinstance(command, C.RaidForce):
        return t(N_("Raid with {force}"), {"force": force_name(command.force)}).translated()
    if isinstance(command, C.Rewards):
        words = [tr(REWARDS.get(r, r)) for r in command.take]
        extra = [force_name(command.destroy)] if command.destroy else []
        extra += [describe_play(b) for b in command.bonus]
        return " + ".join(words) + (f" ({', '.join(extra)})" if extra else "")
    return None


def describe_play(play: str) -> str:
    card, _, where = play.partition("@")
    return Text(
        N_("{card} on {building}"), {"card": card_name(card), "building": force_name(where)}
    ).translated()


def prompt(do: str) -> str:
    return tr(PROMPTS.get(do, do))


_FORCE_PARAMS = ("force", "target", "building", "name", "card")


def event_line(event: Any, player_names: Sequence[str]) -> str:
    """A log line: the event's text with forces in the reader's language and players by name."""
    params = dict(event.params)
    for key in _FORCE_PARAMS:
        if isinstance(params.get(key), str):
            params[key] = force_name(params[key])
    text = Text(event.text, params).translated()
    # the engine names seats by number, first in a sentence ("Player 2 ...") or inside it ("... player 2")
    for number, name in reversed(list(enumerate(player_names, start=1))):
        for form in (N_("Player {seat}"), N_("player {seat}")):
            text = text.replace(Text(form, {"seat": number}).translated(), name)
    return text
