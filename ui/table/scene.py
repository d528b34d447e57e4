"""A table scene for any game: the layers and the flow of a turn that no game owns.

Layers, bottom to top: the game's widgets; the dialog for the pending decision;
the End turn bar while a finished turn is held on screen (``TableSession.hold_turn``);
overlays (hand-off, confirmations, menu). Input goes to the top layer only. Every
change of the game goes through ``issue`` (legal commands only), ``take_back`` or
``cancel_action``. In pass-and-play the hand-off overlay covers the table whenever
the seat that must decide is not the one looking (``TableSession.needs_handoff``);
nothing private is drawn meanwhile (``private_seat`` is None). When the game is
over the score screen opens over the table.

A game's table subclasses ``TableScene``: it adds its widgets, answers
``pending_decision`` and ``make_dialog`` (which dialog asks a decision), and may use
the hooks ``after_command``, ``on_handoff``, ``clear_choices``, ``score_scene`` and ``table_help``
(its keys and how a turn goes, for the help that F1 opens: ``ui.table.help``). Input goes
through one ``handle_event`` at every table, so a key or a click does the same thing in the same
order everywhere; a game fills in its input hooks (``skip_animations``, ``handle_card_keys``,
its declared keys ``shortcut_keys``, ``drop_choice`` for Esc, ``undo_refusal``).
It implements the input layer's ``PlayableTable`` and ``Autoplayable`` protocols
(``ui.table.input``) and the kit's ``TableHost``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.command import Command
from game.core.errors import IllegalCommand
from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, Text, tr
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.table import players
from ui.table.computer_seats import ComputerSeats
from ui.table.dialog import DecisionDialog
from ui.table.help import HelpOverlay, TableHelp, is_help_key
from ui.table.input import Step, TableAutoplayer, Target, click, random_choice, widget_targets
from ui.table.keys import ShortcutMap, is_escape, is_suggest_key, is_undo_key, press_shortcut
from ui.table.overlays import ConfirmOverlay, HandoffOverlay, MenuOverlay, Overlay
from ui.table.session import TableSession
from ui.table.turn_end import TurnEndBar

#: Seconds a computer's move waits after it was asked, at normal animation speed (a click skips it).
COMPUTER_MOVE_S = 0.9
#: The level whose answer Suggest shows.
SUGGEST_LEVEL = "normal"


class TableScene(Scene):
    #: How the autoplayer picks among the legal commands (``ui.table.input.TableAutoplayer``).
    choose: Callable[[Any, Sequence[Command], set], Command | None] = staticmethod(random_choice)

    def __init__(self, app, session: TableSession) -> None:
        super().__init__(app)
        self.session = session
        self.dialog: DecisionDialog | None = None
        self.overlays: list[Overlay] = []
        self.turn_end = TurnEndBar(self)  # the top layer while a finished turn is held on screen
        self._scores_opened = False
        self._autoplayer: TableAutoplayer | None = None
        self.computers = ComputerSeats(session)
        self._suggest: tuple[int, int] | None = None  # (position version, seat) Suggest was pressed for

    # --- what a game answers ------------------------------------------------------------------------
    def pending_decision(self) -> Any:
        """The engine's pending decision (plain data with a ``seat``), or None."""
        return None

    def make_dialog(self, decision: Any) -> DecisionDialog:
        """The dialog that asks ``decision`` (a game with decisions registers its dialog classes)."""
        raise NotImplementedError(f"{type(self).__name__} has no dialog for {decision!r}")

    def after_command(self, command: Command, events: Sequence[Any]) -> None:
        """After ``issue`` applied ``command`` (animations, summaries), before ``sync``."""

    def own_turn_passed(self, command: Command) -> bool:
        """``command``, of the person at the screen, passed the turn to another seat while the
        setting "Confirm the end of a turn" is on: the game holds that turn on screen
        (``session.hold_turn``, in ``after_command``) where its own rules add nothing against it."""
        session = self.session
        return (
            self.app.settings.confirm_end_turn
            and command.seat == session.viewer
            and session.current_seat() not in (None, command.seat)
        )

    def on_handoff(self) -> None:
        """The hand-off screen is about to cover the table: forget the last player's choices."""
        self.clear_choices()

    def clear_choices(self) -> None:
        """Forget half-made choices (a selected card...) after undo, cancel or a hand-off."""

    def sync_more(self) -> None:
        """The game's own part of ``sync``."""

    def turn_end_area(self, lay: Layout) -> pygame.Rect:
        """Where the End turn bar of a held turn goes (its top edge): the bottom of the window."""
        return pygame.Rect(0, lay.height - lay.px(64), lay.width, lay.px(64))

    def route_on_table(self, command: Command) -> Step | None:
        """The input step towards ``command`` among the table's own widgets (a tab to open, a
        card to select), when no overlay, held turn or modal dialog is in the way."""
        return None

    def score_scene(self) -> Scene:
        from ui.table.score_scene import ScoreScene

        return ScoreScene(self.app, self)

    def marker(self, seat: int, size: int) -> pygame.Surface:
        """The seat's marker (colour and shape), ``size`` pixels wide."""
        return players.marker_image(self.session.style(seat), size)

    # --- saving ------------------------------------------------------------------------------------
    def autosave(self, match) -> None:
        self.app.saves.autosave(match)

    # --- state of the screen ----------------------------------------------------------------------
    def handoff_pending(self) -> bool:
        return self.session.needs_handoff() or any(isinstance(o, HandoffOverlay) for o in self.overlays)

    def private_seat(self) -> int | None:
        """The one seat whose private things (decision dialog, hand) may be drawn now: the viewer, once
        their hand-off screen is passed. Everything private on the table is drawn through this."""
        return None if self.handoff_pending() else self.session.viewer

    def private_view(self) -> dict[str, Any] | None:
        """The engine's view for ``private_seat`` (None while nobody may see anything private)."""
        seat = self.private_seat()
        return None if seat is None else self.session.view(seat)

    def visible_decision(self) -> Any:
        """The pending decision, when its player is the one looking at the screen."""
        pending = self.pending_decision()
        if pending is None or pending.seat != self.private_seat():
            return None
        return pending

    def sync(self) -> None:
        """Bring dialogs and overlays in line with the game (after every command and each frame)."""
        session = self.session
        if session.needs_handoff() and not any(isinstance(o, HandoffOverlay) for o in self.overlays):
            self.on_handoff()
            # Under any other overlay: a public summary shows before the mouse changes hands.
            self.overlays.insert(0, HandoffOverlay(self, session.current_seat()))
        decision = self.visible_decision()
        if decision is None:
            self.dialog = None
        elif self.dialog is None or self.dialog.decision is not decision:
            self.dialog = self.make_dialog(decision)
            self.on_new_dialog()
        self.sync_more()
        if session.is_over() and not self._scores_opened and not self.overlays:
            self._scores_opened = True
            self.show_scores()

    def on_new_dialog(self) -> None:
        """A new decision dialog opened."""

    # --- commands ---------------------------------------------------------------------------------
    def issue(self, command: Command, by_computer: bool = False) -> None:
        """Send a legal command to the engine (the one way the table changes the game); a
        computer seat's only ``by_computer``."""
        if command is None:
            return
        try:
            events = self.session.issue(command, by_computer)
        except IllegalCommand:
            self.app.toast.show(tr(N_("That cannot be done now.")))
            return
        self.after_command(command, events)
        self.sync()

    # --- computer seats and Suggest ------------------------------------------------------------------
    def play_computers(self) -> None:
        """Each frame: a computer seat that must decide is asked (off the UI thread); its move is
        issued once due and nothing is in front of the table (a held turn keeps it waiting)."""
        if self.turn_held() or self.session.is_over():
            return
        command = self.computers.move(self.app.settings.animation_seconds(COMPUTER_MOVE_S))
        if command is not None and not self.overlays:
            self.issue(command, by_computer=True)

    def thinking_seat(self) -> int | None:
        """The computer seat whose move the table is waiting for."""
        return None if self.turn_held() else self.computers.deciding()

    def computer_prompt(self) -> str | None:
        """ "<name> is thinking…" while a computer seat decides."""
        seat = self.thinking_seat()
        if seat is None:
            return None
        return Text(N_("{player} is thinking…"), {"player": self.session.name(seat)}).translated()

    def can_suggest(self) -> bool:
        """The person at the screen decides now (Suggest may ask the bot for them)."""
        seat = self.private_seat()
        return (
            seat is not None
            and not self.overlays
            and not self.turn_held()
            and not self.session.is_over()
            and self.session.current_seat() == seat
            and not self.session.is_computer(seat)
        )

    def suggest(self) -> None:
        """Suggest: ask the bot for the best move of the person deciding (it is only shown)."""
        if self.can_suggest():
            self._suggest = (self.session.version, self.private_seat())

    def suggestion_pending(self) -> bool:
        """Suggest was pressed in this position and the bot has not answered yet."""
        return self._suggest_for() is not None and self.suggested() is None

    def suggested(self) -> Command | None:
        """The suggested command for this position, once the bot answered."""
        seat = self._suggest_for()
        return None if seat is None else self.computers.ask(seat, SUGGEST_LEVEL)

    def _suggest_for(self) -> int | None:
        if self._suggest is None or self._suggest != (self.session.version, self.private_seat()):
            return None
        return self._suggest[1] if self.can_suggest() else None

    def suggestion_point(self) -> tuple[int, int] | None:
        """Where to click for the suggested command: its control, else the step towards it."""
        command = self.suggested()
        if command is None:
            return None
        for target, point in self.targets():
            if target == command:
                return point
        step = self.route(command)
        return None if step is None else step[1]

    def ask(self, command: Command, question: str, detail: str, yes_label: str) -> None:
        """Ask before sending ``command`` (Yes sends it, Go back does not)."""
        self.overlays.append(ConfirmOverlay(self, question, detail, command, yes_label))

    def turn_held(self) -> bool:
        return self.session.held_seat is not None

    def finish_turn(self) -> None:
        """End turn: the next player may be handed the mouse."""
        self.session.release_turn()
        self.sync()

    def can_cancel(self) -> bool:
        """The player at the screen may cancel the action in progress."""
        return not self.overlays and self.session.can_cancel()

    def cancel_action(self) -> None:
        """Cancel: back to the position before the action in progress began."""
        if not self.can_cancel():
            return
        self.session.cancel_action()
        self.clear_choices()
        self.dialog = None
        self.sync()

    def undo_allowed(self) -> bool:
        """The Undo button is shown: the setting allows it and the game goes on."""
        return self.app.settings.allow_undo and not self.session.is_over()

    def can_take_back(self) -> bool:
        """The player at the screen may take back their last command now (nothing in front of the table)."""
        return self.undo_allowed() and not self.overlays and self.session.can_take_back()

    def take_back(self) -> None:
        """Undo: the viewer's last command is taken back (one per press), logged and autosaved."""
        if not self.can_take_back():
            return
        self.session.take_back()
        self.clear_choices()
        self.dialog = None  # the decision (if any) is asked again from the earlier position
        self.sync()

    def open_menu(self) -> None:
        if not any(isinstance(o, MenuOverlay) for o in self.overlays):
            self.overlays.append(MenuOverlay(self, self.to_title))

    def open_help(self) -> None:
        """F1, "?" or the menu's Help: the table's keys and how a turn goes (``ui.table.help``),
        over whatever is open (the menu it was opened from is put away)."""
        self.overlays[:] = [o for o in self.overlays if not isinstance(o, (MenuOverlay, HelpOverlay))]
        self.overlays.append(HelpOverlay(self))

    def table_help(self) -> TableHelp:
        """The game's own keys and mouse actions and how a turn goes, for the help (``ui.table.help``)."""
        return TableHelp()

    def has_choices_to_drop(self) -> bool:
        """Esc may put away a half-made choice at this table (the game fills in ``drop_choice``)."""
        return type(self).drop_choice is not TableScene.drop_choice

    def close_overlay(self, overlay: Overlay) -> None:
        if overlay in self.overlays:
            self.overlays.remove(overlay)
        self.sync()

    def to_title(self) -> None:
        from ui.scenes.title import TitleScene

        self.app.stack.clear_to(TitleScene(self.app))

    def show_scores(self) -> None:
        self.app.stack.push(self.score_scene())

    def back(self) -> None:
        """Esc: put away a half-made choice (``drop_choice``), else open the menu."""
        if not self.drop_choice():
            self.open_menu()

    def drop_choice(self) -> bool:
        """Esc: forget the half-made choice on the table (a selected card, an action being
        composed); True when there was one."""
        return False

    # --- frame --------------------------------------------------------------------------------------
    def top_layer(self):
        if self.overlays:
            return self.overlays[-1]
        if self.turn_held():
            return self.turn_end
        if self.dialog is not None and self.dialog.modal:
            return self.dialog
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        """Every table's input, in one order of precedence (the game fills in the hooks); the
        first that uses the event ends it:

        0. a click or a key finishes the animations (``skip_animations``; the event goes on);
        1. F1 or "?" opens the help over everything (``open_help``);
        2. the cards shown large take their keys (``handle_card_keys``);
        3. the kit's keys (``handle_kit_keys``): Ctrl+Z presses Undo unless an overlay is open,
           S Suggest when it may be asked, both above a decision dialog or a held turn;
        4. the top bar's buttons where the bar shows above a layer (``handle_top_bar``: a modal
           dialog, a held turn, an overlay that leaves the bar in view; never a veil);
        5. the top layer (overlay, held turn, modal dialog) takes everything else, and an Esc it
           leaves unused goes to ``back``;
        6. with nothing in front of the table: the non-modal decision dialog, the game's own
           shortcuts (``table_shortcuts``: its declared ``shortcut_keys``), the table's widgets,
           and last Esc (``back``: ``drop_choice``, else the menu).
        """
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.skip_animations()
        if is_help_key(event) and not (self.overlays and isinstance(self.overlays[-1], HelpOverlay)):
            self.open_help()  # above everything; the help itself closes on F1 or "?"
            return
        if self.handle_card_keys(event) or self.handle_kit_keys(event) or self.handle_top_bar(event):
            return
        layer = self.top_layer()
        if layer is not None:
            if not layer.handle_event(event) and is_escape(event):
                self.back()
            return
        if self.dialog is not None and self.dialog.handle_event(event):
            return
        if self.table_shortcuts(event) or self.widgets.handle_event(event):
            return
        if is_escape(event):
            self.back()

    def handle_kit_keys(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z: Undo (or why not), unless an overlay is open; S: Suggest, when it may be asked."""
        if is_undo_key(event) and not self.overlays:
            self.press_undo()  # above a decision dialog too: taking back what asked it is the point
            return True
        if is_suggest_key(event) and self.can_suggest():
            self.suggest()  # above a decision dialog too: its answer is what is asked
            return True
        return False

    def press_undo(self) -> None:
        """Undo pressed (the key, or a click on the button even greyed): take back, else say why."""
        if self.can_take_back():
            self.take_back()
            return
        reason = self.undo_refusal()
        if reason:
            self.app.toast.show(reason)

    def undo_refusal(self) -> str | None:
        """Why Undo cannot take back the viewer's last command now, when the game can say (else None)."""
        return None

    # --- input hooks a game may fill in ---------------------------------------------------------
    def skip_animations(self) -> None:
        """A click or a key: finish what is moving on the table (and a computer's wait)."""
        self.computers.skip_wait()

    def handle_card_keys(self, event: pygame.event.Event) -> bool:
        """The keys (and mouse moves) of a card shown large; True when used."""
        return False

    def handle_top_bar(self, event: pygame.event.Event) -> bool:
        """The top bar's buttons above a layer that leaves the bar in view; True when used."""
        return False

    def table_shortcuts(self, event: pygame.event.Event) -> bool:
        """The game's own keys (``shortcut_keys``), with nothing in front of the table; True when used."""
        return press_shortcut(event, self.shortcut_keys())

    def shortcut_keys(self) -> ShortcutMap:
        """The game's own one-key shortcuts now: a plain key (no Ctrl, Alt or Cmd) -> what it presses
        (True when used), never one of the kit's keys (``ui.table.keys.KIT_KEYS``). Asked only with
        nothing in front of the table, after a non-modal dialog had the key."""
        return {}

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        if self.dialog is not None:
            self.dialog.update(dt)
        if self.turn_held():
            self.turn_end.update(dt)
        # The help holds what lies under it still (a playback running by itself waits for the reader).
        holding = self.overlays and isinstance(self.overlays[-1], HelpOverlay)
        for overlay in self.overlays[-1:] if holding else self.overlays:
            overlay.update(dt)
        self.sync()
        self.play_computers()

    def layout_layers(self, lay: Layout) -> None:
        """Place the dialog, the overlays and a held turn's bar (a game's ``layout`` calls this after its widgets)."""
        if self.dialog is not None:
            self.dialog.layout(lay)
        for overlay in self.overlays:
            overlay.layout(lay)
        if self.turn_held():
            self.turn_end.layout(lay, self.turn_end_area(lay))

    def draw_layers(self, surface: pygame.Surface, lay: Layout) -> None:
        """Draw the dialog, a held turn's bar and the overlays (a game's ``draw`` calls this after its widgets)."""
        if self.dialog is not None:
            self.dialog.draw(surface, lay)
        if self.turn_held():
            self.turn_end.draw(surface, lay)
        for overlay in self.overlays:
            overlay.draw(surface, lay)

    def widget(self, name: str):
        """A widget by name, searched from the top layer down (tests click them)."""
        groups = [o.group for o in reversed(self.overlays)]
        if self.turn_held():
            groups.append(self.turn_end.group)
        if self.dialog is not None:
            groups.append(self.dialog.group)
        groups.append(self.widgets)
        for group in groups:
            try:
                return group.find(name)
            except KeyError:
                continue
        raise KeyError(f"no widget named {name!r}")

    # --- input layer: where to click for a command ------------------------------------------------
    def targets(self) -> list[Target]:
        """(command, point) for every control of the top layer that issues a command now."""
        layer = self.top_layer()
        if layer is not None:
            return layer.targets()
        out: list[Target] = []
        if self.dialog is not None:
            out.extend(self.dialog.targets())
        out.extend(widget_targets(list(reversed(self.widgets.widgets))))
        return out

    def route(self, command: Command) -> Step | None:
        """The input step that brings ``command`` within reach, or None."""
        if self.overlays:
            proceed = self.overlays[-1].proceed()
            return click(proceed.rect.center) if proceed is not None and proceed.enabled else None
        if self.turn_held():
            return click(self.turn_end.done.rect.center)  # the next player's commands lie past End turn
        if self.dialog is not None:
            point = self.dialog.route(command)
            if point is not None or self.dialog.modal:
                return click(point)
        return self.route_on_table(command)

    def overlay_step(self, goal: Command | None) -> Step | None:
        """The click that gets past the top overlay (confirming only the move being made)."""
        top = self.overlays[-1]
        if isinstance(top, ConfirmOverlay):
            return click((top.yes if top.yes.command == goal else top.no).rect.center)
        if isinstance(top, MenuOverlay):
            return click(top.buttons[0].rect.center)
        proceed = top.proceed()
        return click(proceed.rect.center) if proceed is not None else None

    # --- autoplay (--autoplay) ------------------------------------------------------------------------
    def autoplay_step(self, auto) -> Step | None:
        if self._autoplayer is None:
            level = getattr(auto, "mode", "random")
            choose = self._bot_choice(level) if level in COMPUTER_LEVELS else type(self).choose
            self._autoplayer = TableAutoplayer(self, choose)
        return self._autoplayer.step(auto)

    def _bot_choice(self, level: str) -> Callable[[Any, Sequence[Command], set], Command | None]:
        """``--autoplay <level>``: the human seats' moves are that level's bot's (asked off the UI
        thread like a computer seat's; None while it thinks); one the controls cannot reach
        falls back to the table's random choice."""
        fallback = type(self).choose

        def choose(rng, legal: Sequence[Command], unreachable: set) -> Command | None:
            seat = self.session.current_seat()
            command = None if seat is None else self.computers.ask(seat, level)
            if command is not None and command in unreachable:
                return fallback(rng, legal, unreachable)
            return command

        return choose

    #: ``--until <round word>:N`` stops at the game's end too (a game that may end before round N).
    until_stops_at_the_end = False

    def autoplay_reached(self, until: str | None) -> bool:
        """``--until <round word>:N``: round N is on screen at its quiet point (``round_shown``)
        with nothing in front of the table (no overlay, no held turn); at a table that says so
        (``until_stops_at_the_end``) the game's end too. Else only the end of the game (the score
        screen says so)."""
        wanted = self.until_round(until)
        if wanted is None or self.overlays:
            return False
        if self.until_stops_at_the_end and self.session.is_over():
            return True
        shown = self.round_shown()
        return shown is not None and shown >= wanted and not self.turn_held()

    def round_shown(self) -> int | None:
        """The game's round (its ``round_word``) on screen at a point ``--until`` may stop at (no
        decision pending, the round's ordinary play), else None; None at a game that knows no
        such point."""
        return None

    def until_round(self, until: str | None) -> int | None:
        """N of ``--until <word>:N`` in the game's own round word (``GameInfo.round_word``);
        None for ``end``, no ``--until`` or another game's word."""
        prefix = f"{self.session.rules.info.round_word}:"
        return int(until[len(prefix) :]) if until is not None and until.startswith(prefix) else None
