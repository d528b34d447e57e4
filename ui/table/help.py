"""The help over any table (F1, "?", the top bar's "?" button or the menu's Help): the keys and mouse actions of that table
as its code handles them, beside how a turn goes and how to win, in a few lines.

The kit's own keys (``kit_keys``: Undo, Suggest, Esc, the focus keys, F1, F11, F12) are the same at
every table; a game gives its own keys, its mouse actions and its summary through the table's
``table_help`` hook (a ``TableHelp``). Esc, F1, "?", the Close button or a click anywhere closes
it. The help issues no command: while it is open the kit plays no computer seat (it plays them only
with no overlay), Undo and Suggest do not answer (``TableScene.handle_kit_keys``) and the overlays
under it stand still (the robot game's playback waits, ``TableScene.update``).

Every text is fitted at layout (``ui.text``): the keys table and the summary take the largest
size, down to the smallest readable one, at which all the lines of both fit their columns; ``overflow``
names what did not (the tests ask it for nothing at 1280x720 and 1920x1080, English and Japanese).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text, tr
from ui import fonts, text, theme
from ui.layout import Layout
from ui.table.dialog import dialog_rect
from ui.table.keys import COMMAND_MODS, is_escape
from ui.table.overlays import Overlay
from ui.text import TextSource, resolve, verbatim
from ui.widgets.button import Button

if TYPE_CHECKING:
    from ui.table.host import TableHost

#: One line of the keys table: the key (or mouse action) and what it does.
HelpRow = tuple[TextSource, TextSource]


@dataclass(frozen=True, slots=True)
class TableHelp:
    """What a game's table tells in its help: its own keys and mouse actions (``HelpRow``s, before
    the kit's) and how a turn goes and how to win (msgids, one short paragraph each)."""

    keys: tuple[HelpRow, ...] = ()
    summary: tuple[str, ...] = ()


def key(label: str) -> Callable[[], str]:
    """A key's name as printed on the key cap (F1, Ctrl+Z, Shift+C): the same in every language."""
    return verbatim(label)


def is_help_key(event: pygame.event.Event) -> bool:
    """F1, or "?" (whatever keys type it), without Ctrl, Alt or Cmd."""
    if event.type != pygame.KEYDOWN or event.mod & COMMAND_MODS:
        return False
    return event.key in (pygame.K_F1, pygame.K_QUESTION) or getattr(event, "unicode", "") in ("?", "？")


def kit_keys(table: TableHost) -> list[HelpRow]:
    """The keys every table answers the same way (``ui.table.keys``, the app's F11 and F12), as
    this table offers them: Undo only where the settings allow it, Suggest only where a bot can
    answer, Esc's half-made choice only at a table that has one (``drop_choice``)."""
    rows: list[HelpRow] = []
    if table.undo_allowed():
        rows.append((key("Ctrl+Z / Cmd+Z"), N_("Undo: take back your last move")))
    suggest_here = getattr(table, "can_suggest_here", None)
    if suggest_here is None or suggest_here():
        rows.append((key("S"), N_("Suggest: show the move the computer would make (nothing is played)")))
    if table.has_choices_to_drop():
        rows.append((key("Esc"), N_("Put away a half-made choice; with none, open the menu")))
    else:
        rows.append((key("Esc"), N_("Open the menu")))
    rows += [
        (N_("Tab / arrow keys"), N_("Move between the buttons; Enter or Space presses the one in focus")),
        (key("F1 / ?"), N_("Open or close this help")),
        (key("F11"), N_("Full screen on or off")),
        (key("F12"), N_("Save a screenshot")),
    ]
    return rows


#: Room between the key column and the action column, and between rows (reference pixels).
COLUMN_GAP = 16
ROW_GAP = 5


@dataclass(slots=True)
class _Fitted:
    """A column's texts at the size that fits: where each block of lines goes."""

    size: int
    blocks: list[tuple[pygame.Rect, list[str], bool, tuple]]  # (rect, lines, bold, colour)
    fits: bool


