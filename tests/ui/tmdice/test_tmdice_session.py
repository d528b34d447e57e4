"""The Dice Game table's session glue through the kit: computer seats play their own turns,
pass-and-play hides one player's hand from the next, Undo takes back a face change (never a
roll), a saved game opens again at the same position, and rolls tumble only with animations on."""

from __future__ import annotations

import time

import pygame
import pytest

from game.tmdice import commands as C
from saves import SaveStore
from tests.ui.images import assert_not_blank
from ui.game_scenes import open_save
from ui.layout import Layout
from ui.settings import AnimationSpeed
from ui.table import computer_seats
from ui.table.bot_worker import BotWorker
from ui.table.overlays import HandoffOverlay
from ui.tables.tmdice.new_game_scene import start_game
from ui.tables.tmdice.table_scene import DiceTableScene


@pytest.fixture
def worker(monkeypatch):
    made = BotWorker("thread")
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: made)
    yield made
    made.close()


def _table(driver, players, kinds=None, seed=5) -> DiceTableScene:
    table = start_game(driver.app, players, seed, seat_kinds=kinds)
    driver.app.stack.push(table)
    driver.settle()
    return table


def _play_own(table, seat_filter=None, limit=400):
    """Play the viewer's decisions through the engine's legal commands (not a change of face)."""
    session = table.session
    for _ in range(limit):
        seat = session.current_seat()
        if seat is None or session.is_computer(seat) or (seat_filter is not None and not seat_filter()):
            return
        legal = session.legal()
        table.issue(next((c for c in legal if not isinstance(c, C.ChangeFace | C.DrawTwo)), legal[0]))
        if session.held_seat is not None:  # a turn its own action ended: End turn on the bar
            table.finish_turn()


def test_a_computer_seat_plays_its_own_turns(drive, worker):
    driver = drive("--lang", "en")
    table = _table(driver, 2, ["human", "easy"])
    session = table.session
    start = time.monotonic()
    while time.monotonic() - start < 120:
        if session.current_seat() == 0:
            table.overlays.clear()
            _play_own(table)
        if any(c.seat == 1 for c in session.match.commands) and session.state.turns_played >= 2:
            break
        driver.frames(1)
    seats = {c.seat for c in session.match.commands}
    assert 1 in seats and session.state.turns_played >= 2
    assert not session.needs_handoff()  # one human: no hand-off screens


def test_pass_and_play_hands_off_and_hides_the_hand(drive):
    driver = drive("--lang", "en")
    table = _table(driver, 2)
    session = table.session
    handoffs = 0
    for _ in range(200):
        driver.frames(1)
        if table.overlays and isinstance(table.overlays[-1], HandoffOverlay):
            handoffs += 1
            assert table.private_seat() is None
            table.layout(Layout.of((1280, 720)))
            assert table.hand.cards == []  # nothing private under the hand-off screen
            driver.click_at(table.overlays[-1].proceed().rect.center)
            continue
        seat = session.current_seat()
        if session.state.turns_played >= 2:
            break
        legal = session.legal()
        table.issue(next((c for c in legal if not isinstance(c, C.ChangeFace | C.DrawTwo)), legal[0]))
        if session.held_seat is not None:
            table.finish_turn()
        assert seat is not None
    assert session.state.turns_played >= 2
    assert handoffs >= 2  # each player took the mouse before their cards showed


def test_undo_takes_back_a_face_change_but_never_a_roll(drive):
    driver = drive("--lang", "en")
    table = _table(driver, 1)
    session = table.session
    while session.state.pending is not None:
        table.issue(session.legal()[0])
    before = session.match.snapshot_json()
    change = next(c for c in session.legal() if isinstance(c, C.ChangeFace))
    table.issue(change)
    driver.frames(1)
    assert table.undo_button.enabled
    driver.click_at(table.undo_button.rect.center)
    assert session.match.snapshot_json() == before
    gain = next(c for c in session.legal() if isinstance(c, C.GainDie))
    table.issue(gain)
    driver.frames(1)
    assert not table.can_take_back()  # the die was rolled: no undo past it


def test_a_saved_game_opens_at_the_same_position(drive):
    driver = drive("--lang", "en")
    table = _table(driver, 3)
    _play_own(table, limit=30)
    match = table.session.match
    path = driver.app.saves.autosave_file(match)
    assert SaveStore().load(path).match.snapshot_json() == match.snapshot_json()
    opened = open_save(driver.app, path)
    driver.settle()
    assert isinstance(opened, DiceTableScene)
    assert opened.session.match.snapshot_json() == match.snapshot_json()
    assert opened.session.player_names == table.session.player_names


