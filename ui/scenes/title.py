"""The title screen: product name, the installed games, Continue, Load game, Settings, Quit."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.i18n import N_, Text, trn
from game.product import APP_NAME, app_version
from game.registry import all_games
from ui import backdrop, game_scenes, layout, theme
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.label import Label

MENU = ("continue", "load", "settings", "quit")


def title_layout(lay: Layout) -> dict[str, pygame.Rect]:
    """Where the title screen's fixed parts are for a window of ``lay.size``.

    A pure function of the window size, so the real-window test can click
    these spots without asking the running app.
    """
    content = lay.content()
    rects = {
        "title": pygame.Rect(content.x, content.y + lay.px(12), content.width, lay.px(78)),
        "subtitle": pygame.Rect(content.x, content.y + lay.px(108), content.width, lay.px(34)),
    }
    menu_top = content.y + lay.px(190)
    menu_w = lay.px(340)
    button_h, gap = lay.px(theme.BUTTON_HEIGHT), lay.px(theme.GAP)
    for name, rect in zip(
        MENU, layout.stack((content.x, menu_top), menu_w, button_h, gap, len(MENU)), strict=True
    ):
        rects[name] = rect
    info_top = rects[MENU[-1]].bottom + lay.px(20)
    rects["continue_info"] = pygame.Rect(
        content.x, info_top, menu_w, max(0, content.bottom - lay.px(36) - info_top)
    )
    panel_x = content.x + menu_w + lay.px(56)
    rects["games_panel"] = pygame.Rect(
        panel_x, menu_top, content.right - panel_x, content.bottom - menu_top - lay.px(36)
    )
    rects["version"] = pygame.Rect(content.x, content.bottom - lay.px(24), content.width, lay.px(24))
    return rects


def _version() -> str:
    version = app_version()
    return "dev" if version == "unknown" else version


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        add = self.widgets.add
        self.title = add(
            Label(APP_NAME, name="title", font_size=theme.FONT_TITLE, color=theme.TEXT, bold=True)
        )
        self.subtitle = add(
            Label(
                N_("Mars board games for one table: play solo or pass the mouse around."),
                name="subtitle",
                color=theme.TEXT_DIM,
            )
        )
        self.autosave: Path | None = None
        self.unfinished: list = []  # saves.SaveInfo of every unfinished game's autosave, newest first
        self.continue_info = add(
            Label(
                self._continue_text,
                name="continue_info",
                font_size=theme.FONT_SMALL,
                color=theme.TEXT_DIM,
                wrap=True,
            )
        )
        self.continue_button = add(
            Button(
                N_("Continue"),
                self.continue_game,
                name="continue",
                enabled=lambda: self.autosave is not None,
                primary=True,
            )
        )
        add(Button(N_("Load game"), self.app.show_load_screen, name="load"))
        add(Button(N_("Settings"), self.app.show_settings, name="settings"))
        add(Button(N_("Quit"), self.app.quit, name="quit"))
        self.games_heading = add(
            Label(
                N_("Games"), name="games_heading", font_size=theme.FONT_HEADING, color=theme.OCHRE, bold=True
            )
        )
        self.no_games = add(
            Label(
                N_("No games are installed yet. They will appear here as they arrive."),
                name="no_games",
                color=theme.TEXT_DIM,
                wrap=True,
            )
        )
        version = _version()
        self.version = add(
            Label(
                lambda: Text(N_("Version {version}"), {"version": version}).translated(),
                name="version",
                font_size=theme.FONT_SMALL,
                color=theme.TEXT_DIM,
                align="right",
            )
        )
        self.game_buttons: list[Button] = []
        self._game_ids: list[str] = []

    # Life cycle -----------------------------------------------------------
    def on_enter(self) -> None:
        self.refresh()

    def on_resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Look again for the unfinished games' autosaves and the installed games."""
        self.unfinished = self.app.unfinished_games()
        self.autosave = self.unfinished[0].path if self.unfinished else None
        ids = [rules.game_id for rules in all_games()]
        if ids != self._game_ids:
            self._rebuild_games(ids)
        if self.widgets.focus is None or not self.widgets.focus.enabled:
            self.widgets.set_focus(self.continue_button if self.autosave else self.widget("load"))

    def _rebuild_games(self, ids: list[str]) -> None:
        for button in self.game_buttons:
            self.widgets.remove(button)
        self.game_buttons = []
        for game_id in ids:
            button = Button(
                lambda g=game_id: game_scenes.game_title(g),
                lambda g=game_id: game_scenes.start_new_game(self.app, g),
                name=f"game:{game_id}",
            )
            self.game_buttons.append(self.widgets.add(button))
        self._game_ids = ids
        self.no_games.visible = not ids

    def _continue_text(self) -> str:
        """Which game Continue resumes, and how many other unfinished games Load game holds."""
        if not self.unfinished:
            return ""
        latest = self.unfinished[0]
        description = latest.description.translated() if latest.description is not None else ""
        lines = [
            Text(
                N_("Continue: {game}, {description}"),
                {"game": game_scenes.game_title(latest.game_id), "description": description},
            ).translated()
        ]
        others = len(self.unfinished) - 1
        if others:
            lines.append(
                Text(
                    trn(
                        "One more unfinished game is in Load game.",
                        "{count} more unfinished games are in Load game.",
                        others,
                    ),
                    {"count": others},
                ).translated()
            )
        return "\n".join(lines)

    def continue_game(self) -> None:
        if self.autosave is not None:
            game_scenes.open_save(self.app, self.autosave)

    def back(self) -> None:
        """Esc on the title screen does nothing: Quit is a button, never an accident."""

    # Frame ----------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        rects = title_layout(lay)
        for name in ("title", "subtitle", "version", "continue_info", *MENU):
            self.widget(name).rect = rects[name]
        panel = rects["games_panel"]
        pad = lay.px(24)
        inner = panel.inflate(-2 * pad, -2 * pad)
        self.games_heading.rect = pygame.Rect(inner.x, inner.y, inner.width, lay.px(48))
        top = self.games_heading.rect.bottom + lay.px(12)
        self.no_games.rect = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
        button_h, gap = lay.px(theme.BUTTON_HEIGHT), lay.px(theme.GAP)
        for button, rect in zip(
            self.game_buttons,
            layout.stack((inner.x, top), inner.width, button_h, gap, len(self.game_buttons)),
            strict=True,
        ):
            button.rect = rect
            button.visible = rect.bottom <= inner.bottom

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        surface.blit(backdrop.backdrop(lay.size, True), (0, 0))
        draw_panel(surface, title_layout(lay)["games_panel"], lay, theme.PANEL, theme.PANEL_EDGE, alpha=215)
        # A rust rule under the product name.
        rule_y = self.title.rect.bottom + lay.px(2)
        pygame.draw.line(
            surface,
            theme.RUST,
            (self.title.rect.x, rule_y),
            (self.title.rect.x + lay.px(120), rule_y),
            lay.px(4),
        )
        super().draw(surface, lay)
