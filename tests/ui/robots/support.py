"""Helpers of the robot table tests: start a table, get past hand-offs and held turns, play the
development season by clicking Pass, program robots by clicking hand cards."""

from __future__ import annotations

from ui.tables.robots.new_game_scene import start_game
from ui.tables.robots.table_scene import RobotsTableScene


def open_table(driver, players=3, seed=7, kinds=None) -> RobotsTableScene:
    table = start_game(driver.app, players, seed, seat_kinds=kinds)
    driver.app.stack.push(table)
    driver.settle()
    return table


def get_past_screens(driver, table, sequences: bool = True) -> None:
    """Click through hand-offs and held turns (and, with ``sequences``, the exploration playback)."""
    for _ in range(20):
        if table.session.held_seat is not None and not table.overlays:
            driver.click_at(table.turn_end.done.rect.center)
            continue
        if not table.overlays:
            return
        top = table.overlays[-1]
        if top is table.sequence() and not sequences:
            return
        driver.click_at(top.proceed().rect.center)


def pass_development(driver, table) -> None:
    """Every seat passes its development turn by clicking Pass."""
    session = table.session
    while session.state.season == "development" and not session.is_over():
        get_past_screens(driver, table)
        driver.click_at(table.hand.pass_button.center)
        get_past_screens(driver, table)


def program(driver, table, picks=(0, 0, 0)) -> tuple[str, ...]:
    """The seat at the screen clicks hand cards (by position among the loose cards) and confirms;
    returns the cards programmed."""
    chosen = []
    for index in picks[: table.hand.needed()]:
        card = table.hand.hand_rects[index][1]
        driver.click_at(table.hand.hand_rects[index][0].center)
        chosen.append(card)
    driver.click_at(table.hand.confirm.center)
    return tuple(chosen)
