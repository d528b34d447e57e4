"""Write the save corpus: saves made by this version of Mars Tabletop, kept forever.

Run ``python tests/saves/corpus/make_corpus.py`` whenever the save format
(``saves.model.SCHEMA_VERSION``) or a game's ``rules_version`` changes, and
commit the new folder. Files already in the corpus are never rewritten:
``tests/saves/test_corpus.py`` loads every one of them on every test run, so
a change that would make an old save unloadable fails the suite.

The folder of one run is named after the format, the game and its rules version, e.g.
``schema1`` (the saves before games declared rules versions), ``schema2-tm-r1`` or
``schema2-tmdice-r2``: a game's folder is written when its ``rules_version`` (or the save
format) changes. Each game's cases cover its player counts and modes, a finished game, one
stopped while a decision is pending and one with computer seats (``seat_kinds``), all from
fixed seeds with random legal moves. Terraforming Mars is in the corpus since schema 1, the
Dice Game, the robot exploration game and The Ares Project since schema 2 (the versions they
had when the corpus took them in). A case added later is written into the current version's
folder next to the files already there. ``python tests/saves/corpus/make_corpus.py tmdice``
writes one game's folder only.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core import Match, Rng  # noqa: E402
from game.registry import register_game  # noqa: E402
from saves import SCHEMA_VERSION, SaveStore  # noqa: E402

HERE = Path(__file__).resolve().parent

#: name: (setup data, seed, how many commands to play; None = to the end; "decision" = until one is pending)
Cases = dict[str, tuple[dict, int, int | str | None]]

TM_CASES: Cases = {
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
TMDICE_CASES: Cases = {
    "tmdice-2p": ({"players": 2, "names": ["Ada", "Ben"]}, 21, 150),
    "tmdice-3p-corporate-era": ({"players": 3, "corporate_era": True}, 22, 200),
    "tmdice-4p": ({"players": 4, "names": ["火星", "Bo", "Cy", "Di"]}, 23, 260),
    "tmdice-solo": ({"players": 1}, 24, 120),
    "tmdice-2p-finished": ({"players": 2}, 25, None),
    "tmdice-3p-mid-decision": ({"players": 3}, 26, "decision"),
    "tmdice-3p-computers": ({"players": 3, "seat_kinds": ["human", "easy", "hard"]}, 27, 150),
}
ROBOTS_CASES: Cases = {
    "robots-2p": ({"players": 2, "names": ["Ada", "Ben"]}, 31, 12),
    "robots-3p": ({"players": 3}, 32, 18),
    "robots-4p": ({"players": 4, "names": ["火星", "Bo", "Cy", "Di"]}, 33, 24),
    "robots-2p-finished": ({"players": 2}, 34, None),
    "robots-3p-mid-decision": ({"players": 3}, 35, "decision"),
    "robots-3p-computers": ({"players": 3, "seat_kinds": ["human", "easy", "hard"]}, 36, 16),
}
ARES_CASES: Cases = {
    "ares-2p-basic": ({"players": 2, "mode": "basic", "names": ["Ada", "Ben"]}, 41, 60),
    "ares-2p-full": ({"players": 2, "mode": "full", "factions": ["kahoum", "xenos"]}, 42, 70),
    "ares-3p": ({"players": 3, "mode": "full", "factions": ["terran", "colossus", "xenos"]}, 43, 100),
    "ares-4p-teams": ({"players": 4, "mode": "full", "teams": True}, 44, 200),
    "ares-2p-finished": ({"players": 2, "mode": "basic"}, 45, None),
    "ares-2p-mid-decision": ({"players": 2, "mode": "full"}, 46, "decision"),
    "ares-2p-computers": ({"players": 2, "seat_kinds": ["human", "hard"]}, 47, 60),
}


def deciding(state) -> bool:
    """A decision is pending (The Ares Project keeps its decisions in the combat under way)."""
    return (
        getattr(state, "pending", None) is not None
        or getattr(getattr(state, "combat", None), "pending", None) is not None
    )


def _random_choice(chooser: Rng, legal) -> object:
    return chooser.choice(list(legal))


def games() -> dict[str, tuple[object, object, Cases]]:
    """Every game of the corpus: its rules, how a random legal move is picked, its cases."""
    from game.ares.rules import RULES as ARES
    from game.robots.rules import RULES as ROBOTS
    from game.tm.rules import RULES as TM
    from game.tmdice.rules import RULES as TMDICE
    from tests.support.tm_playout import choose as tm_choose
    from tests.tmdice.support import choose as dice_choose

    return {
        "tm": (TM, lambda chooser, legal: tm_choose(chooser, list(legal)), TM_CASES),
        "tmdice": (TMDICE, dice_choose, TMDICE_CASES),
        "robots": (ROBOTS, _random_choice, ROBOTS_CASES),
        "ares": (ARES, _random_choice, ARES_CASES),
    }


def folder_name(rules) -> str:
    version = getattr(rules, "rules_version", None)
    return (
        f"schema{SCHEMA_VERSION}" if version is None else f"schema{SCHEMA_VERSION}-{rules.game_id}-r{version}"
    )


def play(rules, choose, setup_data: dict, seed: int, length: int | str | None) -> Match:
    register_game(rules)
    match = Match(rules, rules.setup_from_data(setup_data), seed)
    chooser = Rng(seed * 7919)
    while not match.is_over():
        if isinstance(length, int) and len(match.commands) >= length:
            break
        if length == "decision" and len(match.commands) >= 40 and deciding(match.state):
            break
        match.push(choose(chooser, match.legal_commands()))
    return match


def main(argv: list[str]) -> int:
    chosen = games() if not argv else {name: games()[name] for name in argv}
    for rules, choose, cases in chosen.values():
        target = HERE / folder_name(rules)
        store = SaveStore(root=target)
        for name, (setup, seed, length) in cases.items():
            if (target / f"{name}.json").exists():
                print(f"{name}: in the corpus of this version already (files are never replaced)")
                continue
            match = play(rules, choose, setup, seed, length)
            path = store.save(match, name)
            print(f"{path.relative_to(ROOT)}: {len(match.commands)} commands, over={match.is_over()}")
        for bak in target.glob("*.bak"):
            bak.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
