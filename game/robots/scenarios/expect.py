"""Compare a position with a scenario's ``expect`` (partially: only the keys written)."""

from __future__ import annotations

from typing import Any

from game.robots import scoring
from game.robots.content.models import ABILITIES
from game.robots.state import GameState

_ORDERED = ("mars_row", "deck_a", "deck_b", "mars_discard", "vp_deck")
_MULTISETS = ("vp_discard",)
_SCALARS = ("round", "season", "iteration", "phase", "creatures_resolved", "progress_row", "progress_deck")
_TOP = (
    *_ORDERED,
    *_MULTISETS,
    *_SCALARS,
    "chit_supply",
    "supply",
    "players",
    "order",
    "game_over",
    "winner",
    "mars_row_letters",
    "sizes",
    "score",
)
_PLAYER = (
    "robot",
    "robot_chits",
    "hand",
    "deployed",
    "programmed",
    "discard",
    "vp",
    "eliminated",
    "abilities",
    "chits",
    "hand_size",
)
_SIZES = ("mars_row", "deck_a", "deck_b", "mars_discard", "vp_deck", "vp_discard", "supply")


class Mismatch(Exception):
    pass


def _eq(where: str, expected: Any, got: Any) -> None:
    if expected != got:
        raise Mismatch(f"{where}: expected {expected!r}, got {got!r}")


def _multiset(where: str, expected: Any, got: list) -> None:
    if not isinstance(expected, list):
        raise Mismatch(f"{where}: expected a list")
    _eq(where, sorted(expected, key=repr), sorted(got, key=repr))


def _unknown(where: str, data: dict, known: tuple[str, ...]) -> None:
    extra = sorted(k for k in data if k not in known)
    if extra:
        raise Mismatch(f"{where}unknown key {extra[0]!r}")


def _player(s: GameState, seat: int, exp: dict) -> None:
    w = f"players.{seat}."
    _unknown(w, exp, _PLAYER)
    p = s.players[seat]
    for key, value in exp.items():
        if key == "robot":
            got = s.robot(seat)
            if isinstance(value, str):
                _eq(w + key, value, got.name)
            else:
                for k, v in value.items():
                    _eq(f"{w}robot.{k}", v, getattr(got, k, None))
        elif key in ("hand", "discard", "vp"):
            _multiset(w + key, value, getattr(p, key))
        elif key == "programmed":
            _eq(w + key, value, p.programmed)
        elif key == "deployed":
            _deployed(w + key, value, p.deployed, p.chits)
        elif key == "abilities":
            _unknown(w + "abilities.", value, ABILITIES)
            for k, v in value.items():
                _eq(f"{w}abilities.{k}", v, s.ability(seat, k))
        elif key == "chits":
            _eq(w + key, value, p.chit_total())
        elif key == "hand_size":
            _eq(w + key, value, len(p.hand))
        else:
            _eq(w + key, value, getattr(p, key))


def _deployed(where: str, value: list, cards: list[str], chits: list[int]) -> None:
    if not isinstance(value, list) or len(value) != len(cards):
        raise Mismatch(f"{where}: expected {value!r}, got {cards!r}")
    for i, entry in enumerate(value):
        if isinstance(entry, dict):
            _eq(f"{where}.{i}", entry.get("card"), cards[i])
            _eq(f"{where}.{i}.chits", entry.get("chits"), chits[i])
        else:
            _eq(f"{where}.{i}", entry, cards[i])


def _size(s: GameState, key: str) -> int:
    if key == "supply":
        return sum(s.supply.values())
    return len(getattr(s, key))


def compare(s: GameState, expect: dict) -> str:
    """The first difference between ``s`` and ``expect`` ("" when everything written holds)."""
    try:
        _compare(s, expect)
    except Mismatch as exc:
        return str(exc)
    return ""


def _players(s: GameState, value: list) -> None:
    if len(value) > len(s.players):
        raise Mismatch(f"players: {len(value)} written, the game has {len(s.players)}")
    for seat, exp in enumerate(value):
        _player(s, seat, exp)


def _supply(s: GameState, value: dict) -> None:
    for kind, n in value.items():
        _eq(f"supply.{kind}", n, s.supply.get(kind, 0))


def _sizes(s: GameState, value: dict) -> None:
    _unknown("sizes.", value, _SIZES)
    for k, n in value.items():
        _eq(f"sizes.{k}", n, _size(s, k))


def _score(s: GameState, value: list) -> None:
    for seat, exp in enumerate(value):
        got = scoring.breakdown(s, seat)
        got = {"total": sum(got.values()), **got}
        _unknown(f"score.{seat}.", exp, tuple(got))
        for k, v in exp.items():
            _eq(f"score.{seat}.{k}", v, got[k])


_COMPUTED = {
    "chit_supply": lambda s: s.chit_supply,
    "order": lambda s: s.order(),
    "game_over": lambda s: s.over,
    "winner": scoring.winner,
    "mars_row_letters": lambda s: "".join(s.mars[m].deck for m in s.mars_row),
}
_NESTED = {"players": _players, "supply": _supply, "sizes": _sizes, "score": _score}


def _compare(s: GameState, expect: dict) -> None:
    _unknown("", expect, _TOP)
    for key, value in expect.items():
        if key in _ORDERED:
            _eq(key, value, getattr(s, key))
        elif key in _MULTISETS:
            _multiset(key, value, getattr(s, key))
        elif key in _SCALARS:
            if not (key == "season" and s.over):
                _eq(key, value, getattr(s, key))
        elif key in _COMPUTED:
            _eq(key, value, _COMPUTED[key](s))
        else:
            _NESTED[key](s, value)
