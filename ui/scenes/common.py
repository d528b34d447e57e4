"""Pieces every shell screen shares: the backdrop, a heading and a Back button."""

from __future__ import annotations

import pygame

from game.i18n import N_
from ui import backdrop, theme
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.widgets.button import Button
from ui.widgets.label import Label


def heading_rect(lay: Layout) -> pygame.Rect:
    content = lay.content()
    return pygame.Rect(content.x, content.y, content.width, lay.px(56))


def back_button_rect(lay: Layout) -> pygame.Rect:
    content = lay.content()
    width, height = lay.px(220), lay.px(theme.BUTTON_HEIGHT)
    return pygame.Rect(content.x, content.bottom - height, width, height)


def body_rect(lay: Layout) -> pygame.Rect:
    """The area between the heading and the Back button."""
    top = heading_rect(lay).bottom + lay.px(20)
    bottom = back_button_rect(lay).top - lay.px(20)
    content = lay.content()
    return pygame.Rect(content.x, top, content.width, max(0, bottom - top))


class ShellScene(Scene):
    """A full screen with a heading at the top left and Back at the bottom left."""

    heading_msgid = ""
    show_planet = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.heading = self.widgets.add(
            Label(
                self.heading_msgid, name="heading", font_size=theme.FONT_HEADING, color=theme.OCHRE, bold=True
            )
        )
        self.back_button = Button(N_("Back"), self.back, name="back")

    def layout(self, lay: Layout) -> None:
        self.heading.rect = heading_rect(lay)
        self.back_button.rect = back_button_rect(lay)

    def body_rect(self, lay: Layout) -> pygame.Rect:
        return body_rect(lay)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        surface.blit(backdrop.backdrop(lay.size, self.show_planet), (0, 0))
        self.draw_behind(surface, lay)
        super().draw(surface, lay)

    def draw_behind(self, surface: pygame.Surface, lay: Layout) -> None:
        """Panels and decorations drawn under the widgets."""
