"""Drawing a card face at any size: frame by type, cost, tags, name, requirements,
text and victory points. Faces are cached per (card, width, language).

At small sizes (the hand fan, the tableau) only the cost, tags, name and
requirement show; from ``FULL_TEXT_WIDTH`` pixels up the rules text does too.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import N_, Text, current_language, tr
from game.tm.content import card
from ui import text
from ui.tables.tm import names, palette
from ui.tables.tm.sprites import sprite

RATIO = 1.4  # height / width
FULL_TEXT_WIDTH = 150
INK = (30, 24, 22)
INK_DIM = (96, 84, 76)
COST_FILL = (236, 196, 64)


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * RATIO)


def requirement_text(req) -> str:
    bound = tr(N_("max {value}")) if req.max else tr(N_("min {value}"))
    if req.kind == "oxygen":
        value = f"{req.count}%"
        what = names.parameter("oxygen")
    elif req.kind == "temperature":
        value = f"{req.count}°C"
        what = names.parameter("temperature")
    elif req.kind == "oceans":
        value = str(req.count)
        what = names.parameter("oceans")
    elif req.kind == "tag":
        return Text(N_("{count} {tag} tag(s)"), {"count": req.count, "tag": names.tag(req.tag)}).translated()
    elif req.kind == "production":
        return Text(N_("{resource} production {count}+"), {"count": req.count,
                                                              "resource": names.resource(req.resource)}).translated()
    elif req.kind == "greeneries":
        return Text(N_("{count} of your greeneries"), {"count": req.count}).translated()
    elif req.kind == "cities":
        return Text(N_("{count} cities in play"), {"count": req.count}).translated()
    else:
        return req.kind
    return f"{what} {bound.format(value=value)}"


def requirements_line(name: str) -> str:
    return ", ".join(requirement_text(r) for r in card(name).requirements)


def vp_label(name: str) -> str:
    vp = card(name).vp
    if vp is None:
        return ""
    if isinstance(vp, int):
        return str(vp)
    if "per_resource" in vp:
        return f"{vp['per_resource']}/{vp['per']}" if vp["per"] > 1 else f"{vp['per_resource']}/1"
    if "per_tag" in vp:
        return f"{vp['each']}/{names.tag(vp['per_tag'])}"
    if "per_city" in vp:
        return f"{vp['per_city']}/{vp['per']}"
    if "per_adjacent_tile" in vp:
        return "1/" + names.tile(vp["per_adjacent_tile"])
    if vp.get("special"):
        return str(vp.get("amount", "*"))
    return "*"


def face(name: str, width: int) -> pygame.Surface:
    return _face(name, int(width), current_language())


@lru_cache(maxsize=600)
def _face(name: str, width: int, lang: str) -> pygame.Surface:
    c = card(name)
    w, h = card_size(width)
    out = sprite(f"frame_{c.type}", (w, h)).copy()
    u = w / 240  # frame units (the art is 240x336)
    pad = max(3, round(10 * u))
    band = pygame.Rect(pad, round(45 * u), w - 2 * pad, round(34 * u))
    # Cost (or the corporation's starting M€).
    start = (c.starting or {}).get("megacredits") if c.is_corporation else None
    cost_value = start if c.is_corporation else c.cost
    if cost_value is not None:
        box = pygame.Rect(pad, pad, round(44 * u), round(36 * u))
        pygame.draw.rect(out, COST_FILL, box, 0, max(2, round(6 * u)))
        pygame.draw.rect(out, (150, 110, 20), box, max(1, round(2 * u)), max(2, round(6 * u)))
        size = max(12, round(24 * u))
        image = text.render(str(cost_value), size, INK, True)
        out.blit(image, image.get_rect(center=box.center))
    # Tags, right to left.
    tag_size = round(32 * u)
    x = w - pad - tag_size
    for t in reversed(c.play_tags if not c.is_corporation else c.tags):
        out.blit(sprite(f"tag_{t}", tag_size), (x, pad + round(2 * u)))
        x -= tag_size + max(1, round(2 * u))
    # Name on the band: shrunk to fit one line, or two lines on a taller band.
    label = names.card_name(name)
    room = band.width - 2 * max(2, round(4 * u))
    size = max(12, round(19 * u))
    while size > max(12, round(14 * u)) and text.width_of(label, size, True) > room:
        size -= 1
    lines = [label] if text.width_of(label, size, True) <= room else text.wrap(label, size, room, True)[:2]
    if len(lines) > 1 and width >= FULL_TEXT_WIDTH:
        grown = pygame.Rect(band.x, band.y, band.width, len(lines) * text.line_height(size, True))
        pygame.draw.rect(out, palette.CARD_COLORS.get(c.type, INK_DIM), grown)
        band = grown
        text.blit_lines(out, lines, band, size, (255, 252, 246), True, "center")
    else:
        image = text.render(text.ellipsize(label, size, room, True), size, (255, 252, 246), True)
        out.blit(image, image.get_rect(center=band.center))
    # Requirement (a pill under the band), then the rules text or, on small cards, the type.
    top = band.bottom + round(6 * u)
    req = requirements_line(name)
    if req:
        size = max(12, round(15 * u))
        label = text.ellipsize(req, size, w - 2 * pad - round(12 * u))
        image = text.render(label, size, INK, True)
        pill = image.get_rect(midtop=(w // 2, top)).inflate(round(12 * u), round(2 * u))
        pygame.draw.rect(out, (236, 196, 150), pill, 0, max(2, round(6 * u)))
        pygame.draw.rect(out, (150, 90, 50), pill, max(1, round(1.5 * u)), max(2, round(6 * u)))
        out.blit(image, image.get_rect(center=pill.center))
        top = pill.bottom + round(6 * u)
    body = pygame.Rect(pad + round(4 * u), top, w - 2 * pad - round(8 * u), h - top - round(44 * u))
    rules = names.card_text(name)
    if width >= FULL_TEXT_WIDTH and rules:
        size = max(12, round(16 * u))
        lines = text.wrap(rules, size, body.width)
        while len(lines) * text.line_height(size) > body.height and size > 12:
            size -= 1
            lines = text.wrap(rules, size, body.width)
        text.blit_lines(out, lines, body, size, INK)
    elif width < FULL_TEXT_WIDTH:
        size = max(12, round(20 * u))
        image = text.render(text.ellipsize(names.card_type(c.type), size, body.width), size, INK_DIM)
        out.blit(image, image.get_rect(midtop=(w // 2, body.y)))
    # Victory points.
    vp = vp_label(name)
    if vp:
        icon = round(40 * u)
        spot = (w - pad - icon, h - pad - icon - round(2 * u))
        out.blit(sprite("vp", icon), spot)
        size = max(12, round((20 if len(vp) <= 2 else 13) * u))
        image = text.render(vp, size, (255, 252, 246), True)
        back = image.get_rect(center=(spot[0] + icon // 2, spot[1] + icon // 2)).inflate(4, 0)
        pygame.draw.rect(out, (60, 40, 30), back, 0, 3)
        out.blit(image, image.get_rect(center=back.center))
    return out


def clear_cache() -> None:
    _face.cache_clear()
