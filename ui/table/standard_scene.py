"""A table scene with the furniture every game's table repeats: the top bar (turn words, the
prompt, Suggest, Undo, Final scores, the help's "?", Menu), the autosave notice, the engine's reason when a
command is refused, the screenshot's first seat revealed (``--screenshot`` without
``--autoplay``), and the top bar's buttons usable over a modal dialog.

A game's table subclasses ``StandardTableScene``, adds its widgets, calls ``finish_setup()`` at
the end of its ``__init__``, answers ``turn_words`` and ``prompt_words`` (``common_prompt``, then its own
words for the viewer's turn), and in ``layout``
calls ``layout_top_bar`` then ``layout_layers``; ``draw`` calls ``draw_top_bar`` and
``draw_layers``. The Ares, Dice Game, robot and TM tables stand on it and draw its top bar (TM
puts its generation marker at the bar's left, ``draw_turn_words``, and places the bar and its
Menu button itself, ``top_bar_rects``).
"""

from __future__ import annotations

import pygame

from game.core.command import Command
from game.core.errors import IllegalCommand
from game.i18n import N_, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.table.autosave_notice import AutosaveNotice
from ui.table.dialog import TOP_BAR
from ui.table.scene import TableScene
from ui.text import verbatim
from ui.widgets.base import is_click
from ui.widgets.button import Button

HELP_BUTTON_WIDTH = 34  # reference pixels: the "?" left of Menu
TOP_BAR_COLOR = (24, 18, 24)


def top_bar_rect(lay: Layout) -> pygame.Rect:
    """The table's top bar across the window (a table's layout keeps its areas below it)."""
    return pygame.Rect(0, 0, lay.width, lay.px(TOP_BAR))


def top_bar_buttons(scene: TableScene) -> tuple[Button, Button, Button, Button]:
    """The top bar's Menu, Final scores, Undo and Suggest buttons of ``scene`` (placed by its layout)."""
    return (
        Button(N_("Menu"), scene.open_menu, name="menu", font_size=theme.FONT_SMALL),
        Button(
            N_("Final scores"), scene.show_scores, name="scores", font_size=theme.FONT_SMALL, primary=True
        ),
        Button(
            N_("Undo"), scene.take_back, name="undo", enabled=scene.can_take_back, font_size=theme.FONT_SMALL
        ),
        Button(
            N_("Suggest"),
            scene.suggest,
            name="suggest",
            enabled=scene.can_suggest,
            font_size=theme.FONT_SMALL,
        ),
    )


def help_button(scene: TableScene) -> Button:
    """The top bar's "?": the table's help (``ui.table.help``), as F1 opens it."""
    return Button(verbatim("?"), scene.open_help, name="help", font_size=theme.FONT_SMALL)


