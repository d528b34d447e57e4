"""How far a Terraforming Mars match may be taken back (undo), without cheating.

A player may take back their own commands (actions, a pass, answers to the decisions
an action asks) one at a time, back to the start of their current turn, and never:

* past a command issued by another seat (nobody takes back someone else's move, nor
  their own move once somebody else has answered after it);
* past a command after which hidden information was revealed to anyone: cards drawn
  into a hand, cards looked at (Business Contacts, Invention Contest, Inventors'
  Guild), a revealed top card, research or draft cards dealt, draft cards passed on,
  corporations revealed. Undoing such a command would let its player see other cards
  or choose again knowing what came up. A pass that ends the generation deals the next
  research cards, so it stays; a pass that reveals nothing (the last generation) may
  be taken back. Solo follows the same rule: nothing already seen is seen again.

The start of a turn is an action-phase position with no action taken yet and nothing
pending; the first command of the turn may be taken back, nothing before it. The table
keeps a finished turn on screen until its player confirms it (``after_turn_end``): until
the next seat has done anything, the command that ended the turn may still be taken back.

Cancelling an action is not a setting but part of taking an action: an action is *in
progress* from its top-level command (play a card, a standard project, a card action,
a conversion, a milestone, an award) until its last decision is answered
(``GameState.in_action`` with a decision pending). Until then its seat may cancel it:
the game goes back to the position before the action's first command, exactly as if
it had never been started (``action_start``, ``cancel_action``), whether or not undo
is allowed at the table. It is refused once anything hidden came out during the
action (a card drawn or revealed), or if another seat answered something in it. The
engine's ``Cancel`` command (backing out of an action's first payment) stays for the
command record; the table cancels every step the same way, by cutting the record back.

Revelation is read from the events the engine records (``deck.REVEAL_EVENTS``) and,
as a second guard, from the deck itself: any command that took a card off the deck
(or reshuffled it) reveals. The facts of each command are computed once, when the
command is first seen, and kept with the match (``_Ledger``), so ``undo_floor`` costs a
comparison of the command list plus one ``apply`` per new command, not a replay.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.core import Match
from game.core.command import Command
from game.core.contract import Event
from game.tm.deck import REVEAL_EVENTS
from game.tm.rules import RULES
from game.tm.state import ACTION, GameState


@dataclass(frozen=True, slots=True)
class CommandFacts:
    """What undo needs to know about one recorded command."""

    seat: int
    reveals: bool  # hidden information came out while it was applied
    starts_turn: bool  # it was issued at the start of its seat's turn
    starts_action: bool  # a top-level command: issued in the action phase with nothing pending


def turn_start(s: GameState) -> bool:
    """An action-phase position where the active seat has not acted yet this turn."""
    return s.phase == ACTION and s.pending is None and not s.in_action and s.actions_this_turn == 0


def reveals(before: GameState, after: GameState, events: Iterable[Event]) -> bool:
    """True when applying a command to ``before`` (giving ``after`` and ``events``) showed a hidden card."""
    return any(e.kind in REVEAL_EVENTS for e in events) or before.deck != after.deck


def command_facts(
    before: GameState, command: Command, after: GameState, events: Iterable[Event]
) -> CommandFacts:
    top_level = before.phase == ACTION and before.pending is None
    return CommandFacts(command.seat, reveals(before, after, events), turn_start(before), top_level)


@dataclass(slots=True)
class _Ledger:
    """The facts of a prefix of a match's commands, and the state that prefix reaches."""

    commands: list[Command] = field(default_factory=list)
    facts: list[CommandFacts] = field(default_factory=list)
    state: GameState | None = None


_LEDGERS: weakref.WeakKeyDictionary[Match, _Ledger] = weakref.WeakKeyDictionary()


def _common_prefix(a: list[Command], b: list[Command]) -> int:
    n = min(len(a), len(b))
    if a[:n] == b[:n]:  # list equality checks identity first: fast for the same command objects
        return n
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def facts(match: Match) -> list[CommandFacts]:
    """The facts of every command of ``match`` (computed once per command, then cached)."""
    ledger = _LEDGERS.get(match)
    if ledger is None:
        ledger = _LEDGERS[match] = _Ledger()
    commands = match.commands
    known = _common_prefix(ledger.commands, commands)
    if known < len(ledger.commands):  # commands were taken back (or replaced): forget the rest
        del ledger.commands[known:]
        del ledger.facts[known:]
        ledger.state = match.state if known == len(commands) else None
    if known < len(commands):
        state = ledger.state
        if state is None:  # the state of the known prefix is gone: replay it once
            state = RULES.new_game(match.setup, match.seed)
            for command in commands[:known]:
                state = RULES.apply(state, command).state
        for command in commands[known:]:
            applied = RULES.apply(state, command)
            ledger.facts.append(command_facts(state, command, applied.state, applied.events))
            ledger.commands.append(command)
            state = applied.state
        ledger.state = state
    return ledger.facts


def undo_floor(match: Match, after_turn_end: bool = False) -> int:
    """The smallest number of commands ``match`` may be cut back to (``len(match.commands)``: no undo).

    With ``after_turn_end`` (the table still shows the turn that just ended to its player),
    the last command may also be taken back when it ended its seat's turn and the next
    turn has not begun to be played (nothing pending, nothing done in it)."""
    n = len(match.commands)
    if n == 0:
        return 0
    seat = match.commands[-1].seat
    state = match.state
    if RULES.current_seat(state) != seat or turn_start(state):
        # someone else decides now, the game is over, or a new turn has begun
        if not (after_turn_end and turn_start(state) and RULES.current_seat(state) is not None):
            return n
    floor = n
    for f in reversed(facts(match)):
        if f.seat != seat or f.reveals:
            break
        floor -= 1
        if f.starts_turn:
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


def action_in_progress(s: GameState) -> bool:
    """An action has been started and still waits for one of its decisions."""
    return s.phase == ACTION and s.in_action and s.pending is not None


def action_start(match: Match) -> int | None:
    """Where the action in progress began (the index of its top-level command), if it may be cancelled.

    None when no action is in progress, when something hidden was revealed during it,
    or when a command in it came from another seat than the one deciding now."""
    state = match.state
    if not action_in_progress(state):
        return None
    seat = RULES.current_seat(state)
    known = facts(match)
    for index in range(len(known) - 1, -1, -1):
        f = known[index]
        if f.seat != seat or f.reveals:
            return None
        if f.starts_action:
            return index
    return None


def cancel_action(match: Match, seat: int) -> int:
    """``seat`` cancels the action in progress: the match goes back to the position before it.

    Returns how many commands were taken back; ``ValueError`` (nothing changes) when no
    action of ``seat`` may be cancelled now."""
    start = action_start(match)
    if start is None or RULES.current_seat(match.state) != seat:
        raise ValueError(f"seat {seat} has no action to cancel now")
    count = len(match.commands) - start
    match.undo(count)
    return count


__all__ = [
    "CommandFacts",
    "action_in_progress",
    "action_start",
    "cancel_action",
    "command_facts",
    "facts",
    "reveals",
    "take_back",
    "turn_start",
    "undo_floor",
    "undo_seat",
]
