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

from typing import TYPE_CHECKING

import pygame

from ui.table.keys import is_plain_key

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

BUTTON_KEYS = {
    pygame.K_p: "pass",
    pygame.K_e: "end_turn",
    pygame.K_g: "convert_plants",
    pygame.K_t: "convert_heat",
}
HAND_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 10)}
PLAY_KEYS = {pygame.K_RETURN, pygame.K_KP_ENTER}


def handle_shortcut(table: TmTable, event: pygame.event.Event) -> bool:
    """Handle ``event`` if it is a table shortcut; True when it was used."""
    if not is_plain_key(event):
        return False
    if event.key in BUTTON_KEYS:
        return _press(table, BUTTON_KEYS[event.key])
    hand = table.hand
    if event.key in HAND_KEYS:
        cards = hand.cards()
        index = HAND_KEYS[event.key]
        if index >= len(cards) or table.session.viewer is None:
            return False
        hand.selected = None if hand.selected == cards[index] else cards[index]
        return True
    if event.key in PLAY_KEYS and hand.selected is not None:
        return _activate(table.preview.play)
    return False


def _press(table: TmTable, name: str) -> bool:
    return _activate(table.widget(name))


def _activate(button) -> bool:
    if not (button.visible and button.enabled):
        return False
    button.activate()
    return True
