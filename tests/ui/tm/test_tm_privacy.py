"""Pass-and-play privacy: nothing private of a seat (its decision dialog, its hand) is ever drawn
unless that seat's hand-off screen was passed since anything public or another seat was shown.

A recorder wraps the draw methods of the table's parts and logs, frame by frame, what was drawn:
a seat's dialog or hand (private), the production summary (public, read by everyone), a hand-off
screen, and each click on "I am <player>: show my cards". Whole games are walked by the app's own
autoplayer (clicks only), and the production-summary-then-research case is driven by hand.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Match, Rng
from game.tm.rules import RULES
from tests.support.tm_playout import choose
from tests.ui.tm.tm_support import open_table, reach, setup_data
from ui.table.overlays import HandoffOverlay
from ui.tables.tm.dialogs.card_dialogs import CardsDialog
from ui.tables.tm.dialogs.dialog_base import Dialog
from ui.tables.tm.new_game_scene import start_game
from ui.tables.tm.overlays.production_overlay import ProductionOverlay
from ui.tables.tm.widgets import card_view
from ui.tables.tm.widgets import hand as hand_module
from ui.tables.tm.widgets.hand import CardPreview, Hand


class Recorder:
    """What the table drew in each frame, and whether it kept pass-and-play privacy."""

    def __init__(self, monkeypatch) -> None:
        self.frame: list[tuple] = []
        self.acknowledged: int | None = None  # the seat whose hand-off was passed, None after public screens
        self.violations: list[str] = []
        self.private_frames: dict[int, int] = {}  # seat -> frames with something of theirs drawn
        self.research_after_production = 0  # research dialogs shown after a production summary
        self.productions = 0  # production summaries shown
        self.reveals = 0  # hand-off screens passed
        self._after_production = False
        record = self.frame.append

        def wrap(cls, name, what):
            original = getattr(cls, name)

            def wrapper(obj, *args, **kwargs):
                result = original(obj, *args, **kwargs)
                entry = what(obj)
                if entry is not None:
                    record(entry)
                return result

            monkeypatch.setattr(cls, name, wrapper)

        faces = [0]
        for fn in ("face", "wide_face"):
            original_face = getattr(card_view, fn)

            def counted(*args, _original=original_face, **kwargs):
                faces[0] += 1
                return _original(*args, **kwargs)

            monkeypatch.setattr(hand_module.card_view, fn, counted)

        def cards_drawn(draw):
            def wrapper(obj, *args, **kwargs):
                before = faces[0]
                draw(obj, *args, **kwargs)
                if faces[0] > before:  # card faces of the viewer's hand (or the pinned card) were drawn
                    record(("private", obj.table.session.viewer, type(obj).__name__))

            return wrapper

        monkeypatch.setattr(Hand, "draw", cards_drawn(Hand.draw))
        monkeypatch.setattr(CardPreview, "draw", cards_drawn(CardPreview.draw))
        wrap(
            Dialog,
            "draw",
            lambda d: ("private", d.seat, type(d).__name__, getattr(d.decision, "purpose", None)),
        )
        wrap(ProductionOverlay, "draw", lambda o: ("public", "production"))
        wrap(HandoffOverlay, "draw", lambda o: ("handoff", o.seat))
        wrap(HandoffOverlay, "_reveal", lambda o: ("reveal", o.seat))

    def check_frame(self, where: str) -> None:
        entries = list(self.frame)
        self.frame.clear()
        # Clicks come before drawing within a frame, so reveals are applied first.
        for entry in entries:
            if entry[0] == "reveal":
                self.acknowledged = entry[1]
                self.reveals += 1
        shared = [e for e in entries if e[0] in ("public", "handoff")]
        for entry in entries:
            if entry[0] != "private":
                continue
            seat = entry[1]
            self.private_frames[seat] = self.private_frames.get(seat, 0) + 1
            if shared:
                self.violations.append(f"{where}: {entry} drawn together with {shared}")
            elif seat != self.acknowledged:
                self.violations.append(
                    f"{where}: {entry} drawn, but the last hand-off passed was {self.acknowledged}"
                )
            if self._after_production and entry[2] == "CardsDialog" and entry[3] == "research":
                self.research_after_production += 1
                self._after_production = False
        if shared:
            self.acknowledged = None
        if any(e == ("public", "production") for e in entries):
            self.productions += not self._after_production
            self._after_production = True


def _walk(driver, table, recorder: Recorder, generations: int, budget: int) -> None:
    for frame in range(budget):
        driver.frames(1)
        state = table.session.state
        recorder.check_frame(f"frame {frame}, generation {state.generation}, phase {state.phase}")
        if state.generation > generations or table.session.is_over():
            return
    raise AssertionError(f"generation {generations + 1} not reached in {budget} frames")


@pytest.mark.parametrize(("seed", "draft"), [(5, False), (11, True)])
def test_autoplayed_three_player_generations_show_nothing_private_before_its_hand_off(
    drive, monkeypatch, seed, draft
):
    recorder = Recorder(monkeypatch)
    driver = drive("--lang", "en", "--size", "1280x720", "--autoplay", "random")
    driver.app.autoplay.rng = random.Random(seed)  # the same clicks every run
    table = start_game(driver.app, 3, seed, draft=draft)
    driver.app.stack.push(table)
    _walk(driver, table, recorder, generations=3, budget=6000)
    assert recorder.violations == []
    # The walk really showed each seat's private screens and several production summaries.
    assert all(recorder.private_frames.get(seat, 0) > 0 for seat in range(3)), recorder.private_frames
    assert recorder.productions == 3 and recorder.research_after_production >= 2 and recorder.reveals >= 20
    assert table.session.state.generation >= 4


def _production_by_next_first_player(seed: int) -> tuple[dict, int, tuple, object]:
    """A 3-player position where the next command ends the generation and is made by the seat
    that will choose its research cards first (the viewer stays the same seat)."""
    data = setup_data(3)
    match = Match(RULES, RULES.setup_from_data(data), seed)
    rng = Rng(seed + 5)
    while not match.is_over():
        legal = match.legal_commands()
        command = choose(rng, legal)
        state = match.state
        if state.phase == "action" and state.pending is None:
            after = RULES.apply(state, command)
            nxt = after.state
            if (
                any(e.kind == "production_phase" for e in after.events)
                and nxt.pending is not None
                and nxt.pending.kind == "cards"
                and nxt.pending.seat == state.active
            ):
                return data, seed, tuple(match.commands), command
        match.push(command)
    raise AssertionError("no such position")


def test_the_production_summary_never_shows_the_next_research_cards(drive, monkeypatch):
    """Seat S ends the generation and chooses research first: after the summary (read by everyone)
    S's research cards stay hidden until S passes a hand-off screen again."""
    data, seed, commands, command = _production_by_next_first_player(0)
    driver = drive("--lang", "en", "--size", "1280x720")
    table = open_table(driver, data, seed, commands)
    recorder = Recorder(monkeypatch)
    seat = table.session.viewer
    recorder.acknowledged = seat  # open_table passed its hand-off
    reach(driver, table, command)
    recorder.check_frame("the command ending the generation")
    assert isinstance(table.overlays[-1], ProductionOverlay)
    assert table.session.state.pending.seat == seat and table.session.state.pending.kind == "cards"
    driver.frames(2)
    recorder.check_frame("the production summary")
    assert table.dialog is None and table.hand.cards() == []
    driver.click("production_ok")
    recorder.check_frame("after the summary")
    assert isinstance(table.top_layer(), HandoffOverlay) and table.top_layer().seat == seat
    assert table.dialog is None
    driver.click("handoff")
    driver.frames(1)
    recorder.check_frame("after the hand-off")
    assert isinstance(table.dialog, CardsDialog) and table.dialog.decision.purpose == "research"
    assert recorder.violations == []