class HelpOverlay(Overlay):
    """The table's help: the keys table at the left, how a turn goes at the right."""

    size = (1200, 660)
    veil = 205

    def __init__(self, table: TableHost) -> None:
        super().__init__(table)
        self.help: TableHelp = table.table_help()
        self.rows: list[HelpRow] = [*self.help.keys, *kit_keys(table)]
        self.close_button = self.group.add(
            Button(N_("Close"), self.close, name="help:close", primary=True, font_size=theme.FONT_SMALL)
        )
        self.group.set_focus(self.close_button)
        self.keys_area = self.summary_area = pygame.Rect(0, 0, 0, 0)
        self.keys_fit = self.summary_fit = _Fitted(fonts.SMALLEST, [], True)
        self.title_fit: tuple[int, list[str]] = (fonts.SMALLEST, [])
        self.title_rect = self.keys_title = self.summary_title = pygame.Rect(0, 0, 0, 0)

    # --- words ---------------------------------------------------------------------------------
    def title(self) -> str:
        game = Text(self.table.session.rules.info.title).translated()
        return Text(N_("Help: {game}"), {"game": game}).translated()

    def key_texts(self) -> list[tuple[str, str]]:
        return [(resolve(k), resolve(action)) for k, action in self.rows]

    def summary_texts(self) -> list[str]:
        return [tr(line) for line in self.help.summary]

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_help_key(event) or is_escape(event):
            self.close()
            return True
        if self.group.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            self.close()  # a click anywhere puts the help away (on the button's release, not the table's)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def on_escape(self) -> None:
        self.close()

    def proceed(self) -> Button:
        return self.close_button

    # --- layout --------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        self.rect = dialog_rect(lay, *self.size)
        p = lay.px
        inner = self.rect.inflate(-2 * p(24), -2 * p(18))
        self.close_button.rect = pygame.Rect(0, 0, p(150), p(40))
        self.close_button.rect.bottomright = inner.bottomright
        title_size = lay.font_px(30)
        self.title_fit = text.fit_box(self.title(), title_size, inner.width, p(44), True)
        self.title_rect = pygame.Rect(inner.x, inner.y, inner.width, p(44))
        body_top = self.title_rect.bottom + p(10)
        body_bottom = self.close_button.rect.y - p(10)
        gap = p(28)
        left_w = (inner.width - gap) * 57 // 100
        left = pygame.Rect(inner.x, body_top, left_w, body_bottom - body_top)
        right = pygame.Rect(left.right + gap, body_top, inner.right - left.right - gap, left.height)
        sub = p(32)
        self.keys_title = pygame.Rect(left.x, left.y, left.width, sub)
        self.summary_title = pygame.Rect(right.x, right.y, right.width, sub)
        self.keys_area = pygame.Rect(left.x, left.y + sub + p(6), left.width, left.height - sub - p(6))
        self.summary_area = pygame.Rect(right.x, right.y + sub + p(6), right.width, right.height - sub - p(6))
        self.keys_fit = self._fit_keys(lay, self.keys_area)
        self.summary_fit = self._fit_summary(lay, self.summary_area)
        # One size for both columns (the smaller of the two that fit), so they read as one page.
        if self.summary_fit.size > self.keys_fit.size and self.keys_fit.fits:
            self.summary_fit = self._summary_at(
                lay, self.summary_area, self.summary_texts(), self.keys_fit.size
            )
        elif self.keys_fit.size > self.summary_fit.size and self.summary_fit.fits:
            self.keys_fit = self._keys_at(lay, self.keys_area, self.key_texts(), self.summary_fit.size)

    def _fit_keys(self, lay: Layout, area: pygame.Rect) -> _Fitted:
        """The keys table at the largest size at which every row fits ``area``, words whole."""
        pairs = self.key_texts()
        start = lay.font_px(theme.FONT_SMALL)
        for size in range(start, min(start, fonts.SMALLEST) - 1, -1):
            fitted = self._keys_at(lay, area, pairs, size)
            if fitted.fits:
                return fitted
        return self._keys_at(lay, area, pairs, min(start, fonts.SMALLEST))

    def _keys_at(self, lay: Layout, area: pygame.Rect, pairs, size: int) -> _Fitted:
        gap = lay.px(COLUMN_GAP)
        widest = max((text.width_of(k, size, True) for k, _a in pairs), default=0)
        key_w = min(widest, area.width * 38 // 100)
        action_w = area.width - key_w - gap
        step = text.line_height(size)
        blocks = []
        fits = True
        y = area.y
        for k, action in pairs:
            if text.cuts_a_word(k, size, key_w, True) or text.cuts_a_word(action, size, action_w):
                fits = False
            key_lines = text.wrap(k, size, key_w, True)
            action_lines = text.wrap(action, size, action_w)
            height = max(len(key_lines), len(action_lines)) * step
            blocks.append(
                (pygame.Rect(area.x, y, key_w, len(key_lines) * step), key_lines, True, theme.OCHRE)
            )
            blocks.append(
                (
                    pygame.Rect(area.x + key_w + gap, y, action_w, len(action_lines) * step),
                    action_lines,
                    False,
                    theme.TEXT,
                )
            )
            y += height + lay.px(ROW_GAP)
        if y - lay.px(ROW_GAP) > area.bottom:
            fits = False
        return _Fitted(size, blocks, fits)

    def _fit_summary(self, lay: Layout, area: pygame.Rect) -> _Fitted:
        """The summary's paragraphs, each after a bullet, at the largest size that fits ``area``."""
        paragraphs = self.summary_texts()
        start = lay.font_px(theme.FONT_SMALL)
        smallest = min(start, fonts.SMALLEST)
        for size in range(start, smallest - 1, -1):
            fitted = self._summary_at(lay, area, paragraphs, size)
            if fitted.fits:
                return fitted
        return self._summary_at(lay, area, paragraphs, smallest)

    def _summary_at(self, lay: Layout, area: pygame.Rect, paragraphs: list[str], size: int) -> _Fitted:
        bullet = text.width_of("• ", size)
        width = area.width - bullet
        step = text.line_height(size)
        blocks = []
        fits = True
        y = area.y
        for paragraph in paragraphs:
            if text.cuts_a_word(paragraph, size, width):
                fits = False
            lines = text.wrap(paragraph, size, width)
            blocks.append((pygame.Rect(area.x, y, bullet, step), ["•"], False, theme.OCHRE))
            blocks.append(
                (pygame.Rect(area.x + bullet, y, width, len(lines) * step), lines, False, theme.TEXT)
            )
            y += len(lines) * step + lay.px(8)
        if y - lay.px(8) > area.bottom:
            fits = False
        return _Fitted(size, blocks, fits)

    def overflow(self) -> list[str]:
        """What does not fit as laid out (empty when everything shows whole)."""
        problems = []
        size, lines = self.title_fit
        if lines and lines[-1].endswith("…") and not self.title().endswith("…"):
            problems.append(f"title cut at {size}px")
        if not self.keys_fit.fits:
            problems.append(f"keys table does not fit {self.keys_area} at {self.keys_fit.size}px")
        if not self.summary_fit.fits:
            problems.append(f"summary does not fit {self.summary_area} at {self.summary_fit.size}px")
        return problems

    def text_rects(self) -> list[pygame.Rect]:
        """Where each block of text is drawn (the tests check none overlaps another)."""
        return [r for r, _l, _b, _c in (*self.keys_fit.blocks, *self.summary_fit.blocks)]

    # --- drawing -------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface, lay: Layout) -> None:
        size, lines = self.title_fit
        text.blit_lines(surface, lines, self.title_rect, size, theme.OCHRE, True)
        sub = lay.font_px(theme.FONT_SMALL + 2)
        for label, rect in (
            (N_("Keys and mouse"), self.keys_title),
            (N_("How a turn goes"), self.summary_title),
        ):
            words = text.ellipsize(tr(label), sub, rect.width, True)
            text.blit_lines(surface, [words], rect, sub, theme.TEXT, True)
            y = rect.bottom - lay.px(2)
            pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x, y), (rect.right, y), lay.px(1))
        for fitted in (self.keys_fit, self.summary_fit):
            for rect, block, bold, colour in fitted.blocks:
                text.blit_lines(surface, block, rect, fitted.size, colour, bold)
        hint = Text(N_("Esc, {key} or a click closes the help."), {"key": "F1"}).translated()
        hint_size = lay.font_px(14)
        area = pygame.Rect(
            self.rect.x + lay.px(24),
            self.close_button.rect.y,
            self.close_button.rect.x - self.rect.x - lay.px(40),
            self.close_button.rect.height,
        )
        fit, lines = text.fit_box(hint, hint_size, area.width, area.height)
        height = len(lines) * text.line_height(fit)
        area = pygame.Rect(area.x, area.centery - height // 2, area.width, height)
        text.blit_lines(surface, lines, area, fit, theme.TEXT_DIM)
