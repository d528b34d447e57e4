"""The public parts of the Ares table: each seat's area (its base behind the screen, piles,
rerolls, power) and the Frontier with the round marker. What a seat's area shows comes from
``table.seen(owner)``: the engine's view of the person at the screen (or, while nobody may see
anything private, of another seat), so an opponent's screened base is only ever card backs."""

from __future__ import annotations

import pygame

from game.ares.flow import FRONTIER_POINTS
from game.i18n import N_, N_plural, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.tables.ares import names
from ui.tables.ares.widgets.base_tiles import Item, flow, name_width
from ui.tables.ares.widgets.cached import CachedDraw
from ui.tables.ares.widgets.cards import (
    draw_back,
    draw_face,
    draw_pile,
    draw_stacks,
    draw_vertical,
    faction_color,
    fit_words,
    name_shows_whole,
    no_cards,
    stacks_font,
)
from ui.widgets.base import Widget, draw_panel

MAX_BACKS = 8


def heading(surface, lay: Layout, rect: pygame.Rect, words: str, color=theme.OCHRE) -> int:
    size = lay.font_px(15)
    fit, lines = text.fit_box(words, size, rect.width, text.line_height(size, True), True)
    text.blit_lines(surface, lines[:1], rect, fit, color, True)
    return text.line_height(size, True)


