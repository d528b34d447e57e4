"""What a bot is and what it may see (after OpenSpiel's information-state API).

A bot answers ``choose(view, legal, rng) -> command``: ``view`` is a ``SeatView``, the
engine's ``view(state, seat)`` data (everything public plus the seat's own secrets) frozen
behind a read-only mapping. It holds no state object, so nothing in it reaches another
seat's hand or the deck order; a bot that wants to look ahead asks the game's ``GameKit``
for ``determinize(view, rng)``, a full state consistent with the view, in which hidden
cards are resampled. ``legal`` are the current legal commands (public to the deciding
seat) and ``rng`` a seeded ``game.core.Rng``: with the same view, legal commands and rng
state a bot picks the same command (given a fixed iteration count instead of a time
budget; ``budget_s`` bounds a move by the CPU time of the thread that thinks).

A ``GameKit`` holds what the generic levels need from one game: its rules, determinize,
``in_chain`` (a decision opened by a command is pending), an evaluation (higher is better for the seat), a measure of immediate VP (for the plain
greedy bot), ``candidates``, the legal commands worth considering (the game trims
huge answer sets, such as every subset of ten cards, and drops moves that fair play
forbids), and ``round_of``, a key that changes when a round ends (the look-ahead of the
hard level stops there, where evaluations lose what the round's end pays out).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Protocol

from game.core.command import Command
from game.core.contract import GameRules
from game.core.rng import Rng


class SeatView(Mapping[str, Any]):
    """One seat's view of a game, read-only (the only thing a bot is shown)."""

    __slots__ = ("_data", "game_id")

    def __init__(self, game_id: str, data: Mapping[str, Any]) -> None:
        self.game_id = game_id
        self._data = MappingProxyType(dict(data))

    @property
    def seat(self) -> int:
        return self._data["seat"]

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def data(self) -> dict[str, Any]:
        """The view as plain JSON data (a copy the caller may change)."""
        import copy

        return copy.deepcopy(dict(self._data))


def seat_view(rules: GameRules, state: Any, seat: int) -> SeatView:
    """What ``seat`` may know of ``state``, as a bot receives it."""
    return SeatView(rules.game_id, rules.view(state, seat))


@dataclass(frozen=True)
class GameKit:
    """What the generic bot levels need from one game."""

    rules: GameRules
    determinize: Callable[[Mapping[str, Any], Rng], Any]  # view data -> a full state
    evaluate: Callable[[Any, int], float]  # state, seat -> value for that seat (higher is better)
    immediate: Callable[[Any, int], float]  # state, seat -> VP now (the plain greedy bot)
    candidates: Callable[[Any, int, Sequence[Command]], list[Command]]  # state, seat, legal -> worth trying
    in_chain: Callable[[Any], bool]  # a decision of an action under way is pending (not a new action)
    round_of: Callable[[Any], Any] = lambda state: None  # changes when a round (TM: a generation) ends


class Bot(Protocol):
    """A computer player: a level's name and a per-move time budget in seconds."""

    name: str
    budget_s: float

    def choose(self, view: SeatView, legal: Sequence[Command], rng: Rng) -> Command: ...
