"""Helpers of the Ares table tests: positions reached by seeded random play (engine only), a table
opened on a match, and getting past hand-offs, held turns and combat reports by clicking."""

from __future__ import annotations

from collections.abc import Callable

from game.ares.rules import RULES
from game.core import Match
from game.core.rng import Rng
from ui.tables.ares.table_scene import AresTableScene


def match_until(
    condition: Callable[[Match], bool], seed: int = 5, data: dict | None = None, limit: int = 5000
) -> Match:
    """A match played by seeded random commands until ``condition`` holds (AssertionError if never)."""
    for attempt in range(20):
        match = Match(RULES, RULES.setup_from_data(data or {"players": 2}), seed + attempt)
        rng = Rng(seed * 31 + attempt)
        for _ in range(limit):
            if condition(match):
                return match
            if match.is_over():
                break
            match.push(rng.choice(list(match.legal_commands())))
    raise AssertionError("no seed reached the position")


def open_table(driver, match: Match, seat: int | None = None) -> AresTableScene:
    """The table of ``match`` on the stack; with ``seat``, that seat has taken the screen."""
    table = AresTableScene(driver.app, match)
    driver.app.stack.push(table)
    if seat is not None:
        table.session.reveal_to(seat)
        table.overlays.clear()
    driver.settle()
    return table


def get_past_screens(driver, table) -> None:
    """Click through hand-offs, combat reports and held turns."""
    for _ in range(20):
        if table.session.held_seat is not None and not table.overlays:
            driver.click_at(table.turn_end.done.rect.center)
            continue
        if not table.overlays:
            return
        driver.click_at(table.overlays[-1].proceed().rect.center)
