"""The Ares Project table: the other seat's base behind its screen (3-4 players: every other seat's,
side by side; a teammate's open when the engine's view shows it), the Frontier and the round
marker (or, during a combat, the battle line with its firing steps and dice), your base, your
hand as a fan with what the chosen card can do, the decision panel and the log, on the kit's
``StandardTableScene`` (hand-off, menu, undo, computer seats, score screen, input layer); any
card face shows large under the mouse or with C (``shown_cards``). Every card word and number
comes from the game's own card table (``cards``), never today's content.

The flow of a click: a hand card -> its plays (commands) -> ``issue`` -> the session (the engine
checks it; a refusal shows its reason) -> ``rules.apply``; everything redraws from the state and
the engine's view for the person at the screen (``seen``), so hidden builds stay card backs.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ares import commands as C
from game.ares.factions import hooks
from game.ares.flow import OPENING_CARDS
from game.i18n import N_, Text, tr
from ui import backdrop
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.table.help import TableHelp
from ui.table.input import Step, click
from ui.table.standard_scene import StandardTableScene
from ui.table.suggestion import draw_suggestion
from ui.tables.ares import names
from ui.tables.ares.combat_report import CombatReport
from ui.tables.ares.dialogs import AresDecision, make_dialog
from ui.tables.ares.help_text import HELP
from ui.tables.ares.session import AresTableSession, round_of
from ui.tables.ares.shown_cards import ShowsCardsLarge
from ui.tables.ares.widgets.board import FrontierPanel, SeatArea
from ui.tables.ares.widgets.combat import CombatPanel
from ui.tables.ares.widgets.hand import HandFan, PlayPanel, turn_commands
from ui.tables.ares.widgets.log_view import LogView


def table_layout(lay: Layout, in_combat: bool = False, seats: int = 2) -> dict[str, pygame.Rect]:
    """Every area of the table at this window size (reference 1280x720, scaled). Out of combat the
    hand gets the room (its cards large enough to read their text); in a combat the battle line.
    With 3-4 players the other seats share the top row, which grows to keep their cards legible
    (out of combat also from the hand, whose cards are then wider than tall)."""
    p = lay.px
    middle, hand = (262, 146) if in_combat else (150, 258)
    extra = 34 if seats > 2 else 0
    middle -= extra
    if seats > 2 and not in_combat:
        hand -= 24
        extra += 24
    top_h = 118 + extra
    middle_y = 46 + top_h + 4
    bottom_y = middle_y + middle + 4
    return {
        "top_seat": pygame.Rect(p(8), p(46), p(896), p(top_h)),
        "middle": pygame.Rect(p(8), p(middle_y), p(896), p(middle)),
        "bottom_seat": pygame.Rect(p(8), p(bottom_y), p(896), p(130)),
        "hand": pygame.Rect(p(8), p(bottom_y + 134), p(896), p(hand)),
        "decision": pygame.Rect(p(910), p(46), p(362), p(330)),
        "log": pygame.Rect(p(910), p(380), p(362), p(334)),
    }


class AresTableScene(ShowsCardsLarge, StandardTableScene):
    prompt_bold = False

    def __init__(self, app, match, styles=None) -> None:
        super().__init__(app, AresTableSession(match, styles, autosave=self.autosave))
        self.session: AresTableSession
        self.rects: dict[str, pygame.Rect] = {}
        self.selected: int | None = None
        self._decision: AresDecision | None = None
        self._seen: dict[tuple[int, int | None, int], dict] = {}
        self._combat_before = False
        self.top_seat = SeatArea(self, "top")
        # 3-4 players: every other seat in a row across the top, in turn order from the bottom seat
        self.opponents = [SeatArea(self, f"top:{k}") for k in range(3)]
        self.frontier = FrontierPanel(self)
        self.combat_panel = CombatPanel(self)
        self.bottom_seat = SeatArea(self, "bottom")
        self.hand = HandFan(self)
        self.plays = PlayPanel(self)
        self.log_view = LogView(self)
        for widget in (
            self.top_seat,
            *self.opponents,
            self.frontier,
            self.combat_panel,
            self.bottom_seat,
            self.hand,
            self.plays,
            self.log_view,
        ):
            self.widgets.add(widget)
        self.finish_setup()

    # --- the kit's hooks -------------------------------------------------------------------------------
    def pending_decision(self) -> AresDecision | None:
        state = self.session.state
        version = self.session.version
        if self._decision is not None and self._decision.version == version:
            return self._decision
        decision = None
        if state.over:
            decision = None
        elif state.opening:
            decision = AresDecision(state.opening[0], "opening", version)
        elif state.combat is not None and state.combat.pending is not None:
            decision = AresDecision(state.combat.pending.player, state.combat.pending.do, version)
        if decision is not None:
            self._decision = decision
        return decision

    def make_dialog(self, decision):
        return make_dialog(self, decision)

    def clear_choices(self) -> None:
        self.selected = None

    def turn_end_area(self, lay: Layout) -> pygame.Rect:
        """Over the foot of the Frontier panel: the bases and the hand stay in view."""
        middle = self.rects["middle"]
        return pygame.Rect(
            middle.x + lay.px(8), middle.bottom - lay.px(58), middle.width - lay.px(16), lay.px(52)
        )

    def score_scene(self) -> Scene:
        from ui.tables.ares.score_scene import AresScoreScene

        return AresScoreScene(self.app, self)

    # --- commands ----------------------------------------------------------------------------------------
    def issue(self, command, by_computer: bool = False) -> None:
        self._combat_before = self.session.state.combat is not None
        super().issue(command, by_computer)

    def after_command(self, command, events) -> None:
        """Forget the chosen card (and the one shown large); hold a turn the viewer's own play ended in pass-and-play; after a
        combat, play its report back."""
        self.selected = self.shown_card = None
        session = self.session
        if self.own_turn_passed(command) and session.shared_screen() and session.state.combat is None:
            session.hold_turn(command.seat)
        if self._combat_before and session.state.combat is None:
            entries = self.combat_entries()
            if entries:
                self.overlays.append(CombatReport(self, entries))

    def select(self, index: int) -> None:
        """Click on a hand card: choose it (again: put it back)."""
        self.selected = None if self.selected == index else index

    def selected_card(self) -> str | None:
        hand = self.hand.hand()
        if self.selected is None or not 0 <= self.selected < len(hand):
            return None
        return hand[self.selected]

    # --- undo ----------------------------------------------------------------------------------------------
    def undo_refusal(self) -> str | None:
        """Why Undo cannot take back the viewer's last command now (``game.core.undo``'s rules:
        never past another seat's answer nor past hidden things coming out), None when it can
        or there is nothing of theirs to take back."""
        session = self.session
        seat = session.viewer
        if seat is None or not self.undo_allowed() or self.can_take_back() or self.overlays:
            return None
        steps = session.match.steps
        mine = self._last_own_step(seat)
        if mine is None:
            return None
        if isinstance(steps[mine].command, C.Opening):
            return tr(
                N_(
                    "Opening cards cannot be taken back: after the last choice the decks were shuffled "
                    "and cards drawn."
                )
            )
        later = steps[mine:]
        if any(step.reveals for step in later):
            return tr(N_("Your last move cannot be taken back: hidden cards or dice came out after it."))
        other = next((step.command.seat for step in later if step.command.seat != seat), None)
        if other is not None:
            return Text(
                N_("Your last move cannot be taken back: {player} has played since."),
                {"player": session.name(other)},
            ).translated()
        return tr(N_("Your turn is over: only moves of the turn in progress can be taken back."))

    def _last_own_step(self, seat: int) -> int | None:
        steps = self.session.match.steps
        return next((k for k in range(len(steps) - 1, -1, -1) if steps[k].command.seat == seat), None)

    def opening_undo_note(self) -> str | None:
        """Until the viewer's first play: why their opening cannot be taken back (else None)."""
        seat = self.session.viewer
        mine = None if seat is None else self._last_own_step(seat)
        if mine is None or not isinstance(self.session.match.steps[mine].command, C.Opening):
            return None
        return self.undo_refusal()

    # --- what the screen may show ------------------------------------------------------------------------
    def viewing_seat(self) -> int | None:
        return self.private_seat()

    def seat_at(self, which: str) -> int:
        """The seat drawn at the bottom (the person at the screen, else whose turn it is) or at the top."""
        session = self.session
        bottom = self.private_seat()
        if bottom is None:
            humans = session.human_seats()
            bottom = humans[0] if len(humans) == 1 else session.current_seat()
        if bottom is None:
            bottom = session.viewer if session.viewer is not None else 0
        if which == "bottom":
            return bottom
        others = self.others(bottom)
        if which.startswith("top:"):
            k = int(which.split(":", 1)[1])
            return others[k] if k < len(others) else others[-1]
        return others[0]

    def others(self, bottom: int) -> list[int]:
        """The seats other than ``bottom``, in turn order (clockwise) from it."""
        n = self.session.seat_count()
        return [(bottom + k) % n for k in range(1, n)]

    def cards(self) -> names.Cards:
        """The game's own card table: every card word and number at this table comes from it (a
        game of an earlier rules version keeps its own, ``game.core.content_history``)."""
        return self.session.state.cards

    def player_names(self) -> list[str]:
        return [self.session.name(i) for i in range(self.session.seat_count())]

    def teammate(self, owner: int) -> bool:
        """Team game: ``owner`` plays on the same team as the seat drawn at the bottom."""
        state = self.session.state
        bottom = self.seat_at("bottom")
        return bool(state.teams) and owner != bottom and state.allied(owner, bottom)

    def seen(self, owner: int) -> dict[str, Any]:
        """What the person at the screen may know of ``owner``'s side (the engine's view); while
        nobody may see anything private, what another seat knows of it."""
        viewer = self.private_seat()
        key = (owner, viewer, self.session.version)
        cached = self._seen.get(key)
        if cached is None:
            state = self.session.state
            seat = (
                viewer
                if viewer is not None  # else a seat of the other side: never a teammate's open view
                else next(i for i in range(self.session.seat_count()) if not state.allied(i, owner))
            )
            cached = self.session.view(seat)["players"][owner]
            self._seen = {key: cached} | {k: v for k, v in self._seen.items() if k[2] == key[2]}
        return cached

    def power(self, owner: int) -> int | None:
        """Full game: the power ``owner``'s base produces, when its base is open to the viewer."""
        state = self.session.state
        if state.mode != "full" or self.seen(owner)["base"] is None:
            return None
        return hooks(state, owner).power_sources(state, owner)

    def combat_entries(self) -> list:
        """The log entries of the current (or the last) combat: from its attack on."""
        log = self.session.log
        for i in range(len(log) - 1, -1, -1):
            if log[i].event.kind == "attack":
                return log[i:]
        return []

    # --- words ---------------------------------------------------------------------------------------------
    def table_help(self) -> TableHelp:
        """The help's keys and mouse actions of this table and how a turn goes (``help_text``)."""
        return HELP

    def turn_words(self) -> str:
        state = self.session.state
        return Text(
            N_("Round {round} · Turn {turn}"), {"round": round_of(state), "turn": state.turn}
        ).translated()

    def decision_prompt(self, decision) -> str:
        if decision.do == "opening":
            return Text(N_("Choose your {count} opening cards."), {"count": OPENING_CARDS}).translated()
        return names.prompt(decision.do)

    def prompt_words(self) -> str:
        common = self.common_prompt()
        if common is not None:
            return common
        if self.session.state.combat is None and turn_commands(self):
            return tr(N_("Your turn: click a card of your hand, then how to play it."))
        return ""

    # --- frame ---------------------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        self.layout_top_bar(lay)
        in_combat = self.session.state.combat is not None
        self.rects = r = table_layout(lay, in_combat, self.session.seat_count())
        self._layout_seats(lay, r["top_seat"])
        self.frontier.visible = not in_combat
        self.combat_panel.visible = in_combat
        self.frontier.layout(r["middle"])
        self.combat_panel.layout(r["middle"])
        self.bottom_seat.layout(r["bottom_seat"])
        self.hand.layout(r["hand"], lay)
        self.plays.visible = self.dialog is None or self.dialog.modal
        self.plays.layout(r["decision"], lay)
        self.log_view.layout(r["log"])
        self.autosave_notice.layout(lay, r["middle"])
        self.layout_layers(lay)

    def _layout_seats(self, lay: Layout, rect: pygame.Rect) -> None:
        """Two players: the other seat across the top; 3-4: every other seat side by side there."""
        others = self.session.seat_count() - 1
        self.top_seat.visible = others == 1
        self.top_seat.layout(rect)
        gap = lay.px(6)
        w = (rect.width - gap * (others - 1)) // max(1, others)
        for k, area in enumerate(self.opponents):
            area.visible = others > 1 and k < others
            area.layout(pygame.Rect(rect.x + k * (w + gap), rect.y, w, rect.height))

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        surface.blit(backdrop.backdrop(lay.size, False), (0, 0))
        self.draw_top_bar(surface, lay)
        self.widgets.draw(surface, lay)
        self.draw_layers(surface, lay)
        self.draw_card_popup(surface, lay)
        if not self.overlays:
            draw_suggestion(self, surface, lay)

    # --- input layer -----------------------------------------------------------------------------------------
    def route_on_table(self, command) -> Step | None:
        """A turn play is reached by choosing its card in the hand (or putting a chosen one back)."""
        if command not in turn_commands(self):
            return None
        card = getattr(command, "card", None)
        if card is None:
            return click(self.hand.card_rects[self.selected][0].center) if self.selected is not None else None
        if self.selected_card() == card:
            return None
        return click(self.hand.point_of(card))

    until_stops_at_the_end = True

    def round_shown(self) -> int | None:
        """``round:N``: the round, out of combat and past the opening."""
        state = self.session.state
        return round_of(state) if state.combat is None and not state.opening else None
