"""Load game: every save with its description, game and date; broken files with their error."""

from __future__ import annotations

from datetime import datetime

import pygame

from game.i18n import N_, Text
from ui import game_scenes, theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.text import verbatim
from ui.widgets.base import draw_panel
from ui.widgets.label import Label
from ui.widgets.list_view import ListRow, ListView


def local_time(stamp: datetime) -> str:
    return stamp.astimezone().strftime("%Y-%m-%d %H:%M")


def save_row(info) -> ListRow:
    """The list row for one ``saves.SaveInfo``."""
    badge = N_("Autosave") if info.is_autosave else ""
    when = local_time(info.updated)
    if info.error is not None:
        error = info.error
        return ListRow(
            title=verbatim(info.path.name),
            details=[lambda: Text(N_("Cannot be loaded: {problem}"), {"problem": error.translated()}).translated(),
                     lambda: Text(N_("File changed {date}"), {"date": when}).translated()],
            error=True,
            enabled=False,
            key=info.path,
            badge=badge,
        )
    description, game_id = info.description, info.game_id

    def describe() -> str:
        return description.translated() if description is not None else ""

    def game_and_date() -> str:
        return f"{game_scenes.game_title(game_id)}  ·  {when}"

    if info.is_autosave:  # the file name says nothing; the description does
        return ListRow(title=describe, details=[game_and_date], key=info.path, badge=badge)
    return ListRow(title=verbatim(info.name), details=[describe, game_and_date], key=info.path)


class LoadScene(ShellScene):
    heading_msgid = N_("Load game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[ListRow] = []
        self.problem: str | None = None
        self.list = self.widgets.add(ListView(lambda: self.rows, self.choose, name="saves"))
        self.empty = self.widgets.add(Label(self._empty_text, name="empty", color=theme.TEXT_DIM, wrap=True))
        self.widgets.add(self.back_button)

    def _empty_text(self) -> str:
        if self.problem is not None:
            return self.problem
        return Text(N_("No saved games yet. Games are saved automatically as you play.")).translated()

    def on_enter(self) -> None:
        self.refresh()

    def on_resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        from saves import SaveError

        self.problem = None
        try:
            infos = self.app.saves.list_saves()
        except SaveError as exc:
            infos, self.problem = [], exc.translated()
        self.rows = [save_row(info) for info in infos]
        self.list.visible = bool(self.rows)
        self.empty.visible = not self.rows
        self.widgets.set_focus(self.list if self.rows else self.back_button)

    def choose(self, row: ListRow) -> None:
        game_scenes.open_save(self.app, row.key)

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        body = self.body_rect(lay)
        self.panel_rect = pygame.Rect(body.x, body.y, min(body.width, lay.px(980)), body.height)
        inner = self.panel_rect.inflate(-2 * lay.px(20), -2 * lay.px(20))
        self.list.rect = inner.inflate(-lay.px(14), 0).move(-lay.px(7), 0)
        self.empty.rect = inner

    def draw_behind(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.panel_rect, lay, theme.SPACE, theme.PANEL_EDGE, alpha=200)
