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
pending; the first command of the turn may be taken back, nothing before it.

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


def turn_start(s: GameState) -> bool:
    """An action-phase position where the active seat has not acted yet this turn."""
    return s.phase == ACTION and s.pending is None and not s.in_action and s.actions_this_turn == 0


def reveals(before: GameState, after: GameState, events: Iterable[Event]) -> bool:
    """True when applying a command to ``before`` (giving ``after`` and ``events``) showed a hidden card."""
    return any(e.kind in REVEAL_EVENTS for e in events) or before.deck != after.deck


def command_facts(
    before: GameState, command: Command, after: GameState, events: Iterable[Event]
) -> CommandFacts:
    return CommandFacts(command.seat, reveals(before, after, events), turn_start(before))


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


def undo_floor(match: Match) -> int:
    """The smallest number of commands ``match`` may be cut back to (``len(match.commands)``: no undo)."""
    n = len(match.commands)
    if n == 0:
        return 0
    seat = match.commands[-1].seat
    if RULES.current_seat(match.state) != seat or turn_start(match.state):
        return n  # someone else decides now, the game is over, or a new turn has begun
    floor = n
    for f in reversed(facts(match)):
        if f.seat != seat or f.reveals:
            break
        floor -= 1
        if f.starts_turn:
            break
    return floor


def undo_seat(match: Match) -> int | None:
    """The seat that may take back the last command now, or None when nothing may be taken back."""
    if undo_floor(match) < len(match.commands):
        return match.commands[-1].seat
    return None


def take_back(match: Match, seat: int) -> None:
    """``seat`` takes back the last command; ``ValueError`` if that is not allowed now."""
    if undo_seat(match) != seat:
        raise ValueError(f"seat {seat} may not take back the last command now")
    match.undo(1)


__all__ = [
    "CommandFacts",
    "command_facts",
    "facts",
    "reveals",
    "take_back",
    "turn_start",
    "undo_floor",
    "undo_seat",
]
