"""How Ares Project cards, card backs and dice look (no game logic). Every face of a card is
drawn by ``draw_face``: the privacy test watches it, so nothing hidden may be drawn elsewhere."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text, tr
from ui import fonts, text, theme
from ui.layout import Layout
from ui.tables.ares import names

FACTION_COLORS = {
    "terran": (70, 110, 160),
    "kahoum": (130, 80, 150),
    "colossus": (150, 120, 60),
    "xenos": (70, 140, 90),
}
KIND_COLORS = {
    "building": (64, 52, 46),
    "attack": (120, 40, 30),
    "special": (60, 70, 110),
    "special_building": (70, 90, 70),
}
BACK = (52, 36, 34)


def faction_color(faction: str | None) -> tuple[int, int, int]:
    return FACTION_COLORS.get(faction or "", (100, 100, 100))


def fit_words(
    surface, words: str, rect: pygame.Rect, size: int, color, bold: bool = False, rows: int = 2
) -> int:
    """``words`` in ``rect``, at most ``rows`` lines: on one line if a size (bold, then the narrower
    regular weight) allows, else wrapped between words (Japanese: characters); a word wider than
    the card even at the smallest size is kept whole and drawn condensed, never split. Returns the
    height used."""
    width = max(1, rect.width)
    rows = max(1, min(rows, rect.height // max(1, text.line_height(fonts.SMALLEST, bold))))
    weights = (bold, False) if bold else (False,)
    smallest = min(size, fonts.SMALLEST)
    # one line shrunk a little, else wrapped, else one line shrunk further
    for sizes, wrapped in (
        (range(size, max(smallest, size * 4 // 5) - 1, -1), False),
        (range(size, smallest - 1, -1), True),
        (range(size, smallest - 1, -1), False),
    ):
        for fit in sizes:
            for weight in weights:
                if not wrapped and text.width_of(words, fit, weight) <= width:
                    return _blit_condensed(surface, [words], rect, fit, color, weight)
                if wrapped and rows > 1 and not text.cuts_a_word(words, fit, width, weight):
                    lines = text.wrap(words, fit, width, weight)
                    if len(lines) <= rows:
                        return _blit_condensed(surface, lines, rect, fit, color, weight)
    fit = min(size, fonts.SMALLEST)
    lines = text.wrap(words, fit, width, False, cut_words=False)
    if len(lines) > rows:
        lines = lines[: rows - 1] + [" ".join(lines[rows - 1 :])]
    return _blit_condensed(surface, lines, rect, fit, color, False)


def _blit_condensed(surface, lines: list[str], rect: pygame.Rect, size: int, color, bold: bool) -> int:
    """Each line from the top of ``rect``; one wider than it squeezed to its width (down to two
    thirds, then cut with an ellipsis)."""
    step = text.line_height(size, bold)
    y = rect.y
    for line in lines:
        image = text.render(line, size, color, bold)
        if image.get_width() > rect.width:
            if image.get_width() * 2 > rect.width * 3:
                line = text.ellipsize(line, size, rect.width * 3 // 2, bold)
                image = text.render(line, size, color, bold)
            if image.get_width() > rect.width:
                image = pygame.transform.smoothscale(image, (max(1, rect.width), image.get_height()))
        surface.blit(image, (rect.x, y))
        y += step
    return y - rect.y


def inner_rect(lay: Layout, rect: pygame.Rect) -> pygame.Rect:
    """A card's area inside its margin (a little wider on a large card)."""
    pad = lay.px(5 if rect.width >= lay.px(140) else 4)
    return rect.inflate(-2 * pad, -2 * pad)


def fits(words: str, width: int, rows: int = 1, bold: bool = False) -> bool:
    """``words`` fit ``rows`` lines of ``width`` at the smallest size without cutting a word."""
    smallest = fonts.SMALLEST
    if text.cuts_a_word(words, smallest, width, bold):
        return False
    return len(text.wrap(words, smallest, width, bold)) <= rows


def stats_words(unit) -> str:
    """A unit side's cost, initiative and to-hit ratings in one line."""
    r = unit.ratings
    return Text(
        N_("Cost {cost} · Init {init} · Hit {inf}/{arm}/{air}/{bld}"),
        {
            "cost": unit.cost,
            "init": unit.initiative,
            "inf": r.infantry,
            "arm": r.armour,
            "air": r.air,
            "bld": r.building,
        },
    ).translated()


