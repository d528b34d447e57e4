"""Planning at the robot table by clicks: hand cards go into the program in click order, a slot
click takes one back, Confirm sends exactly that Plan; a refused command shows the engine's
reason; the development season's Pass and Recover are clicks too."""

from __future__ import annotations

from game.core.errors import IllegalCommand
from game.robots import commands as C
from tests.ui.robots.support import get_past_screens, open_table, pass_development


def test_clicked_cards_make_the_plan_in_order(drive):
    driver = drive("--lang", "en")
    table = open_table(driver)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    session = table.session
    seat = session.current_seat()
    assert session.state.season == "planning" and table.private_seat() == seat
    hand = table.hand
    first, fourth = hand.hand_rects[0][1], hand.hand_rects[3][1]
    driver.click_at(hand.hand_rects[0][0].center)
    driver.click_at(hand.hand_rects[3][0].center)  # the loose cards moved up: index 3 of what is left
    assert table.plan[0] == first and len(table.plan) == 2
    second = table.plan[1]
    assert hand.plan_command() is None  # two of three: Confirm is not offered yet
    driver.click_at(hand.slot_rects[0].center)  # take the first back
    assert table.plan == [second]
    driver.click_at(hand.hand_rects[0][0].center)
    third = table.plan[1]
    driver.click_at(hand.hand_rects[1][0].center)
    assert len(table.plan) == 3
    expected = C.Plan(seat, (second, third, table.plan[2]))
    assert (expected, hand.confirm.center) in table.targets()
    commands = len(session.match.commands)
    driver.click_at(hand.confirm.center)
    assert session.match.commands[commands] == expected
    assert session.state.players[seat].planned
    assert table.plan == []
    assert first in session.state.players[seat].hand or fourth != first  # the hand kept the rest


def test_a_refused_command_shows_the_engines_reason(drive):
    driver = drive("--lang", "en")
    table = open_table(driver)
    get_past_screens(driver, table)
    session = table.session
    seat = session.current_seat()
    before = session.match.snapshot_json()
    table.issue(C.Plan(seat, ("Cannon",)))  # a program in the development season
    assert driver.app.toast.message
    try:
        session.rules.apply(session.state, C.Plan(seat, ("Cannon",)))
    except IllegalCommand as exc:
        assert driver.app.toast.message == exc.translated()
    assert session.match.snapshot_json() == before


def test_development_pass_and_recover_are_clicks(drive):
    driver = drive("--lang", "en")
    table = open_table(driver)
    get_past_screens(driver, table)
    session = table.session
    seat = session.current_seat()
    driver.click_at(table.hand.pass_button.center)
    assert session.match.commands[-1] == C.Pass(seat)
    assert session.current_seat() != seat
