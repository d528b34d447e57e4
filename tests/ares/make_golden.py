"""Write the Ares golden playthroughs (run after an intended rules change, then review the diff):

python tests/ares/make_golden.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ares.rules import RULES  # noqa: E402
from game.core import command_to_data  # noqa: E402
from game.core.serial import canonical_json  # noqa: E402
from tests.ares.support import play  # noqa: E402

GOLDEN = Path(__file__).parent / "golden"
GAMES = (("basic", 3), ("basic", 8), ("full", 5))


def record(mode: str, seed: int) -> dict:
    commands, state = play(seed, mode=mode)
    outcome = RULES.outcome(state)
    return {
        "setup": {"mode": mode},
        "seed": seed,
        "commands": [command_to_data(c) for c in commands],
        "final_snapshot_sha256": hashlib.sha256(canonical_json(RULES.snapshot(state)).encode()).hexdigest(),
        "scores": [r.score for r in outcome.results],
        "winners": list(outcome.winners),
        "log_en": [e.english() for e in _events(commands, mode, seed)][-12:],
    }


def _events(commands, mode, seed):
    state = RULES.new_game(RULES.setup_from_data({"mode": mode}), seed)
    out = []
    for c in commands:
        applied = RULES.apply(state, c)
        state = applied.state
        out += applied.events
    return out


if __name__ == "__main__":
    for mode, seed in GAMES:
        path = GOLDEN / f"{mode}_seed{seed}.json"
        path.write_text(json.dumps(record(mode, seed), indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
