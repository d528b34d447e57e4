"""Compare a position with a scenario's ``expect`` (partial: only the keys present)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.tmdice.scenarios.model import Expect
from game.tmdice.scoring import breakdown, rating, totals, winners
from game.tmdice.state import GameState


class ExpectMismatch(AssertionError):
    pass


def _eq(what: str, got: Any, want: Any) -> None:
    if got != want:
        raise ExpectMismatch(f"{what}: expected {want!r}, got {got!r}")


def _bag(what: str, got: list[str], want: list[str]) -> None:
    if Counter(got) != Counter(want):
        _eq(what, sorted(got), sorted(want))


def check_expect(e: Expect, s: GameState) -> None:
    simple = {
        "active": s.active,
        "turn": s.time_marker,
        "temperature": s.temperature,
        "oxygen": s.oxygen,
        "ocean_pile": s.ocean_pile,
        "deck": s.deck,
        "milestones": s.milestones,
        "awards": s.awards,
        "end_triggered": s.end_triggered,
        "game_over": s.phase == "over",
    }
    for key, got in simple.items():
        want = getattr(e, key)
        if want is not None:
            _eq(key, got, want)
    for key in ("discard", "bonus_pile"):
        if getattr(e, key) is not None:
            _bag(key, getattr(s, key), getattr(e, key))
    for t in e.tiles or []:
        _eq(f"tiles.{t.space}", s.tiles.get(t.space), t.tile)
    for colour, n in (e.pool or {}).items():
        _eq(f"pool.{colour}", s.pool.get(colour, 0), n)
    for name, who in (e.claimed or {}).items():
        _eq(f"claimed.{name}", s.claimed.get(name), who)
    for i, ep in enumerate(e.players or []):
        _player(f"players.{i}", ep, s, i)
    _result(e, s)


def _result(e: Expect, s: GameState) -> None:
    if e.winner is not None:
        _over(s, "winner")
        _eq("winner", sorted(winners(s)), sorted(e.winner))
    if e.score is not None:
        _over(s, "score")
        parts, total = breakdown(s), totals(s)
        for i, sc in enumerate(e.score):
            for key in ("awards", "milestones", "cards"):
                if getattr(sc, key) is not None:
                    _eq(f"score.{i}.{key}", parts[i][key], getattr(sc, key))
            if sc.total is not None:
                _eq(f"score.{i}.total", total[i], sc.total)
    if e.rating is not None:
        _over(s, "rating")
        _eq("rating", rating(None if s.failed else totals(s)[0])[0], e.rating)


def _over(s: GameState, what: str) -> None:
    if s.phase != "over":
        raise ExpectMismatch(f"{what}: the game is not over")


def _player(w: str, ep: Any, s: GameState, i: int) -> None:
    if i >= len(s.players):
        raise ExpectMismatch(f"{w}: no such seat")
    p = s.players[i]
    for key, got in (("corporation", p.corporation), ("vp", p.vp), ("wild", p.wild)):
        want = getattr(ep, key)
        if want is not None:
            _eq(f"{w}.{key}", got, want)
    for face, n in (ep.dice or {}).items():
        _eq(f"{w}.dice.{face}", p.dice.get(face, 0), n)
    for key in ("hand", "played", "used"):
        if getattr(ep, key) is not None:
            _bag(f"{w}.{key}", getattr(p, key), getattr(ep, key))
    if ep.hand_size is not None:
        _eq(f"{w}.hand_size", len(p.hand), ep.hand_size)
    if ep.dice_total is not None:
        _eq(f"{w}.dice_total", p.dice_total(), ep.dice_total)