ABILITIES = (
    ("tough", N_("Tough")),
    ("deep_strike", N_("Deep Strike")),
    ("base_defense", N_("Base Defense")),
    ("no_flanking", N_("No Flanking")),
)


def ability_words(unit) -> str:
    """A unit side's combat abilities (§9.8) in one line, "" for none."""
    words = [tr(label) for flag, label in ABILITIES if getattr(unit, flag)]
    if unit.shield:
        words.append(Text(N_("Shield {count}"), {"count": unit.shield}).translated())
    if unit.scouting:
        words.append(Text(N_("Scouting {count}"), {"count": unit.scouting}).translated())
    return " · ".join(words)


def _sizes(lay: Layout, rect: pygame.Rect) -> tuple[int, int]:
    """The name's and the small print's font sizes for a card this wide."""
    if rect.width >= lay.px(140):
        return lay.font_px(16), lay.font_px(13)
    if rect.width > lay.px(70):
        return lay.font_px(13), lay.font_px(11)
    return lay.font_px(11), lay.font_px(10)


def _side_lines(
    surface,
    lay: Layout,
    inner: pygame.Rect,
    y: int,
    unit,
    cards,
    card: str,
    tiny: int,
    tall: bool,
    stats_always: bool,
    badge_room: int,
    notes: str,
) -> int:
    """A unit side's name and type, its cost and ratings and its abilities (``stats_always``, else
    when there is room); returns the height used."""
    lh = text.line_height(tiny)
    top = y
    kind_words = tr(names.UNIT_TYPES[unit.type])
    rows = 2 if tall else 1
    full = f"{names.side_name(card, unit.name, cards)} · {kind_words}"
    # the side's name only if it shows whole; on a tile too small even for the type, neither; a
    # line beside the units badge keeps clear of it
    width = inner.width - (badge_room if y + lh > inner.bottom - badge_room else 0)
    words = full if fits(full, width, rows) else kind_words
    if fits(words, width, rows) and inner.bottom - y >= lh:
        rows = 2 if tall and text.width_of(words, tiny) > width else 1
        y += fit_words(
            surface, words, pygame.Rect(inner.x, y, width, rows * lh), tiny, theme.OCHRE, rows=rows
        )
    if stats_always or (
        inner.bottom - badge_room - y >= 2 * lh + (lh if notes else 0)
        and fits(stats_words(unit), inner.width, 2)
    ):
        stats = stats_words(unit)
        y += fit_words(surface, stats, pygame.Rect(inner.x, y, inner.width, 2 * lh), tiny, theme.TEXT_DIM)
        abilities = ability_words(unit)
        rows = 2 if stats_always else 1
        if abilities and fits(abilities, inner.width, rows) and inner.bottom - badge_room - y >= rows * lh:
            rows = 1 if fits(abilities, inner.width) else 2
            y += fit_words(
                surface,
                abilities,
                pygame.Rect(inner.x, y, inner.width, rows * lh),
                tiny,
                theme.TEXT,
                rows=rows,
            )
    return y - top


def _name_room(lay: Layout, rect: pygame.Rect, name: str, units: bool) -> tuple[int, int]:
    """The width and the lines a card's name gets on a card ``rect`` (two when there is room and it
    needs them); on a tile with room for one line only the name keeps clear of the units badge."""
    inner = inner_rect(lay, rect)
    big, tiny = _sizes(lay, rect)
    lh = text.line_height(tiny)
    two = text.line_height(big, True) * 2 + lh <= inner.height  # room for two lines of name
    rows = 2 if two and not fits(name, inner.width, 1, True) else 1
    one_line = inner.height < text.line_height(big, True) + lh
    return inner.width - (lay.px(20) if units and one_line else 0), rows


