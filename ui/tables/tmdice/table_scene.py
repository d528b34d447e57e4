"""The Dice Game table: the Mars board with its tracks, each player's area, the pool, the
milestones and awards, the hand, the action panel, the log and the decision dialogs, in one
scene on the kit's ``StandardTableScene`` (top bar buttons, autosave notice, hand-off, menu, undo,
computer seats, score screen, input layer).

The flow of a click: a widget's spot -> a command (data) -> ``issue`` -> the session (which lets
the engine check it, and shows the engine's reason when it refuses) -> ``rules.apply``; widgets
redraw from the state and the viewer's ``view``. What the player composes before sending it (an
action's payment, a Production turn's kept dice) is ``self.compose`` (``compose.py``).
"""

from __future__ import annotations

from collections import Counter

import pygame

from game.core.command import Command
from game.i18n import N_, Text, current_language, tr
from game.tmdice import commands as C
from game.tmdice.state import SOLO_TURNS
from ui import backdrop, text, theme
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.table.help import TableHelp
from ui.table.keys import ShortcutMap
from ui.table.standard_scene import StandardTableScene, top_bar_rect
from ui.table.suggestion import draw_suggestion
from ui.tables.tmdice import names, routing
from ui.tables.tmdice.autoplay import choose as choose_command
from ui.tables.tmdice.compose import Compose
from ui.tables.tmdice.dialogs import make_dialog, prompt
from ui.tables.tmdice.help_text import HELP
from ui.tables.tmdice.rolling import Rolling
from ui.tables.tmdice.session import DiceTableSession
from ui.tables.tmdice.shortcuts import shortcut_keys
from ui.tables.tmdice.widgets.areas import Milestones, PlayerAreas, Pool
from ui.tables.tmdice.widgets.board import MarsBoard, Tracks, VpTrack
from ui.tables.tmdice.widgets.common import painted
from ui.tables.tmdice.widgets.hand import Hand, draw_card
from ui.tables.tmdice.widgets.log_view import LogView
from ui.tables.tmdice.widgets.panel import ActionPanel


def table_layout(lay: Layout, players: int) -> dict[str, pygame.Rect]:
    """Every area of the table at this window size (reference 1280x720, scaled)."""
    p = lay.px
    rects = {
        "top": top_bar_rect(lay),  # the kit's (``StandardTableScene.top_bar_rects``)
        "board": pygame.Rect(p(8), p(46), p(452), p(368)),
        "tracks": pygame.Rect(p(462), p(46), p(104), p(368)),
        "vp": pygame.Rect(p(8), p(418), p(556), p(52)),
        "players": pygame.Rect(p(570), p(46), p(702), p(330)),
        "pool": pygame.Rect(p(570), p(380), p(330), p(90)),
        "milestones": pygame.Rect(p(906), p(380), p(366), p(90)),
        "hand": pygame.Rect(p(8), p(476), p(690), p(238)),
        "actions": pygame.Rect(p(704), p(476), p(300), p(238)),
        "log": pygame.Rect(p(1010), p(476), p(262), p(238)),
    }
    return rects


