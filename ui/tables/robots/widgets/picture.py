"""A widget's picture kept between frames: the table redraws the same panels sixty times a second
while the game stands still, so each panel is painted once per look (its key: the position shown,
the language, the window size, what the mouse is over) and blitted again until the key changes
(bench/robots_frame.py: the frame time at 1920x1080)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class Picture:
    """The pixels a widget painted in its rectangle, with the key they were painted for.

    The widget paints straight onto the screen (over the backdrop, which is part of the key
    through the window size), and the painted area is copied: so the rounded corners keep the
    backdrop behind them and the copy is an opaque blit."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.image: pygame.Surface | None = None
        self.at: tuple[int, int] = (0, 0)

    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, key: Hashable, paint: Callable[[], None]
    ) -> None:
        """Blit the kept picture when ``key`` (and the rectangle) are as when it was painted, else
        ``paint()`` on ``surface`` and keep what it drew in ``rect``."""
        area = rect.clip(surface.get_rect())
        key = (key, tuple(area))
        if self.image is not None and key == self.key:
            surface.blit(self.image, self.at)
            return
        paint()
        if not (area.width and area.height):
            self.image = None
        elif self.image is not None and self.image.get_size() == area.size:
            self.image.blit(surface, (0, 0), area)  # into the kept surface: no new allocation
        else:
            self.image = surface.subsurface(area).copy()
        self.at, self.key = area.topleft, key

    def forget(self) -> None:
        self.key, self.image = None, None


def rect_key(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return (rect.x, rect.y, rect.width, rect.height)
