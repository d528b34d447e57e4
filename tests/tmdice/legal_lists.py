"""The legal lists of seeded random Dice Game games, each reduced to a digest, so an engine change
that must not change a single result can be checked against the lists recorded before it
(``legal_lists.json`` beside it; ``test_legal_lists.py`` compares). Rewrite the fixture only after an
intended rules change, then review why it changed:

    python tests/tmdice/legal_lists.py

A position's digest covers the command classes of its groups, the length of the list and of every
group, the group order and the commands in order: every command of a list up to ``WHOLE``
commands, and of a longer one (a Production turn's keeps x discards) the commands at fixed indices
read both through the flat list and through the groups, plus membership (``in``) of listed commands
and of a few that are not. Every ``SNAPSHOT_EVERY`` positions the state's snapshot is digested too.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.core import Rng  # noqa: E402
from game.core.serial import canonical_json  # noqa: E402
from game.tmdice import commands as C  # noqa: E402
from game.tmdice.rules import RULES  # noqa: E402
from tests.tmdice.support import choose  # noqa: E402

FIXTURE = Path(__file__).parent / "legal_lists.json"
WHOLE = 600  # lists up to this many commands are digested whole
SAMPLES = 97  # commands read at spread indices of a longer list
SNAPSHOT_EVERY = 40

#: (players, corporate era, seed, chooser, most commands): "lean" is the tests' chooser (main
#: actions preferred, games end), "flat" any command of the whole list at random (odd payments,
#: discards, keeps), cut off after the given number of commands.
GAMES = (
    (2, False, 11, "lean", 4000),
    (2, False, 12, "lean", 4000),
    (2, True, 13, "lean", 4000),
    (3, False, 14, "lean", 4000),
    (4, True, 15, "lean", 4000),
    (1, False, 16, "lean", 4000),
    (1, True, 17, "lean", 4000),
    (2, False, 18, "flat", 700),
    (3, True, 19, "flat", 500),
)


def _absent(seat: int) -> tuple:
    """Commands that are never (or rarely) legal, asked with ``in``."""
    return (
        C.EndTurn(seat + 1),
        C.PlayCard(seat, "No Such Card", ()),
        C.Production(seat, ("no-such-face",), ()),
        C.Answer(seat, "no-such-answer"),
    )


def position_digest(state) -> str:
    legal = RULES.legal_commands(state)
    h = hashlib.sha256()
    n = len(legal)
    groups = legal.groups
    h.update(repr((n, [k.__name__ for k in legal.kinds], len(groups))).encode())
    if n <= WHOLE:
        h.update(repr([repr(c) for c in legal]).encode())
        h.update(repr([len(g) for g in groups]).encode())
        h.update(repr([repr(c) for g in groups for c in g]).encode())
        h.update(repr([repr(c) for c in legal.defaults()]).encode())
        h.update(repr([c in legal for c in legal]).encode())
    else:
        picks = sorted({(i * 7919) % n for i in range(SAMPLES)} | {0, n - 1})
        h.update(repr([(i, repr(legal[i])) for i in picks]).encode())
        h.update(repr([(i, repr(legal[i])) for i in picks[:3] + picks[-3:]]).encode())  # cached reads
        g_picks = sorted({(i * 613) % len(groups) for i in range(SAMPLES)} | {0, len(groups) - 1})
        for g in g_picks:
            group = groups[g]
            m = len(group)
            h.update(repr((g, m, repr(group[0]), repr(group[m - 1]), repr(group[(g * 31) % m]))).encode())
        h.update(repr([legal[i] in legal for i in picks[:20]]).encode())
    seat = RULES.current_seat(state)
    if seat is not None:
        h.update(repr([c in legal for c in _absent(seat)]).encode())
    return h.hexdigest()[:16]


def _pick(kind: str, rng: Rng, legal):
    if kind == "lean":
        return choose(rng, legal)
    return legal[rng.randbelow(len(legal))]


def record_game(players: int, corporate_era: bool, seed: int, kind: str, most: int) -> dict:
    rng = Rng(seed * 7 + 3)
    state = RULES.new_game(RULES.setup_from_data({"players": players, "corporate_era": corporate_era}), seed)
    digests: list[str] = []
    snapshots: list[str] = []
    while not RULES.is_over(state) and len(digests) < most:
        if len(digests) % SNAPSHOT_EVERY == 0:
            snapshots.append(hashlib.sha256(canonical_json(RULES.snapshot(state)).encode()).hexdigest()[:16])
        digests.append(position_digest(state))
        state = RULES.apply(state, _pick(kind, rng, RULES.legal_commands(state))).state
    final = hashlib.sha256(canonical_json(RULES.snapshot(state)).encode()).hexdigest()[:16]
    return {
        "game": [players, corporate_era, seed, kind, most],
        "positions": digests,
        "snapshots": snapshots,
        "final": final,
    }


if __name__ == "__main__":
    games = [record_game(*g) for g in GAMES]
    FIXTURE.write_text(json.dumps({"games": games}, indent=0) + "\n", encoding="utf-8")
    print("wrote", FIXTURE, sum(len(g["positions"]) for g in games), "positions")
