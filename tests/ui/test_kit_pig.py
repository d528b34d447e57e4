"""The table kit is not TM's: the Pig test game gets a playable table from ``ui.table``
alone (``tests/support/pig_table.py``), played to the end by clicks, hand-offs included."""

from __future__ import annotations

import subprocess
import sys

import pygame

from game.core import Match
from tests.support.pig import RULES, Hold, PigSetup, Roll
from tests.support.pig_table import PigNewGameScene, PigTable
from tests.support.pig_table import register as register_pig_table
from ui.autoplay import Autoplay
from ui.table.overlays import HandoffOverlay
from ui.table.score_scene import ScoreScene


def start(driver, seed=4, names=("Ann", "Bo")) -> PigTable:
    match = Match(RULES, PigSetup(players=2, target=12), seed)
    table = PigTable(driver.app, match, names=list(names))
    driver.app.stack.push(table)
    driver.settle()
    return table


def play_by_clicks(driver, table: PigTable) -> list[int]:
    """Click through hand-offs and Roll/Hold (hold from 4 points on) to the end; the seats handed to."""
    handed_to = []
    clicks = 0
    while not table.session.is_over():
        assert clicks < 400
        top = table.top_layer()
        if isinstance(top, HandoffOverlay):
            # Nothing private is drawn under the hand-off screen: the board drew no view.
            assert table.private_seat() is None and table.board.shown is None
            assert table.targets() == []  # no command can be clicked through it
            handed_to.append(top.seat)
            driver.click_at(top.proceed().rect.center)
            assert table.session.viewer == top.seat
            driver.frames(1)
            continue
        seat = table.session.current_seat()
        assert table.session.viewer == seat and table.board.shown["seat"] == seat
        command = Hold(seat) if table.session.state.turn_total >= 4 else Roll(seat)
        point = next(p for c, p in table.targets() if c == command)
        before = len(table.session.match.commands)
        driver.click_at(point)
        clicks += 1
        assert len(table.session.match.commands) == before + 1
        driver.frames(1)
    driver.settle()
    return handed_to


def test_pig_is_played_to_its_score_screen_by_clicks_with_hand_offs(drive, pig_rules):
    driver = drive("--lang", "en", "--size", "1280x720")
    table = start(driver)
    handed_to = play_by_clicks(driver, table)
    # Every change of turn went through a hand-off to the seat about to play.
    assert handed_to[0] == 0 and len(handed_to) >= 2 and set(handed_to) == {0, 1}
    assert all(a != b for a, b in zip(handed_to, handed_to[1:], strict=False))
    scores = driver.top
    assert isinstance(scores, ScoreScene)
    winner = table.session.state.winner
    assert scores.headline() == f"{('Ann', 'Bo')[winner]} wins!"
    assert [(r.seat, scores.value(r, "points"), scores.value(r, "total")) for r in scores.results] == [
        (seat, score, score) for seat, score in enumerate(table.session.state.scores)
    ]
    assert [key for key, _label in scores.categories] == ["points", "total"]
    # The log kept every command's events, and the autosave holds the whole game.
    assert len(table.session.log) == len(table.session.match.commands)
    autosaves = [info for info in driver.app.saves.list_saves() if info.is_autosave]
    assert len(autosaves) == 1 and autosaves[0].game_id == "pig"
    assert driver.app.saves.load(autosaves[0].path).match.commands == table.session.match.commands


def _type(driver, chars: str) -> None:
    for ch in chars:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    driver.frames(1)


def test_a_pig_game_starts_from_the_title_through_the_kit_players_block(drive, pig_rules):
    register_pig_table()
    driver = drive("--lang", "en", "--size", "1280x720")
    driver.click("game:pig")
    driver.settle()
    setup = driver.top
    assert isinstance(setup, PigNewGameScene) and setup.block.players == 2
    driver.click("name:0")
    _type(driver, "Ann")
    driver.click("name:1")
    _type(driver, "Bo")
    setup.block._set_style(1, 0)  # seat 2 takes the sky-blue circle: seat 1 gets seat 2's orange square
    assert not setup.widget("name:2").visible
    driver.click("start")
    driver.settle()
    table = driver.top
    assert isinstance(table, PigTable)
    assert table.session.player_names == ["Ann", "Bo"] and table.session.styles == [1, 0]
    assert table.top_layer().seat == 0 and isinstance(table.top_layer(), HandoffOverlay)
    play_by_clicks(driver, table)
    scores = driver.top
    assert isinstance(scores, ScoreScene) and scores.headline() in ("Ann wins!", "Bo wins!")


def test_the_kit_autoplayer_plays_pig_through_the_table(drive, pig_rules):
    driver = drive("--lang", "en", "--size", "1280x720")
    table = start(driver, seed=9)
    auto = Autoplay("random", None, 3)
    for _ in range(3000):
        if table.session.is_over():
            break
        auto.frame(driver.app)
        driver.frames(1)
    assert table.session.is_over()
    driver.settle()
    assert isinstance(driver.top, ScoreScene) and auto.steps > len(table.session.match.commands)


def test_the_menu_over_a_pig_table_saves_under_the_game_title(drive, pig_rules):
    driver = drive("--lang", "en", "--size", "1280x720")
    table = start(driver)
    driver.click("handoff:menu")
    driver.click("menu:save")
    saved = [info for info in driver.app.saves.list_saves() if not info.is_autosave]
    assert len(saved) == 1 and saved[0].path.stem.startswith("Pig ")
    assert table.overlays[-1].note.startswith("Saved as Pig ")


def test_the_pig_table_needs_no_module_of_tm():
    code = (
        "import sys, tests.support.pig_table; "
        "print(sorted(m for m in sys.modules if m.startswith(('ui.tables', 'game.tm'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_finished_turn_held_on_a_pig_table_waits_for_end_turn_before_the_hand_off(drive, pig_rules):
    driver = drive("--lang", "en", "--size", "1280x720")
    table = start(driver)
    driver.click("handoff")
    table.issue(Hold(0))  # Ann banks nothing and her turn ends: Bo is next
    assert table.session.current_seat() == 1 and isinstance(table.top_layer(), HandoffOverlay)
    table.session.hold_turn(0)  # as a game does after an action that ended its player's turn
    table.close_overlay(table.top_layer())
    driver.frames(1)
    assert table.top_layer() is table.turn_end and not table.session.needs_handoff()
    assert table.targets() == [] and table.route(Roll(1)) == ("click", table.turn_end.done.rect.center)
    assert table.widget("finish_turn") is table.turn_end.done
    driver.click("finish_turn")
    assert table.session.held_seat is None and isinstance(table.top_layer(), HandoffOverlay)
    assert table.top_layer().seat == 1
