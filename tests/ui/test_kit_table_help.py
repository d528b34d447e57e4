"""The help over every table (``ui.table.help``): F1 (and "?", and the menu's Help) opens it at each
of the four tables and Esc, F1 or a click closes it; it lists the table's own keys and the kit's
Undo and Suggest keys; every text fits, whole and without overlaps, at 1280x720 and 1920x1080 in
English and Japanese; and nothing it does issues a game command."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from tests.ui.test_kit_table_keys import GAMES, open_table
from ui.layout import Layout
from ui.table.help import HelpOverlay, is_help_key
from ui.table.overlays import MenuOverlay

SIZES = ((1280, 720), (1920, 1080))


def help_open(table) -> HelpOverlay | None:
    top = table.overlays[-1] if table.overlays else None
    return top if isinstance(top, HelpOverlay) else None


def texts(overlay: HelpOverlay) -> list[str]:
    return [f"{k} {action}" for k, action in overlay.key_texts()]


@pytest.mark.parametrize("game_id", GAMES)
def test_f1_opens_the_help_and_escape_closes_it(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    assert help_open(table) is None
    driver.key(pygame.K_F1)
    overlay = help_open(table)
    assert overlay is not None and table.overlays == [overlay]
    driver.key(pygame.K_ESCAPE)
    assert table.overlays == []  # Esc closed the help and did not open the menu


@pytest.mark.parametrize("game_id", GAMES)
def test_f1_again_a_question_mark_or_a_click_closes_the_help(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    driver.key(pygame.K_F1)
    driver.key(pygame.K_F1)
    assert table.overlays == []
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?")
    )
    driver.frames(1)
    assert help_open(table) is not None
    driver.click_at((table.app.screen.get_width() // 2, table.app.screen.get_height() // 2))
    assert table.overlays == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_menu_has_help_and_it_replaces_the_menu(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    driver.key(pygame.K_ESCAPE)
    assert [type(o) for o in table.overlays] == [MenuOverlay]
    driver.click("menu:help")
    assert [type(o) for o in table.overlays] == [HelpOverlay]
    driver.click("help:close")
    assert table.overlays == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_help_lists_undo_suggest_and_the_tables_own_keys(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    driver.key(pygame.K_F1)
    rows = dict(help_open(table).key_texts())
    assert rows["Ctrl+Z / Cmd+Z"].startswith("Undo")
    assert rows["S"].startswith("Suggest")
    assert {"F1 / ?", "F11", "F12", "Esc"} <= set(rows)
    own = {
        "tm": {"P", "E", "G", "T", "1–9", "Enter"},
        "tmdice": {"P", "D F", "T O G C V", "E", "1–9", "Enter"},
        "robots": {"Space, → or Enter, a click"},
        "ares": {"C / Shift+C"},
    }[game_id]
    assert own <= set(rows)
    assert len(help_open(table).summary_texts()) >= 5


def test_the_help_says_what_esc_does_at_each_kind_of_table(drive, every_game):
    """Esc puts away a half-made choice only where the table has one (``drop_choice``)."""
    driver, table = open_table(drive, "tm")
    driver.key(pygame.K_F1)
    assert dict(help_open(table).key_texts())["Esc"].startswith("Put away a half-made choice")
    driver, table = open_table(drive, "ares")
    driver.key(pygame.K_F1)
    assert dict(help_open(table).key_texts())["Esc"] == "Open the menu"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_help_issues_no_command_and_blocks_undo_and_suggest(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    match = table.session.match
    played = list(match.commands)
    version = table.session.version
    driver.key(pygame.K_F1)
    for key, mod in (
        (pygame.K_z, pygame.KMOD_LCTRL),
        (pygame.K_s, 0),
        (pygame.K_p, 0),
        (pygame.K_e, 0),
        (pygame.K_c, 0),
    ):
        driver.key(key, mod)
        assert help_open(table) is not None
    driver.frames(30)
    assert list(match.commands) == played and table.session.version == version
    assert table.suggested() is None and not table.suggestion_pending()
    driver.key(pygame.K_ESCAPE)
    assert list(match.commands) == played and table.overlays == []


@pytest.mark.parametrize("lang", ("en", "ja"))
@pytest.mark.parametrize("game_id", GAMES)
def test_every_help_text_fits_at_both_sizes_in_both_languages(drive, every_game, game_id, lang):
    driver, table = open_table(drive, game_id)
    set_language(lang)
    driver.key(pygame.K_F1)
    overlay = help_open(table)
    if lang == "ja":
        assert overlay.title() != "Help: " + overlay.title().split(": ", 1)[-1]  # translated
    for size in SIZES:
        lay = Layout.of(size)
        overlay.layout(lay)
        assert overlay.overflow() == [], (size, lang)
        rects = overlay.text_rects()
        assert rects and all(overlay.rect.contains(r) for r in rects), size
        for i, a in enumerate(rects):
            assert a.collidelist(rects[i + 1 :]) == -1, (size, lang, a)
        assert not any(r.colliderect(overlay.close_button.rect) for r in rects)
        assert overlay.keys_fit.size >= 12 and overlay.summary_fit.size >= 12
        surface = pygame.Surface(size)
        overlay.draw(surface, lay)  # draws without error at this size


def test_only_f1_and_question_mark_without_command_keys_open_the_help():
    def key(k, mod=0, uni=""):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)

    assert is_help_key(key(pygame.K_F1))
    assert is_help_key(key(pygame.K_SLASH, pygame.KMOD_LSHIFT, "?"))
    assert not is_help_key(key(pygame.K_F1, pygame.KMOD_LCTRL))
    assert not is_help_key(key(pygame.K_SLASH, 0, "/"))
    assert not is_help_key(key(pygame.K_s, 0, "s"))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_top_bars_question_mark_opens_the_help_beside_menu(drive, every_game, game_id):
    driver, table = open_table(drive, game_id)
    button, menu = table.help_button, table.menu_button
    assert button.visible and button.rect.right < menu.rect.x and button.rect.y == menu.rect.y
    shown = [b.rect for b in (table.undo_button, table.suggest_button) if b.visible]
    assert shown and all(r.right <= button.rect.x for r in shown)  # nothing overlaps it
    driver.click_at(button.rect.center)
    assert help_open(table) is not None


def test_what_lies_under_the_help_stands_still(drive, every_game):
    """An overlay under the help (the robot game's playback, running by itself) is not updated
    while the help is open, and goes on once it is closed."""
    from ui.table.overlays import Overlay

    class Counting(Overlay):
        ticks = 0

        def update(self, dt: float) -> None:
            self.ticks += 1

    driver, table = open_table(drive, "robots")
    below = Counting(table)
    table.overlays.append(below)
    driver.frames(3)
    assert below.ticks == 3
    table.open_help()
    driver.frames(5)
    assert below.ticks == 3
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)
    assert below.ticks > 3 and table.overlays == [below]


def test_a_full_width_question_mark_opens_the_help_too():
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UNKNOWN, mod=0, unicode="？", scancode=0)
    assert is_help_key(event)
