"""Keyboard shortcuts at the TM table press the same buttons a mouse player would."""

from __future__ import annotations

import pygame

from game.tm.commands import EndTurn, Pass, PlayCard
from tests.ui.tm.tm_support import action_position, open_table


def _table(drive):
    data, seed, commands = action_position(players=2, seed=3, actions=4, min_legal=3)
    driver = drive("--lang", "en")
    driver.app.change_settings(confirm_pass=False)
    return driver, open_table(driver, data, seed, commands)


def test_number_keys_pin_a_hand_card_and_enter_plays_it(drive):
    driver, table = _table(drive)
    match = table.session.match
    cards = table.hand.cards()
    playable = [i for i, name in enumerate(cards) if table.hand.playable(name)]
    assert cards and playable, "the position should offer a playable card"
    i = playable[0]
    driver.key(getattr(pygame, f"K_{i + 1}"))
    assert table.hand.selected == cards[i]
    driver.key(getattr(pygame, f"K_{i + 1}"))
    assert table.hand.selected is None  # the same key unpins it
    driver.key(getattr(pygame, f"K_{i + 1}"))
    before = len(match.commands)
    driver.key(pygame.K_RETURN)
    assert len(match.commands) > before and match.commands[before] == PlayCard(
        match.commands[before].seat, cards[i]
    )


def test_e_and_p_end_the_turn_and_pass_only_when_legal(drive):
    driver, table = _table(drive)
    match = table.session.match
    before = len(match.commands)
    driver.key(pygame.K_e)  # no action taken yet this turn: End turn is not legal
    assert len(match.commands) == before
    seat = table.session.viewer
    driver.key(pygame.K_p)
    assert match.commands[before] == Pass(seat)
    assert EndTurn(seat) not in match.commands[before:]


def test_a_number_past_the_hand_does_nothing(drive):
    driver, table = _table(drive)
    n = len(table.hand.cards())
    if n < 9:
        driver.key(getattr(pygame, f"K_{n + 1}"))
        assert table.hand.selected is None
