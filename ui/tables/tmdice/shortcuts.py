"""Keyboard shortcuts at the Dice Game table, for players who prefer keys to the mouse (as at the
TM table, ``ui/tables/tm/shortcuts.py``).

Each shortcut presses a spot the table already shows, through the same ``press`` as a click, so it
is enabled exactly when the button is and sends the same command (the UI adds no rules):
P Production turn, D draw 2 cards, F change a face, T O G C V the standard actions (temperature,
ocean, greenery, city, 2 VP), E End turn (a held turn's bar, ``ui.table.turn_end``, takes E itself); 1-9 click that card
of the hand (choose it to play, or mark it as a discard during a Production turn); Enter confirms
the composed action and Esc cancels it. Ctrl+Z (Cmd+Z on a Mac) presses Undo and S presses
Suggest, both also above a decision dialog (the kit's keys, the same at every table:
``ui.table.keys``). ``help_line`` lists them
(beside the hand) and each button shows its key in a corner.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.i18n import N_, tr
from ui.table.keys import ENTER_KEYS, HAND_KEYS, ShortcutMap

__all__ = [
    "BUTTON_LETTERS",
    "PANEL_KEYS",
    "shortcut_keys",
    "help_line",
]

PANEL_KEYS = {
    pygame.K_p: "production",
    pygame.K_d: "draw_two",
    pygame.K_f: "change_face",
    pygame.K_t: ("standard", "raise_temperature"),
    pygame.K_o: ("standard", "place_ocean"),
    pygame.K_g: ("standard", "place_greenery"),
    pygame.K_c: ("standard", "place_city"),
    pygame.K_v: ("standard", "buy_vp"),
    pygame.K_e: "end_turn",
}

#: the key shown in the corner of each action panel button (``widgets/panel.py``)
BUTTON_LETTERS = {
    **{spot: chr(key).upper() for key, spot in PANEL_KEYS.items()},
    "confirm": "Enter",
    "cancel": "Esc",
}

HELP = N_("Keys: letters on buttons · 1-9 card · Enter confirm · Esc cancel · S suggest · Ctrl+Z undo")


def help_line() -> str:
    return tr(HELP)


def shortcut_keys(table) -> ShortcutMap:
    """The table's keys (``TableScene.shortcut_keys``): each presses its spot as a click would."""
    keys = {key: partial(_press, table.panel, spot) for key, spot in PANEL_KEYS.items()}
    keys.update({key: partial(_press_card, table, index) for key, index in HAND_KEYS.items()})
    keys.update(dict.fromkeys(ENTER_KEYS, partial(_confirm, table)))
    return keys


def _press_card(table, index: int) -> bool:
    """Click the hand's ``index``-th card."""
    if index >= len(table.hand.cards) or table.private_seat() is None:
        return False
    return _press(table.hand, table.hand.cards[index])


def _confirm(table) -> bool:
    """Confirm the composed action."""
    return table.compose is not None and _press(table.panel, "confirm")


def _press(widget, key) -> bool:
    """Press the spot ``key`` of ``widget`` as a click would, if it is shown and enabled."""
    spot = next((s for s in widget.spots if s.key == key), None)
    if spot is None or (spot.command is None and spot.action is None):
        return False
    widget.press(spot)
    return True
