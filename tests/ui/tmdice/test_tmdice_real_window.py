"""A real X window (Xvfb) clicked with xdotool: title -> Terraforming Mars Dice Game -> new game
(2 players, seed typed in) -> start -> hand-offs and corporations -> a Production turn, so the dice roll.

A headless copy of the app (same window size, same seed) runs alongside in the test and says
where each control is; both get the same clicks, so the real window's autosave must hold exactly
the commands of the copy, and the real window's own screenshots (F12) before and after the turn
must show the rolled dice in the players' areas.
"""

from __future__ import annotations

import shutil
import time

import pygame
import pytest

from game import catalog, registry
from game.core import command_to_data
from game.tmdice import commands as C
from tests.ui.images import assert_not_blank
from tests.ui.test_ui_real_window import start_app, start_xvfb, wait_for, within, xdotool
from tests.ui.tm.test_tm_real_window import SIZE, autosave_commands
from ui.table.overlays import HandoffOverlay
from ui.table.turn_end import TurnEndBar
from ui.tables.tmdice.table_scene import DiceTableScene

SEED = "42"

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(
        not (shutil.which("Xvfb") and shutil.which("xdotool")),
        reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)",
    ),
]


@pytest.fixture
def every_game():
    """The title screen of the real app: every shipped game, in the catalogue's order (the copy's
    buttons must sit where the real window's are)."""
    registry._GAMES.clear()  # the isolated registries of tests/ui/conftest.py, restored after the test
    catalog.register_all()
    import ui.tables.tm as tm_tables

    tm_tables.register()


def test_real_window_new_dice_game_to_the_first_roll(tmp_path, drive, every_game):
    server, display = start_xvfb()
    app = None
    try:
        data_dir = tmp_path / "real-data"
        app, window = start_app(display, tmp_path / "real-config", data_dir, tmp_path / "after.png")
        time.sleep(1.0)  # first frames
        mirror = drive("--lang", "en", "--size", f"{SIZE[0]}x{SIZE[1]}")
        shots = data_dir / "screenshots"

        def click(point, pause: float = 0.35) -> None:
            x, y = int(point[0]), int(point[1])
            xdotool(display, "mousemove", "--window", window, str(x), str(y), "click", "1")
            mirror.click_at((x, y))
            time.sleep(pause)

        def click_widget(name: str, pause: float = 0.35) -> None:
            widget = mirror.top.widget(name)
            assert widget.visible and widget.enabled, name
            click(widget.rect.center, pause)

        def settle_both() -> None:
            mirror.settle()
            time.sleep(0.3)

        def screenshot() -> pygame.Surface:
            """F12 in the real window; the new PNG it wrote."""
            known = set(shots.glob("*.png")) if shots.is_dir() else set()

            def new_shot():
                return sorted(set(shots.glob("*.png")) - known) if shots.is_dir() else []

            def press_and_look():
                xdotool(display, "key", "--window", window, "F12")
                return within(2.0, new_shot)

            path = wait_for(press_and_look, "the app to answer F12")[0]
            time.sleep(0.3)  # let the PNG writer finish
            return pygame.image.load(str(path))

        click_widget("game:tmdice")
        settle_both()
        assert mirror.top.players == 2
        click_widget("seed")
        xdotool(display, "type", "--window", window, SEED)
        for ch in SEED:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        mirror.frames(1)
        assert mirror.top.seed == SEED
        click_widget("start", pause=0.8)
        settle_both()
        table = mirror.top
        assert isinstance(table, DiceTableScene)
        for _ in range(40):  # hand-offs and the decisions before the first turn (corporations)
            if isinstance(table.top_layer(), HandoffOverlay):
                click_widget("handoff", pause=0.6)
                continue
            if isinstance(table.top_layer(), TurnEndBar):  # the chooser's turn is held until End turn
                click_widget("finish_turn", pause=0.6)
                continue
            if table.visible_decision() is None:
                break
            answer = table.session.legal()[0]  # by the clicks a player would make
            step = next((("click", p) for c, p in table.targets() if c == answer), None) or table.route(
                answer
            )
            assert step is not None, answer
            click(step[1])
        seat = table.session.current_seat()
        assert seat is not None and table.my_turn()
        before = screenshot()

        click(table.panel.starter_point("production"))
        assert table.compose is not None and table.compose.kind == "production"
        click(table.panel.point_of("confirm"), pause=0.6)
        last = table.session.match.commands[-1]
        assert isinstance(last, C.Production) and last.seat == seat
        rolled = table.rolling.faces  # the roll event of the turn started the tumbling dice
        assert table.rolling.seat == seat and rolled, "the Production turn rolled no dice"
        want = [command_to_data(c) for c in table.session.match.commands]
        within(20.0, lambda: autosave_commands(data_dir) == want)
        assert autosave_commands(data_dir) == want, "the real window saved other commands than its copy"
        time.sleep(2.0)  # the rolling animation ends
        after = screenshot()
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
        click_widget("handoff:menu" if isinstance(table.top_layer(), HandoffOverlay) else "menu")
        click_widget("menu:title", pause=0.6)
        settle_both()
        click_widget("quit")
        _out, err = app.communicate(timeout=30)
        assert app.returncode == 0, err
        assert "Traceback" not in err
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)
