"""The robot table keeps each panel's picture between frames (``widgets.picture``): what it shows
is what a fresh paint shows, after a click, a language switch and a step of the playback; the
next player's hand-off waits under the exploration playback and covers the table once it ends;
the robot a step of the playback is about has its outline flare, then settle."""

from __future__ import annotations

import pygame

from game.i18n import set_language
from tests.ui.robots.support import get_past_screens, open_table, pass_development, program
from ui.table.overlays import HandoffOverlay
from ui.tables.robots.sequence import PULSE_S


def _fresh(driver, table) -> pygame.Surface:
    """The screen painted again with every kept picture forgotten."""
    table.frame_picture.forget()
    for panel in table.panels():
        panel.picture.forget()
    sequence = table.sequence()
    if sequence is not None:
        sequence.picture.forget()
    driver.frames(1)
    return driver.pixels()


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def _to_planning(driver):
    table = open_table(driver)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    return table


def test_kept_pictures_show_what_a_fresh_paint_shows(drive):
    driver = drive("--lang", "en", "--size", "1920x1080")
    table = _to_planning(driver)
    driver.frames(2)
    before = driver.pixels()
    assert _same(before, _fresh(driver, table))
    driver.click_at(table.hand.hand_rects[0][0].center)  # a card into the program
    driver.frames(1)
    clicked = driver.pixels()
    assert not _same(clicked, before)
    assert _same(clicked, _fresh(driver, table))
    set_language("ja")
    driver.frames(1)
    japanese = driver.pixels()
    assert not _same(japanese, clicked)
    assert _same(japanese, _fresh(driver, table))


def test_the_handoff_waits_under_the_playback(drive):
    driver = drive("--lang", "en", "--size", "1920x1080")
    table = _to_planning(driver)
    table.auto_sequence = False
    for _ in range(4):
        get_past_screens(driver, table, sequences=False)
        if table.sequence_running():
            break
        program(driver, table)
    sequence = table.sequence()
    assert sequence is not None
    assert any(isinstance(o, HandoffOverlay) for o in table.overlays[: table.overlays.index(sequence)])
    assert table.private_seat() is None  # nothing private while the screen waits to change hands
    driver.click_at(sequence.next_button.rect.center)
    pulse = sequence.pulse()
    assert pulse is not None or sequence.current().seat is None
    if pulse is not None:  # the robot the step is about: its outline flares, then settles
        column, strength = pulse
        assert strength > 0.9
        edge = (column.centerx, column.top)
        assert (
            driver.pixels().get_at(edge)[:3]
            != table.robots.picture.image.get_at(
                (edge[0] - table.robots.rect.x, edge[1] - table.robots.rect.y)
            )[:3]
        )
    driver.frames(int(PULSE_S * 60) + 2)
    assert pulse is None or sequence.pulse()[1] == 0
    shown = driver.pixels()
    assert _same(shown, _fresh(driver, table))  # the step's board, not a stale one
    rect = table.mars_row.rect
    board = shown.subsurface(rect)
    unveiled = table.mars_row.picture.image
    assert _same(board, unveiled)  # the Mars row in full colour: no hand-off veil over it
    driver.click_at(sequence.skip_button.rect.center)
    driver.frames(1)
    assert isinstance(table.top_layer(), HandoffOverlay)
    assert not _same(driver.pixels().subsurface(rect), unveiled)  # now the hand-off covers the table
