"""Resolving effects as plain data: queued tasks, pending decisions and their executors.

A game that resolves effects in steps (a card that places a tile, then draws, then
asks a target) keeps the steps as ``Task`` objects in a priority queue inside its
state and the question it waits for as a ``Decision``. Nothing is a closure, so a
game can be saved, undone or replayed between any two commands.

* ``queue_task`` appends a task; lower ``priority`` runs first, then ``seq`` (first in,
  first out within a priority).
* A ``Resolver`` holds the game's executors, one per task kind. ``run`` pops tasks in
  order and calls their executor with ``answer=None``; an executor that needs a choice
  calls ``ask``, which sets the state's ``pending`` decision and stops the run. The
  answering command re-enters the same executor through ``resume``.
* When several tasks are ready at once and their order may matter, the game may let a
  seat choose (its ``order`` hook returns that decision); ``run_first`` then resolves
  the chosen task.

The state only needs three attributes: ``queue`` (a list of tasks), ``pending`` (the
decision waited for, or None) and ``seq`` (the last task number handed out).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Task:
    """One queued piece of effect resolution.

    ``kind`` selects the executor; ``data`` holds JSON values only (never closures).
    Lower ``priority`` runs first, then ``seq``. ``player`` is the seat it acts for.
    """

    priority: int
    seq: int
    kind: str
    player: int
    source: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    triggered: bool = False

    def with_data(self, **data: Any) -> Task:
        """The same task with more answers recorded in its data (a later stage of its choices)."""
        # Field by field: dataclasses.replace is several times slower, and tasks are staged often.
        return Task(
            self.priority,
            self.seq,
            self.kind,
            self.player,
            self.source,
            {**self.data, **data},
            self.triggered,
        )


@dataclass(frozen=True, slots=True)
class Decision:
    """What the engine waits for: one seat must answer this with a command.

    ``task`` is the task whose executor the answer re-enters (None for a decision the
    game answers itself, such as the order of ready tasks)."""

    kind: str
    seat: int
    data: dict[str, Any] = field(default_factory=dict)
    task: Task | None = None
    optional: bool = False


class Resolving(Protocol):
    """The part of a game state the resolution machinery uses."""

    queue: list[Task]
    pending: Decision | None
    seq: int


Executor = Callable[[Any, Task, Any], None]
OrderHook = Callable[[Any], "Decision | None"]


def queue_task(
    s: Resolving,
    priority: int,
    kind: str,
    player: int,
    source: str | None = None,
    data: dict[str, Any] | None = None,
    triggered: bool = False,
) -> None:
    """Queue a task; it runs after every task of a lower priority or queued earlier at its priority."""
    s.seq += 1
    s.queue.append(Task(priority, s.seq, kind, player, source, data or {}, triggered))


def ask(s: Resolving, kind: str, seat: int, task: Task, data: dict[str, Any], optional: bool = False) -> None:
    """Make ``seat`` answer a decision; the answer re-enters ``task``'s executor."""
    s.pending = Decision(kind, seat, data, task, optional)


def head_index(queue: list[Task]) -> int:
    """The position in ``queue`` of the task that runs next (lowest priority, then seq)."""
    best = 0
    for i in range(1, len(queue)):
        a, b = queue[i], queue[best]
        if (a.priority, a.seq) < (b.priority, b.seq):
            best = i
    return best


class Resolver:
    """A game's executors by task kind, and the loop that runs its queue."""

    def __init__(self, order: OrderHook | None = None) -> None:
        self._executors: dict[str, Executor] = {}
        self._order = order

    def executor(self, kind: str) -> Callable[[Executor], Executor]:
        """Decorator: register the executor of task ``kind`` (once)."""

        def register(fn: Executor) -> Executor:
            if kind in self._executors:
                raise ValueError(f"executor {kind!r} registered twice")
            self._executors[kind] = fn
            return fn

        return register

    def _execute(self, s: Resolving, task: Task, answer: Any) -> None:
        try:
            fn = self._executors[task.kind]
        except KeyError:
            raise ValueError(f"no executor for task kind {task.kind!r}") from None
        fn(s, task, answer)

    def run(self, s: Resolving) -> None:
        """Resolve queued tasks until one needs an answer or the queue is empty."""
        while s.pending is None and s.queue:
            if self._order is not None:
                choice = self._order(s)
                if choice is not None:
                    s.pending = choice
                    return
            self._execute(s, s.queue.pop(head_index(s.queue)), None)

    def run_first(self, s: Resolving, seq: int) -> None:
        """Resolve the queued task number ``seq`` now (a seat chose it to go first)."""
        for i, t in enumerate(s.queue):
            if t.seq == seq:
                self._execute(s, s.queue.pop(i), None)
                return
        raise ValueError(f"no queued task {seq}")

    def resume(self, s: Resolving, decision: Decision, answer: Any) -> None:
        """Give ``answer`` to the task that asked ``decision`` (the caller cleared ``pending``)."""
        if decision.task is None:
            raise ValueError(f"decision {decision.kind!r} belongs to no task")
        self._execute(s, decision.task, answer)


__all__ = ["Decision", "Executor", "Resolver", "Resolving", "Task", "ask", "head_index", "queue_task"]