@pytest.mark.parametrize(("speed", "tumbles"), [("off", False), ("normal", True)])
def test_rolls_tumble_only_with_animations_on(drive, speed, tumbles):
    driver = drive("--lang", "en")
    settings = driver.app.settings
    settings.animation_speed = AnimationSpeed(speed)
    table = _table(driver, 1)
    session = table.session
    while session.state.pending is not None:
        table.issue(session.legal()[0])
    gain = next(c for c in session.legal() if isinstance(c, C.GainDie))
    table.issue(gain)
    assert table.rolling.active() is tumbles
    if tumbles:
        rolled = [e for e in session.last_events if e.kind == "roll"]
        assert rolled and table.rolling.faces == [f.strip() for f in rolled[0].params["faces"].split(",")]
        driver.click_at((5, 700))  # a click skips it
        assert not table.rolling.active()


def test_after_a_production_turn_the_player_ends_it_and_the_mouse_changes_hands(drive):
    driver = drive("--lang", "en")
    table = _table(driver, 2)
    session = table.session
    for _ in range(200):  # through the set-up to the first turn of a player at the screen
        driver.frames(1)
        if table.overlays and isinstance(table.overlays[-1], HandoffOverlay):
            driver.click_at(table.overlays[-1].proceed().rect.center)
            continue
        if session.state.pending is None and session.state.phase == "play":
            break
        table.issue(session.legal()[0])
        if session.held_seat is not None:
            table.finish_turn()
    seat = session.current_seat()
    driver.frames(1)
    if table.overlays and isinstance(table.overlays[-1], HandoffOverlay):
        driver.click_at(table.overlays[-1].proceed().rect.center)
    assert session.viewer == seat
    production = next(c for c in session.legal() if isinstance(c, C.Production))
    table.issue(production)
    driver.frames(1)
    assert session.current_seat() == seat and table.private_seat() == seat  # the rolled dice in view
    assert not any(isinstance(o, HandoffOverlay) for o in table.overlays)
    assert session.held_seat is None
    driver.frames(1)
    driver.click_at(table.panel.point_of("end_turn"))
    assert session.match.commands[-1] == C.EndTurn(seat)
    driver.frames(1)
    assert any(isinstance(o, HandoffOverlay) for o in table.overlays)  # now the mouse changes hands


def test_the_actions_are_read_from_the_legal_groups_without_building_production_forms(drive, monkeypatch):
    """The panel's buttons come from each group's first command (``session.actions``): a
    Production turn's keep x discard forms are never built, only one per keep."""
    from game.tmdice import legal

    built = []
    real = legal._Discards.__getitem__
    monkeypatch.setattr(legal._Discards, "__getitem__", lambda self, i: built.append(i) or real(self, i))
    driver = drive("--lang", "en", "--size", "1280x720")
    table = _table(driver, 1)
    session = table.session
    while session.state.pending is not None:  # through the setup decisions to the first turn
        table.issue(session.legal()[0])
    state = session.state
    assert state.turn.kind is None and state.pending is None
    built.clear()
    legal_now = session.legal()
    keeps = sum(1 for kind in legal_now.kinds if kind is C.Production)
    actions = session.actions()
    assert keeps > 1 and len(built) == keeps and set(built) == {0}
    assert actions["production"] == C.Production(0, actions["production"].keep, ())
    for colour, n in state.pool.items():
        assert (("gain", colour) in actions) == (n > 0)
    assert all(command in legal_now for command in actions.values())
    assert "end_turn" not in actions  # a turn is not ended before anything is done
    table.layout(Layout.of((1280, 720)))
    assert table.panel.starter_point("production") is not None
    assert len(built) == keeps  # the panel asked the session, not the list


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hand_off_and_the_menu_render_over_the_table_in_both_languages(drive, lang):
    """The overlays are drawn over the kept canvas of the table, and the table under them is
    the same picture after they close (nothing of them stays painted on it)."""
    from ui.table.overlays import MenuOverlay

    driver = drive("--lang", lang, "--size", "1280x720")
    table = _table(driver, 2)
    driver.frames(2)
    assert table.overlays and isinstance(table.overlays[-1], HandoffOverlay)
    shot = driver.pixels()
    assert_not_blank(shot)
    driver.click_at(table.overlays[-1].proceed().rect.center)
    driver.frames(2)
    plain = driver.pixels()
    table.open_menu()
    driver.frames(2)
    assert isinstance(table.overlays[-1], MenuOverlay)
    with_menu = driver.pixels()
    assert pygame.image.tobytes(with_menu, "RGB") != pygame.image.tobytes(plain, "RGB")
    table.close_overlay(table.overlays[-1])
    driver.frames(2)
    after = driver.pixels()
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(plain, "RGB")
