"""Ares Project table: frame time at 1920x1080 on a turn with both bases built up (the hand fan,
the play panel and card pop-ups under a moving mouse), and on the combat screen while a force fires
(the battle line, the firing steps with their dice, the decision panel).

    python bench/ares_frame.py              # headless (SDL dummy video driver)
    xvfb-run -s "-screen 0 1920x1080x24" python bench/ares_frame.py --window
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from frame_timing import app_scratch, frame_args, report, table_app, time_frames

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_P95_MS = 16.0


def position(combat: bool):
    """A seeded random basic game at a turn of round 6+ (or a firing decision of a combat)."""
    from game.ares.rules import RULES
    from game.core import Match

    setup = RULES.setup_from_data({"players": 2})
    for seed in range(200):
        match = Match(RULES, setup, seed)
        rng = random.Random(seed)
        while not match.is_over():
            s = match.state
            c = s.combat
            if combat and c is not None and c.pending is not None and c.pending.do == "fire":
                return match
            if (
                not combat
                and s.turn >= 12
                and c is None
                and not s.opening
                and len(s.players[s.active].base) >= 3
            ):
                return match
            match.push(rng.choice(list(RULES.legal_commands(s))))
    raise SystemExit("no position found")


def measure(match, frames: int) -> list[tuple[float, float]]:
    """(wall-clock ms, CPU ms of this thread) of each frame."""
    from ui.tables.ares.table_scene import AresTableScene

    app, scene = table_app(AresTableScene, match)
    for _ in range(30):
        app.step(1 / 60)
    if match.state.combat is None and scene.hand.card_rects:
        scene.select(0)
    area = scene.rects["bottom_seat"].union(scene.rects["hand"]).union(scene.rects["middle"])
    times = time_frames(app, lambda _i: area, frames)
    app.close()
    return times


def main() -> int:
    args = frame_args(__doc__)
    with app_scratch(args.window):
        for combat in (False, True):
            measured = measure(position(combat), args.frames)
            report("combat screen" if combat else "a turn", args.frames, measured, TARGET_P95_MS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
