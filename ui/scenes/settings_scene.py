"""The settings screen: language, window, animation speed, confirmations, undo, the robot game's
automatic exploration playback.

Every change is applied at once (a new language re-renders every screen on the
next frame) and saved to the settings file.
"""

from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, N_
from ui import theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.settings import WINDOW_SIZES, AnimationSpeed
from ui.text import verbatim
from ui.widgets.base import Widget, draw_panel
from ui.widgets.cycler import OptionCycler
from ui.widgets.label import Label
from ui.widgets.toggle import Toggle

ROWS = (
    "language",
    "window_size",
    "fullscreen",
    "animation_speed",
    "confirm_pass",
    "confirm_tile_placement",
    "allow_undo",
    "confirm_end_turn",
    "robots_auto_playback",
)

ROW_LABELS = {
    "language": N_("Language"),
    "window_size": N_("Window size"),
    "fullscreen": N_("Fullscreen (F11)"),
    "animation_speed": N_("Animation speed"),
    "confirm_pass": N_("Ask before passing"),
    "confirm_tile_placement": N_("Ask before placing a tile"),
    "allow_undo": N_("Allow undo"),
    "confirm_end_turn": N_("Confirm the end of each turn"),
    "robots_auto_playback": N_("Robot game: play explorations automatically"),
}


def settings_layout(lay: Layout, body: pygame.Rect) -> dict[str, tuple[pygame.Rect, pygame.Rect]]:
    """For each row: (label rect, control rect), inside ``body``."""
    width = min(body.width, lay.px(880))
    pad = lay.px(24)
    panel = pygame.Rect(body.x, body.y, width, body.height)
    inner = panel.inflate(-2 * pad, -2 * pad)
    gap = lay.px(10)
    # Rows shrink (down to 80 %) rather than run under the Back button on a short window.
    fit = (inner.height - gap * (len(ROWS) - 1)) // len(ROWS)
    row_h = max(lay.px(theme.ROW_HEIGHT * 0.8), min(lay.px(theme.ROW_HEIGHT), fit))
    control_w = min(lay.px(360), inner.width // 2)
    rows = {}
    for i, name in enumerate(ROWS):
        y = inner.y + i * (row_h + gap)
        label = pygame.Rect(inner.x, y, inner.width - control_w - pad, row_h)
        control = pygame.Rect(inner.right - control_w, y, control_w, row_h)
        rows[name] = (label, control)
    return rows


class SettingsScene(ShellScene):
    heading_msgid = N_("Settings")

    def __init__(self, app) -> None:
        super().__init__(app)
        settings = lambda: self.app.settings  # noqa: E731 - read the live settings every time
        sizes = sorted({*WINDOW_SIZES, tuple(self.app.windowed_size)})  # a --size outside the presets too
        self.controls: dict[str, Widget] = {
            "language": OptionCycler(
                [(code, verbatim(name)) for code, name in LANGUAGES.items()],
                get=lambda: self.app.language,
                set=lambda code: self.app.change_settings(language=code),
                name="language",
            ),
            "window_size": OptionCycler(
                [(size, verbatim(f"{size[0]} × {size[1]}")) for size in sizes],
                get=lambda: tuple(self.app.windowed_size),
                set=lambda size: self.app.change_settings(window_size=size),
                name="window_size",
            ),
            "fullscreen": Toggle(
                get=lambda: self.app.fullscreen,
                set=lambda on: self.app.change_settings(fullscreen=on),
                name="fullscreen",
            ),
            "animation_speed": OptionCycler(
                [(speed, speed.label) for speed in AnimationSpeed],
                get=lambda: settings().animation_speed,
                set=lambda speed: self.app.change_settings(animation_speed=speed),
                name="animation_speed",
            ),
            "confirm_pass": Toggle(
                get=lambda: settings().confirm_pass,
                set=lambda on: self.app.change_settings(confirm_pass=on),
                name="confirm_pass",
            ),
            "confirm_tile_placement": Toggle(
                get=lambda: settings().confirm_tile_placement,
                set=lambda on: self.app.change_settings(confirm_tile_placement=on),
                name="confirm_tile_placement",
            ),
            "allow_undo": Toggle(
                get=lambda: settings().allow_undo,
                set=lambda on: self.app.change_settings(allow_undo=on),
                name="allow_undo",
            ),
            "confirm_end_turn": Toggle(
                get=lambda: settings().confirm_end_turn,
                set=lambda on: self.app.change_settings(confirm_end_turn=on),
                name="confirm_end_turn",
            ),
            "robots_auto_playback": Toggle(
                get=lambda: settings().robots_auto_playback,
                set=lambda on: self.app.change_settings(robots_auto_playback=on),
                name="robots_auto_playback",
            ),
        }
        self.row_labels = {}
        for name in ROWS:
            self.row_labels[name] = self.widgets.add(
                Label(ROW_LABELS[name], name=f"label:{name}", middle=True)
            )
            self.widgets.add(self.controls[name])
        self.notice = self.widgets.add(
            Label(
                N_(
                    "The settings file could not be read, so the defaults are in use. "
                    "It will be replaced when you change a setting."
                ),
                name="notice",
                font_size=theme.FONT_SMALL,
                color=theme.ERROR,
                wrap=True,
            )
        )
        self.widgets.add(self.back_button)
        self.widgets.set_focus(self.controls["language"])

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        rows = settings_layout(lay, self.body_rect(lay))
        for name, (label_rect, control_rect) in rows.items():
            self.row_labels[name].rect = label_rect
            self.controls[name].rect = control_rect
        last = rows[ROWS[-1]][1]
        self.panel_rect = pygame.Rect(rows[ROWS[0]][0].x - lay.px(24), rows[ROWS[0]][0].y - lay.px(24), 0, 0)
        self.panel_rect.width = last.right + lay.px(24) - self.panel_rect.x
        self.panel_rect.height = last.bottom + lay.px(24) - self.panel_rect.y
        self.notice.visible = self.app.settings_store.problem is not None
        notice_left = self.back_button.rect.right + lay.px(24)
        self.notice.rect = pygame.Rect(
            notice_left,
            self.back_button.rect.y,
            self.panel_rect.right - notice_left,
            self.back_button.rect.height,
        )

    def draw_behind(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.panel_rect, lay, theme.PANEL, theme.PANEL_EDGE, alpha=225)
