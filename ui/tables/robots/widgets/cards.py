"""Card faces of the robot game drawn from the data (no art files): parts, Mars cards, robots and
card backs, with names and texts in the current language (``names``)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import N_, Text, current_language, tr
from game.robots.content.load import content
from game.robots.content.models import ABILITIES
from ui import fonts, text, theme
from ui.layout import Layout
from ui.tables.robots import names

PART_FILL = (44, 50, 62)
SPECIAL_FILL = (62, 46, 72)
MARS_FILL = {"A": (110, 50, 26), "B": (86, 36, 44)}
ROBOT_FILL = (38, 60, 58)
BACK_FILL = (52, 44, 40)
EDGE = (150, 130, 110)
SELECTED = theme.FOCUS


def ability_words(data, short: bool = True) -> str:
    """'Com 2 · Def 1' for the abilities a card has."""
    parts = [f"{names.ability_name(k, short)} {getattr(data, k)}" for k in ABILITIES if getattr(data, k)]
    return " · ".join(parts)


def flag_words(part) -> str:
    words = []
    if part.progress:
        words.append(Text(N_("Progress {count}"), {"count": part.progress}).translated())
    if part.disposable:
        words.append(tr(N_("Single use")))
    if part.repair:
        words.append(tr(N_("Repair")))
    if part.advertisement:
        words.append(tr(N_("Advertisement")))
    return " · ".join(words)


def _frame(surface, rect, lay, fill, edge, width=1, dim=False) -> None:
    pygame.draw.rect(surface, fill, rect, 0, lay.px(6))
    pygame.draw.rect(surface, edge, rect, max(1, lay.px(width)), lay.px(6))
    if dim:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((10, 8, 12, 130))
        surface.blit(veil, rect.topleft)


@lru_cache(maxsize=4096)
def fitted(words: str, size: int, width: int, height: int, bold: bool = False, one_line_first: bool = False):
    """``text.fit_box`` remembered: the table draws the same words in the same boxes every frame."""
    return text.fit_box(words, size, width, height, bold, one_line_first=one_line_first)


wrapped = lru_cache(maxsize=4096)(text.wrap)  # the same, for ``text.wrap`` (callers only read the list)


def name_lines(words: str, size: int, width: int, height: int) -> tuple[int, list[str]]:
    """A card's name in bold in a ``width`` x ``height`` box: (size, lines), words whole. It
    shrinks to fit; a name too long for the line breaks after its slash ("Collect/" /
    "Survey"); a word wider than the box even at the smallest size stays whole on its own line
    (``draw_name`` condenses it) rather than being cut ("データレコー" / "ダー")."""
    tries = [words] + ([words.replace("/", "/ ")] if "/" in words else [])
    for candidate in tries:
        fit, lines = fitted(candidate, size, width, height, True)
        if not text.cuts_a_word(candidate, fit, width, True):
            return fit, [line.replace("/ ", "/") for line in lines]
    fit = min(size, fonts.SMALLEST)
    lines = wrapped(tries[-1], fit, width, True, False)
    room = max(1, height // text.line_height(fit, True))
    return fit, [line.replace("/ ", "/") for line in lines[:room]]


def draw_name(surface, words: str, box: pygame.Rect, size: int, color=theme.TEXT) -> int:
    """A card's name (``name_lines``) from the top of ``box``, a line wider than the box drawn
    condensed to its width; returns the height used."""
    fit, lines = name_lines(words, size, box.width, box.height)
    step = text.line_height(fit, True)
    y = box.y
    for line in lines:
        image = text.render(line, fit, color, True)
        if image.get_width() > box.width:
            image = pygame.transform.smoothscale(image, (box.width, image.get_height()))
        surface.blit(image, (box.x, y))
        y += step
    return y - box.y


LATIN_LINE = 1.25  # line spacing of a card text without Japanese (``text.line_height`` leaves room for kana)


def _text_lines(surface, words: str, rect: pygame.Rect, size: int) -> None:
    """A card's rules text in ``rect``; Latin text set a little tighter than Japanese, so the
    longer English texts fit a small card whole."""
    if any(ord(ch) >= 0x3000 for ch in words):
        _lines(surface, words, rect, size, theme.TEXT)
        return
    if rect.height <= 0 or rect.width <= 0:
        return
    # fitted as if each line took the roomier height, then set at the tighter one (the least
    # ratio of the two over the sizes it may shrink to: never a line more than the box holds)
    ratio = min(
        text.line_height(f) / round(f * LATIN_LINE) for f in range(min(size, fonts.SMALLEST), size + 1)
    )
    roomy = int(rect.height * ratio)
    fit, lines = fitted(words, size, rect.width, roomy)
    step = round(fit * LATIN_LINE)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    for i, line in enumerate(lines):
        surface.blit(text.render(line, fit, theme.TEXT), (rect.x, rect.y + i * step))
    surface.set_clip(clip)


def fit_lines(surface, words: str, rect: pygame.Rect, size: int) -> int:
    """A short bold line in ochre (a creature's Combat needed), wrapped and shrunk to ``rect``;
    returns the height used."""
    return _lines(surface, words, rect, size, theme.OCHRE, True)


def _lines(surface, words, rect, size, color, bold=False) -> int:
    if not words or rect.height <= 0 or rect.width <= 0:
        return 0
    fit, lines = fitted(words, size, rect.width, rect.height, bold)
    return text.blit_lines(surface, lines, rect, fit, color, bold)


def part_name_box(lay: Layout, rect: pygame.Rect, full: bool = False) -> tuple[pygame.Rect, pygame.Rect, int]:
    """A part card's inner area, the box its name is fitted in and the name's font size. The
    name may take half the card, or on a short card all but the abilities' line: the name
    comes first."""
    pad = lay.px(4)
    inner = rect.inflate(-2 * pad, -2 * pad)
    height = max(inner.height // 2, inner.height - text.line_height(lay.font_px(13 if full else 11), True))
    return (
        inner,
        pygame.Rect(inner.x, inner.y, inner.width, height),
        lay.font_px(15 if full else 12),
    )


def _draw_part(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    card: str,
    *,
    selected: bool = False,
    dim: bool = False,
    chits: int = 0,
    full: bool = False,
) -> None:
    """A part card: name, abilities, icons, cost (special parts) and, ``full``, its text."""
    part = content().parts[card]
    fill = SPECIAL_FILL if part.kind == "special" else PART_FILL
    _frame(surface, rect, lay, fill, SELECTED if selected else EDGE, 3 if selected else 1)
    inner, name_box, big = part_name_box(lay, rect, full)
    small = lay.font_px(13 if full else 11)
    y = inner.y
    y += draw_name(surface, names.card_name(card), name_box, big)
    y += _lines(
        surface,
        ability_words(part),
        pygame.Rect(inner.x, y, inner.width, inner.bottom - y),
        small,
        theme.OCHRE,
        True,
    )
    flags = flag_words(part)
    if full and part.cost is not None:  # the price matters in the supply (shown there), not in play
        flags = " · ".join(
            w for w in (Text(N_("Cost {count}"), {"count": part.cost}).translated(), flags) if w
        )
    y += _lines(surface, flags, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), small, theme.TEXT_DIM)
    if full:
        y += lay.px(4)
        _lines(
            surface,
            names.card_text(card),
            pygame.Rect(inner.x, y, inner.width, inner.bottom - y),
            small,
            theme.TEXT,
        )
    if chits:
        draw_chits(surface, lay, rect, chits)
    if dim:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((10, 8, 12, 120))
        surface.blit(veil, rect.topleft)


def draw_chits(surface, lay, rect, chits: int) -> None:
    """Data chits on a card: a blue disc with the count, bottom right."""
    r = lay.px(9)
    centre = (rect.right - r - lay.px(3), rect.bottom - r - lay.px(3))
    pygame.draw.circle(surface, (70, 150, 220), centre, r)
    pygame.draw.circle(surface, theme.TEXT, centre, r, max(1, lay.px(1)))
    image = text.render(str(chits), lay.font_px(12), theme.TEXT, True)
    surface.blit(image, image.get_rect(center=centre))


def _draw_back(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, label: str = "") -> None:
    """A face-down card (every back alike, ruling RB-28)."""
    _frame(surface, rect, lay, BACK_FILL, EDGE)
    inner = rect.inflate(-lay.px(8), -lay.px(8))
    pygame.draw.rect(surface, (80, 64, 56), inner, max(1, lay.px(1)), lay.px(4))
    if label:  # whole words centred on the card (``name_lines``), left out when they would not fit
        room = inner.inflate(-lay.px(4), -lay.px(4))
        fit, lines = name_lines(label, lay.font_px(12), room.width, room.height)
        step = text.line_height(fit, True)
        if (
            lines
            and not lines[-1].endswith("…")
            and all(text.width_of(line, fit, True) * 0.75 <= room.width for line in lines)
        ):
            y = rect.centery - len(lines) * step // 2
            for line in lines:
                image = text.render(line, fit, theme.TEXT_DIM, True)
                if image.get_width() > room.width:
                    image = pygame.transform.smoothscale(image, (room.width, image.get_height()))
                surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
                y += step


def _draw_mars(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    card: str,
    *,
    mark: bool = True,
    current: bool = False,
    need: int | None = None,
) -> None:
    """A Mars card: name, its A/B mark, the Combat a creature will ask (``need``), what it does."""
    data = content().mars[card]
    _frame(surface, rect, lay, MARS_FILL[data.deck], SELECTED if current else EDGE, 3 if current else 1)
    pad = lay.px(5)
    inner = rect.inflate(-2 * pad, -2 * pad)
    if mark:
        r = lay.px(11)
        centre = (inner.right - r, inner.y + r)
        pygame.draw.circle(surface, (24, 18, 20), centre, r)
        image = text.render(data.deck, lay.font_px(14), theme.OCHRE, True)
        surface.blit(image, image.get_rect(center=centre))
        title = pygame.Rect(inner.x, inner.y, inner.width - 2 * r - lay.px(2), lay.px(40))
    else:
        title = pygame.Rect(inner.x, inner.y, inner.width, lay.px(40))
    used = draw_name(surface, names.card_name(card), title, lay.font_px(14))
    y = inner.y + max(used, lay.px(24)) + lay.px(4)
    if need is not None:
        words = Text(N_("Combat needed: {combat}"), {"combat": need}).translated()
        y += fit_lines(
            surface, words, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), lay.font_px(13)
        )
        y += lay.px(2)
    _text_lines(
        surface,
        names.card_text(card),
        pygame.Rect(inner.x, y, inner.width, inner.bottom - y),
        lay.font_px(12),
    )


def _draw_robot(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, robot: str, chits: int = 0) -> None:
    """A robot card: number, name and starting abilities."""
    data = content().robots[robot]
    _frame(surface, rect, lay, ROBOT_FILL, EDGE)
    inner = rect.inflate(-lay.px(8), -lay.px(6))
    head = f"{data.number}. {names.card_name(robot)}"
    used = _lines(
        surface,
        head,
        pygame.Rect(inner.x, inner.y, inner.width, lay.px(20)),
        lay.font_px(13),
        theme.TEXT,
        True,
    )
    y = inner.y + used
    _lines(
        surface,
        ability_words(data),
        pygame.Rect(inner.x, y, inner.width - lay.px(22), inner.bottom - y),
        lay.font_px(11),
        theme.OCHRE,
    )
    if chits:
        draw_chits(surface, lay, rect, chits)


# --- every card face drawn once per size, language and look, then blitted (the table redraws
# the same cards every frame) ---------------------------------------------------------------------
@lru_cache(maxsize=1024)
def _face(kind: str, card: str, size: tuple[int, int], scale: tuple[int, int], lang: str, options: tuple):
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = pygame.Rect((0, 0), size)
    lay = Layout(*scale)
    if kind == "part":
        selected, dim, chits, full = options
        _draw_part(surface, lay, rect, card, selected=selected, dim=dim, chits=chits, full=full)
    elif kind == "back":
        _draw_back(surface, lay, rect, card)
    elif kind == "mars":
        mark, current, need = options
        _draw_mars(surface, lay, rect, card, mark=mark, current=current, need=need)
    else:
        _draw_robot(surface, lay, rect, card, options[0])
    return surface


def _blit(surface, lay, rect, kind, card, options) -> None:
    if rect.width <= 0 or rect.height <= 0:
        return
    image = _face(kind, card, rect.size, lay.size, current_language(), options)
    surface.blit(image, rect.topleft)


def draw_part(surface, lay, rect, card, *, selected=False, dim=False, chits=0, full=False) -> None:
    """A part card: name, abilities, icons, cost (special parts) and, ``full``, its text."""
    _blit(surface, lay, rect, "part", card, (selected, dim, chits, full))


def draw_back(surface, lay, rect, label: str = "") -> None:
    """A face-down card (every back alike, ruling RB-28)."""
    _blit(surface, lay, rect, "back", label, ())


def draw_mars(surface, lay, rect, card, *, mark=True, current=False, need: int | None = None) -> None:
    """A Mars card: name, its A/B mark, the Combat a creature will ask (``need``), what it does."""
    _blit(surface, lay, rect, "mars", card, (mark, current, need))


def draw_robot(surface, lay, rect, robot, chits: int = 0) -> None:
    """A robot card: number, name and starting abilities."""
    _blit(surface, lay, rect, "robot", robot, (chits,))


def clear_cache() -> None:
    _face.cache_clear()
    fitted.cache_clear()
