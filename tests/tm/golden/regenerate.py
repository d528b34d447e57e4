"""Rewrite tests/tm/golden/playthroughs.json from the engine as it is now.

    python tests/tm/golden/regenerate.py

Run it only when a change of game behaviour is intended (a rules fix, new
content); commit the new JSON together with that change, and say in the commit
message why the golden games changed. The cases themselves (setup, seed,
chooser seed) are ``GOLDEN_CASES`` in ``tests/support/tm_playout.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support.tm_playout import GOLDEN_CASES, golden_record  # noqa: E402

GOLDEN_FILE = HERE / "playthroughs.json"


def records() -> dict[str, dict]:
    return {name: golden_record(*case) for name, case in GOLDEN_CASES.items()}


def main() -> int:
    old = json.loads(GOLDEN_FILE.read_text(encoding="utf-8")) if GOLDEN_FILE.exists() else {}
    new = records()
    GOLDEN_FILE.write_text(json.dumps(new, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    for name, record in new.items():
        before = old.get(name)
        if before == record:
            status = "unchanged"
        elif before is None:
            status = "new"
        else:
            changed = sorted(k for k in record if before.get(k) != record[k])
            status = "CHANGED: " + ", ".join(changed)
        print(f"{name:<12} {record['commands']:>5} commands, winners {record['winners']}  {status}")
    print(f"wrote {GOLDEN_FILE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
