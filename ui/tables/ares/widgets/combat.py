"""The combat screen: the battle line (the attacker's forces above, the defender's below, front
forces facing each other, flankers behind), the Base cards at the ends of a base battle, the
combat's round, stage and marker, and its firing steps with their dice. Forces are drawn face up
only when their owner's base is open to the person looking (``table.seen``)."""

from __future__ import annotations

import pygame

from game.ares.combat import hits_of
from game.ares.forces import scouting
from game.ares.state import BASE_CARDS
from game.i18n import N_, N_plural, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.tables.ares import names
from ui.tables.ares.widgets.board import heading
from ui.tables.ares.widgets.cached import CachedDraw
from ui.tables.ares.widgets.cards import (
    draw_back,
    draw_die,
    draw_face,
    draw_wall,
    faction_color,
    fit_words,
    fits,
)
from ui.widgets.base import Widget, draw_panel

STAGES = {
    "declare": N_("the defender chooses what to defend"),
    "placement": N_("forces take their places"),
    "emergency": N_("emergency defense"),
    "redeploy": N_("redeploy"),
    "moves_done": N_("redeploy"),
    "retreat": N_("retreat?"),
    "retreat_d": N_("retreat?"),
    "fire": N_("firing"),
    "end_round": N_("end of the round"),
    "raid_force": N_("Raid forces are chosen"),
    "rewards": N_("Raid rewards"),
    "rewarded": N_("Raid rewards"),
}


def dice_of(event) -> list[int]:
    dice = event.params.get("dice", "")
    return [int(d) for d in str(dice).split() if d.isdigit()]


def draw_steps(
    surface, lay: Layout, rect: pygame.Rect, entries, names_list, shown: int | None = None
) -> None:
    """The combat's log lines, newest last, each firing step with its dice drawn."""
    size = lay.font_px(12)
    die = lay.px(22)
    items = list(entries if shown is None else entries[:shown])
    rows = []
    for entry in items:
        line = entry.text(names_list)
        fit, lines = text.fit_box(line, size, rect.width - lay.px(4), lay.px(40), one_line_first=False)
        dice = dice_of(entry.event) if entry.event.kind in ("fire", "roll") else []
        rows.append((fit, lines, dice, entry.event.params.get("hit")))
    heights = [
        len(r[1]) * text.line_height(r[0]) + (die + lay.px(4) if r[2] else 0) + lay.px(3) for r in rows
    ]
    while rows and sum(heights) > rect.height:
        rows.pop(0)
        heights.pop(0)
    y = rect.y
    for (fit, lines, dice, hit), h in zip(rows, heights, strict=True):
        text.blit_lines(surface, lines, pygame.Rect(rect.x, y, rect.width, h), fit, theme.TEXT)
        y += len(lines) * text.line_height(fit)
        x = rect.x + lay.px(6)
        for value in dice:
            draw_die(
                surface,
                lay,
                pygame.Rect(x, y, die, die),
                value,
                isinstance(hit, int) and hits_of([value], hit) > 0,
            )
            x += die + lay.px(4)
        y += (die + lay.px(4) if dice else 0) + lay.px(3)


def shot_rows(entries) -> list[tuple[str, list[int], object, str]]:
    """The dice tray's rows: (who fired at what, the dice, the to-hit number, the hits) of each
    firing or roll among the combat's log ``entries``; every other step stays the log's alone."""
    rows = []
    for entry in entries:
        event = entry.event
        if event.kind not in ("fire", "roll"):
            continue
        params = event.params
        force = names.force_name(str(params.get("force", "")), entry.cards)
        if event.kind == "fire":
            words = Text(
                N_("{force} → {target}"),
                {"force": force, "target": names.force_name(str(params.get("target", "")), entry.cards)},
            ).translated()
            hits = Text(
                N_plural("{count} hit", "{count} hits"), {"count": params.get("count", 0)}
            ).translated()
        else:
            words = Text(N_("{force} rolls (a reroll may follow)"), {"force": force}).translated()
            hits = ""
        rows.append((words, dice_of(event), params.get("hit"), hits))
    return rows


