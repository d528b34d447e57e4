"""A real X window (Xvfb): start the app, click Settings and the language with
xdotool, and check the screen changed. Skips when Xvfb or xdotool are missing
(CI installs both)."""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.product import APP_ID
from tests.ui.images import assert_not_blank, changed_share
from ui.layout import Layout
from ui.scenes.common import body_rect
from ui.scenes.settings_scene import settings_layout
from ui.scenes.title import title_layout

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 720)

pytestmark = [
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
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}")


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


def test_real_window_settings_and_language(tmp_path):
    server, display = start_xvfb()
    app = None
    try:
        after = tmp_path / "after.png"
        app, window = start_app(display, tmp_path / "config", tmp_path / "data", after)
        geometry = xdotool(display, "getwindowgeometry", window)
        assert f"{SIZE[0]}x{SIZE[1]}" in geometry

        # "Before": F12 makes the app save what it shows into <data>/screenshots.
        shots = tmp_path / "data" / "screenshots"

        def screenshot_taken():
            return sorted(shots.glob("*.png")) if shots.is_dir() else []

        def press_f12_and_look():
            xdotool(display, "key", "--window", window, "F12")
            return within(2.0, screenshot_taken)

        wait_for(press_f12_and_look, "the app to answer F12 (it may still be starting)", timeout=60)
        time.sleep(0.3)  # let the PNG writer finish
        before = pygame.image.load(str(screenshot_taken()[0]))

        lay = Layout.of(SIZE)
        settings_button = title_layout(lay)["settings"].center
        language = settings_layout(lay, body_rect(lay))["language"][1].center
        xdotool(
            display,
            "mousemove",
            "--window",
            window,
            str(settings_button[0]),
            str(settings_button[1]),
            "click",
            "1",
        )
        time.sleep(0.5)
        xdotool(
            display, "mousemove", "--window", window, str(language[0] + 60), str(language[1]), "click", "1"
        )
        settings_file = tmp_path / "config" / "settings.json"

        def language_saved():
            try:
                return json.loads(settings_file.read_text(encoding="utf-8")).get("language") == "ja"
            except (OSError, ValueError):
                return False

        wait_for(language_saved, "the language change to be saved")
        time.sleep(0.3)
        xdotool(display, "key", "--window", window, "Escape")  # back to the (now Japanese) title screen
        time.sleep(0.5)
        quit_button = title_layout(lay)["quit"].center
        xdotool(
            display, "mousemove", "--window", window, str(quit_button[0]), str(quit_button[1]), "click", "1"
        )
        _out, err = app.communicate(timeout=30)
        assert app.returncode == 0, err
        assert "Traceback" not in err

        final = pygame.image.load(str(after))
        assert final.get_size() == SIZE == before.get_size()
        assert_not_blank(before)
        assert_not_blank(final)
        # The title is the same screen in another language: the text areas changed, the rest did not.
        assert changed_share(before, final) > 0.01
        title_area = title_layout(lay)["title"]
        assert changed_share(before.subsurface(title_area), final.subsurface(title_area)) > 0.05
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)


def within(seconds: float, check):
    """``check()``'s first truthy value within ``seconds``, else None."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    return None
