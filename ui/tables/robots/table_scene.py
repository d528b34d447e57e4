"""The robot game table: the Mars row, the decks, the special part supply, each robot, the hand
with the program, the log, the decision dialogs and the exploration played back step by step, in
one scene on the kit's ``TableScene`` (hand-off, menu, undo, computer seats, score screen, input
layer).

The flow of a click: a widget's spot -> a command (data) -> ``issue`` -> the session (the engine
checks it; a refusal shows the engine's reason) -> ``rules.apply``; widgets redraw from the state
and the viewer's ``view``. The program being composed is ``self.plan`` (hand card ids, left first).

Each frame the panels blit pictures kept while what they show stands (``widgets.picture``: the
position, the playback's step, who may look, the language, the size); hover highlights, buttons,
pop-ups, dialogs and overlays are drawn over them (bench/robots_frame.py).
"""

from __future__ import annotations

import pygame

from game.core.command import Command
from game.core.errors import IllegalCommand
from game.i18n import N_, Text, current_language, tr
from game.robots import commands as C
from game.robots.content.load import content
from ui import backdrop, text, theme
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.table.help import TableHelp
from ui.table.input import Step, click
from ui.table.standard_scene import StandardTableScene
from ui.table.suggestion import draw_suggestion
from ui.tables.robots import names
from ui.tables.robots.autoplay import choose as choose_command
from ui.tables.robots.dialogs import make_dialog, prompt
from ui.tables.robots.help_text import HELP
from ui.tables.robots.sequence import ExplorationSequence, exploration_events
from ui.tables.robots.session import RobotsTableSession
from ui.tables.robots.widgets.board import DeckPanel, LogView, MarsRow, SupplyPanel
from ui.tables.robots.widgets.cards import draw_mars, draw_part, draw_robot, fitted
from ui.tables.robots.widgets.hand import HandPanel
from ui.tables.robots.widgets.picture import Picture
from ui.tables.robots.widgets.robots import RobotsArea


def table_layout(lay: Layout) -> dict[str, pygame.Rect]:
    """Every area of the table below the kit's top bar at this window size (reference 1280x720, scaled)."""
    p = lay.px
    return {
        "mars": pygame.Rect(p(8), p(46), p(796), p(192)),
        "decks": pygame.Rect(p(810), p(46), p(462), p(192)),
        "robots": pygame.Rect(p(8), p(244), p(990), p(268)),
        "supply": pygame.Rect(p(1004), p(244), p(268), p(268)),
        "hand": pygame.Rect(p(8), p(518), p(770), p(196)),
        "log": pygame.Rect(p(784), p(518), p(488), p(196)),
    }