class DiceTableScene(StandardTableScene):
    choose = staticmethod(choose_command)

    def __init__(self, app, match, styles=None) -> None:
        super().__init__(app, DiceTableSession(match, styles, autosave=self.autosave))
        self.session: DiceTableSession
        self.rects: dict[str, pygame.Rect] = {}
        self.compose: Compose | None = None
        self.selected: str | None = None
        self.rolling = Rolling()
        self._popup: tuple[tuple, pygame.Surface] | None = None  # the hovered card's face, kept
        self._top_bar: tuple[tuple, pygame.Surface] | None = None  # the top bar's picture, kept
        self._canvas: pygame.Surface | None = None  # the areas as last painted (``draw``)
        self.board = MarsBoard(self)
        self.tracks = Tracks(self)
        self.vp = VpTrack(self)
        self.areas = PlayerAreas(self)
        self.pool = Pool(self)
        self.milestones = Milestones(self)
        self.hand = Hand(self)
        self.panel = ActionPanel(self)
        self.log_view = LogView(self)
        for widget in (
            self.board,
            self.tracks,
            self.vp,
            self.areas,
            self.pool,
            self.milestones,
            self.hand,
            self.panel,
            self.log_view,
        ):
            self.widgets.add(widget)
        self.finish_setup()

    # --- the kit's hooks -------------------------------------------------------------------------------
    def pending_decision(self):
        return self.session.state.pending

    def make_dialog(self, decision):
        return make_dialog(self, decision)

    def clear_choices(self) -> None:
        self.compose = None
        self.selected = None

    def turn_end_area(self, lay: Layout) -> pygame.Rect:
        return self.rects["hand"]  # the board, the areas and the log stay in view

    def score_scene(self) -> Scene:
        from ui.tables.tmdice.score_scene import DiceScoreScene

        return DiceScoreScene(self.app, self)

    # --- commands --------------------------------------------------------------------------------------
    def after_command(self, command: Command, events) -> None:
        """Hold a turn that ended by the viewer's own action (not End turn) so its player sees
        the result (the rolled dice) before the mouse changes hands; start the rolling."""
        if self.own_turn_passed(command) and not isinstance(command, C.EndTurn):
            self.session.hold_turn(command.seat)
        if not isinstance(command, C.Answer) or self.compose is not None:
            self.compose = None
            self.selected = None
        seconds = self.app.settings.animation_seconds(1.0) if hasattr(self.app, "settings") else 0.0
        for event in events:
            if event.kind == "roll" and isinstance(event.params.get("faces"), str):
                faces = [f.strip() for f in event.params["faces"].split(",") if f.strip()]
                self.rolling.start(event.seat, faces, seconds)

    # --- composing an action ---------------------------------------------------------------------------
    def my_turn(self) -> bool:
        seat = self.private_seat()
        return seat is not None and self.session.current_seat() == seat and self.visible_decision() is None

    def start_compose(self, command: Command | None) -> None:
        if command is not None and self.my_turn():
            self.compose = Compose.of(command)
            self.selected = command.card if isinstance(command, C.PlayCard) else None

    def cancel_compose(self) -> None:
        self.compose = None
        self.selected = None

    def confirm_compose(self) -> None:
        if self.compose is not None:
            self.issue(self.compose.command())

    def click_card(self, name: str) -> None:
        compose = self.compose
        if compose is not None and compose.kind == "production":
            compose.toggle_discard(name)
            return
        if self.selected == name:
            self.cancel_compose()
            return
        self.selected = name
        if not self.my_turn():
            return
        seat = self.private_seat()
        legal = self.session.actions().get(("play", name))
        self.compose = Compose.of(legal) if legal is not None else Compose("play_card", seat, key=name)

    def held(self) -> Counter:
        p = self.session.state.players[self.compose.seat]
        held = Counter(p.dice)
        held["wild"] = p.wild
        return held

    def click_die(self, face: str, index: int) -> None:
        """The ``index``-th die (or wild token) of ``face`` in the composer's area: the first ones
        are the kept (Production) or paid ones, so clicking one of them takes it back."""
        compose = self.compose
        if compose is None:
            return
        chosen = compose.keep if compose.kind == "production" else compose.pay
        if index < Counter(chosen)[face]:
            chosen.remove(face)
        elif Counter(chosen)[face] < self.held()[face] and not (
            compose.kind == "production" and face == "wild"
        ):
            chosen.append(face)

    def click_chip(self, item: str) -> None:
        compose = self.compose
        if compose is not None:
            (compose.keep if compose.kind == "production" else compose.pay).remove(item)

    def choose_change(self, die: str, to: str) -> None:
        if self.compose is not None:
            self.compose.die, self.compose.to = die, to

    def view_key(self) -> tuple:
        """What the table's widgets show, as a value: the position (the session's version), who
        looks, who plays, the decision shown and what is being composed. Widgets keep their
        pictures while it is unchanged (``SpotsWidget.draw_cached``)."""
        session = self.session
        decision = self.visible_decision()
        return (
            session.version,
            self.private_seat(),
            session.current_seat(),
            id(decision) if decision is not None else None,
            self.compose.key_of() if self.compose is not None else None,
            self.selected,
            self.turn_held(),
        )

    # --- words ---------------------------------------------------------------------------------------------
    def turn_words(self) -> str:
        state = self.session.state
        if state.solo:
            return Text(
                N_("Turn {turn} / {last}"), {"turn": state.time_marker, "last": SOLO_TURNS}
            ).translated()
        return Text(N_("Turn {turn}"), {"turn": state.turns_played + 1}).translated()

    waiting_prompt = N_("{player} is playing.")

    def decision_prompt(self, decision) -> str:
        return prompt(decision)

    def prompt_words(self) -> str:
        common = self.common_prompt()
        if common is not None:
            return common
        t = self.session.state.turn
        if t.kind is None:
            return tr(N_("Your turn: take a Production turn, or begin an Action turn with a sub action."))
        if t.kind == "action" and not t.sub_done:
            return tr(N_("Take your sub action: gain a die, draw cards or change a face."))
        if t.mains_done < t.mains_allowed:
            return tr(N_("Take your main action (play a card, a standard action), or end your turn."))
        return tr(N_("End your turn."))

    def waiting_words(self) -> str:
        seat = self.session.current_seat()
        if seat is None:
            return tr(N_("The game is over."))
        return Text(N_("Waiting for {player}."), {"player": self.session.name(seat)}).translated()

    # --- frame ---------------------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        self.rects = r = table_layout(lay, len(self.session.state.players))
        if self.compose is not None and not self.my_turn():
            self.compose = None
        self.board.layout(r["board"])
        self.tracks.layout(r["tracks"])
        self.vp.layout(r["vp"])
        self.areas.layout(r["players"], lay)
        self.pool.layout(r["pool"], lay)
        self.milestones.layout(r["milestones"], lay)
        self.hand.layout(r["hand"], lay)
        self.panel.layout(r["actions"], lay)
        self.log_view.layout(r["log"])
        self.layout_top_bar(lay)
        self.autosave_notice.layout(lay, r["board"])
        self.layout_layers(lay)

    def update(self, dt: float) -> None:
        self.rolling.update(dt)
        super().update(dt)

    def skip_animations(self) -> None:
        self.rolling.skip()
        super().skip_animations()

    def table_help(self) -> TableHelp:
        """The help's keys and mouse actions of this table and how a turn goes (``help_text``)."""
        return HELP

    def shortcut_keys(self) -> ShortcutMap:
        """The panel's and the hand's keys (``shortcuts``), while no decision is asked."""
        return {} if self.visible_decision() is not None else shortcut_keys(self)

    def drop_choice(self) -> bool:
        """Esc: cancel the action being composed."""
        if self.compose is None:
            return False
        self.cancel_compose()
        return True

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        """The table's areas are painted on a kept canvas, each again only when what it shows
        changed (``SpotsWidget.draw_cached``), and the canvas is copied to the window in one blit;
        the buttons, the hover pop-ups, the rolling dice, dialogs and overlays go on top."""
        canvas = self._canvas_for(lay)
        self._draw_top_bar(canvas, lay)
        areas = self.canvas_widgets()
        for widget in areas:
            if widget.visible:
                widget.draw(canvas, lay)
        surface.blit(canvas, (0, 0))
        group = self.widgets
        for widget in group.widgets:
            widget.focused = widget is group.focus
            widget.show_focus = group.keyboard_used
            if widget.visible:
                if widget not in areas:
                    widget.draw(surface, lay)
                widget.draw_focus(surface, lay)
        self.rolling.draw(surface, lay, self.rects["board"], self)
        self._draw_card_popup(surface, lay)
        self.draw_layers(surface, lay)
        if not self.overlays:
            draw_suggestion(self, surface, lay)

    def canvas_widgets(self) -> tuple:
        return (
            self.board, self.tracks, self.vp, self.areas, self.pool, self.milestones, self.hand,
            self.panel, self.log_view,
        )  # fmt: skip

    def _canvas_for(self, lay: Layout) -> pygame.Surface:
        """The kept canvas of this window size (new: the backdrop, every area painted on it)."""
        if self._canvas is None or self._canvas.get_size() != lay.size:
            picture = backdrop.backdrop(lay.size, False).copy()
            self._canvas = picture
            self._top_bar = None
            for widget in self.canvas_widgets():
                widget.forget_picture()
        return self._canvas

    def _draw_card_popup(self, surface: pygame.Surface, lay: Layout) -> None:
        """A played card (or corporation) under the mouse, shown full size beside it."""
        if self.top_layer() is not None or self.dialog is not None:
            return
        die = self.areas.hovered_die()
        if die is not None:
            self._draw_die_name(surface, lay, *die)
        hovered = self.areas.hovered_card()
        if hovered is None:
            return
        anchor, name = hovered
        card = pygame.Rect(0, 0, lay.px(170), lay.px(230))
        card.topright = (anchor.left - lay.px(6), anchor.bottom + lay.px(4))
        card.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        key = (name, card.size, current_language())  # a card's face never changes in a game
        if self._popup is None or self._popup[0] != key:
            face = pygame.Surface(card.size, pygame.SRCALPHA)
            draw_card(face, lay, face.get_rect(), name, self.session.state, selected=True)
            self._popup = (key, face)
        surface.blit(self._popup[1], card.topleft)

    def _draw_die_name(self, surface: pygame.Surface, lay: Layout, anchor: pygame.Rect, face: str) -> None:
        """The name of a die's face and colour (colour is never the only cue)."""
        words = names.die_name(face)
        image = text.render(words, lay.font_px(13), theme.TEXT, True)
        box = image.get_rect(midtop=(anchor.centerx, anchor.bottom + lay.px(4))).inflate(
            lay.px(12), lay.px(6)
        )
        box.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        pygame.draw.rect(surface, (20, 14, 20), box, 0, lay.px(4))
        pygame.draw.rect(surface, theme.OCHRE, box, lay.px(1), lay.px(4))
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_top_bar(self, surface: pygame.Surface, lay: Layout) -> None:
        """The turn and the prompt, painted again only when they (or the buttons beside them) change."""
        buttons = tuple(
            tuple(b.rect) for b in (self.scores_button, self.undo_button, self.suggest_button) if b.visible
        )
        key = (self.turn_words(), self.prompt_words(), buttons, tuple(self.top_rect), lay.size)
        if self._top_bar is None or self._top_bar[0] != key:
            self._top_bar = (key, painted(surface.get_size(), self.top_rect, lay, self.draw_top_bar))
            surface.blit(self._top_bar[1], self.top_rect.topleft)

    # --- input layer -----------------------------------------------------------------------------------------
    def route_on_table(self, command: Command):
        return routing.route(self, command)

    def round_shown(self) -> int | None:
        """``turn:N``: the turn (solo: the time marker) in play, no decision pending."""
        state = self.session.state
        if state.pending is not None or state.phase != "play":
            return None
        return state.time_marker if state.solo else state.turns_played + 1
