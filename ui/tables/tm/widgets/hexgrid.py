"""Hex geometry of the Tharsis map: axial coordinates to pixels and back (pointy-top hexes)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.tm.board import GANYMEDE, PHOBOS, tharsis

SQRT3 = math.sqrt(3)
ROWS = 9  # rows of the map (axial r from -4 to 4)
WIDEST = 9  # hexes in the widest row


@dataclass(frozen=True, slots=True)
class HexGrid:
    """Centres of every space for a map drawn inside ``rect``."""

    rect: pygame.Rect
    radius: float
    centers: dict[str, tuple[int, int]]

    @classmethod
    def fit(cls, rect: pygame.Rect) -> HexGrid:
        radius = min(rect.width / (WIDEST * SQRT3 + 0.4), rect.height / (1.5 * (ROWS - 1) + 2.2))
        cx, cy = rect.centerx, rect.centery
        board = tharsis()
        centers: dict[str, tuple[int, int]] = {}
        for sid in board.mars_ids:
            s = board[sid]
            centers[sid] = (round(cx + radius * SQRT3 * (s.q + s.r / 2)), round(cy + 1.5 * radius * s.r))
        # The two spaces off Mars sit in the free corner above the left end of the first row.
        top_y = cy - 1.5 * radius * 4
        left_x = cx - radius * SQRT3 * 4.5
        centers[GANYMEDE] = (round(left_x + radius * 0.9), round(top_y - radius * 0.2))
        centers[PHOBOS] = (round(left_x + radius * 0.9), round(cy + 1.5 * radius * 4 + radius * 0.2))
        return cls(rect, radius, centers)

    def corners(self, space_id: str, scale: float = 1.0) -> list[tuple[float, float]]:
        x, y = self.centers[space_id]
        r = self.radius * scale
        return [
            (x + r * math.cos(math.radians(-90 + 60 * k)), y + r * math.sin(math.radians(-90 + 60 * k)))
            for k in range(6)
        ]

    def space_at(self, pos: tuple[int, int]) -> str | None:
        """The space under ``pos`` (inside its inscribed circle), or None."""
        limit = (self.radius * SQRT3 / 2) ** 2
        best, best_d = None, limit
        for sid, (x, y) in self.centers.items():
            d = (pos[0] - x) ** 2 + (pos[1] - y) ** 2
            if d <= best_d:
                best, best_d = sid, d
        return best

    def tile_size(self) -> tuple[int, int]:
        return (round(SQRT3 * self.radius) + 1, round(2 * self.radius))
