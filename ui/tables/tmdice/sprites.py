"""The Dice Game's sprite sheet (``assets/tmdice``, drawn by ``build_scripts/make_dice_sheet.py``).

``die(face, size)`` is a die showing ``face``, ``pool_die(colour, size)`` a die of a colour seen
from no face, ``wild(size)`` the wild token; every scaled copy is cached.
"""

from __future__ import annotations

import json
from functools import cache

import pygame

from assets import asset_path

ATLAS = asset_path("tmdice", "atlas.json")


@cache
def atlas() -> dict:
    return json.loads(ATLAS.read_text(encoding="utf-8"))


@cache
def _sheet(name: str) -> pygame.Surface:
    image = pygame.image.load(str(asset_path("tmdice", atlas()["sheets"][name])))
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def original(name: str) -> pygame.Surface:
    """The unscaled cell ``name`` (``KeyError`` when the sheet has none)."""
    sheet, x, y, w, h = atlas()["sprites"][name]
    return _sheet(sheet).subsurface(pygame.Rect(x, y, w, h))


@cache
def sprite(name: str, size: int) -> pygame.Surface:
    image = original(name)
    return image.copy() if image.get_width() == size else pygame.transform.smoothscale(image, (size, size))


def die(face: str, size: int) -> pygame.Surface:
    return sprite(f"die_{face}", size)


def pool_die(colour: str, size: int) -> pygame.Surface:
    return sprite(f"die_{colour}", size)


def wild(size: int) -> pygame.Surface:
    return sprite("wild", size)


def clear_cache() -> None:
    """Forget the loaded sheet and scaled copies (after pygame is shut down)."""
    sprite.cache_clear()
    _sheet.cache_clear()
