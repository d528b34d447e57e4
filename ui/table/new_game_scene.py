"""A new-game screen for any game with seats: the players block (count, names, who plays each seat,
colours, the game's own columns), rows of the game's own options, the seed, a note, Start and
Back. A game's screen subclasses ``SeatsNewGameScene``: it passes its block's options, adds its
option rows with ``add_option`` (the Corporate Era cards' with ``add_corporate_era_option``), answers ``problem``, ``note_words`` and ``start(seed)`` (the
table scene to open). The Ares, Dice Game, robot game and Terraforming Mars screens are built on it.

An option may stand beside the one before it on the same row (``beside``); a row whose controls
are all hidden takes no room (the TM solo game hides its multiplayer options).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.i18n import N_, tr
from ui import theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.table.new_game import parse_seed
from ui.table.players_block import PlayersBlock
from ui.widgets.base import Widget, draw_panel
from ui.widgets.button import Button
from ui.widgets.label import Label
from ui.widgets.text_field import TextField
from ui.widgets.toggle import Toggle


class SeatsNewGameScene(ShellScene):
    #: Widths of the block's columns (reference pixels): name, played by, colour, the game's own.
    column_widths: Sequence[int] = (260, 290, 260)
    label_width = 290
    #: The players block's label width (reference pixels); None: ``label_width``.
    block_label_width: int | None = None
    #: Gap between the block's columns and the panel's margin right of them (reference pixels).
    column_gap = 14
    panel_margin = 30

    def __init__(self, app, block_options: dict[str, Any]) -> None:
        super().__init__(app)
        self.seed = ""
        self.options: list[tuple[Label, Widget, int, int]] = []
        add = self.widgets.add
        self._first_options: list[tuple[Label, Widget, int, int]] = []
        self.block = PlayersBlock(add, **block_options)
        self.add_options()
        self.seed_label = add(Label(N_("Seed (optional)"), name="label:seed", middle=True))
        self.seed_field = add(
            TextField(lambda: self.seed, self._set_seed, placeholder=N_("random"), name="seed", max_length=19)
        )
        self.note = add(
            Label(self._note, name="note", font_size=theme.FONT_SMALL, color=theme.TEXT_DIM, wrap=True)
        )
        self.start_button = add(Button(N_("Start the game"), self.begin, name="start", primary=True))
        add(self.back_button)
        self.widgets.set_focus(self.start_button)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def players(self) -> int:
        """How many play (the players block's count)."""
        return self.block.players

    @players.setter
    def players(self, n: int) -> None:
        self.block.players = n

    # --- what a game answers ------------------------------------------------------------------------
    def add_options(self) -> None:
        """Called between the players block and the seed: option rows added here come next in the
        focus order (Tab) too. Rows added after ``__init__`` come after the seed and Start."""

    def add_option(
        self,
        label_msgid: str,
        name: str,
        widget: Widget,
        width: int = 300,
        first: bool = False,
        beside: int = 0,
    ) -> Widget:
        """A row of the game's own: its label and control (``first``: above the players block).
        ``beside``: the label's width (reference pixels) of an option set on the row of the one
        added before it, right of its control; 0: a row of its own."""
        label = self.widgets.add(Label(label_msgid, name=f"label:{name}", middle=True))
        self.widgets.add(widget)
        (self._first_options if first else self.options).append((label, widget, width, beside))
        return widget

    #: Corporate Era cards in the game (``add_corporate_era_option``; a game sets its default).
    corporate_era = False

    def add_corporate_era_option(self) -> Widget:
        """The "Corporate Era cards" row (TM, the Dice Game): a toggle of ``corporate_era``."""
        self.era = self.add_option(
            N_("Corporate Era cards"),
            "corporate_era",
            Toggle(lambda: self.corporate_era, self._set_era, name="corporate_era"),
            width=150,
        )
        return self.era

    def _set_era(self, on: bool) -> None:
        self.corporate_era = on

    def problem(self) -> str | None:
        """Why the game cannot start with these choices (translated), or None."""
        return self.block.problem()

    def note_words(self) -> str:
        """The note beside Start when nothing is wrong."""
        if self.block.chosen_kinds().count("human") == 1:
            return tr(N_("The computers play their own turns; Suggest shows a good move for yours."))
        return tr(
            N_("Pass-and-play: the table asks each player to take the mouse before showing their cards.")
        )

    def start(self, seed: int | None) -> Any:
        """The table scene of the new game (``ValueError`` names a bad setup field)."""
        raise NotImplementedError

    # --- the flow -------------------------------------------------------------------------------------
    def _set_seed(self, value: str) -> None:
        self.seed = "".join(ch for ch in value if ch.isdigit())

    def _note(self) -> str:
        return self.problem() or self.note_words()

    def begin(self) -> None:
        problem = self.problem()
        if problem:
            self.app.toast.show(problem)
            return
        try:
            scene = self.start(parse_seed(self.seed))
        except ValueError as exc:
            self.app.toast.show(str(exc))
            return
        self.app.stack.replace(scene)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            if self.block.handle_text(event):
                return
            self.seed_field.handle_event(event)
            return
        super().handle_event(event)

    # --- frame -----------------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        body = self.body_rect(lay)
        row_h, gap = lay.px(44), lay.px(8)
        label_w = lay.px(self.label_width)
        x = body.x + lay.px(20)
        y = body.y + lay.px(12)
        y = self._lay_options(self._first_options, lay, x, y, label_w, row_h, gap)
        widths = [lay.px(w) for w in self.column_widths]
        xs, cx = [], x
        for w in widths:
            xs.append(cx)
            cx += w + lay.px(self.column_gap)
        block_label_w = label_w if self.block_label_width is None else lay.px(self.block_label_width)
        y = self.block.layout(lay, x, y, block_label_w, row_h, gap, list(zip(xs, widths, strict=True)))
        y += lay.px(8)
        y = self._lay_options(self.options, lay, x, y, label_w, row_h, gap)
        self.seed_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.seed_field.rect = pygame.Rect(x + label_w, y, lay.px(260), row_h)
        self.panel_rect = pygame.Rect(
            body.x,
            body.y,
            min(body.width, cx - body.x + lay.px(self.panel_margin)),
            y + row_h + lay.px(14) - body.y,
        )
        self.start_button.rect = pygame.Rect(
            body.right - lay.px(300), self.back_button.rect.y, lay.px(300), self.back_button.rect.height
        )
        self.note.color = theme.ERROR if self.problem() else theme.TEXT_DIM
        self.note.rect = pygame.Rect(
            self.back_button.rect.right + lay.px(24),
            self.back_button.rect.y,
            self.start_button.rect.x - self.back_button.rect.right - lay.px(48),
            self.back_button.rect.height,
        )

    @staticmethod
    def _lay_options(rows, lay: Layout, x: int, y: int, label_w: int, row_h: int, gap: int) -> int:
        """Place option rows from ``y`` down; returns the ``y`` below them. A row is taken once
        something in it shows (a hidden control keeps its place for the next frame)."""
        row_y, right = y, x
        for label, widget, width, beside in rows:
            if beside and right > x:
                label.rect = pygame.Rect(right + lay.px(30), row_y, lay.px(beside), row_h)
            else:
                row_y = y
                label.rect = pygame.Rect(x, row_y, label_w, row_h)
            widget.rect = pygame.Rect(label.rect.right, row_y, lay.px(width), row_h)
            right = widget.rect.right
            if widget.visible and row_y == y:
                y += row_h + gap
        return y

    def draw_behind(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.panel_rect, lay, theme.PANEL, theme.PANEL_EDGE, alpha=225)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        super().draw(surface, lay)
        self.block.draw(surface, lay)
