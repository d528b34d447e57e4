"""Drawing a card face at any size: frame by type, cost, tags, name, requirements,
text and victory points. Faces are cached per (card, width, language).

At small sizes (a full hand's fan, dialogs) only the cost, tags, name and
requirement show; from ``FULL_TEXT_WIDTH`` pixels up the rules text does too.
``wide_face`` lays a card on its side (for a hand of few cards): a landscape
frame with the rules text beside nothing else, readable at table size.
``face_rules`` and ``wide_face_rules`` tell how a face laid out its rules text.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import pygame

from game.i18n import N_, N_plural, Text, current_language, tr
from game.tm.content import card
from ui import text
from ui.tables.tm import names, palette
from ui.tables.tm.sprites import native_size, sprite

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
        return Text(
            N_plural("{count} {tag} tag", "{count} {tag} tags"),
            {"count": req.count, "tag": names.tag(req.tag)},
        ).translated()
    elif req.kind == "production":
        return Text(
            N_("{resource} production {count}+"),
            {"count": req.count, "resource": names.resource(req.resource)},
        ).translated()
    elif req.kind == "greeneries":
        return Text(N_("{count} of your greeneries"), {"count": req.count}).translated()
    elif req.kind == "cities":
        return Text(
            N_plural("{count} city in play", "{count} cities in play"), {"count": req.count}
        ).translated()
    else:
        return req.kind
    return f"{what} {bound.format(value=value)}"


def requirements_line(name: str) -> str:
    return ", ".join(requirement_text(r) for r in card(name).requirements)


def vp_parts(name: str) -> tuple[str, str, str | None] | None:
    """A card's VP as (amount, per count, icon sprite): ("3", "", None), ("1", "2", "cres_animal"),
    ("1", "", "tile_ocean") for 1 VP per adjacent ocean; None for a card without VP."""
    c = card(name)
    vp = c.vp
    if vp is None:
        return None
    if isinstance(vp, int):
        return str(vp), "", None
    if "per_resource" in vp:
        icon = f"cres_{c.resource_type}" if c.resource_type else None
        per = str(vp["per"]) if vp["per"] > 1 else ""
        return (
            (str(vp["per_resource"]), per, icon) if icon else (f"{vp['per_resource']}/{vp['per']}", "", None)
        )
    if "per_tag" in vp:
        return str(vp["each"]), str(vp["per"]) if vp.get("per", 1) > 1 else "", f"tag_{vp['per_tag']}"
    if "per_city" in vp:
        return str(vp["per_city"]), str(vp["per"]) if vp["per"] > 1 else "", "tile_city"
    if "per_adjacent_tile" in vp:
        return str(vp.get("each", 1)), "", f"tile_{vp['per_adjacent_tile']}"
    if vp.get("special"):
        return str(vp.get("amount", "*")), "", None
    return "*", "", None


def vp_badge(name: str, height: int) -> pygame.Surface | None:
    """The VP badge ``height`` pixels tall: the VP hexagon with the amount, and for VP per
    something a dark tab after it with "/", the count and that thing's icon (ocean tile, city
    tile, Jovian tag, animal...), so "1 VP per adjacent ocean" reads as [1]/[ocean]."""
    return _vp_badge(name, int(height), current_language())


@lru_cache(maxsize=400)
def _vp_badge(name: str, height: int, lang: str) -> pygame.Surface | None:
    parts = vp_parts(name)
    if parts is None:
        return None
    amount, per, icon = parts
    hexagon = sprite("vp", height)
    size = max(12, round(height * (0.5 if len(amount) <= 2 else 0.36)))
    number = text.render(amount, size, (255, 252, 246), True)
    if icon is None:
        out = pygame.Surface(hexagon.get_size(), pygame.SRCALPHA)
        out.blit(hexagon, (0, 0))
        back = number.get_rect(center=out.get_rect().center).inflate(4, 0)
        pygame.draw.rect(out, (60, 40, 30), back, 0, 3)
        out.blit(number, number.get_rect(center=back.center))
        return out
    slash = text.render("/" + per, size, (255, 252, 246), True)
    w0, h0 = native_size(icon)
    box = max(8, round(height * 0.76))
    pict = sprite(icon, (max(1, round(box * min(1.0, w0 / h0))), max(1, round(box * min(1.0, h0 / w0)))))
    gap = max(1, round(height * 0.06))
    tab_w = gap + slash.get_width() + gap + pict.get_width() + 2 * gap + height // 2
    out = pygame.Surface((height // 2 + tab_w, max(height, hexagon.get_height())), pygame.SRCALPHA)
    mid = out.get_height() // 2
    tab = pygame.Rect(height // 2, mid - round(height * 0.42), tab_w, round(height * 0.84))
    pygame.draw.rect(out, (60, 40, 30), tab, 0, max(2, height // 5))
    pygame.draw.rect(out, (226, 160, 62), tab, max(1, height // 20), max(2, height // 5))
    out.blit(hexagon, hexagon.get_rect(midleft=(0, mid)))
    spot = hexagon.get_rect(midleft=(0, mid))
    back = number.get_rect(center=spot.center).inflate(2, 0)
    pygame.draw.rect(out, (60, 40, 30), back, 0, 3)
    out.blit(number, number.get_rect(center=spot.center))
    x = spot.right + gap
    out.blit(slash, slash.get_rect(midleft=(x, mid)))
    x += slash.get_width() + gap
    out.blit(pict, pict.get_rect(midleft=(x, mid)))
    return out


class RulesLayout(NamedTuple):
    """How a face shows a card's rules text: font size, line step and the lines drawn (the last one
    ends with "…" when the text had to be cut); no lines when the face is too small for the text."""

    size: int
    step: int
    lines: tuple[str, ...]


def face(name: str, width: int) -> pygame.Surface:
    return _face(name, int(width), current_language())[0]


def face_rules(name: str, width: int) -> RulesLayout:
    """The rules text as ``face(name, width)`` draws it."""
    return _face(name, int(width), current_language())[1]


def _cost_value(name: str) -> int | None:
    c = card(name)
    return (c.starting or {}).get("megacredits") if c.is_corporation else c.cost


def _band_text(
    out: pygame.Surface, label: str, size: int, bold: bool, room: int | None = None, **where: tuple[int, int]
) -> None:
    """White name text on a coloured band, over a soft dark shadow (the green band is light);
    a word wider than ``room`` even at 12 px is condensed to fit rather than cut."""
    image = text.render(label, size, (255, 252, 246), bold)
    if room is not None and image.get_width() > room:
        image = pygame.transform.smoothscale(image, (room, image.get_height()))
    spot = image.get_rect(**where)
    shadow = pygame.transform.smoothscale(text.render(label, size, (20, 16, 14), bold), image.get_size())
    shadow.set_alpha(150)
    out.blit(shadow, spot.move(1, 1))
    out.blit(image, spot)


def _cost_box(out: pygame.Surface, box: pygame.Rect, value: int, u: float) -> None:
    pygame.draw.rect(out, COST_FILL, box, 0, max(2, round(6 * u)))
    pygame.draw.rect(out, (150, 110, 20), box, max(1, round(2 * u)), max(2, round(6 * u)))
    size = max(12, min(round(24 * u), box.height - 2))
    image = text.render(str(value), size, INK, True)
    out.blit(image, image.get_rect(center=box.center))


def _requirement_pill(
    out: pygame.Surface,
    req: str,
    largest: int,
    room: int,
    at: tuple[int, int],
    u: float,
    anchor: str = "midtop",
) -> pygame.Rect:
    """The requirement in a pill: one line shrunk to fit ``room`` (bold, then regular at
    12 px), else wrapped; placed by its ``anchor`` point."""
    bold = True
    size = _fit_one_line(req, largest, 12, room)
    if size is None and text.width_of(req, 12) <= room:
        size, bold = 12, False
    if size is not None:
        lines = [req]
    else:
        size = 12
        lines = _wrap_whole_words(req, size, room, True)
        if lines is None:
            bold = False
            lines = text.wrap(req, size, room)
        lines = lines[:3]
    images = [text.render(text.ellipsize(line, size, room, bold), size, INK, bold) for line in lines]
    step = size + max(1, round(2 * u))
    inner = pygame.Rect(0, 0, max(i.get_width() for i in images), step * (len(images) - 1) + size)
    pill = inner.inflate(round(12 * u), max(2, round(4 * u)))
    setattr(pill, anchor, at)
    pygame.draw.rect(out, (236, 196, 150), pill, 0, max(2, round(6 * u)))
    pygame.draw.rect(out, (150, 90, 50), pill, max(1, round(1.5 * u)), max(2, round(6 * u)))
    y = pill.centery - inner.height // 2
    for image in images:
        out.blit(image, image.get_rect(midtop=(pill.centerx, y)))
        y += step
    return pill


def _wrap_whole_words(label: str, size: int, room: int, bold: bool) -> list[str] | None:
    """``label`` wrapped into ``room``, or None when a word (Latin or Japanese, see
    ``ui.text.break_units``) would have to be cut to fit."""
    return None if text.cuts_a_word(label, size, room, bold) else text.wrap(label, size, room, bold)


def name_lines(label: str, size: int, room: int) -> tuple[int, list[str], bool]:
    """A card name too long for one line: (size, lines, bold) in at most three lines with
    whole words ("Designed" / "Microorganisms", never "...Microorganism" / "s"): bold,
    else the narrower regular weight, shrinking from ``size`` down to 12 px before a
    word alone wider than the room is cut."""
    for fit in range(size, min(size, 12) - 1, -1):
        for bold in (True, False):
            lines = _wrap_whole_words(label, fit, room, bold)
            if lines is not None and len(lines) <= 3:
                return fit, lines, bold
    fit = min(size, 12)  # a word wider than the room even at 12 px: kept whole, drawn condensed
    return fit, text.wrap(label, fit, room, cut_words=False)[:3], False


def _fit_one_line(label: str, largest: int, smallest: int, room: int, bold: bool = True) -> int | None:
    """The largest size from ``largest`` down to ``smallest`` at which ``label`` fits ``room``, or None."""
    for size in range(largest, smallest - 1, -1):
        if text.width_of(label, size, bold) <= room:
            return size
    return None


@lru_cache(maxsize=600)
def _face(name: str, width: int, lang: str) -> tuple[pygame.Surface, RulesLayout]:
    c = card(name)
    w, h = card_size(width)
    out = sprite(f"frame_{c.type}", (w, h)).copy()
    u = w / 240  # frame units (the art is 240x336)
    pad = max(3, round(10 * u))
    band = pygame.Rect(pad, round(45 * u), w - 2 * pad, round(34 * u))
    # Cost (or the corporation's starting M€).
    cost_value = _cost_value(name)
    if cost_value is not None:
        _cost_box(out, pygame.Rect(pad, pad, round(44 * u), round(36 * u)), cost_value, u)
    # Tags, right to left.
    tag_size = round(32 * u)
    x = w - pad - tag_size
    for t in reversed(c.play_tags if not c.is_corporation else c.tags):
        out.blit(sprite(f"tag_{t}", tag_size), (x, pad + round(2 * u)))
        x -= tag_size + max(1, round(2 * u))
    # Name on the band: shrunk to fit one line, or two lines on a taller band.
    label = names.card_name(name)
    room = band.width - 2 * max(2, round(4 * u))
    size = _fit_one_line(label, max(12, round(19 * u)), max(12, round(14 * u)), room)
    if size is None:
        size, lines, bold = name_lines(label, max(12, round(14 * u)), room)
        step = size + max(1, round(3 * u))
        grown = pygame.Rect(band.x, band.y, band.width, max(band.height, len(lines) * step + round(4 * u)))
        pygame.draw.rect(out, palette.CARD_COLORS.get(c.type, INK_DIM), grown)
        band = grown
        y = band.centery - (len(lines) * step) // 2 + (step - size) // 2
        for line in lines:
            _band_text(out, line, size, bold, room, midtop=(band.centerx, y))
            y += step
    else:
        _band_text(out, label, size, True, center=band.center)
    # Requirement (a pill under the band), then the rules text or, on small cards, the type.
    top = band.bottom + round(6 * u)
    req = requirements_line(name)
    if req:
        pill = _requirement_pill(
            out, req, max(12, round(15 * u)), w - 2 * pad - round(12 * u), (w // 2, top), u
        )
        top = pill.bottom + round(6 * u)
    body = pygame.Rect(pad + round(4 * u), top, w - 2 * pad - round(8 * u), h - top - round(44 * u))
    rules = names.card_text(name)
    layout = RulesLayout(0, 0, ())
    if width >= FULL_TEXT_WIDTH and rules:
        layout = fitted_lines(rules, body.size, max(12, round(16 * u)))
        y = body.y
        for line in layout.lines:
            out.blit(text.render(line, layout.size, INK), (body.x, y))
            y += layout.step
    elif width < FULL_TEXT_WIDTH:
        size = max(12, round(20 * u))
        image = text.render(text.ellipsize(names.card_type(c.type), size, body.width), size, INK_DIM)
        out.blit(image, image.get_rect(midtop=(w // 2, body.y)))
    # Victory points (bottom right).
    badge = vp_badge(name, max(14, round(40 * u)))
    if badge is not None:
        out.blit(badge, badge.get_rect(bottomright=(w - pad, h - pad - round(2 * u))))
    return out, layout


def fitted_lines(rules: str, area: tuple[int, int], largest: int) -> RulesLayout:
    """``rules`` wrapped into ``area`` (width, height) at the largest size from ``largest`` down to
    12 px that fits; at 12 px the lines that do not fit are cut and the last one ends with "…"."""
    width, height = area
    size = max(12, largest)
    while True:
        step = text.line_height(size)
        lines = text.wrap(rules, size, width)
        if len(lines) * step <= height or size <= 12:
            break
        size -= 1
    fits = max(1, height // step)
    if len(lines) > fits:
        lines = lines[:fits]
        lines[-1] = text.ellipsize(lines[-1] + "…", size, width).replace("……", "…")
    return RulesLayout(size, step, tuple(lines))


# --- the wide face: a card laid on its side for the hand, with its rules text ---------------------

PARCHMENT = (246, 238, 222)
LINE_SPACING = 1.28
CORPORATION_PARCHMENT = (230, 226, 214)


def wide_face(name: str, width: int, height: int, scale: float = 1.0) -> pygame.Surface:
    """The card in a landscape frame ``width`` x ``height`` (parts and text sized for the
    table's ``scale``, 1 at 1280x720): cost, name band and tags on top,
    requirement, the rules text as large as fits (never under 12 px; cut with "…" only
    when even that is too long, the enlarged card shows the rest), VP at the bottom right."""
    return _wide_face(name, int(width), int(height), round(scale, 3), current_language())[0]


def wide_face_rules(name: str, width: int, height: int, scale: float = 1.0) -> RulesLayout:
    """The rules text as ``wide_face`` draws it."""
    return _wide_face(name, int(width), int(height), round(scale, 3), current_language())[1]


def _join(head: str, tail: str) -> str:
    """Two wrapped lines joined back: with a space between Latin words, without one in Japanese."""
    if head and tail and not text._is_cjk(head[-1]) and not text._is_cjk(tail[0]):
        return head + " " + tail
    return head + tail


def wrap_around(
    rules: str, size: int, width: int, step: int, height: int, notch: tuple[int, int]
) -> list[tuple[str, int]]:
    """``rules`` wrapped into ``width``, the lines that reach the bottom ``notch[1]`` pixels
    narrowed by ``notch[0]`` (room for a badge); [(line, width)]. May be taller than ``height``."""
    lines = text.wrap(rules, size, width)
    if len(lines) * step <= height - notch[1] or notch[0] <= 0:
        return [(line, width) for line in lines]
    free = max(0, (height - notch[1]) // step)
    head = lines[:free]
    rest = ""
    for line in lines[free:]:
        rest = _join(rest, line) if rest else line
    tail = text.wrap(rest, size, width - notch[0]) if rest else []
    return [(line, width) for line in head] + [(line, width - notch[0]) for line in tail]


def rules_lines(
    rules: str, area: tuple[int, int], notch: tuple[int, int], scale: float
) -> tuple[int, int, list[tuple[str, int]]]:
    """(size, line step, lines) of ``rules`` in an ``area`` (width, height) with a ``notch`` at
    its bottom right: the largest size from 15 down to 12 reference pixels that fits; at 12
    the lines that do not fit are cut and the last one ends with "…"."""
    width, height = area
    floor = max(12, round(12 * scale))
    size = max(floor, round(15 * scale))
    while True:
        step = max(size + 2, round(size * LINE_SPACING))
        lines = wrap_around(rules, size, width, step, height, notch)
        if len(lines) * step <= height or size <= floor:
            break
        size -= 1
    fits = max(1, height // step)
    if len(lines) > fits:
        lines = lines[:fits]
        last, room = lines[-1]
        lines[-1] = (text.ellipsize(last + "…", size, room).replace("……", "…"), room)
    return size, step, lines


@lru_cache(maxsize=200)
def _wide_face(name: str, w: int, h: int, s: float, lang: str) -> tuple[pygame.Surface, RulesLayout]:
    c = card(name)
    color = palette.CARD_COLORS.get(c.type, INK_DIM)
    dark = tuple(round(v * 0.68) for v in color)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, round(9 * s))
    edge = max(2, round(3.5 * s))
    card_rect = out.get_rect()
    pygame.draw.rect(out, dark, card_rect, 0, radius)
    pygame.draw.rect(out, color, card_rect.inflate(-2, -2), 0, radius)
    inner = card_rect.inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(
        out, CORPORATION_PARCHMENT if c.is_corporation else PARCHMENT, inner, 0, max(2, radius - edge)
    )
    if c.is_event:  # the event frame's red foot
        foot = pygame.Rect(inner.x, inner.bottom - max(2, round(4 * s)), inner.width, max(2, round(4 * s)))
        pygame.draw.rect(out, (214, 113, 99), foot)
    pad = max(3, round(5 * s))
    # Top band: cost, name, tags.
    tags = c.play_tags if not c.is_corporation else c.tags
    tag_size = max(12, round(21 * s))
    band = pygame.Rect(inner.x, inner.y, inner.width, max(tag_size + 2, round(26 * s)))
    cost_value = _cost_value(name)
    cost_box = pygame.Rect(
        inner.x + round(2 * s), inner.y + round(2 * s), max(20, round(32 * s)), max(16, round(24 * s))
    )
    name_left = (cost_box.right if cost_value is not None else inner.x) + pad
    name_right = inner.right - pad - len(tags) * (tag_size + max(1, round(2 * s)))
    room = max(10, name_right - name_left)
    label = names.card_name(name)
    bold_floor = max(12, round(12 * s))
    size = _fit_one_line(label, max(bold_floor, round(17 * s)), bold_floor, room)
    bold = True
    if size is None:
        size, lines, bold = name_lines(label, bold_floor, room)
    else:
        lines = [label]
    step = size + max(1, round(2 * s))
    band.height = max(band.height, len(lines) * step + round(4 * s))
    pygame.draw.rect(
        out,
        color,
        band,
        0,
        border_top_left_radius=max(2, radius - edge),
        border_top_right_radius=max(2, radius - edge),
    )
    if cost_value is not None:
        cost_box.centery = min(cost_box.centery, band.centery)
        _cost_box(out, cost_box, cost_value, 0.75 * s)
    y = band.centery - (len(lines) * step) // 2 + (step - size) // 2
    for line in lines:
        _band_text(out, line, size, bold, room, topleft=(name_left, y))
        y += step
    x = inner.right - pad - tag_size
    for t in reversed(tags):
        out.blit(
            sprite(f"tag_{t}", tag_size), sprite(f"tag_{t}", tag_size).get_rect(midleft=(x, band.centery))
        )
        x -= tag_size + max(1, round(2 * s))
    top = band.bottom + max(2, round(4 * s))
    # Requirement pill.
    req = requirements_line(name)
    if req:
        pill = _requirement_pill(
            out,
            req,
            max(bold_floor, round(13 * s)),
            inner.width - 2 * pad - round(12 * s),
            (inner.x + pad, top),
            s,
            anchor="topleft",
        )
        top = pill.bottom + max(2, round(3 * s))
    # Rules text, as large as fits, around the VP badge.
    badge = vp_badge(name, max(14, round(26 * s)))
    body = pygame.Rect(inner.x + pad, top, inner.width - 2 * pad, inner.bottom - top - max(2, round(3 * s)))
    notch = (badge.get_width() + pad, badge.get_height()) if badge is not None else (0, 0)
    size, step, lines = rules_lines(names.card_text(name), body.size, notch, s)
    y = body.y
    for line, _room in lines:
        out.blit(text.render(line, size, INK), (body.x, y))
        y += step
    if badge is not None:
        out.blit(
            badge,
            badge.get_rect(
                bottomright=(inner.right - max(1, round(2 * s)), inner.bottom - max(1, round(2 * s)))
            ),
        )
    return out, RulesLayout(size, step, tuple(line for line, _room in lines))


def clear_cache() -> None:
    _face.cache_clear()
    _wide_face.cache_clear()
    _vp_badge.cache_clear()
