"""Every TM screen and every dialog kind renders, in both languages, without tofu."""

from __future__ import annotations

import pytest

from game.i18n import tr
from tests.ui.images import assert_not_blank
from tests.ui.test_ui_screens import assert_all_glyphs, rendered  # noqa: F401 - fixture
from tests.ui.tm.tm_support import action_position, decision_positions, open_table
from ui.table.overlays import ConfirmOverlay, HandoffOverlay, MenuOverlay
from ui.tables.tm import names
from ui.tables.tm.dialogs.card_dialogs import CardDialog, CardsDialog, CorporationDialog, DraftDialog
from ui.tables.tm.dialogs.choice_dialogs import AmountDialog, OptionDialog, OrderDialog, PlayerDialog
from ui.tables.tm.dialogs.payment_dialog import PaymentDialog
from ui.tables.tm.dialogs.space_prompt import SpacePrompt
from ui.tables.tm.new_game_scene import TmNewGameScene
from ui.tables.tm.overlays.production_overlay import ProductionOverlay
from ui.tables.tm.score_scene import TmScoreScene
from ui.tables.tm.table_scene import TmTableScene

DIALOG_OF = {
    "corporation": CorporationDialog,
    "cards:starting": CardsDialog,
    "cards:research": CardsDialog,
    "cards:sell": CardsDialog,
    "card:draft": DraftDialog,
    "card": CardDialog,
    "option": OptionDialog,
    "payment": PaymentDialog,
    "space": SpacePrompt,
    "space:final": SpacePrompt,
    "order": OrderDialog,
    "player": PlayerDialog,
    "amount": AmountDialog,
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_new_game_screen_renders_and_starts_a_game(drive, rendered, lang):  # noqa: F811
    driver = drive("--lang", lang)
    driver.click("game:tm")
    driver.settle()
    assert isinstance(driver.top, TmNewGameScene)
    assert_not_blank(driver.pixels())
    assert tr("New game: Terraforming Mars") in rendered
    driver.click("players")  # 2 -> 3 players
    driver.click("start")
    driver.settle()
    table = driver.top
    assert isinstance(table, TmTableScene)
    assert table.session.state.n == 3
    assert isinstance(table.overlays[-1], HandoffOverlay)  # pass-and-play: nothing private yet
    assert table.hand.cards() == [] and table.dialog is None
    driver.click("handoff")
    assert isinstance(table.dialog, CorporationDialog)
    assert_not_blank(driver.pixels())
    assert_all_glyphs(rendered)


@pytest.mark.parametrize("kind", sorted(DIALOG_OF))
def test_every_dialog_kind_renders(drive, rendered, kind):  # noqa: F811
    lang = "ja" if sorted(DIALOG_OF).index(kind) % 2 else "en"
    data, seed, commands = decision_positions()[kind]
    driver = drive("--lang", lang)
    table = open_table(driver, data, seed, commands)
    assert isinstance(table.dialog, DIALOG_OF[kind])
    driver.frames(2)
    assert_not_blank(driver.pixels())
    assert table.dialog.title() in rendered
    assert_all_glyphs(rendered)
    if lang == "ja":
        assert any(any("\u3040" <= ch <= "\u30ff" for ch in line) for line in rendered)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_table_overlays_and_side_tabs_render(drive, rendered, lang):  # noqa: F811
    data, seed, commands = action_position(players=3)
    driver = drive("--lang", lang, "--size", "1920x1080")
    table = open_table(driver, data, seed, commands)
    for tab in ("projects", "milestones", "cards", "log"):
        driver.click(f"tab:{tab}")
        assert table.side.tab == tab
        assert_not_blank(driver.pixels())
    assert names.project_name("Power Plant") in rendered and tr("Milestones & awards") in rendered
    driver.click("menu")
    assert isinstance(table.overlays[-1], MenuOverlay)
    driver.click("menu:resume")
    assert not table.overlays
    driver.click("pass")  # "Ask before passing" is on by default
    assert isinstance(table.overlays[-1], ConfirmOverlay)
    driver.click("confirm_no")
    assert not table.overlays and table.session.state.players[table.session.viewer].passed is False
    assert_all_glyphs(rendered)


def test_production_summary_and_score_screen_render(drive, rendered):  # noqa: F811
    data, seed, commands = decision_positions()["space:final"]
    driver = drive("--lang", "ja")
    table = open_table(driver, data, seed, commands)
    summary = table.session.production
    from ui.tables.tm.session import ProductionSummary

    table.overlays.append(ProductionOverlay(table, summary or ProductionSummary(3, [[1] * 6] * 3, [0] * 3)))
    driver.frames(2)
    assert_not_blank(driver.pixels())
    table.overlays.pop()
    while not table.session.is_over():  # the score screen shows a finished game's outcome
        table.session.issue(table.session.legal()[0])
    driver.app.stack.push(TmScoreScene(driver.app, table))
    driver.settle()
    assert_not_blank(driver.pixels())
    assert tr("Terraform rating") in rendered and tr("Total") in rendered
    assert_all_glyphs(rendered)
