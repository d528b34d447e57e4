"""The table frame benchmarks' shared parts: the app at 1920x1080 with a table on it, the loop
that moves the mouse over the table's areas frame by frame (so hover names and card pop-ups are
drawn too) and times each ``App.step`` in wall-clock and in the thread's CPU time, and the line
that reports them against a p95 target."""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from app_env import app_env


def frame_args(doc: str) -> argparse.Namespace:
    """``--frames N`` (300) and ``--window`` (the real display, $DISPLAY), described by ``doc``'s first line."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--window", action="store_true", help="use the real display ($DISPLAY)")
    return parser.parse_args()


@contextmanager
def app_scratch(window: bool) -> Iterator[None]:
    """The app's environment (``app_env``) over a scratch folder, removed after."""
    with tempfile.TemporaryDirectory() as scratch:
        os.environ.update(app_env(scratch, window))
        yield


def table_app(scene_class, match):
    """(app, table): the app at 1920x1080 in English with every game registered, a
    ``scene_class(app, match)`` table on it, shown to the seat to play (no hand-off screen)."""
    from game import catalog
    from ui.app import App
    from ui.cli import parse_args

    catalog.register_all()
    app = App(parse_args(["--lang", "en", "--size", "1920x1080"]))
    scene = app.stack.push(scene_class(app, match))
    scene.session.reveal_to(scene.session.current_seat())
    scene.overlays.clear()
    return app, scene


def time_frames(app, area_of: Callable[[int], object], frames: int, rel=(0, 0)) -> list[tuple[float, float]]:
    """(wall-clock ms, CPU ms of this thread) of each of ``frames`` frames, the mouse moved to a
    point of ``area_of(i)`` (a ``pygame.Rect``) before frame ``i``."""
    import pygame

    times = []
    for i in range(frames):
        area = area_of(i)
        x = area.x + (i * 37) % area.width
        y = area.y + (i * 23) % area.height
        pygame.mouse.set_pos((x, y))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=rel, buttons=(0, 0, 0)))
        start, cpu = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        times.append(((time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000))
    return times


def report(what: str, frames: int, measured: list[tuple[float, float]], target_p95_ms: float) -> None:
    """Print the wall-clock median, p95 and max of ``measured`` against the target, and the CPU p95."""
    times = [wall for wall, _cpu in measured]
    cpu = sorted(c for _wall, c in measured)
    p95 = sorted(times)[int(len(times) * 0.95) - 1]
    print(
        f"table frame at 1920x1080, {what}, over {frames} frames: median "
        f"{statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {max(times):.2f} ms "
        f"(target p95 < {target_p95_ms:.0f} ms: {'met' if p95 < target_p95_ms else 'NOT met'}); "
        f"CPU time of the frame p95 {cpu[int(len(cpu) * 0.95) - 1]:.2f} ms (a busy machine's "
        "other processes show in the wall-clock figures only)"
    )
