"""Dice Game table: frame time at 1920x1080 on a late 4-player position (many dice, played
cards, a full hand), with the mouse moving over the player areas and the hand so hover names,
card pop-ups and the raised hand card are drawn too. Frames are measured through ``App.step``
(events, update, draw, flip), in wall time and in CPU time of the thread: on a machine shared with
other work the wall-clock p95 shows the waits for a core, the CPU p95 does not.

    python bench/tmdice_frame.py [--frames 300] [--window]
"""

from __future__ import annotations

import sys
from pathlib import Path

from frame_timing import app_scratch, frame_args, report, table_app, time_frames

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_P95_MS = 8.0


def late_match(seed: int = 3, turns: int = 120):
    """A 4-player match after ``turns`` turns of the table's own autoplay choice."""
    import random

    from game.core import Match
    from game.tmdice.rules import RULES
    from ui.tables.tmdice.autoplay import choose

    match = Match(RULES, RULES.setup_from_data({"players": 4}), seed)
    rng = random.Random(seed)
    while not match.is_over() and match.state.turns_played < turns:
        match.push(choose(rng, match.legal_commands(), set()))
    return match


def main() -> int:
    args = frame_args(__doc__)
    with app_scratch(args.window):
        from ui.game_scenes import discover_tables
        from ui.tables.tmdice.table_scene import DiceTableScene

        discover_tables()
        match = late_match()
        app, table = table_app(DiceTableScene, match)
        for _ in range(30):
            app.step(1 / 60)
        measured = time_frames(
            app, lambda i: table.rects["players" if i % 2 == 0 else "hand"], args.frames, rel=(1, 1)
        )
        app.close()
        report(f"4 players after {match.state.turns_played} turns", args.frames, measured, TARGET_P95_MS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
