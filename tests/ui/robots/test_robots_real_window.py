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

import shutil
import time

import pygame
import pytest

from game import catalog, registry
from game.core import command_to_data
from game.robots import commands as C
from tests.ui.images import assert_not_blank, changed_share
from tests.ui.test_ui_real_window import start_app, start_xvfb, wait_for, within, xdotool
from tests.ui.tm.test_tm_real_window import SIZE, autosave_commands
from ui.table.overlays import HandoffOverlay
from ui.tables.robots.table_scene import RobotsTableScene

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


class Both:
    """The real window and its headless copy, clicked alike."""

    def __init__(self, display: str, window: str, mirror, shots) -> None:
        self.display, self.window, self.mirror, self.shots = display, window, mirror, shots

    def click(self, point, pause: float = 0.35) -> None:
        x, y = int(point[0]), int(point[1])
        xdotool(self.display, "mousemove", "--window", self.window, str(x), str(y), "click", "1")
        self.mirror.click_at((x, y))
        time.sleep(pause)

    def click_widget(self, name: str, pause: float = 0.35) -> None:
        widget = self.mirror.top.widget(name)
        assert widget.visible and widget.enabled, name
        self.click(widget.rect.center, pause)

    def settle(self) -> None:
        self.mirror.settle()
        time.sleep(0.3)

    def screenshot(self) -> pygame.Surface:
        """F12 in the real window; the new PNG it wrote."""
        shots = self.shots
        known = set(shots.glob("*.png")) if shots.is_dir() else set()

        def new_shot():
            return sorted(set(shots.glob("*.png")) - known) if shots.is_dir() else []

        def press_and_look():
            xdotool(self.display, "key", "--window", self.window, "F12")
            return within(2.0, new_shot)

        path = wait_for(press_and_look, "the app to answer F12")[0]
        time.sleep(0.3)  # let the PNG writer finish
        return pygame.image.load(str(path))


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
    server, display = start_xvfb()
    app = None
    try:
        data_dir = tmp_path / "real-data"
        app, window = start_app(display, tmp_path / "real-config", data_dir, tmp_path / "after.png")
        time.sleep(1.0)  # first frames
        mirror = drive("--lang", "en", "--size", f"{SIZE[0]}x{SIZE[1]}")
        both = Both(display, window, mirror, data_dir / "screenshots")

        both.click_widget("game:robots")
        both.settle()
        assert mirror.top.players == 3 and mirror.top.block.chosen_kinds() == ["human"] * 3
        both.click_widget("seed")
        xdotool(display, "type", "--window", window, SEED)
        for ch in SEED:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        mirror.frames(1)
        assert mirror.top.seed == SEED
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
        want = [command_to_data(c) for c in session.match.commands]
        within(20.0, lambda: autosave_commands(data_dir) == want)
        assert autosave_commands(data_dir) == want, "the real window saved other commands than its copy"
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
        both.click_widget("handoff:menu" if isinstance(table.top_layer(), HandoffOverlay) else "menu")
        both.click_widget("menu:title", pause=0.6)
        both.settle()
        both.click_widget("quit")
        _out, err = app.communicate(timeout=30)
        assert app.returncode == 0, err
        assert "Traceback" not in err
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)
