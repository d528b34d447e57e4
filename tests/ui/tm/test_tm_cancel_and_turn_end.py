"""A misclick is not permanent at the TM table: Cancel on every step of an unfinished action
(the placement bar, the Sell Patents choice...) takes the action back with undo on or off; and
the turn that an action ended stays on screen, with Undo, until its player presses End turn."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pygame

from game.core import Match, Rng
from game.tm.commands import EndTurn, Pass, StandardProject
from game.tm.decisions import SpaceDecision
from game.tm.rules import RULES
from game.tm.state import MC
from game.tm.undo import action_start, turn_start
from tests.support.tm_playout import choose
from tests.ui.tm.tm_support import open_table, reach, setup_data
from ui import text
from ui.layout import Layout
from ui.table.overlays import HandoffOverlay


def _find(players: int, wanted: Callable[[Match], bool]) -> tuple[dict, int, tuple]:
    data = setup_data(players)
    for seed in range(30):
        match = Match(RULES, RULES.setup_from_data(data), seed)
        rng = Rng(seed + 5)
        while not match.is_over():
            if wanted(match):
                return data, seed, tuple(match.commands)
            match.push(choose(rng, match.legal_commands()))
    raise AssertionError("no playout reached the position")


@cache
def project_legal(project: str, players: int = 2) -> tuple[dict, int, tuple]:
    """A position where the acting seat may start the ``project`` standard project."""

    def wanted(match: Match) -> bool:
        seat = match.current_seat()
        return seat is not None and StandardProject(seat, project) in match.legal_commands()

    return _find(players, wanted)


@cache
def one_action_taken() -> tuple[dict, int, tuple]:
    """2 players, both still playing: the acting seat has taken one action (a second one ends the turn),
    and may convert heat (an action without a decision)."""

    def wanted(match: Match) -> bool:
        s = match.state
        seat = match.current_seat()
        return (
            s.phase == "action"
            and s.pending is None
            and s.actions_this_turn == 1
            and not any(p.passed for p in s.players)
            and seat is not None
            and any(type(c).__name__ == "ConvertHeat" for c in match.legal_commands())
        )

    return _find(2, wanted)


def _start(driver, table, command) -> None:
    reach(driver, table, command)
    driver.frames(1)


def test_city_project_cancelled_on_the_placement_bar_with_undo_off(drive):
    data, seed, commands = project_legal("City")
    driver = drive("--lang", "en")
    driver.app.change_settings(allow_undo=False)
    table = open_table(driver, data, seed, commands)
    seat = table.session.viewer
    before = table.session.match.snapshot_json()
    money = table.session.state.players[seat].resources[MC]
    log_before = len(table.session.log)
    _start(driver, table, StandardProject(seat, "City"))
    assert table.dialog is not None and isinstance(table.dialog.decision, SpaceDecision)
    assert table.session.state.players[seat].resources[MC] < money  # the project is paid for already
    assert not table.widget("undo").visible
    cancel = table.widget("cancel")
    assert cancel.visible and cancel.enabled and cancel.rect.width > 0
    driver.click("cancel")
    assert table.session.match.commands == list(commands)
    assert table.session.match.snapshot_json() == before
    assert table.session.state.players[seat].resources[MC] == money
    assert table.dialog is None and len(table.session.log) == log_before
    assert table.session.is_legal(StandardProject(seat, "City"))  # it may be started again


def test_city_project_cancelled_after_marking_a_space(drive):
    """With "Ask before placing a tile", the bar asking to confirm a marked space has Cancel too."""
    data, seed, commands = project_legal("City")
    driver = drive("--lang", "en", "--size", "1280x720")
    table = open_table(driver, data, seed, commands)
    seat = table.session.viewer
    before = table.session.match.snapshot_json()
    _start(driver, table, StandardProject(seat, "City"))
    table.choose_space(table.dialog.decision.spaces[0])
    driver.frames(1)
    assert table.widget("confirm_space").visible
    lay = Layout(*driver.app.screen.get_size())
    for name in ("choose_again", "confirm_space", "cancel"):  # three buttons, no label cut short
        button = table.widget(name)
        room = button.rect.width - 2 * lay.px(12)
        assert text.width_of(button.text(), lay.font_px(button.font_size)) <= room, name
    driver.click("cancel")
    assert table.session.match.snapshot_json() == before and table.confirm_space is None


def test_sell_patents_cancelled_with_undo_off(drive):
    data, seed, commands = project_legal("Sell Patents")
    driver = drive("--lang", "en")
    driver.app.change_settings(allow_undo=False)
    table = open_table(driver, data, seed, commands)
    seat = table.session.viewer
    hand = list(table.session.state.players[seat].hand)
    _start(driver, table, StandardProject(seat, "Sell Patents"))
    assert table.dialog is not None and table.dialog.decision.purpose == "sell"
    driver.click("cancel")
    assert table.session.match.commands == list(commands)
    assert table.session.state.players[seat].hand == hand and table.dialog is None


def test_no_cancel_once_the_action_is_done(drive):
    data, seed, commands = project_legal("City")
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    seat = table.session.viewer
    _start(driver, table, StandardProject(seat, "City"))
    assert action_start(table.session.match) is not None
    table.choose_space(table.dialog.decision.spaces[0])
    table.choose_space(table.dialog.decision.spaces[0])  # confirmed: the action is finished
    driver.frames(1)
    assert action_start(table.session.match) is None
    n = len(table.session.match.commands)
    table.cancel_action()
    assert len(table.session.match.commands) == n


# --- the end of a turn -------------------------------------------------------------------------
def _second_action(driver, table):
    seat = table.session.viewer
    command = next(c for c in table.session.legal() if type(c).__name__ == "ConvertHeat")
    _start(driver, table, command)
    return seat


def test_the_turn_ended_by_the_second_action_waits_for_end_turn(drive):
    data, seed, commands = one_action_taken()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    seat = _second_action(driver, table)
    session = table.session
    assert session.current_seat() != seat and turn_start(session.state)  # the engine moved on...
    assert session.viewer == seat and session.held_seat == seat  # ...the screen did not
    assert not any(isinstance(o, HandoffOverlay) for o in table.overlays)
    assert table.widget("finish_turn").visible
    assert "your turn is over" in table.turn_end.message()
    driver.click("finish_turn")
    driver.frames(1)
    assert session.held_seat is None
    assert any(isinstance(o, HandoffOverlay) for o in table.overlays)


def test_undo_takes_back_the_action_that_ended_the_turn(drive):
    data, seed, commands = one_action_taken()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    seat = _second_action(driver, table)
    assert table.widget("undo").enabled
    driver.click("undo")
    assert table.session.match.commands == list(commands)
    assert table.session.current_seat() == seat and table.session.held_seat is None
    assert not table.overlays and table.session.viewer == seat


def test_keyboard_e_ends_the_held_turn(drive):
    data, seed, commands = one_action_taken()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    _second_action(driver, table)
    driver.key(pygame.K_e)
    driver.frames(1)
    assert table.session.held_seat is None and any(isinstance(o, HandoffOverlay) for o in table.overlays)


def test_the_held_turn_accepts_no_other_clicks(drive):
    """The engine waits for the next seat: nothing behind the bar issues its commands."""
    data, seed, commands = one_action_taken()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    _second_action(driver, table)
    n = len(table.session.match.commands)
    assert table.targets() == []
    driver.click_at(table.rects["actions"].center)
    driver.click_at(table.rects["side"].center)
    assert len(table.session.match.commands) == n


def test_end_turn_and_pass_hand_off_at_once(drive):
    """Both are the player's own explicit choice to stop: nothing new to look at."""
    data, seed, commands = one_action_taken()
    for command in (EndTurn, Pass):
        driver = drive("--lang", "en")
        driver.app.change_settings(confirm_pass=False)
        table = open_table(driver, data, seed, commands)
        seat = table.session.viewer
        _start(driver, table, command(seat))
        assert table.session.match.commands[-1] == command(seat)
        assert table.session.held_seat is None and any(isinstance(o, HandoffOverlay) for o in table.overlays)