class StandardTableScene(TableScene):
    #: The top bar's Undo and Suggest widths (reference pixels).
    undo_width = 90
    suggest_width = 110

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.menu_button, self.scores_button, self.undo_button, self.suggest_button = top_bar_buttons(self)
        self.help_button = help_button(self)
        self.top_rect = pygame.Rect(0, 0, 0, 0)

    def top_buttons(self) -> tuple[Button, ...]:
        return (self.menu_button, self.help_button, self.undo_button, self.suggest_button)

    def finish_setup(self) -> None:
        """Add the top bar's buttons and the autosave notice (over the game's widgets), reveal the
        screenshot's seat, and sync: a finished game's score screen opens on the first frame. A
        game may have added the buttons itself already, where its widgets' order wants them."""
        for widget in (
            self.menu_button,
            self.help_button,
            self.scores_button,
            self.undo_button,
            self.suggest_button,
        ):
            if widget not in self.widgets.widgets:
                self.widgets.add(widget)
        self.autosave_notice = AutosaveNotice(self)
        for widget in self.autosave_notice.widgets():
            self.widgets.add(widget)
        args = getattr(self.app, "args", None)
        if getattr(args, "screenshot", None) is not None and getattr(args, "autoplay", None) is None:
            seat = self.session.current_seat()
            if seat is not None and not self.session.is_computer(seat):
                self.session.reveal_to(seat)
        self._scores_opened = True  # opened now, the score screen would lie beneath the table
        self.sync()
        self._scores_opened = False

    # --- words the game gives ------------------------------------------------------------------
    def turn_words(self) -> str:
        """The left of the top bar: round, turn, phase."""
        return ""

    def prompt_words(self) -> str:
        """What the person at the screen is asked to do (or who is being waited for): usually
        ``common_prompt()``, else the game's words for the viewer's own turn."""
        return ""

    over_prompt = N_("The game is over.")
    waiting_prompt = N_("Waiting for {player}.")  # {player}: the seat whose turn it is

    def common_prompt(self) -> str | None:
        """The prompt every table opens with: the game over (``over_prompt``), a computer seat
        thinking, the viewer's pending decision (``decision_prompt``), nobody to play (""), another
        seat's turn (``waiting_prompt``); None when it is the viewer's own turn with no decision
        pending, which the game words itself."""
        session = self.session
        if session.is_over():
            return tr(self.over_prompt)
        thinking = self.computer_prompt()
        if thinking:
            return thinking
        decision = self.visible_decision()
        if decision is not None:
            return self.decision_prompt(decision)
        seat = session.current_seat()
        if seat is None:
            return ""
        if seat != self.private_seat():
            return Text(self.waiting_prompt, {"player": session.name(seat)}).translated()
        return None

    def decision_prompt(self, decision) -> str:
        """What the viewer's pending ``decision`` asks of them, in the game's words."""
        return ""

    # --- commands --------------------------------------------------------------------------------
    def issue(self, command: Command, by_computer: bool = False) -> None:
        """Send ``command``; a refusal shows the engine's reason and changes nothing."""
        if command is None:
            return
        reason = self.session.refusal(command)
        if reason is not None:
            self.app.toast.show(reason)
            return
        try:
            events = self.session.issue(command, by_computer)
        except IllegalCommand as exc:
            self.app.toast.show(exc.translated())
            return
        self.after_command(command, events)
        self.sync()

    def can_suggest_here(self) -> bool:
        from game.bots.request import KITS

        return self.session.rules.game_id in KITS

    def can_suggest(self) -> bool:
        return self.can_suggest_here() and super().can_suggest()

    # --- frame ----------------------------------------------------------------------------------
    def layout_top_bar(self, lay: Layout) -> None:
        """Place the top bar and its buttons (right to left: Menu, "?", Final scores, Undo, Suggest)."""
        p = lay.px
        self.top_rect, menu = self.top_bar_rects(lay)
        self.menu_button.rect = menu
        self.help_button.rect = pygame.Rect(0, 0, p(HELP_BUTTON_WIDTH), menu.height)
        self.help_button.rect.topright = (menu.x - p(6), menu.y)
        right = self.help_button.rect
        self.scores_button.visible = self.session.is_over()
        self.scores_button.rect = pygame.Rect(0, 0, menu.width, menu.height)
        self.scores_button.rect.topright = (right.x - p(8), menu.y)
        self.undo_button.visible = self.undo_allowed()
        self.undo_button.rect = pygame.Rect(0, 0, p(self.undo_width), menu.height)
        self.undo_button.rect.topright = (
            (self.scores_button.rect.x if self.scores_button.visible else right.x) - p(8),
            menu.y,
        )
        self.suggest_button.visible = not self.session.is_over() and self.can_suggest_here()
        self.suggest_button.rect = pygame.Rect(0, 0, p(self.suggest_width), menu.height)
        shown = [b.rect for b in (self.scores_button, self.undo_button) if b.visible]
        self.suggest_button.rect.topright = (min([r.x for r in shown] + [right.x]) - p(8), menu.y)

    def top_bar_rects(self, lay: Layout) -> tuple[pygame.Rect, pygame.Rect]:
        """The top bar and its Menu button (at the bar's right end)."""
        return top_bar_rect(lay), pygame.Rect(lay.width - lay.px(98), lay.px(5), lay.px(90), lay.px(30))

    #: The prompt in bold (the Ares table writes it in regular type).
    prompt_bold = True

    def draw_top_bar(self, surface: pygame.Surface, lay: Layout) -> None:
        """The bar, the turn's words at its left (``draw_turn_words``) and the prompt in the room
        left of its buttons: shrunk, then on two lines, rather than cut (a long prompt at 1280x720)."""
        bar = self.top_rect
        pygame.draw.rect(surface, TOP_BAR_COLOR, bar)
        pygame.draw.line(surface, theme.PANEL_EDGE, bar.bottomleft, bar.bottomright, lay.px(1))
        x = self.draw_turn_words(surface, lay, bar)
        shown = [b for b in (self.scores_button, self.undo_button, self.suggest_button) if b.visible]
        right = min([b.rect.x for b in shown] + [self.help_button.rect.x]) - lay.px(12)
        bold = self.prompt_bold
        fit, lines = text.fit_box(
            self.prompt_words(), lay.font_px(theme.FONT_SMALL), max(1, right - x), bar.height, bold
        )
        height = self.prompt_height(lines, fit)
        text.blit_lines(
            surface,
            lines,
            pygame.Rect(x, bar.centery - height // 2, right - x, height),
            fit,
            theme.OCHRE,
            bold,
        )

    def draw_turn_words(self, surface: pygame.Surface, lay: Layout, bar: pygame.Rect) -> int:
        """The left of the top bar (``turn_words``); returns where the prompt may begin."""
        turn = text.render(self.turn_words(), lay.font_px(theme.FONT_SMALL), theme.TEXT, True)
        surface.blit(turn, turn.get_rect(midleft=(lay.px(10), bar.centery)))
        return lay.px(10) + turn.get_width() + lay.px(20)

    def prompt_height(self, lines: list[str], size: int) -> int:
        """The height the prompt's ``lines`` are centred by in the bar."""
        return len(lines) * text.line_height(size, self.prompt_bold)

    def top_bar_in_view(self) -> bool:
        """Nothing covers the top bar: no overlay, or one that leaves the bar in view (``Overlay.leaves_top_bar``:
        the robot game's exploration playback); never the hand-off's veil."""
        return not self.overlays or self.overlays[-1].leaves_top_bar

    def handle_top_bar(self, event: pygame.event.Event) -> bool:
        """A click on the greyed Undo says why it cannot take anything back (``undo_refusal``); the
        top bar's buttons work above a modal dialog, a held turn and an overlay that leaves the bar
        in view (with nothing in front of the table they are among its widgets)."""
        if not hasattr(event, "pos") or not self.top_bar_in_view():
            return False
        undo = self.undo_button
        if (
            is_click(event, pygame.MOUSEBUTTONUP)
            and undo.visible
            and not undo.enabled
            and undo.rect.collidepoint(event.pos)
            and self.undo_refusal()
        ):
            self.press_undo()
            return True
        if self.top_layer() is None:
            return False
        return any(
            button.visible and button.rect.collidepoint(event.pos) and button.handle_event(event)
            for button in self.top_buttons()
        )

    def draw_layers(self, surface: pygame.Surface, lay: Layout) -> None:
        """The dialog (with the top bar's buttons over a modal one, where they take clicks), a
        held turn's bar and the overlays, as far as the table shows them now (``dialog_in_view``,
        ``overlays_in_view``)."""
        if self.dialog is not None and self.dialog_in_view():
            self.dialog.draw(surface, lay)
            if self.dialog.modal and not self.overlays:
                for button in self.top_buttons():
                    if button.visible:
                        button.draw(surface, lay)
        if self.turn_held():
            self.turn_end.draw(surface, lay)
        for overlay in self.overlays_in_view():
            overlay.draw(surface, lay)

    def dialog_in_view(self) -> bool:
        """The decision dialog is drawn (the robot table asks it only once its playback is over)."""
        return True

    def overlays_in_view(self) -> list:
        """The overlays drawn, bottom to top (the robot table's playback hides what lies under it)."""
        return self.overlays
