"""Undo at the TM table: the top-bar button and Ctrl+Z take back the viewer's last command,
within the limits of game.tm.undo; the log says so, the autosave follows, nothing leaks
in pass-and-play."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pygame

from game.core import Match, Rng
from game.tm.commands import PlayCard
from game.tm.decisions import PaymentDecision
from game.tm.rules import RULES
from game.tm.undo import undo_floor
from tests.support.tm_playout import choose
from tests.ui.tm.tm_support import open_table, setup_data
from ui.table.overlays import HandoffOverlay
from ui.tables.tm.session import TmTableSession
from ui.tables.tm.table_scene import TmTableScene


def _find(players: int, wanted: Callable[[Match], bool]) -> tuple[dict, int, tuple]:
    data = setup_data(players)
    for seed in range(30):
        match = Match(RULES, RULES.setup_from_data(data), seed)
        rng = Rng(seed + 5)
        while not match.is_over():
            match.push(choose(rng, match.legal_commands()))
            if wanted(match):
                return data, seed, tuple(match.commands)
    raise AssertionError("no playout reached the position")


@cache
def paying_for_a_card() -> tuple[dict, int, tuple]:
    """2 players: a card was just played and its payment is being asked."""

    def wanted(match: Match) -> bool:
        pending = match.state.pending
        return isinstance(match.commands[-1], PlayCard) and pending is not None and pending.kind == "payment"

    return _find(2, wanted)


@cache
def solo_mid_turn() -> tuple[dict, int, tuple]:
    """Solo: at least three commands of this turn may be taken back, nothing pending."""

    def wanted(match: Match) -> bool:
        return match.state.pending is None and undo_floor(match) <= len(match.commands) - 3

    return _find(1, wanted)


def snapshot_of(data: dict, seed: int, commands) -> str:
    match = Match(RULES, RULES.setup_from_data(data), seed, list(commands))
    return match.snapshot_json()


def fresh_log(data: dict, seed: int, commands) -> list[str]:
    """The log of a table opened at that position."""
    session = TmTableSession(Match(RULES, RULES.setup_from_data(data), seed, list(commands)))
    return [entry.text(session.player_names) for entry in session.log]


def log_texts(table: TmTableScene) -> list[str]:
    return [entry.text(table.session.player_names) for entry in table.session.log]


def test_clicking_undo_restores_the_previous_position(drive):
    data, seed, commands = paying_for_a_card()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    assert table.dialog is not None and isinstance(table.dialog.decision, PaymentDecision)
    seat = commands[-1].seat
    assert table.widget("undo").enabled
    driver.click("undo")  # above the payment dialog
    assert table.session.match.commands == list(commands[:-1])
    assert table.session.match.snapshot_json() == snapshot_of(data, seed, commands[:-1])
    assert table.dialog is None and table.session.viewer == seat
    assert not any(isinstance(o, HandoffOverlay) for o in table.overlays)
    # The log loses the lines of the command taken back and says a move was taken back.
    before = fresh_log(data, seed, commands[:-1])
    assert log_texts(table) == [*before, f"{table.session.name(seat)} took back a move"]
    # The card is back in the hand and may be played again.
    assert commands[-1].card in table.session.state.players[seat].hand
    assert table.session.is_legal(commands[-1])


def test_undo_is_disabled_at_the_floor(drive):
    data, seed, commands = paying_for_a_card()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands[:-1])  # the start of the turn: nothing to take back
    match = table.session.match
    assert undo_floor(match) == len(match.commands)
    button = table.widget("undo")
    assert button.visible and not button.enabled
    driver.click("undo")
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert match.commands == list(commands[:-1])
    assert not any("took back" in line for line in log_texts(table))


def test_each_press_takes_back_one_command_down_to_the_floor(drive):
    data, seed, commands = solo_mid_turn()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    match = table.session.match
    floor = undo_floor(match)
    presses = 0
    while table.widget("undo").enabled:
        driver.click("undo")
        presses += 1
        assert len(match.commands) == len(commands) - presses
        assert match.snapshot_json() == snapshot_of(data, seed, commands[: len(commands) - presses])
        taken_back = [line for line in log_texts(table) if "took back" not in line]
        assert taken_back == fresh_log(data, seed, commands[: len(commands) - presses])
    assert presses == len(commands) - floor >= 3
    assert sum("took back" in line for line in log_texts(table)) == presses


def test_ctrl_z_takes_back_and_plain_z_does_not(drive):
    data, seed, commands = paying_for_a_card()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    driver.key(pygame.K_z)
    assert len(table.session.match.commands) == len(commands)
    driver.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert table.session.match.commands == list(commands[:-1])


def test_undo_then_continue_resumes_the_position_taken_back_to(drive):
    data, seed, commands = solo_mid_turn()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    driver.click("undo")
    driver.click("undo")
    kept = list(table.session.match.commands)
    assert kept == list(commands[:-2])
    driver.click("menu")
    driver.click("menu:title")
    driver.settle()
    driver.click("continue")
    driver.settle()
    resumed = driver.top
    assert isinstance(resumed, TmTableScene) and resumed is not table
    assert resumed.session.match.commands == kept
    assert resumed.session.match.snapshot_json() == snapshot_of(data, seed, kept)


def test_pass_and_play_hand_off_screen_allows_no_undo(drive):
    """Until the seat to act has taken the screen, Undo does nothing (and the cards stay hidden)."""
    data, seed, commands = paying_for_a_card()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands, reveal=False)
    assert any(isinstance(o, HandoffOverlay) for o in table.overlays)
    assert table.session.viewer is None
    assert not table.widget("undo").enabled
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.session.match.commands) == len(commands)
    assert table.session.viewer is None and table.dialog is None
    driver.click("handoff")
    driver.click("undo")
    assert len(table.session.match.commands) == len(commands) - 1
    assert table.session.viewer == commands[-1].seat  # the same player keeps the screen: no hand-off
    assert not any(isinstance(o, HandoffOverlay) for o in table.overlays)


def test_the_setting_turns_undo_off(drive):
    data, seed, commands = paying_for_a_card()
    driver = drive("--lang", "en")
    driver.app.change_settings(allow_undo=False)
    table = open_table(driver, data, seed, commands)
    assert not table.widget("undo").visible
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.session.match.commands) == len(commands)
    driver.app.change_settings(allow_undo=True)
    driver.frames(1)
    assert table.widget("undo").visible and table.widget("undo").enabled


def test_undo_button_and_log_line_in_japanese(drive):
    data, seed, commands = paying_for_a_card()
    driver = drive("--lang", "ja")
    table = open_table(driver, data, seed, commands)
    assert table.widget("undo").text() == "一手戻す"
    driver.click("undo")
    assert log_texts(table)[-1].endswith("が一手戻した")
