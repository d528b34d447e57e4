"""A real X window (Xvfb) clicked with xdotool: title -> new game (seed typed in)
-> hand-off -> corporation and starting cards for both players -> a first action.

A headless copy of the app (same window size, same seed) runs alongside in the
test and says where each control is; both get the same clicks, so the real
window's autosave must hold exactly the commands of the copy.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import command_to_data
from game.tm.commands import Pass, StandardProject
from game.tm.decisions import CardsDecision, CorporationDecision
from tests.ui.images import assert_not_blank
from tests.ui.real_window import NEEDS_XVFB, SIZE, autosave_commands, real_and_copy, wait_for
from ui.table.overlays import ConfirmOverlay, HandoffOverlay

SEED = "42"

pytestmark = NEEDS_XVFB


def test_real_window_new_game_setup_and_first_action(tmp_path, drive):
    with real_and_copy(tmp_path, drive) as (real, both):
        data_dir, mirror = real.data_dir, both.mirror

        def in_step() -> None:
            """Wait until the real window saved as many commands as the copy holds."""
            want = len(table.session.match.commands)
            wait_for(
                lambda: len(autosave_commands(data_dir) or []) >= want,
                f"the real window to save {want} commands",
            )

        both.click_widget("game:tm")
        both.settle()
        both.type_seed(SEED)
        both.click_widget("start", pause=0.6)
        both.settle()
        table = mirror.top
        for _ in range(12):  # hand-offs, corporations and starting hands of both players
            top = table.top_layer()
            if isinstance(top, HandoffOverlay):
                both.click_widget("handoff")
                continue
            decision = table.visible_decision()
            if decision is None:
                break
            if isinstance(decision, CorporationDecision):
                both.click(table.dialog.grid.point_of(decision.corporations[0]))
                both.click_widget("confirm")
            elif isinstance(decision, CardsDecision):
                both.click(table.dialog.grid.point_of(decision.cards[0]))  # buy one card
                both.click_widget("confirm")
            else:
                pytest.fail(f"unexpected decision {decision.KIND}")
            in_step()
        assert table.session.state.phase == "action"
        # The first action: a standard project if one is offered, else pass (confirmed).
        targets = table.targets()
        command, point = next(
            ((c, p) for c, p in targets if isinstance(c, StandardProject)),
            next((c, p) for c, p in targets if isinstance(c, Pass)),
        )
        both.click(point)
        if isinstance(table.top_layer(), ConfirmOverlay):
            both.click_widget("confirm_yes")
        while table.dialog is not None and table.dialog.modal:  # e.g. a payment or a space
            answer = table.session.legal()[0]
            step = next((("click", p) for c, p in table.targets() if c == answer), None) or table.route(
                answer
            )
            both.click(step[1])
        in_step()
        assert command_to_data(command) in autosave_commands(data_dir)
        assert autosave_commands(data_dir) == [command_to_data(c) for c in table.session.match.commands]
        # Leave through the menu (from the hand-off screen if the other player is next) and quit.
        both.leave_to_title(table)
        real.quit_from_title(both)
        final = pygame.image.load(str(tmp_path / "after.png"))
        assert final.get_size() == SIZE
        assert_not_blank(final)