def test_the_setting_hands_off_at_once(drive):
    data, seed, commands = one_action_taken()
    driver = drive("--lang", "en")
    driver.app.change_settings(confirm_end_turn=False)
    table = open_table(driver, data, seed, commands)
    _second_action(driver, table)
    assert table.session.held_seat is None
    assert any(isinstance(o, HandoffOverlay) for o in table.overlays)


def test_turn_end_bar_in_japanese(drive):
    data, seed, commands = one_action_taken()
    driver = drive("--lang", "ja")
    table = open_table(driver, data, seed, commands)
    _second_action(driver, table)
    assert table.widget("finish_turn").text() == "ターン終了"
    assert "ターン" in table.turn_end.message()


def test_no_cancel_once_a_hidden_card_came_out_in_the_action(drive):
    from game.tm.undo import action_in_progress
    from tests.tm.test_cancel_action import Step, find

    def revealed_then_asks(st: Step) -> bool:
        if not action_in_progress(st.match.state):
            return False
        for f in reversed(st.match.steps):
            if f.reveals:
                return True
            if f.turn.starts_action:
                return False
        return False

    step = find(revealed_then_asks, players=(2, 3))
    match = step.match
    data = {"players": match.state.n, "solo": False, "draft": match.setup.draft}
    driver = drive("--lang", "en")
    table = open_table(driver, data, match.seed, match.commands)
    assert table.dialog is not None
    assert not table.can_cancel()
    assert not table.widget("cancel").visible  # e.g. Business Network showed its top card: buy it or not
    n = len(table.session.match.commands)
    table.cancel_action()
    assert len(table.session.match.commands) == n


def test_the_last_set_up_choice_hands_off_at_once(drive):
    """Set-up (and research) choices end no turn: when the last player to set up is not the first
    to act, the first player is handed the mouse at once, with no turn-end bar in between."""
    from game.tm.commands import ChooseCards, ChooseCorporation
    from game.tm.decisions import CardsDecision

    data = setup_data(2) | {"first_player": 1}  # seat 1 sets up first, seat 0 last, seat 1 acts first
    match = Match(RULES, RULES.setup_from_data(data), 5)
    for seat in (1, 0):
        match.push(ChooseCorporation(seat, match.state.players[seat].dealt_corporations[0]))
        if seat == 1:
            match.push(ChooseCards(seat, ()))
    driver = drive("--lang", "en")
    table = open_table(driver, data, 5, tuple(match.commands))
    assert table.session.viewer == 0 and isinstance(table.visible_decision(), CardsDecision)
    driver.click("confirm")  # seat 0 keeps no card: the action phase begins with seat 1
    assert table.session.state.phase == "action" and table.session.current_seat() == 1
    assert table.session.held_seat is None
    assert isinstance(table.top_layer(), HandoffOverlay)
