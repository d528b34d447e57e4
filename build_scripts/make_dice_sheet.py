"""Draw the Dice Game's dice and wild token and write them as one sprite sheet with a JSON atlas.

    python build_scripts/make_dice_sheet.py

Writes into ``assets/tmdice/``:

* ``dice.png``: 96x96 cells: ``die_<face>`` for each of the 15 faces of ``game.tmdice.dice``
  (a die of its colour showing the face's pictogram), ``die_<colour>`` for each colour (the
  colour's die seen from no face: the pool), and ``wild`` (the wild token);
* ``atlas.json``: ``{"sheets": {sheet: file}, "sprites": {name: [sheet, x, y, w, h]}}``, the
  format of ``assets/tm`` so the same loader reads both.

Colour is never the only cue (colour-blind safety): each colour carries its own mark in the
die's top left corner (yellow circle, red triangle, green diamond, blue square, grey cross),
and the bottom right corner shows the face's tier as pips (lower 1, upper 2, rare 3).
Drawn with pygame primitives at four times the size and scaled down smoothly, so running the
script again reproduces the committed files byte for byte.
"""

from __future__ import annotations

import json
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from build_scripts.make_tm_assets import (  # noqa: E402
    INK,
    SS,
    WHITE,
    draw_atom,
    draw_bolt,
    draw_bubbles,
    draw_cube,
    draw_drop,
    draw_event_arrow,
    draw_flame,
    draw_globe,
    draw_leaf,
    draw_letter_m,
    draw_microbe,
    draw_paw,
    draw_skyline,
    finish,
    mix,
    polygon,
    star_points,
)
from game.tmdice.dice import COLOURS, FACE_COLOUR, FACES, TIER_OF  # noqa: E402

OUT = ROOT / "assets" / "tmdice"
CELL = 96
COLUMNS = 8

#: die body colours (the marks carry the colour for colour-blind players)
BODY = {
    "yellow": (234, 192, 56),
    "red": (204, 64, 48),
    "green": (72, 156, 72),
    "blue": (58, 120, 206),
    "grey": (146, 146, 156),
}
MARKS = {"yellow": "circle", "red": "triangle", "green": "diamond", "blue": "square", "grey": "cross"}
BADGE = (38, 32, 36)


