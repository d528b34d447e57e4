"""Snapshots and per-seat views of a Dice Game state (contract: ``snapshot``, ``view``, ``determinize``).

A view hides other players' hands, their corporation offers and their secret corporation picks
(until revealed in setup step 9), the order of the project deck, the bonus pile (seen only by a
seat choosing from it) and the random generator's state.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.tmdice.decisions import Decision, decision_kinds
from game.tmdice.state import GameState, Player, TurnState

_SCALARS = (
    "corporate_era",
    "phase",
    "active",
    "first",
    "time_marker",
    "temperature",
    "oxygen",
    "ocean_pile",
    "tile_supply",
    "special_supply",
    "end_triggered",
    "final_turns_left",
    "extra_turn",
    "failed",
    "turns_played",
    "round",
    "solo_full_length",
)


def _player(p: Player) -> dict[str, Any]:
    return {
        "corporation": p.corporation,
        "vp": p.vp,
        "wild": p.wild,
        "dice": dict(sorted(p.dice.items())),
        "hand": list(p.hand),
        "played": list(p.played),
        "used": list(p.used),
        "thresholds": list(p.thresholds),
    }


def _turn(t: TurnState) -> dict[str, Any]:
    return {
        "kind": t.kind,
        "sub_done": t.sub_done,
        "mains_done": t.mains_done,
        "mains_allowed": t.mains_allowed,
        "robot_workers": t.robot_workers,
        "acted": t.acted,
    }


def snapshot(s: GameState) -> dict[str, Any]:
    data: dict[str, Any] = {k: getattr(s, k) for k in _SCALARS}
    data.update(
        players=[_player(p) for p in s.players],
        turn=_turn(s.turn),
        tiles=dict(sorted(s.tiles.items())),
        specials=dict(sorted(s.specials.items())),
        pool=dict(s.pool),
        awards=list(s.awards),
        deck=list(s.deck),
        discard=list(s.discard),
        bonus_pile=list(s.bonus_pile),
        milestones=list(s.milestones),
        claimed=dict(s.claimed),
        queue=[dict(q) for q in s.queue],
        pending=s.pending.to_data() if s.pending else None,
        rng=s.rng.state,
    )
    if s.content_rules is not None:  # a game of an earlier rules version, with that version's content
        data["content_rules"] = s.content_rules
    return data


#: queued setup steps whose keys only their own seat may see (the two offered corporations, the pick)
_SECRET_KEYS = {"choose_corporation": ("options",), "reveal_corporation": ("card",)}


def _hidden_decision(d: Decision, seat: int) -> bool:
    return d.seat != seat and d.KIND in ("card", "pay")


def view(s: GameState, seat: int) -> dict[str, Any]:
    if not 0 <= seat < len(s.players):
        raise ValueError(f"no seat {seat} in this game")
    data = snapshot(s)
    del data["rng"]
    data["seat"] = seat
    data["deck"] = len(s.deck)
    data["bonus_pile"] = len(s.bonus_pile)
    for i, p in enumerate(data["players"]):
        if i != seat:
            p["hand"] = len(s.players[i].hand)
    data["queue"] = [
        {k: v for k, v in q.items() if q.get("seat") == seat or k not in _SECRET_KEYS.get(q["op"], ())}
        for q in s.queue
    ]
    if s.pending is not None and _hidden_decision(s.pending, seat):
        data["pending"] = {**data["pending"], "options": []}
    if s.pending is not None and s.pending.seat == seat and s.pending.detail == "bonus":
        data["bonus_cards"] = sorted(s.bonus_pile)
    return data


def determinize(template: GameState, v: dict[str, Any], rng: Rng) -> GameState:
    """A state consistent with view ``v``: unseen cards dealt at random from the unseen ones."""
    s = template
    seat = v["seat"]
    for k in _SCALARS:
        setattr(s, k, v[k])
    s.turn = TurnState(**v["turn"])
    s.tiles = dict(v["tiles"])
    s.specials = dict(v["specials"])
    s.pool = dict(v["pool"])
    s.awards = list(v["awards"])
    s.discard = list(v["discard"])
    s.milestones = list(v["milestones"])
    s.claimed = dict(v["claimed"])
    seen = set(s.discard)
    players = []
    for i, pd in enumerate(v["players"]):
        p = Player(
            pd["corporation"],
            pd["vp"],
            pd["wild"],
            dict(pd["dice"]),
            [],
            list(pd["played"]),
            list(pd["used"]),
            list(pd["thresholds"]),
        )
        if i == seat:
            p.hand = list(pd["hand"])
        players.append(p)
        seen.update(p.played)
        seen.update(p.hand)
        if p.corporation:
            seen.add(p.corporation)
    s.players = players
    offered = {o for q in v["queue"] for o in q.get("options", [])}
    seen |= offered
    shown_bonus = v.get("bonus_cards")
    projects = sorted(
        n
        for n, c in s.cards.items()
        if c.kind == "project" and n not in seen and (s.corporate_era or c.module == "base")
    )
    rng.shuffle(projects)
    for i, pd in enumerate(v["players"]):
        if i != seat:
            players[i].hand, projects = projects[: pd["hand"]], projects[pd["hand"] :]
    s.deck = projects[: v["deck"]]
    if shown_bonus is not None:
        s.bonus_pile = list(shown_bonus)
    else:
        bonus = sorted(
            n
            for n, c in s.cards.items()
            if c.kind == "bonus" and n not in seen and (s.corporate_era or c.module == "base")
        )
        rng.shuffle(bonus)
        s.bonus_pile = bonus[: v["bonus_pile"]]
    s.queue = [dict(q) for q in v["queue"]]
    corps = sorted(
        n
        for n, c in s.cards.items()
        if c.kind == "corporation" and n not in seen and (s.corporate_era or c.module == "base")
    )
    rng.shuffle(corps)
    choosing = {q["seat"] for q in s.queue if q["op"] == "choose_corporation"}
    for q in s.queue:  # other seats' offers and secret picks, dealt from the unseen corporations
        if q["op"] == "choose_corporation" and "options" not in q:
            q["options"], corps = corps[:2], corps[2:]
        elif q["op"] == "reveal_corporation" and "card" not in q and q["seat"] not in choosing:
            q["card"], corps = corps[0], corps[1:]
    pend = v["pending"]
    s.pending = None
    if pend is not None:
        cls = decision_kinds()[pend["kind"]]
        s.pending = cls(pend["seat"], tuple(pend["options"]), pend["source"], pend["detail"])
        if _hidden_decision(s.pending, seat):  # ask again: the options come from the sampled cards
            from game.tmdice.effects import EXECUTORS

            s.pending = None
            EXECUTORS[s.queue[0]["op"]](s, s.queue[0], None, [])
    s.rng = Rng(rng.randbelow(1 << 32))
    return s
