"""The players block of any game's new-game screen: how many players, and per seat a
name and a colour-and-marker (``ui.table.players``), plus any columns of the game's
own (TM's Beginner corporation). Styles stay distinct: choosing another seat's style
swaps the two.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import N_, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.table.players import PLAYER_STYLES, default_player_name, marker_image
from ui.text import verbatim
from ui.widgets.base import Widget
from ui.widgets.cycler import OptionCycler
from ui.widgets.label import Label
from ui.widgets.text_field import TextField

#: A column of the game's own: its heading (msgid) and the widget it shows for seat ``i``.
Column = tuple[str, Callable[[int], Widget]]


class PlayersBlock:
    """``add`` puts each widget in the screen's group (in this order: count, rows, headings).
    ``marker(style, size)`` draws a style's marker (the kit draws shapes; a game may use its art)."""

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
    ) -> None:
        self.max_players = max_players
        self.players = players
        self.names = ["" for _ in range(max_players)]
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
                    placeholder=lambda i=i: default_player_name(i),
                    name=f"name:{i}",
                )
            )
            style = add(
                OptionCycler(
                    [(s, verbatim("")) for s in range(len(PLAYER_STYLES))],
                    get=lambda i=i: self.styles[i],
                    set=lambda s, i=i: self._set_style(i, s),
                    name=f"style:{i}",
                )
            )
            self.rows.append((name_field, style, *(add(make(i)) for _label, make in columns)))
        headings = (N_("Name"), N_("Colour and marker"), *(label for label, _make in columns))
        self.column_labels = [
            add(Label(label, name=f"column:{k}", font_size=theme.FONT_SMALL, color=theme.TEXT_DIM))
            for k, label in enumerate(headings)
        ]

    # --- values -------------------------------------------------------------------------------------
    def _set_players(self, n: int) -> None:
        self.players = n

    def _set_name(self, i: int, value: str) -> None:
        self.names[i] = value

    def _set_style(self, i: int, style: int) -> None:
        other = self.styles.index(style)
        self.styles[other], self.styles[i] = self.styles[i], style  # swap: styles stay distinct

    def chosen(self) -> tuple[list[str], list[int]]:
        """The names and styles of the seats playing."""
        return self.names[: self.players], self.styles[: self.players]

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
        y += lay.px(26)
        for i, row in enumerate(self.rows):
            shown = i < self.players
            for widget, (cx, cw) in zip(row, columns, strict=True):
                widget.visible = shown
                widget.rect = pygame.Rect(cx, y, cw, row_h)
            if shown:
                y += row_h + gap
        return y

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        """Each playing seat's marker and the name of its style inside its style cycler."""
        size = lay.px(30)
        for i, row in enumerate(self.rows[: self.players]):
            style = row[1]
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
