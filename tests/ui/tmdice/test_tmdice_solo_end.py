"""The end of a Dice Game solo game on the score screen: the rating of the final score (spec §17
R-SOLO-RATING), what a failed game lacked, and the local record per corporation (best score and
its rating), kept in the user data folder; a broken records file is reported, kept aside and
never crashes the screen."""

from __future__ import annotations

import json
import random

import pytest

from game.core import Match
from game.tmdice.rules import RULES
from game.tmdice.scoring import rating
from game.tmdice.state import OXYGEN_MAX, TEMPERATURE_MAX
from saves.records import default_records_path
from tests.ui.images import assert_not_blank
from ui.tables.tmdice.autoplay import choose
from ui.tables.tmdice.score_scene import DiceScoreScene
from ui.tables.tmdice.solo_result import GAME_ID, SoloResult, record_words
from ui.tables.tmdice.table_scene import DiceTableScene


def finished_solo(seed: int, complete: bool) -> Match:
    """A solo game played to turn 50 by the table's random chooser (which fails it); with
    ``complete`` the three parameters are set complete by hand, as if the last turn had done it."""
    match = Match(RULES, RULES.setup_from_data({"players": 1}), seed)
    rng = random.Random(seed)
    while not match.is_over():
        match.push(choose(rng, match.legal_commands(), set()))
    if complete:
        s = match.state
        s.temperature, s.oxygen, s.ocean_pile, s.failed = TEMPERATURE_MAX, OXYGEN_MAX, 0, False
    return match


def score_screen(driver, match: Match) -> DiceScoreScene:
    table = DiceTableScene(driver.app, match)
    driver.app.stack.push(table)
    driver.settle()  # a finished game opens its score screen by itself
    scores = driver.top
    assert isinstance(scores, DiceScoreScene)
    return scores


def records_file() -> dict:
    return json.loads(default_records_path(GAME_ID).read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("total", "words"),
    [(None, "Terraforming failed"), (59, "better next time"), (60, "Deep in the red"),
     (85, "In the black"), (99, "master"), (110, "deity")],
)  # fmt: skip
def test_the_rating_follows_the_table_of_final_scores(total, words):
    line = SoloResult(total, "Credicor").rating_line()
    assert line.startswith("Rating: ") and words in line
    if total is not None:
        assert f"({total} VP)" in line


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_completed_solo_game_shows_its_rating_and_records_the_corporation_once(drive, lang):
    driver = drive("--lang", lang)
    match = finished_solo(3, complete=True)
    corporation = match.state.players[0].corporation
    scores = score_screen(driver, match)
    total = RULES.outcome(match.state).results[0].score
    lines = scores.notes()
    _rid, words = rating(total)
    assert len(lines) == 2 and str(total) in lines[0]
    assert_not_blank(driver.pixels())
    record = records_file()["records"][corporation]
    assert (record["games"], record["wins"], record["best_winning_score"]) == (1, 1, total)
    # the screen shown again (back to the board, Final scores) counts the game once
    driver.click("score:board")
    driver.settle()
    assert isinstance(driver.top, DiceTableScene)
    driver.top.show_scores()
    driver.settle()
    assert isinstance(driver.top, DiceScoreScene) and driver.top is not scores
    assert driver.top.notes() == lines
    assert records_file()["records"][corporation]["games"] == 1
    if lang == "en":
        assert lines[0] == f"Rating: {words} ({total} VP)"
        assert f"1 solo game, 1 completed, best {total} VP" in lines[1]
    else:
        assert lines[0].startswith("評価：") and f"{total} VP" in lines[0]
        assert "ソロゲーム 1 回、達成 1 回" in lines[1]
    assert not any("{" in line for line in lines)


def test_a_failed_solo_game_says_what_was_missing_and_counts_as_not_completed(drive):
    driver = drive("--lang", "en")
    match = finished_solo(5, complete=False)
    corporation = match.state.players[0].corporation
    scores = score_screen(driver, match)
    assert "failed" in scores.headline() and "50 turns" in scores.headline()
    rating_line, missing, record = scores.notes()
    assert rating_line == "Rating: Terraforming failed. Try again!"
    state = match.state
    assert missing.startswith("Still missing: temperature ")
    assert f"{state.ocean_pile} ocean" in missing
    assert record.endswith("1 solo game, none completed yet")
    assert records_file()["records"][corporation]["wins"] == 0


def test_the_record_keeps_the_best_completed_score_and_its_rating(tmp_path):
    from saves.records import RecordStore

    store = RecordStore(GAME_ID, tmp_path / "tmdice.json")
    store.record("Credicor", won=True, score=91, game_key="1:1")
    store.record("Credicor", won=False, score=0, game_key="2:1")
    update = store.record("Credicor", won=True, score=86, game_key="3:1")
    words = record_words("Credicor", update.record)
    assert words == "Credicor: 3 solo games, 2 completed, best 91 VP (Excellent performance)"


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "mars-tabletop-records", "records": 3}'])
def test_a_damaged_records_file_is_reported_kept_aside_and_never_crashes(drive, content):
    path = default_records_path(GAME_ID)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    driver = drive("--lang", "en")
    match = finished_solo(3, complete=True)
    scores = score_screen(driver, match)
    lines = scores.notes()
    assert_not_blank(driver.pixels())
    kept = [p for p in path.parent.iterdir() if p.name.startswith("tmdice.json.broken-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content  # the old file is kept as it was
    assert any(kept[0].name in line for line in lines)
    assert records_file()["records"][match.state.players[0].corporation]["games"] == 1


def test_a_records_file_that_cannot_be_written_is_reported(drive):
    path = default_records_path(GAME_ID)
    path.mkdir(parents=True)  # a folder where the file should be: nothing can be written
    driver = drive("--lang", "en")
    scores = score_screen(driver, finished_solo(3, complete=True))
    lines = scores.notes()
    assert lines[0].startswith("Rating: ")
    assert any("could not be recorded" in line for line in lines[1:])
    assert path.is_dir()


def test_a_records_file_of_a_newer_version_is_left_alone(drive):
    path = default_records_path(GAME_ID)
    path.parent.mkdir(parents=True, exist_ok=True)
    content = b'{"format": "mars-tabletop-records", "schema_version": 7, "records": {}}'
    path.write_bytes(content)
    driver = drive("--lang", "en")
    lines = score_screen(driver, finished_solo(3, complete=True)).notes()
    assert lines[0].startswith("Rating: ")
    assert "newer version" in lines[1] and "not recorded" in lines[2]
    assert path.read_bytes() == content and len(list(path.parent.iterdir())) == 1
