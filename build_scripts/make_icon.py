"""Draw the Mars Tabletop app icon and write it in every format the builds need.

    python build_scripts/make_icon.py

Writes into ``assets/icon/``:

* ``mars-tabletop.png`` (256x256) and ``mars-tabletop-512.png`` (512x512): the
  Linux desktop icon and the window icon;
* ``mars-tabletop.ico``: Windows (16 to 256 px, PNG-compressed entries, Vista+);
* ``mars-tabletop.icns``: macOS (16 to 1024 px, PNG-compressed entries, 10.7+).

The emblem is drawn with pygame at 1024 px (a rust-red planet with a polar cap,
craters and a canyon, a small moon, on a starry hexagonal board tile) and scaled
down smoothly. Everything is deterministic (a seeded star field), so re-running
the script reproduces the committed files.
"""

from __future__ import annotations

import io
import math
import os
import random
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icon"
NAME = "mars-tabletop"
MASTER = 1024

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)

Color = tuple[int, int, int]


def _lerp(a: Color, b: Color, t: float) -> Color:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _hexagon(cx: float, cy: float, radius: float) -> list[tuple[float, float]]:
    return [
        (cx + radius * math.cos(math.radians(90 + 60 * k)), cy - radius * math.sin(math.radians(90 + 60 * k)))
        for k in range(6)
    ]


def _masked(layer: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """``layer`` with its alpha multiplied by ``mask``'s alpha."""
    out = layer.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _disc_mask(size: int, center: tuple[float, float], radius: float) -> pygame.Surface:
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), center, radius)
    return mask


def _board_tile(s: int, rng: random.Random) -> pygame.Surface:
    tile = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    outer = _hexagon(c, c, s * 0.49)
    # Deep-space gradient: concentric hexagons from the rim (dark) to the middle.
    steps = 48
    for i in range(steps):
        t = i / (steps - 1)
        colour = _lerp((10, 12, 30), (36, 40, 84), t)
        pygame.draw.polygon(tile, (*colour, 255), _hexagon(c, c * (1 - 0.12 * t), s * 0.49 * (1 - 0.55 * t)))
    stars = pygame.Surface((s, s), pygame.SRCALPHA)
    for _ in range(140):
        x, y = rng.uniform(0.08, 0.92) * s, rng.uniform(0.08, 0.92) * s
        radius = rng.choice((1.5, 2.0, 2.5, 3.5, 5.0))
        alpha = rng.randint(120, 255)
        pygame.draw.circle(stars, (255, 246, 230, alpha), (x, y), radius * s / 1024)
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), _hexagon(c, c, s * 0.45))
    tile.blit(_masked(stars, mask), (0, 0))
    # Copper rim, like the edge of a board tile.
    pygame.draw.polygon(tile, (214, 128, 62, 255), outer, width=round(s * 0.022))
    pygame.draw.polygon(tile, (255, 196, 130, 255), _hexagon(c, c, s * 0.455), width=max(1, round(s * 0.004)))
    return tile


