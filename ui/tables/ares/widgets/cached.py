"""Panels that change only when the game does: drawn once per key (the position, who is looking,
the language, the size) into an image kept until the key changes, then blitted each frame. Text
wrapping of the log and many card faces would otherwise be redone 60 times a second.

The kept image is the panel already laid over what lay beneath it when it was painted (the table's
backdrop, which does not move), so each frame blits it opaque: blending the half-transparent
panels anew was the frame's largest cost (about half of its CPU time at 1920x1080)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.i18n import current_language
from ui.layout import Layout


class CachedDraw:
    """Mixed into a widget: ``paint`` draws it (absolute coordinates, inside ``rect``);
    ``cache_key`` says what it shows."""

    rect: pygame.Rect
    _image: pygame.Surface | None = None
    _key: Hashable = None

    def cache_key(self) -> Hashable:
        raise NotImplementedError

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        raise NotImplementedError

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        area = self.rect.clip(surface.get_rect())
        key = (self.cache_key(), tuple(area), surface.get_size(), current_language())
        if self._image is None or key != self._key:
            image = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self.paint(image, lay)
            under = surface.subsurface(area).copy()  # the backdrop (drawn first each frame)
            under.blit(image, (0, 0), area=area)
            if pygame.display.get_surface() is not None:
                under = under.convert()  # blits several times faster in the display's format
            self._image, self._key = under, key
        surface.blit(self._image, area.topleft)