@pytest.mark.parametrize(("size", "lang"), [("1280x720", "en"), ("1920x1080", "ja"), ("1280x720", "ja")])
def test_the_hand_off_text_starts_below_a_long_title(drive, monkeypatch, size, lang):
    from ui import text
    from ui.table import overlays

    drawn: list[tuple[list[str], pygame.Rect, int]] = []
    real = text.blit_lines

    def record(surface, lines, rect, size_, *args, **kwargs):
        drawn.append((list(lines), pygame.Rect(rect), size_))
        return real(surface, lines, rect, size_, *args, **kwargs)

    driver = drive("--lang", lang, "--size", size)
    names = ["Alexandria Maximiliane", "B", "C"]  # a long name: the title takes two lines
    table = open_table(driver, setup_data(3) | {"names": names}, 5, (), reveal=False)
    monkeypatch.setattr(overlays.text, "blit_lines", record)
    driver.frames(1)
    assert isinstance(table.top_layer(), HandoffOverlay)
    # the table under the screen draws text too: the hand-off's title names the player, its body follows
    start = next(i for i, d in enumerate(drawn) if any("Alexandria" in line for line in d[0]) and d[1].y > 60)
    (title, title_area, title_size), (body, body_area, _size) = drawn[start : start + 2]
    needed = len(title) * text.line_height(title_size, True)
    assert 1 <= len(title) <= 2 and needed <= title_area.height  # shrunk to one line, or wrapped to two
    assert body_area.y >= title_area.y + needed
    assert body_area.bottom <= table.top_layer().show.rect.y


def test_the_hand_is_drawn_from_the_engine_view_of_the_seat_at_the_screen(drive, monkeypatch):
    from tests.ui.tm.tm_support import action_position

    driver = drive("--lang", "en")
    data, seed, commands = action_position(players=3)
    table = open_table(driver, data, seed, commands, reveal=False)
    assert table.private_view() is None and table.hand.cards() == []  # under the hand-off: no view at all
    driver.click("handoff")
    seat = table.session.viewer
    own = RULES.view(table.session.state, seat)["players"][seat]["hand"]
    assert table.hand.cards() == own == list(table.session.state.players[seat].hand)
    # The hand shows what the view holds, whatever the state: another seat's view has no hand of this seat.
    other = (seat + 1) % 3
    monkeypatch.setattr(table.session, "view", lambda s=None: RULES.view(table.session.state, other))
    assert table.hand.cards() == list(table.session.state.players[other].hand)
