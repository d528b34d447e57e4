"""The Ares table's kept panel images (widgets/cached.py): a panel kept laid over what lay beneath
it looks exactly as the panel blended anew, is painted once per key and again when the key changes."""

from __future__ import annotations

import pygame

from ui.layout import Layout
from ui.tables.ares.widgets.cached import CachedDraw


class Panel(CachedDraw):
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.colour = (200, 40, 40, 128)
        self.paints = 0

    def cache_key(self):
        return self.colour

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        self.paints += 1
        pygame.draw.rect(surface, self.colour, self.rect.inflate(-10, -10))


def _backdrop(size) -> pygame.Surface:
    surface = pygame.Surface(size)
    for x in range(size[0]):
        pygame.draw.line(surface, (x % 256, 60, 255 - x % 256), (x, 0), (x, size[1]))
    return surface


def _blended(panel: Panel, size) -> pygame.Surface:
    expected = _backdrop(size)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, panel.colour, panel.rect.inflate(-10, -10))
    expected.blit(layer, (0, 0))
    return expected


def test_a_kept_panel_looks_as_the_panel_blended_anew_and_repaints_on_a_new_key():
    size = (160, 100)
    panel = Panel(pygame.Rect(20, 10, 100, 60))
    lay = Layout.of(size)
    for _frame in range(3):
        surface = _backdrop(size)
        panel.draw(surface, lay)
    assert panel.paints == 1
    expected = _blended(panel, size)
    assert all(
        surface.get_at((x, y)) == expected.get_at((x, y)) for x in range(0, 160, 3) for y in range(0, 100, 3)
    )
    assert surface.get_at((60, 40))[:3] != _backdrop(size).get_at((60, 40))[:3]  # the panel shows

    panel.colour = (40, 200, 40, 200)
    surface = _backdrop(size)
    panel.draw(surface, lay)
    assert panel.paints == 2
    assert surface.get_at((60, 40)) == _blended(panel, size).get_at((60, 40))


def test_a_panel_half_outside_the_window_is_clipped_not_refused():
    size = (160, 100)
    panel = Panel(pygame.Rect(120, 60, 100, 60))
    surface = _backdrop(size)
    panel.draw(surface, Layout.of(size))
    assert surface.get_at((140, 80)) == _blended(panel, size).get_at((140, 80))
