"""Where the parts of the Terraforming Mars table go, for any window size.

A pure function of the window size and the number of players, so tests (and
the real-window test) can find the spots to click without asking the app.
Sizes are reference pixels of the 1280x720 window, scaled by ``Layout``.
"""

from __future__ import annotations

import pygame

from ui.layout import Layout
from ui.table.standard_scene import top_bar_rect

BOARD_ROW = 60  # a player's board: resources and production, then the tag line
STANDINGS = 44  # milestones and awards under the map, always in view with it...
STANDINGS_MIN_SCALE = 1.2  # ...from 1536x864 up: at 1280x720 the map keeps that height (space names fit)
PILES = (
    92,
    36,
)  # the deck and discard counts: at the strip's right end, else in the map's empty top-right corner
HAND_HEIGHT = 188
ACTION_BAR_WIDTH = 300
TRACK_WIDTH = 44


def table_layout(lay: Layout, players: int) -> dict[str, pygame.Rect]:
    w, h = lay.width, lay.height
    px = lay.px
    pad = px(6)
    top = top_bar_rect(lay)
    bottom_h = px(HAND_HEIGHT)
    bottom = pygame.Rect(0, h - bottom_h, w, bottom_h)
    middle = pygame.Rect(0, top.bottom, w, bottom.top - top.bottom)
    # Left: the tracks and the map. Right: player boards and the side panel.
    right_w = min(px(610), round(w * 0.48))
    right = pygame.Rect(w - right_w - pad, middle.y + pad, right_w, middle.height - 2 * pad)
    left = pygame.Rect(pad, middle.y + pad, right.x - 2 * pad, middle.height - 2 * pad)
    standings = pygame.Rect(left.x, left.bottom, left.width, 0)
    if lay.scale >= STANDINGS_MIN_SCALE:
        standings = pygame.Rect(left.x, left.bottom - px(STANDINGS), left.width, px(STANDINGS))
        left.height -= standings.height + pad
    tracks = pygame.Rect(left.x, left.y, 2 * px(TRACK_WIDTH) + px(14), left.height)
    map_rect = pygame.Rect(tracks.right + pad, left.y, left.right - tracks.right - pad, left.height)
    if standings.height:
        piles = pygame.Rect(standings.right - px(PILES[0]), standings.y, px(PILES[0]), standings.height)
    else:
        piles = pygame.Rect(map_rect.right - px(PILES[0]), map_rect.y, px(PILES[0]), px(PILES[1]))
    board_h = px(BOARD_ROW)
    boards = pygame.Rect(right.x, right.y, right.width, players * board_h + (players - 1) * px(4))
    side = pygame.Rect(right.x, boards.bottom + px(8), right.width, right.bottom - boards.bottom - px(8))
    actions = pygame.Rect(
        w - px(ACTION_BAR_WIDTH) - pad, bottom.y + pad, px(ACTION_BAR_WIDTH), bottom.height - 2 * pad
    )
    hand = pygame.Rect(pad, bottom.y + pad, actions.x - 2 * pad, bottom.height - 2 * pad)
    menu = pygame.Rect(w - px(120) - pad, top.y + px(4), px(120), top.height - px(8))
    return {
        "top": top,
        "tracks": tracks,
        "map": map_rect,
        "boards": boards,
        "side": side,
        "hand": hand,
        "actions": actions,
        "menu": menu,
        "bottom": bottom,
        "standings": standings,
        "piles": piles,
    }
