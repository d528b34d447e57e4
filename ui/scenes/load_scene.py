"""Load game: every save with its description, game and date; broken files with their error.

Delete…, then a click on a save (any, broken ones too), then Delete removes
it and its backup; Keep or Esc backs out at each step. A broken save whose
backup exists can still be chosen: the error screen then offers the backup.
"""

from __future__ import annotations

import re
from datetime import datetime

import pygame

from game import registry
from game.i18n import LANGUAGES, N_, Text, load_catalog
from ui import game_scenes, theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.text import verbatim
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.label import Label
from ui.widgets.list_view import ListRow, ListView


def local_time(stamp: datetime) -> str:
    return stamp.astimezone().strftime("%Y-%m-%d %H:%M")


#: The time the game menu's Save game puts after the game's title in a save's name.
_MENU_SAVE_STAMP = re.compile(r" (\d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2})$")


def save_name(info) -> str:
    """A save's name as the list shows it: a name the game menu made ("<title> <time>", in the
    language of the day it was saved) reads in today's language; a name the player chose stays."""
    stamp = _MENU_SAVE_STAMP.search(info.name)
    if stamp is None or not registry.is_registered(info.game_id or ""):
        return info.name
    title = registry.get_rules(info.game_id).title
    spelled = {info.game_id, title} | {load_catalog(lang).gettext(title) for lang in LANGUAGES}
    if info.name[: stamp.start()] not in spelled:
        return info.name
    return f"{game_scenes.game_title(info.game_id)} {stamp.group(1)}"


def save_row(info) -> ListRow:
    """The list row for one ``saves.SaveInfo``."""
    badge = N_("Autosave") if info.is_autosave else ""
    when = local_time(info.updated)
    if info.error is not None:
        error = info.error
        details = [
            lambda: Text(N_("Cannot be loaded: {problem}"), {"problem": error.translated()}).translated(),
            lambda: Text(N_("File changed {date}"), {"date": when}).translated(),
        ]
        if info.backup is not None:
            details.append(N_("A backup exists: choose the save to open it."))
        return ListRow(
            title=verbatim(info.path.name),
            details=details,
            error=True,
            enabled=info.backup is not None,
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
    return ListRow(title=lambda: save_name(info), details=[describe, game_and_date], key=info.path)


class LoadScene(ShellScene):
    heading_msgid = N_("Load game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[ListRow] = []
        self.problem: str | None = None
        self.picking = False  # Delete… was pressed: the next chosen row is the one to delete
        self.deleting: ListRow | None = None  # the row whose deletion waits for confirmation
        self._enabled_before: dict[int, bool] = {}
        self.list = self.widgets.add(ListView(lambda: self.rows, self.choose, name="saves"))
        self.empty = self.widgets.add(Label(self._empty_text, name="empty", color=theme.TEXT_DIM, wrap=True))
        self.widgets.add(self.back_button)
        self.delete_button = self.widgets.add(
            Button(N_("Delete…"), self.ask_delete, name="delete", enabled=lambda: bool(self.rows))
        )
        self.confirm_label = self.widgets.add(
            Label(
                self._confirm_text,
                name="confirm_text",
                color=theme.TEXT,
                font_size=theme.FONT_SMALL,
                wrap=True,
            )
        )
        self.confirm_button = self.widgets.add(Button(N_("Delete"), self.delete, name="confirm_delete"))
        self.cancel_button = self.widgets.add(
            Button(N_("Keep"), self.cancel_delete, name="cancel_delete", primary=True)
        )
        self._show_step()

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
        self.picking, self.deleting, self._enabled_before = False, None, {}
        self._show_step()
        self.list.visible = bool(self.rows)
        self.empty.visible = not self.rows
        self.widgets.set_focus(self.list if self.rows else self.back_button)

    def choose(self, row: ListRow) -> None:
        if self.picking:
            self._pick(row)
        else:
            game_scenes.open_save(self.app, row.key)

    # Deleting -------------------------------------------------------------
    def _show_step(self) -> None:
        """Delete… alone; or "choose a save" with Keep; or the question with Delete and Keep."""
        asking = self.picking or self.deleting is not None
        self.delete_button.visible = not asking
        self.confirm_label.visible = self.cancel_button.visible = asking
        self.confirm_button.visible = self.deleting is not None

    def _confirm_text(self) -> str:
        if self.deleting is not None:
            name = self.deleting.key.name
            return Text(
                N_("Delete “{name}” for good? It cannot be brought back."), {"name": name}
            ).translated()
        if self.picking:
            return Text(N_("Choose the save to delete.")).translated()
        return ""

    def _every_row_choosable(self, choosable: bool) -> None:
        """While picking, broken saves can be chosen too (to delete them)."""
        if choosable:
            self._enabled_before = {id(row): row.enabled for row in self.rows}
            for row in self.rows:
                row.enabled = True
        else:
            for row in self.rows:
                row.enabled = self._enabled_before.get(id(row), row.enabled)
            self._enabled_before = {}

    def ask_delete(self) -> None:
        if not self.rows:
            return
        self.picking, self.deleting = True, None
        self._every_row_choosable(True)
        self._show_step()
        self.widgets.set_focus(self.list)

    def _pick(self, row: ListRow) -> None:
        self.picking, self.deleting = False, row
        self._every_row_choosable(False)
        self._show_step()
        self.widgets.set_focus(self.cancel_button)

    def cancel_delete(self) -> None:
        if self.picking:
            self._every_row_choosable(False)
        self.picking, self.deleting = False, None
        self._show_step()
        self.widgets.set_focus(self.list if self.rows else self.back_button)

    def delete(self) -> None:
        from saves import SaveError

        row, self.deleting = self.deleting, None
        self._show_step()
        if row is None:
            return
        try:
            self.app.saves.delete(row.key)
        except SaveError as exc:
            self.app.toast.show(exc.translated())
        else:
            self.app.toast.show(Text(N_("Deleted {name}"), {"name": row.key.name}).translated())
        self.refresh()

    def back(self) -> None:
        if self.picking or self.deleting is not None:
            self.cancel_delete()
        else:
            super().back()

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        body = self.body_rect(lay)
        self.panel_rect = pygame.Rect(body.x, body.y, min(body.width, lay.px(980)), body.height)
        inner = self.panel_rect.inflate(-2 * lay.px(20), -2 * lay.px(20))
        self.list.rect = inner.inflate(-lay.px(14), 0).move(-lay.px(7), 0)
        self.empty.rect = inner
        back = self.back_button.rect
        self.delete_button.rect = back.move(back.width + lay.px(16), 0)
        button_w = lay.px(160)
        self.cancel_button.rect = pygame.Rect(self.panel_rect.right - button_w, back.y, button_w, back.height)
        self.confirm_button.rect = self.cancel_button.rect.move(-button_w - lay.px(12), 0)
        left = back.right + lay.px(16)
        self.confirm_label.rect = pygame.Rect(
            left, back.y, max(0, self.confirm_button.rect.x - lay.px(12) - left), back.height
        )

    def draw_behind(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.panel_rect, lay, theme.SPACE, theme.PANEL_EDGE, alpha=200)
