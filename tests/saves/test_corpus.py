"""Every save in the corpus (``tests/saves/corpus/``) loads, forever.

The corpus holds saves written by earlier versions of Mars Tabletop (see
``make_corpus.py``). A change to the save format, to a game's state layout or
to its rules must keep every one of them loadable, with every recorded move.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game import catalog, registry
from saves import load_save_file
from tests.saves.corpus.make_corpus import deciding

CORPUS = Path(__file__).resolve().parent / "corpus"
FILES = sorted(CORPUS.rglob("*.json"))


def test_the_corpus_covers_every_kind_of_game():
    names = {path.stem for path in FILES}
    assert {
        "tm-2p",
        "tm-3p",
        "tm-4p-beginners",
        "tm-5p",
        "tm-solo",
        "tm-3p-draft",
        "tm-2p-finished",
        "tm-3p-mid-decision",
    } <= names
    for game, kinds in {
        "tmdice": ("2p", "3p-corporate-era", "4p", "solo", "2p-finished", "3p-mid-decision", "3p-computers"),
        "robots": ("2p", "3p", "4p", "2p-finished", "3p-mid-decision", "3p-computers"),
        "ares": ("2p-basic", "2p-full", "3p", "4p-teams", "2p-finished", "2p-mid-decision", "2p-computers"),
    }.items():
        assert {f"{game}-{kind}" for kind in kinds} <= names, game
    assert (CORPUS / "schema1").is_dir()  # the saves written before rules versions existed


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_save_loads_with_every_move(path: Path, monkeypatch, tmp_path):
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))  # other tests expect TM unregistered
    catalog.register_all()
    document = json.loads(path.read_text(encoding="utf-8"))
    copy = tmp_path / path.name  # a save that no longer replays whole gets a ".original" beside it
    shutil.copy(path, copy)
    loaded = load_save_file(copy)
    assert loaded.match.rules.game_id == document["game_id"]
    assert len(loaded.match.commands) == len(document["commands"])
    assert getattr(loaded, "dropped", 0) == 0
    if path.stem.endswith("finished"):
        assert loaded.match.is_over()
    if path.stem.endswith("mid-decision"):
        assert deciding(loaded.match.state)
    if path.stem.endswith("computers"):  # who plays each seat comes back with the game
        kinds = tuple(document["setup"]["seat_kinds"])
        assert loaded.match.setup.seat_kinds == kinds and kinds[0] == "human" and "hard" in kinds


def test_the_corpus_holds_a_game_with_computer_seats():
    stems = {path.stem for path in FILES}
    assert {"tm-3p-computers", "tmdice-3p-computers", "robots-3p-computers", "ares-2p-computers"} <= stems
