"""Keyboard shortcuts at the Dice Game table press the same spots a mouse player would, so each key
sends the same command as the click (and nothing when the button is disabled)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Match
from game.i18n import set_language
from game.tmdice import commands as C
from game.tmdice.rules import RULES
from ui.tables.tmdice.autoplay import choose
from ui.tables.tmdice.shortcuts import PANEL_KEYS, help_line
from ui.tables.tmdice.table_scene import DiceTableScene

KEY_OF = {v: k for k, v in PANEL_KEYS.items()}


def solo_match(want, seed: int = 4, limit: int = 400) -> Match:
    """A seeded solo game played by the seeded chooser until ``want(legal)`` holds at the start of
    an action (no decision pending); the next seeds are tried when a game ends first."""
    for attempt in range(seed, seed + 20):
        match = Match(RULES, RULES.setup_from_data({"players": 1}), attempt)
        rng = random.Random(attempt)
        for _ in range(limit):
            state = match.state
            if RULES.is_over(state):
                break
            legal = RULES.legal_commands(state)
            if state.pending is None and want(legal):
                return match
            match.push(choose(rng, legal, set()))
    pytest.fail("no seeded game reached the wanted position")


def open_table(drive, match: Match) -> tuple:
    driver = drive("--lang", "en")
    table = driver.app.stack.push(DiceTableScene(driver.app, match))
    driver.frames(1)
    driver.settle()
    if table.overlays:
        driver.click("handoff")
    driver.frames(2)
    assert table.my_turn()
    return driver, table


def composed(table):
    c = table.compose
    return None if c is None else (c.kind, c.key, list(c.keep), list(c.pay), c.command())


def has(cls, **fields):
    return lambda legal: any(
        isinstance(c, cls) and all(getattr(c, k) == v for k, v in fields.items()) for c in legal
    )


@pytest.mark.parametrize(
    "key",
    [
        "production",
        "draw_two",
        "change_face",
        ("standard", "raise_temperature"),
        ("standard", "place_greenery"),
    ],
)
def test_a_panel_key_starts_the_same_action_as_its_button(drive, key):
    cls, fields = {
        "production": (C.Production, {}),
        "draw_two": (C.DrawTwo, {}),
        "change_face": (C.ChangeFace, {}),
    }.get(key, (C.StandardAction, {"action": key[1] if isinstance(key, tuple) else None}))
    driver, table = open_table(drive, solo_match(has(cls, **fields)))
    point = table.panel.starter_point(key)
    assert point is not None, key
    driver.key(KEY_OF[key])
    by_key = composed(table)
    assert by_key is not None
    driver.key(pygame.K_ESCAPE)  # Esc cancels the composed action, as the Cancel button
    assert table.compose is None
    driver.click_at(point)
    assert composed(table) == by_key


def test_a_disabled_button_s_key_does_nothing(drive):
    driver, table = open_table(drive, solo_match(lambda legal: not has(C.DrawTwo)(legal)))
    assert table.panel.starter_point("draw_two") is None
    driver.key(pygame.K_d)
    assert table.compose is None


def test_enter_confirms_a_production_turn_with_a_key_marked_discard(drive):
    driver, table = open_table(drive, solo_match(has(C.Production)))
    match = table.session.match
    before = len(match.commands)
    driver.key(pygame.K_p)
    assert table.compose.kind == "production"
    card = table.hand.cards[0]
    driver.key(pygame.K_1)  # during a Production turn: mark the first card as a discard
    assert table.compose.discard == [card]
    driver.key(pygame.K_1)
    assert table.compose.discard == []  # the same key takes the mark back, as a second click
    driver.key(pygame.K_1)
    expected = table.compose.command()
    assert expected == table.panel.spots[[s.key for s in table.panel.spots].index("confirm")].command
    driver.key(pygame.K_RETURN)
    assert len(match.commands) == before + 1 and match.commands[-1] == expected
    assert isinstance(expected, C.Production) and expected.discard == (card,)


def test_number_keys_choose_hand_cards_as_clicks(drive):
    driver, table = open_table(drive, solo_match(lambda legal: True))
    cards = table.hand.cards
    assert len(cards) >= 2
    driver.key(pygame.K_2)
    assert table.selected == cards[1]
    by_key = composed(table)
    driver.key(pygame.K_2)  # again: unchosen, as a second click on the card
    assert table.selected is None and table.compose is None
    driver.click_at(table.hand.point_of(cards[1]))
    assert table.selected == cards[1] and composed(table) == by_key
    if len(cards) < 9:
        driver.key(pygame.K_ESCAPE)
        driver.key(getattr(pygame, f"K_{len(cards) + 1}"))  # past the hand: nothing
        assert table.selected is None


def test_e_ends_the_turn_only_when_legal(drive):
    driver, table = open_table(drive, solo_match(has(C.Production)))
    match = table.session.match
    seat = table.session.current_seat()
    before = len(match.commands)
    if not table.session.is_legal(C.EndTurn(seat)):
        driver.key(pygame.K_e)
        assert len(match.commands) == before
    driver2, table2 = open_table(drive, solo_match(has(C.EndTurn)))
    match2 = table2.session.match
    n = len(match2.commands)
    driver2.key(pygame.K_e)
    assert match2.commands[n:] and match2.commands[n] == C.EndTurn(table2.session.current_seat() or 0)


def test_ctrl_z_takes_back_like_undo_and_s_suggests_like_suggest(drive):
    driver, table = open_table(drive, solo_match(has(C.StandardAction, action="raise_temperature")))
    match = table.session.match
    before = list(match.commands)
    driver.key(pygame.K_t)
    driver.key(pygame.K_RETURN)
    assert len(match.commands) > len(before)
    assert isinstance(match.commands[len(before)], C.StandardAction)
    assert table.can_take_back()
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert list(match.commands) == before  # as the Undo button: back to the turn's start
    driver.key(pygame.K_s)
    by_key = table._suggest
    assert by_key is not None
    table._suggest = None
    driver.click("suggest")
    assert table._suggest == by_key


def test_the_help_line_lists_the_keys_in_both_languages(drive):
    set_language("en")
    english = help_line()
    set_language("ja")
    japanese = help_line()
    set_language("en")
    assert "Ctrl+Z" in english and "Ctrl+Z" in japanese and japanese != english
