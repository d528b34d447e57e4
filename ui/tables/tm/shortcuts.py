"""Keyboard shortcuts at the table, for players who prefer keys to the mouse.

Each shortcut presses a button the table already shows, so it is enabled
exactly when the engine lists that command (the UI adds no rules): P pass
(with the usual confirmation, which Enter accepts), E end turn (and the End
turn of a finished turn kept on screen, ``turn_end``), G greenery from plants, T
temperature from heat; 1-9 pin that card of the hand (again to unpin) and
Enter plays the pinned card. Tab / arrows + Enter reach every other button.
Ctrl+Z (Cmd+Z on a Mac) presses Undo and S presses Suggest (the normal computer's
move for the decision now, shown, never played), both also above a decision dialog: those are
the kit's keys, the same at every table (``ui.table.keys``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ui.table.keys import ENTER_KEYS, HAND_KEYS, ShortcutMap

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

BUTTON_KEYS = {
    pygame.K_p: "pass",
    pygame.K_e: "end_turn",
    pygame.K_g: "convert_plants",
    pygame.K_t: "convert_heat",
}


def shortcut_keys(table: TmTable) -> ShortcutMap:
    """The table's keys (``TableScene.shortcut_keys``): each presses what it names."""
    keys = {key: partial(_press, table, name) for key, name in BUTTON_KEYS.items()}
    keys.update({key: partial(_pin, table, index) for key, index in HAND_KEYS.items()})
    keys.update(dict.fromkeys(ENTER_KEYS, partial(_play_pinned, table)))
    return keys


def _pin(table: TmTable, index: int) -> bool:
    """Pin the hand's ``index``-th card (again: unpin it)."""
    hand = table.hand
    cards = hand.cards()
    if index >= len(cards) or table.session.viewer is None:
        return False
    hand.selected = None if hand.selected == cards[index] else cards[index]
    return True


def _play_pinned(table: TmTable) -> bool:
    return table.hand.selected is not None and _activate(table.preview.play)


def _press(table: TmTable, name: str) -> bool:
    return _activate(table.widget(name))


def _activate(button) -> bool:
    if not (button.visible and button.enabled):
        return False
    button.activate()
    return True