def _mark(big: pygame.Surface, shape: str, cx: float, cy: float, r: float, color) -> None:
    """The colour's mark: a small solid shape of its own per colour."""
    if shape == "circle":
        pygame.draw.circle(big, color, (round(cx), round(cy)), round(r))
    elif shape == "triangle":
        polygon(
            big, color, [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
        )
    elif shape == "diamond":
        polygon(big, color, [(cx, cy - r * 1.2), (cx + r, cy), (cx, cy + r * 1.2), (cx - r, cy)])
    elif shape == "square":
        pygame.draw.rect(
            big, color, (round(cx - r * 0.85), round(cy - r * 0.85), round(r * 1.7), round(r * 1.7))
        )
    else:
        w = r * 0.45
        pygame.draw.rect(big, color, (round(cx - r), round(cy - w), round(2 * r), round(2 * w)))
        pygame.draw.rect(big, color, (round(cx - w), round(cy - r), round(2 * w), round(2 * r)))


def _body(colour: str) -> tuple[pygame.Surface, float]:
    """A blank die of ``colour`` on a supersampled canvas and the canvas size."""
    size = CELL * SS
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    fill = BODY[colour]
    inset = round(size * 0.04)
    rect = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
    pygame.draw.rect(big, mix(fill, INK, 0.45), rect.move(0, round(SS * 2)), border_radius=round(size * 0.16))
    pygame.draw.rect(big, fill, rect, border_radius=round(size * 0.16))
    pygame.draw.rect(
        big,
        mix(fill, WHITE, 0.35),
        rect.inflate(-size * 0.08, -size * 0.08),
        round(SS * 1.5),
        border_radius=round(size * 0.13),
    )
    pygame.draw.rect(big, INK, rect, round(SS * 2.5), border_radius=round(size * 0.16))
    return big, size


def _nuclear(big: pygame.Surface, cx: float, cy: float, s: float) -> None:
    pygame.draw.circle(big, (250, 214, 60), (round(cx), round(cy)), round(s * 0.4))
    for k in range(3):
        start = math.radians(-90 + 120 * k - 30)
        pts = [(cx, cy)]
        for j in range(13):
            a = start + math.radians(60) * j / 12
            pts.append((cx + math.cos(a) * s * 0.36, cy + math.sin(a) * s * 0.36))
        polygon(big, INK, pts)
    pygame.draw.circle(big, (250, 214, 60), (round(cx), round(cy)), round(s * 0.1))
    pygame.draw.circle(big, INK, (round(cx), round(cy)), round(s * 0.065))


def _megacredit(big: pygame.Surface, cx: float, cy: float, s: float) -> None:
    half = s * 0.36
    box = (round(cx - half), round(cy - half), round(2 * half), round(2 * half))
    pygame.draw.rect(big, (236, 196, 64), box, border_radius=round(s * 0.1))
    pygame.draw.rect(big, (150, 110, 20), box, round(SS * 2), border_radius=round(s * 0.1))
    draw_letter_m(big, cx, cy, s * 0.95)


def _titanium(big: pygame.Surface, cx: float, cy: float, s: float) -> None:
    polygon(big, (150, 150, 170), star_points(cx, cy, s * 0.42, s * 0.22, 4, -90))
    polygon(big, (232, 232, 244), star_points(cx, cy, s * 0.28, s * 0.14, 4, -90))


def _energy(big: pygame.Surface, cx: float, cy: float, s: float) -> None:
    draw_bolt(big, cx, cy, s * 1.05, (250, 220, 80))


def _steel(big: pygame.Surface, cx: float, cy: float, s: float) -> None:
    draw_cube(big, cx, cy + s * 0.04, s * 1.05, (214, 150, 90), (160, 100, 54), (124, 76, 40))


PICTOGRAMS = {
    "megacredit": _megacredit,
    "science": lambda b, x, y, s: draw_atom(b, x, y, s, WHITE),
    "earth": draw_globe,
    "heat": draw_flame,
    "event": draw_event_arrow,
    "nuclear": _nuclear,
    "plant": draw_leaf,
    "microbe": draw_microbe,
    "animal": draw_paw,
    "water": draw_drop,
    "energy": _energy,
    "oxygen": draw_bubbles,
    "steel": _steel,
    "titanium": _titanium,
    "city": lambda b, x, y, s: draw_skyline(b, x, y, s, WHITE),
}


def _corner_marks(big: pygame.Surface, size: float, colour: str, pips: int) -> None:
    _mark(big, MARKS[colour], size * 0.19, size * 0.19, size * 0.075, INK)
    for k in range(pips):
        x = size * (0.83 - 0.1 * k)
        pygame.draw.circle(big, INK, (round(x), round(size * 0.83)), round(size * 0.035))


def die_face(face: str) -> pygame.Surface:
    """A die of the face's colour showing ``face``."""
    colour = FACE_COLOUR[face]
    big, size = _body(colour)
    c = size / 2
    pygame.draw.circle(big, BADGE, (round(c), round(c)), round(size * 0.31))
    pygame.draw.circle(
        big, mix(BODY[colour], WHITE, 0.4), (round(c), round(c)), round(size * 0.31), round(SS * 2)
    )
    PICTOGRAMS[face](big, c, c, size * 0.5)
    _corner_marks(big, size, colour, TIER_OF[face] + 1)
    return finish(big, CELL, CELL)


def die_colour(colour: str) -> pygame.Surface:
    """A die of ``colour`` showing its mark large (the pool's dice, faces not rolled yet)."""
    big, size = _body(colour)
    c = size / 2
    _mark(big, MARKS[colour], c, c, size * 0.22, INK)
    _mark(big, MARKS[colour], c, c, size * 0.14, mix(BODY[colour], WHITE, 0.55))
    return finish(big, CELL, CELL)


def wild_token() -> pygame.Surface:
    """The wild token: a round token ringed with the five colours, a white star in its middle."""
    size = CELL * SS
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size / 2, size * 0.44
    pygame.draw.circle(big, INK, (round(c), round(c + SS * 2)), round(r))
    for k, colour in enumerate(COLOURS):
        a0 = math.radians(-90 + 72 * k)
        pts = [(c, c)] + [
            (
                c + math.cos(a0 + math.radians(72) * j / 16) * r,
                c + math.sin(a0 + math.radians(72) * j / 16) * r,
            )
            for j in range(17)
        ]
        polygon(big, BODY[colour], pts)
    pygame.draw.circle(big, BADGE, (round(c), round(c)), round(r * 0.68))
    polygon(big, WHITE, star_points(c, c, r * 0.58, r * 0.24, 5, -90))
    pygame.draw.circle(big, INK, (round(c), round(c)), round(r), round(SS * 2.5))
    return finish(big, CELL, CELL)


def items() -> list[tuple[str, pygame.Surface]]:
    """Every cell of the sheet, in sheet order."""
    out = [(f"die_{face}", die_face(face)) for face in FACES]
    out += [(f"die_{colour}", die_colour(colour)) for colour in COLOURS]
    out.append(("wild", wild_token()))
    return out


def build() -> tuple[pygame.Surface, dict]:
    cells = items()
    rows = -(-len(cells) // COLUMNS)
    sheet = pygame.Surface((COLUMNS * CELL, rows * CELL), pygame.SRCALPHA)
    sprites: dict[str, list] = {}
    for i, (key, image) in enumerate(cells):
        x, y = (i % COLUMNS) * CELL, (i // COLUMNS) * CELL
        sheet.blit(image, (x, y))
        sprites[key] = ["dice", x, y, CELL, CELL]
    atlas = {"version": 1, "sheets": {"dice": "dice.png"}, "sprites": dict(sorted(sprites.items()))}
    return sheet, atlas


def main() -> int:
    pygame.display.init()
    OUT.mkdir(parents=True, exist_ok=True)
    sheet, atlas = build()
    pygame.image.save(sheet, str(OUT / "dice.png"))
    (OUT / "atlas.json").write_text(json.dumps(atlas, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(atlas['sprites'])} sprites to {OUT.relative_to(ROOT)}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
