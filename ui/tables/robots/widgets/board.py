"""The public half of the robot table: the Mars row with its A/B marks, the decks (sizes and what
each Mars kind has left), the VP and progress rows, the special part supply, and the log."""

from __future__ import annotations

from collections import Counter

import pygame

from game.i18n import N_, N_plural, Text, tr
from game.robots import commands as C
from game.robots.content.load import content
from game.robots.mars import creature_requirements
from ui import text, theme
from ui.layout import Layout
from ui.table.input import Target
from ui.tables.robots import names
from ui.tables.robots.widgets.cards import draw_mars, wrapped
from ui.tables.robots.widgets.picture import Picture, rect_key
from ui.widgets.base import Widget, draw_panel


def heading(surface, lay, rect, words: str) -> int:
    size = lay.font_px(14)
    image = text.render(text.ellipsize(words, size, rect.width, True), size, theme.OCHRE, True)
    surface.blit(image, rect.topleft)
    return text.line_height(size, True)


class MarsRow(Widget):
    """Six Mars cards, left (resolved next) to right; the card being resolved is outlined."""

    def __init__(self, table) -> None:
        super().__init__("mars_row")
        self.table = table
        self.cards: list[tuple[str, pygame.Rect]] = []
        self.needs: list[int | None] = []  # the Combat each creature of the row will ask
        self.picture = Picture()

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        state = self.table.board_state()
        row = state.mars_row
        self.needs = creature_requirements(state)
        top = rect.y + lay.px(26)
        gap = lay.px(6)
        w = (rect.width - lay.px(16) - 5 * gap) // 6
        h = rect.bottom - lay.px(6) - top
        self.cards = [
            (card, pygame.Rect(rect.x + lay.px(8) + i * (w + gap), top, w, h)) for i, card in enumerate(row)
        ]

    def picture_key(self) -> tuple:
        """What this panel's picture shows (``Picture``): repainted when it changes."""
        return (self.table.look[-2:], tuple((card, rect_key(r)) for card, r in self.cards), tuple(self.needs))

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.picture.draw(surface, self.rect, self.picture_key(), lambda: self.paint(surface, lay))

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        head = pygame.Rect(
            self.rect.x + lay.px(8), self.rect.y + lay.px(5), self.rect.width - lay.px(16), lay.px(20)
        )
        heading(surface, lay, head, tr(N_("Mars row (the leftmost card is resolved next)")))
        for (card, rect), need in zip(self.cards, self.needs, strict=True):
            draw_mars(surface, lay, rect, card, need=need)

    def hovered_card(self) -> tuple[pygame.Rect, str] | None:
        if not self.hovered():
            return None
        pos = pygame.mouse.get_pos()
        return next(((r, c) for c, r in self.cards if r.collidepoint(pos)), None)