class SeatArea(CachedDraw, Widget):
    """One seat's side of the table; ``which`` is "top" (the other seat), "top:K" (3-4 players: the
    K-th other seat in turn order, a narrower panel) or "bottom" (the viewer's)."""

    def __init__(self, table, which: str) -> None:
        super().__init__(f"seat:{which}")
        self.table = table
        self.which = which
        self.card_rects: list[tuple[pygame.Rect, str]] = []
        self.sides: dict[tuple[int, int, int, int], str] = {}  # a built card's side up, by its rect
        self.mat_rect: pygame.Rect | None = None  # the full game's base mat, when the base is open

    def owner(self) -> int:
        return self.table.seat_at(self.which)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def counts(self, seen: dict) -> str:
        scoring = seen["scoring"]
        words = Text(
            N_("Hand {hand} · Deck {deck} · Discard {discard} · Scoring pile {scoring}"),
            {
                "hand": seen["hand_size"],
                "deck": seen["deck_size"],
                "discard": seen["discard_size"],
                "scoring": "?" if scoring is None else len(scoring),
            },
        ).translated()
        extra = Text(N_("Rerolls {rerolls}"), {"rerolls": seen["rerolls"]}).translated()
        power = self.table.power(self.owner())
        if power is not None:
            extra += " · " + Text(N_("Power {power}"), {"power": power}).translated()
        return f"{words} · {extra}"

    def cache_key(self):
        return (
            self.table.session.version,
            self.table.private_seat(),
            self.owner(),
            self.table.turn_held(),
            self.rect.size,
        )

    def title_parts(self, owner: int, seen: dict) -> list[str]:
        """The seat's name and faction, then what marks it: the Frontier, a teammate, out of the game."""
        parts = [f"{self.table.session.name(owner)} · {names.faction_name(seen['faction'])}"]
        if self.table.session.state.frontier == owner:
            parts.append(tr(N_("holds the Frontier")))
        if self.table.teammate(owner):
            parts.append(tr(N_("your teammate")))
        if seen["eliminated"]:
            parts.append(tr(N_("eliminated")))
        return parts

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        owner = self.owner()
        seen = self.table.seen(owner)
        out = seen["eliminated"]
        edge = theme.TEXT_DIM if out else faction_color(seen["faction"])
        draw_panel(surface, self.rect, lay, theme.PANEL, edge, alpha=160 if out else 225)
        pad = lay.px(8)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        marker = self.table.marker(owner, lay.px(18))
        surface.blit(marker, (inner.x, inner.y))
        parts = self.title_parts(owner, seen)
        title = " · ".join(parts)
        narrow = self.which.startswith("top:")
        size = lay.font_px(12)
        if narrow:  # 3-4 players: the title, then the counts on a line of their own
            head = pygame.Rect(inner.x + lay.px(24), inner.y, inner.width - lay.px(24), inner.height)
            words = self.counts(seen)
            if len(parts) > 1 and text.width_of(title, lay.font_px(15), True) > head.width:
                # the marks (the Frontier, a teammate) would cut the name: they lead the counts
                title, words = parts[0], " · ".join([*parts[1:], words])
            h = heading(surface, lay, head, title, theme.TEXT_DIM if out else theme.OCHRE)
            counts = pygame.Rect(inner.x, inner.y + h, inner.width, 2 * text.line_height(size))
            fit, lines = text.fit_box(words, size, counts.width, counts.height, one_line_first=False)
            text.blit_lines(surface, lines[:2], counts, fit, theme.TEXT_DIM)
            h += counts.height
        else:
            title_w = min(inner.width * 2 // 5, text.width_of(title, lay.font_px(15), True) + lay.px(8))
            head = pygame.Rect(inner.x + lay.px(24), inner.y, title_w, inner.height)
            h = heading(surface, lay, head, title, theme.TEXT_DIM if out else theme.OCHRE)
            counts = pygame.Rect(head.right + lay.px(12), inner.y, inner.right - head.right - lay.px(12), h)
            fit, lines = text.fit_box(self.counts(seen), size, counts.width, h, one_line_first=True)
            text.blit_lines(surface, lines[:1], counts, fit, theme.TEXT_DIM, align="right")
        body = pygame.Rect(
            inner.x, inner.y + h + lay.px(4), inner.width, inner.bottom - inner.y - h - lay.px(4)
        )
        if out:
            no_cards(surface, lay, body, tr(N_("Out of the game: no base, hand or deck.")))
            self.card_rects, self.mat_rect, self.sides = [], None, {}
            return
        self.card_rects, self.sides = [], {}
        self.mat_rect = None
        if seen["base"] is None:
            self._draw_screen(surface, lay, body, seen)
        else:
            self._draw_base(surface, lay, body, seen)

    def _draw_screen(self, surface, lay: Layout, body: pygame.Rect, seen: dict) -> None:
        """A screened base: card backs and how many cards lie behind the screen (with the hidden scoring pile)."""
        hidden = len(seen.get("unseen") or []) - seen["hand_size"] - seen["deck_size"] - seen["discard_size"]
        hidden = max(0, hidden)
        w = min(lay.px(70), body.height * 5 // 7)
        h = min(body.height - lay.px(4), w * 7 // 5)
        x = body.x
        backs = min(hidden, MAX_BACKS)
        # the backs close up so that the words keep at least half a narrow panel
        room = max(w, body.width // 2 - lay.px(10))
        step = min(w // 2, (room - w) // max(1, backs - 1))
        for k in range(backs):
            draw_back(surface, lay, pygame.Rect(x, body.y, w, h), seen["faction"])
            if k < backs - 1:
                x += step
        words = Text(
            N_plural(
                "Behind the screen (with the scoring pile): {count} card",
                "Behind the screen (with the scoring pile): {count} cards",
            ),
            {"count": hidden},
        ).translated()
        no_cards(
            surface, lay, pygame.Rect(x + w + lay.px(10), body.y, body.right - x - w - lay.px(10), h), words
        )

    def _draw_base(self, surface, lay: Layout, body: pygame.Rect, seen: dict) -> None:
        """The open base: in the full game its base mat (its permanent buildings stand on it), then
        the buildings and resource stacks in the order they were played."""
        base = seen["base"]
        full = self.table.session.state.mode == "full"
        on_mat = [b for b in base if full and b.get("permanent")]
        rest = [b for b in base if not (full and b.get("permanent"))]
        if not full and not base:
            no_cards(surface, lay, body, tr(N_("No buildings.")))
            return
        gap = lay.px(6)
        strip = text.line_height(lay.font_px(11)) + lay.px(4) if full else 0
        pad = lay.px(3) if full else 0
        on = max(1, len(on_mat)) if full else 0  # the slots the mat takes
        tiles = len(rest) + on

        def width(per_row: int) -> int:
            return min(lay.px(132), (body.width - strip - 2 * pad - gap * (per_row - 1)) // max(1, per_row))

        per_row, rows = tiles, 1
        if width(tiles) < lay.px(64) and body.height >= lay.px(64) and tiles > 1:
            per_row, rows = -(-tiles // 2), 2  # a crowded narrow panel: two rows of wider tiles
        w = width(per_row)
        h = (body.height - lay.px(4) - gap * (rows - 1)) // rows
        left = body.x + strip + 2 * pad if full else body.x

        def slot(i: int) -> pygame.Rect:
            return pygame.Rect(left + (i % per_row) * (w + gap), body.y + (i // per_row) * (h + gap), w, h)

        cards = self.table.cards()
        shown = [(slot(i).inflate(0, -2 * pad), b) for i, b in enumerate(on_mat)]
        shown += [(slot(i), b) for i, b in enumerate(rest, start=on)]
        if not all(
            name_shows_whole(lay, r, names.card_name(b["card"], cards), bool(b["units"]))
            for r, b in shown
            if b["card"] is not None
        ):
            self._flow_base(surface, lay, body, seen, on_mat if full else None, rest, strip, pad)
            return
        if full:
            first, last = slot(0), slot(on - 1)
            mat = self.mat_rect = pygame.Rect(body.x, first.y, last.right + pad - body.x, h)
            self._draw_mat(surface, lay, mat, strip, seen["faction"], not on_mat)
        for r, b in shown:
            self._draw_building(surface, lay, r, b, seen)

    def _flow_base(self, surface, lay: Layout, body, seen: dict, on_mat, rest, strip: int, pad: int) -> None:
        """The base in rows of tiles as wide as their names (``base_tiles``): a grid of equal tiles
        would cut them. ``on_mat``: the base-mat buildings (None in the basic game)."""
        cards = self.table.cards()
        gap = lay.px(3)
        stacks = [len(b["resources"]) + len(b["under"]) for b in rest if b["card"] is None]
        built = [b for b in rest if b["card"] is not None]
        stack_words = " ".join(str(n) for n in stacks)

        def width(b: dict, h: int) -> int:
            return name_width(lay, names.card_name(b["card"], cards), bool(b["units"]), h)

        def keeps(b: dict):
            return lambda r: name_shows_whole(lay, r, names.card_name(b["card"], cards), bool(b["units"]))

        def items(h: int) -> list[Item]:
            found = []
            if on_mat:  # an empty mat takes no room here (the panel's title names the faction)
                parts = [width(b, h - 2 * pad) for b in on_mat]
                found.append(Item("mat", strip + 2 * pad + sum(parts) + gap * (len(parts) - 1), False, parts))
            found += [Item(i, width(b, h), keeps=keeps(b)) for i, b in enumerate(built)]
            if stacks:
                words = text.width_of(stack_words, stacks_font(lay, h), True)
                found.append(Item("stacks", max(h * 5 // 7, words + lay.px(14)), False))
            return found

        for item, r in flow(lay, body, items, gap):
            if item.key == "mat":
                self.mat_rect = r
                self._draw_mat(surface, lay, r, strip, seen["faction"], False)
                x = r.x + strip + pad
                for b, w in zip(on_mat, item.parts, strict=True):
                    self._draw_building(
                        surface, lay, pygame.Rect(x, r.y + pad, w, r.height - 2 * pad), b, seen
                    )
                    x += w + gap
            elif item.key == "stacks":
                draw_stacks(surface, lay, r, seen["faction"], stack_words, tr(N_("Resources")))
            else:
                self._draw_building(surface, lay, r, built[item.key], seen)

    def _draw_mat(self, surface, lay: Layout, mat: pygame.Rect, strip: int, faction, empty: bool) -> None:
        """The faction's base mat: a board in its colour, named along its left edge."""
        color = faction_color(faction)
        pygame.draw.rect(surface, tuple(c // 3 for c in color), mat, 0, lay.px(8))
        pygame.draw.rect(surface, color, mat, lay.px(2), lay.px(8))
        label = tr(N_("Base mat"))
        room = pygame.Rect(mat.x, mat.y, strip, mat.height)
        draw_vertical(surface, label, lay.font_px(11), theme.TEXT_DIM, room)
        if empty:  # no base-mat building: the mat's own name where one would stand
            box = pygame.Rect(mat.x + strip, mat.y, mat.width - strip, mat.height).inflate(
                -lay.px(6), -lay.px(6)
            )
            fit_words(surface, names.faction_name(faction), box, lay.font_px(13), color, True)

    def _draw_building(self, surface, lay: Layout, rect: pygame.Rect, b: dict, seen: dict) -> None:
        stacked = len(b["resources"]) + len(b["under"])
        if b["card"] is None:  # a resource stack (full game): its face-down cards as a pile
            draw_pile(surface, lay, rect, seen["faction"], stacked, tr(N_("Resources")))
            return
        notes = []
        if stacked:
            notes.append(Text(N_("{count} face down"), {"count": stacked}).translated())
        if b["damaged"]:
            notes.append(Text(N_("{count} damaged"), {"count": b["damaged"]}).translated())
        if b["shields"]:
            notes.append(
                Text(N_plural("{count} shield", "{count} shields"), {"count": b["shields"]}).translated()
            )
        draw_face(
            surface,
            lay,
            rect,
            b["card"],
            b["side"],
            b["units"],
            notes=", ".join(notes),
            cards=self.table.cards(),
        )
        self.card_rects.append((rect, b["card"]))
        if b["side"]:
            self.sides[tuple(rect)] = b["side"]

    def hovered_card(self) -> tuple[pygame.Rect, str] | None:
        pos = pygame.mouse.get_pos()
        return next(((r, c) for r, c in self.card_rects if r.collidepoint(pos)), None)


class FrontierPanel(CachedDraw, Widget):
    """The Frontier (who holds it) and the round marker."""

    def __init__(self, table) -> None:
        super().__init__("frontier")
        self.table = table

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def cache_key(self):
        return (self.table.session.version,)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        holder = state.frontier
        color = faction_color(state.players[holder].faction) if holder is not None else theme.PANEL_EDGE
        draw_panel(surface, self.rect, lay, (40, 28, 26), color, alpha=230)
        inner = self.rect.inflate(-lay.px(16), -lay.px(12))
        heading(surface, lay, inner, tr(N_("The Frontier")))
        y = inner.y + lay.px(26)
        if holder is None:
            words = tr(N_("Nobody holds the Frontier: an attack may claim it."))
        else:
            words = Text(
                N_("{player} holds the Frontier ({points} points at the end; attack cards may be scored)."),
                {"player": self.table.session.name(holder), "points": FRONTIER_POINTS},
            ).translated()
            surface.blit(self.table.marker(holder, lay.px(22)), (inner.x, y))
        size = lay.font_px(15)
        area = pygame.Rect(inner.x + lay.px(30), y, inner.width - lay.px(30), lay.px(40))
        fit, lines = text.fit_box(words, size, area.width, area.height, one_line_first=False)
        text.blit_lines(surface, lines, area, fit, theme.TEXT)
        track = pygame.Rect(inner.x, y + lay.px(46), inner.width, lay.px(30))
        track_end = self._draw_rounds(surface, lay, track)
        last = state.last_combat
        if last is not None:
            ends = {
                "claim": N_("claimed the Frontier"),
                "no_battle": N_("no battle"),
                "retreat": N_("a retreat"),
                "wiped": N_("a force wiped out"),
                "rounds": N_("the rounds ran out"),
            }
            winner = self.table.session.name(last.winner) if last.winner is not None else tr(N_("nobody"))
            words = Text(
                N_("Last combat: {attacker} against {defender}, won by {winner} ({end})."),
                {
                    "attacker": self.table.session.name(last.attacker),
                    "defender": self.table.session.name(last.defender),
                    "winner": winner,
                    "end": tr(
                        N_("the claim failed")
                        if last.end == "claim" and last.winner is None
                        else ends.get(last.end, N_("the combat ended"))
                    ),
                },
            ).translated()
            # beside the round track when it leaves room, else under it
            area = pygame.Rect(
                track_end + lay.px(16), track.y - lay.px(4), inner.right - track_end - lay.px(16), lay.px(40)
            )
            if area.width < lay.px(260):
                area = pygame.Rect(
                    inner.x, track.bottom + lay.px(4), inner.width, inner.bottom - track.bottom - lay.px(4)
                )
            fit, lines = text.fit_box(words, lay.font_px(13), area.width, area.height, one_line_first=False)
            height = len(lines) * text.line_height(fit)
            text.blit_lines(
                surface, lines, area.move(0, max(0, (area.height - height) // 2)), fit, theme.TEXT_DIM
            )

    def _draw_rounds(self, surface, lay: Layout, rect: pygame.Rect) -> int:
        """The round marker on a track of rounds (the current one lit); returns where the track ends."""
        from ui.tables.ares.session import round_of

        state = self.table.session.state
        current = round_of(state)
        first = max(1, current - 6)
        size = lay.font_px(13)
        label = text.render(tr(N_("Round")), size, theme.TEXT_DIM, True)
        surface.blit(label, label.get_rect(midleft=(rect.x, rect.centery)))
        x = rect.x + label.get_width() + lay.px(8)
        cell = lay.px(30)
        for n in range(first, first + 12):
            box = pygame.Rect(x, rect.y, cell - lay.px(4), rect.height)
            lit = n == current
            pygame.draw.rect(surface, theme.RUST if lit else (50, 38, 38), box, 0, lay.px(4))
            digit = text.render(str(n), size, theme.TEXT_ON_ACCENT if lit else theme.TEXT_DIM, lit)
            surface.blit(digit, digit.get_rect(center=box.center))
            x += cell
            if x + cell > rect.right:
                break
        return x
