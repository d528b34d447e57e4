"""Screens over any game's table that are not engine decisions: the base ``Overlay``,
the pass-and-play hand-off, a confirmation (pass, tile placement) and the in-game
menu. Each is modal and closes itself through its buttons.

An overlay talks to its table through ``ui.table.host.TableHost`` (session, issue,
close_overlay, open_menu, marker), never through a game's own scene class.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game.core.command import Command
from game.i18n import N_, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.table.dialog import dialog_rect
from ui.table.input import CommandButton, Target, widget_targets
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.group import WidgetGroup

if TYPE_CHECKING:
    from ui.table.host import TableHost


class Overlay:
    size = (700, 360)
    veil = 190
    #: The table's top bar stays in view and its buttons work above this overlay (``StandardTableScene``).
    leaves_top_bar = False

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.group = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)

    def close(self) -> None:
        self.table.close_overlay(self)

    def layout(self, lay: Layout) -> None:
        self.rect = dialog_rect(lay, *self.size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def on_escape(self) -> None:
        pass

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((8, 6, 10, self.veil))
        surface.blit(veil, (0, 0))
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.OCHRE)
        self.draw_content(surface, lay)
        self.group.draw(surface, lay)

    def draw_content(self, surface: pygame.Surface, lay: Layout) -> None:
        pass

    def heading(self, surface, lay, label: str, y: int | None = None) -> int:
        size = lay.font_px(theme.FONT_HEADING)
        area = pygame.Rect(
            self.rect.x + lay.px(24),
            y if y is not None else self.rect.y + lay.px(20),
            self.rect.width - lay.px(48),
            lay.px(100),
        )
        return area.y + text.blit_lines(
            surface, text.wrap(label, size, area.width, True), area, size, theme.OCHRE, True
        )

    def proceed(self) -> Button | None:
        """The button that moves the game on (the autoplayer clicks it)."""
        return None

    def targets(self) -> list[Target]:
        return widget_targets(self.group.widgets)


class HandoffOverlay(Overlay):
    """Pass-and-play privacy: name the next player; show nothing private until they click."""

    veil = 235

    def __init__(self, table: TableHost, seat: int) -> None:
        super().__init__(table)
        self.seat = seat
        self.show = self.group.add(
            Button(
                lambda: Text(
                    N_("I am {player}: show my cards"), {"player": table.session.name(self.seat)}
                ).translated(),
                self._reveal,
                name="handoff",
                primary=True,
            )
        )
        self.menu = self.group.add(
            Button(N_("Menu"), table.open_menu, name="handoff:menu", font_size=theme.FONT_SMALL)
        )
        self.group.set_focus(self.show)

    def _reveal(self) -> None:
        self.table.session.reveal_to(self.seat)
        self.close()

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        self.show.rect = pygame.Rect(
            self.rect.x + lay.px(24),
            self.rect.bottom - lay.px(80),
            self.rect.width - lay.px(48) - lay.px(140),
            lay.px(56),
        )
        self.menu.rect = pygame.Rect(
            self.show.rect.right + lay.px(12), self.show.rect.y, lay.px(128), lay.px(56)
        )

    def draw_content(self, surface, lay) -> None:
        session = self.table.session
        marker = self.table.marker(self.seat, lay.px(64))
        surface.blit(marker, (self.rect.x + lay.px(24), self.rect.y + lay.px(24)))
        title = Text(N_("Pass the mouse to {player}"), {"player": session.name(self.seat)}).translated()
        area = pygame.Rect(
            self.rect.x + lay.px(104), self.rect.y + lay.px(28), self.rect.width - lay.px(128), lay.px(110)
        )
        size = lay.font_px(theme.FONT_HEADING)
        used = text.blit_lines(
            surface, text.wrap(title, size, area.width, True), area, size, theme.OCHRE, True
        )
        body = Text(
            N_("Everyone's cards are hidden. When only {player} is looking, click below."),
            {"player": session.name(self.seat)},
        ).translated()
        size = lay.font_px(theme.FONT_BODY)
        top = max(self.rect.y + lay.px(120), area.y + used + lay.px(10))  # below a title that took two lines
        area = pygame.Rect(
            self.rect.x + lay.px(24), top, self.rect.width - lay.px(48), self.show.rect.y - lay.px(8) - top
        )
        text.blit_lines(surface, text.wrap(body, size, area.width), area, size, theme.TEXT)

    def on_escape(self) -> None:
        self.table.open_menu()

    def proceed(self) -> Button:
        return self.show


class ConfirmOverlay(Overlay):
    """ "Really pass?": Yes sends the command, No goes back."""

    size = (640, 300)

    def __init__(
        self, table: TableHost, question: str, detail: str, command: Command, yes_label: str
    ) -> None:
        super().__init__(table)
        self.question, self.detail = question, detail
        self.yes = self.group.add(
            CommandButton(
                yes_label,
                lambda: command,
                self._yes,
                table.session.is_legal,
                name="confirm_yes",
                primary=True,
                font_size=theme.FONT_BODY,
            )
        )
        self.no = self.group.add(Button(N_("Go back"), self.close, name="confirm_no"))
        self.group.set_focus(self.yes)  # the key that asked (P) then Enter confirms; Esc goes back

    def _yes(self, command: Command) -> None:
        self.close()
        self.table.issue(command)

    def on_escape(self) -> None:
        self.close()

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        w = (self.rect.width - lay.px(64)) // 2
        y = self.rect.bottom - lay.px(76)
        self.no.rect = pygame.Rect(self.rect.x + lay.px(24), y, w, lay.px(52))
        self.yes.rect = pygame.Rect(self.no.rect.right + lay.px(16), y, w, lay.px(52))

    def draw_content(self, surface, lay) -> None:
        bottom = self.heading(surface, lay, tr(self.question))
        size = lay.font_px(theme.FONT_BODY)
        area = pygame.Rect(
            self.rect.x + lay.px(24), bottom + lay.px(12), self.rect.width - lay.px(48), lay.px(100)
        )
        text.blit_lines(surface, text.wrap(self.detail, size, area.width), area, size, theme.TEXT)


class MenuOverlay(Overlay):
    """Esc or the Menu button: resume, save, settings, help (the table's keys, ``ui.table.help``), back to the title screen, quit to the desktop
    (the game is autosaved after every move, so quitting loses nothing)."""

    size = (520, 568)

    def __init__(self, table: TableHost, on_title: Callable[[], None]) -> None:
        super().__init__(table)
        add = self.group.add
        self.buttons = [
            add(Button(N_("Resume"), self.close, name="menu:resume", primary=True)),
            add(Button(N_("Save game"), self._save, name="menu:save")),
            add(Button(N_("Settings"), table.app.show_settings, name="menu:settings")),
            add(
                Button(
                    lambda: Text(N_("Help ({key})"), {"key": "F1"}).translated(),
                    table.open_help,
                    name="menu:help",
                )
            ),
            add(Button(N_("Title screen"), on_title, name="menu:title")),
            add(Button(N_("Quit to desktop"), table.app.quit, name="menu:quit")),
        ]
        self.note = ""
        self.group.set_focus(self.buttons[0])

    def on_escape(self) -> None:
        self.close()

    def _save(self) -> None:
        from saves import SaveError

        session = self.table.session
        stamp = datetime.now().strftime("%Y-%m-%d %H-%M-%S")
        name = f"{Text(session.rules.info.title).translated()} {stamp}"
        try:
            path = self.table.app.saves.save(session.match, name)
        except SaveError as exc:
            self.note = exc.translated()
            return
        self.note = Text(N_("Saved as {name}"), {"name": path.stem}).translated()
        self.table.app.toast.show(self.note)

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        y = self.rect.y + lay.px(84)
        for button in self.buttons:
            button.rect = pygame.Rect(self.rect.x + lay.px(40), y, self.rect.width - lay.px(80), lay.px(52))
            y += lay.px(64)

    def draw_content(self, surface, lay) -> None:
        self.heading(surface, lay, tr(N_("Game menu")))
        size = lay.font_px(13)
        failed = self.table.session.autosave_problem
        promise = tr(N_("The game is saved automatically after every move."))
        note = self.note or (failed.translated() if failed is not None else promise)
        area = pygame.Rect(
            self.rect.x + lay.px(24), self.rect.bottom - lay.px(40), self.rect.width - lay.px(48), lay.px(30)
        )
        text.blit_lines(surface, text.wrap(note, size, area.width)[:2], area, size, theme.TEXT_DIM)
