"""Computer seats at the TM table: chosen on the new-game screen (never all of them), kept in
the save, played by the table itself off the UI thread after a pause a click skips, hand-offs
only between humans, and Suggest showing the normal bot's move without playing it."""

from __future__ import annotations

import pickle
import time
from concurrent.futures import Future

import pygame
import pytest

from game.bots.request import BotRequest, answer, move_rng
from game.core import Match, Rng
from game.core.errors import IllegalCommand
from game.tm.content import standard_projects
from game.tm.rules import RULES
from game.tm.state import GameState
from tests.support.tm_playout import choose
from tests.ui.tm.tm_support import reach
from ui import text, theme
from ui.autoplay import post_step
from ui.layout import Layout
from ui.table import computer_seats
from ui.table.bot_worker import BotWorker
from ui.table.overlays import HandoffOverlay
from ui.tables.tm.new_game_scene import TmNewGameScene, start_game
from ui.tables.tm.table_scene import TmTableScene


class RecordingWorker(BotWorker):
    """A thread worker that keeps every request it is sent."""

    def __init__(self) -> None:
        super().__init__("thread")
        self.requests: list[BotRequest] = []

    def submit(self, request: BotRequest):
        self.requests.append(request)
        return super().submit(request)


@pytest.fixture
def worker(monkeypatch):
    """The tables' bots think in a thread of the test (quick to start; the process is tested apart)."""
    made = RecordingWorker()
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: made)
    yield made
    made.close()


def _table(driver, kinds, seed=5, players=3) -> TmTableScene:
    table = start_game(driver.app, players, seed, seat_kinds=kinds)
    driver.app.stack.push(table)
    driver.settle()
    return table


def _until(driver, condition, limit_s: float = 120.0) -> None:
    deadline = time.monotonic() + limit_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        driver.frames(1)
        time.sleep(0.002)


def _play_humans(driver, table, rng, stop, limit_s: float = 600.0) -> None:
    """Drive the game through the input layer until ``stop()``: the test clicks for the human
    seats (random legal moves) and through overlays and held turns; the table plays its computers."""
    deadline = time.monotonic() + limit_s
    session = table.session
    while not stop():
        assert time.monotonic() < deadline, f"stuck at {len(session.match.commands)} commands"
        if table.overlays:
            post_step(table.overlay_step(None))
        elif table.turn_held():
            post_step(("click", table.turn_end.done.rect.center))
        elif not session.is_over() and not session.is_computer(session.current_seat()):
            reach(driver, table, choose(rng, session.legal()), budget=80)
            continue
        driver.frames(1)
        time.sleep(0.001)


# --- the new-game screen -------------------------------------------------------------------------


def _new_game_screen(drive, *argv):
    driver = drive("--lang", "en", *argv)
    driver.click("game:tm")
    driver.settle()
    assert isinstance(driver.top, TmNewGameScene)
    return driver, driver.top


def test_each_seat_is_chosen_by_mouse_and_the_game_starts_with_them(drive, worker):
    driver, scene = _new_game_screen(drive)
    driver.click("players")  # 2 -> 3 players
    assert scene.players == 3
    driver.click("kind:1")  # Human -> Computer: easy
    driver.click("kind:2")
    driver.click("kind:2")  # -> Computer: normal
    assert scene.widget("kind:1").text() == "Computer: easy"
    assert scene.widget("kind:2").text() == "Computer: normal"
    assert text.resolve(scene.widget("name:1").placeholder) == "Computer 2"
    driver.click("start")
    driver.settle()
    table = driver.top
    assert isinstance(table, TmTableScene)
    assert table.session.match.setup.seat_kinds == ("human", "easy", "normal")
    assert table.session.player_names == ["Player 1", "Computer 2", "Computer 3"]
    assert not table.overlays  # one human: no hand-off screen, the cards are theirs at once
    assert table.session.viewer == 0


