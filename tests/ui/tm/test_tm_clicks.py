"""Clicking where a control is drawn issues the command it shows, and every legal
command of a position can be reached with the mouse (the engine decides what is
legal; the table only offers it)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.tm.commands import ChooseCards, Pass
from tests.ui.tm.tm_support import action_position, decision_positions, open_table, reach
from ui.table.overlays import ConfirmOverlay, HandoffOverlay, MenuOverlay


def test_every_control_issues_the_command_it_shows(drive):
    data, seed, commands = action_position(players=2, seed=5, actions=3)
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    shown = table.targets()
    assert len(shown) >= 4  # projects, cards, pass...
    for command, point in shown:
        table = open_table(driver, data, seed, commands)
        before = len(table.session.match.commands)
        driver.click_at(point)
        if isinstance(table.top_layer(), ConfirmOverlay):  # "Ask before passing"
            assert isinstance(command, Pass)
            driver.click("confirm_yes")
        assert table.session.match.commands[before : before + 1] == [command], f"clicked {command} at {point}"


@pytest.mark.parametrize("players", [1, 3])
def test_every_legal_action_is_reachable_by_mouse(drive, players):
    data, seed, commands = action_position(players=players, seed=8, actions=5, min_legal=8)
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    legal = list(table.session.legal())
    assert len(legal) >= 8
    for command in legal:
        table = open_table(driver, data, seed, commands)
        reach(driver, table, command)


@pytest.mark.parametrize(
    "kind",
    [
        "corporation",
        "cards:starting",
        "card:draft",
        "option",
        "payment",
        "space",
        "order",
        "player",
        "amount",
        "space:final",
    ],
)
def test_every_answer_to_a_decision_is_reachable_by_mouse(drive, kind):
    data, seed, commands = decision_positions()[kind]
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    legal = table.session.legal()
    if isinstance(legal[0], ChooseCards):
        rng = random.Random(4)
        answers = [legal[rng.randrange(len(legal))] for _ in range(4)] + [legal[0], legal[len(legal) - 1]]
    else:
        answers = list(legal)
    for answer in answers:
        table = open_table(driver, data, seed, commands)
        reach(driver, table, answer)


def test_placing_a_tile_asks_first_when_the_setting_is_on(drive):
    data, seed, commands = decision_positions()["space"]
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    command, point = next((c, p) for c, p in table.map.targets())
    before = len(table.session.match.commands)
    driver.click_at(point)
    assert table.confirm_space == command.space and len(table.session.match.commands) == before
    driver.click("choose_again")
    assert table.confirm_space is None
    driver.click_at(point)
    driver.click("confirm_space")
    assert table.session.match.commands[-1] == command
    # With the setting off, one click places the tile.
    driver.app.change_settings(confirm_tile_placement=False)
    table = open_table(driver, data, seed, commands)
    driver.click_at(point)
    assert table.session.match.commands[-1] == command


def test_pass_and_play_hides_hands_until_the_next_player_clicks(drive):
    data, seed, commands = action_position(players=2, seed=5, actions=3)
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    seat = table.session.current_seat()
    assert table.hand.cards() == table.session.state.players[seat].hand
    # Take actions until the other player must act.
    while table.session.current_seat() == seat and not table.overlays:
        legal = [c for c in table.session.legal() if not isinstance(c, Pass)] or list(table.session.legal())
        reach(driver, table, legal[0])
    if table.turn_held():  # the turn an action ended stays on its player's screen until End turn
        assert table.hand.cards() == table.session.state.players[seat].hand and not table.overlays
        driver.click("finish_turn")
    assert isinstance(table.overlays[0], HandoffOverlay)
    assert table.hand.cards() == [] and table.dialog is None and table.visible_decision() is None
    while table.overlays:
        driver.click(table.overlays[-1].proceed().name)
    assert table.session.viewer == table.session.current_seat() != seat
    assert table.hand.cards() == table.session.state.players[table.session.viewer].hand


def test_escape_opens_the_menu_and_the_menu_saves(drive):
    data, seed, commands = action_position(players=1, seed=2, actions=2)
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(table.overlays[-1], MenuOverlay)
    driver.click("menu:save")
    saves = [info for info in driver.app.saves.list_saves() if not info.is_autosave]
    assert len(saves) == 1 and saves[0].game_id == "tm"
    driver.key(pygame.K_ESCAPE)
    assert not table.overlays
