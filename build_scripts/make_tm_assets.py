"""Draw the Terraforming Mars art and write it as sprite sheets with a JSON atlas.

    python build_scripts/make_tm_assets.py

Writes into ``assets/tm/``:

* ``tiles.png``: hexagonal map tiles (pointy top, 112x128): empty land, a space
  reserved for oceans, Noctis City's reserved space, ocean, greenery, city,
  capital, one special tile per special kind (a pictogram each) and the neutral
  city and greenery of the solo game;
* ``icons.png``: 64x64 icons: the six resources, the production box, the 11
  tags, the global parameters, TR, generation, card, victory point, and
  placement-bonus aliases;
* ``cards.png``: 240x336 card frames (automated, active, event, corporation, back);
* ``markers.png``: 64x64 player markers (colour and shape per player, neutral ring);
* ``atlas.json``: ``{"sheets": {sheet: file}, "sprites": {name: [sheet, x, y, w, h]}}``.

Everything is drawn with pygame primitives at four times the final size and
scaled down smoothly; random texture comes from fixed seeds, so running the
script again reproduces the committed files byte for byte.
"""

from __future__ import annotations

import json
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.tm.constants import TAGS  # noqa: E402
from ui.table import players  # noqa: E402
from ui.tables.tm import palette  # noqa: E402

OUT = ROOT / "assets" / "tm"
SS = 4  # supersampling factor
HEX_W, HEX_H = 112, 128
ICON = 64
CARD_W, CARD_H = 240, 336
MARKER = 64
COLUMNS = 8

SPECIAL_KINDS = (
    "commercial_district",
    "ecological_zone",
    "industrial_center",
    "lava_flows",
    "mining_area",
    "mining_rights",
    "mohole_area",
    "natural_preserve",
    "nuclear_zone",
    "restricted_area",
)

WHITE = (250, 246, 238)
INK = (28, 22, 24)

Color = tuple[int, ...]


# --- helpers ------------------------------------------------------------------------------------
def canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)


def finish(big: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (w, h))