def draw_shots(surface, lay: Layout, rect: pygame.Rect, entries) -> None:
    """The combat's dice tray: each roll so far (who fired at what, the dice, the hits), newest
    last; the log beside it keeps the words of every step, so nothing here repeats it."""
    h = heading(surface, lay, rect, tr(N_("Shots")), theme.RUST_LIGHT)
    size = lay.font_px(12)
    lh = text.line_height(size)
    die = lay.px(20)
    rows = shot_rows(entries)
    y = rect.y + h + lay.px(4)
    if not rows:
        fit, lines = text.fit_box(
            tr(N_("No shots yet in this combat.")), size, rect.width, 3 * lh, one_line_first=False
        )
        text.blit_lines(surface, lines, pygame.Rect(rect.x, y, rect.width, 3 * lh), fit, theme.TEXT_DIM)
        return
    row_h = lh + die + lay.px(6)
    room = max(1, (rect.bottom - y) // row_h)
    for words, dice, hit, hits in rows[-room:]:
        fit, lines = text.fit_box(words, size, rect.width, lh)
        text.blit_lines(surface, lines[:1], pygame.Rect(rect.x, y, rect.width, lh), fit, theme.TEXT)
        x = rect.x
        for value in dice:
            draw_die(
                surface,
                lay,
                pygame.Rect(x, y + lh + lay.px(2), die, die),
                value,
                isinstance(hit, int) and hits_of([value], hit) > 0,
            )
            x += die + lay.px(4)
        if hits:
            mark = text.render(hits, size, theme.OCHRE, True)
            surface.blit(mark, mark.get_rect(midleft=(x + lay.px(6), y + lh + lay.px(2) + die // 2)))
        y += row_h


class CombatPanel(CachedDraw, Widget):
    def __init__(self, table) -> None:
        super().__init__("combat")
        self.table = table
        self.force_rects: list[tuple[pygame.Rect, str]] = []
        self.sides: dict[tuple[int, int, int, int], str] = {}  # a force's side up, by its card's rect

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def combat(self):
        return self.table.session.state.combat

    def cache_key(self):
        return (self.table.session.version, self.table.private_seat())

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        c = self.combat()
        self.force_rects, self.sides = [], {}
        if c is None:
            return
        draw_panel(surface, self.rect, lay, (36, 22, 22), theme.RUST, alpha=240)
        inner = self.rect.inflate(-lay.px(16), -lay.px(12))
        title = self.title(c)
        h = heading(surface, lay, inner, title, theme.RUST_LIGHT)
        seer = self.table.viewing_seat()
        choice = c.choice if (c.revealed or seer == c.attacker) else None
        if choice:
            words = Text(
                N_("Combat choice: {choice}"), {"choice": tr(names.CHOICES.get(choice, choice))}
            ).translated()
            if c.surprise:
                words += " · " + tr(N_("surprise attack"))
            line = text.render(words, lay.font_px(12), theme.OCHRE)
            surface.blit(line, (inner.x, inner.y + h))
        scouting = self._scouting_words(c)
        if scouting:
            line = text.render(scouting, lay.font_px(12), theme.OCHRE)
            surface.blit(line, (inner.x + inner.width // 3, inner.y + h))
        line_area = pygame.Rect(
            inner.x, inner.y + h + lay.px(18), inner.width * 62 // 100, inner.height - h - lay.px(18)
        )
        self._draw_line(surface, lay, line_area, c)
        steps = pygame.Rect(
            line_area.right + lay.px(10),
            line_area.y,
            inner.right - line_area.right - lay.px(10),
            line_area.height,
        )
        pygame.draw.line(surface, theme.PANEL_EDGE, steps.topleft, steps.bottomleft, lay.px(1))
        draw_shots(surface, lay, steps.inflate(-lay.px(8), 0).move(lay.px(4), 0), self.table.combat_entries())

    def title(self, c) -> str:
        """Who attacks whom (and where, once declared), the combat's round and its stage."""
        session = self.table.session
        stage = tr(STAGES[c.stage]) if c.stage in STAGES else ""
        where = (
            tr(N_("at the Frontier"))
            if c.at == "frontier"
            else tr(N_("at the base"))
            if c.at == "base"
            else ""
        )
        who = {"attacker": session.name(c.attacker), "defender": session.name(c.defender), "where": where}
        head = (
            Text(N_("Combat: {attacker} attacks {defender} {where}"), who)
            if where
            else Text(N_("Combat: {attacker} attacks {defender}"), who)
        ).translated()
        parts = [head, Text(N_("combat round {round}"), {"round": c.round}).translated()]
        return " · ".join(parts + ([stage] if stage else []))

    def _scouting_words(self, c) -> str:
        """During placement: each side's scouting (R-LINE-3) and who places first, once both
        sides' forces are open to the person looking."""
        if c.stage != "placement" or c.pending is None:
            return ""
        seats = (c.attacker, c.defender)
        if any(self.table.seen(s)["base"] is None for s in seats):
            return ""
        state = self.table.session.state
        totals = []
        for s in seats:
            ids = list(c.unplaced.get(s, [])) + [f for col in c.line for f in col.row(s == c.attacker)]
            totals.append(scouting(state, s, [f for f in ids if state.side(s, f) is not None]))
        return Text(
            N_("Scouting {attacker} against {defender}: {player} places"),
            {
                "attacker": totals[0],
                "defender": totals[1],
                "player": self.table.session.name(c.pending.player),
            },
        ).translated()

    def _draw_line(self, surface, lay: Layout, area: pygame.Rect, c) -> None:
        session = self.table.session
        cols = max(1, len(c.line))
        slot_w = min(lay.px(96), (area.width - lay.px(8)) // cols)
        depth = max([1] + [max(len(col.a), len(col.d)) for col in c.line])
        half = (area.height - lay.px(34)) // 2
        card_h = min(half // max(1, depth) - lay.px(2), slot_w * 7 // 5)
        label = lay.font_px(12)
        top_words = Text(N_("{player} (attacker)"), {"player": session.name(c.attacker)}).translated()
        bottom_words = Text(N_("{player} (defender)"), {"player": session.name(c.defender)}).translated()
        surface.blit(text.render(top_words, label, theme.TEXT_DIM), (area.x, area.y))
        mid = area.y + lay.px(16) + half
        surface.blit(text.render(bottom_words, label, theme.TEXT_DIM), (area.x, area.bottom - lay.px(14)))
        x = area.x
        for col in c.line:
            for i, fid in enumerate(col.a):  # front force nearest the middle
                r = pygame.Rect(
                    x, mid - lay.px(2) - (i + 1) * (card_h + lay.px(2)), slot_w - lay.px(4), card_h
                )
                self._force(surface, lay, r, c.attacker, fid, c)
            for i, fid in enumerate(col.d):
                r = pygame.Rect(x, mid + lay.px(2) + i * (card_h + lay.px(2)), slot_w - lay.px(4), card_h)
                self._force(surface, lay, r, c.defender, fid, c)
            x += slot_w
        pygame.draw.line(surface, theme.RUST, (area.x, mid), (area.right, mid), lay.px(1))
        waiting = []
        for seat, forces in sorted(c.unplaced.items()):
            if forces:
                waiting.append(
                    Text(
                        N_plural("{player}: {count} force to place", "{player}: {count} forces to place"),
                        {"player": session.name(seat), "count": len(forces)},
                    ).translated()
                )
        if waiting:
            surface.blit(
                text.render(" · ".join(waiting), label, theme.OCHRE), (area.x + area.width // 3, area.y)
            )

    def _base_card(self, surface, lay: Layout, rect: pygame.Rect, which: str, c) -> None:
        """A Base card at an end of the defender's row: a wall in the defender's colour, named."""
        color = faction_color(self.table.session.state.players[c.defender].faction)
        pygame.draw.rect(surface, (58, 44, 38), rect, 0, lay.px(6))
        pygame.draw.rect(surface, theme.OCHRE, rect, lay.px(2), lay.px(6))
        inner = rect.inflate(-lay.px(8), -lay.px(8))
        size = lay.font_px(12)
        words = names.force_name(which, self.table.cards())
        rows = 1 if fits(words, inner.width) else 2
        words_h = rows * text.line_height(size)
        fit_words(
            surface,
            words,
            pygame.Rect(inner.x, inner.bottom - words_h, inner.width, words_h),
            size,
            theme.TEXT,
            rows=rows,
        )
        wall = pygame.Rect(inner.x, inner.y, inner.width, max(1, inner.height - words_h - lay.px(4)))
        draw_wall(surface, lay, wall, color)

    def _force(self, surface, lay: Layout, rect: pygame.Rect, owner: int, fid: str, c) -> None:
        if fid in BASE_CARDS:
            self._base_card(surface, lay, rect, fid, c)
            return
        seen = self.table.seen(owner)
        building = None if seen["base"] is None else next((b for b in seen["base"] if b["id"] == fid), None)
        if building is None or building["card"] is None:
            draw_back(surface, lay, rect, seen["faction"])
        else:
            draw_face(
                surface,
                lay,
                rect,
                building["card"],
                building["side"],
                building["units"],
                cards=self.table.cards(),
            )
            self.force_rects.append((rect, building["card"]))
            if building["side"]:
                self.sides[tuple(rect)] = building["side"]
        hits = c.hits.get(fid, 0)
        if hits:
            mark = text.render(
                Text(N_plural("{count} hit", "{count} hits"), {"count": hits}).translated(),
                lay.font_px(11),
                theme.ERROR,
                True,
            )
            surface.blit(mark, (rect.x + lay.px(3), rect.bottom - mark.get_height() - lay.px(2)))
        if fid in c.fired:
            pygame.draw.circle(surface, theme.OCHRE, (rect.right - lay.px(6), rect.y + lay.px(6)), lay.px(4))

    def hovered_card(self) -> tuple[pygame.Rect, str] | None:
        pos = pygame.mouse.get_pos()
        return next(((r, card) for r, card in self.force_rects if r.collidepoint(pos)), None)
