"""A stand-in bot kit for the robot table's computer-seat tests, while the robot game's own kit
(``game.bots.robots``) is written elsewhere: values a position by the seat's VP cards and chits."""

from __future__ import annotations

from game.bots.framework import GameKit
from game.robots.rules import RULES


def _value(state, seat: int) -> float:
    p = state.players[seat]
    return -100.0 if p.eliminated else float(sum(p.vp)) + 0.1 * p.chit_total()


KIT = GameKit(
    rules=RULES,
    determinize=RULES.determinize,
    evaluate=_value,
    immediate=lambda state, seat: float(sum(state.players[seat].vp)),
    candidates=lambda state, seat, legal: list(legal)[:40],
    in_chain=lambda state: state.pending is not None,
    round_of=lambda state: state.round,
)
