"""The Terraforming Mars Dice Game for the generic bot levels: its ``GameKit``.

``candidates`` takes one command per action from the complete legal list (its default payment,
dice first and wild tokens for the rest, and no discard in a Production turn: ``legal.defaults``),
then drops production keeps beyond the first ``MAX_KEEPS`` (the largest first) and face changes
beyond ``MAX_CHANGES``, which would otherwise crowd out the actions that score.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.bots.framework import GameKit
from game.core.command import Command
from game.core.rng import Rng
from game.tmdice.commands import ChangeFace, Production
from game.tmdice.evaluation import immediate_vp, relative_value
from game.tmdice.legal import LegalCommands
from game.tmdice.rules import RULES
from game.tmdice.state import GameState

MAX_KEEPS = 4
MAX_CHANGES = 4


def candidates(s: GameState, seat: int, legal: Sequence[Command]) -> list[Command]:
    legal = legal.defaults() if isinstance(legal, LegalCommands) else list(legal)
    keeps = [c for c in legal if isinstance(c, Production)][:MAX_KEEPS]
    changes = [c for c in legal if isinstance(c, ChangeFace)][:MAX_CHANGES]
    rest = [c for c in legal if not isinstance(c, Production | ChangeFace)]
    return rest + keeps + changes


def _determinize(view: Mapping[str, Any], rng: Rng) -> GameState:
    return RULES.determinize(view, rng)


TMDICE_KIT = GameKit(
    rules=RULES,
    determinize=_determinize,
    evaluate=relative_value,
    immediate=immediate_vp,
    candidates=candidates,
    in_chain=lambda s: s.pending is not None and s.phase == "play",
    round_of=lambda s: s.round,
)