def test_the_new_game_screen_refuses_a_game_without_a_human(drive, worker):
    driver, scene = _new_game_screen(drive)
    for seat in (0, 1):
        driver.click(f"kind:{seat}")
    assert scene.block.chosen_kinds() == ["easy", "easy"]
    reason = "At least one player must be human: make one seat Human."
    assert scene.widget("note").text() == reason  # said before Start is pressed
    assert scene.widget("note").color == theme.ERROR
    driver.click("start")
    driver.settle()
    assert driver.top is scene  # no game
    assert driver.app.toast.message == reason


def test_the_solo_seat_is_human(drive, worker):
    driver, scene = _new_game_screen(drive)
    driver.click("kind:0")
    assert scene.block.kinds[0] == "easy"
    scene.players = 1
    driver.frames(1)
    assert not scene.widget("kind:0").visible  # nothing to choose
    assert scene.block.chosen_kinds() == ["human"] and scene.block.problem() is None


@pytest.mark.parametrize(("size", "lang"), [("1280x720", "en"), ("1920x1080", "ja"), ("1280x720", "ja")])
def test_the_seat_choices_fit_their_panel(drive, monkeypatch, size, lang):
    driver, scene = _new_game_screen(drive, "--size", size, "--lang", lang)
    scene.players = 5
    scene.block.kinds[:4] = ["human", "easy", "normal", "hard"]
    drawn: list[str] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda line, *args: drawn.append(line) or real(line, *args))
    driver.frames(1)
    for seat in range(4):  # each choice is written whole (smaller if need be, never cut)
        assert scene.widget(f"kind:{seat}").text() in drawn
    panel = scene.panel_rect
    for seat in range(5):
        rects = [scene.widget(f"{kind}:{seat}").rect for kind in ("name", "kind", "style", "beginner")]
        assert all(panel.contains(r) for r in rects), (seat, rects, panel)
        assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False))  # side by side, apart
    lay = Layout.of(driver.app.size)
    for heading in (w for w in scene.block.column_labels if w.visible):
        size, lines = heading.fitted(lay)
        assert heading.rect.x + text.width_of(lines[0], size) <= panel.right, heading.text()


# --- playing ------------------------------------------------------------------------------------


