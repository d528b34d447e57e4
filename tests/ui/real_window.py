"""The real-window tests' tools: Xvfb on a display of its own, the app started in a real window
there, xdotool to click and type into it, and ``Both``, which gives the same clicks to the real
window and to a headless copy of the app (the copy says where each control is).

A test module marks itself ``pytestmark = NEEDS_XVFB`` (skipped without Xvfb and xdotool; CI
installs both) and runs inside ``with real_app(tmp_path) as real:`` (or ``real_and_copy``, with
the headless copy), which ends the app and the X server whatever happened. A test that opens a
game from the title screen asks for the ``every_game`` fixture (tests/ui/conftest.py).
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from game.core import command_to_data
from game.product import APP_ID
from ui.table.overlays import HandoffOverlay

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 720)

NEEDS_XVFB = [
    pytest.mark.xvfb,
    pytest.mark.skipif(
        not (shutil.which("Xvfb") and shutil.which("xdotool")),
        reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)",
    ),
]


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """Xvfb on a display number it picks itself (-displayfd), so parallel runs never clash."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        pass_fds=[write_end],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    number = b""
    deadline = time.monotonic() + 20
    while not number.endswith(b"\n") and time.monotonic() < deadline:
        ready, _, _ = select.select([read_end], [], [], 0.5)
        if ready:
            chunk = os.read(read_end, 16)
            if not chunk:
                break
            number += chunk
    os.close(read_end)
    if not number.strip():
        server.kill()
        pytest.fail("Xvfb did not report a display number")
    return server, f":{number.decode().strip()}"


def xdotool(display: str, *args: str, timeout: float = 30) -> str:
    result = subprocess.run(
        ["xdotool", *args],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert result.returncode == 0, f"xdotool {' '.join(args)} failed: {result.stderr}"
    return result.stdout


def wait_for(predicate, what: str, timeout: float = 30.0):
    """``predicate()``'s first truthy value within ``timeout`` seconds, else the test fails."""
    value = within(timeout, predicate)
    if not value:
        pytest.fail(f"timed out waiting for {what}")
    return value


def within(seconds: float, check):
    """``check()``'s first truthy value within ``seconds``, else None."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    return None


def start_app(
    display: str, config_dir: Path, data_dir: Path, screenshot: Path
) -> tuple[subprocess.Popen, str]:
    """The app in a real window on ``display`` (its own settings and data folders, a screenshot of its
    last frame when it quits); returns the process and its window id once the window exists."""
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env.update(
        DISPLAY=display,
        SDL_AUDIODRIVER="dummy",
        MARS_TABLETOP_CONFIG_DIR=str(config_dir),
        MARS_TABLETOP_DATA_DIR=str(data_dir),
    )
    args = ["--lang", "en", "--size", f"{SIZE[0]}x{SIZE[1]}", "--screenshot-on-exit", str(screenshot)]
    app = subprocess.Popen(
        [sys.executable, "-m", "ui.app", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    window = xdotool(display, "search", "--sync", "--class", APP_ID, timeout=60).split()[-1]
    return app, window


@dataclass
class RealApp:
    """The app running in a real window: its X display, window id, process and data folder."""

    display: str
    window: str
    process: subprocess.Popen
    data_dir: Path

    def assert_saved_as(self, commands) -> None:
        """The real window's autosave holds exactly ``commands`` (the copy's), once written (20 s at most)."""
        want = [command_to_data(c) for c in commands]
        within(20.0, lambda: autosave_commands(self.data_dir) == want)
        assert autosave_commands(self.data_dir) == want, "the real window saved other commands than its copy"

    def quit_from_title(self, both: Both) -> None:
        """Click Quit on the title screen: the app must end cleanly, with no traceback."""
        both.click_widget("quit")
        _out, err = self.process.communicate(timeout=30)
        assert self.process.returncode == 0, err
        assert "Traceback" not in err


@contextmanager
def real_app(tmp_path: Path, folders: str = "real-") -> Iterator[RealApp]:
    """Xvfb and the app in a real window on it (settings in ``<tmp_path>/<folders>config``, data in
    ``<folders>data``, its last frame in ``after.png``); the app and the server are ended after,
    whatever happened. The ``real-`` folders keep clear of the headless copy's ``config`` and ``data``."""
    server, display = start_xvfb()
    app = None
    try:
        data_dir = tmp_path / f"{folders}data"
        app, window = start_app(display, tmp_path / f"{folders}config", data_dir, tmp_path / "after.png")
        yield RealApp(display, window, app, data_dir)
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)


def autosave_commands(data_dir: Path) -> list | None:
    """The commands of the autosave in ``data_dir`` (None while there is none, or it is being written)."""
    path = data_dir / "saves"
    files = sorted(path.glob("autosave*.json")) if path.is_dir() else []
    if not files:
        return None
    try:
        return json.loads(files[0].read_text(encoding="utf-8"))["commands"]
    except (OSError, ValueError, KeyError):
        return None


class Both:
    """The real window and its headless copy, clicked alike."""

    def __init__(self, real: RealApp, mirror) -> None:
        self.display, self.window, self.mirror = real.display, real.window, mirror
        self.shots = real.data_dir / "screenshots"

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

    def type_seed(self, seed: str) -> None:
        """Click the new-game screen's seed field and type ``seed`` into both."""
        self.click_widget("seed")
        xdotool(self.display, "type", "--window", self.window, seed)
        for ch in seed:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.mirror.frames(1)
        assert self.mirror.top.seed == seed

    def leave_to_title(self, table) -> None:
        """Through the menu (from the hand-off screen if the next player must take the mouse)."""
        self.click_widget("handoff:menu" if isinstance(table.top_layer(), HandoffOverlay) else "menu")
        self.click_widget("menu:title", pause=0.6)
        self.settle()

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
        return pygame.image.load(str(path))  # written whole under its name (App.save_screenshot)


@contextmanager
def real_and_copy(tmp_path: Path, drive) -> Iterator[tuple[RealApp, Both]]:
    """``real_app`` and a headless copy of the app at the same size (from the ``drive`` fixture),
    clicked alike through ``Both``, once the real window has drawn its first frames."""
    with real_app(tmp_path) as real:
        time.sleep(1.0)  # first frames
        yield real, Both(real, drive("--lang", "en", "--size", f"{SIZE[0]}x{SIZE[1]}"))
