"""The painted background: a dark starfield with Mars rising in a corner.

Drawn once per window size (procedurally, with a fixed seed so every run and
every screenshot looks the same) and then blitted each frame.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ui import theme


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int], planet: bool = True) -> pygame.Surface:
    width, height = size
    surface = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    _gradient(surface)
    _stars(surface)
    if planet:
        _planet(surface)
    return surface


def _gradient(surface: pygame.Surface) -> None:
    """Top to bottom, drawn as a one-pixel-wide strip and stretched (fast at any size)."""
    width, height = surface.get_size()
    top, bottom = theme.SPACE, theme.SPACE_GLOW
    strip = pygame.Surface((1, height))
    for y in range(height):
        t = (y / max(1, height - 1)) ** 2.2
        strip.set_at((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)))
    surface.blit(pygame.transform.scale(strip, (width, height)), (0, 0))


def _stars(surface: pygame.Surface) -> None:
    width, height = surface.get_size()
    rng = random.Random(20260101)
    count = width * height // 2600
    for _ in range(count):
        x, y = rng.randrange(width), rng.randrange(height)
        level = rng.choice((70, 90, 120, 160, 210))
        warm = rng.random() < 0.2
        color = (level, level * 4 // 5, level * 3 // 5) if warm else (level, level, min(255, level + 20))
        surface.set_at((x, y), color)
        if level > 180:
            surface.set_at((x + 1, y), color)


def _planet(surface: pygame.Surface) -> None:
    """Mars low in the right corner, painted at half size and smoothly enlarged (it is all soft shading)."""
    width, height = surface.get_size()
    full = int(min(width, height) * 0.62)
    cx, cy = int(width * 0.93), int(height * 1.18)
    image = _planet_image(full // 2)
    image = pygame.transform.smoothscale(image, (image.get_width() * 2, image.get_height() * 2))
    surface.blit(image, image.get_rect(center=(cx, cy)))


def _planet_image(radius: int) -> pygame.Surface:
    """The disc with its atmosphere glow, on a transparent square."""
    size = radius * 2
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    rng = random.Random(1976)
    base = pygame.Color(*theme.RUST_DARK)
    light = pygame.Color(*theme.RUST)
    # Concentric shading: lighter towards the sunlit upper left. The square is filled
    # first so that the anti-aliased mask below, not a jagged circle, makes the edge.
    disc.fill(base)
    steps = 48
    for i in range(steps):
        t = i / (steps - 1)
        r = int(radius * (1 - t * 0.98))
        offset = int(radius * 0.35 * t)
        color = base.lerp(light, min(1.0, t * 1.3))
        pygame.draw.circle(disc, color, (radius - offset, radius - offset), r)
    # Albedo features: soft dark blotches, blended (not punched) into the disc.
    features = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(30):
        angle = rng.uniform(0, math.tau)
        dist = rng.uniform(0.1, 0.95) * radius
        x = radius + int(math.cos(angle) * dist)
        y = radius + int(math.sin(angle) * dist)
        w, h = rng.randint(radius // 14, radius // 4), rng.randint(radius // 30, radius // 10)
        pygame.draw.ellipse(features, (60, 22, 10, 40), (x - w, y - h, 2 * w, 2 * h))
    disc.blit(features, (0, 0))
    # Night side: darken towards the lower right.
    shade = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(24):
        t = i / 23
        pygame.draw.circle(
            shade,
            (8, 4, 6, round(10 * t)),
            (int(radius * 1.5), int(radius * 1.5)),
            int(radius * 1.6 * (1 - t)) + 1,
        )
    disc.blit(shade, (0, 0))
    # Clip everything to the disc and add an atmosphere rim.
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.aacircle(mask, (255, 255, 255, 255), (radius, radius), radius)
    disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    rim = 10
    image = pygame.Surface((size + 2 * rim, size + 2 * rim), pygame.SRCALPHA)
    for i in range(rim):
        pygame.draw.circle(image, (*theme.RUST_LIGHT, 10), (radius + rim, radius + rim), radius + rim - i)
    image.blit(disc, (rim, rim))
    return image
