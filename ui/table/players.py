"""Player colours and marker shapes, shared by every game's table (no rules here).

Players get an Okabe-Ito colour *and* a marker shape each, so two players can
always be told apart without colour vision: a sky-blue circle, an orange
square, a bluish-green triangle, a yellow diamond and a reddish-purple
hexagon. A neutral seat (a solo game's opponent) is a grey ring. A game with
marker art of its own (TM's sprite sheet) draws that; ``marker_image`` draws
the shape for games without it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import N_, Text

if TYPE_CHECKING:
    import pygame

Color = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class PlayerStyle:
    key: str
    color: Color
    shape: str
    label: str  # English msgid naming colour and shape


PLAYER_STYLES: tuple[PlayerStyle, ...] = (
    PlayerStyle("sky", (86, 180, 233), "circle", N_("Sky blue circle")),
    PlayerStyle("orange", (230, 159, 0), "square", N_("Orange square")),
    PlayerStyle("green", (0, 158, 115), "triangle", N_("Green triangle")),
    PlayerStyle("yellow", (240, 228, 66), "diamond", N_("Yellow diamond")),
    PlayerStyle("purple", (204, 121, 167), "hexagon", N_("Purple hexagon")),
)
NEUTRAL_STYLE = PlayerStyle("neutral", (196, 196, 196), "ring", N_("Neutral"))


def style_of(index: int) -> PlayerStyle:
    """The style at ``index`` of the palette (wraps around), or the neutral style for -1."""
    if index < 0:
        return NEUTRAL_STYLE
    return PLAYER_STYLES[index % len(PLAYER_STYLES)]


def default_player_name(seat: int) -> str:
    """ "Player 2": the name of a seat nobody named."""
    return Text(N_("Player {number}"), {"number": seat + 1}).translated()


def default_computer_name(seat: int) -> str:
    """ "Computer 2": the name of a computer seat nobody named."""
    return Text(N_("Computer {number}"), {"number": seat + 1}).translated()


#: How a seat's kind reads (``game.core.seats``): a person, or a computer of a level.
SEAT_KIND_LABELS = {
    "human": N_("Human"),
    "easy": N_("Computer: easy"),
    "normal": N_("Computer: normal"),
    "hard": N_("Computer: hard"),
}


def default_name(seat: int, kind: str) -> str:
    """The name of a seat nobody named: "Player 2", or "Computer 2" for a computer seat."""
    return default_player_name(seat) if kind == "human" else default_computer_name(seat)


def shape_points(shape: str, rect: pygame.Rect) -> list[tuple[float, float]]:
    """The corners of a polygon ``shape`` (square, triangle, diamond, hexagon) inside ``rect``."""
    cx, cy, r = rect.centerx, rect.centery, rect.width / 2
    corners = {"square": (4, 45), "triangle": (3, -90), "diamond": (4, 0), "hexagon": (6, 0)}
    count, start = corners[shape]
    return [
        (
            cx + r * math.cos(math.radians(start + i * 360 / count)),
            cy + r * math.sin(math.radians(start + i * 360 / count)),
        )
        for i in range(count)
    ]


_markers: dict[tuple[int, int], pygame.Surface] = {}


def marker_image(style_index: int, size: int) -> pygame.Surface:
    """The marker of ``style_index`` drawn ``size`` pixels wide: its shape in its colour, dark outline."""
    import pygame  # here, so the palette and the names need no pygame (the art script, the session)

    key = (style_index, size)
    image = _markers.get(key)
    if image is None:
        style = style_of(style_index)
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = image.get_rect().inflate(-2, -2)
        edge = max(1, size // 12)
        if style.shape in ("circle", "ring"):
            pygame.draw.circle(
                image, style.color, rect.center, rect.width // 2, edge * 3 if style.shape == "ring" else 0
            )
            pygame.draw.circle(image, (20, 16, 20), rect.center, rect.width // 2, edge)
        else:
            points = shape_points(style.shape, rect)
            pygame.draw.polygon(image, style.color, points)
            pygame.draw.polygon(image, (20, 16, 20), points, edge)
        _markers[key] = image
    return image
