"""Terraforming Mars table: frame time while a hard computer seat thinks.

A seeded 3-player game (one human, two hard computers) is played at random to an
action-phase position of generation 4 where a computer decides; the table is opened
at 1280x720 (the human's cards on screen) and frames are timed through ``App.step``,
paced at 60 frames a second as the app's own loop is, for as long as the bot thinks
(its whole time budget), over ``--moves`` computer moves. The same is measured with no
bot thinking, as the baseline. ``--worker thread`` runs the bot in a thread of the app
instead of the worker process (``ui.table.bot_worker`` explains the choice);
``--switch-interval`` sets ``sys.setswitchinterval`` for that comparison.

    python bench/tm_bot_frames.py                    # the app's worker process
    python bench/tm_bot_frames.py --worker thread    # a thread, for comparison
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from app_env import app_env

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_P95_MS = 16.0
FRAME_S = 1 / 60


def position(seed: int = 11, generation: int = 4):
    """A 1 human + 2 hard computers match at an action-phase decision of a computer seat."""
    from game.core import Match, Rng
    from game.tm.rules import RULES
    from tests.support.tm_playout import choose

    setup = RULES.setup_from_data({"players": 3, "seat_kinds": ["human", "hard", "hard"]})
    match = Match(RULES, setup, seed)
    rng = Rng(seed)
    while True:
        s = match.state
        if s.generation >= generation and s.phase == "action" and s.pending is None and s.active != 0:
            return match
        match.push(choose(rng, match.legal_commands()))


def p95(times: list[float]) -> float:
    return sorted(times)[max(0, int(len(times) * 0.95) - 1)]


def timed_frame(app) -> float:
    start = time.perf_counter()
    app.step(FRAME_S)
    spent = time.perf_counter() - start
    time.sleep(max(0.0, FRAME_S - spent))
    return spent * 1000


def measure(match, worker_mode: str, moves: int) -> tuple[list[float], list[float], list[float]]:
    """(frames with no bot thinking, frames while the bot thinks, seconds each move took)."""
    import pygame

    from game import catalog
    from game.core import Rng
    from tests.support.tm_playout import choose
    from ui.app import App
    from ui.cli import parse_args
    from ui.settings import AnimationSpeed
    from ui.table import computer_seats
    from ui.table.bot_worker import BotWorker
    from ui.tables.tm.table_scene import TmTableScene

    catalog.register_all()
    app = App(parse_args(["--lang", "en", "--size", "1280x720"]))
    worker = BotWorker(worker_mode)
    computer_seats.shared_worker = lambda: worker  # the table's computers use this bench's worker
    scene = app.stack.push(TmTableScene(app, match))
    app.settings.animation_speed = AnimationSpeed.OFF  # the move as soon as the bot answers
    map_rect = scene.rects.get("map") or pygame.Rect(0, 0, 600, 400)
    idle, thinking, move_s = [], [], []
    rng = Rng(1)
    for _ in range(30):  # settle: the fade, the caches, the worker's start
        timed_frame(app)
    while len(move_s) < moves and not scene.session.is_over():
        seat = scene.thinking_seat()
        if seat is None:  # the human's turn: frames with no bot thinking, then a random move
            for _ in range(30):
                idle.append(timed_frame(app))
            scene.issue(choose(rng, scene.session.legal()))
            scene.overlays.clear()
            if scene.turn_held():
                scene.finish_turn()
            continue
        version = scene.session.version
        started = time.perf_counter()
        i = 0
        while scene.session.version == version:
            x = map_rect.x + (i * 37) % max(1, map_rect.width)
            y = map_rect.y + (i * 23) % max(1, map_rect.height)
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
            )
            question = scene.computers._question
            busy = question is not None and not question.future.done()
            spent = timed_frame(app)
            if busy:
                thinking.append(spent)
                if spent > 50:
                    print(f"slow frame: {spent:.0f} ms, {time.perf_counter() - started:.2f} s into the move")
            i += 1
            scene.overlays.clear()  # the production summary would hold the computers
        move_s.append(time.perf_counter() - started)
    worker.close()
    app.close()
    return idle, thinking, move_s


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worker", choices=("process", "thread"), default="process")
    parser.add_argument("--moves", type=int, default=4, help="computer moves to time")
    parser.add_argument("--switch-interval", type=float, default=None, help="sys.setswitchinterval (s)")
    args = parser.parse_args()
    if args.switch_interval is not None:
        sys.setswitchinterval(args.switch_interval)
    with tempfile.TemporaryDirectory() as scratch:
        os.environ.update(app_env(scratch, False))
        match = position()
        idle, thinking, move_s = measure(match, args.worker, args.moves)
    print(
        f"worker: {args.worker}, switch interval {sys.getswitchinterval() * 1000:.1f} ms, "
        f"{len(move_s)} hard moves, mean {statistics.mean(move_s):.2f} s each"
    )
    print(
        f"frames with no bot thinking: {len(idle)}, median {statistics.median(idle):.2f} ms, p95 {p95(idle):.2f} ms"
    )
    print(
        f"frames while a hard bot thinks: {len(thinking)}, median {statistics.median(thinking):.2f} ms, "
        f"p95 {p95(thinking):.2f} ms, max {max(thinking):.2f} ms"
    )
    print(f"  target p95 < {TARGET_P95_MS:.0f} ms: {'met' if p95(thinking) < TARGET_P95_MS else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
