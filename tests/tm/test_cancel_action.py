"""Cancelling an action in progress (game.tm.undo.action_start / cancel_action): back to the
position before the action's first command, whatever the undo setting, until its last decision
is answered, and never once something hidden came out during the action."""

from __future__ import annotations

import pytest

from game.core import Match
from game.tm import undo
from game.tm.commands import CardAction, ChooseCards, ChooseSpace, EndTurn, Pass, StandardProject
from game.tm.rules import RULES
from game.tm.state import MC
from game.tm.undo import action_in_progress, action_start, cancel_action, take_back, undo_floor, undo_seat
from tests.tm.test_undo import Step, acting, find, snapshot


def _started(project: str):
    """The first playout step that started the ``project`` standard project, now asking its first choice."""
    return find(
        lambda st: (
            st.command == StandardProject(st.command.seat, project) and action_in_progress(st.match.state)
        )
    )


def test_a_city_project_cancelled_at_the_space_leaves_everything_as_before():
    step = _started("City")
    match, seat = step.match, step.command.seat
    state = match.state
    assert state.pending.kind == "space"
    assert state.players[seat].resources[MC] < step.before.players[seat].resources[MC]  # charged already
    n = len(match.commands)
    assert action_start(match) == n - 1
    assert cancel_action(match, seat) == 1
    assert len(match.commands) == n - 1
    assert snapshot(match.state) == snapshot(step.before)
    assert match.state.players[seat].resources[MC] == step.before.players[seat].resources[MC]
    assert action_start(match) is None  # nothing in progress any more


def test_sell_patents_is_cancelled_at_the_card_choice():
    step = _started("Sell Patents")
    match, seat = step.match, step.command.seat
    assert match.state.pending.kind == "cards" and match.state.pending.data["min"] == 1
    cancel_action(match, seat)
    assert snapshot(match.state) == snapshot(step.before)


def test_an_action_of_several_answers_is_cancelled_as_a_whole():
    """Every answer of the action goes, back to its top-level command (a payment, then a space...)."""

    def deep(st: Step) -> bool:
        start = action_start(st.match)
        return start is not None and len(st.match.commands) - start >= 3

    step = find(deep)
    match = step.match
    seat = acting(step)
    start = action_start(match)
    before = Match(RULES, match.setup, match.seed, match.commands[:start])
    cancel_action(match, seat)
    assert len(match.commands) == start
    assert snapshot(match.state) == snapshot(before.state)


def test_only_the_acting_seat_cancels():
    step = _started("City")
    other = (step.command.seat + 1) % step.match.state.n
    n = len(step.match.commands)
    with pytest.raises(ValueError):
        cancel_action(step.match, other)
    assert len(step.match.commands) == n


def test_a_finished_action_is_not_cancelled():
    step = find(
        lambda st: (
            isinstance(st.command, ChooseSpace)
            and st.match.state.pending is None
            and st.match.state.phase == "action"
            and not st.match.state.in_action
        )
    )
    assert action_start(step.match) is None
    with pytest.raises(ValueError):
        cancel_action(step.match, step.command.seat)


def test_cancel_is_refused_once_a_hidden_card_was_revealed_in_the_action():
    def revealed_then_asks(st: Step) -> bool:
        state = st.match.state
        if not action_in_progress(state):
            return False
        for f in reversed(st.match.steps):
            if f.reveals:
                return True
            if f.turn.starts_action:
                return False
        return False

    step = find(revealed_then_asks, players=(1, 2, 3))
    match = step.match
    n = len(match.commands)
    assert action_start(match) is None
    with pytest.raises(ValueError):
        cancel_action(match, acting(step))
    assert len(match.commands) == n


def test_inventors_guild_look_cannot_be_cancelled():
    step = find(
        lambda st: (
            st.command == CardAction(st.command.seat, "Inventors' Guild")
            and st.match.state.pending is not None
        ),
        players=(1, 2, 3),
    )
    assert action_start(step.match) is None


def _second_action_ended_turn(st: Step) -> bool:
    state = st.match.state
    return (
        not isinstance(st.command, EndTurn)
        and st.before.actions_this_turn == 1
        and state.phase == "action"
        and state.pending is None
        and acting(st) != st.command.seat
        and undo.turn_start(state)
    )


def test_the_action_that_ended_a_turn_may_be_taken_back_while_the_table_holds_the_turn():
    """After the second action the engine moved to the next seat; the table still shows the turn
    that ended, and its player may take the action back."""
    step = find(_second_action_ended_turn)
    match, seat = step.match, step.command.seat
    n = len(match.commands)
    assert undo_floor(match) == n  # the engine alone: a new turn has begun
    assert undo_seat(match, after_turn_end=True) == seat
    take_back(match, seat, after_turn_end=True)
    assert snapshot(match.state) == snapshot(step.before)
    assert RULES.current_seat(match.state) == seat


def test_the_ended_turn_is_kept_once_the_next_seat_played():
    step = find(_second_action_ended_turn)
    match, seat = step.match, step.command.seat
    nxt = acting(step)
    match.push(next(c for c in match.legal_commands() if isinstance(c, StandardProject | Pass)))
    assert match.commands[-1].seat == nxt
    assert undo_seat(match, after_turn_end=True) in (nxt, None)
    with pytest.raises(ValueError):
        take_back(match, seat, after_turn_end=True)


def test_sell_patents_cancel_then_sell_again_is_a_clean_record():
    step = _started("Sell Patents")
    match, seat = step.match, step.command.seat
    cancel_action(match, seat)
    match.push(StandardProject(seat, "Sell Patents"))
    card = match.state.pending.data["cards"][0]
    match.push(ChooseCards(seat, (card,)))
    assert match.commands[-2:] == [StandardProject(seat, "Sell Patents"), ChooseCards(seat, (card,))]
    assert action_start(match) is None
