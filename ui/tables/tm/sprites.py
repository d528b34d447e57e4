"""The Terraforming Mars sprite sheets (``assets/tm``, drawn by ``build_scripts/make_tm_assets.py``).

``sprite(name, size)`` cuts a sprite out of its sheet through the JSON atlas
and scales it smoothly to ``size`` pixels (width, or (width, height)); every
scaled copy is cached, so drawing the same icon each frame costs one blit.
"""

from __future__ import annotations

import json
from functools import cache

import pygame

from assets import asset_path

ATLAS = asset_path("tm", "atlas.json")


class MissingSprite(KeyError):
    """The atlas has no sprite of that name (the art script was not re-run)."""


@cache
def atlas() -> dict:
    return json.loads(ATLAS.read_text(encoding="utf-8"))


@cache
def _sheet(name: str) -> pygame.Surface:
    image = pygame.image.load(str(asset_path("tm", atlas()["sheets"][name])))
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def has(name: str) -> bool:
    return name in atlas()["sprites"]


@cache
def _original(name: str) -> pygame.Surface:
    try:
        sheet, x, y, w, h = atlas()["sprites"][name]
    except KeyError:
        raise MissingSprite(name) from None
    return _sheet(sheet).subsurface(pygame.Rect(x, y, w, h))


def native_size(name: str) -> tuple[int, int]:
    return _original(name).get_size()


_scaled: dict[tuple[str, int, int], pygame.Surface] = {}


def sprite(name: str, size: int | tuple[int, int]) -> pygame.Surface:
    """``name`` scaled to ``size`` (an int keeps the aspect ratio, giving the width)."""
    if isinstance(size, int):
        w0, h0 = native_size(name)
        size = (max(1, size), max(1, round(size * h0 / w0)))
    key = (name, int(size[0]), int(size[1]))
    image = _scaled.get(key)
    if image is None:
        original = _original(name)
        image = (
            original.copy()
            if original.get_size() == key[1:]
            else pygame.transform.smoothscale(original, key[1:])
        )
        if len(_scaled) > 2000:
            _scaled.clear()
        _scaled[key] = image
    return image


def clear_cache() -> None:
    """Forget loaded sheets and scaled copies (after pygame is shut down)."""
    _scaled.clear()
    _original.cache_clear()
    _sheet.cache_clear()
