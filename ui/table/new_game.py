"""What every game's new-game screen does once its choices are made, whatever the game: the
seats' part of the engine's setup data (names, colours, seat kinds), the seed (typed or drawn),
and opening the table of the new match with a first autosave.

A game's new-game scene adds its own options to ``seat_data`` and calls ``open_new_table``
with its table scene's class; ``--new GAME`` (the quick start) calls the same function.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from game.core import Match
from game.core.contract import GameRules

SEED_LIMIT = 2**63


def seat_data(
    players: int,
    names: Sequence[str] | None = None,
    styles: Sequence[int] | None = None,
    seat_kinds: Sequence[str] | None = None,
    max_name_length: int = 20,
) -> dict[str, Any]:
    """The seats' setup data: ``players``, typed ``names`` (only when any was typed), ``colors``
    and ``seat_kinds`` (only when a computer plays)."""
    data: dict[str, Any] = {"players": players}
    typed = [n.strip()[:max_name_length] for n in (names or [])][:players]
    if any(typed):
        data["names"] = typed
    data["colors"] = list(styles or range(players))[:players]
    if seat_kinds and any(kind != "human" for kind in seat_kinds[:players]):
        data["seat_kinds"] = list(seat_kinds)[:players]
    return data


def parse_seed(typed: str) -> int | None:
    """The seed typed on a new-game screen (digits only), None for a drawn one."""
    digits = "".join(ch for ch in typed if ch.isdigit())
    return int(digits) % SEED_LIMIT if digits else None


def draw_seed() -> int:
    return random.SystemRandom().randrange(2**32)


def open_new_table(
    app: Any,
    rules: GameRules,
    data: dict[str, Any],
    seed: int | None,
    make_table: Callable[[Any, Match], Any],
) -> Any:
    """Create the match of ``data`` (the engine's setup data) and ``seed`` (drawn when None) and
    return its table scene (``make_table(app, match)``), autosaved once: a failing autosave shows
    on the table and never stops a new game. ``ValueError`` names a bad setup field."""
    if seed is None:
        seed = draw_seed()
    setup = rules.setup_from_data(data)
    scene = make_table(app, Match(rules, setup, seed))
    scene.session.save_now()
    return scene
