"""The Terraforming Mars table: map, tracks, player boards, hand, side panel,
action bar, decision dialogs and the overlays, in one scene built on the kit's
``StandardTableScene`` (``ui.table.standard_scene``: the top bar's buttons and their places,
the autosave notice, the screenshot's seat, the layers drawn over the table; and through it
``ui.table.scene``: hand-off, menu, undo and cancel, score screen, input layer), which it fills
in with TM's widgets, dialogs (``DIALOGS``), top-bar words and hooks.

Layers, bottom to top: the table's widgets; the dialog for the pending decision
(a bar over the map when placing a tile); overlays (confirmations, production
summary, menu, pass-and-play hand-off). Input goes to the top layer only; the
Menu and Undo buttons of the top bar stay reachable above a decision dialog.
Every change of the game goes through ``issue`` (legal commands only),
``take_back`` (Undo, Ctrl+Z: as far as ``game.tm.undo`` allows) or ``cancel_action``
(Cancel on every step of an unfinished action, with or without undo). After the
action that ends a turn, the turn stays on screen until its player presses End turn
(``TurnEndBar``; the setting "Confirm the end of a turn").
"""

from __future__ import annotations

import pygame

from game.core.command import Command
from game.i18n import N_, Text, tr
from game.tm.commands import ChooseCards, ChooseSpace, EndTurn, Pass, PlayCard
from game.tm.constants import SOLO_LAST_GENERATION
from game.tm.decisions import (
    AmountDecision,
    CardDecision,
    CardsDecision,
    CorporationDecision,
    OptionsDecision,
    OrderDecision,
    PaymentDecision,
    PendingDecision,
    PlayerDecision,
    SpaceDecision,
    YesNoDecision,
)
from game.tm.event_kinds import PRODUCTION_PHASE
from game.tm.state import ACTION
from game.tm.undo import turn_start
from ui import backdrop, text, theme
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.table.help import TableHelp
from ui.table.input import click
from ui.table.keys import ShortcutMap
from ui.table.overlays import ConfirmOverlay
from ui.table.standard_scene import StandardTableScene
from ui.table.suggestion import draw_suggestion
from ui.tables.tm import names
from ui.tables.tm.autoplay import choose as choose_command
from ui.tables.tm.command_words import suggestion_line
from ui.tables.tm.dialogs.card_dialogs import CardDialog, CardsDialog, CorporationDialog, DraftDialog
from ui.tables.tm.dialogs.choice_dialogs import AmountDialog, OptionDialog, OrderDialog, PlayerDialog
from ui.tables.tm.dialogs.dialog_base import Dialog
from ui.tables.tm.dialogs.payment_dialog import PaymentDialog
from ui.tables.tm.dialogs.space_prompt import SpacePrompt
from ui.tables.tm.help_text import HELP
from ui.tables.tm.overlays.production_overlay import ProductionOverlay
from ui.tables.tm.prompts import turn_prompt
from ui.tables.tm.session import TmTableSession
from ui.tables.tm.shortcuts import shortcut_keys
from ui.tables.tm.sprites import sprite
from ui.tables.tm.table_layout import table_layout
from ui.tables.tm.widgets.action_bar import ActionBar
from ui.tables.tm.widgets.boards import PlayerBoards
from ui.tables.tm.widgets.hand import CardPreview, Hand
from ui.tables.tm.widgets.map_view import MarsMap, marker_sprite
from ui.tables.tm.widgets.popups import draw_popups
from ui.tables.tm.widgets.side_panel import SidePanel
from ui.tables.tm.widgets.standings import Standings
from ui.tables.tm.widgets.tracks import Tracks

DIALOGS: dict[type[PendingDecision], type[Dialog]] = {
    SpaceDecision: SpacePrompt,
    PaymentDecision: PaymentDialog,
    PlayerDecision: PlayerDialog,
    AmountDecision: AmountDialog,
    OptionsDecision: OptionDialog,
    YesNoDecision: OptionDialog,
    CardDecision: CardDialog,
    CardsDecision: CardsDialog,
    CorporationDecision: CorporationDialog,
    OrderDecision: OrderDialog,
}


def make_dialog(table: TmTableScene, decision: PendingDecision) -> Dialog:
    if isinstance(decision, CardDecision) and decision.purpose == "draft":
        return DraftDialog(table, decision)
    return DIALOGS[type(decision)](table, decision)