def _planet(s: int, rng: random.Random) -> pygame.Surface:
    cx, cy, r = s * 0.5, s * 0.54, s * 0.315
    body = pygame.Surface((s, s), pygame.SRCALPHA)
    # Spherical shading: shrinking discs drifting towards the light (upper left).
    dark, mid, light = (72, 22, 10), (178, 70, 34), (246, 150, 96)
    steps = 90
    for i in range(steps):
        t = i / (steps - 1)
        colour = _lerp(dark, mid, t / 0.55) if t < 0.55 else _lerp(mid, light, (t - 0.55) / 0.45)
        radius = r * (1 - 0.93 * t)
        offset = r * 0.42 * t
        pygame.draw.circle(body, (*colour, 255), (cx - offset, cy - offset), radius)
    features = pygame.Surface((s, s), pygame.SRCALPHA)
    # Dark plains.
    for ex, ey, ew, eh, alpha in (
        (0.30, 0.50, 0.22, 0.10, 70),
        (0.52, 0.62, 0.26, 0.09, 80),
        (0.58, 0.44, 0.14, 0.07, 55),
        (0.36, 0.70, 0.18, 0.06, 60),
    ):
        pygame.draw.ellipse(features, (70, 18, 8, alpha), pygame.Rect(ex * s, ey * s, ew * s, eh * s))
    # A canyon (Valles Marineris), bending with the globe.
    canyon = [
        (cx + r * (-0.62 + 0.14 * k), cy + r * (0.04 - 0.1 * math.sin(math.pi * k / 8))) for k in range(9)
    ]
    pygame.draw.lines(
        features, (255, 178, 128, 110), False, [(x, y + s * 0.006) for x, y in canyon], width=round(s * 0.006)
    )
    pygame.draw.lines(features, (66, 16, 6, 200), False, canyon, width=round(s * 0.009))
    # Craters: a dark bowl with a sunlit lower-right rim.
    for fx, fy, fr in ((0.40, 0.40, 0.040), (0.62, 0.70, 0.032), (0.70, 0.52, 0.024), (0.33, 0.63, 0.020)):
        x, y, rr = fx * s, fy * s, fr * s
        pygame.draw.circle(features, (255, 186, 140, 120), (x + rr * 0.18, y + rr * 0.18), rr)
        pygame.draw.circle(features, (86, 26, 12, 190), (x, y), rr * 0.86)
    # Small scattered craters.
    for _ in range(26):
        angle, dist = rng.uniform(0, math.tau), r * math.sqrt(rng.uniform(0, 0.8))
        x, y = cx + dist * math.cos(angle), cy + dist * math.sin(angle)
        pygame.draw.circle(features, (90, 28, 12, 120), (x, y), s * rng.uniform(0.004, 0.009))
    # Northern polar cap: bright ice with a softer frost fringe.
    pygame.draw.ellipse(
        features, (250, 226, 214, 120), pygame.Rect(cx - r * 0.46, cy - r * 1.02, r * 0.92, r * 0.36)
    )
    pygame.draw.ellipse(
        features, (255, 252, 248, 240), pygame.Rect(cx - r * 0.38, cy - r * 1.0, r * 0.76, r * 0.28)
    )
    body.blit(features, (0, 0))
    # Night side: a soft shadow growing towards the lower right (pygame.draw
    # replaces pixels, so shrinking discs with rising alpha make a gradient).
    shadow = pygame.Surface((s, s), pygame.SRCALPHA)
    for i in range(48):
        t = i / 47
        centre = (cx + r * (0.25 + 0.45 * t), cy + r * (0.25 + 0.45 * t))
        pygame.draw.circle(shadow, (24, 4, 2, round(190 * t**1.5)), centre, r * (1.35 - 0.75 * t))
    body.blit(shadow, (0, 0))
    planet = _masked(body, _disc_mask(s, (cx, cy), r))
    # Thin dusty atmosphere fading outwards.
    halo = pygame.Surface((s, s), pygame.SRCALPHA)
    rings = 14
    for i in reversed(range(rings)):
        pygame.draw.circle(
            halo, (255, 138, 78, round(110 * (1 - i / rings) ** 2)), (cx, cy), r + s * 0.0025 * (i + 1)
        )
    halo.blit(planet, (0, 0))
    return halo


def _moon(s: int) -> pygame.Surface:
    layer = pygame.Surface((s, s), pygame.SRCALPHA)
    cx, cy, r = s * 0.78, s * 0.24, s * 0.055
    for i in range(24):
        t = i / 23
        colour = _lerp((70, 58, 52), (196, 176, 160), t)
        pygame.draw.circle(layer, (*colour, 255), (cx - r * 0.35 * t, cy - r * 0.35 * t), r * (1 - 0.8 * t))
    pygame.draw.circle(layer, (80, 66, 58, 200), (cx + r * 0.25, cy + r * 0.1), r * 0.22)
    return _masked(layer, _disc_mask(s, (cx, cy), r))


def draw_emblem(size: int = MASTER) -> pygame.Surface:
    rng = random.Random(1965)  # Mariner 4's flyby year: a fixed star field
    emblem = _board_tile(size, rng)
    emblem.blit(_planet(size, rng), (0, 0))
    emblem.blit(_moon(size), (0, 0))
    return emblem


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    if master.get_width() == size:
        return master.copy()
    surface = master
    # Halve repeatedly, then one final step: a clean box filter at every size.
    while surface.get_width() // 2 >= size * 2:
        surface = pygame.transform.smoothscale(surface, (surface.get_width() // 2, surface.get_height() // 2))
    return pygame.transform.smoothscale(surface, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG streams (supported since Vista)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory, payload = b"", b""
    for size in sizes:
        data = images[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + directory + payload


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS .icns whose elements are PNG streams (supported since 10.7)."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = images[size]
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_icons(out_dir: Path = ICON_DIR) -> dict[str, Path]:
    master = draw_emblem()
    wanted = sorted(set(ICO_SIZES) | {size for _, size in ICNS_TYPES} | {512})
    pngs = {size: png_bytes(scaled(master, size)) for size in wanted}
    out_dir.mkdir(parents=True, exist_ok=True)
    files = {
        "png": out_dir / f"{NAME}.png",
        "png512": out_dir / f"{NAME}-512.png",
        "ico": out_dir / f"{NAME}.ico",
        "icns": out_dir / f"{NAME}.icns",
    }
    files["png"].write_bytes(pngs[256])
    files["png512"].write_bytes(pngs[512])
    files["ico"].write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    files["icns"].write_bytes(icns_bytes(pngs))
    return files


def main() -> int:
    for path in write_icons().values():
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
