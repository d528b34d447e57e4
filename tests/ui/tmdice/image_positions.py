"""Fixed positions of the Dice Game for the image regression tests, and how to render them.

Each position is a seeded game plus the commands a seeded chooser picks from the engine's legal
commands (the same choice as ``--autoplay random``, but without the live loop's timing), so it
is stable for one engine. After an intended change of the table's look or of the engine:
``python tests/ui/tmdice/make_reference_images.py`` rewrites the reference PNGs.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.core import Match
from game.tmdice.rules import RULES

REFERENCE_DIR = Path(__file__).resolve().parent / "reference"

#: name -> (setup data, seed, commands to play, language, window size); stored at half size
POSITIONS = {
    "table-3p-corporate-era-en": ({"players": 3, "corporate_era": True}, 7, 40, "en", (1280, 720)),
    "table-solo-ja-1920": ({"players": 1}, 11, 25, "ja", (1920, 1080)),
}


def scale(name: str) -> tuple[int, int]:
    w, h = POSITIONS[name][4]
    return w // 2, h // 2


def position(name: str) -> tuple[Match, str]:
    """The match of position ``name`` and its language."""
    from ui.tables.tmdice.autoplay import choose

    data, seed, moves, lang, _size = POSITIONS[name]
    match = Match(RULES, RULES.setup_from_data(data), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.phase == "over":
            break
        command = choose(rng, RULES.legal_commands(match.state), set())
        if command is None:
            break
        match.push(command)
    return match, lang


def size_arg(name: str) -> str:
    w, h = POSITIONS[name][4]
    return f"{w}x{h}"


def render(driver, name: str) -> pygame.Surface:
    """Show position ``name`` on ``driver``'s app (of the position's size); return it at half size."""
    from game.i18n import set_language
    from ui.tables.tmdice.table_scene import DiceTableScene

    match, lang = position(name)
    set_language(lang)
    scene = driver.app.stack.push(DiceTableScene(driver.app, match))
    driver.frames(1)  # the screen change starts the fade...
    driver.settle()  # ...which settle waits out
    if scene.overlays:
        driver.click("handoff")
    pygame.mouse.set_pos((0, 0))
    driver.frames(3)
    return pygame.transform.smoothscale(driver.pixels(), scale(name))
