"""Long bot runs that survive being stopped: each finished game kept as one JSON line.

A few hundred games of the hard level, or a balance table of thousands of games, take hours of a
small machine: more than one working session. A run with a record file appends every game as it
ends and, started again (another day, after a crash), plays only the games not yet there, so a run
stopped half-way and resumed ends with the same figures as one run. Used by the arena
(``game.bots.arena --record``) and by the balance tables of the Dice Game, the robot game and
The Ares Project (``--facts``).

Every line names its run (``run``: what was asked, such as game, players, levels, seed, and
``code_version``: the code and content that decide a game), the game's index and its result::

    {"index": 7, "result": {...}, "run": {"game": "tm", "seed": 1, "code": "4f0c2d9a1b3e", ...}}

A line of another run, or of games played by other code or content, is refused
(``RecordError``): figures of two versions are never mixed.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")


class RecordError(ValueError):
    """A record file that belongs to another run, or is not a record file."""


def code_version(rules_version: int, modules: Sequence[str], content: Sequence[Path] = ()) -> str:
    """A short hash of what decides a recorded game: the rules version, the source of ``modules``
    (dotted names) and the data and code files under ``content`` (folders or files, in sorted
    order; notes such as BALANCE.md may change without making the games another run's)."""
    digest = hashlib.sha256(str(rules_version).encode())
    for name in dict.fromkeys(modules):
        digest.update(Path(importlib.import_module(name).__file__).read_bytes())
    for root in content:
        files = sorted(p for p in root.rglob("*") if p.is_file()) if root.is_dir() else [root]
        for path in files:
            if path.suffix in (".json", ".py") and "__pycache__" not in path.parts:
                digest.update(path.relative_to(root.parent).as_posix().encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


Index = int | str  # a game's place in its run: its number, or a key such as "hard:5"


def bots_version(rules_version: int, kit: str, evaluation: str, content: Path) -> str:
    """``code_version`` of a balance table's games: the bot levels and framework, the game's kit and
    evaluation modules, its rules version and its content folder."""
    return code_version(
        rules_version, ["game.bots.levels", "game.bots.framework", kit, evaluation], [content]
    )


def read_record(
    path: Path, run: dict | None, decode: Callable[[dict], T], what: str = "record"
) -> dict[Index, T]:
    """The games already recorded in ``path`` for ``run`` (by game index); {} for no file.
    ``run`` None: the games of whichever run the file holds (one run a file)."""
    if not path.exists():
        return {}
    games: dict[Index, T] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            if run is None:
                run = data["run"]
            if data["run"] != run:
                raise RecordError(f"{path}:{number}: recorded for another run ({data['run']}), not {run}")
            index = data["index"]
            if not isinstance(index, int | str) or isinstance(index, bool):
                raise TypeError(f"index {index!r}")
            games[index] = decode(data["result"])
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError) as exc:  # JSONDecodeError is a ValueError
            raise RecordError(f"{path}:{number}: not a {what} line ({exc})") from None
    return games


def run_of(path: Path) -> dict | None:
    """The run named by the first line of a record file (None for an empty or missing file)."""
    if not path.exists():
        return None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            try:
                return json.loads(line)["run"]
            except (json.JSONDecodeError, KeyError, TypeError):
                raise RecordError(f"{path}:1: not a record line") from None
    return None


def append_record(path: Path, run: dict, index: Index, result: Any) -> None:
    """Add one finished game (a dataclass) to ``path``."""
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps({"run": run, "index": index, "result": asdict(result)}, sort_keys=True) + "\n")


def play_all(
    work: Sequence[tuple],
    play: Callable[[tuple], T],
    index_of: Callable[[tuple], Index],
    jobs: int = 1,
    done: dict[Index, T] | None = None,
    record: Path | None = None,
    run: dict | None = None,
) -> list[T]:
    """The results of the games of ``work`` (in its order), playing only those whose index is not
    in ``done``; each newly finished game is appended to ``record`` as it ends (with ``jobs`` > 1
    in ``work``'s order). ``play`` must be picklable (a module-level function) for ``jobs`` > 1."""
    done = dict(done or {})
    todo = [w for w in work if index_of(w) not in done]

    def finished(results: Iterable[T]) -> None:
        for w, result in zip(todo, results, strict=False):
            done[index_of(w)] = result
            if record is not None:
                append_record(record, run or {}, index_of(w), result)

    if jobs > 1 and len(todo) > 1:
        with ProcessPoolExecutor(jobs) as pool:
            finished(pool.map(play, todo))
    else:
        finished(play(w) for w in todo)
    return [done[index_of(w)] for w in work]


def play_kept(
    work: Sequence[tuple],
    play: Callable[[tuple], T],
    index_of: Callable[[tuple], Index],
    decode: Callable[[dict], T],
    jobs: int = 1,
    facts: Path | None = None,
    run: dict | None = None,
) -> list[T]:
    """``play_all`` resuming from the games ``facts`` holds for ``run`` (none without a file)."""
    done = read_record(facts, run, decode, "balance facts") if facts else {}
    return play_all(work, play, index_of, jobs, done, facts, run)
