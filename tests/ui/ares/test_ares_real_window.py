"""A real X window (Xvfb) clicked with xdotool: title -> The Ares Project -> new game (the basic
game, two people at one screen, seed typed in) -> start -> hand-offs, each player's opening cards,
turns played from the hand (a card, then one of its plays; an attack as soon as one is offered)
-> the first combat, its first choice on screen.

A headless copy of the app (same window size, same seed) runs alongside in the test and says
where each control is; both get the same clicks, so the real window's autosave must hold exactly
the commands of the copy, and the real window's own screenshot (F12) at the combat must show the
battle line where the Frontier was before the attack.
"""

from __future__ import annotations

import pygame
import pytest

from game.ares import commands as C
from tests.ui.images import assert_not_blank, changed_share
from tests.ui.real_window import NEEDS_XVFB, SIZE, Both, real_and_copy
from ui.tables.ares.dialogs import ChoiceDialog, OpeningDialog
from ui.tables.ares.table_scene import AresTableScene

SEED = "42"

pytestmark = NEEDS_XVFB


def _turn_play(table: AresTableScene):
    """The play the test makes this turn: a normal attack when one is offered, else the first play
    of the first hand card that has one."""
    legal = list(table.session.legal())
    attacks = [c for c in legal if isinstance(c, C.Attack) and c.choice == "normal"]
    if attacks:
        return attacks[0]
    cards = [card for _rect, _index, card in table.hand.card_rects] if table.hand.card_rects else []
    for card in cards:
        plays = [c for c in legal if getattr(c, "card", None) == card]
        if plays:
            return plays[0]
    return next(c for c in legal if isinstance(c, C.Pass))


def play_to_the_first_combat(both: Both, table: AresTableScene) -> pygame.Surface:
    """Hand-offs, held turns, openings and turns by clicks until a combat waits on a person's choice
    (its hand-off taken); returns the real window's screenshot before the attack's click."""
    session = table.session
    before = None
    for _ in range(200):
        state = session.state
        if state.combat is not None and isinstance(table.dialog, ChoiceDialog) and not table.overlays:
            assert before is not None
            return before
        if table.overlays:
            both.click(table.overlays[-1].proceed().rect.center, pause=0.6)
        elif session.held_seat is not None:
            both.click(table.turn_end.done.rect.center, pause=0.6)
        elif isinstance(table.dialog, OpeningDialog):
            dialog = table.dialog
            for rect, _card in dialog.tiles[:2]:
                both.click(rect.center)
            assert dialog.command() is not None
            both.click_widget("opening:confirm", pause=0.6)
        elif state.combat is None:
            play = _turn_play(table)
            if isinstance(play, C.Attack):
                before = both.screenshot()
            if getattr(play, "card", None) is not None:
                rect = next(r for r, _index, card in table.hand.card_rects if card == play.card)
                both.click(rect.center)
                assert table.selected_card() == play.card
            row = next(r for r, command in table.plays.rows if command == play)
            both.click(row.center, pause=0.6)
            assert session.match.commands[-1] == play
        else:
            pytest.fail(f"nothing to click: combat {state.combat}, overlays {table.overlays}")
    pytest.fail("no combat came")


def test_real_window_new_ares_game_to_the_first_combat(tmp_path, drive, every_game):
    with real_and_copy(tmp_path, drive) as (real, both):
        mirror = both.mirror
        both.click_widget("game:ares")
        both.settle()
        assert mirror.top.mode == "basic" and mirror.top.block.chosen_kinds() == ["human"] * 2
        both.type_seed(SEED)
        both.click_widget("start", pause=0.8)
        both.settle()
        table = mirror.top
        assert isinstance(table, AresTableScene)
        session = table.session
        assert session.match.seed == int(SEED) and session.match.setup.mode == "basic"
        before = play_to_the_first_combat(both, table)
        assert session.state.combat is not None
        assert sum(isinstance(c, C.Opening) for c in session.match.commands) == 2
        assert isinstance(next(c for c in session.match.commands if isinstance(c, C.Attack)), C.Attack)
        real.assert_saved_as(session.match.commands)
        during = both.screenshot()
        pygame.image.save(during, str(tmp_path / "combat.png"))  # to look at when it fails
        assert during.get_size() == before.get_size() == SIZE
        assert_not_blank(during)
        # The battle line lies where the Frontier was.
        area = table.combat_panel.rect.clip(pygame.Rect((0, 0), SIZE))
        assert table.combat_panel.visible and not table.frontier.visible
        changed = changed_share(before.subsurface(area), during.subsurface(area))
        assert changed > 0.1, f"only {changed:.0%} of the battle line's area changed"

        # Leave through the menu and quit.
        both.leave_to_title(table)
        real.quit_from_title(both)
