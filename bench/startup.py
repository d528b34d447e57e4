"""Startup time: from process start to the first drawn title frame.

Runs ``python -m ui.app --frames 1 --print-startup-time`` several times. The
app prints ``time.monotonic()`` right after the first frame is flipped; the
monotonic clock is system-wide, so subtracting the time taken just before the
process was spawned gives the full cost (interpreter start, imports, fonts,
window, first frame).

    python bench/startup.py            # 7 runs, headless (SDL dummy video driver)
    python bench/startup.py --runs 15 --window   # a real window on $DISPLAY
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from app_env import app_env

ROOT = Path(__file__).resolve().parent.parent
FIRST_FRAME = re.compile(r"first-frame monotonic=([0-9.]+) since-import=([0-9.]+)")
TARGET_SECONDS = 1.0


def one_run(env: dict[str, str]) -> tuple[float, float]:
    """(seconds from spawn to first frame, seconds from the start of ``ui.app``'s imports to it)."""
    command = [sys.executable, "-m", "ui.app", "--frames", "1", "--print-startup-time"]
    started = time.monotonic()
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    match = FIRST_FRAME.search(result.stdout)
    if result.returncode != 0 or not match:
        raise SystemExit(f"the app did not report its first frame:\n{result.stdout}\n{result.stderr}")
    return float(match.group(1)) - started, float(match.group(2))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--window", action="store_true", help="use the real display instead of the dummy driver"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        env = app_env(scratch, args.window)
        one_run(env)  # warm the disk cache and the bytecode cache first
        totals, after_import = [], []
        for _ in range(args.runs):
            total, since_import = one_run(env)
            totals.append(total)
            after_import.append(since_import)
    median = statistics.median(totals)
    print(
        f"startup to first title frame over {args.runs} runs "
        f"({'real window' if args.window else 'dummy video driver'}):"
    )
    print(f"  median {median:.3f} s   min {min(totals):.3f} s   max {max(totals):.3f} s")
    print(
        f"  of which from ui.app starting its imports (pygame, pydantic, window, fonts, first frame): "
        f"median {statistics.median(after_import):.3f} s"
    )
    print(f"  target < {TARGET_SECONDS:.1f} s: {'met' if median < TARGET_SECONDS else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