class RobotsTableScene(StandardTableScene):
    choose = staticmethod(choose_command)

    def __init__(self, app, match, styles=None) -> None:
        super().__init__(app, RobotsTableSession(match, styles, autosave=self.autosave))
        self.session: RobotsTableSession
        self.rects: dict[str, pygame.Rect] = {}
        self.plan: list[str] = []
        self.look: tuple = ()  # what every panel's picture depends on, taken once a frame (``draw``)
        self.frame_picture = Picture()
        self._placed: tuple = ()  # what the panels were last laid out for (``layout``)
        self.mars_row = MarsRow(self)
        self.decks = DeckPanel(self)
        self.robots = RobotsArea(self)
        self.supply = SupplyPanel(self)
        self.hand = HandPanel(self)
        self.log_view = LogView(self)
        for widget in (self.mars_row, self.decks, self.robots, self.supply, self.hand, self.log_view):
            self.widgets.add(widget)
        self.finish_setup()

    # --- the kit's hooks ---------------------------------------------------------------------------
    @property
    def auto_sequence(self) -> bool:
        """Whether the exploration playback steps by itself: the saved setting (Settings screen or
        the playback's Auto button)."""
        return self.app.settings.robots_auto_playback

    @auto_sequence.setter
    def auto_sequence(self, on: bool) -> None:
        if on != self.app.settings.robots_auto_playback:
            self.app.change_settings(robots_auto_playback=on)

    def pending_decision(self):
        return self.session.state.pending

    def make_dialog(self, decision):
        return make_dialog(self, decision)

    def clear_choices(self) -> None:
        self.plan = []

    def turn_end_area(self, lay: Layout) -> pygame.Rect:
        # Over the program's column and the log's oldest lines: the hand stays in view.
        x = self.hand.side.x - lay.px(8)
        return pygame.Rect(x, self.rects["hand"].y, self.rects["log"].right - x, self.rects["hand"].height)

    def score_scene(self) -> Scene:
        from ui.tables.robots.score_scene import RobotsScoreScene

        return RobotsScoreScene(self.app, self)

    # --- commands ----------------------------------------------------------------------------------
    def issue(self, command: Command, by_computer: bool = False) -> None:
        """Send ``command``; a refusal shows the engine's reason and changes nothing."""
        if command is None:
            return
        log_start = len(self.session.log)
        before = self.session.state
        try:  # a refusal carries the engine's own reason (the session's ``refusal``)
            events = self.session.issue(command, by_computer)
        except IllegalCommand as exc:
            self.app.toast.show(exc.translated())
            return
        self.after_command(command, events, log_start, before)
        self.sync()

    def after_command(self, command: Command, events, log_start: int = 0, before=None) -> None:
        """Forget the composed program; hold a turn the viewer's own command ended (its player sees
        the result, and may take it back, before the mouse changes hands); play the exploration
        back when the command set it off."""
        self.plan = []
        played = exploration_events(events)
        if self.own_turn_passed(command) and self.session.shared_screen() and not played:
            self.session.hold_turn(command.seat)
        if played and self.app.settings.animation_seconds(1.0) > 0:
            skipped = len(events) - len(played)
            states = None
            if before is not None:  # the board as it was after each step (the engine's trace)
                states = [state for _event, state in self.session.rules.trace(before, command)[skipped:]]
            self.overlays.append(ExplorationSequence(self, played, log_start + skipped, states))

    def buy(self, command: C.Buy) -> None:
        """Buy: at once when the chits can only be paid one way, else ask which chits go."""
        from ui.tables.robots.payment import PaymentOverlay, payments, spots_of

        state = self.session.state
        cost = state.parts[command.card].cost or 0
        ways = {tuple(sorted(p)) for p in payments(spots_of(state, command.seat), cost)}
        if len(ways) <= 1:
            self.issue(command)
        else:
            self.overlays.append(PaymentOverlay(self, command))

    def explain_buy(self, kind: str) -> None:
        """Buy was pressed where it is not possible: say why (the engine's reason when it has one)."""
        seat = self.private_seat()
        if seat is None or self.session.state.season != "development" or self.session.current_seat() != seat:
            self.app.toast.show(tr(N_("Special parts are bought in your development turn.")))
            return
        reason = self.session.refusal(C.Buy(seat, kind))
        self.app.toast.show(reason or tr(N_("That cannot be done now.")))

    # --- state of the screen -----------------------------------------------------------------------
    def sequence(self) -> ExplorationSequence | None:
        return next((o for o in self.overlays if isinstance(o, ExplorationSequence)), None)

    def board_state(self):
        """The state the board shows: during the playback, the game as it was at the step shown."""
        sequence = self.sequence()
        state = sequence.current_state() if sequence is not None else None
        return state if state is not None else self.session.state

    def sequence_running(self) -> bool:
        return self.sequence() is not None

    def shown_log(self) -> list:
        """The log as far as it was told: during the sequence, only the steps played back so far."""
        sequence = self.sequence()
        log = self.session.log
        if sequence is None:
            return log
        return log[: sequence.log_start + sequence.shown()]

    # --- words ---------------------------------------------------------------------------------------
    def table_help(self) -> TableHelp:
        """The help's keys and mouse actions of this table and how a turn goes (``help_text``)."""
        return HELP

    def turn_words(self) -> str:
        state = self.board_state()
        return Text(
            N_("Round {round} · {season}"), {"round": state.round, "season": names.season_name(state.season)}
        ).translated()

    over_prompt = N_("The exploration is over.")

    def decision_prompt(self, decision) -> str:
        return prompt(decision)

    def prompt_words(self) -> str:
        if self.sequence_running() and not self.session.is_over():
            return tr(N_("The exploration plays out: click to step, or Skip."))
        common = self.common_prompt()
        if common is not None:
            return common
        state = self.session.state
        if state.season == "development":
            return tr(
                N_("Development: buy a special part, take a card back from your discard pile, or pass.")
            )
        return Text(
            N_(
                "Planning: click {count} hand cards into your program (left is revealed first), then confirm."
            ),
            {"count": self.hand.needed()},
        ).translated()

    # --- frame ---------------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        self.rects = r = table_layout(lay)
        if self.plan and not self.hand.planning():
            self.plan = []
        placed = (self.look_now(lay), tuple(self.plan))
        if placed != self._placed:  # the panels are placed again only when what they show moved
            self._placed = placed
            self.mars_row.layout(r["mars"], lay)
            self.decks.layout(r["decks"])
            self.robots.layout(r["robots"], lay)
            self.supply.layout(r["supply"], lay)
            self.hand.layout(r["hand"], lay)
            self.log_view.layout(r["log"])
        self.layout_top_bar(lay)
        self.autosave_notice.layout(lay, r["mars"])
        self.layout_layers(lay)

    def look_now(self, lay: Layout) -> tuple:
        """What the panels' pictures (``widgets.picture``) depend on besides their own state: the
        position and the step of the playback shown, who may see private things, a held turn, the
        language and the window size."""
        sequence = self.sequence()
        return (
            self.session.version,
            id(self.session.state),
            None if sequence is None else sequence.index,
            self.private_seat(),
            self.session.held_seat,
            current_language(),
            lay.size,
        )

    def panels(self) -> tuple:
        """The widgets that keep their pictures (``widgets.picture``): all but the buttons."""
        return (self.mars_row, self.decks, self.robots, self.supply, self.hand, self.log_view)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.look = self.look_now(lay)
        panels = self.panels()
        # The backdrop, the top bar's words and every panel as one picture while none of them
        # changes (most frames): one blit instead of seven.
        buttons = tuple(
            b.rect.x for b in (self.scores_button, self.undo_button, self.suggest_button) if b.visible
        )
        key = (
            lay.size,
            self.turn_words(),
            self.prompt_words(),
            buttons,
            self.menu_button.rect.x,
            tuple(p.picture_key() for p in panels),
        )
        self.frame_picture.draw(surface, surface.get_rect(), key, lambda: self._paint_frame(surface, lay))
        self.hand.draw_hover(surface, lay)
        self.supply.draw_hover(surface, lay)
        group = self.widgets
        for widget in group.widgets:  # the rest as ``Group.draw`` draws them
            if widget in panels:
                continue
            widget.focused = widget is group.focus
            widget.show_focus = group.keyboard_used
            if widget.visible:
                widget.draw(surface, lay)
                widget.draw_focus(surface, lay)
        self._draw_card_popup(surface, lay)
        self.draw_layers(surface, lay)
        if not self.overlays:
            draw_suggestion(self, surface, lay)

    def dialog_in_view(self) -> bool:
        """The decision is asked once the playback is over."""
        return not self.sequence_running()

    def overlays_in_view(self) -> list:
        """What lies under the playback (the next player's hand-off) waits for it: its veil would
        hide the board being played back. Nothing private shows meanwhile (``private_seat``)."""
        sequence = self.sequence()
        return self.overlays[self.overlays.index(sequence) :] if sequence is not None else self.overlays

    def _paint_frame(self, surface: pygame.Surface, lay: Layout) -> None:
        surface.blit(backdrop.backdrop(lay.size, False), (0, 0))
        self.draw_top_bar(surface, lay)
        for panel in self.panels():
            panel.draw(surface, lay)

    def _draw_card_popup(self, surface: pygame.Surface, lay: Layout) -> None:
        """A card under the mouse, shown large with its text beside it."""
        if self.top_layer() is not None or self.dialog is not None:
            return
        for widget in (self.hand, self.robots, self.supply, self.mars_row):
            hovered = widget.hovered_card()
            if hovered is not None:
                break
        else:
            return
        anchor, card = hovered
        rect = pygame.Rect(0, 0, lay.px(190), lay.px(240))
        rect.midbottom = (anchor.centerx, anchor.y - lay.px(6))
        if rect.top < lay.px(44):
            rect.midtop = (anchor.centerx, anchor.bottom + lay.px(6))
        rect.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        data = content()
        if card in data.mars:
            need = next(
                (
                    n
                    for (_, r), n in zip(self.mars_row.cards, self.mars_row.needs, strict=True)
                    if r == anchor
                ),
                None,
            )
            draw_mars(surface, lay, rect, card, current=True, need=need)
        elif card in data.robots:
            draw_robot(surface, lay, rect, card)
            body = rect.inflate(-lay.px(12), 0)
            body.y, body.height = rect.y + lay.px(70), rect.height - lay.px(76)
            fit, lines = fitted(names.card_text(card), lay.font_px(13), body.width, body.height)
            text.blit_lines(surface, lines, body, fit, theme.TEXT)
        else:
            draw_part(surface, lay, rect, card, full=True, selected=True)

    # --- input layer ---------------------------------------------------------------------------------
    def route_on_table(self, command: Command) -> Step | None:
        """A Plan is composed card by card: take back a wrong card, else click the next one."""
        if not isinstance(command, C.Plan) or not self.hand.planning():
            return None
        want = list(command.cards)
        for i, card in enumerate(self.plan):
            if i >= len(want) or want[i] != card:
                return click(self.hand.slot_rects[i].center)
        if len(self.plan) < len(want):
            return click(self.hand.point_of_hand(want[len(self.plan)]))
        return None

    until_stops_at_the_end = True

    def round_shown(self) -> int | None:
        """``round:N``: the round in its development or planning season, no decision pending."""
        state = self.session.state
        if state.pending is not None or state.season not in ("development", "planning"):
            return None
        return state.round
