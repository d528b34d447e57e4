"""The generic resolution machinery of ``game.core.resolution``, used by a game that is not TM.

``Gift`` is a tiny two-seat game: a move queues tasks (a draw at a lower priority than a
gift of points); the gift asks the mover which seat receives the points, and the answer
re-enters the gift's executor through the resolver. Nothing here knows Terraforming Mars.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.resolution import Decision, Resolver, Task, ask, head_index, queue_task


@dataclass(slots=True)
class GiftState:
    points: list[int] = field(default_factory=lambda: [0, 0])
    log: list[str] = field(default_factory=list)
    queue: list[Task] = field(default_factory=list)
    pending: Decision | None = None
    seq: int = 0


GIFT = Resolver()


@GIFT.executor("draw")
def _draw(s: GiftState, task: Task, answer: Any) -> None:
    s.log.append(f"draw {task.player}")


@GIFT.executor("gift")
def _gift(s: GiftState, task: Task, answer: Any) -> None:
    if answer is None:
        ask(s, "player", task.player, task, {"options": [0, 1], "amount": task.data["amount"]})
        return
    s.points[answer] += task.data["amount"]
    s.log.append(f"gift {task.data['amount']} to {answer}")


def _move(s: GiftState, seat: int) -> None:
    queue_task(s, 5, "gift", seat, "move", {"amount": 3})
    queue_task(s, 1, "draw", seat)
    GIFT.run(s)


def _answer(s: GiftState, answer: int) -> None:
    decision = s.pending
    assert decision is not None
    s.pending = None
    GIFT.resume(s, decision, answer)
    GIFT.run(s)


def test_lower_priority_runs_first_then_a_task_waits_for_its_answer():
    s = GiftState()
    _move(s, 0)
    assert s.log == ["draw 0"]
    assert s.pending is not None
    assert (s.pending.kind, s.pending.seat, s.pending.data) == ("player", 0, {"options": [0, 1], "amount": 3})
    assert s.pending.task is not None and s.pending.task.kind == "gift"
    _answer(s, 1)
    assert s.points == [0, 3]
    assert s.log == ["draw 0", "gift 3 to 1"]
    assert s.pending is None and s.queue == []


def test_fifo_within_a_priority_and_seq_counts_up():
    s = GiftState()
    queue_task(s, 2, "draw", 1)
    queue_task(s, 2, "draw", 0)
    queue_task(s, 1, "draw", 1)
    assert [t.seq for t in s.queue] == [1, 2, 3]
    assert head_index(s.queue) == 2
    GIFT.run(s)
    assert s.log == ["draw 1", "draw 1", "draw 0"]


def test_order_hook_lets_a_seat_choose_and_run_first_resolves_the_chosen_task():
    s = GiftState()
    queue_task(s, 1, "draw", 0)
    queue_task(s, 1, "draw", 1)

    def choose_when_two(state: GiftState) -> Decision | None:
        if len(state.queue) == 2:
            return Decision("order", 0, {"tasks": [t.seq for t in state.queue]})
        return None

    resolver = Resolver(order=choose_when_two)
    resolver.executor("draw")(_draw)
    resolver.run(s)
    assert s.pending is not None and s.pending.kind == "order" and s.log == []
    chosen = s.pending.data["tasks"][1]
    s.pending = None
    resolver.run_first(s, chosen)
    resolver.run(s)
    assert s.log == ["draw 1", "draw 0"]


def test_registry_refuses_a_second_executor_and_unknown_kinds():
    with pytest.raises(ValueError, match="registered twice"):
        GIFT.executor("draw")(_draw)
    s = GiftState()
    queue_task(s, 1, "nothing", 0)
    with pytest.raises(ValueError, match="no executor for task kind 'nothing'"):
        GIFT.run(s)
    with pytest.raises(ValueError, match="no queued task 99"):
        GIFT.run_first(s, 99)
    with pytest.raises(ValueError, match="belongs to no task"):
        GIFT.resume(s, Decision("order", 0), 0)


def test_task_with_data_records_a_later_stage_without_changing_the_original():
    t = Task(5, 1, "gift", 0, "card", {"amount": 3}, triggered=True)
    later = t.with_data(target=1)
    assert later.data == {"amount": 3, "target": 1} and t.data == {"amount": 3}
    assert later == dataclasses.replace(t, data={"amount": 3, "target": 1})  # every other field kept


def test_core_resolution_knows_no_game():
    import game.core.resolution as module

    source = open(module.__file__, encoding="utf-8").read()
    assert "game.tm" not in source and "import pygame" not in source
