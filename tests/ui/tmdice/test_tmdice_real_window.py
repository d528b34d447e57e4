"""A real X window (Xvfb) clicked with xdotool: title -> Terraforming Mars Dice Game -> new game
(2 players, seed typed in) -> start -> hand-offs and corporations -> a Production turn, so the dice roll.

A headless copy of the app (same window size, same seed) runs alongside in the test and says
where each control is; both get the same clicks, so the real window's autosave must hold exactly
the commands of the copy, and the real window's own screenshots (F12) before and after the turn
must show the rolled dice in the players' areas.
"""

from __future__ import annotations

import time

import pygame

from game.tmdice import commands as C
from tests.ui.images import assert_not_blank
from tests.ui.real_window import NEEDS_XVFB, SIZE, real_and_copy
from ui.table.overlays import HandoffOverlay
from ui.table.turn_end import TurnEndBar
from ui.tables.tmdice.table_scene import DiceTableScene

SEED = "42"

pytestmark = NEEDS_XVFB


def test_real_window_new_dice_game_to_the_first_roll(tmp_path, drive, every_game):
    with real_and_copy(tmp_path, drive) as (real, both):
        mirror = both.mirror
        both.click_widget("game:tmdice")
        both.settle()
        assert mirror.top.players == 2
        both.type_seed(SEED)
        both.click_widget("start", pause=0.8)
        both.settle()
        table = mirror.top
        assert isinstance(table, DiceTableScene)
        for _ in range(40):  # hand-offs and the decisions before the first turn (corporations)
            if isinstance(table.top_layer(), HandoffOverlay):
                both.click_widget("handoff", pause=0.6)
                continue
            if isinstance(table.top_layer(), TurnEndBar):  # the chooser's turn is held until End turn
                both.click_widget("finish_turn", pause=0.6)
                continue
            if table.visible_decision() is None:
                break
            answer = table.session.legal()[0]  # by the clicks a player would make
            step = next((("click", p) for c, p in table.targets() if c == answer), None) or table.route(
                answer
            )
            assert step is not None, answer
            both.click(step[1])
        seat = table.session.current_seat()
        assert seat is not None and table.my_turn()
        before = both.screenshot()

        both.click(table.panel.starter_point("production"))
        assert table.compose is not None and table.compose.kind == "production"
        both.click(table.panel.point_of("confirm"), pause=0.6)
        last = table.session.match.commands[-1]
        assert isinstance(last, C.Production) and last.seat == seat
        rolled = table.rolling.faces  # the roll event of the turn started the tumbling dice
        assert table.rolling.seat == seat and rolled, "the Production turn rolled no dice"
        real.assert_saved_as(table.session.match.commands)
        time.sleep(2.0)  # the rolling animation ends
        after = both.screenshot()
        pygame.image.save(after, str(tmp_path / "after-roll.png"))  # to look at when it fails
        assert after.get_size() == before.get_size() == SIZE
        assert_not_blank(after)
        # The players' areas show other dice than before the roll.
        area = table.rects["players"]
        changed = (
            sum(
                before.get_at((x, y))[:3] != after.get_at((x, y))[:3]
                for x in range(area.left, area.right, 4)
                for y in range(area.top, area.bottom, 4)
            )
            / len(range(area.left, area.right, 4))
            / len(range(area.top, area.bottom, 4))
        )
        assert changed > 0.005, f"only {changed:.2%} of the players' areas changed with the roll"

        # Leave through the menu (from the hand-off screen if the other player is next) and quit.
        both.leave_to_title(table)
        real.quit_from_title(both)
