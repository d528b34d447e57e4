"""The order of precedence of a table's input (``TableScene.handle_event``), the same at the four
tables: the help over everything; the kit's keys (Ctrl+Z, S) above a decision dialog but not under
an overlay; the top bar's buttons above a modal dialog but never through the hand-off's veil; the
top layer before the table; and the table's own declared keys (``shortcut_keys``) only with
nothing in front of the table, never one of the kit's keys, and each of them in the help."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.test_kit_table_keys import GAMES, open_table, play_until
from ui.table.help import HelpOverlay
from ui.table.keys import ENTER_KEYS, HAND_KEYS, KIT_KEYS
from ui.table.overlays import HandoffOverlay, MenuOverlay

CTRL = pygame.KMOD_LCTRL


def modal_dialog_on_top(table) -> bool:
    return table.dialog is not None and table.dialog.modal and table.top_layer() is table.dialog


def nothing_in_front(table) -> bool:
    return table.top_layer() is None and table.dialog is None and not table.session.is_over()


def reach(driver, table, want) -> None:
    if not want():
        play_until(driver, table, want)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_top_bar_works_above_a_modal_dialog(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    reach(driver, table, lambda: modal_dialog_on_top(table))
    dialog = table.dialog
    played = list(table.session.match.commands)
    driver.click_at(table.menu_button.rect.center)
    assert [type(o) for o in table.overlays] == [MenuOverlay]
    driver.key(pygame.K_ESCAPE)
    assert table.overlays == [] and table.dialog is dialog
    driver.click_at(table.help_button.rect.center)
    assert [type(o) for o in table.overlays] == [HelpOverlay]
    driver.key(pygame.K_F1)
    assert table.overlays == [] and table.dialog is dialog
    assert list(table.session.match.commands) == played


@pytest.mark.parametrize("how", ("click", "key"))
@pytest.mark.parametrize("game_id", ("tm", "tmdice", "robots"))
def test_undo_above_a_modal_dialog_takes_back_what_asked_it(drive, every_game, game_id, how):
    """The Undo button's click and Ctrl+Z go past the decision dialog to Undo (the Ares table asks
    no modal decision after a command of the viewer's)."""
    driver, table = open_table(drive, game_id)
    reach(driver, table, lambda: modal_dialog_on_top(table) and table.can_take_back())
    before = list(table.session.match.commands)
    if how == "click":
        driver.click_at(table.undo_button.rect.center)
    else:
        driver.key(pygame.K_z, CTRL)
    assert list(table.session.match.commands) == before[:-1]


@pytest.mark.parametrize("game_id", GAMES)
def test_escape_over_a_modal_dialog_opens_the_menu_and_keeps_the_dialog(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    reach(driver, table, lambda: modal_dialog_on_top(table))
    dialog = table.dialog
    driver.key(pygame.K_ESCAPE)
    assert [type(o) for o in table.overlays] == [MenuOverlay] and table.dialog is dialog
    driver.key(pygame.K_ESCAPE)
    assert table.overlays == [] and table.top_layer() is dialog


@pytest.mark.parametrize("game_id", GAMES)
def test_s_asks_a_suggestion_above_a_modal_dialog_and_not_under_the_menu(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    reach(driver, table, lambda: modal_dialog_on_top(table) and table.can_suggest())
    table.open_menu()
    driver.key(pygame.K_s)
    assert not table.suggestion_pending() and table.suggested() is None
    driver.key(pygame.K_ESCAPE)
    assert table.overlays == []
    driver.key(pygame.K_s)
    assert table.suggestion_pending() or table.suggested() is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_the_top_bar_is_out_of_reach_under_the_hand_off(drive, every_game, game_id):
    """The hand-off's veil hides the table: a click where the top bar's buttons are reaches none
    of them (and Ctrl+Z takes nothing back); F1 still opens the help over it."""
    driver, table = open_table(drive, game_id)
    driver.app.change_settings(confirm_end_turn=False)  # the hand-off follows the turn at once
    reach(driver, table, lambda: bool(table.overlays) and isinstance(table.overlays[-1], HandoffOverlay))
    handoff = table.overlays[-1]
    played = list(table.session.match.commands)
    for button in (table.menu_button, table.undo_button, table.help_button, table.suggest_button):
        driver.click_at(button.rect.center)
        assert table.overlays == [handoff], button.name
    driver.key(pygame.K_z, CTRL)
    assert list(table.session.match.commands) == played
    driver.key(pygame.K_F1)
    assert [type(o) for o in table.overlays] == [HandoffOverlay, HelpOverlay]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tables_own_key_acts_only_with_nothing_in_front_of_the_table(
    drive, every_game, game_id, monkeypatch
):
    """The table's declared keys come after every layer: under a modal dialog, the menu or a held
    turn the key does nothing; with nothing in front it presses what it maps to (a plain key only)."""
    driver, table = open_table(drive, game_id)
    driver.app.change_settings(confirm_end_turn=True)
    pressed: list[int] = []
    monkeypatch.setattr(table, "shortcut_keys", lambda: {pygame.K_x: lambda: pressed.append(1) or True})
    if modal_dialog_on_top(table):
        driver.key(pygame.K_x)
        assert pressed == []
    reach(driver, table, lambda: nothing_in_front(table))
    driver.key(pygame.K_x, CTRL)
    assert pressed == []
    driver.key(pygame.K_x)
    assert pressed == [1]
    table.open_menu()
    driver.key(pygame.K_x)
    assert pressed == [1] and [type(o) for o in table.overlays] == [MenuOverlay]
    driver.key(pygame.K_ESCAPE)
    play_until(driver, table, table.turn_held)
    driver.key(pygame.K_x)
    assert pressed == [1] and table.turn_held()


@pytest.mark.parametrize("game_id", GAMES)
def test_no_table_declares_a_kit_key_and_the_help_lists_every_declared_key(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    reach(
        driver,
        table,
        lambda: nothing_in_front(table) and table.session.current_seat() == table.private_seat(),
    )
    keys = set(table.shortcut_keys())
    assert len(keys) == {"tm": 15, "tmdice": 20, "robots": 0, "ares": 0}[game_id]
    assert not keys & KIT_KEYS
    driver.key(pygame.K_F1)
    labels = [label for label, _action in table.overlays[-1].key_texts()]
    tokens = {t for label in labels for t in label.replace("/", " ").split()}
    for key in keys:
        if key in HAND_KEYS:
            assert "1–9" in labels
        elif key in ENTER_KEYS:
            assert "Enter" in labels
        else:
            assert pygame.key.name(key).upper() in tokens, pygame.key.name(key)
