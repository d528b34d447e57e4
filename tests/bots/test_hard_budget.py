"""The hard level's budget is CPU time of the thinking thread, with a wall-time cap for people."""

from __future__ import annotations

import time

from game.bots.levels import HARD_WALL_FACTOR, HardBot
from game.bots.request import kit_for


def test_the_budget_counts_cpu_time_not_the_time_other_programs_take():
    bot = HardBot(kit_for("tm"), budget_s=2.0, wall_factor=None)
    now_cpu, now_wall = time.thread_time(), time.perf_counter()
    # ten seconds of wall time gone but no CPU time spent: an arena bot on a busy machine thinks on
    assert not bot._out_of_time(now_cpu, now_wall - 10.0)
    # the thread spent its 2 s (90 % of it) thinking
    assert bot._out_of_time(now_cpu - 1.85, now_wall)


def test_a_person_never_waits_more_than_the_wall_cap():
    bot = HardBot(kit_for("tm"), budget_s=2.0)
    assert bot.wall_factor == HARD_WALL_FACTOR
    now_cpu, now_wall = time.thread_time(), time.perf_counter()
    cap = 2.0 * 0.9 * HARD_WALL_FACTOR
    assert not bot._out_of_time(now_cpu, now_wall - (cap - 0.5))
    assert bot._out_of_time(now_cpu, now_wall - (cap + 0.1))


def test_the_arena_gives_the_hard_level_its_whole_cpu_budget(monkeypatch):
    import game.bots.arena as arena

    made = []
    real = arena.make_bot

    def spy(level, kit, **options):
        made.append((level, options))
        return real(level, kit, **options)

    monkeypatch.setattr(arena, "make_bot", spy)
    arena.play_game("tm", 2, ["hard", "random"], 1, 0, hard_iterations=1)
    hard = [options for level, options in made if level == "hard"]
    assert hard == [{"iterations": 1, "wall_factor": None}]
