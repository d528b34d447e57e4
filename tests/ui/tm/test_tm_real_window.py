"""A real X window (Xvfb) clicked with xdotool: title -> new game (seed typed in)
-> hand-off -> corporation and starting cards for both players -> a first action.

A headless copy of the app (same window size, same seed) runs alongside in the
test and says where each control is; both get the same clicks, so the real
window's autosave must hold exactly the commands of the copy.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pygame
import pytest

from game.core import command_to_data
from game.tm.commands import Pass, StandardProject
from game.tm.decisions import CardsDecision, CorporationDecision
from tests.ui.images import assert_not_blank
from tests.ui.test_ui_real_window import start_app, start_xvfb, wait_for, xdotool
from ui.table.overlays import ConfirmOverlay, HandoffOverlay

ROOT = Path(__file__).resolve().parents[3]
SIZE = (1280, 720)
SEED = "42"

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(
        not (shutil.which("Xvfb") and shutil.which("xdotool")),
        reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)",
    ),
]


def autosave_commands(data_dir: Path) -> list | None:
    path = data_dir / "saves"
    files = sorted(path.glob("autosave*.json")) if path.is_dir() else []
    if not files:
        return None
    try:
        return json.loads(files[0].read_text(encoding="utf-8"))["commands"]
    except (OSError, ValueError, KeyError):
        return None


def test_real_window_new_game_setup_and_first_action(tmp_path, drive):
    server, display = start_xvfb()
    app = None
    try:
        data_dir = tmp_path / "real-data"
        after = tmp_path / "after.png"
        app, window = start_app(display, tmp_path / "real-config", data_dir, after)
        time.sleep(1.0)  # first frames
        mirror = drive("--lang", "en", "--size", f"{SIZE[0]}x{SIZE[1]}")

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

        def in_step() -> None:
            """Wait until the real window saved as many commands as the copy holds."""
            want = len(table.session.match.commands)
            wait_for(
                lambda: len(autosave_commands(data_dir) or []) >= want,
                f"the real window to save {want} commands",
            )

        click_widget("game:tm")
        settle_both()
        click_widget("seed")
        xdotool(display, "type", "--window", window, SEED)
        for ch in SEED:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        mirror.frames(1)
        assert mirror.top.seed == SEED
        click_widget("start", pause=0.6)
        settle_both()
        table = mirror.top
        for _ in range(12):  # hand-offs, corporations and starting hands of both players
            top = table.top_layer()
            if isinstance(top, HandoffOverlay):
                click_widget("handoff")
                continue
            decision = table.visible_decision()
            if decision is None:
                break
            if isinstance(decision, CorporationDecision):
                click(table.dialog.grid.point_of(decision.corporations[0]))
                click_widget("confirm")
            elif isinstance(decision, CardsDecision):
                click(table.dialog.grid.point_of(decision.cards[0]))  # buy one card
                click_widget("confirm")
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
        click(point)
        if isinstance(table.top_layer(), ConfirmOverlay):
            click_widget("confirm_yes")
        while table.dialog is not None and table.dialog.modal:  # e.g. a payment or a space
            answer = table.session.legal()[0]
            step = next((("click", p) for c, p in table.targets() if c == answer), None) or table.route(
                answer
            )
            click(step[1])
        in_step()
        assert command_to_data(command) in autosave_commands(data_dir)
        assert autosave_commands(data_dir) == [command_to_data(c) for c in table.session.match.commands]
        # Leave through the menu (from the hand-off screen if the other player is next) and quit.
        click_widget("handoff:menu" if isinstance(table.top_layer(), HandoffOverlay) else "menu")
        click_widget("menu:title", pause=0.6)
        settle_both()
        click_widget("quit")
        _out, err = app.communicate(timeout=30)
        assert app.returncode == 0, err
        assert "Traceback" not in err
        final = pygame.image.load(str(after))
        assert final.get_size() == SIZE
        assert_not_blank(final)
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)
