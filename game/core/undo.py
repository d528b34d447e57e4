"""How far a match may be taken back (undo) and how an action in progress is cancelled, without cheating.

The rules read only contract facts that ``Match`` keeps with every command (``Step``): its
seat, its events (an event with ``revealed_to`` showed hidden information) and its turn
facts (``TurnFacts``), plus two questions about the current position that a game with undo
answers (``UndoRules``). A game whose commands carry no turn facts offers no undo.

A player may take back their own commands one at a time, back to the start of their current
turn, and never:

* past a command issued by another seat (nobody takes back someone else's move, nor their own
  move once somebody else has answered after it);
* past a command after which hidden information was revealed to anyone: taking it back would
  let its player choose again knowing what came up. Solo follows the same rule.

The start of a turn is a position where the seat to play has not acted in its turn; the first
command of the turn may be taken back, nothing before it. A table may keep a finished turn on
screen until its player confirms it (``after_turn_end``): until the next seat has done
anything, the command that ended the turn may still be taken back.

Cancelling an action is part of taking an action: an action is *in progress* from its
top-level command until its last decision is answered. Until then its seat may cancel it: the
match goes back to the position before the action's first command, as if it had never been
started (``action_start``, ``cancel_action``), whether or not undo is allowed at the table. It
is refused once anything hidden came out during the action, or if another seat answered
something in it.

Everything here reads the record kept by the match: no replay, no cache.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from game.core.replay import Match


@runtime_checkable
class UndoRules(Protocol):
    """What undo asks a game about the current position."""

    def current_seat(self, state: Any) -> int | None: ...

    def turn_start(self, state: Any) -> bool:
        """The seat to play has not acted in its turn yet (nothing pending, nothing done)."""

    def action_in_progress(self, state: Any) -> bool:
        """An action was begun and still waits for one of its decisions."""


def _rules(match: Match) -> UndoRules | None:
    rules = match.rules
    return rules if isinstance(rules, UndoRules) else None


def undo_floor(match: Match, after_turn_end: bool = False) -> int:
    """The smallest number of commands ``match`` may be cut back to (``len(match.commands)``: no undo).

    With ``after_turn_end`` (the table still shows the turn that just ended to its player),
    the last command may also be taken back when it ended its seat's turn and the next
    turn has not begun to be played (nothing pending, nothing done in it)."""
    n = len(match.commands)
    rules = _rules(match)
    if n == 0 or rules is None:
        return n
    seat = match.commands[-1].seat
    state = match.state
    at_turn_start = rules.turn_start(state)
    if rules.current_seat(state) != seat or at_turn_start:
        # someone else decides now, the game is over, or a new turn has begun
        if not (after_turn_end and at_turn_start and rules.current_seat(state) is not None):
            return n
    floor = n
    for step in reversed(match.steps):
        if step.command.seat != seat or step.reveals or step.turn is None:
            break
        floor -= 1
        if step.turn.starts_turn:
            break
    return floor


def undo_seat(match: Match, after_turn_end: bool = False) -> int | None:
    """The seat that may take back the last command now, or None when nothing may be taken back."""
    if undo_floor(match, after_turn_end) < len(match.commands):
        return match.commands[-1].seat
    return None


def take_back(match: Match, seat: int, after_turn_end: bool = False) -> None:
    """``seat`` takes back the last command; ``ValueError`` if that is not allowed now."""
    if undo_seat(match, after_turn_end) != seat:
        raise ValueError(f"seat {seat} may not take back the last command now")
    match.undo(1)


def action_start(match: Match) -> int | None:
    """Where the action in progress began (the index of its top-level command), if it may be cancelled.

    None when no action is in progress, when something hidden was revealed during it,
    or when a command in it came from another seat than the one deciding now."""
    rules = _rules(match)
    if rules is None or not rules.action_in_progress(match.state):
        return None
    seat = rules.current_seat(match.state)
    for index in range(len(match.steps) - 1, -1, -1):
        step = match.steps[index]
        if step.command.seat != seat or step.reveals or step.turn is None:
            return None
        if step.turn.starts_action:
            return index
    return None


def cancel_action(match: Match, seat: int) -> int:
    """``seat`` cancels the action in progress: the match goes back to the position before it.

    Returns how many commands were taken back; ``ValueError`` (nothing changes) when no
    action of ``seat`` may be cancelled now."""
    start = action_start(match)
    if start is None or match.rules.current_seat(match.state) != seat:
        raise ValueError(f"seat {seat} has no action to cancel now")
    count = len(match.commands) - start
    match.undo(count)
    return count


__all__ = ["UndoRules", "action_start", "cancel_action", "take_back", "undo_floor", "undo_seat"]
