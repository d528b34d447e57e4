"""Layout that follows the window size.

Every scene recomputes its rectangles from the current window size each frame,
through a ``Layout``: one scale factor relative to the 1280x720 reference and
helpers to cut the window into columns and stacks of rows.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui import fonts, theme


@dataclass(frozen=True, slots=True)
class Layout:
    width: int
    height: int

    @classmethod
    def of(cls, size: tuple[int, int]) -> Layout:
        return cls(max(1, int(size[0])), max(1, int(size[1])))

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def scale(self) -> float:
        ref_w, ref_h = theme.REFERENCE_SIZE
        return min(self.width / ref_w, self.height / ref_h)

    def px(self, value: float) -> int:
        """A reference-size length in real pixels (at least 1)."""
        return max(1, round(value * self.scale))

    def font_px(self, value: float) -> int:
        """A font size in real pixels; never below a readable minimum."""
        return max(fonts.SMALLEST, round(value * self.scale))

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.width, self.height)

    def margin(self) -> int:
        return self.px(theme.MARGIN)

    def content(self) -> pygame.Rect:
        """The window minus the outer margin."""
        return self.rect.inflate(-2 * self.margin(), -2 * self.margin())


def stack(top_left: tuple[int, int], width: int, height: int, gap: int, count: int) -> list[pygame.Rect]:
    """``count`` rectangles of the same size one under the other."""
    x, y = top_left
    return [pygame.Rect(x, y + i * (height + gap), width, height) for i in range(count)]


def split_columns(area: pygame.Rect, fractions: list[float], gap: int) -> list[pygame.Rect]:
    """Cut ``area`` into side-by-side columns whose widths follow ``fractions``."""
    usable = area.width - gap * (len(fractions) - 1)
    total = sum(fractions)
    rects = []
    x = area.x
    for i, fraction in enumerate(fractions):
        w = round(usable * fraction / total) if i < len(fractions) - 1 else area.right - x
        rects.append(pygame.Rect(x, area.y, w, area.height))
        x += w + gap
    return rects
