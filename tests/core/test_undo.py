"""The generic undo rules (``game.core.undo``) over contract facts, with a game that is not TM.

``Peek``: on its turn a seat may ``Step`` (score a point, no secret), ``Peek`` (look at a
hidden number: an event revealed to that seat), start a two-command ``Bid`` (an action that
waits for an ``Answer``), and ``End`` its turn. Pig, which reports no turn facts, offers no undo.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from game.core import Applied, Command, Event, Match, register_command
from game.core.contract import TurnFacts
from game.core.undo import action_start, cancel_action, take_back, undo_floor, undo_seat
from game.i18n import N_


@register_command("peek", "step")
@dataclass(frozen=True, slots=True)
class PStep(Command):
    pass


@register_command("peek", "peek")
@dataclass(frozen=True, slots=True)
class PPeek(Command):
    pass


@register_command("peek", "bid")
@dataclass(frozen=True, slots=True)
class PBid(Command):
    pass


@register_command("peek", "answer")
@dataclass(frozen=True, slots=True)
class PAnswer(Command):
    pass


@register_command("peek", "end")
@dataclass(frozen=True, slots=True)
class PEnd(Command):
    pass


@dataclass(frozen=True, slots=True)
class PeekState:
    seat: int = 0
    acted: int = 0
    bidding: bool = False
    points: tuple[int, ...] = (0, 0)
    rounds: int = 1
    log: tuple[str, ...] = field(default=())


class PeekRules:
    game_id = "peek"

    def new_game(self, setup: Any, seed: int) -> PeekState:
        return PeekState()

    def current_seat(self, s: PeekState) -> int | None:
        return s.seat

    def is_over(self, s: PeekState) -> bool:
        return False

    def snapshot(self, s: PeekState) -> dict[str, Any]:
        return {"seat": s.seat, "acted": s.acted, "points": list(s.points)}

    def legal_commands(self, s: PeekState) -> list[Command]:
        if s.bidding:
            return [PAnswer(s.seat)]
        return [PStep(s.seat), PPeek(s.seat), PBid(s.seat), PEnd(s.seat)]

    def turn_start(self, s: PeekState) -> bool:
        return s.acted == 0 and not s.bidding

    def action_in_progress(self, s: PeekState) -> bool:
        return s.bidding

    def apply(self, s: PeekState, c: Command) -> Applied:
        facts = TurnFacts(s.rounds, self.turn_start(s), not s.bidding)
        events: tuple[Event, ...] = ()
        if isinstance(c, PStep):
            points = list(s.points)
            points[s.seat] += 1
            new = replace(s, acted=s.acted + 1, points=tuple(points))
        elif isinstance(c, PPeek):
            new = replace(s, acted=s.acted + 1)
            events = (Event("peek", N_("Looked"), {}, s.seat, (s.seat,)),)
        elif isinstance(c, PBid):
            new = replace(s, acted=s.acted + 1, bidding=True)
        elif isinstance(c, PAnswer):
            new = replace(s, bidding=False)
        else:
            new = replace(s, seat=1 - s.seat, acted=0, rounds=s.rounds + (s.seat == 1))
        return Applied(new, events, facts)


def _match(*commands: Command) -> Match:
    match = Match(PeekRules(), None, 0)
    for c in commands:
        match.push(c)
    return match


def test_own_commands_back_to_the_start_of_the_turn():
    match = _match(PStep(0), PEnd(0), PStep(1), PStep(1))
    assert undo_floor(match) == 2 and undo_seat(match) == 1
    take_back(match, 1)
    assert match.state.points == (1, 1) and len(match.steps) == len(match.commands) == 3
    take_back(match, 1)
    assert undo_seat(match) is None  # a new turn has begun: seat 0's End stays
    with pytest.raises(ValueError, match="may not take back"):
        take_back(match, 1)


def test_the_command_that_ended_a_turn_may_be_taken_back_while_the_table_shows_it():
    match = _match(PStep(0), PEnd(0))
    assert undo_floor(match) == 2
    assert undo_floor(match, after_turn_end=True) == 0 and undo_seat(match, True) == 0


def test_never_past_a_reveal_and_never_past_another_seats_command():
    match = _match(PStep(0), PPeek(0), PStep(0))
    assert undo_floor(match) == 2  # the peek showed seat 0 a secret: it stays
    assert match.steps[1].reveals and not match.steps[2].reveals
    assert match.events_of(1)[0].revealed_to == (0,)


def test_cancel_an_action_in_progress_and_not_after_a_reveal():
    match = _match(PStep(0), PBid(0))
    assert action_start(match) == 1
    assert cancel_action(match, 0) == 1
    assert match.commands == [PStep(0)] and not match.state.bidding
    with pytest.raises(ValueError, match="no action to cancel"):
        cancel_action(match, 0)
    peeked = _match(PBid(0))
    peeked.steps[-1] = replace(peeked.steps[-1], events=(Event("peek", N_("Looked"), {}, 0, (0,)),))
    assert action_start(peeked) is None


def test_a_game_without_turn_facts_offers_no_undo(pig_match):
    assert pig_match.steps and all(step.turn is None for step in pig_match.steps)
    assert undo_floor(pig_match) == len(pig_match.commands) and action_start(pig_match) is None


def test_undo_truncates_the_kept_steps_with_the_commands(pig_match):
    events = [pig_match.events_of(i) for i in range(len(pig_match.commands))]
    pig_match.undo(5)
    assert [step.events for step in pig_match.steps] == events[:-5]
    assert [step.command for step in pig_match.steps] == pig_match.commands
