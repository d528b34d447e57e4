"""Snapshots and per-seat views of a robot game (contract: ``snapshot``, ``view``, ``determinize``; §20.2).

A view hides other seats' hands, programmed (face-down) parts, held VP values and Magnetic Storm
choices, the order of every deck and the random generator. What a seat can deduce from public
play (the cards another seat holds in hand and face-down together, the kinds left in each Mars
deck) is shown as a sorted multiset. Hands and face-down parts show as counts, all backs alike
(ruling RB-28).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.rng import Rng
from game.core.serial import to_data
from game.robots.decisions import from_data
from game.robots.mars import storm_options
from game.robots.state import GameState, Player

_SCALARS = (
    "season",
    "round",
    "iteration",
    "phase",
    "creatures_resolved",
    "progress_row",
    "progress_deck",
    "chit_supply",
    "unused_basic",
    "current_card",
    "extra_phases",
    "resolved_this_round",
)
_LISTS = ("mars_row", "mars_discard", "vp_discard", "boxed_robots", "dev_order", "rights", "revealed")


def snapshot(s: GameState) -> dict[str, Any]:
    data: dict[str, Any] = {k: getattr(s, k) for k in _SCALARS}
    for k in _LISTS:
        data[k] = list(getattr(s, k))
    data.update(
        players=[to_data(p) for p in s.players],
        deck_a=list(s.deck_a),
        deck_b=list(s.deck_b),
        vp_deck=list(s.vp_deck),
        vp_removed=list(s.vp_removed),
        supply=dict(s.supply),
        queue=[dict(q) for q in s.queue],
        pending=s.pending.to_data() if s.pending else None,
        rng=s.rng.state,
    )
    if s.content_rules is not None:  # a game of an earlier rules version, with that version's content
        data["content_rules"] = s.content_rules
    return data


def view(s: GameState, seat: int) -> dict[str, Any]:
    if not 0 <= seat < len(s.players):
        raise ValueError(f"no seat {seat} in this game")
    data = snapshot(s)
    del data["rng"]
    data["seat"] = seat
    data["vp_deck"] = len(s.vp_deck)
    data["vp_removed"] = len(s.vp_removed)
    for deck in ("deck_a", "deck_b"):
        data[deck] = dict(sorted(Counter(getattr(s, deck)).items()))
    for i, pd in enumerate(data["players"]):
        if i == seat:
            continue
        p = s.players[i]
        pd["hidden_cards"] = sorted(p.hand + p.programmed)
        pd["hand"] = len(p.hand)
        pd["programmed"] = len(p.programmed)
        pd["vp"] = len(p.vp)
        pd["storm"] = p.storm is not None
    if s.pending is not None and s.pending.seat != seat and s.pending.KIND == "storm":
        data["pending"] = {**data["pending"], "options": []}
    return data


def _vp_values(s: GameState) -> list[int]:
    from game.robots.content.load import content

    return content(s.content_rules).vp_values()


def determinize(template: GameState, v: dict[str, Any], rng: Rng) -> GameState:
    """A state consistent with view ``v``: hidden cards dealt at random from what could be there."""
    s = template
    seat = v["seat"]
    for k in _SCALARS:
        setattr(s, k, v[k])
    for k in _LISTS:
        setattr(s, k, list(v[k]))
    s.supply = dict(v["supply"])
    s.queue = [dict(q) for q in v["queue"]]
    unseen_vp = Counter(_vp_values(s))
    unseen_vp.subtract(v["vp_discard"])
    unseen_vp.subtract(v["revealed"])
    players = []
    for i, pd in enumerate(v["players"]):
        storm = pd["storm"]
        p = Player(
            pd["robot"],
            pd["robot_chits"],
            [],
            [],
            list(pd["deployed"]),
            list(pd["chits"]),
            list(pd["discard"]),
            [],
            pd["eliminated"],
            pd["planned"],
            pd["defense_used"],
            None,
        )
        if i == seat:
            p.hand, p.programmed, p.vp = list(pd["hand"]), list(pd["programmed"]), list(pd["vp"])
            p.storm = tuple(storm) if storm is not None else None
            unseen_vp.subtract(p.vp)
        else:
            hidden = list(pd["hidden_cards"])
            rng.shuffle(hidden)
            p.programmed, p.hand = hidden[: pd["programmed"]], hidden[pd["programmed"] :]
            if storm:
                p.storm = tuple(p.hand[:2])
        players.append(p)
    s.players = players
    pool = sorted(unseen_vp.elements(), reverse=True)
    rng.shuffle(pool)
    for i, pd in enumerate(v["players"]):
        if i != seat:
            players[i].vp, pool = pool[: pd["vp"]], pool[pd["vp"] :]
    s.vp_removed, pool = pool[: v["vp_removed"]], pool[v["vp_removed"] :]
    s.vp_deck = pool
    for deck in ("deck_a", "deck_b"):
        cards = [name for name, n in sorted(v[deck].items()) for _ in range(n)]
        rng.shuffle(cards)
        setattr(s, deck, cards)
    s.pending = None
    if v["pending"] is not None:
        s.pending = from_data(v["pending"])
        if s.pending.seat != seat and s.pending.KIND == "storm":
            s.pending = type(s.pending)(s.pending.seat, storm_options(s, s.pending.seat))
    s.rng = Rng(rng.randbelow(1 << 32))
    return s
