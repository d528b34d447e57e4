"""The application: window, main loop, settings and the scene stack.

``main(argv)`` is the ``mars-tabletop`` console script (and ``python -m
ui.app``). ``App.step`` runs one frame: events, update, draw, flip; tests
drive it directly with the dummy video driver.
"""

from __future__ import annotations

import io
import logging
import os
import sys
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from game.product import APP_ID, APP_NAME

_IMPORTED = time.monotonic()
# The X11 window class, as the Linux .desktop entry's StartupWMClass expects (and xdotool finds).
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", APP_ID)

import pygame  # noqa: E402

from assets import asset_path  # noqa: E402
from game.i18n import N_, Text, current_language, set_language, tr  # noqa: E402
from ui import backdrop, fonts, game_scenes, text  # noqa: E402
from ui.app_hooks import CLOSE_HOOKS  # noqa: E402
from ui.autoplay import Autoplay  # noqa: E402
from ui.cli import parse_args  # noqa: E402
from ui.fonts import FontMissing  # noqa: E402
from ui.layout import Layout  # noqa: E402
from ui.overlays import FADE_SECONDS, Fade, Toast  # noqa: E402
from ui.scene_stack import SceneStack  # noqa: E402
from ui.scenes.load_scene import LoadScene  # noqa: E402
from ui.scenes.settings_scene import SettingsScene  # noqa: E402
from ui.scenes.title import TitleScene  # noqa: E402
from ui.settings import Settings, SettingsStore  # noqa: E402

log = logging.getLogger(__name__)

FPS = 60
ICON = asset_path("icon", "mars-tabletop.png")


