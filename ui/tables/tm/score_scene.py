"""The end of the game: each player's score by category, the winner(s); in the
solo game, won or lost, what was missing, and the local record for the corporation
(``saves.solo_records``, each game counted once).
"""

from __future__ import annotations

import pygame

from game.i18n import N_, N_plural, Text, tr
from game.tm.scoring import final_scores, winners
from ui import backdrop, text, theme
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.tables.tm import names
from ui.tables.tm.map_view import marker_sprite
from ui.tables.tm.sprites import sprite
from ui.widgets.base import draw_panel
from ui.widgets.button import Button

CATEGORIES = (
    ("tr", N_("Terraform rating")),
    ("milestones", N_("Milestones")),
    ("awards", N_("Awards")),
    ("greeneries", N_("Greeneries")),
    ("cities", N_("Cities (adjacent greeneries)")),
    ("cards", N_("Cards")),
    ("total", N_("Total")),
)


class TmScoreScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.scores = final_scores(session.state)
        self.winners = winners(self.scores)
        self.board = self.widgets.add(Button(N_("Look at the board"), self.back, name="score:board"))
        self.title_button = self.widgets.add(Button(N_("Title screen"), self.to_title, name="score:title",
                                                    primary=True))
        self.solo_lines: list[str] = []
        if session.state.setup.solo:
            self.solo_lines = solo_lines(session)

    def to_title(self) -> None:
        from ui.scenes.title import TitleScene

        self.app.stack.clear_to(TitleScene(self.app))

    def layout(self, lay: Layout) -> None:
        content = lay.content()
        w, h = lay.px(260), lay.px(52)
        self.title_button.rect = pygame.Rect(content.right - w, content.bottom - h, w, h)
        self.board.rect = pygame.Rect(self.title_button.rect.x - w - lay.px(16), content.bottom - h, w, h)

    def headline(self) -> str:
        session = self.session
        if session.state.setup.solo:
            if session.state.solo_result:
                return Text(N_("{player} terraformed Mars in time: you win!"), {"player": session.name(0)}).translated()
            return Text(N_("Mars is not terraformed after 14 generations: you lose")).translated()
        names_ = [session.name(seat) for seat in self.winners]
        if len(names_) == 1:
            return Text(N_("{player} wins!"), {"player": names_[0]}).translated()
        return Text(N_("Shared victory: {players}"), {"players": ", ".join(names_)}).translated()

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        surface.blit(backdrop.backdrop(lay.size, True), (0, 0))
        content = lay.content()
        size = lay.font_px(theme.FONT_HEADING)
        area = pygame.Rect(content.x, content.y, content.width, lay.px(100))
        used = text.blit_lines(surface, text.wrap(self.headline(), size, area.width, True), area, size, theme.OCHRE, True)
        table = pygame.Rect(content.x, content.y + used + lay.px(16), content.width,
                            self.title_button.rect.y - lay.px(20) - (content.y + used + lay.px(16)))
        draw_panel(surface, table, lay, theme.PANEL, theme.PANEL_EDGE, alpha=225)
        self._draw_table(surface, lay, table.inflate(-lay.px(32), -lay.px(24)))
        self.widgets.draw(surface, lay)

    def _draw_table(self, surface, lay, area: pygame.Rect) -> None:
        session = self.session
        n = len(self.scores)
        label_w = lay.px(300)
        col_w = (area.width - label_w) // max(1, n)
        row_h = min(lay.px(44), area.height // (len(CATEGORIES) + 2))
        size, small = lay.font_px(theme.FONT_BODY), lay.font_px(theme.FONT_SMALL)
        best = max(sc.total for sc in self.scores)
        for i, sc in enumerate(self.scores):
            x = area.x + label_w + i * col_w
            marker = sprite(marker_sprite(session.style(sc.seat)), lay.px(24))
            surface.blit(marker, marker.get_rect(midtop=(x + col_w // 2, area.y)))
            name = text.ellipsize(session.name(sc.seat), size, col_w - lay.px(8), True)
            ink = theme.OCHRE if sc.seat in self.winners else theme.TEXT
            image = text.render(name, size, ink, True)
            surface.blit(image, image.get_rect(midtop=(x + col_w // 2, area.y + lay.px(26))))
        y = area.y + lay.px(26) + row_h
        for key, label in CATEGORIES:
            total = key == "total"
            if total:
                pygame.draw.line(surface, theme.OCHRE, (area.x, y), (area.right, y), lay.px(2))
            surface.blit(text.render(tr(label), size, theme.TEXT if total else theme.TEXT_DIM, total),
                         (area.x, y + lay.px(6)))
            for i, sc in enumerate(self.scores):
                value = sc.total if total else getattr(sc, key)
                x = area.x + label_w + i * col_w
                ink = theme.OCHRE if total and value == best else theme.TEXT
                image = text.render(str(value), size, ink, True)
                surface.blit(image, image.get_rect(midtop=(x + col_w // 2, y + lay.px(6))))
            y += row_h
        y += lay.px(8)
        for i, line in enumerate(self.notes()):
            for part in text.wrap(line, small, area.width, i == 0):
                surface.blit(text.render(part, small, theme.TEXT, i == 0), (area.x, y))
                y += text.line_height(small)

    def notes(self) -> list[str]:
        """The lines under the table: the tie-break (only when the best total is shared) or the solo notes."""
        if self.session.state.setup.solo:
            return self.solo_lines
        line = tie_break_line(self.scores, self.session.name)
        return [line] if line else []

    def autoplay_step(self, auto) -> None:
        """Nothing left to play."""
        return None

    def autoplay_reached(self, until: str | None) -> bool:
        """The game is over: every ``--until`` is reached (``end`` here, or a generation never played)."""
        return True


def tie_break_line(scores, name) -> str | None:
    """How the tie on the best total was broken (most M€ left), or None when nobody tied for first."""
    best = max(sc.total for sc in scores)
    tied = [sc for sc in scores if sc.total == best]
    if len(tied) < 2:
        return None
    return Text(N_("Tied on {points} points: the most M€ left decides ({amounts})"),
                {"points": best, "amounts": ", ".join(f"{name(sc.seat)} {sc.megacredits} M€" for sc in tied)}).translated()


def missing_steps(parameter: str, steps: int) -> str:
    """"Temperature 11 steps": a global parameter and the steps it still lacks."""
    return Text(N_plural("{parameter} {count} step", "{parameter} {count} steps"),
                {"parameter": parameter, "count": steps}).translated()


def solo_lines(session) -> list[str]:
    """What was missing (if lost) and the corporation's local record, updated with this game once."""
    from game.tm.solo import solo_outcome
    from saves.solo_records import SoloRecordsError, SoloRecordStore

    try:
        outcome = solo_outcome(session.state)
    except ValueError:
        return []
    lines = []
    missing = {k: v for k, v in outcome.missing.items() if v}
    if missing:
        lines.append(Text(N_("Still missing: {steps}"), {"steps": ", ".join(
            missing_steps(names.parameter(k), v) for k, v in missing.items())}).translated())
    if outcome.corporation is None:
        return lines
    match = session.match
    try:
        update = SoloRecordStore().record(outcome.corporation, won=outcome.won, score=outcome.total,
                                          game_key=f"{match.seed}:{len(match.commands)}")
    except SoloRecordsError as exc:
        return [*lines, exc.translated()]
    record = update.record
    lines.append(Text(N_plural("{corporation}: {count} solo game, {wins} won, best score {best}",
                               "{corporation}: {count} solo games, {wins} won, best score {best}"),
                      {"corporation": names.card_name(outcome.corporation), "count": record.games,
                       "wins": record.wins, "best": record.best_score}).translated())  # fmt: skip
    if update.counted and update.new_best:
        lines.append(Text(N_("A new best score with this corporation!")).translated())
    return lines
