"""Where an open base's cards go in a seat's area when a grid of equal tiles would cut their names.

A narrow panel (3-4 players: the other seats share the top row; in a combat it is lower still) has
no room for a dozen equal tiles with readable names. There the base is laid out as rows of tiles
each as wide as its name needs (the units badge beside it on a one-line tile), the base mat as wide
as what stands on it, and the resource stacks together in one tile of their counts: the fewest rows
that hold everything, so the tiles are as tall as they can be. Only when even the lowest rows cannot
hold every name at its width do the tiles narrow, the widest first (their names then squeezed,
``cards.fit_words``), so a short name such as "Brood" keeps its width.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from ui.layout import Layout
from ui.tables.ares.widgets.cards import name_shows_whole

MIN_ROW = 22  # the lowest row (reference pixels): one line of a tile's name
TILE_CAP = 110  # a tile grows with a row's spare room up to this (reference pixels), as in the grid
MIN_TILE = 36  # the narrowest building tile (reference pixels)
WIDEST = 180  # a name wider than this is squeezed


@dataclass
class Item:
    """One thing in a row: a building (``key`` its index in the base), the mat with the buildings on
    it (``parts``: their widths), or the resource stacks (``key`` "stacks")."""

    key: object
    width: int
    grows: bool = True  # takes a share of a row's spare width
    parts: list[int] = field(default_factory=list)
    keeps: Callable[[pygame.Rect], bool] | None = None  # whether a grown tile still shows its name


def name_width(lay: Layout, name: str, units: bool, height: int) -> int:
    """The narrowest tile ``height`` high (from ``MIN_TILE``) that shows ``name`` whole, as
    ``cards.draw_face`` draws it (at most ``WIDEST``: wider names are squeezed)."""
    for width in range(lay.px(MIN_TILE), lay.px(WIDEST), max(1, lay.px(2))):
        if name_shows_whole(lay, pygame.Rect(0, 0, width, height), name, units):
            return width
    return lay.px(WIDEST)


def rows_for(items: Sequence[Item], width: int, gap: int) -> list[list[Item]]:
    """``items`` in rows of ``width``: each in the first row with room for it (the base's order
    within a row; a later, narrower card may fill the room a wide one left)."""
    rows: list[list[Item]] = []
    used: list[int] = []
    for item in items:
        for k, row in enumerate(rows):
            if used[k] + gap + item.width <= width:
                row.append(item)
                used[k] += gap + item.width
                break
        else:
            rows.append([item])
            used.append(item.width)
    return rows


def flow(lay: Layout, body: pygame.Rect, items_for_height, gap: int) -> list[tuple[Item, pygame.Rect]]:
    """Each item with its rect in ``body``: the fewest rows (so the tallest tiles) in which every item
    has its width; ``items_for_height(h)`` gives the items for rows ``h`` high. Failing that, the
    most rows that stay readable, each item narrowed in proportion."""
    most = max(1, (body.height + gap) // (lay.px(MIN_ROW) + gap))
    for count in range(1, most + 1):
        h = (body.height - gap * (count - 1)) // count
        items = items_for_height(h)
        rows = rows_for(items, body.width, gap)
        if len(rows) <= count:
            return _place(lay, body, rows, h, gap)
    h = (body.height - gap * (most - 1)) // most
    items = items_for_height(h)
    wanted = [(i.width, list(i.parts)) for i in items]
    # The widest narrow first (a long name squeezed a little rather than every name a lot): the
    # widths are capped, the cap lowered until the rows hold everything; the mat's parts alike.
    cap = max([w for w, _ in wanted] + [p for _, parts in wanted for p in parts], default=lay.px(16))
    while True:
        cap = int(cap * 0.95)
        for item, (width, parts) in zip(items, wanted, strict=True):
            if parts:
                item.parts = [max(lay.px(16), min(p, cap)) for p in parts]
                item.width = width - sum(parts) + sum(item.parts)
            else:
                item.width = max(lay.px(16), min(width, cap))
        rows = rows_for(items, body.width, gap)
        if len(rows) <= most or cap <= lay.px(16):
            return _place(lay, body, rows[:most], h, gap)


def _place(lay: Layout, body: pygame.Rect, rows, h: int, gap: int) -> list[tuple[Item, pygame.Rect]]:
    placed = []
    for r, row in enumerate(rows):
        used = sum(i.width for i in row) + gap * (len(row) - 1)
        growing = [i for i in row if i.grows]
        spare = max(0, body.width - used)
        x = body.x
        for item in row:
            w = item.width
            if item.grows and spare:
                grown = min(max(w, lay.px(TILE_CAP)), w + spare // len(growing))
                if item.keeps is None or item.keeps(pygame.Rect(0, 0, grown, h)):
                    w = grown  # (a wider tile may take a larger font that no longer fits)
            w = min(w, body.right - x)
            placed.append((item, pygame.Rect(x, body.y + r * (h + gap), w, h)))
            x += w + gap
    return placed
