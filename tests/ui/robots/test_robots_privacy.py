"""Pass-and-play at the robot table: the hand-off screen covers each program; nobody sees another
seat's hand or face-down parts; the owner sees their own face-down parts as dimmed faces."""

from __future__ import annotations

from tests.ui.robots.support import get_past_screens, open_table, pass_development, program
from ui.table.overlays import HandoffOverlay


def test_handoff_hides_each_program(drive):
    driver = drive("--lang", "en")
    table = open_table(driver)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    session = table.session
    first = session.current_seat()
    planned = program(driver, table)
    assert session.state.players[first].programmed == list(planned)
    if session.held_seat is not None:
        driver.click_at(table.turn_end.done.rect.center)
    second = session.current_seat()
    assert second != first
    assert any(isinstance(o, HandoffOverlay) for o in table.overlays)
    # Behind the hand-off screen nothing private is drawn.
    assert table.private_seat() is None
    driver.frames(1)
    assert table.hand.hand() == [] and table.hand.hand_rects == []
    assert table.robots.programmed_faces(first) is None
    driver.click_at(table.overlays[-1].proceed().rect.center)
    assert table.private_seat() == second
    assert table.robots.programmed_faces(first) is None  # the next player sees only backs
    assert table.robots.programmed_faces(second) == []
    own = table.hand.hand()
    assert own == session.state.players[second].hand


def test_the_owner_sees_dimmed_faces_of_their_program(drive):
    driver = drive("--lang", "en")
    table = open_table(driver, kinds=None)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    seat = table.session.current_seat()
    planned = program(driver, table)
    assert table.session.held_seat == seat  # the finished program stays on screen for its player
    assert table.private_seat() == seat
    assert table.robots.programmed_faces(seat) == list(planned)
    assert all(table.robots.programmed_faces(other) is None for other in range(3) if other != seat)
