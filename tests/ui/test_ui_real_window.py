"""A real X window (Xvfb): start the app, click Settings and the language with
xdotool, and check the screen changed. Skips when Xvfb or xdotool are missing
(CI installs both)."""

from __future__ import annotations

import json
import time

import pygame

from tests.ui.images import assert_not_blank, changed_share
from tests.ui.real_window import NEEDS_XVFB, SIZE, real_app, wait_for, within, xdotool
from ui.layout import Layout
from ui.scenes.common import body_rect
from ui.scenes.settings_scene import settings_layout
from ui.scenes.title import title_layout

pytestmark = NEEDS_XVFB


def test_real_window_settings_and_language(tmp_path):
    with real_app(tmp_path, folders="") as real:
        display, window, app = real.display, real.window, real.process
        after = tmp_path / "after.png"
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
