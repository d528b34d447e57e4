"""Fixed positions of The Ares Project for the image regression tests, and how to render them.

Each position is a seeded game played by seeded random commands (``support.match_until``) up to a
point, then shown at the table to the seat whose turn it is: the 2-player basic game in a later turn
with the first hand card clicked (its plays listed), a full game (Xenos against Colossus) at
a combat's firing choice, and a 4-player full game at its first firing choice (the narrow panels
of the top row). After an intended change of the table's look or of the engine:
``python tests/ui/ares/make_reference_images.py``.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import Match

REFERENCE_DIR = Path(__file__).resolve().parent / "reference"


#: name -> (setup data, seed, language, window size, what is shown); stored at half size
POSITIONS = {
    "table-2p-basic-turn-en": ({"players": 2}, 5, "en", (1280, 720), "turn"),
    "table-2p-full-combat-ja-1920": (
        {"players": 2, "mode": "full", "factions": ["xenos", "colossus"]},
        11,
        "ja",
        (1920, 1080),
        "combat",
    ),
    # 4 players: the other seats' panels share the top row, the defender's base open in one of them
    "table-4p-full-combat-en": ({"players": 4, "mode": "full"}, 5, "en", (1280, 720), "combat"),
}


def _turn(match: Match) -> bool:
    s = match.state
    return s.turn >= 3 and s.combat is None and not s.opening and len(s.players[s.active].hand) >= 2


def _firing(match: Match) -> bool:
    c = match.state.combat
    return c is not None and c.pending is not None and c.pending.do == "fire"


def position(name: str) -> Match:
    from tests.ui.ares.support import match_until

    data, seed, _lang, _size, shown = POSITIONS[name]
    return match_until(_turn if shown == "turn" else _firing, seed=seed, data=data)


def seat(match: Match) -> int:
    """The seat whose decision the position shows."""
    state = match.state
    return state.combat.pending.player if state.combat is not None else state.active


def size_arg(name: str) -> str:
    w, h = POSITIONS[name][3]
    return f"{w}x{h}"


def scale(name: str) -> tuple[int, int]:
    w, h = POSITIONS[name][3]
    return w // 2, h // 2


def render(driver, name: str) -> pygame.Surface:
    """Show position ``name`` on ``driver``'s app (of the position's size); return it at half size."""
    from game.i18n import set_language
    from tests.ui.ares.support import open_table

    _data, _seed, lang, _size, shown = POSITIONS[name]
    set_language(lang)
    match = position(name)
    table = open_table(driver, match, seat(match))
    if shown == "turn":
        assert table.dialog is None, f"{name}: a dialog covers the turn"
        driver.click_at(table.hand.card_rects[0][0].center)
        assert table.selected_card() is not None and table.plays.rows, f"{name}: the card offers no play"
    else:
        assert table.combat_panel.visible and table.dialog is not None, f"{name}: no combat choice shown"
    pygame.mouse.set_pos((0, 0))
    driver.frames(3)
    return pygame.transform.smoothscale(driver.pixels(), scale(name))
