"""The bots' survival search: whether a position leads the robot home, by a rollout to the game's end.

A robot the Mars row destroys cannot win (ruling RB-19), and most of the normal bot's lost games
were lost that way, at the last creatures (Combat 6-8) with too few parts deployed or too little
lasting Combat; the round of death mostly has no plan left that keeps the robot, the rounds
before it many (``bench/robots_losses.py --avoid``). The evaluation's own look ahead
(``evaluation.doomed``) plays only the next round.

``survival_value`` (the robot kit's evaluation) is ``evaluation.relative_value`` of the round
played out, less ``FATE`` and ``FATE_CARD`` per Mars card still to come when ``lost_at``'s
rollout loses the robot: from the round start reached, every later round the seat programs the
first of ``HOME_STYLES``'s plain plans that keeps it through that round, the others the default
plan, in the bot's own determinized world (the others' hidden cards and programs and the decks'
order are samples from the seat's view, never the true state). So the plans of a planning
season, the purchases and recoveries of a development season are judged by how far they let
the robot go, then by the evaluation. Measured (README): normal against random won 40 of 64
games of seeds 1-2 (32 each) where the evaluation alone won 31; a two-round search (every plain
plan and the best six by fit in the next round) won 32, a rollout charging only a robot not
brought home 40 (most positions then had no plan brought home: no gradient).
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core import Event
from game.robots import commands as C
from game.robots import flow
from game.robots.evaluation import play_out, quick_plan, relative_value
from game.robots.state import GameState

FATE = 10.0  # a robot the rollout (``lost_at``) does not bring home
FATE_CARD = 1.0  # and per Mars card still to come when the rollout loses it
HOME_STYLES = (None, "arms", "repair", "bodies")  # the rollout's plans, the first that comes through


def _to_planning(s: GameState) -> GameState:
    """From a round start: the development season, every seat passing (a clone)."""
    s = s.clone()
    ev: list[Event] = []
    while s.season == "development" and s.dev_order:
        who = s.dev_order[0]
        flow.develop(s, C.Pass(who), ev)
    flow.advance(s, ev)
    return s


def _programmed(s: GameState, seat: int, plan: Iterable[str]) -> GameState:
    t = s.clone()
    flow.plan(t, C.Plan(seat, tuple(plan)), [])
    return t


def cards_left(s: GameState) -> int:
    """Mars cards still to be resolved in the game (the row and both decks)."""
    return len(s.mars_row) + len(s.deck_a) + len(s.deck_b)


def lost_at(s: GameState, seat: int, limit: int = 12) -> int | None:
    """A plain rollout from the round start ``s`` to the game's end: None if it brings the robot
    home, else the Mars cards still to come when it is lost (more is worse). Each round the seat
    programs the first of ``HOME_STYLES`` that keeps it through the round (the others the default
    plan), every seat passing in the development seasons (recovering a Combat card there was
    tried: 38 of the same 64 games)."""
    for _ in range(limit):
        if s.over:
            break
        t = _to_planning(s)
        if t.over or t.season != "planning" or t.players[seat].planned:
            s = play_out(t)
            continue
        tried: set[tuple[str, ...]] = set()
        after = t
        for style in HOME_STYLES:
            plan = quick_plan(t, seat, style)
            if plan in tried:
                continue
            tried.add(plan)
            after = play_out(_programmed(t, seat, plan))
            if not after.players[seat].eliminated:
                break
        s = after
        if s.players[seat].eliminated:
            return cards_left(s)
    return cards_left(s) if s.players[seat].eliminated else None


def survival_value(s: GameState, seat: int) -> float:
    """The bots' evaluation with the survival search: ``evaluation.relative_value`` of the round
    played out, less ``FATE`` and ``FATE_CARD`` per Mars card left when ``lost_at``'s rollout from
    there loses the robot (a robot lost in the round itself is already worth ``-LOST``)."""
    s = play_out(s)
    value = relative_value(s, seat)
    if not s.over and not s.players[seat].eliminated:
        left = lost_at(s, seat)
        if left is not None:
            value -= FATE + FATE_CARD * left
    return value
