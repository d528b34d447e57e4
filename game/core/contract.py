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
* ``info`` says what kind of game it is (``GameInfo``): player counts, solo,
  hidden information, simultaneous choices; menus, hand-offs and bots read it.
* ``view(state, seat)`` is what that seat may know, as JSON data (boardgame.io's
  ``playerView``): everything public plus that seat's own secrets. Tables draw a
  seat's private zones from its view and bots decide from it, never from the state.
* ``determinize(view, rng)`` (OpenSpiel's ``resample_from_infostate``) is a full state
  consistent with a seat's view: what the seat cannot see (other hands, the deck order)
  resampled with ``rng`` from what could be there. Search bots simulate on it.
* ``setup_of_version(data, rules_version)`` (optional) is the setup data of a save written
  under an earlier ``rules_version`` as today's ``setup_from_data`` must read it, e.g. with the
  content version the game was played with (``game.core.content_history``).
* ``outcome(state)`` is the result of a finished game (``Outcome``): per-seat
  scores with their breakdown, ranks and winners (shared victories, and none when
  a solo challenge is lost); ``ValueError`` while the game is not over.
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
    ``revealed_to`` names the seats to whom hidden information came out with this event (a
    card drawn into a hand, a card shown to everybody): undo never goes back past it.
    """

    kind: str
    text: Message
    params: Mapping[str, Any] = field(default_factory=dict)
    seat: int | None = None
    revealed_to: tuple[int, ...] = ()

    def english(self) -> str:
        return Text(self.text, dict(self.params)).english()

    def translated(self) -> str:
        return Text(self.text, dict(self.params)).translated()


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What kind of game an engine plays (the same for every setup)."""

    id: str
    title: str  # English, marked with N_
    min_players: int
    max_players: int
    solo: bool  # a one-player challenge exists
    hidden_information: bool  # some seat knows what another does not (hands, decks, hidden builds)
    simultaneous: bool  # the rules have choices made at the same time (asked seat by seat here)
    round_word: str = "round"  # what the game counts its rounds in (TM: generation); ``--until`` uses it


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's place in a finished game."""

    seat: int
    score: int
    rank: int  # 1 = first; seats that tie (after the game's tie-breaks) share a rank
    breakdown: Mapping[str, int] = field(default_factory=dict)  # category -> points, in display order


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: every seat's score and rank, and who won."""

    results: tuple[SeatResult, ...]
    winners: tuple[int, ...]  # several for a shared victory; none when a solo challenge is lost

    def result(self, seat: int) -> SeatResult:
        return next(r for r in self.results if r.seat == seat)


def ranks(keys: Sequence[Any]) -> list[int]:
    """Competition ranks (1, 2, 2, 4) of seats by ``keys`` (higher is better; equal keys share)."""
    return [1 + sum(other > key for other in keys) for key in keys]


@dataclass(frozen=True, slots=True)
class TurnFacts:
    """Where in the flow of turns a command was issued (read by undo and by logs).

    A game that offers undo reports these with every applied command (``Applied.turn``)."""

    round: int  # the game's round when it was issued (TM: the generation)
    starts_turn: bool  # the first command of its seat's turn
    starts_action: bool  # a top-level command: it begins an action, nothing was pending


@dataclass(frozen=True, slots=True)
class Applied:
    """The result of applying one command."""

    state: Any
    events: tuple[Event, ...] = ()
    turn: TurnFacts | None = None  # None: the game reports no turn facts (no undo)


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
    info: GameInfo

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

    def view(self, state: S, seat: int) -> dict[str, Any]:
        """What ``seat`` may know, as JSON data; ``ValueError`` for a seat not in the game."""

    def determinize(self, view: Mapping[str, Any], rng: Any) -> S:
        """A state the seat of ``view`` cannot tell from the real one (hidden parts sampled with
        ``rng``, a ``game.core.rng.Rng``); a game without hidden information rebuilds it exactly."""

    def outcome(self, state: S) -> Outcome:
        """Scores, ranks and winners of a finished game; ``ValueError`` while it is not over."""

    def describe(self, state: S) -> Text:
        """A short line for the load screen (e.g. 'Generation 4, 3 players').

        Its template must be one of ``description_templates``: the load screen shows a
        save's description only when the template is in that list (a file is never
        trusted with a format string)."""
