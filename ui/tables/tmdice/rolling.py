"""Dice rolling on screen: the rolled dice tumble briefly (faces of their colour flicker, the
dice turn) and land on the engine's seeded result, which is already in the state. A click or a
key skips it; with animations off (``animation_seconds`` 0) nothing tumbles."""

from __future__ import annotations

import random

import pygame

from game.tmdice.dice import FACE_COLOUR, SIDES
from ui import theme
from ui.layout import Layout
from ui.tables.tmdice import sprites
from ui.tables.tmdice.widgets.common import label

LAND_SHARE = 0.4  # the last part of the time shows the landed faces


class Rolling:
    def __init__(self) -> None:
        self.seat: int | None = None
        self.faces: list[str] = []
        self.total = 0.0
        self.left = 0.0
        self._rng = random.Random(0)  # only the tumbling look; the result is the engine's

    def start(self, seat: int | None, faces: list[str], seconds: float) -> None:
        if seconds <= 0 or not faces:
            self.left = 0.0
            return
        self.seat, self.faces = seat, list(faces)
        self.total = self.left = seconds

    def active(self) -> bool:
        return self.left > 0

    def skip(self) -> None:
        self.left = 0.0

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def tumbling(self) -> bool:
        return self.left > self.total * LAND_SHARE

    def draw(self, surface: pygame.Surface, lay: Layout, area: pygame.Rect, table) -> None:
        if not self.active():
            return
        size = lay.px(48)
        gap = lay.px(8)
        width = len(self.faces) * (size + gap) + gap
        strip = pygame.Rect(0, 0, min(area.width, width), size + lay.px(40))
        strip.midbottom = (area.centerx, area.bottom - lay.px(8))
        layer = pygame.Surface(strip.size, pygame.SRCALPHA)
        layer.fill((20, 14, 20, 220))
        surface.blit(layer, strip)
        pygame.draw.rect(surface, theme.OCHRE, strip, lay.px(2), lay.px(8))
        if self.seat is not None:
            label(
                surface,
                table.session.name(self.seat),
                (strip.centerx, strip.y + lay.px(4)),
                lay.font_px(13),
                theme.TEXT,
                True,
                "midtop",
            )
        x = strip.x + gap
        for face in self.faces:
            if self.tumbling():
                shown = self._rng.choice(SIDES[FACE_COLOUR[face]])
                image = pygame.transform.rotate(sprites.die(shown, size), self._rng.uniform(-35, 35))
            else:
                image = sprites.die(face, size)
            surface.blit(image, image.get_rect(center=(x + size // 2, strip.bottom - size // 2 - lay.px(6))))
            x += size + gap
