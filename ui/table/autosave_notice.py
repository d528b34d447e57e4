"""What the table shows when autosaving fails: a notice that stays until a save works,
with the reason (e.g. "The disk is full.") and Save as... into another folder.

Any game's table can show it (it needs only the kit's ``TableHost``), with one hook: ``AutosaveNotice(table)`` adds its
two widgets to the table's group and ``layout(lay, area)`` places them over the top
of ``area`` (TM: the map). It reads ``table.session.autosave_problem``.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.table.overlays import Overlay
from ui.widgets.base import Widget, draw_panel
from ui.widgets.button import Button
from ui.widgets.text_field import TextField

if TYPE_CHECKING:
    from ui.table.host import TableHost

MAX_FOLDER_LENGTH = 400
FONT = 13
MAX_LINES = 4
BUTTON_WIDTH = 130


def problem_text(table: TableHost) -> str:
    problem = table.session.autosave_problem
    if problem is None:
        return ""
    return Text(
        N_("Autosave failed: {problem} Moves from now on are not saved."), {"problem": problem.translated()}
    ).translated()


class _NoticePanel(Widget):
    def __init__(self, table: TableHost) -> None:
        super().__init__("autosave:notice")
        self.table = table

    def text_area(self, lay: Layout) -> pygame.Rect:
        pad = lay.px(10)
        area = self.rect.inflate(-2 * pad, -2 * pad)
        area.width -= lay.px(BUTTON_WIDTH + 10)
        return area

    def lines(self, lay: Layout, width: int) -> list[str]:
        return text.wrap(problem_text(self.table), lay.font_px(FONT), width)[:MAX_LINES]

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.ERROR)
        area = self.text_area(lay)
        text.blit_lines(surface, self.lines(lay, area.width), area, lay.font_px(FONT), theme.ERROR)


class AutosaveNotice:
    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.panel = _NoticePanel(table)
        self.save_as = Button(
            N_("Save as…"), self.open_save_as, name="autosave:save_as", font_size=theme.FONT_SMALL
        )

    def widgets(self) -> list[Widget]:
        return [self.panel, self.save_as]

    def layout(self, lay: Layout, area: pygame.Rect) -> None:
        shown = self.table.session.autosave_problem is not None
        self.panel.visible = self.save_as.visible = shown
        width = min(area.width - lay.px(16), lay.px(760))
        self.panel.rect = pygame.Rect(area.x + lay.px(8), area.y + lay.px(8), width, lay.px(60))
        if shown:  # as tall as its text
            lines = self.panel.lines(lay, self.panel.text_area(lay).width)
            self.panel.rect.height = max(
                lay.px(60), len(lines) * text.line_height(lay.font_px(FONT)) + lay.px(20)
            )
        self.save_as.rect = pygame.Rect(0, 0, lay.px(BUTTON_WIDTH), lay.px(40))
        self.save_as.rect.midright = (self.panel.rect.right - lay.px(10), self.panel.rect.centery)

    def open_save_as(self) -> None:
        if not any(isinstance(o, SaveAsOverlay) for o in self.table.overlays):
            self.table.overlays.append(SaveAsOverlay(self.table))


class SaveAsOverlay(Overlay):
    """Save the game into a folder the player types (another disk, a writable folder)."""

    size = (760, 330)

    def __init__(self, table: TableHost) -> None:
        super().__init__(table)
        self.folder = str(Path.home())
        self.note = ""
        add = self.group.add
        self.field = add(
            TextField(
                lambda: self.folder, self._set_folder, name="save_as:folder", max_length=MAX_FOLDER_LENGTH
            )
        )
        self.save = add(Button(N_("Save"), self.write, name="save_as:save", primary=True))
        self.cancel = add(Button(N_("Cancel"), self.close, name="save_as:cancel"))
        self.group.set_focus(self.field)

    def _set_folder(self, value: str) -> None:
        self.folder = value

    def on_escape(self) -> None:
        self.close()

    def write(self) -> None:
        from saves import SaveError

        stamp = datetime.now().strftime("%Y-%m-%d %H-%M-%S")
        folder = Path(self.folder.strip() or ".").expanduser()
        title = Text(self.table.session.rules.info.title).translated()
        target = folder / f"{title} {stamp}.json"
        try:
            path = self.table.app.saves.save_to(self.table.session.match, target)
        except SaveError as exc:
            self.note = exc.translated()
            return
        self.table.app.toast.show(Text(N_("Saved as {path}"), {"path": str(path)}).translated())
        self.close()

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        inner_x, inner_w = self.rect.x + lay.px(24), self.rect.width - lay.px(48)
        self.field.rect = pygame.Rect(inner_x, self.rect.y + lay.px(120), inner_w, lay.px(48))
        button_w = lay.px(180)
        y = self.rect.bottom - lay.px(72)
        self.save.rect = pygame.Rect(self.rect.right - lay.px(24) - button_w, y, button_w, lay.px(52))
        self.cancel.rect = self.save.rect.move(-button_w - lay.px(12), 0)

    def draw_content(self, surface: pygame.Surface, lay: Layout) -> None:
        bottom = self.heading(surface, lay, tr(N_("Save as…")))
        size = lay.font_px(theme.FONT_SMALL)
        area = pygame.Rect(
            self.rect.x + lay.px(24), bottom + lay.px(8), self.rect.width - lay.px(48), lay.px(40)
        )
        text.blit_lines(
            surface,
            text.wrap(tr(N_("Folder to save the game in:")), size, area.width)[:1],
            area,
            size,
            theme.TEXT_DIM,
        )
        if self.note:
            note = pygame.Rect(
                self.rect.x + lay.px(24),
                self.field.rect.bottom + lay.px(8),
                self.rect.width - lay.px(48),
                lay.px(40),
            )
            text.blit_lines(surface, text.wrap(self.note, size, note.width)[:2], note, size, theme.ERROR)
