"""The players block of any game's new-game screen: how many players, and per seat a
name, who plays it (a human or a computer of a level, for a game with bots) and a
colour-and-marker (``ui.table.players``), plus any columns of the game's own (TM's
Beginner corporation). Styles stay distinct: choosing another seat's style swaps the
two. At least one seat stays human (``problem`` says why a choice cannot start); the
solo seat (one player) is always human.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.core.seats import HUMAN
from game.i18n import N_, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.table.players import PLAYER_STYLES, SEAT_KIND_LABELS, default_name, marker_image
from ui.text import verbatim
from ui.widgets.base import Widget
from ui.widgets.cycler import OptionCycler
from ui.widgets.label import Label
from ui.widgets.text_field import TextField

#: A column of the game's own: its heading (msgid) and the widget it shows for seat ``i``.
Column = tuple[str, Callable[[int], Widget]]


class PlayersBlock:
    """``add`` puts each widget in the screen's group (in this order: count, rows, headings).
    ``marker(style, size)`` draws a style's marker (the kit draws shapes; a game may use its art).
    ``computer_levels`` (a game with bots: ``game.core.seats.COMPUTER_LEVELS``) adds the "Played
    by" column after the name; a row is then (name, kind, style, *the game's columns)."""

    def __init__(
        self,
        add: Callable[[Widget], Widget],
        min_players: int,
        max_players: int,
        *,
        players: int = 2,
        max_name_length: int = 24,
        columns: Sequence[Column] = (),
        marker: Callable[[int, int], pygame.Surface] = marker_image,
        computer_levels: Sequence[str] = (),
    ) -> None:
        self.max_players = max_players
        self.players = players
        self.names = ["" for _ in range(max_players)]
        self.kinds = [HUMAN for _ in range(max_players)]
        self.styles = list(range(max_players))
        self.marker = marker
        self.count_label = add(Label(N_("Players"), name="label:players", middle=True))
        self.count = add(
            OptionCycler(
                [
                    (
                        n,
                        (
                            lambda n=n: Text(
                                N_("{count} (solo game)") if n == 1 else N_("{count} players"), {"count": n}
                            ).translated()
                        ),
                    )
                    for n in range(min_players, max_players + 1)
                ],
                get=lambda: self.players,
                set=self._set_players,
                name="players",
            )
        )
        self.rows: list[tuple[Widget, ...]] = []
        for i in range(max_players):
            name_field = add(
                TextField(
                    lambda i=i: self.names[i],
                    lambda v, i=i: self._set_name(i, v),
                    max_length=max_name_length,
                    placeholder=lambda i=i: default_name(i, self.kinds[i]),
                    name=f"name:{i}",
                )
            )
            kind = (
                (
                    add(
                        OptionCycler(
                            [(k, SEAT_KIND_LABELS[k]) for k in (HUMAN, *computer_levels)],
                            get=lambda i=i: self.kinds[i],
                            set=lambda k, i=i: self._set_kind(i, k),
                            name=f"kind:{i}",
                            font_size=theme.FONT_SMALL,
                            shrink=True,
                        )
                    ),
                )
                if computer_levels
                else ()
            )
            style = add(
                OptionCycler(
                    [(s, verbatim("")) for s in range(len(PLAYER_STYLES))],
                    get=lambda i=i: self.styles[i],
                    set=lambda s, i=i: self._set_style(i, s),
                    name=f"style:{i}",
                )
            )
            self.rows.append((name_field, *kind, style, *(add(make(i)) for _label, make in columns)))
        self.style_column = 1 + len(kind)
        played_by = (N_("Played by"),) if computer_levels else ()
        headings = (N_("Name"), *played_by, N_("Colour and marker"), *(label for label, _make in columns))
        self.column_labels = [
            add(Label(label, name=f"column:{k}", font_size=theme.FONT_SMALL, color=theme.TEXT_DIM))
            for k, label in enumerate(headings)
        ]

    # --- values -------------------------------------------------------------------------------------
    def _set_players(self, n: int) -> None:
        self.players = n

    def _set_name(self, i: int, value: str) -> None:
        self.names[i] = value

    def _set_kind(self, i: int, kind: str) -> None:
        self.kinds[i] = kind

    def _set_style(self, i: int, style: int) -> None:
        other = self.styles.index(style)
        self.styles[other], self.styles[i] = self.styles[i], style  # swap: styles stay distinct

    def chosen(self) -> tuple[list[str], list[int]]:
        """The names and styles of the seats playing."""
        return self.names[: self.players], self.styles[: self.players]

    def chosen_kinds(self) -> list[str]:
        """Who plays each seat: ``"human"`` or a computer level (the solo seat is human)."""
        return [HUMAN] if self.players == 1 else self.kinds[: self.players]

    def problem(self) -> str | None:
        """Why the game cannot start with these seats (translated), or None."""
        if HUMAN not in self.chosen_kinds():
            return tr(N_("At least one player must be human: make one seat Human."))
        return None

    # --- frame -------------------------------------------------------------------------------------
    def handle_text(self, event: pygame.event.Event) -> bool:
        """Typed text goes to the name field of a playing seat that has the focus."""
        return any(row[0].handle_event(event) for row in self.rows[: self.players])

    def layout(
        self,
        lay: Layout,
        x: int,
        y: int,
        label_w: int,
        row_h: int,
        gap: int,
        columns: Sequence[tuple[int, int]],
    ) -> int:
        """Place the count at (``x``, ``y``), then headings and one row per playing seat in
        ``columns`` ((x, width) each); return the y below the last row."""
        self.count_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.count.rect = pygame.Rect(x + label_w, y, lay.px(300), row_h)
        y += row_h + lay.px(14)
        for label, (cx, cw) in zip(self.column_labels, columns, strict=True):
            label.rect = pygame.Rect(cx, y, cw + lay.px(60), lay.px(24))
        if self.style_column == 2:
            self.column_labels[1].visible = self.players > 1
        y += lay.px(26)
        for i, row in enumerate(self.rows):
            shown = i < self.players
            for k, (widget, (cx, cw)) in enumerate(zip(row, columns, strict=True)):
                # The solo seat is human: no choice of who plays it.
                widget.visible = shown and not (k == 1 and self.style_column == 2 and self.players == 1)
                widget.rect = pygame.Rect(cx, y, cw, row_h)
            if shown:
                y += row_h + gap
        return y

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        """Each playing seat's marker and the name of its style inside its style cycler."""
        size = lay.px(30)
        for i, row in enumerate(self.rows[: self.players]):
            style = row[self.style_column]
            marker = self.marker(self.styles[i], size)
            surface.blit(
                marker,
                marker.get_rect(midleft=(style.rect.x + style.rect.height + lay.px(4), style.rect.centery)),
            )
            label = tr(PLAYER_STYLES[self.styles[i]].label)
            fsize = lay.font_px(theme.FONT_SMALL)
            room = style.rect.width - 2 * style.rect.height - size - lay.px(12)
            fsize, shown = text.fit_box(label, fsize, room, 0)  # one line: shrunk to fit
            image = text.render(shown[0], fsize, theme.TEXT)
            surface.blit(
                image,
                image.get_rect(
                    midleft=(style.rect.x + style.rect.height + size + lay.px(10), style.rect.centery)
                ),
            )
