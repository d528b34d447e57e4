"""The engine contract, after OpenSpiel's Game/State and boardgame.io.

Every game package exposes one object implementing ``GameRules``:

* ``new_game(setup, seed)`` builds the initial state. All randomness comes from
  a seeded ``game.core.rng.Rng`` stored *inside* the state.
* ``current_seat(state)`` is the seat that must decide next (``None`` once the
  game is over). Simultaneous phases are asked seat by seat.
* ``legal_commands(state)`` lists the commands that seat may send now. A
  pending decision (choose a space, a target, a payment, cards) is plain data in
  the state, so the legal commands answer it.
* ``apply(state, command)`` returns a *new* state plus events for the log and
  animations. An illegal command raises ``IllegalCommand`` with a readable
  reason, and the state passed in is untouched.
* ``snapshot(state)`` is a JSON-able dict; two states are the same game
  position exactly when their canonical snapshots are byte-equal.
* ``rules_version`` is a positive integer raised whenever a rule or the state
  layout changes (see ``saves.restore``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from game.core.command import Command
from game.i18n import Message, Text

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the game log and for animations.

    ``text`` is an English template marked with ``N_`` (or a singular/plural pair
    marked with ``N_plural``, whose ``count`` parameter picks the form); ``params`` fill it.
    """

    kind: str
    text: Message
    params: Mapping[str, Any] = field(default_factory=dict)
    seat: int | None = None

    def english(self) -> str:
        return Text(self.text, dict(self.params)).english()

    def translated(self) -> str:
        return Text(self.text, dict(self.params)).translated()


@dataclass(frozen=True, slots=True)
class Applied:
    """The result of applying one command."""

    state: Any
    events: tuple[Event, ...] = ()


class GameRules(Protocol[S]):
    """What the app, the saves and the tests need from a game engine."""

    game_id: str
    title: str  # English title marked with N_
    #: Raise by one with every change that can make a recorded game play out differently or
    #: change the snapshot's layout (a rule fix, a new state field). Saves record it: a save
    #: of the current version is checked against its snapshot, an older one is rebuilt by replay.
    rules_version: int
    #: Every template ``describe`` may return (plain ``{name}`` placeholders only).
    description_templates: tuple[str, ...]

    def setup_from_data(self, data: Mapping[str, Any]) -> Any:
        """Validate a setup coming from outside; raise ``ValueError`` with a reason."""

    def setup_to_data(self, setup: Any) -> dict[str, Any]: ...

    def new_game(self, setup: Any, seed: int) -> S: ...

    def current_seat(self, state: S) -> int | None: ...

    def legal_commands(self, state: S) -> Sequence[Command]: ...

    def apply(self, state: S, command: Command) -> Applied: ...

    def is_over(self, state: S) -> bool: ...

    def clone(self, state: S) -> S: ...

    def snapshot(self, state: S) -> dict[str, Any]: ...

    def describe(self, state: S) -> Text:
        """A short line for the load screen (e.g. 'Generation 4, 3 players').

        Its template must be one of ``description_templates``: the load screen shows a
        save's description only when the template is in that list (a file is never
        trusted with a format string)."""
