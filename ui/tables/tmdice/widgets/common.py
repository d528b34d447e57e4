"""What the Dice Game's widgets share: clickable spots that carry commands (the input layer's
targets) and small drawing helpers (a line of text, a row of dice)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from game.core.command import Command
from game.i18n import current_language
from ui import backdrop, text, theme
from ui.layout import Layout
from ui.table.input import Target
from ui.tables.tmdice import sprites
from ui.widgets.base import Widget, is_click


class Spot:
    """A clickable area: ``command`` (sent through the table) or ``action`` (a local choice);
    ``key`` names what it shows (a face, a card, a space) for routing and tests."""

    __slots__ = ("rect", "command", "action", "key")

    def __init__(self, rect: pygame.Rect, key: Any, command: Command | None = None, action=None) -> None:
        self.rect = rect
        self.key = key
        self.command = command
        self.action = action


class SpotsWidget(Widget):
    """A widget whose clickable spots are rebuilt on each layout (``self.spots``)."""

    def __init__(self, table, name: str) -> None:
        super().__init__(name)
        self.table = table
        self.spots: list[Spot] = []
        self._down: Spot | None = None
        self._cache: pygame.Surface | None = None
        self._cache_key: Any = None
        self._on: pygame.Surface | None = None  # the kept canvas that holds the picture

    def draw_cached(self, surface: pygame.Surface, lay: Layout, key: Any, paint: Callable) -> None:
        """Draw through a picture of the widget kept while ``key`` (what it shows) is unchanged.

        ``paint(target, lay)`` draws at window coordinates on a window-sized scratch surface over
        the table's backdrop; only the widget's rect of it is kept, opaque, so each frame copies
        a small picture instead of painting (or blending) again. What a widget draws outside its
        rect is not kept."""
        key = (key, tuple(self.rect), surface.get_size(), current_language())
        if self._cache is None or self._cache_key != key:
            self._cache = painted(surface.get_size(), self.rect, lay, paint)
            self._cache_key = key
            self._on = None
        if self._on is not surface:  # the table's kept canvas already holds this picture
            surface.blit(self._cache, self.rect.topleft)
            self._on = surface if surface is not pygame.display.get_surface() else None

    def forget_picture(self) -> None:
        """Paint again on the next draw (the canvas it was on is gone)."""
        self._cache, self._cache_key, self._on = None, None, None

    def spot_at(self, pos) -> Spot | None:
        for spot in reversed(self.spots):
            if self.hits(spot, pos):
                return spot
        return None

    def hits(self, spot: Spot, pos) -> bool:
        """Whether ``pos`` is on ``spot`` (a widget drawing its spots turned says so itself)."""
        return spot.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.rect.collidepoint(event.pos):
            self._down = self.spot_at(event.pos)
            return self._down is not None
        if is_click(event, pygame.MOUSEBUTTONUP) and self._down is not None:
            spot, self._down = self._down, None
            if self.hits(spot, event.pos):
                self.press(spot)
            return True
        return False

    def press(self, spot: Spot) -> None:
        if spot.command is not None:
            self.table.issue(spot.command)
        elif spot.action is not None:
            spot.action()

    def targets(self) -> list[Target]:
        return [
            (s.command, s.rect.center)
            for s in self.spots
            if s.command is not None and self.table.session.is_legal(s.command)
        ]

    def point_of(self, key: Any) -> tuple[int, int] | None:
        for spot in self.spots:
            if spot.key == key:
                return spot.rect.center
        return None


_scratch: dict[tuple[int, int], pygame.Surface] = {}


def painted(size: tuple[int, int], rect: pygame.Rect, lay: Layout, paint: Callable) -> pygame.Surface:
    """What ``paint`` draws inside ``rect`` over the table's backdrop, as an opaque picture."""
    scratch = _scratch.get(size)
    if scratch is None:
        _scratch.clear()
        scratch = _scratch[size] = _display_format(pygame.Surface(size))
    area = rect.clip(scratch.get_rect())
    scratch.blit(backdrop.backdrop(size, False), area.topleft, area=area)
    paint(scratch, lay)
    picture = _display_format(pygame.Surface(rect.size))
    picture.blit(scratch, (area.x - rect.x, area.y - rect.y), area=area)
    return picture


def _display_format(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the window's pixel format (the fastest copy), when there is a window."""
    return surface.convert() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=8192)
def fit(words: str, size: int, width: int, height: int, bold: bool = False, one_line_first: bool = True):
    """``text.fit_box``, remembered: the table draws the same texts in the same boxes every frame."""
    size, lines = text.fit_box(words, size, width, height, bold, one_line_first)
    return size, tuple(lines)


@lru_cache(maxsize=8192)
def wrapped(words: str, size: int, width: int) -> tuple[str, ...]:
    """``text.wrap``, remembered (the log's lines)."""
    return tuple(text.wrap(words, size, width))


def label(
    surface: pygame.Surface,
    words: str,
    pos: tuple[int, int],
    size: int,
    color=theme.TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    width: int | None = None,
) -> pygame.Rect:
    """Draw one line (shrunk to ``width`` when given); return where it went."""
    if width is not None:
        size, lines = fit(words, size, width, 0, bold)
        words = lines[0]
    image = text.render(words, size, color, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def die_row(
    surface: pygame.Surface, faces: list[str], x: int, y: int, size: int, gap: int, max_right: int
) -> list[pygame.Rect]:
    """Draw one die per face from (x, y), wrapping before ``max_right``; return each die's rect."""
    rects = []
    left = x
    for face in faces:
        if x + size > max_right and x > left:
            x, y = left, y + size + gap
        image = sprites.wild(size) if face == "wild" else sprites.die(face, size)
        rect = pygame.Rect(x, y, size, size)
        surface.blit(image, rect)
        rects.append(rect)
        x += size + gap
    return rects


def dice_rects(count: int, x: int, y: int, size: int, gap: int, max_right: int) -> list[pygame.Rect]:
    """Where ``die_row`` puts ``count`` dice (for layout before drawing)."""
    rects, left = [], x
    for _ in range(count):
        if x + size > max_right and x > left:
            x, y = left, y + size + gap
        rects.append(pygame.Rect(x, y, size, size))
        x += size + gap
    return rects


def faces_of(dice: dict[str, int]) -> list[str]:
    """Held dice as a list of faces, in colour then tier order."""
    from game.tmdice.dice import FACES

    return [f for f in FACES for _ in range(dice.get(f, 0))]


Drawer = Callable[[pygame.Surface, Layout], None]
