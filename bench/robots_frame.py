"""Robot game table: frame time at 1920x1080 on a late 4-player position (round 5 or later, the
robots with their parts rows filled), the mouse moving over the robots and the hand so card
pop-ups are drawn too; and during the exploration playback.

    python bench/robots_frame.py              # headless (SDL dummy video driver)
    xvfb-run -s "-screen 0 1920x1080x24" python bench/robots_frame.py --window
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from frame_timing import app_scratch, frame_args, report, table_app, time_frames

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_P95_MS = 16.0


def late_match(players: int = 4):
    """A seeded random game at a planning season of round 5+ with a robot still standing."""
    from game.core import Match
    from game.robots.rules import RULES

    setup = RULES.setup_from_data({"players": players})
    for seed in range(200):
        match = Match(RULES, setup, seed)
        rng = random.Random(seed)
        while not match.is_over():
            s = match.state
            if s.round >= 5 and s.season == "planning" and s.pending is None and len(s.active()) >= 2:
                return match
            match.push(rng.choice(list(RULES.legal_commands(s))))
    raise SystemExit("no late position found")


def measure(match, frames: int, playback: bool) -> list[tuple[float, float]]:
    """(wall-clock ms, CPU ms of this thread) of each frame."""
    from ui.tables.robots.table_scene import RobotsTableScene

    app, scene = table_app(RobotsTableScene, match)
    if playback:  # program every robot, then time the playback (Auto off: it stays on screen)
        scene.auto_sequence = False
        for _ in range(8):
            seat = scene.session.current_seat()
            if seat is None or scene.sequence_running() or match.state.season != "planning":
                break
            scene.session.reveal_to(seat)
            scene.overlays.clear()
            scene.issue(next(iter(scene.session.legal())))
    for _ in range(30):
        app.step(1 / 60)
    area = scene.rects["robots"].union(scene.rects["hand"])
    times = time_frames(app, lambda _i: area, frames)
    app.close()
    return times


def main() -> int:
    args = frame_args(__doc__)
    with app_scratch(args.window):
        match = late_match()
        s = match.state
        print(
            f"position: 4 players, round {s.round}, {sum(len(p.deployed) for p in s.players)} parts deployed"
        )
        for playback in (False, True):
            measured = measure(late_match(), args.frames, playback)
            report("exploration playback" if playback else "planning", args.frames, measured, TARGET_P95_MS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