class App:
    def __init__(self, args, settings_store: SettingsStore | None = None) -> None:
        self.args = args
        self.settings_store = settings_store or SettingsStore()
        self.settings: Settings = self.settings_store.load()
        set_language(args.lang or self.settings.language)
        self._saves = None
        self.windowed_size: tuple[int, int] = tuple(args.size or self.settings.window_size)
        self.fullscreen = bool(args.fullscreen or (self.settings.fullscreen and args.size is None))
        pygame.display.init()
        if pygame.display.get_driver() == "x11":
            # Present the software-drawn frame with XShm rather than through an OpenGL texture: on
            # servers without a GPU (Xvfb, remote desktops) that path costs 12-17 ms per 1080p frame
            # instead of under 1 ms. Set SDL_FRAMEBUFFER_ACCELERATION yourself to choose otherwise.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.font.init()
        if ICON.is_file():
            pygame.display.set_icon(pygame.image.load(str(ICON)))
        self.screen = self._open_window()
        self._set_caption()
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.fade = Fade()
        self.toast = Toast()
        if self.settings_store.problem is not None:  # said once, at start; the settings screen says it too
            self.toast.show(tr(N_("The settings file could not be read, so the defaults are in use.")))
        self.running = True
        self.frame = 0
        self._screenshot_wanted = False
        self.autoplay = Autoplay(args.autoplay, args.until, args.seed) if args.autoplay else None
        game_scenes.discover_tables()
        self.stack.push(TitleScene(self))
        if args.load is not None:
            game_scenes.open_save(self, Path(args.load).absolute())
        elif args.new is not None:
            game_scenes.quick_start(self, args.new, args.players, args.seed)
        self._seen_top = self.stack.top

    # Window ---------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _set_caption(self) -> None:
        pygame.display.set_caption(tr(APP_NAME))

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # Settings -------------------------------------------------------------
    @property
    def language(self) -> str:
        return current_language()

    def change_settings(self, **changes) -> None:
        """Apply and save a settings change (the settings screen and F11 call this)."""
        new = Settings.model_validate({**self.settings.model_dump(), **changes})
        self.settings = new
        if "language" in changes and new.language != current_language():
            set_language(new.language)
            self._set_caption()
        if "window_size" in changes:
            self.windowed_size = tuple(new.window_size)
            if not self.fullscreen:
                self.screen = self._open_window()
        if "fullscreen" in changes and new.fullscreen != self.fullscreen:
            self.fullscreen = new.fullscreen
            self.screen = self._open_window()
        try:
            self.settings_store.save(new)
        except OSError as exc:
            log.warning("could not save the settings to %s: %s", self.settings_store.path, exc)
            self.toast.show(
                Text(
                    N_("The settings could not be saved: {error}"), {"error": exc.strerror or exc}
                ).translated()
            )

    # Saves ----------------------------------------------------------------
    @property
    def saves(self):
        """The player's saves folder (``saves.SaveStore``), opened on first use."""
        if self._saves is None:
            from saves import SaveStore
            from saves.atomic import remove_stale_temporaries

            self._saves = SaveStore()
            self._saves.remove_stale_temporaries()  # left by a write that was killed
            remove_stale_temporaries(self.settings_store.path.parent)  # the settings are written the same way
        return self._saves

    def latest_autosave(self) -> Path | None:
        games = self.unfinished_games()
        return games[0].path if games else None

    def unfinished_games(self) -> list:
        """The autosaves (``saves.SaveInfo``) of every unfinished game, newest first."""
        from saves import SaveError

        try:
            return self.saves.unfinished_autosaves()
        except SaveError as exc:
            log.warning("cannot look for autosaves: %s", exc)
            return []

    # Navigation -----------------------------------------------------------
    def show_settings(self) -> None:
        self.stack.push(SettingsScene(self))

    def show_load_screen(self) -> None:
        self.stack.push(LoadScene(self))

    def quit(self) -> None:
        self.running = False

    # Screenshots ----------------------------------------------------------
    def save_screenshot(self, path: Path) -> Path:
        """The window as a PNG at ``path``, written whole or not at all (a reader never finds half a
        file; an earlier file of the name is replaced only by a complete one). Readable by everyone
        (0644) like any picture the player makes, for attaching to a bug report; saves stay 0600."""
        from saves.atomic import atomic_write

        path = Path(path)
        png = io.BytesIO()
        pygame.image.save(self.screen, png, "screenshot.png")
        atomic_write(path, png.getvalue(), backup=False, mode=0o644)
        return path

    def screenshot_to_data_dir(self) -> Path | None:
        """F12: a PNG in ``<data dir>/screenshots`` for bug reports."""
        from saves import default_data_dir

        folder = default_data_dir() / "screenshots"
        stem = datetime.now().strftime("mars-tabletop-%Y%m%d-%H%M%S")
        path = folder / f"{stem}.png"
        counter = 2
        while path.exists():
            path = folder / f"{stem}-{counter}.png"
            counter += 1
        try:
            self.save_screenshot(path)
        except (OSError, pygame.error) as exc:
            log.warning("could not save a screenshot to %s: %s", path, exc)
            self.toast.show(
                Text(N_("The screenshot could not be saved: {error}"), {"error": str(exc)}).translated()
            )
            return None
        self.toast.show(Text(N_("Screenshot saved: {path}"), {"path": str(path)}).translated())
        return path

    # Frame ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.change_settings(fullscreen=not self.fullscreen)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
            self._screenshot_wanted = True  # taken once this frame is drawn
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface()
            self.stack.layout(Layout.of(self.size))
        else:
            self.stack.handle_event(event)

    def step(self, dt: float) -> None:
        """One frame: events, update, draw, flip."""
        self.screen = pygame.display.get_surface()
        self.stack.layout(Layout.of(self.size))
        if self.autoplay is not None:
            self.autoplay.frame(self)
        for event in pygame.event.get():
            self.handle_event(event)
            if not self.running:
                return
        if not self.stack:
            self.running = False
            return
        self.stack.update(dt)
        if self.stack.top is not self._seen_top:
            self._seen_top = self.stack.top
            self.fade.start(self.settings.animation_seconds(FADE_SECONDS))
        else:
            self.fade.update(dt)
        self.toast.update(dt)
        self.draw()
        pygame.display.flip()
        self.frame += 1
        if self._screenshot_wanted:
            self._screenshot_wanted = False
            self.screenshot_to_data_dir()

    def draw(self) -> None:
        lay = Layout.of(self.size)
        self.stack.layout(lay)
        self.stack.draw(self.screen, lay)
        self.fade.draw(self.screen)
        self.toast.draw(self.screen, lay)

    def run(self) -> int:
        frames = self.args.frames
        try:
            while self.running:
                dt = self.clock.tick(0 if self.autoplay is not None else FPS) / 1000
                self.step(dt)
                if self.autoplay is not None and self.autoplay.reached and not self.fade.running:
                    if self.args.screenshot is not None:
                        self.save_screenshot(self.args.screenshot)
                        break
                    if self.args.until is not None:
                        break
                if self.frame == 1 and self.args.print_startup_time:
                    self.args.print_startup_time = False
                    now = time.monotonic()
                    print(f"first-frame monotonic={now:.6f} since-import={now - _IMPORTED:.3f}", flush=True)
                if frames is not None and self.frame >= frames and not self.fade.running:
                    if self.args.screenshot is not None:
                        self.save_screenshot(self.args.screenshot)
                    break
        finally:
            if self.args.screenshot_on_exit is not None:
                self.save_screenshot(self.args.screenshot_on_exit)
            self.close()
        return 0

    def close(self) -> None:
        """Shut pygame down; cached fonts and text belong to this session and go too."""
        fonts.clear_cache()
        text.clear_cache()
        backdrop.backdrop.cache_clear()
        for clear in CLOSE_HOOKS:
            clear()
        pygame.quit()


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    from game import catalog

    catalog.register_all()
    try:
        app = App(args)
    except FontMissing as exc:
        print(f"{APP_ID}: {exc}", file=sys.stderr)
        return 1
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
