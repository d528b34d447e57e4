"""A full Terraforming Mars state consistent with what one seat knows (OpenSpiel's
``resample_from_infostate``): what search bots play their simulations on.

``determinize(view, rng)`` rebuilds a ``GameState`` from ``game.tm.view.player_view`` data
alone. Everything public is copied; the seat's own hand, dealt cards, draft packet and
pending decision are known. What the seat cannot see is sampled:

* the opponents' hands, dealt cards and draft packets, the deck order and the discard
  pile, from the project cards the seat has not seen anywhere (every project card of the
  game minus the ones in play, in its own hand or dealt cards, its draft packet, and the
  cards named in its own queued tasks and pending decision), each zone keeping its size;
* an opponent's dealt or chosen corporation not yet revealed, from the corporations not
  in play and not dealt to the seat;
* the random generator, seeded from ``rng`` (the real one would predict every shuffle).

Sampling is uniform over the unseen cards; that ignores what the opponents' past choices
say about their hands (a simple, honest determinization). A position built by hand (a
scenario) may hold fewer unseen cards than its zones need: the missing ones are then
drawn from the whole card list, which may repeat a card, because a scenario never checks
that each card exists once.
"""

from __future__ import annotations

from typing import Any

from game.core.resolution import Decision, Task
from game.core.rng import Rng
from game.tm.content import BEGINNER, corporations, project_cards
from game.tm.state import GameState, PlayerState, Tile, TMSetup


def determinize(view: dict[str, Any], rng: Rng) -> GameState:
    """A state the seat of ``view`` cannot tell from the real one; ``rng`` drives the sampling."""
    seat = view["seat"]
    setup = _setup(view["setup"])
    corporate_era = setup.corporate_era or setup.solo
    players = [_player(pv) for pv in view["players"]]
    s = GameState(setup=setup, rng=Rng(rng.randbelow(1 << 32)), players=players)
    for name in ("generation", "temperature", "oxygen", "oceans", "first_player", "phase", "active",
                 "actions_this_turn", "seq", "in_action", "solo_result"):  # fmt: skip
        setattr(s, name, view[name])
    s.tiles = {sid: Tile(t["kind"], t["owner"]) for sid, t in view["tiles"].items()}
    s.claims = dict(view["claims"])
    s.milestones = dict(view["milestones"])
    s.awards = [(name, funder) for name, funder in view["awards"]]
    s.queue = [_task(t) for t in view["queue"]]
    s.pending = _decision(view["pending"]) if view["pending"] is not None else None
    _deal_unseen_cards(s, view, seat, rng, corporate_era)
    _deal_unseen_corporations(s, view, seat, rng, corporate_era)
    return s


def seen_project_cards(view: dict[str, Any]) -> list[str]:
    """Project cards the seat of ``view`` knows the place of (possibly with repeats)."""
    seat = view["seat"]
    seen: list[str] = []
    for pv in view["players"]:
        seen += [c for c in pv["tableau"] if c != pv["corporation"]]
        seen += pv["events"]
    own = view["players"][seat]
    seen += own["hand"] + own["dealt_cards"] + view["draft_packet"]
    for t in view["queue"]:
        if t["player"] == seat:
            seen += _cards_named(t["data"])
    pending = view["pending"]
    if pending is not None and pending.get("task") is not None and pending["seat"] == seat:
        seen += _cards_named(pending["task"]["data"])
    return seen


def _cards_named(data: dict[str, Any]) -> list[str]:
    return [c for key in ("drawn", "chosen") for c in data.get(key, ())]


def _deal_unseen_cards(s: GameState, view: dict[str, Any], seat: int, rng: Rng, corporate_era: bool) -> None:
    every = project_cards(corporate_era)
    seen = set(seen_project_cards(view))
    unseen = [c for c in every if c not in seen]
    rng.shuffle(unseen)
    sizes = view["draft_packet_sizes"]
    need = view["deck_size"] + view["discard_size"] + sum(sizes[i] for i in range(len(sizes)) if i != seat)
    need += sum(pv["hand_size"] + pv["dealt_cards_size"] for pv in view["players"] if pv["seat"] != seat)
    while len(unseen) < need:  # a hand-built position (see the module docstring)
        unseen.append(every[rng.randbelow(len(every))])

    def take(count: int) -> list[str]:
        out = unseen[:count]
        del unseen[:count]
        return out

    for p, pv in zip(s.players, view["players"], strict=True):
        if p.seat != seat:
            p.hand = take(pv["hand_size"])
            p.dealt_cards = take(pv["dealt_cards_size"])
    s.draft_packets = [
        list(view["draft_packet"]) if i == seat else take(size) for i, size in enumerate(sizes)
    ]
    s.discard = take(view["discard_size"])
    s.deck = take(view["deck_size"])


def _deal_unseen_corporations(
    s: GameState, view: dict[str, Any], seat: int, rng: Rng, corporate_era: bool
) -> None:
    seen = {pv["corporation"] for pv in view["players"]} | set(view["players"][seat]["dealt_corporations"])
    unseen = [c for c in corporations(corporate_era) if c not in seen]
    rng.shuffle(unseen)
    for p, pv in zip(s.players, view["players"], strict=True):
        if p.seat == seat:
            continue
        count = pv["dealt_corporations_size"]
        if p.beginner:
            p.dealt_corporations = [BEGINNER] * count
        else:
            p.dealt_corporations, unseen = unseen[:count], unseen[count:]


def _setup(data: dict[str, Any]) -> TMSetup:
    return TMSetup(data["players"], data["corporate_era"], data["draft"], data["solo"], tuple(data["beginners"]),
                   data["first_player"], tuple(data["names"]), tuple(data["colors"]),
                   tuple(data.get("seat_kinds", ())))  # fmt: skip


def _player(pv: dict[str, Any]) -> PlayerState:
    return PlayerState(
        seat=pv["seat"], corporation=pv["corporation"], tr=pv["tr"], resources=list(pv["resources"]),
        production=list(pv["production"]), hand=list(pv.get("hand", ())), tableau=list(pv["tableau"]),
        events=list(pv["events"]), card_resources=dict(pv["card_resources"]),
        actions_used=list(pv["actions_used"]), passed=pv["passed"],
        tr_raised_this_generation=pv["tr_raised_this_generation"],
        first_action_pending=pv["first_action_pending"], next_card_discount=pv["next_card_discount"],
        next_card_offset=pv["next_card_offset"], dealt_corporations=list(pv.get("dealt_corporations", ())),
        dealt_cards=list(pv.get("dealt_cards", ())), beginner=pv["beginner"],
    )  # fmt: skip


def _task(data: dict[str, Any]) -> Task:
    return Task(data["priority"], data["seq"], data["kind"], data["player"], data["source"], _json(data["data"]),
                data["triggered"])  # fmt: skip


def _decision(data: dict[str, Any]) -> Decision:
    """The pending decision: the seat's own in full; another seat's only by kind (the bot
    never decides then, but the state must still say who is asked)."""
    if "data" not in data:
        return Decision(data["kind"], data["seat"])
    task = _task(data["task"]) if data["task"] is not None else None
    return Decision(data["kind"], data["seat"], _json(data["data"]), task, data["optional"])


def _json(data: Any) -> Any:
    """A deep copy of JSON data, so the state never shares lists with the view."""
    if isinstance(data, dict):
        return {k: _json(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_json(v) for v in data]
    return data


__all__ = ["determinize", "seen_project_cards"]