def name_shows_whole(lay: Layout, rect: pygame.Rect, name: str, units: bool) -> bool:
    """The card's name on a card ``rect`` needs no squeezing (``fit_words`` draws it at a size it
    tries, on the lines it has)."""
    width, rows = _name_room(lay, rect, name, units)
    big = _sizes(lay, rect)[0]
    for size in range(big, max(min(big, fonts.SMALLEST), big * 4 // 5) - 1, -1):
        if any(text.width_of(name, size, bold) <= width for bold in (True, False)):
            return True
    if rows > 1:
        return not text.cuts_a_word(name, big, width, True) and len(text.wrap(name, big, width, True)) <= rows
    return False


def _text_height(words: str, size: int, width: int) -> int:
    """The height ``words`` take wrapped at ``size`` (0 for none)."""
    return len(text.wrap(words, size, width)) * text.line_height(size) if words else 0


def _side_height(unit, cards, card: str, width: int, size: int) -> int:
    """About the height ``_side_lines`` takes for ``unit`` on a card ``width`` wide."""
    full = f"{names.side_name(card, unit.name, cards)} · {tr(names.UNIT_TYPES[unit.type])}"
    return (
        _text_height(full, size, width)
        + _text_height(stats_words(unit), size, width)
        + _text_height(ability_words(unit), size, width)
    )


def draw_face(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    card: str,
    side: str | None = None,
    units: int | None = None,
    selected: bool = False,
    detail: bool = False,
    notes: str = "",
    *,
    cards: names.Cards,
) -> None:
    """A card face up: its name, kind (or unit side and type; ratings when there is room, its text
    with ``detail`` or on a card large enough to read it), ``notes`` (face-down cards, damage) and
    the units on it. Words wrap onto a second line before they shrink; a cut is the last resort.
    ``cards``: the game's own card table (``GameState.cards``), whose words and numbers it shows."""
    data = cards.get(card)
    kind = data.kind if data is not None else "building"
    pygame.draw.rect(surface, KIND_COLORS.get(kind, BACK), rect, 0, lay.px(6))
    edge = theme.FOCUS if selected else faction_color(data.faction if data else None)
    pygame.draw.rect(surface, edge, rect, lay.px(3 if selected else 2), lay.px(6))
    inner = inner_rect(lay, rect)
    big, tiny = _sizes(lay, rect)
    detail = detail or (rect.width >= lay.px(110) and rect.height >= lay.px(150))
    lh = text.line_height(tiny)
    badge_room = lay.px(20) if units else 0
    name = names.card_name(card, cards)
    tall = rect.height > lay.px(80)
    name_w, name_rows = _name_room(lay, rect, name, bool(units))
    y = inner.y
    y += fit_words(
        surface,
        name,
        pygame.Rect(inner.x, y, name_w, text.line_height(big, True) * name_rows),
        big,
        theme.TEXT,
        True,
        name_rows,
    )
    shown: list = []  # the unit sides shown (a card in the hand or the pop-up: each side, room allowing)
    if data is not None and data.units:
        unit = data.side(side) if side else data.units[0]
        shown.append(unit)
        y += _side_lines(surface, lay, inner, y, unit, cards, card, tiny, tall, detail, badge_room, notes)
        others = [] if side or not detail else list(data.units[1:])
        need = sum(_side_height(u, cards, card, inner.width, tiny) for u in others)
        body = names.card_text(card, cards, [*shown, *others])
        room = inner.bottom - max(badge_room, lh) - lay.px(3) - y
        if others and need + _text_height(body, tiny, inner.width) <= room:
            for other in others:
                y += lay.px(2)
                y += _side_lines(surface, lay, inner, y, other, cards, card, tiny, tall, True, 0, "")
            shown += others
    elif (
        data is not None
        and fits(tr(names.KIND_WORDS.get(kind, kind)), inner.width)
        and inner.bottom - y >= lh
    ):
        # the kind whole on one line, or not at all (a tile too small: the pop-up says it)
        y += fit_words(
            surface,
            tr(names.KIND_WORDS.get(kind, kind)),
            pygame.Rect(inner.x, y, inner.width, lh),
            tiny,
            theme.OCHRE,
            rows=1,
        )
    box = notes_box(lay, rect, y, notes, units, tiny)
    if box is not None:
        y += fit_words(surface, notes, box, tiny, theme.RUST_LIGHT, rows=box.height // lh)
    foot = max(badge_room, text.line_height(tiny))  # the units badge, or a count a dialog writes there
    if detail and inner.bottom - foot - y > lh:
        body = names.card_text(card, cards, shown)
        if body:
            y += lay.px(3)
            area = pygame.Rect(inner.x, y, inner.width, inner.bottom - foot - y)
            fit, lines = text.fit_box(body, tiny, area.width, area.height, one_line_first=False)
            text.blit_lines(surface, lines, area, fit, theme.TEXT)
    if units is not None and units > 0:
        badge = text.render(str(units), lay.font_px(15), theme.TEXT_ON_ACCENT, True)
        spot = badge_rect(lay, rect, units)
        pygame.draw.rect(surface, theme.RUST, spot, 0, lay.px(8))
        surface.blit(badge, badge.get_rect(center=spot.center))


def badge_rect(lay: Layout, rect: pygame.Rect, units: int) -> pygame.Rect:
    """Where the units badge of a card ``rect`` stands: its bottom-right corner."""
    w, h = text.render(str(units), lay.font_px(15), theme.TEXT_ON_ACCENT, True).get_size()
    spot = pygame.Rect(0, 0, w + lay.px(10), h + lay.px(2))
    spot.bottomright = (rect.right - lay.px(3), rect.bottom - lay.px(3))
    return spot


def notes_box(
    lay: Layout, rect: pygame.Rect, y: int, notes: str, units: int | None, size: int
) -> pygame.Rect | None:
    """Where a card's ``notes`` (face-down cards, damage) go below ``y``: whole, or not at all
    (the hover card has room). Full width on up to two lines above the units badge, else one line
    beside it; never under it."""
    inner = inner_rect(lay, rect)
    lh = text.line_height(size)
    if not notes or inner.bottom - y < lh:
        return None
    badge = badge_rect(lay, rect, units) if units else None
    floor = min(inner.bottom, badge.top - lay.px(1)) if badge is not None else inner.bottom
    above = min(2, (floor - y) // lh)
    if above >= 1 and fits(notes, inner.width, above):
        rows = 1 if fits(notes, inner.width) else 2
        return pygame.Rect(inner.x, y, inner.width, rows * lh)
    room = inner.width if badge is None else min(inner.width, badge.left - lay.px(2) - inner.x)
    return pygame.Rect(inner.x, y, room, lh) if fits(notes, room) else None


def draw_back(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, faction: str | None) -> None:
    """A card face down (what a hidden build shows to everybody else)."""
    pygame.draw.rect(surface, BACK, rect, 0, lay.px(6))
    pygame.draw.rect(
        surface, faction_color(faction), rect.inflate(-lay.px(6), -lay.px(6)), lay.px(2), lay.px(4)
    )
    color = faction_color(faction)
    r = max(3, min(rect.width, rect.height) // 5)
    cx, cy = rect.center
    pygame.draw.circle(surface, color, rect.center, r, max(1, lay.px(2)))
    pygame.draw.polygon(
        surface, color, [(cx, cy - r // 2), (cx + r // 2, cy), (cx, cy + r // 2), (cx - r // 2, cy)]
    )


def draw_pile(
    surface: pygame.Surface, lay: Layout, rect: pygame.Rect, faction: str | None, count: int, label: str
) -> None:
    """A face-down pile (a resource stack): a few card backs offset, the count on top and, when it
    fits whole, ``label`` at the foot."""
    shift = lay.px(3)
    layers = min(3, max(1, count))
    for k in range(layers - 1, -1, -1):
        draw_back(
            surface,
            lay,
            rect.inflate(-shift * 2, -shift * 2).move(shift * k - shift, -shift * k + shift),
            faction,
        )
    top = rect.inflate(-shift * 2, -shift * 2).move(-shift, shift)
    badge = text.render(str(count), lay.font_px(18), theme.TEXT, True)
    radius = max(badge.get_width(), badge.get_height()) // 2 + lay.px(4)
    pygame.draw.circle(surface, BACK, top.center, radius)
    pygame.draw.circle(surface, faction_color(faction), top.center, radius, max(1, lay.px(2)))
    surface.blit(badge, badge.get_rect(center=top.center))
    size = lay.font_px(11)
    if rect.height > lay.px(60) and fits(label, rect.width - lay.px(8)):
        fit, lines = text.fit_box(label, size, rect.width - lay.px(8), text.line_height(size))
        foot = pygame.Rect(
            rect.x + lay.px(4),
            rect.bottom - text.line_height(fit) - lay.px(4),
            rect.width - lay.px(8),
            text.line_height(fit),
        )
        text.blit_lines(surface, lines[:1], foot, fit, theme.TEXT_DIM, align="center")


def stacks_font(lay: Layout, height: int) -> int:
    """The size of the counts on a tile of resource stacks ``height`` high."""
    return lay.font_px(13) if height >= lay.px(30) else lay.font_px(11)


def draw_stacks(
    surface: pygame.Surface, lay: Layout, rect: pygame.Rect, faction: str | None, counts: str, label: str
) -> None:
    """A base's resource stacks together in one tile (a narrow panel): the cards in each, in the
    order played, and ``label`` under them when the tile is high enough."""
    pygame.draw.rect(surface, BACK, rect, 0, lay.px(6))
    pygame.draw.rect(
        surface, faction_color(faction), rect.inflate(-lay.px(4), -lay.px(4)), lay.px(2), lay.px(4)
    )
    size = stacks_font(lay, rect.height)
    inner = rect.inflate(-lay.px(8), -lay.px(4))
    small = lay.font_px(11)
    foot = (
        text.line_height(small)
        if inner.height >= text.line_height(size, True) + text.line_height(small)
        else 0
    )
    if foot and fits(label, inner.width):
        words = text.render(label, small, theme.TEXT_DIM)
        surface.blit(words, words.get_rect(midbottom=(inner.centerx, inner.bottom)))
    else:
        foot = 0
    fit_words(
        surface,
        counts,
        pygame.Rect(
            inner.x,
            inner.y + (inner.height - foot - text.line_height(size, True)) // 2,
            inner.width,
            text.line_height(size, True),
        ),
        size,
        theme.TEXT,
        True,
        rows=1,
    )


def draw_vertical(surface: pygame.Surface, words: str, size: int, color, rect: pygame.Rect) -> None:
    """``words`` written down the middle of a narrow ``rect``: Japanese upright, one character under
    another; other scripts turned a quarter to read from the bottom up."""
    if words and all(ord(ch) > 0x2E80 for ch in words):
        glyphs = [text.render(ch, size, color) for ch in words]
        glyphs = [
            pygame.transform.rotate(g, -90) if ch in "ー〜" else g
            for g, ch in zip(glyphs, words, strict=True)
        ]
        step = min(text.line_height(size), max(1, rect.height // len(glyphs)))
        if step < max(g.get_height() for g in glyphs) * 4 // 5:
            return  # a mat too low for its name: it shows by its colour
        y = rect.centery - step * len(glyphs) // 2
        for glyph in glyphs:
            surface.blit(glyph, glyph.get_rect(midtop=(rect.centerx, y)))
            y += step
        return
    if not fits(words, rect.height - 8):
        return  # a mat too low for its name: it shows by its colour
    fit, lines = text.fit_box(words, size, max(1, rect.height - 8), rect.width)
    turned = pygame.transform.rotate(
        text.render(text.ellipsize(lines[0], fit, rect.height - 8), fit, color), 90
    )
    surface.blit(turned, turned.get_rect(center=rect.center))


def draw_wall(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, color) -> None:
    """A crenellated wall (the Base card's picture), centred in ``rect``."""
    w = min(rect.width, rect.height * 3 // 2)
    h = min(rect.height, w * 2 // 3)
    if w < 6 or h < 6:
        return
    box = pygame.Rect(0, 0, w, h)
    box.center = rect.center
    body = pygame.Rect(box.x, box.y + h // 4, w, h - h // 4)
    pygame.draw.rect(surface, color, body)
    merlon = max(2, w // 7)
    for k in range(0, 4):
        x = box.x + k * 2 * merlon
        if x + merlon > box.right:
            break
        pygame.draw.rect(surface, color, pygame.Rect(x, box.y, merlon, h // 4 + 1))
    gate = pygame.Rect(0, 0, max(2, w // 4), max(2, h // 2))
    gate.midbottom = body.midbottom
    pygame.draw.rect(surface, (40, 30, 28), gate, 0, max(1, gate.width // 2))


def draw_die(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, value: int, hit: bool) -> None:
    """A six-sided die showing ``value`` (pips); a hit is drawn light on rust."""
    fill = theme.RUST if hit else (220, 214, 204)
    pip = theme.TEXT_ON_ACCENT if hit else (30, 24, 24)
    pygame.draw.rect(surface, fill, rect, 0, lay.px(5))
    pygame.draw.rect(surface, (20, 16, 20), rect, lay.px(1), lay.px(5))
    spots = {
        1: [(1, 1)],
        2: [(0, 0), (2, 2)],
        3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }.get(value, [])
    step = rect.width / 4
    radius = max(1, int(rect.width / 10))
    for cx, cy in spots:
        pygame.draw.circle(
            surface, pip, (int(rect.x + step * (cx + 1)), int(rect.y + step * (cy + 1))), radius
        )


def no_cards(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, words: str) -> None:
    fit_words(surface, words, rect, lay.font_px(13), theme.TEXT_DIM, rows=max(1, rect.height // lay.px(14)))
