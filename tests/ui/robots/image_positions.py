"""Fixed positions of the robot game for the image regression tests, and how to render them.

Each position is a seeded game played by a seeded random chooser over the engine's legal commands
up to a planning season of round 3 (so it is stable for one engine), then shown at the table:
the 3-player one with two hand cards clicked into the program, the 4-player one with the last
program confirmed and the exploration played back to its fourth step. After an intended change
of the table's look or of the engine: ``python tests/ui/robots/make_reference_images.py``.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.core import Match
from game.robots.rules import RULES

REFERENCE_DIR = Path(__file__).resolve().parent / "reference"


#: name -> (players, seed, language, window size, what is shown); stored at half size
POSITIONS = {
    "table-3p-planning-en": (3, 7, "en", (1280, 720), "planning"),
    "table-4p-playback-ja-1920": (4, 40, "ja", (1920, 1080), "playback"),
}
PLAYBACK_STEP = 3  # the step of the exploration shown (0-based)


def _waiting(state, last: bool) -> bool:
    """Round 3's planning season with no question pending, and (``last``) one program to go."""
    if state.round < 3 or state.season != "planning" or state.pending is not None:
        return False
    unplanned = [p for p in state.players if not p.planned and not p.eliminated]
    return (len(unplanned) == 1) == last


def position(name: str) -> Match:
    players, seed, _lang, _size, shown = POSITIONS[name]
    match = Match(RULES, RULES.setup_from_data({"players": players}), seed)
    rng = random.Random(seed)
    while not _waiting(match.state, shown == "playback"):
        assert not match.is_over(), f"{name}: the game ended before its position"
        match.push(rng.choice(list(RULES.legal_commands(match.state))))
    return match


def size_arg(name: str) -> str:
    w, h = POSITIONS[name][3]
    return f"{w}x{h}"


def scale(name: str) -> tuple[int, int]:
    w, h = POSITIONS[name][3]
    return w // 2, h // 2


def render(driver, name: str) -> pygame.Surface:
    """Show position ``name`` on ``driver``'s app (of the position's size); return it at half size."""
    from game.i18n import set_language
    from tests.ui.robots.support import get_past_screens
    from ui.tables.robots.table_scene import RobotsTableScene

    _players, _seed, lang, _size, shown = POSITIONS[name]
    set_language(lang)
    match = position(name)
    table = driver.app.stack.push(RobotsTableScene(driver.app, match))
    table.auto_sequence = False  # the playback waits on the step shown
    driver.frames(1)  # the screen change starts the fade...
    driver.settle()  # ...which settle waits out
    get_past_screens(driver, table)
    assert table.hand.planning(), f"{name}: not the seat's planning turn"
    for _ in range(2):  # two hand cards into the program, by clicks
        driver.click_at(table.hand.hand_rects[0][0].center)
    if shown == "playback":
        driver.click_at(table.hand.hand_rects[0][0].center)
        driver.click_at(table.hand.confirm.center)
        sequence = table.sequence()
        assert sequence is not None, f"{name}: the exploration did not start"
        for _ in range(PLAYBACK_STEP):
            driver.click_at(sequence.next_button.rect.center)
        assert sequence.index == PLAYBACK_STEP
    pygame.mouse.set_pos((0, 0))
    driver.frames(3)
    return pygame.transform.smoothscale(driver.pixels(), scale(name))