class DeckPanel(Widget):
    """Deck sizes and the Mars kinds left in each deck (seed: players may see the per-kind
    counts), the VP deck and discard, exploration progress, data chits in the supply."""

    def __init__(self, table) -> None:
        super().__init__("decks")
        self.table = table
        self.picture = Picture()

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def lines(self) -> list[tuple[str, tuple, bool]]:
        state = self.table.board_state()
        out: list[tuple[str, tuple, bool]] = []
        for letter, deck in (("A", state.deck_a), ("B", state.deck_b)):
            out.append(
                (
                    Text(
                        N_plural("Deck {letter}: {count} card", "Deck {letter}: {count} cards"),
                        {"letter": letter, "count": len(deck)},
                    ).translated(),
                    theme.OCHRE,
                    True,
                )
            )
            counts = Counter(deck)
            kinds = [m for m in content().mars.values() if m.deck == letter]
            words = tr(N_(", ")).join(f"{names.card_name(m.name)} {counts[m.name]}" for m in kinds)
            out.append((words, theme.TEXT, False))
        out.append(
            (
                Text(
                    N_("VP deck: {count} · VP discard: {discard}"),
                    {"count": len(state.vp_deck), "discard": ", ".join(map(str, state.vp_discard)) or "-"},
                ).translated(),
                theme.TEXT,
                False,
            )
        )
        out.append(
            (
                Text(
                    N_("Data chits in the supply: {count} · Mars discard: {discard}"),
                    {"count": state.chit_supply, "discard": len(state.mars_discard)},
                ).translated(),
                theme.TEXT,
                False,
            )
        )
        return out

    def picture_key(self) -> tuple:
        """What this panel's picture shows (``Picture``): repainted when it changes."""
        look = self.table.look
        return (look[:3], look[-2:])  # the position and the playback's step

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.picture.draw(surface, self.rect, self.picture_key(), lambda: self.paint(surface, lay))

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        inner = self.rect.inflate(-lay.px(14), -lay.px(10))
        y = inner.y
        size = lay.font_px(13)
        for words, colour, bold in self.lines():
            for line in wrapped(words, size, inner.width, bold):
                if y + text.line_height(size, bold) > inner.bottom:
                    return
                surface.blit(text.render(line, size, colour, bold), (inner.x, y))
                y += text.line_height(size, bold)
            y += lay.px(2)
        self._paint_progress(surface, lay, pygame.Rect(inner.x, y + lay.px(4), inner.width, inner.bottom - y))

    def progress_words(self) -> tuple[str, str]:
        """The progress row's heading and what it means (spec §11.1: at as many cards as robots
        still exploring, an extra Mars phase)."""
        state = self.table.board_state()
        needed = max(1, len(state.active()))
        heading = Text(
            N_("Progress row: {row} of {needed}"), {"row": state.progress_row, "needed": needed}
        ).translated()
        meaning = Text(
            N_("At {needed}, an extra Mars phase ({extra} this round). Progress deck: {deck}"),
            {"needed": needed, "deck": state.progress_deck, "extra": state.extra_phases},
        ).translated()
        return heading, meaning

    def _paint_progress(self, surface: pygame.Surface, lay: Layout, area: pygame.Rect) -> None:
        """The progress row as cards: one filled for each card in the row, outlines up to the
        count that sets off an extra Mars phase."""
        state = self.table.board_state()
        heading, meaning = self.progress_words()
        size = lay.font_px(13)
        step = text.line_height(size, True)
        if area.height < step:
            return
        image = text.render(heading, size, theme.OCHRE, True)
        surface.blit(image, (area.x, area.y))
        needed = max(1, len(state.active()))
        w, h, gap = lay.px(12), lay.px(16), lay.px(4)
        x = area.x + image.get_width() + lay.px(10)
        for i in range(max(needed, state.progress_row)):
            card = pygame.Rect(x + i * (w + gap), area.y + (step - h) // 2, w, h)
            if card.right > area.right:
                break
            if i < state.progress_row:
                pygame.draw.rect(surface, theme.OCHRE, card, 0, lay.px(2))
            else:
                pygame.draw.rect(surface, theme.PANEL_EDGE, card, max(1, lay.px(1)), lay.px(2))
        y = area.y + step
        for line in wrapped(meaning, size, area.width, False):
            if y + text.line_height(size) > area.bottom:
                return
            surface.blit(text.render(line, size, theme.TEXT_DIM), (area.x, y))
            y += text.line_height(size)


class SupplyPanel(Widget):
    """The special parts: cost and copies left; in a development turn, Buy for each part the
    player can pay for (the engine's legal ``Buy``, paid the default way, ruling RB-26)."""

    def __init__(self, table) -> None:
        super().__init__("supply")
        self.table = table
        self.rows: list[tuple[str, pygame.Rect, pygame.Rect]] = []  # (kind, row, buy button)
        self.picture = Picture()

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        kinds = list(content().special)
        top = rect.y + lay.px(26)
        h = (rect.bottom - lay.px(6) - top) // max(1, len(kinds))
        bw = lay.px(56)
        self.rows = []
        for i, kind in enumerate(kinds):
            row = pygame.Rect(rect.x + lay.px(8), top + i * h, rect.width - lay.px(16), h - lay.px(2))
            self.rows.append(
                (kind, row, pygame.Rect(row.right - bw, row.y + lay.px(1), bw, row.height - lay.px(2)))
            )

    def buy_command(self, kind: str):
        seat = self.table.private_seat()
        if seat is None or self.table.sequence_running():
            return None
        for command in self.table.session.legal():
            if isinstance(command, C.Buy) and command.card == kind and command.seat == seat:
                return command if self.table.session.is_legal(command) else None
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            for kind, _row, button in self.rows:
                if button.collidepoint(event.pos):
                    command = self.buy_command(kind)
                    if command is not None:
                        self.table.buy(command)
                    else:
                        self.table.explain_buy(kind)
                    return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def targets(self) -> list[Target]:
        out = []
        for kind, _row, button in self.rows:
            command = self.buy_command(kind)
            if command is not None:
                out.append((command, button.center))
        return out

    def hovered_row(self) -> int | None:
        if not pygame.mouse.get_focused():
            return None
        pos = pygame.mouse.get_pos()
        return next((i for i, (_k, row, _b) in enumerate(self.rows) if row.collidepoint(pos)), None)

    def picture_key(self) -> tuple:
        """What this panel's picture shows (``Picture``): repainted when it changes."""
        return (self.table.look, tuple(rect_key(b) for _k, _r, b in self.rows))

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.picture.draw(surface, self.rect, self.picture_key(), lambda: self.paint(surface, lay))

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        head = pygame.Rect(
            self.rect.x + lay.px(8), self.rect.y + lay.px(5), self.rect.width - lay.px(16), lay.px(20)
        )
        heading(surface, lay, head, tr(N_("Special parts (cost · left)")))
        for i in range(len(self.rows)):
            self._paint_row(surface, lay, i, False)

    def draw_hover(self, surface: pygame.Surface, lay: Layout) -> None:
        """The row under the mouse, lighter (drawn over the panel's kept picture each frame)."""
        hovered = self.hovered_row()
        if hovered is not None:
            self._paint_row(surface, lay, hovered, True)

    def _paint_row(self, surface: pygame.Surface, lay: Layout, i: int, hovered: bool) -> None:
        kind, row, button = self.rows[i]
        state = self.table.board_state()
        size = lay.font_px(12)
        part = content().parts[kind]
        left = state.supply.get(kind, 0)
        if hovered:
            pygame.draw.rect(surface, theme.ROW_HOVER, row, 0, lay.px(4))
        name = text.ellipsize(names.card_name(kind), size, row.width - button.width - lay.px(70), True)
        colour = theme.TEXT if left else theme.TEXT_DISABLED
        image = text.render(name, size, colour, True)
        surface.blit(image, image.get_rect(midleft=(row.x + lay.px(4), row.centery)))
        facts = text.render(f"{part.cost} · {left}", size, theme.OCHRE if left else theme.TEXT_DISABLED, True)
        surface.blit(facts, facts.get_rect(midright=(button.x - lay.px(8), row.centery)))
        if state.season == "development" and self.table.private_seat() is not None:
            enabled = self.buy_command(kind) is not None
            fill = theme.BUTTON_PRIMARY if enabled else theme.BUTTON_DISABLED
            pygame.draw.rect(surface, fill, button, 0, lay.px(4))
            label = text.render(tr(N_("Buy")), size, theme.TEXT if enabled else theme.TEXT_DISABLED, True)
            surface.blit(label, label.get_rect(center=button.center))

    def hovered_card(self) -> tuple[pygame.Rect, str] | None:
        if not self.hovered():
            return None
        pos = pygame.mouse.get_pos()
        return next(((r, k) for k, r, _b in self.rows if r.collidepoint(pos)), None)


class LogView(Widget):
    """The game log: newest lines at the bottom under the round they happened in; the wheel scrolls."""

    def __init__(self, table) -> None:
        super().__init__("log")
        self.table = table
        self.scroll = 0
        self._version = -1
        self.picture = Picture()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.hovered():
            self.scroll = max(0, self.scroll + 3 * event.y)
            return True
        return False

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def picture_key(self) -> tuple:
        """What this panel's picture shows (``Picture``): repainted when it changes."""
        if self.table.session.version != self._version:
            self._version, self.scroll = self.table.session.version, 0
        return (self.table.look, len(self.table.session.log), self.scroll)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.picture.draw(surface, self.rect, self.picture_key(), lambda: self.paint(surface, lay))

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        session = self.table.session
        inner = self.rect.inflate(-lay.px(12), -lay.px(10))
        size = lay.font_px(12)
        step = text.line_height(size)
        room = max(1, inner.height // step)
        lines: list[tuple[str, tuple]] = []
        section = None
        shown_log = self.table.shown_log()
        for entry in shown_log[-(room * 2 + self.scroll) :]:
            if entry.section != section:
                section = entry.section
                lines.append((Text(N_("Round {round}"), {"round": section}).translated(), theme.OCHRE))
            for line in wrapped(entry.text(session.player_names), size, inner.width):
                lines.append((line, theme.TEXT))
        self.scroll = min(self.scroll, max(0, len(lines) - room))
        y = inner.y
        for line, colour in lines[max(0, len(lines) - room - self.scroll) : len(lines) - self.scroll]:
            surface.blit(text.render(line, size, colour), (inner.x, y))
            y += step
