"""The robot table's prompt: the shared opening of every table (``StandardTableScene.common_prompt``:
another seat's turn, the game over) in the robot game's words, then its own words for the seat at
the screen."""

from __future__ import annotations

from tests.ui.robots.support import get_past_screens, open_table, pass_development, program
from ui.table.overlays import HandoffOverlay


def test_the_prompt_names_the_seat_waited_for_then_asks_the_seat_at_the_screen(drive, monkeypatch):
    driver = drive("--lang", "en")
    table = open_table(driver)
    get_past_screens(driver, table)
    assert table.prompt_words().startswith("Development: buy a special part")
    pass_development(driver, table)
    get_past_screens(driver, table)
    session = table.session
    assert table.prompt_words() == (
        "Planning: click 3 hand cards into your program (left is revealed first), then confirm."
    )
    program(driver, table)
    if session.held_seat is not None:
        driver.click_at(table.turn_end.done.rect.center)
    second = session.current_seat()
    assert isinstance(table.overlays[-1], HandoffOverlay)
    assert table.prompt_words() == f"Waiting for {session.name(second)}."  # behind the hand-off screen
    monkeypatch.setattr(session, "is_over", lambda: True)
    assert table.prompt_words() == "The exploration is over."