def test_one_human_and_two_computers_play_a_whole_game(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720")
    driver.app.change_settings(animation_speed="off")
    table = _table(driver, ["human", "easy", "easy"], seed=7)
    session = table.session
    seen_private, handoffs = set(), 0

    def stop() -> bool:
        nonlocal handoffs
        seen_private.add(table.private_seat())
        handoffs += any(isinstance(o, HandoffOverlay) for o in table.overlays)
        return session.is_over()

    _play_humans(driver, table, Rng(3), stop, limit_s=900)
    seats = [c.seat for c in session.match.commands]
    assert {0, 1, 2} <= set(seats) and seats.count(1) > 20 and seats.count(2) > 20
    assert handoffs == 0 and seen_private <= {0, None}  # the computers' cards were never on screen
    assert len(session.outcome().results) == 3
    # every command was sent by the deciding seat: the computers' by the table, the rest by clicks
    assert len(worker.requests) >= seats.count(1) + seats.count(2)
    logged = {entry.event.params.get("player") for entry in session.log}
    assert {1, 2} <= logged  # the computers' moves are in the log


def test_hand_offs_happen_only_between_humans(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720")
    driver.app.change_settings(animation_speed="off")
    table = _table(driver, ["human", "easy", "human"], seed=4)
    session = table.session
    screens: list[tuple[int, int | None]] = []  # (hand-off seat, who saw private things last)
    last_viewer: list[int | None] = [None]
    shown: set = set()

    def stop() -> bool:
        for overlay in table.overlays:
            if isinstance(overlay, HandoffOverlay) and id(overlay) not in shown:
                shown.add(id(overlay))
                screens.append((overlay.seat, last_viewer[0]))
        if session.viewer is not None:
            last_viewer[0] = session.viewer
        assert table.private_seat() != 1  # the computer's cards never show
        return session.state.generation >= 3

    _play_humans(driver, table, Rng(8), stop)
    assert len(screens) >= 4
    assert all(seat in (0, 2) for seat, _last in screens)
    assert any(last is not None and last != seat for seat, last in screens)


def _position(kinds, seat_deciding, seed=6, actions=8):
    """A match with ``kinds`` at an action-phase move of ``seat_deciding``."""
    match = Match(RULES, RULES.setup_from_data({"players": len(kinds), "seat_kinds": kinds}), seed)
    rng, done = Rng(seed), 0
    while True:
        s = match.state
        if s.phase == "action" and s.pending is None:
            done += 1
            if done > actions and s.active == seat_deciding:
                return match
        match.push(choose(rng, match.legal_commands()))


def test_the_session_hands_off_only_to_another_human():
    from ui.tables.tm.session import TmTableSession

    kinds = ["human", "easy", "human"]
    computer = TmTableSession(_position(kinds, 1))
    computer.reveal_to(0)
    assert not computer.needs_handoff()  # a computer decides: human 0's screen stays
    back = TmTableSession(_position(kinds, 0))
    back.reveal_to(0)
    assert not back.needs_handoff()  # back to the human who saw last: no hand-off
    other = TmTableSession(_position(kinds, 2))
    other.reveal_to(0)
    assert other.needs_handoff()  # another human: hand-off
    alone = TmTableSession(_position(["easy", "human", "normal"], 0))
    assert alone.viewer == 1 and not alone.needs_handoff()
    alone.hide()  # the production summary hides nothing from the one person at the table
    assert alone.viewer == 1


class SilentWorker(BotWorker):
    """A worker whose bot never answers: the computer stays deciding."""

    def submit(self, request: BotRequest) -> Future:
        return Future()


def test_the_human_cannot_answer_for_the_computer(drive, monkeypatch):
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: SilentWorker("thread"))
    driver = drive("--lang", "en", "--size", "1280x720")
    match = _position(["human", "normal", "easy"], 1)
    table = driver.app.stack.push(TmTableScene(driver.app, match))
    driver.settle()
    session = table.session
    legal = session.legal()
    assert legal and not any(session.is_legal(c) for c in legal)  # every control is off
    assert table.widget("pass").enabled is False
    with pytest.raises(IllegalCommand):
        session.issue(legal[0])
    driver.click_at(table.widget("pass").rect.center)
    assert len(session.match.commands) == len(match.commands)
    assert table.computer_prompt() == "Computer 2 is thinking…"
    assert not table.can_take_back() and not table.can_suggest()


def test_a_click_skips_the_computers_pause(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720")
    driver.app.change_settings(animation_speed="slow")
    match = _position(["human", "easy", "easy"], 1)
    table = driver.app.stack.push(TmTableScene(driver.app, match))
    now = [1000.0]
    table.computers.clock = lambda: now[0]  # the pause does not run out by itself
    driver.settle()
    count = len(table.session.match.commands)
    _until(driver, lambda: table.computers.answered())
    driver.frames(5)
    assert len(table.session.match.commands) == count  # answered, but the pause goes on
    assert table.computer_prompt() == "Computer 2 is thinking…"
    driver.click_at((5, 400))  # anywhere
    driver.frames(1)
    assert len(table.session.match.commands) == count + 1
    assert table.session.match.commands[-1].seat == 1


def test_the_pause_runs_out_after_the_animation_time(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720")
    driver.app.change_settings(animation_speed="normal")
    match = _position(["human", "easy", "easy"], 1)
    table = driver.app.stack.push(TmTableScene(driver.app, match))
    now = [1000.0]
    table.computers.clock = lambda: now[0]
    driver.settle()
    count = len(table.session.match.commands)
    _until(driver, lambda: table.computers.answered())
    now[0] += 0.5
    driver.frames(2)
    assert len(table.session.match.commands) == count
    now[0] += 0.5  # 1.0 s after it was asked: past the 0.9 s pause at normal speed
    driver.frames(2)
    assert len(table.session.match.commands) == count + 1


def test_the_worker_receives_only_the_seat_view(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720")
    match = _position(["human", "easy", "easy"], 1)
    state = match.state
    table = driver.app.stack.push(TmTableScene(driver.app, match))
    driver.settle()
    _until(driver, lambda: worker.requests)
    request = worker.requests[0]
    assert request.view == RULES.view(state, 1) and request.level == "easy"
    assert request.rng_state == move_rng(match.seed, len(match.commands)).state  # seeded by the position
    blob = pickle.dumps(request)
    assert b"GameState" not in blob and b"PlayerState" not in blob
    secret = set(state.players[0].hand) | set(state.players[2].hand) | set(state.deck)
    secret -= set(standard_projects())  # "Power Plant" is a standard project's name too
    assert secret and not [card for card in secret if card.encode() in blob]
    assert not isinstance(request.view, GameState)
    assert table.session.viewer == 0


def test_the_process_worker_answers_like_the_bot_itself():
    match = _position(["human", "easy", "easy"], 1)
    from game.bots.framework import seat_view

    request = BotRequest.of(seat_view(RULES, match.state, 1), "easy", match.legal_commands(), Rng(11))
    process = BotWorker("process")
    try:
        assert process.submit(request).result(timeout=120) == answer(request)
    finally:
        process.close()


# --- saving ---------------------------------------------------------------------------------------


def test_a_saved_game_comes_back_with_its_computers(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720")
    driver.app.change_settings(animation_speed="off")
    table = _table(driver, ["human", "normal", "hard"], seed=9)
    _play_humans(driver, table, Rng(2), lambda: len(table.session.match.commands) >= 4)
    commands = list(table.session.match.commands)
    driver.click("menu")
    driver.click("menu:title")
    driver.settle()
    driver.click("continue")
    driver.settle()
    resumed = driver.top
    assert isinstance(resumed, TmTableScene) and resumed is not table
    assert resumed.session.match.commands[: len(commands)] == commands
    assert resumed.session.match.setup.seat_kinds == ("human", "normal", "hard")
    assert [resumed.session.seat_kind(s) for s in range(3)] == ["human", "normal", "hard"]
    assert resumed.session.viewer == 0  # one human: the cards are theirs, no hand-off


# --- Suggest --------------------------------------------------------------------------------------


def test_suggest_highlights_a_legal_move_and_plays_nothing(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720")
    match = _position(["human", "easy", "easy"], 0)
    table = driver.app.stack.push(TmTableScene(driver.app, match))
    driver.settle()
    count = len(match.commands)
    assert table.suggested() is None and table.can_suggest()
    driver.click("suggest")
    assert table.suggestion_pending() or table.suggested() is not None
    _until(driver, lambda: table.suggested() is not None)
    command = table.suggested()
    assert command in table.session.legal() and command.seat == 0
    assert worker.requests[-1].level == "normal"
    point = table.suggestion_point()
    reachable = [p for c, p in table.targets() if c == command] or [table.route(command)[1]]
    assert point == reachable[0]
    from ui.tables.tm.command_words import command_words

    words = command_words(command, table.session)
    driver.frames(2)
    assert len(table.session.match.commands) == count  # only shown
    assert words and f"Suggested: {words}" == _top_bar_prompt(table)
    # The highlight is drawn there: the spot looks different with and without the suggestion.
    area = pygame.Rect(0, 0, 90, 90)
    area.center = point
    area = area.clip(driver.app.screen.get_rect())
    with_it = driver.pixels().subsurface(area).copy()
    table._suggest = None
    driver.frames(1)
    without = driver.pixels().subsurface(area).copy()
    changed = sum(
        with_it.get_at((x, y)) != without.get_at((x, y))
        for x in range(area.width)
        for y in range(area.height)
    )
    assert changed > 100


def test_the_suggest_key_asks_too(drive, worker):
    driver = drive("--lang", "ja", "--size", "1280x720")
    match = _position(["human", "easy", "easy"], 0)
    table = driver.app.stack.push(TmTableScene(driver.app, match))
    driver.settle()
    driver.key(pygame.K_s)
    _until(driver, lambda: table.suggested() is not None)
    assert _top_bar_prompt(table).startswith("おすすめ：")


def _top_bar_prompt(table) -> str:
    from ui.tables.tm.command_words import suggestion_line

    return table.computer_prompt() or suggestion_line(table) or ""


def test_autoplay_with_a_level_plays_the_human_seats_with_that_bot(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720", "--autoplay", "easy", "--until", "generation:2")
    driver.app.change_settings(animation_speed="off")  # no pauses: the test waits only for the bots
    table = start_game(driver.app, 2, 3, seat_kinds=["human", "easy"])
    driver.app.stack.push(table)
    _until(driver, lambda: driver.app.autoplay.reached, limit_s=600.0)  # a loaded machine is slow
    assert table.session.state.generation == 2
    assert {r.view["seat"] for r in worker.requests} == {0, 1}  # the human seat's moves came from the bot
    assert all(r.level == "easy" for r in worker.requests)


def test_while_the_bot_looks_for_a_suggestion_the_top_bar_says_so(drive, monkeypatch):
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: SilentWorker("thread"))
    driver = drive("--lang", "en", "--size", "1280x720")
    table = driver.app.stack.push(TmTableScene(driver.app, _position(["human", "easy", "easy"], 0)))
    driver.settle()
    assert _top_bar_prompt(table) == ""
    driver.click("suggest")
    driver.frames(3)
    assert table.suggestion_pending() and _top_bar_prompt(table) == "Looking for a good move…"
    assert table.suggestion_point() is None


def test_undo_never_takes_back_a_computers_move(drive, worker):
    driver = drive("--lang", "en", "--size", "1280x720")
    driver.app.change_settings(animation_speed="off", allow_undo=True)
    table = driver.app.stack.push(TmTableScene(driver.app, _position(["human", "easy", "easy"], 2)))
    driver.settle()
    _until(driver, lambda: table.session.current_seat() == 0 and not table.overlays)
    assert table.session.match.commands[-1].seat in (1, 2)
    assert table.undo_button.visible and not table.can_take_back()
    count = len(table.session.match.commands)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.session.match.commands) == count


class FailingWorker(BotWorker):
    """A worker whose bot fails (a bug, a crashed process)."""

    def submit(self, request: BotRequest) -> Future:
        future: Future = Future()
        future.set_exception(RuntimeError("the bot broke"))
        return future


def test_a_failing_bot_still_moves_with_a_legal_random_command(drive, monkeypatch, caplog):
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: FailingWorker("thread"))
    driver = drive("--lang", "en", "--size", "1280x720")
    driver.app.change_settings(animation_speed="off")
    match = _position(["human", "easy", "easy"], 1)
    legal = match.legal_commands()
    table = driver.app.stack.push(TmTableScene(driver.app, match))
    count = len(match.commands)
    driver.settle()
    _until(driver, lambda: len(table.session.match.commands) > count)
    assert table.session.match.commands[count] in legal
    assert "the easy bot failed" in caplog.text


def test_a_screenshot_of_a_computers_decision_keeps_its_cards_hidden(drive, worker, tmp_path):
    """``--load save --screenshot`` shows the deciding seat's view, unless that seat is a computer."""
    driver = drive("--lang", "en", "--size", "1280x720", "--screenshot", str(tmp_path / "shot.png"))
    computer = driver.app.stack.push(TmTableScene(driver.app, _position(["human", "easy", "human"], 1)))
    assert computer.session.viewer is None and computer.private_view() is None
    person = driver.app.stack.push(TmTableScene(driver.app, _position(["human", "easy", "human"], 2)))
    assert person.session.viewer == 2
