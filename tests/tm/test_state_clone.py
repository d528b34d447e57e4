"""The hand-written ``GameState.clone`` and ``PlayerState.clone`` copy every field (a field added
to the state and forgotten in ``clone`` would silently reset in every applied command)."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.resolution import Decision, Task
from game.tm.rules import RULES
from game.tm.state import GameState, PlayerState, Tile

NOT_COPIED = {"events"}  # transient: each command's events start empty


def _distinct(value: Any, i: int) -> Any:
    """A value of the same shape as ``value`` that no default equals (unique per field ``i``)."""
    if isinstance(value, bool) or value is None:
        return True if value is not True else False
    if isinstance(value, int):
        return 1000 + i
    if isinstance(value, str):
        return f"field{i}"
    if isinstance(value, list):
        return [[f"c{i}"]] if value and isinstance(value[0], list) else [f"item{i}"]
    if isinstance(value, dict):
        return {f"key{i}": Tile("city", 0)}
    raise AssertionError(f"no distinct value for {value!r}")


def _fill(obj: Any, keep: set[str]) -> None:
    for i, f in enumerate(dataclasses.fields(obj)):
        if f.name not in keep:
            setattr(obj, f.name, _distinct(getattr(obj, f.name), i))


def _check(original: Any, copy: Any) -> None:
    for f in dataclasses.fields(original):
        if f.name in NOT_COPIED:
            continue
        a, b = getattr(original, f.name), getattr(copy, f.name)
        if f.name == "rng":
            assert a.state == b.state and a is not b
        elif f.name == "players":
            for p, q in zip(a, b, strict=True):
                assert p is not q
                _check(p, q)
        else:
            assert a == b, f.name
            if isinstance(a, list | dict):
                assert a is not b, f"{f.name} is shared, not copied"


def test_player_clone_copies_every_field():
    p = PlayerState(2)
    _fill(p, {"seat"})
    _check(p, p.clone())


def test_game_clone_copies_every_field():
    s: GameState = RULES.new_game(RULES.setup_from_data({"players": 2}), 5)
    _fill(s, {"setup", "rng", "players", "queue", "pending", "events"})
    task = Task(5, 1, "draw", 0, None, {"count": 1})
    s.queue = [task]
    s.pending = Decision("card", 0, {"cards": ["x"]}, task)
    for p in s.players:
        _fill(p, {"seat"})
    _check(s, s.clone())
