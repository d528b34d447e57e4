"""The Ares Project's words at the table: card, side, force and faction names in the current
language (the content's ``name_ja`` in Japanese), what each command does, what each pending
decision asks, and log lines with forces named in the reader's language. No pygame here.

Every card word comes from ``cards``, the game's own card table (``GameState.cards``): a game
saved under an earlier rules version keeps the names, texts and numbers it is played with
(``game.core.content_history``), never today's content."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ares import commands as C
from game.ares.content.load import content
from game.ares.content.models import Card, UnitSide
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

Cards = Mapping[str, Card]


def _ja() -> bool:
    return current_language() == "ja"


def card_name(card: str, cards: Cards) -> str:
    c = cards.get(card) if card else None
    if c is not None and _ja() and c.name_ja:
        return c.name_ja
    return card


def side_name(card: str, side: str, cards: Cards) -> str:
    c = cards.get(card)
    if c is None or not side:
        return side
    unit = next((u for u in c.units if u.name == side), None)
    return unit.name_ja if unit is not None and _ja() and unit.name_ja else side


def force_name(fid: str, cards: Cards) -> str:
    """A building/force id (``Barracks#2``, a start building's own name) in the reader's language."""
    if fid in BASE_TARGETS:
        return tr(BASE_TARGETS[fid])
    base, _, number = fid.partition("#")
    if base.startswith("stack"):
        return Text(N_("stack {number}"), {"number": number or "1"}).translated()
    seat = ""
    if base.endswith(")") and " (" in base:  # 3-4 players: a start building's seat follows its name
        base, _, seat = base[:-1].rpartition(" (")
    name = card_name(base, cards)
    name = f"{name} {number}" if number else name
    return f"{name} ({seat})" if seat else name


def faction_name(faction: str | None) -> str:
    """A faction's name; one the catalogue lacks reads today's content (the new-game screen lists
    today's factions; a game's own factions are always in the catalogue)."""
    if not faction:
        return ""
    if faction in FACTIONS:
        return tr(FACTIONS[faction])
    f = content().factions.get(faction)
    return f.name_ja if f is not None and _ja() else faction.capitalize()


def card_text(card: str, cards: Cards, sides: Sequence[UnitSide] = ()) -> str:
    """The card's rules text, then the text of each unit side in ``sides`` (each named when there
    are several), a paragraph each."""
    c = cards.get(card)
    if c is None:
        return ""
    words = [(c.text_ja if _ja() and c.text_ja else c.text) or ""]
    for unit in sides:
        own = (unit.text_ja if _ja() and unit.text_ja else unit.text) or ""
        if own and len(sides) > 1:
            own = Text(
                N_("{side}: {text}"), {"side": side_name(card, unit.name, cards), "text": own}
            ).translated()
        words.append(own)
    return "\n".join(w for w in words if w)


def position_words(at: str, cards: Cards) -> str:
    """Where on the battle line a force goes (``commands`` module docstring)."""
    kind, _, rest = at.partition(":")
    if kind == "first":
        return tr(N_("on the empty line"))
    if kind == "left":
        return tr(N_("at the left end"))
    if kind == "right":
        return tr(N_("at the right end"))
    if kind == "opposite":
        return Text(N_("opposite {force}"), {"force": force_name(rest, cards)}).translated()
    if kind == "behind":
        return Text(N_("behind {force}"), {"force": force_name(rest, cards)}).translated()
    if kind == "between":
        a, _, b = rest.partition(":")
        return Text(
            N_("between {a} and {b}"), {"a": force_name(a, cards), "b": force_name(b, cards)}
        ).translated()
    return at


CHOICES = {
    "normal": N_("Normal attack"),
    "deep_strike": N_("Deep strike"),
    "claim": N_("Claim the Frontier"),
}

REWARDS = {"steal": N_("steal a card"), "bonus": N_("bonus build"), "destroy": N_("destroy a building")}


def describe(command: Any, cards: Cards, player_names: Sequence[str] = ()) -> str:
    """What ``command`` does, as a button says it (an attack's target seat by its player's name)."""
    words = _describe_turn(command, cards, player_names)
    if words is None:
        words = _describe_combat(command, cards)
    return words if words is not None else type(command).__name__


def _describe_turn(command: Any, cards: Cards, player_names: Sequence[str] = ()) -> str | None:
    t = Text
    if isinstance(command, C.Opening):
        return t(
            N_("Take {a} and {b}"),
            {"a": card_name(command.cards[0], cards), "b": card_name(command.cards[1], cards)},
        ).translated()
    if isinstance(command, C.Build):
        if command.on:
            return t(
                N_("Build {card} ({side}) on {stack}"),
                {
                    "card": card_name(command.card, cards),
                    "side": side_name(command.card, command.side, cards),
                    "stack": force_name(command.on, cards),
                },
            ).translated()
        if command.side:
            return t(
                N_("Build {card} with {side} up"),
                {
                    "card": card_name(command.card, cards),
                    "side": side_name(command.card, command.side, cards),
                },
            ).translated()
        return t(N_("Build {card}"), {"card": card_name(command.card, cards)}).translated()
    if isinstance(command, C.Resource):
        if command.new_stack:
            return t(
                N_("{card} face down as a new stack"), {"card": card_name(command.card, cards)}
            ).translated()
        return t(
            N_("{card} face down on {building}"),
            {"card": card_name(command.card, cards), "building": force_name(command.on, cards)},
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
        return t(N_("Play {card}"), {"card": card_name(command.card, cards)}).translated()
    if isinstance(command, C.Pass):
        return tr(N_("Pass"))
    return None


def _describe_combat(command: Any, cards: Cards) -> str | None:
    t = Text
    if isinstance(command, C.Declare):
        return tr(N_("Defend the Frontier")) if command.defend == "frontier" else tr(N_("Defend the base"))
    if isinstance(command, C.Place | C.Move):
        return t(
            N_("{force} {where}"),
            {"force": force_name(command.force, cards), "where": position_words(command.at, cards)},
        ).translated()
    if isinstance(command, C.Emergency):
        plays = [p.partition("@") for p in command.plays]
        return ", ".join(
            t(
                N_("{card} on {building}"), {"card": card_name(c, cards), "building": force_name(b, cards)}
            ).translated()
            for c, _, b in plays
        )
    if isinstance(command, C.Retreat):
        return tr(N_("Retreat"))
    if isinstance(command, C.Fire):
        return t(
            N_("{force} fires at {target}"),
            {"force": force_name(command.force, cards), "target": force_name(command.target, cards)},
        ).translated()
    if isinstance(command, C.Reroll):
        return t(N_("Reroll die {number}"), {"number": command.die + 1}).translated()
    if isinstance(command, C.Destroy):
        return t(N_("Destroy {building}"), {"building": force_name(command.building, cards)}).translated()
    if isinstance(command, C.Proceed):
        return tr(N_("Go on"))
    if isinstance(command, C.RaidForce):
        return t(N_("Raid with {force}"), {"force": force_name(command.force, cards)}).translated()
    if isinstance(command, C.Rewards):
        words = [tr(REWARDS.get(r, r)) for r in command.take]
        extra = [force_name(command.destroy, cards)] if command.destroy else []
        extra += [describe_play(b, cards) for b in command.bonus]
        return " + ".join(words) + (f" ({', '.join(extra)})" if extra else "")
    return None


def describe_play(play: str, cards: Cards) -> str:
    card, _, where = play.partition("@")
    return Text(
        N_("{card} on {building}"), {"card": card_name(card, cards), "building": force_name(where, cards)}
    ).translated()


def prompt(do: str) -> str:
    return tr(PROMPTS.get(do, do))


_FORCE_PARAMS = ("force", "target", "building", "name", "card")


def event_line(event: Any, cards: Cards, player_names: Sequence[str]) -> str:
    """A log line: the event's text with forces in the reader's language and players by name."""
    params = dict(event.params)
    for key in _FORCE_PARAMS:
        if isinstance(params.get(key), str):
            params[key] = force_name(params[key], cards)
    text = Text(event.text, params).translated()
    # the engine names seats by number, first in a sentence ("Player 2 ...") or inside it ("... player 2")
    for number, name in reversed(list(enumerate(player_names, start=1))):
        for form in (N_("Player {seat}"), N_("player {seat}")):
            text = text.replace(Text(form, {"seat": number}).translated(), name)
    return text
