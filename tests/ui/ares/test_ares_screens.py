"""Every screen and dialog of the Ares table renders headless in English and Japanese: the new-game
screen, the hand-off, the opening dialog, a turn with a card chosen, the combat screen with its
decision panel, the combat report and the score screen; the controls offer exactly the engine's
answers and send them."""

from __future__ import annotations

import pygame
import pytest

from game.ares import commands as C
from game.ares.content.load import content
from game.i18n import set_language
from tests.ui.ares.support import get_past_screens, match_until, open_table
from ui.table.overlays import HandoffOverlay
from ui.tables.ares import names
from ui.tables.ares.combat_report import CombatReport
from ui.tables.ares.dialogs import ChoiceDialog, OpeningDialog
from ui.tables.ares.new_game_scene import AresNewGameScene
from ui.tables.ares.score_scene import AresScoreScene
from ui.tables.ares.table_scene import AresTableScene

LANGS = ("en", "ja")


def _distinct_colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def _drawn(driver) -> None:
    driver.frames(2)
    assert _distinct_colours(driver.pixels()) > 40  # something was drawn, not a blank frame


@pytest.mark.parametrize("lang", LANGS)
def test_new_game_screen_starts_the_chosen_game(drive, lang):
    driver = drive("--lang", lang)
    scene = AresNewGameScene(driver.app)
    driver.app.stack.push(scene)
    driver.settle()
    _drawn(driver)
    assert scene.mode == "basic" and scene.factions[:2] == ["terran", "kahoum"]
    driver.click("faction:0")  # the basic game keeps Terran against Kahoum: the factions swap
    assert sorted(scene.factions[:2]) == ["kahoum", "terran"] and scene.factions[0] == "kahoum"
    driver.click_at(scene.widget("mode").rect.move(-8, 0).midright)
    assert scene.mode == "full"
    driver.click_at(scene.widget("kind:1").rect.move(-8, 0).midright)
    assert scene.block.chosen_kinds()[1] != "human"
    scene.seed = "42"
    driver.click("start")
    driver.settle()
    table = driver.top
    assert isinstance(table, AresTableScene)
    setup = table.session.match.setup
    assert setup.mode == "full" and list(setup.factions) == ["kahoum", "terran"]
    assert table.session.match.seed == 42 and table.session.is_computer(1)
    assert table.session.viewer == 0 and not table.handoff_pending()
    _drawn(driver)


@pytest.mark.parametrize("lang", LANGS)
def test_handoff_then_the_opening_dialog_takes_two_cards(drive, lang):
    driver = drive("--lang", lang)
    table = open_table(driver, match_until(lambda m: True))
    assert any(isinstance(o, HandoffOverlay) for o in table.overlays)
    assert table.hand.hand() == [] and table.private_seat() is None  # nothing private behind the hand-off
    _drawn(driver)
    get_past_screens(driver, table)
    dialog = table.dialog
    assert isinstance(dialog, OpeningDialog) and dialog.seat == table.session.current_seat()
    _drawn(driver)
    first, second = dialog.tiles[0][1], dialog.tiles[1][1]
    driver.click_at(dialog.tiles[0][0].center)
    driver.click_at(dialog.tiles[1][0].center)
    assert dialog.command() == C.Opening(dialog.seat, tuple(sorted((first, second))))
    driver.click("opening:confirm")
    last = table.session.match.commands[-1]
    assert last == C.Opening(dialog.seat, tuple(sorted((first, second))))


def _turn(match) -> bool:
    s = match.state
    return s.turn >= 3 and s.combat is None and not s.opening and len(s.players[s.active].hand) >= 2


@pytest.mark.parametrize("lang", LANGS)
def test_a_chosen_card_offers_its_plays_and_sends_one(drive, lang):
    driver = drive("--lang", lang)
    match = match_until(_turn)
    seat = match.state.active
    table = open_table(driver, match, seat)
    assert table.dialog is None and table.hand.hand() == match.state.players[seat].hand
    card = table.hand.card_rects[0][2]
    driver.click_at(table.hand.card_rects[0][0].center)
    assert table.selected_card() == card
    _drawn(driver)
    offered = [command for _rect, command in table.plays.rows]
    legal = [c for c in table.session.legal() if getattr(c, "card", None) == card]
    assert offered == legal[: len(offered)] and offered
    words = [names.describe(c, table.cards()) for c in legal]
    assert all(w and "{" not in w for w in words)
    driver.click_at(table.plays.rows[0][0].center)
    assert table.session.match.commands[-1] == offered[0]


def _firing(match) -> bool:
    c = match.state.combat
    return c is not None and c.pending is not None and c.pending.do == "fire"


@pytest.mark.parametrize("lang", LANGS)
def test_combat_screen_asks_every_answer_and_reports_the_combat(drive, lang):
    driver = drive("--lang", lang)
    match = match_until(_firing)
    seat = match.state.combat.pending.player
    table = open_table(driver, match, seat)
    assert table.combat_panel.visible and not table.frontier.visible
    dialog = table.dialog
    assert isinstance(dialog, ChoiceDialog) and not dialog.modal
    _drawn(driver)
    shown = [command for _rect, command in dialog.rows.rows]
    assert shown and shown == list(table.session.legal())[: len(shown)]
    # Answer through the panel until the combat ends: its report is played back, then closed.
    for _ in range(400):
        if table.session.state.combat is None:
            break
        get_past_screens(driver, table) if not any(
            isinstance(o, CombatReport) for o in table.overlays
        ) else None
        if table.overlays or table.session.is_computer(table.session.current_seat()):
            break
        seat = table.session.current_seat()
        table.session.reveal_to(seat)
        driver.frames(1)
        if table.dialog is None:
            break
        driver.click_at(table.dialog.rows.rows[0][0].center)
    report = next((o for o in table.overlays if isinstance(o, CombatReport)), None)
    assert report is not None and report.entries[0].event.kind == "attack"
    assert any(e.event.kind == "fire" for e in report.entries)
    _drawn(driver)
    driver.click_at(report.all.rect.center)
    assert report.shown == len(report.entries)
    _drawn(driver)
    driver.click_at(report.done.rect.center)
    assert report not in table.overlays


@pytest.mark.parametrize("lang", LANGS)
def test_score_screen_opens_over_a_finished_game(drive, lang):
    driver = drive("--lang", lang)
    match = match_until(lambda m: m.is_over(), seed=5)
    table = AresTableScene(driver.app, match)
    driver.app.stack.push(table)
    driver.settle()
    assert isinstance(driver.top, AresScoreScene)
    _drawn(driver)
    assert driver.top.headline()


def test_japanese_names_reach_the_table():
    set_language("ja")
    try:
        cards = content().cards()
        assert names.card_name("Barracks", cards) == "兵舎"
        assert names.faction_name("kahoum") != "Kahoum"
        assert names.force_name("Barracks#2", cards) == "兵舎 2"
    finally:
        set_language("en")
