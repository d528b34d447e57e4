"""Screens over the table that are not engine decisions: the pass-and-play
hand-off, a confirmation (pass, tile placement), the production-phase summary
and the in-game menu. Each is modal and closes itself through its buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game.core.command import Command
from game.i18n import N_, Text, tr
from game.tm.state import RESOURCE_NAMES
from ui import text, theme
from ui.layout import Layout
from ui.tables.tm.controls import CommandButton, Target
from ui.tables.tm.map_view import marker_sprite
from ui.tables.tm.sprites import sprite
from ui.tables.tm.table_layout import dialog_rect
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.group import WidgetGroup

if TYPE_CHECKING:
    from ui.tables.tm.table_scene import TmTableScene


class Overlay:
    size = (700, 360)
    veil = 190

    def __init__(self, table: TmTableScene) -> None:
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
        area = pygame.Rect(self.rect.x + lay.px(24), y if y is not None else self.rect.y + lay.px(20),
                           self.rect.width - lay.px(48), lay.px(100))
        return area.y + text.blit_lines(surface, text.wrap(label, size, area.width, True), area, size, theme.OCHRE, True)

    def proceed(self) -> Button | None:
        """The button that moves the game on (the autoplayer clicks it)."""
        return None

    def targets(self) -> list[Target]:
        out = []
        for widget in self.group.widgets:
            finder = getattr(widget, "targets", None)
            if finder is not None and widget.visible:
                out.extend(finder())
        return out


class HandoffOverlay(Overlay):
    """Pass-and-play privacy: name the next player; show nothing private until they click."""

    veil = 235

    def __init__(self, table: TmTableScene, seat: int) -> None:
        super().__init__(table)
        self.seat = seat
        self.show = self.group.add(Button(lambda: Text(N_("I am {player}: show my cards"),
                                                       {"player": table.session.name(self.seat)}).translated(),
                                          self._reveal, name="handoff", primary=True))
        self.menu = self.group.add(Button(N_("Menu"), table.open_menu, name="handoff:menu",
                                          font_size=theme.FONT_SMALL))
        self.group.set_focus(self.show)

    def _reveal(self) -> None:
        self.table.session.reveal_to(self.seat)
        self.close()

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        self.show.rect = pygame.Rect(self.rect.x + lay.px(24), self.rect.bottom - lay.px(80),
                                     self.rect.width - lay.px(48) - lay.px(140), lay.px(56))
        self.menu.rect = pygame.Rect(self.show.rect.right + lay.px(12), self.show.rect.y, lay.px(128), lay.px(56))

    def draw_content(self, surface, lay) -> None:
        session = self.table.session
        marker = sprite(marker_sprite(session.style(self.seat)), lay.px(64))
        surface.blit(marker, (self.rect.x + lay.px(24), self.rect.y + lay.px(24)))
        title = Text(N_("Pass the mouse to {player}"), {"player": session.name(self.seat)}).translated()
        area = pygame.Rect(self.rect.x + lay.px(104), self.rect.y + lay.px(28), self.rect.width - lay.px(128), lay.px(110))
        size = lay.font_px(theme.FONT_HEADING)
        used = text.blit_lines(surface, text.wrap(title, size, area.width, True), area, size, theme.OCHRE, True)
        body = Text(N_("Everyone's cards are hidden. When only {player} is looking, click below."),
                    {"player": session.name(self.seat)}).translated()
        size = lay.font_px(theme.FONT_BODY)
        top = max(self.rect.y + lay.px(120), area.y + used + lay.px(10))  # below a title that took two lines
        area = pygame.Rect(self.rect.x + lay.px(24), top, self.rect.width - lay.px(48), self.show.rect.y - lay.px(8) - top)
        text.blit_lines(surface, text.wrap(body, size, area.width), area, size, theme.TEXT)

    def on_escape(self) -> None:
        self.table.open_menu()

    def proceed(self) -> Button:
        return self.show


class ConfirmOverlay(Overlay):
    """"Really pass?": Yes sends the command, No goes back."""

    size = (640, 300)

    def __init__(self, table: TmTableScene, question: str, detail: str, command: Command, yes_label: str) -> None:
        super().__init__(table)
        self.question, self.detail = question, detail
        self.yes = self.group.add(CommandButton(yes_label, lambda: command, self._yes, table.session.is_legal,
                                                name="confirm_yes", primary=True, font_size=theme.FONT_BODY))
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
        area = pygame.Rect(self.rect.x + lay.px(24), bottom + lay.px(12), self.rect.width - lay.px(48), lay.px(100))
        text.blit_lines(surface, text.wrap(self.detail, size, area.width), area, size, theme.TEXT)


class ProductionOverlay(Overlay):
    """What every player produced, after the production phase."""

    size = (900, 520)

    def __init__(self, table: TmTableScene, summary) -> None:
        super().__init__(table)
        self.summary = summary
        self.ok = self.group.add(Button(N_("Continue"), self.close, name="production_ok", primary=True))
        self.group.set_focus(self.ok)

    def on_escape(self) -> None:
        self.close()

    def layout(self, lay: Layout) -> None:
        rows = len(self.summary.gains)
        self.size = (900, 190 + 56 * rows)
        super().layout(lay)
        self.ok.rect = pygame.Rect(self.rect.right - lay.px(244), self.rect.bottom - lay.px(72), lay.px(220), lay.px(52))

    def draw_content(self, surface, lay) -> None:
        session = self.table.session
        bottom = self.heading(surface, lay, Text(N_("Production, generation {generation}"),
                                                 {"generation": self.summary.generation}).translated())
        size, small = lay.font_px(theme.FONT_BODY), lay.font_px(13)
        y = bottom + lay.px(16)
        for seat, gains in enumerate(self.summary.gains):
            x = self.rect.x + lay.px(24)
            marker = sprite(marker_sprite(session.style(seat)), lay.px(28))
            surface.blit(marker, (x, y + lay.px(6)))
            name = text.ellipsize(session.name(seat), size, lay.px(170), True)
            surface.blit(text.render(name, size, theme.TEXT, True), (x + lay.px(36), y + lay.px(6)))
            x += lay.px(220)
            for i, res in enumerate(RESOURCE_NAMES):
                icon = sprite(f"res_{res}", lay.px(28))
                surface.blit(icon, (x, y + lay.px(6)))
                gain = gains[i]
                label = f"{gain:+d}" if gain else "0"
                surface.blit(text.render(label, size, theme.TEXT if gain else theme.TEXT_DIM, True),
                             (x + lay.px(32), y + lay.px(6)))
                x += lay.px(96)
            energy = self.summary.energy_to_heat[seat] if seat < len(self.summary.energy_to_heat) else 0
            if energy:
                note = Text(N_("{amount} energy became heat"), {"amount": energy}).translated()
                surface.blit(text.render(note, small, theme.TEXT_DIM), (self.rect.x + lay.px(60), y + lay.px(36)))
            y += lay.px(56)

    def proceed(self) -> Button:
        return self.ok


class MenuOverlay(Overlay):
    """Esc or the Menu button: resume, save, settings, back to the title screen, quit to the desktop
    (the game is autosaved after every move, so quitting loses nothing)."""

    size = (520, 504)

    def __init__(self, table: TmTableScene, on_title: Callable[[], None]) -> None:
        super().__init__(table)
        add = self.group.add
        self.buttons = [
            add(Button(N_("Resume"), self.close, name="menu:resume", primary=True)),
            add(Button(N_("Save game"), self._save, name="menu:save")),
            add(Button(N_("Settings"), table.app.show_settings, name="menu:settings")),
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
        name = f"{tr(N_('Terraforming Mars'))} {stamp}"
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
        area = pygame.Rect(self.rect.x + lay.px(24), self.rect.bottom - lay.px(40), self.rect.width - lay.px(48), lay.px(30))
        text.blit_lines(surface, text.wrap(note, size, area.width)[:2], area, size, theme.TEXT_DIM)