def mix(a: Color, b: Color, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def hex_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [
        (cx + r * math.cos(math.radians(-90 + 60 * k)), cy + r * math.sin(math.radians(-90 + 60 * k)))
        for k in range(6)
    ]


def polygon(surface, color, points, width=0):
    pygame.draw.polygon(surface, color, [(round(x), round(y)) for x, y in points], width)


def star_points(cx, cy, outer, inner, n=5, start=-90):
    pts = []
    for k in range(2 * n):
        r = outer if k % 2 == 0 else inner
        a = math.radians(start + 180 / n * k)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def thick_line(surface, color, a, b, width):
    pygame.draw.line(surface, color, (round(a[0]), round(a[1])), (round(b[0]), round(b[1])), round(width))
    for p in (a, b):
        pygame.draw.circle(surface, color, (round(p[0]), round(p[1])), round(width / 2))


# --- pictograms (drawn in a box of size s at x, y on a supersampled canvas) ----------------------
def draw_leaf(surf, cx, cy, s, color=(96, 190, 80), vein=(40, 100, 40)):
    pts = []
    for k in range(41):
        t = k / 40
        a = math.pi * t
        pts.append(
            (cx - s * 0.42 * math.cos(a) * 1.0 + s * 0.0, cy - s * 0.42 * math.sin(a) * 0.62 + s * 0.1)
        )
    upper = [(cx + (x - cx) * 1.0, y) for x, y in pts]
    lower = [(x, cy + s * 0.1 + (cy + s * 0.1 - y) * 0.9) for x, y in reversed(pts)]
    shape = upper + lower
    # rotate 40 degrees around the centre
    ang = math.radians(-40)
    rot = [
        (
            cx + (x - cx) * math.cos(ang) - (y - cy) * math.sin(ang),
            cy + (x - cx) * math.sin(ang) + (y - cy) * math.cos(ang),
        )
        for x, y in shape
    ]
    polygon(surf, color, rot)
    a = (cx - s * 0.3, cy + s * 0.32)
    b = (cx + s * 0.26, cy - s * 0.2)
    thick_line(surf, vein, a, b, s * 0.05)


def draw_bolt(surf, cx, cy, s, color=WHITE):
    pts = [
        (0.1, -0.45),
        (-0.22, 0.05),
        (0.0, 0.05),
        (-0.1, 0.45),
        (0.24, -0.08),
        (0.02, -0.08),
        (0.14, -0.45),
    ]
    polygon(surf, color, [(cx + x * s, cy + y * s) for x, y in pts])


def draw_flame(surf, cx, cy, s, outer=(240, 120, 40), inner=(255, 210, 90)):
    def flame(scale, color, dy):
        pts = []
        for k in range(61):
            t = k / 60 * 2 * math.pi
            x = math.sin(t) * 0.32 * scale
            y = -math.cos(t) * 0.42 * scale
            if y < 0:
                x *= 0.55 + 0.45 * (1 + y / (0.42 * scale))
                y *= 1.25
            pts.append((cx + x * s, cy + (y + dy) * s))
        polygon(surf, color, pts)

    flame(1.0, outer, 0.08)
    flame(0.55, inner, 0.2)


def draw_cube(surf, cx, cy, s, top, left, right):
    h = s * 0.28
    w = s * 0.34
    t = [(cx, cy - h * 1.6), (cx + w, cy - h * 0.9), (cx, cy - h * 0.2), (cx - w, cy - h * 0.9)]
    lf = [(cx - w, cy - h * 0.9), (cx, cy - h * 0.2), (cx, cy + h * 1.4), (cx - w, cy + h * 0.7)]
    rt = [(cx + w, cy - h * 0.9), (cx, cy - h * 0.2), (cx, cy + h * 1.4), (cx + w, cy + h * 0.7)]
    polygon(surf, top, t)
    polygon(surf, left, lf)
    polygon(surf, right, rt)


def draw_house(surf, cx, cy, s, color=WHITE):
    polygon(
        surf, color, [(cx - s * 0.34, cy - s * 0.02), (cx, cy - s * 0.36), (cx + s * 0.34, cy - s * 0.02)]
    )
    pygame.draw.rect(
        surf, color, (round(cx - s * 0.25), round(cy - s * 0.04), round(s * 0.5), round(s * 0.38))
    )


def draw_skyline(surf, cx, cy, s, color=WHITE):
    blocks = [
        (-0.36, 0.12, 0.16, 0.3),
        (-0.18, -0.2, 0.16, 0.62),
        (0.0, -0.02, 0.16, 0.44),
        (0.18, -0.32, 0.16, 0.74),
    ]
    for x, y, w, h in blocks:
        pygame.draw.rect(surf, color, (round(cx + x * s), round(cy + y * s), round(w * s), round(h * s)))


def draw_paw(surf, cx, cy, s, color=WHITE):
    pygame.draw.ellipse(
        surf, color, (round(cx - s * 0.2), round(cy - s * 0.02), round(s * 0.4), round(s * 0.32))
    )
    for dx, dy in ((-0.27, -0.12), (-0.1, -0.27), (0.1, -0.27), (0.27, -0.12)):
        pygame.draw.circle(surf, color, (round(cx + dx * s), round(cy + dy * s)), round(s * 0.085))


def draw_atom(surf, cx, cy, s, color=INK):
    for ang in (0, 60, 120):
        ring = pygame.Surface((round(s * 0.84), round(s * 0.32)), pygame.SRCALPHA)
        pygame.draw.ellipse(ring, color, ring.get_rect(), max(2, round(s * 0.05)))
        rot = pygame.transform.rotate(ring, ang)
        surf.blit(rot, rot.get_rect(center=(round(cx), round(cy))))
    pygame.draw.circle(surf, color, (round(cx), round(cy)), round(s * 0.08))


def draw_globe(surf, cx, cy, s):
    r = s * 0.36
    pygame.draw.circle(surf, (60, 130, 210), (round(cx), round(cy)), round(r))
    for dx, dy, w, h in ((-0.22, -0.2, 0.26, 0.22), (0.02, -0.05, 0.24, 0.3), (-0.2, 0.1, 0.16, 0.14)):
        pygame.draw.ellipse(
            surf, (90, 170, 80), (round(cx + dx * s), round(cy + dy * s), round(w * s), round(h * s))
        )
    pygame.draw.circle(surf, WHITE, (round(cx), round(cy)), round(r), max(2, round(s * 0.03)))


def draw_microbe(surf, cx, cy, s):
    pygame.draw.ellipse(
        surf, (150, 200, 90), (round(cx - s * 0.34), round(cy - s * 0.2), round(s * 0.68), round(s * 0.4))
    )
    for dx, dy in ((-0.15, -0.02), (0.05, 0.05), (0.18, -0.06)):
        pygame.draw.circle(surf, (60, 110, 40), (round(cx + dx * s), round(cy + dy * s)), round(s * 0.05))
    for k in range(7):
        a = math.radians(k * 52)
        p1 = (cx + math.cos(a) * s * 0.33, cy + math.sin(a) * s * 0.2)
        p2 = (cx + math.cos(a) * s * 0.43, cy + math.sin(a) * s * 0.28)
        thick_line(surf, (150, 200, 90), p1, p2, s * 0.035)


def draw_jovian(surf, cx, cy, s):
    r = s * 0.36
    disc = pygame.Surface((round(2 * r), round(2 * r)), pygame.SRCALPHA)
    pygame.draw.circle(disc, (232, 170, 100), (round(r), round(r)), round(r))
    for k, col in enumerate(((190, 110, 60), (240, 210, 160), (180, 90, 50))):
        y = round(r * (0.55 + 0.4 * k))
        pygame.draw.rect(disc, col, (0, y, round(2 * r), round(r * 0.2)))
    mask = pygame.Surface(disc.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (round(r), round(r)), round(r))
    disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(disc, (round(cx - r), round(cy - r)))


def draw_space_star(surf, cx, cy, s):
    polygon(surf, WHITE, star_points(cx, cy, s * 0.38, s * 0.13, 4, -90))
    pygame.draw.circle(surf, WHITE, (round(cx + s * 0.26), round(cy - s * 0.26)), round(s * 0.05))


def draw_event_arrow(surf, cx, cy, s):
    pts = [(-0.12, -0.38), (0.12, -0.38), (0.12, 0.04), (0.3, 0.04), (0.0, 0.4), (-0.3, 0.04), (-0.12, 0.04)]
    polygon(surf, (250, 210, 80), [(cx + x * s, cy + y * s) for x, y in pts])


def draw_drop(surf, cx, cy, s, color=(80, 150, 230)):
    pts = []
    for k in range(61):
        t = k / 60 * 2 * math.pi
        x = math.sin(t) * 0.28
        y = -math.cos(t) * 0.28
        if y < 0:
            x *= 1 + y / 0.28 * 0.9
            y *= 1.5
        pts.append((cx + x * s, cy + (y + 0.1) * s))
    polygon(surf, color, pts)
    pygame.draw.circle(surf, (200, 230, 255), (round(cx - s * 0.08), round(cy + s * 0.14)), round(s * 0.06))


def draw_thermometer(surf, cx, cy, s):
    pygame.draw.rect(
        surf,
        WHITE,
        (round(cx - s * 0.09), round(cy - s * 0.42), round(s * 0.18), round(s * 0.6)),
        border_radius=round(s * 0.09),
    )
    pygame.draw.circle(surf, WHITE, (round(cx), round(cy + s * 0.24)), round(s * 0.17))
    pygame.draw.circle(surf, (226, 70, 40), (round(cx), round(cy + s * 0.24)), round(s * 0.12))
    pygame.draw.rect(
        surf, (226, 70, 40), (round(cx - s * 0.045), round(cy - s * 0.2), round(s * 0.09), round(s * 0.4))
    )


def draw_bubbles(surf, cx, cy, s):
    for dx, dy, r in ((-0.12, 0.1, 0.2), (0.18, -0.12, 0.14), (0.16, 0.24, 0.09)):
        pygame.draw.circle(surf, (200, 240, 250), (round(cx + dx * s), round(cy + dy * s)), round(r * s))
        pygame.draw.circle(
            surf,
            (70, 150, 180),
            (round(cx + dx * s), round(cy + dy * s)),
            round(r * s),
            max(2, round(s * 0.03)),
        )


def draw_letter_m(surf, cx, cy, s, color=INK):
    w = s * 0.05
    pts = [
        (cx - s * 0.2, cy + s * 0.2),
        (cx - s * 0.2, cy - s * 0.2),
        (cx, cy + s * 0.06),
        (cx + s * 0.2, cy - s * 0.2),
        (cx + s * 0.2, cy + s * 0.2),
    ]
    for a, b in zip(pts, pts[1:], strict=False):
        thick_line(surf, color, a, b, w * 2)


def draw_card_icon(surf, cx, cy, s, fill=(240, 236, 226)):
    rect = pygame.Rect(0, 0, round(s * 0.48), round(s * 0.66))
    rect.center = (round(cx + s * 0.05), round(cy))
    back = rect.move(round(-s * 0.1), round(-s * 0.04))
    pygame.draw.rect(surf, (150, 140, 130), back, border_radius=round(s * 0.06))
    pygame.draw.rect(surf, fill, rect, border_radius=round(s * 0.06))
    pygame.draw.rect(surf, INK, rect, max(2, round(s * 0.03)), border_radius=round(s * 0.06))
    pygame.draw.rect(surf, (92, 160, 78), (rect.x + s * 0.05, rect.y + s * 0.06, rect.w - s * 0.1, s * 0.12))


def draw_pickaxe(surf, cx, cy, s, color=WHITE):
    thick_line(surf, color, (cx - s * 0.28, cy + s * 0.3), (cx + s * 0.18, cy - s * 0.18), s * 0.07)
    pts = []
    for k in range(21):
        a = math.radians(200 + k * 7)
        pts.append((cx + s * 0.1 + math.cos(a) * s * 0.34, cy - s * 0.1 + math.sin(a) * s * 0.34))
    for a, b in zip(pts, pts[1:], strict=False):
        thick_line(surf, color, a, b, s * 0.07)


def draw_arrow_up(surf, cx, cy, s, color):
    pts = [
        (-0.1, 0.36),
        (0.1, 0.36),
        (0.1, -0.02),
        (0.26, -0.02),
        (0.0, -0.38),
        (-0.26, -0.02),
        (-0.1, -0.02),
    ]
    polygon(surf, color, [(cx + x * s, cy + y * s) for x, y in pts])


# --- tiles ----------------------------------------------------------------------------------------
def hex_tile(fill: Color, edge: Color, seed: int, speckle: Color | None = None, speckles: int = 0):
    big = canvas(HEX_W, HEX_H)
    cx, cy, r = HEX_W * SS / 2, HEX_H * SS / 2, HEX_H * SS / 2 - SS
    polygon(big, fill, hex_points(cx, cy, r))
    # soft shading: lighter towards the top
    shade = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for k in range(12):
        rr = r * (1 - k / 13)
        polygon(shade, (255, 255, 255, 5), hex_points(cx, cy - r * 0.05 * k / 12, rr))
    big.blit(shade, (0, 0))
    if speckle is not None:
        rng = random.Random(seed)
        for _ in range(speckles):
            x = rng.uniform(-0.7, 0.7) * r
            y = rng.uniform(-0.75, 0.75) * r
            if abs(x) > r * 0.8 or abs(y) + abs(x) * 0.58 > r * 0.92:
                continue
            rad = rng.uniform(0.015, 0.05) * r
            pygame.draw.circle(
                big, (*speckle, rng.randint(60, 140)), (round(cx + x), round(cy + y)), round(rad)
            )
    polygon(big, edge, hex_points(cx, cy, r), round(SS * 2.5))
    return big, cx, cy, r


def tile_land(seed=1, volcanic=False):
    big, cx, cy, r = hex_tile(palette.LAND, palette.LAND_DARK, seed, (150, 74, 44), 26)
    return finish(big, HEX_W, HEX_H)


def tile_ocean_reserved():
    big, cx, cy, r = hex_tile(
        mix(palette.LAND, palette.OCEAN_RESERVED, 0.72), palette.LAND_DARK, 2, (70, 110, 160), 12
    )
    pts = hex_points(cx, cy, r * 0.74)
    for i in range(6):
        a, b = pts[i], pts[(i + 1) % 6]
        for k in range(4):
            t0, t1 = k / 4 + 0.04, k / 4 + 0.17
            pygame.draw.line(
                big,
                (200, 230, 255),
                (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1),
                round(SS * 2.2),
            )
    return finish(big, HEX_W, HEX_H)


def tile_noctis_reserved():
    big, cx, cy, r = hex_tile(palette.LAND, palette.LAND_DARK, 3, (150, 74, 44), 20)
    pts = hex_points(cx, cy, r * 0.74)
    for i in range(6):
        a, b = pts[i], pts[(i + 1) % 6]
        for k in range(4):
            t0, t1 = k / 4 + 0.04, k / 4 + 0.17
            pygame.draw.line(
                big,
                (235, 235, 240),
                (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1),
                round(SS * 2.2),
            )
    return finish(big, HEX_W, HEX_H)


def tile_ocean():
    big, cx, cy, r = hex_tile(palette.OCEAN, (28, 64, 120), 4)
    for k in range(4):
        y = cy - r * 0.45 + k * r * 0.3
        pts = [(cx - r * 0.62 + i * r * 0.04, y + math.sin(i * 0.55) * r * 0.05) for i in range(32)]
        pygame.draw.lines(
            big, (150, 200, 245), False, [(round(x), round(yy)) for x, yy in pts], round(SS * 2.2)
        )
    return finish(big, HEX_W, HEX_H)


def tile_greenery(fill=palette.GREENERY, dark=(36, 96, 40), seed=5):
    big, cx, cy, r = hex_tile(fill, dark, seed, (40, 110, 46), 40)
    rng = random.Random(seed)
    for _ in range(7):
        x = cx + rng.uniform(-0.45, 0.45) * r
        y = cy + rng.uniform(-0.4, 0.45) * r
        s = r * rng.uniform(0.35, 0.5)
        polygon(
            big,
            mix(fill, (20, 70, 30), 0.45),
            [(x, y - s * 0.7), (x + s * 0.38, y + s * 0.3), (x - s * 0.38, y + s * 0.3)],
        )
        polygon(
            big,
            mix(fill, (180, 230, 150), 0.25),
            [(x, y - s * 0.7), (x + s * 0.12, y - s * 0.2), (x - s * 0.05, y + s * 0.2)],
        )
    return finish(big, HEX_W, HEX_H)


def tile_city(fill=palette.CITY, star=False, seed=6):
    big, cx, cy, r = hex_tile(fill, (80, 80, 90), seed, (110, 110, 120), 30)
    rng = random.Random(seed)
    base = cy + r * 0.42
    x = cx - r * 0.58
    while x < cx + r * 0.5:
        w = r * rng.uniform(0.14, 0.22)
        h = r * rng.uniform(0.35, 0.9)
        col = mix((210, 214, 226), (90, 96, 110), rng.uniform(0, 0.6))
        pygame.draw.rect(big, col, (round(x), round(base - h), round(w), round(h)))
        for wy in range(int(h // (r * 0.12))):
            pygame.draw.rect(
                big,
                (255, 226, 140),
                (
                    round(x + w * 0.3),
                    round(base - h + r * 0.06 + wy * r * 0.12),
                    round(w * 0.35),
                    round(r * 0.04),
                ),
            )
        x += w + r * 0.04
    pygame.draw.ellipse(
        big,
        (120, 170, 220, 150),
        (round(cx - r * 0.7), round(cy - r * 0.75), round(r * 1.4), round(r * 1.3)),
        round(SS * 2),
    )
    if star:
        polygon(big, (250, 206, 70), star_points(cx, cy - r * 0.45, r * 0.3, r * 0.13))
        polygon(big, INK, star_points(cx, cy - r * 0.45, r * 0.3, r * 0.13), round(SS * 1.5))
    return finish(big, HEX_W, HEX_H)


def tile_special(kind: str):
    big, cx, cy, r = hex_tile(palette.SPECIAL, (70, 54, 44), 7 + SPECIAL_KINDS.index(kind), (90, 70, 56), 30)
    s = r * 1.2
    pygame.draw.circle(big, (60, 46, 40), (round(cx), round(cy)), round(r * 0.62))
    pygame.draw.circle(big, (236, 206, 140), (round(cx), round(cy)), round(r * 0.62), round(SS * 2.5))
    if kind == "commercial_district":
        pygame.draw.circle(big, (236, 196, 64), (round(cx), round(cy)), round(s * 0.3))
        draw_letter_m(big, cx, cy, s * 0.8)
    elif kind == "ecological_zone":
        draw_leaf(big, cx - s * 0.08, cy - s * 0.05, s * 0.55)
        draw_paw(big, cx + s * 0.14, cy + s * 0.12, s * 0.35)
    elif kind == "industrial_center":
        pygame.draw.rect(
            big, WHITE, (round(cx - s * 0.3), round(cy - s * 0.02), round(s * 0.6), round(s * 0.26))
        )
        for dx in (-0.24, -0.06):
            pygame.draw.rect(
                big, WHITE, (round(cx + dx * s), round(cy - s * 0.3), round(s * 0.1), round(s * 0.3))
            )
        polygon(
            big,
            WHITE,
            [(cx + s * 0.08, cy - s * 0.02), (cx + s * 0.3, cy - s * 0.16), (cx + s * 0.3, cy - s * 0.02)],
        )
    elif kind == "lava_flows":
        polygon(
            big,
            (70, 50, 44),
            [
                (cx - s * 0.36, cy + s * 0.28),
                (cx - s * 0.06, cy - s * 0.28),
                (cx + s * 0.06, cy - s * 0.28),
                (cx + s * 0.36, cy + s * 0.28),
            ],
        )
        polygon(
            big,
            (240, 110, 40),
            [
                (cx - s * 0.06, cy - s * 0.28),
                (cx + s * 0.06, cy - s * 0.28),
                (cx + s * 0.02, cy + s * 0.05),
                (cx + s * 0.14, cy + s * 0.28),
                (cx - s * 0.1, cy + s * 0.28),
                (cx - s * 0.02, cy + s * 0.02),
            ],
        )
    elif kind in ("mining_area", "mining_rights"):
        draw_pickaxe(big, cx - s * 0.04, cy - s * 0.02, s * 0.7)
        draw_cube(big, cx + s * 0.16, cy + s * 0.16, s * 0.4, (214, 150, 90), (150, 96, 50), (120, 74, 40))
        if kind == "mining_rights":
            thick_line(big, WHITE, (cx - s * 0.28, cy - s * 0.36), (cx - s * 0.28, cy + s * 0.05), s * 0.04)
            polygon(
                big,
                (236, 196, 64),
                [
                    (cx - s * 0.28, cy - s * 0.36),
                    (cx - s * 0.08, cy - s * 0.28),
                    (cx - s * 0.28, cy - s * 0.2),
                ],
            )
    elif kind == "mohole_area":
        for k, col in enumerate(((30, 20, 18), (90, 40, 30), (200, 80, 40), (250, 170, 70))):
            pygame.draw.circle(big, col, (round(cx), round(cy)), round(s * (0.36 - k * 0.085)))
    elif kind == "natural_preserve":
        pygame.draw.rect(
            big, (120, 80, 50), (round(cx - s * 0.04), round(cy + s * 0.05), round(s * 0.08), round(s * 0.24))
        )
        pygame.draw.circle(big, (96, 190, 80), (round(cx), round(cy - s * 0.06)), round(s * 0.22))
        pygame.draw.circle(big, WHITE, (round(cx), round(cy)), round(s * 0.38), round(SS * 2))
    elif kind == "nuclear_zone":
        pygame.draw.circle(big, (250, 214, 60), (round(cx), round(cy)), round(s * 0.38))
        for k in range(3):
            a0 = math.radians(-90 + 120 * k - 30)
            pts = [(cx, cy)] + [
                (
                    cx + math.cos(a0 + math.radians(i * 3)) * s * 0.33,
                    cy + math.sin(a0 + math.radians(i * 3)) * s * 0.33,
                )
                for i in range(21)
            ]
            polygon(big, INK, pts)
        pygame.draw.circle(big, (250, 214, 60), (round(cx), round(cy)), round(s * 0.09))
        pygame.draw.circle(big, INK, (round(cx), round(cy)), round(s * 0.06))
    elif kind == "restricted_area":
        rect = pygame.Rect(0, 0, round(s * 0.62), round(s * 0.3))
        rect.center = (round(cx), round(cy))
        pygame.draw.rect(big, WHITE, rect)
        clip = big.get_clip()
        big.set_clip(rect)
        for k in range(-3, 5):
            x0 = rect.x + k * s * 0.14
            polygon(
                big,
                (210, 50, 40),
                [
                    (x0, rect.bottom),
                    (x0 + s * 0.07, rect.bottom),
                    (x0 + s * 0.07 + rect.h, rect.y),
                    (x0 + rect.h, rect.y),
                ],
            )
        big.set_clip(clip)
        pygame.draw.rect(big, INK, rect, round(SS * 1.5))
    return finish(big, HEX_W, HEX_H)


def tile_neutral(kind: str):
    if kind == "city":
        return tile_city(fill=(120, 120, 124), seed=16)
    return tile_greenery(fill=(110, 130, 100), dark=(70, 80, 66), seed=15)


# --- icons ----------------------------------------------------------------------------------------
def icon_surface():
    big = canvas(ICON, ICON)
    return big, ICON * SS / 2, ICON * SS / 2, ICON * SS


def badge(big, cx, cy, s, fill, edge=INK):
    pygame.draw.circle(big, fill, (round(cx), round(cy)), round(s * 0.46))
    pygame.draw.circle(big, edge, (round(cx), round(cy)), round(s * 0.46), round(SS * 2))


def icon_resource(name: str):
    big, cx, cy, s = icon_surface()
    if name == "megacredits":
        pygame.draw.rect(
            big,
            (236, 196, 64),
            (round(cx - s * 0.42), round(cy - s * 0.42), round(s * 0.84), round(s * 0.84)),
            border_radius=round(s * 0.12),
        )
        pygame.draw.rect(
            big,
            (150, 110, 20),
            (round(cx - s * 0.42), round(cy - s * 0.42), round(s * 0.84), round(s * 0.84)),
            round(SS * 2.5),
            border_radius=round(s * 0.12),
        )
        draw_letter_m(big, cx, cy, s * 1.1)
    elif name == "steel":
        draw_cube(big, cx, cy + s * 0.04, s * 1.15, (214, 150, 90), (160, 100, 54), (124, 76, 40))
    elif name == "titanium":
        polygon(big, (70, 70, 80), star_points(cx, cy, s * 0.46, s * 0.24, 4, -90))
        polygon(big, (190, 190, 204), star_points(cx, cy, s * 0.3, s * 0.15, 4, -90))
        polygon(big, INK, star_points(cx, cy, s * 0.46, s * 0.24, 4, -90), round(SS * 1.5))
    elif name == "plants":
        pygame.draw.circle(big, (40, 96, 40), (round(cx), round(cy)), round(s * 0.46))
        draw_leaf(big, cx, cy, s * 0.95)
    elif name == "energy":
        pygame.draw.rect(
            big,
            (150, 96, 200),
            (round(cx - s * 0.42), round(cy - s * 0.42), round(s * 0.84), round(s * 0.84)),
            border_radius=round(s * 0.12),
        )
        draw_bolt(big, cx, cy, s)
    elif name == "heat":
        pygame.draw.rect(
            big,
            (120, 34, 20),
            (round(cx - s * 0.42), round(cy - s * 0.42), round(s * 0.84), round(s * 0.84)),
            border_radius=round(s * 0.12),
        )
        draw_flame(big, cx, cy, s * 0.95)
    return finish(big, ICON, ICON)


def icon_production():
    big, cx, cy, s = icon_surface()
    rect = pygame.Rect(0, 0, round(s * 0.94), round(s * 0.94))
    rect.center = (round(cx), round(cy))
    pygame.draw.rect(big, (124, 78, 48), rect, border_radius=round(s * 0.1))
    pygame.draw.rect(big, (70, 40, 24), rect, round(SS * 3), border_radius=round(s * 0.1))
    return finish(big, ICON, ICON)


TAG_FILL = {
    "building": (150, 98, 56),
    "space": (30, 30, 40),
    "science": (236, 236, 236),
    "power": (150, 96, 200),
    "earth": (24, 40, 80),
    "plant": (60, 140, 60),
    "microbe": (40, 90, 40),
    "jovian": (120, 60, 40),
    "city": (100, 100, 112),
    "animal": (80, 130, 60),
    "event": (30, 30, 30),
}


def icon_tag(tag: str):
    big, cx, cy, s = icon_surface()
    badge(big, cx, cy, s, TAG_FILL[tag])
    inner = s * 0.9
    if tag == "building":
        for row in range(3):
            for col in range(3 - row % 2):
                x = cx - s * 0.27 + col * s * 0.19 + (row % 2) * s * 0.095
                y = cy + s * 0.12 - row * s * 0.13
                pygame.draw.rect(big, (236, 190, 140), (round(x), round(y), round(s * 0.16), round(s * 0.1)))
    elif tag == "space":
        draw_space_star(big, cx, cy, inner)
    elif tag == "science":
        draw_atom(big, cx, cy, inner)
    elif tag == "power":
        draw_bolt(big, cx, cy, inner)
    elif tag == "earth":
        draw_globe(big, cx, cy, inner)
    elif tag == "plant":
        draw_leaf(big, cx, cy, inner)
    elif tag == "microbe":
        draw_microbe(big, cx, cy, inner)
    elif tag == "jovian":
        draw_jovian(big, cx, cy, inner)
    elif tag == "city":
        draw_skyline(big, cx, cy + s * 0.02, inner)
    elif tag == "animal":
        draw_paw(big, cx, cy + s * 0.02, inner)
    elif tag == "event":
        draw_event_arrow(big, cx, cy, inner)
    return finish(big, ICON, ICON)


def icon_param(name: str):
    big, cx, cy, s = icon_surface()
    if name == "temperature":
        badge(big, cx, cy, s, (150, 40, 30))
        draw_thermometer(big, cx, cy, s * 0.9)
    elif name == "oxygen":
        badge(big, cx, cy, s, (30, 90, 110))
        draw_bubbles(big, cx, cy, s * 0.9)
    elif name == "ocean":
        polygon(big, (36, 80, 150), hex_points(cx, cy, s * 0.48))
        polygon(big, INK, hex_points(cx, cy, s * 0.48), round(SS * 2))
        draw_drop(big, cx, cy - s * 0.02, s * 0.9)
    elif name == "tr":
        badge(big, cx, cy, s, (178, 92, 54))
        draw_arrow_up(big, cx, cy, s * 0.8, (250, 226, 120))
    elif name == "generation":
        badge(big, cx, cy, s, (60, 60, 80))
        for k in range(2):
            a0 = math.radians(200 + 180 * k)
            pts = [
                (
                    cx + math.cos(a0 + math.radians(i * 6)) * s * 0.28,
                    cy + math.sin(a0 + math.radians(i * 6)) * s * 0.28,
                )
                for i in range(23)
            ]
            pygame.draw.lines(big, WHITE, False, [(round(x), round(y)) for x, y in pts], round(SS * 3.5))
            end = pts[-1]
            ang = a0 + math.radians(22 * 6)
            tip = [
                (
                    end[0] + math.cos(ang + math.pi / 2) * s * 0.1,
                    end[1] + math.sin(ang + math.pi / 2) * s * 0.1,
                ),
                (end[0] + math.cos(ang) * s * 0.12, end[1] + math.sin(ang) * s * 0.12),
                (end[0] - math.cos(ang) * s * 0.12, end[1] - math.sin(ang) * s * 0.12),
            ]
            polygon(big, WHITE, tip)
    return finish(big, ICON, ICON)


def icon_card():
    big, cx, cy, s = icon_surface()
    draw_card_icon(big, cx, cy, s)
    return finish(big, ICON, ICON)


def icon_vp():
    big, cx, cy, s = icon_surface()
    polygon(big, (150, 100, 60), hex_points(cx, cy, s * 0.48))
    polygon(big, (250, 206, 70), star_points(cx, cy, s * 0.3, s * 0.13))
    polygon(big, INK, hex_points(cx, cy, s * 0.48), round(SS * 2))
    return finish(big, ICON, ICON)


def icon_card_resource(kind: str):
    big, cx, cy, s = icon_surface()
    if kind == "animal":
        badge(big, cx, cy, s, (80, 130, 60))
        draw_paw(big, cx, cy, s * 0.9)
    elif kind == "microbe":
        badge(big, cx, cy, s, (40, 90, 40))
        draw_microbe(big, cx, cy, s * 0.9)
    elif kind == "science":
        badge(big, cx, cy, s, (236, 236, 236))
        draw_atom(big, cx, cy, s * 0.9)
    elif kind == "fighter":
        badge(big, cx, cy, s, (30, 30, 40))
        polygon(
            big,
            WHITE,
            [
                (cx, cy - s * 0.34),
                (cx + s * 0.26, cy + s * 0.26),
                (cx, cy + s * 0.12),
                (cx - s * 0.26, cy + s * 0.26),
            ],
        )
    return finish(big, ICON, ICON)


# --- cards ----------------------------------------------------------------------------------------
def card_frame(kind: str):
    big = canvas(CARD_W, CARD_H)
    w, h = CARD_W * SS, CARD_H * SS
    rad = round(14 * SS)
    color = palette.CARD_COLORS.get(kind, (120, 110, 100))
    body = (246, 238, 222)
    outer = pygame.Rect(SS, SS, w - 2 * SS, h - 2 * SS)
    pygame.draw.rect(big, color, outer, border_radius=rad)
    inner = outer.inflate(-round(10 * SS), -round(10 * SS))
    pygame.draw.rect(big, body, inner, border_radius=round(10 * SS))
    band = pygame.Rect(inner.x, inner.y + round(40 * SS), inner.w, round(34 * SS))
    pygame.draw.rect(big, color, band)
    pygame.draw.rect(big, mix(color, INK, 0.35), band, round(2 * SS))
    if kind == "corporation":
        pygame.draw.rect(
            big,
            (230, 226, 214),
            (inner.x, band.bottom, inner.w, inner.bottom - band.bottom - round(10 * SS)),
            border_radius=round(8 * SS),
        )
    pygame.draw.rect(big, mix(color, INK, 0.45), outer, round(3 * SS), border_radius=rad)
    if kind == "event":
        pygame.draw.rect(
            big,
            mix(color, (255, 255, 255), 0.2),
            (inner.x, inner.bottom - round(10 * SS), inner.w, round(6 * SS)),
        )
    return finish(big, CARD_W, CARD_H)


def card_back():
    big = canvas(CARD_W, CARD_H)
    w, h = CARD_W * SS, CARD_H * SS
    outer = pygame.Rect(SS, SS, w - 2 * SS, h - 2 * SS)
    pygame.draw.rect(big, (60, 30, 24), outer, border_radius=round(14 * SS))
    cx, cy = w / 2, h / 2
    pygame.draw.circle(big, (193, 68, 14), (round(cx), round(cy)), round(w * 0.3))
    pygame.draw.circle(big, (226, 104, 52), (round(cx - w * 0.07), round(cy - w * 0.07)), round(w * 0.18))
    pygame.draw.rect(big, (226, 160, 62), outer, round(4 * SS), border_radius=round(14 * SS))
    return finish(big, CARD_W, CARD_H)


# --- markers --------------------------------------------------------------------------------------
def marker(style: players.PlayerStyle):
    big = canvas(MARKER, MARKER)
    s = MARKER * SS
    cx = cy = s / 2
    r = s * 0.42
    edge = round(SS * 3.5)
    shape = style.shape
    if shape == "circle":
        pts = [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 6)
        ]
    elif shape == "square":
        q = r * 0.86
        pts = [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    elif shape == "triangle":
        pts = [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    elif shape == "diamond":
        pts = [(cx, cy - r * 1.1), (cx + r * 0.9, cy), (cx, cy + r * 1.1), (cx - r * 0.9, cy)]
    elif shape == "hexagon":
        pts = hex_points(cx, cy, r * 1.05)
    else:  # ring (neutral)
        pygame.draw.circle(big, INK, (round(cx), round(cy)), round(r + edge))
        pygame.draw.circle(big, style.color, (round(cx), round(cy)), round(r))
        pygame.draw.circle(big, INK, (round(cx), round(cy)), round(r * 0.45))
        return finish(big, MARKER, MARKER)
    # dark outline, then the colour, then a light inner rim for depth
    centre = (cx, cy)
    grown = [(centre[0] + (x - centre[0]) * 1.12, centre[1] + (y - centre[1]) * 1.12) for x, y in pts]
    polygon(big, INK, grown)
    polygon(big, style.color, pts)
    rim = [(centre[0] + (x - centre[0]) * 0.7, centre[1] + (y - centre[1]) * 0.7) for x, y in pts]
    polygon(big, mix(style.color, (255, 255, 255), 0.35), rim, round(SS * 2))
    return finish(big, MARKER, MARKER)


# --- sheets ---------------------------------------------------------------------------------------
def sheet(
    items: list[tuple[str, pygame.Surface]], cell: tuple[int, int], name: str, atlas: dict
) -> pygame.Surface:
    rows = -(-len(items) // COLUMNS)
    cols = min(COLUMNS, len(items))
    out = pygame.Surface((cols * cell[0], rows * cell[1]), pygame.SRCALPHA)
    for i, (key, image) in enumerate(items):
        x, y = (i % COLUMNS) * cell[0], (i // COLUMNS) * cell[1]
        out.blit(image, (x, y))
        atlas[key] = [name, x, y, cell[0], cell[1]]
    return out


def build() -> tuple[dict[str, pygame.Surface], dict]:
    sprites: dict[str, list] = {}
    sheets: dict[str, pygame.Surface] = {}
    tiles = [
        ("tile_land", tile_land()),
        ("tile_ocean_reserved", tile_ocean_reserved()),
        ("tile_noctis_reserved", tile_noctis_reserved()),
        ("tile_ocean", tile_ocean()),
        ("tile_greenery", tile_greenery()),
        ("tile_city", tile_city()),
        ("tile_capital", tile_city(star=True, seed=9)),
        ("tile_neutral_city", tile_neutral("city")),
        ("tile_neutral_greenery", tile_neutral("greenery")),
    ]
    tiles += [(f"tile_{kind}", tile_special(kind)) for kind in SPECIAL_KINDS]
    sheets["tiles"] = sheet(tiles, (HEX_W, HEX_H), "tiles", sprites)

    icons = [(f"res_{r}", icon_resource(r)) for r in palette.RESOURCE_COLORS]
    icons += [("production", icon_production())]
    icons += [(f"tag_{t}", icon_tag(t)) for t in TAGS]
    icons += [(f"param_{p}", icon_param(p)) for p in ("temperature", "oxygen", "ocean", "tr", "generation")]
    icons += [("card", icon_card()), ("vp", icon_vp())]
    icons += [(f"cres_{k}", icon_card_resource(k)) for k in ("animal", "microbe", "science", "fighter")]
    sheets["icons"] = sheet(icons, (ICON, ICON), "icons", sprites)
    # Placement bonuses use the resource icons (and the card icon).
    for res in ("steel", "titanium", "plants", "heat"):
        sprites[f"bonus_{res}"] = sprites[f"res_{res}"]
    sprites["bonus_card"] = sprites["card"]

    cards = [(f"frame_{k}", card_frame(k)) for k in ("automated", "active", "event", "corporation")]
    cards += [("card_back", card_back())]
    sheets["cards"] = sheet(cards, (CARD_W, CARD_H), "cards", sprites)

    markers = [(f"marker_{s.key}", marker(s)) for s in players.PLAYER_STYLES] + [
        ("marker_neutral", marker(players.NEUTRAL_STYLE))
    ]
    sheets["markers"] = sheet(markers, (MARKER, MARKER), "markers", sprites)
    atlas = {
        "version": 1,
        "sheets": {name: f"{name}.png" for name in sheets},
        "sprites": dict(sorted(sprites.items())),
    }
    return sheets, atlas


def main() -> int:
    pygame.display.init()
    OUT.mkdir(parents=True, exist_ok=True)
    sheets, atlas = build()
    for name, surface in sheets.items():
        pygame.image.save(surface, str(OUT / f"{name}.png"))
    (OUT / "atlas.json").write_text(json.dumps(atlas, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(sheets)} sheets and {len(atlas['sprites'])} sprites to {OUT.relative_to(ROOT)}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