class TmTableScene(StandardTableScene):
    choose = staticmethod(choose_command)
    undo_width = 100
    suggest_width = 120

    def __init__(self, app, match, styles=None) -> None:
        super().__init__(app, TmTableSession(match, styles, autosave=self.autosave))
        self.session: TmTableSession
        self.rects: dict[str, pygame.Rect] = {}
        self.confirm_space: str | None = None
        self._in_action_phase = False  # was the command being issued an action-phase one (see issue)
        self.tableau_seat = self.session.viewer or 0
        self.map = MarsMap(self)
        self.tracks = Tracks(self)
        self.boards = PlayerBoards(self)
        self.standings = Standings(self)
        self.hand = Hand(self)
        self.preview = CardPreview(self, self.hand)
        self.side = SidePanel(self)
        self.actions = ActionBar(self)
        group = self.widgets
        for widget in (
            self.map,
            self.tracks,
            self.boards,
            self.standings,
            *self.side.widgets(),
            *self.actions.widgets(),
            self.hand,
            self.menu_button,
            self.help_button,
            self.scores_button,
            self.undo_button,
            self.suggest_button,
            self.preview,
        ):
            group.add(widget)
        self.finish_setup()

    # --- the kit's hooks -------------------------------------------------------------------------------
    def pending_decision(self) -> PendingDecision | None:
        """The pending decision, typed (the same object while the same decision is pending)."""
        return self.session.decision()

    def make_dialog(self, decision: PendingDecision) -> Dialog:
        return make_dialog(self, decision)

    def on_handoff(self) -> None:
        self.hand.selected = None
        self.confirm_space = None

    def on_new_dialog(self) -> None:
        self.confirm_space = None

    def clear_choices(self) -> None:
        self.hand.selected = None
        self.confirm_space = None

    def sync_more(self) -> None:
        session = self.session
        if session.viewer is not None and session.current_seat() == session.viewer:
            self.tableau_seat = self.tableau_seat if self.side.tab == "cards" else session.viewer

    def score_scene(self) -> Scene:
        from ui.tables.tm.score_scene import TmScoreScene

        return TmScoreScene(self.app, self)

    def marker(self, seat: int, size: int) -> pygame.Surface:
        """The seat's marker from TM's sprite sheet."""
        return sprite(marker_sprite(self.session.style(seat)), size)

    # --- commands ---------------------------------------------------------------------------------
    def issue(self, command: Command, by_computer: bool = False) -> None:
        self._in_action_phase = self.session.state.phase == ACTION  # set-up and research choices end no turn
        super().issue(command, by_computer)

    def after_command(self, command: Command, events) -> None:
        """Hold a turn its own action ended; drop tiles on the map; show the production summary."""
        if self._in_action_phase and self._ended_turn_by_action(command):
            self.session.hold_turn(command.seat)
        self.confirm_space = None
        if isinstance(command, PlayCard):
            self.hand.selected = None
        for event in events:
            if event.kind == "tile" and isinstance(event.params.get("space"), str):
                self.map.drop(event.params["space"])
        summary = self.session.production
        if summary is not None and any(e.kind == PRODUCTION_PHASE for e in events):
            self.overlays.append(ProductionOverlay(self, summary))

    def _ended_turn_by_action(self, command: Command) -> bool:
        """``command`` of the player at the screen finished an action that ended their turn
        (a pass or End turn was the player's own explicit choice: the hand-off follows at once)."""
        return (
            self.own_turn_passed(command)
            and not isinstance(command, Pass | EndTurn)
            and turn_start(self.session.state)
        )

    def ask_pass(self, command: Command) -> None:
        if self.app.settings.confirm_pass and isinstance(command, Pass):
            self.overlays.append(
                ConfirmOverlay(
                    self,
                    N_("Pass for this generation?"),
                    tr(N_("You take no more actions until the next generation.")),
                    command,
                    N_("Pass"),
                )
            )
        else:
            self.issue(command)

    def choose_space(self, space_id: str) -> None:
        decision = self.visible_decision()
        if not isinstance(decision, SpaceDecision):
            return
        if self.app.settings.confirm_tile_placement and self.confirm_space != space_id:
            self.confirm_space = space_id
            return
        self.issue(ChooseSpace(decision.seat, space_id))

    def show_tableau(self, seat: int) -> None:
        self.tableau_seat = seat
        self.side.show("cards")

    def drop_choice(self) -> bool:
        """Esc: forget the space waiting for its confirmation, else the pinned card."""
        if self.confirm_space is not None:
            self.confirm_space = None
        elif self.hand.selected is not None:
            self.hand.selected = None
        else:
            return False
        return True

    # --- frame --------------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        self.rects = rects = table_layout(lay, self.session.state.n)
        self.map.layout(rects["map"])
        self.tracks.rect = rects["tracks"]
        self.boards.layout(rects["boards"], lay)
        self.standings.layout(rects["standings"], rects["piles"], lay)
        self.side.layout(rects["side"], lay)
        self.actions.layout(rects["actions"], lay)
        self.hand.layout(rects["hand"], lay)
        self.layout_top_bar(lay)
        self.preview.layout(
            lay, pygame.Rect(rects["hand"].x, rects["map"].y, rects["hand"].width, rects["map"].height)
        )
        self.autosave_notice.layout(lay, rects["map"])
        self.layout_layers(lay)

    def top_bar_rects(self, lay: Layout) -> tuple[pygame.Rect, pygame.Rect]:
        return self.rects["top"], self.rects["menu"]

    def turn_end_area(self, lay: Layout) -> pygame.Rect:
        return self.rects["hand"]  # where the space prompt sits: the map and boards stay in view

    def skip_animations(self) -> None:
        """A click or a key finishes every running animation at once."""
        self.map.drops.clear()
        self.tracks.snap()
        self.computers.skip_wait()

    def shortcut_keys(self) -> ShortcutMap:
        """P E G T press their buttons, 1-9 pin a hand card, Enter plays it (``shortcuts``)."""
        return shortcut_keys(self)

    def table_help(self) -> TableHelp:
        """The help's keys and mouse actions of this table and how a turn goes (``help_text``)."""
        return HELP

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        surface.blit(backdrop.backdrop(lay.size, False), (0, 0))
        self.draw_top_bar(surface, lay)
        self.side.draw_behind(surface, lay)
        self.widgets.draw(surface, lay)
        self.draw_layers(surface, lay)
        if not self.overlays:
            draw_popups(self, surface, lay)
            draw_suggestion(self, surface, lay)

    def draw_turn_words(self, surface: pygame.Surface, lay: Layout, bar: pygame.Rect) -> int:
        """The generation marker, "Generation N" (of the last, solo) and the phase."""
        state = self.session.state
        icon = sprite("param_generation", lay.px(28))
        x = lay.px(10)
        surface.blit(icon, icon.get_rect(midleft=(x, bar.centery)))
        x += icon.get_width() + lay.px(8)
        label = Text(N_("Generation {generation}"), {"generation": state.generation}).translated()
        if state.setup.solo:
            label = Text(
                N_("Generation {generation} of {last}"),
                {"generation": state.generation, "last": SOLO_LAST_GENERATION},
            ).translated()
        image = text.render(label, lay.font_px(theme.FONT_SMALL), theme.TEXT, True)
        surface.blit(image, image.get_rect(midleft=(x, bar.centery)))
        x += image.get_width() + lay.px(14)
        phase = text.render(names.phase(state.phase), lay.font_px(14), theme.TEXT_DIM)
        surface.blit(phase, phase.get_rect(midleft=(x, bar.centery)))
        return x + phase.get_width() + lay.px(24)

    def prompt_words(self) -> str:
        """A computer thinking, else the suggested move, else what the viewer is asked (or that
        their turn is over, while it is held on screen)."""
        held = self.session.held_seat
        prompt = (
            turn_prompt(self.session)
            if held is None
            else Text(N_("{player}, your turn is over."), {"player": self.session.name(held)}).translated()
        )
        return self.computer_prompt() or suggestion_line(self) or prompt

    def prompt_height(self, lines: list[str], size: int) -> int:
        """One line is centred by its own height (the kit centres a line's room)."""
        if len(lines) > 1:
            return super().prompt_height(lines, size)
        return text.render(lines[0], size, theme.OCHRE, True).get_height()

    # --- input layer: where to click for a command ------------------------------------------------
    def route_on_table(self, command: Command):
        """Select the card to play, else what the side panel needs (open a tab, scroll)."""
        if isinstance(command, PlayCard) and self.hand.selected != command.card:
            return click(self.hand.point_of(command.card))
        return self.side.route(command)

    def suggestion_areas(self) -> list[pygame.Rect]:
        """Every card of a suggested choice of cards, framed together (else the kit frames the one
        control of the suggested move)."""
        command = self.suggested()
        grid = getattr(self.dialog, "grid", None)
        if not isinstance(command, ChooseCards) or grid is None:
            return []
        return grid.areas_of(command.cards)

    # --- autoplay (--autoplay) ------------------------------------------------------------------------
    def round_shown(self) -> int | None:
        """``generation:N``: the generation in its action phase, no decision pending."""
        state = self.session.state
        return state.generation if state.phase == "action" and state.pending is None else None
