"""Write the save corpus: saves made by this version of Mars Tabletop, kept forever.

Run ``python tests/saves/corpus/make_corpus.py`` whenever the save format
(``saves.model.SCHEMA_VERSION``) or a game's ``rules_version`` changes, and
commit the new folder. Files already in the corpus are never rewritten:
``tests/saves/test_corpus.py`` loads every one of them on every test run, so
a change that would make an old save unloadable fails the suite.

The folder of one run is named after the format and the rules versions, e.g.
``schema1`` (the saves before games declared rules versions) or
``schema2-tm-r1``. Each run writes Terraforming Mars games with 2, 3, 4 and 5
players, a solo game, a draft game, a finished game, one stopped while a
decision is pending and one with computer seats (``seat_kinds``, since schema 2,
rules 3), all from fixed seeds with random legal moves. A case added later is
written into the current version's folder next to the files already there.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core import Match, Rng  # noqa: E402
from game.registry import register_game  # noqa: E402
from game.tm.rules import RULES  # noqa: E402
from saves import SCHEMA_VERSION, SaveStore  # noqa: E402
from tests.support.tm_playout import choose  # noqa: E402

HERE = Path(__file__).resolve().parent

#: name: (setup data, seed, how many commands to play; None = to the end; "decision" = until one is pending)
CASES: dict[str, tuple[dict, int, int | str | None]] = {
    "tm-2p": ({"players": 2, "names": ["Ada", "Ben"]}, 11, 120),
    "tm-3p": ({"players": 3}, 12, 160),
    "tm-4p-beginners": ({"players": 4, "beginners": [True, False, True, False]}, 13, 200),
    "tm-5p": ({"players": 5, "names": ["火星", "Bo", "Cy", "Di", "Ed"]}, 14, 220),
    "tm-solo": ({"players": 1, "solo": True}, 15, 60),
    "tm-3p-draft": ({"players": 3, "draft": True}, 16, 90),
    "tm-2p-finished": ({"players": 2, "corporate_era": False}, 17, None),
    "tm-3p-mid-decision": ({"players": 3}, 18, "decision"),
    "tm-3p-computers": ({"players": 3, "seat_kinds": ["human", "easy", "hard"]}, 19, 150),
}


def folder_name() -> str:
    version = getattr(RULES, "rules_version", None)
    return f"schema{SCHEMA_VERSION}" if version is None else f"schema{SCHEMA_VERSION}-tm-r{version}"


def play(setup_data: dict, seed: int, length: int | str | None) -> Match:
    register_game(RULES)
    match = Match(RULES, RULES.setup_from_data(setup_data), seed)
    chooser = Rng(seed * 7919)
    while not match.is_over():
        if isinstance(length, int) and len(match.commands) >= length:
            break
        if length == "decision" and len(match.commands) >= 40 and match.state.pending is not None:
            break
        match.push(choose(chooser, list(match.legal_commands())))
    return match


def main() -> int:
    target = HERE / folder_name()
    store = SaveStore(root=target)
    for name, (setup, seed, length) in CASES.items():
        if (target / f"{name}.json").exists():
            print(f"{name}: in the corpus of this version already (files are never replaced)")
            continue
        match = play(setup, seed, length)
        path = store.save(match, name)
        print(f"{path.relative_to(ROOT)}: {len(match.commands)} commands, over={match.is_over()}")
    for bak in target.glob("*.bak"):
        bak.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
