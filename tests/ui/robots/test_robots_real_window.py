"""A real X window (Xvfb) clicked with xdotool: title -> Mars Robot Exploration -> new game
(3 players at one screen, seed typed in) -> start -> hand-offs and the development season's
passes -> each player clicks three hand cards into the program and confirms -> the first
exploration plays back.

A headless copy of the app (same window size, same seed) runs alongside in the test and says
where each control is; both get the same clicks, so the real window's autosave must hold exactly
the commands of the copy, and the real window's own screenshot (F12) during the playback must
show the playback's panel where the hand and the program were.
"""

from __future__ import annotations

import pygame
import pytest

from game.robots import commands as C
from tests.ui.images import assert_not_blank, changed_share
from tests.ui.real_window import NEEDS_XVFB, SIZE, Both, real_and_copy
from ui.table.overlays import HandoffOverlay
from ui.tables.robots.table_scene import RobotsTableScene

SEED = "42"

pytestmark = NEEDS_XVFB


def play_to_the_exploration(both: Both, table: RobotsTableScene) -> pygame.Surface:
    """Hand-offs, held turns, the development season's passes and three programs of the first
    three loose cards, by clicks; returns the real window's screenshot before the last Confirm."""
    session = table.session
    before = None
    for _ in range(80):
        if isinstance(table.top_layer(), HandoffOverlay):
            both.click_widget("handoff", pause=0.6)
        elif session.held_seat is not None and not table.overlays:
            both.click_widget("finish_turn", pause=0.6)
        elif table.hand.developing():
            both.click(table.hand.pass_button.center)
        elif table.hand.planning():
            unplanned = [p for p in session.state.players if not p.planned and not p.eliminated]
            for _card in range(table.hand.needed()):
                both.click(table.hand.hand_rects[0][0].center)  # the first loose card, three times
            assert len(table.plan) == table.hand.needed()
            if len(unplanned) == 1:  # the last program sets the exploration off
                before = both.screenshot()
            both.click(table.hand.confirm.center, pause=0.6)
            if table.sequence_running():
                assert before is not None
                return before
        else:
            pytest.fail(f"nothing to click: {session.state.season}, overlays {table.overlays}")
    pytest.fail("the exploration never started")


def test_real_window_new_robot_game_to_the_first_exploration(tmp_path, drive, every_game):
    with real_and_copy(tmp_path, drive) as (real, both):
        mirror = both.mirror
        both.click_widget("game:robots")
        both.settle()
        assert mirror.top.players == 3 and mirror.top.block.chosen_kinds() == ["human"] * 3
        both.type_seed(SEED)
        both.click_widget("start", pause=0.8)
        both.settle()
        table = mirror.top
        assert isinstance(table, RobotsTableScene)
        session = table.session
        before = play_to_the_exploration(both, table)
        sequence = table.sequence()
        both.click_widget("sequence:auto")  # Auto off: both windows wait on the step shown
        assert not table.auto_sequence
        plans = [c for c in session.match.commands if isinstance(c, C.Plan)]
        assert len(plans) == 3 and all(len(p.cards) == 3 for p in plans)
        real.assert_saved_as(session.match.commands)
        during = both.screenshot()
        pygame.image.save(during, str(tmp_path / "playback.png"))  # to look at when it fails
        assert during.get_size() == before.get_size() == SIZE
        assert_not_blank(during)
        # The playback's panel lies where the hand and the program were.
        area = sequence.rect.clip(pygame.Rect((0, 0), SIZE))
        changed = changed_share(before.subsurface(area), during.subsurface(area))
        assert changed > 0.3, f"only {changed:.0%} of the playback's area changed"

        both.click_widget("sequence:skip", pause=0.6)
        assert not table.sequence_running()
        # Leave through the menu (from the hand-off screen if the next player must take the mouse) and quit.
        both.leave_to_title(table)
        real.quit_from_title(both)
