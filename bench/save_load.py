"""Benchmark: saving and loading a 2,000-command game (prints figures; not a test).

    python bench/save_load.py [--commands 2000] [--runs 50]

Uses the Pig test game (tests/support/pig.py) with a target high enough that
2,000 commands never finish it. Targets: save under 5 ms, load + replay under
200 ms. "save, cold" converts every command (a match saved for the first
time); "autosave" is the in-game case, saving after one more command, where
the earlier commands' data is reused.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core import Match, Rng  # noqa: E402
from game.registry import register_game  # noqa: E402
from saves import SaveStore  # noqa: E402
from saves import model as save_model  # noqa: E402
from saves.atomic import atomic_write  # noqa: E402
from saves.codec import decode, encode  # noqa: E402
from saves.restore import restore  # noqa: E402
from tests.support.pig import RULES, Hold, PigSetup, Roll  # noqa: E402

SAVE_TARGET_MS = 5.0
LOAD_TARGET_MS = 200.0


def build_match(commands: int) -> Match:
    """A 4-player Pig game of exactly ``commands`` commands (mostly holds, some rolls)."""
    match = Match(RULES, PigSetup(players=4, target=1000), seed=2026)
    chooser = Rng(7)
    while len(match.commands) < commands:
        if match.is_over():
            raise SystemExit("the benchmark game ended early; raise the Pig target")
        seat = match.current_seat()
        match.push(Hold(seat) if chooser.randbelow(10) < 7 else Roll(seat))
    return match


def measure(fn: Callable[[], object], runs: int, before: Callable[[], object] | None = None) -> list[float]:
    times = []
    for _ in range(runs):
        if before is not None:
            before()
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(label: str, times: list[float], target: float | None = None) -> None:
    median = statistics.median(times)
    verdict = ""
    if target is not None:
        verdict = f"  (target < {target:g} ms: {'ok' if p95(times) < target else 'MISSED'})"
    print(f"{label:<34} median {median:8.2f} ms   p95 {p95(times):8.2f} ms{verdict}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args(argv)

    register_game(RULES)
    match = build_match(args.commands)
    with tempfile.TemporaryDirectory(prefix="mars-bench-") as folder:
        store = SaveStore(Path(folder))
        path = store.save(match, "bench")
        size = path.stat().st_size
        print(
            f"game: Pig, {len(match.commands)} commands, save file {size / 1024:.1f} KiB, {args.runs} runs each"
        )

        cold = measure(lambda: store.save(match, "bench"), args.runs, before=save_model._COMMAND_DATA.clear)
        report("save, cold", cold, SAVE_TARGET_MS)

        def in_memory() -> bytes:
            now = save_model.utc_now()
            return encode(save_model.record_match(match, created=now, updated=now))

        memory = measure(in_memory, args.runs, before=save_model._COMMAND_DATA.clear)
        report("  record + encode, cold (no disk)", memory)
        data = in_memory()
        disk = measure(lambda: atomic_write(path, data), args.runs)
        report("  atomic write + backup + fsyncs", disk)

        # Autosave as the UI does it: one more command, then save (undo first keeps the length).
        def one_more() -> None:
            match.undo()
            match.push(Hold(match.current_seat()))

        store.autosave(match)
        auto = measure(lambda: store.autosave(match), args.runs, before=one_more)
        report("autosave after a command", auto, SAVE_TARGET_MS)

        raw = path.read_bytes()
        parse = measure(lambda: decode(raw), args.runs)
        report("  parse + validate (no replay)", parse)
        record = decode(raw)
        rebuild = measure(lambda: restore(record), args.runs)
        report("  replay + snapshot check", rebuild)
        load = measure(lambda: store.load(path, expected_game="pig"), args.runs)
        report("load + replay (from disk)", load, LOAD_TARGET_MS)
        listing = measure(store.list_saves, args.runs)
        report("list_saves (2 files)", listing)

        loaded = store.load(store.autosave_file(match))
        assert loaded.match.snapshot_json() == match.snapshot_json()
        assert len(loaded.match.commands) == args.commands
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
