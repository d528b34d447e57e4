"""Write the robot game golden playthroughs (run after an intended rules change, then review the diff):

python tests/robots/make_golden.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.core import command_to_data  # noqa: E402
from game.core.serial import canonical_json  # noqa: E402
from game.robots.rules import RULES  # noqa: E402
from tests.robots.support import play  # noqa: E402

GOLDEN = Path(__file__).parent / "golden"
GAMES = ((2, 10), (3, 25), (4, 6))  # random games in which a robot survives to the end


def record(players: int, seed: int) -> dict:
    commands, state = play(players, seed)
    outcome = RULES.outcome(state)
    return {
        "setup": {"players": players},
        "seed": seed,
        "commands": [command_to_data(c) for c in commands],
        "final_snapshot_sha256": hashlib.sha256(canonical_json(RULES.snapshot(state)).encode()).hexdigest(),
        "scores": [r.score for r in outcome.results],
        "winners": list(outcome.winners),
    }


if __name__ == "__main__":
    for players, seed in GAMES:
        path = GOLDEN / f"p{players}_seed{seed}.json"
        path.write_text(json.dumps(record(players, seed), indent=0) + "\n", encoding="utf-8")
        print("wrote", path)
