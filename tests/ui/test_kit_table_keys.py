"""The keys and top-bar clicks every table shares do the same thing, in the same order, at each of
the four tables (``TableScene.handle_event`` with the keys of ``ui.table.keys``): Ctrl+Z takes the
viewer's last command back (not with an overlay open), S asks for a suggestion, Esc opens the menu
and closes it again, F12 saves a screenshot, and the top bar's Menu works above a held turn."""

from __future__ import annotations

import random

import pygame
import pytest

from ui.table.overlays import MenuOverlay

GAMES = ("tm", "tmdice", "robots", "ares")
CTRL = pygame.KMOD_LCTRL


def get_past_screens(driver, table) -> None:
    """Click through hand-offs, held turns and any other overlay, as a player would."""
    for _ in range(30):
        if table.overlays:
            proceed = table.overlays[-1].proceed()
            assert proceed is not None, f"no way past {table.overlays[-1]!r}"
            driver.click_at(proceed.rect.center)
        elif table.turn_held():
            driver.click_at(table.turn_end.done.rect.center)
        else:
            return
    pytest.fail("the table stayed behind its screens")


def open_table(drive, game_id: str, seed: int = 3):
    driver = drive("--lang", "en", "--new", game_id, "--players", "2", "--seed", str(seed))
    driver.settle()
    table = driver.top
    get_past_screens(driver, table)
    return driver, table


def play_until(driver, table, want, seed: int = 5, limit: int = 300) -> None:
    """The person at the screen plays seeded random legal commands (the table's own chooser)
    until ``want()`` holds after one of them."""
    rng = random.Random(seed)
    session = table.session
    for _ in range(limit):
        if table.overlays:
            get_past_screens(driver, table)
        legal = list(session.legal())
        if session.is_over() or not legal:
            break
        seat = session.current_seat()
        if seat is None or seat != table.private_seat():
            driver.frames(1)
            get_past_screens(driver, table)
            continue
        table.issue(type(table).choose(rng, legal, set()))
        driver.frames(1)
        if want():
            return
    pytest.fail("no position with the wanted property was reached")


@pytest.mark.parametrize("game_id", GAMES)
def test_ctrl_z_takes_back_the_last_command_and_not_under_an_overlay(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    match = table.session.match
    play_until(driver, table, table.can_take_back)
    before = list(match.commands)
    table.open_menu()
    driver.key(pygame.K_z, CTRL)
    assert list(match.commands) == before  # the menu is open: nothing is taken back
    driver.key(pygame.K_ESCAPE)
    assert not table.overlays
    driver.key(pygame.K_z, CTRL)
    assert list(match.commands) == before[:-1]


@pytest.mark.parametrize("game_id", GAMES)
def test_escape_opens_the_menu_and_closes_it(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    driver.key(pygame.K_ESCAPE)
    assert [type(o) for o in table.overlays] == [MenuOverlay]
    driver.key(pygame.K_ESCAPE)
    assert table.overlays == []


@pytest.mark.parametrize("game_id", GAMES)
def test_s_asks_for_a_suggestion_for_the_person_at_the_screen(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    assert table.can_suggest()
    assert not table.suggestion_pending() and table.suggested() is None
    played = list(table.session.match.commands)
    driver.key(pygame.K_s)
    assert table.suggestion_pending() or table.suggested() is not None
    assert list(table.session.match.commands) == played  # only shown, never played


@pytest.mark.parametrize("game_id", GAMES)
def test_f12_saves_a_screenshot_at_the_table(drive, every_game, game_id, tmp_path):
    driver, table = open_table(drive, game_id)
    driver.key(pygame.K_F12)
    shots = list((tmp_path / "data" / "screenshots").glob("*.png"))
    assert len(shots) == 1 and driver.top is table


@pytest.mark.parametrize("game_id", GAMES)
def test_the_top_bar_menu_works_above_a_held_turn(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    driver.app.change_settings(confirm_end_turn=True)
    play_until(driver, table, table.turn_held)
    assert table.top_layer() is table.turn_end
    driver.click_at(table.menu_button.rect.center)
    assert any(isinstance(o, MenuOverlay) for o in table.overlays)
