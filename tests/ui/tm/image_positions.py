"""Fixed positions for the image regression tests, and how to render them.

Run ``python tests/ui/tm/make_reference_images.py`` to (re)write the reference
PNGs after an intended change of the table's look.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import Match
from game.tm.commands import ChooseCards, ChooseCorporation, StandardProject
from game.tm.rules import RULES

REFERENCE_DIR = Path(__file__).resolve().parent / "reference"
SCALE = (640, 360)  # references are stored and compared at half of 1280x720

#: name -> (players, seed, language, follow-up)
POSITIONS = {
    "table-2p-generation1": (2, 3, "en", None),
    "table-solo-ja": (1, 2, "ja", None),
    "place-ocean-3p": (3, 5, "en", "Aquifer"),
}


def setup_done(players: int, seed: int) -> Match:
    """Each seat takes its first dealt corporation and buys no cards."""
    data = {"players": players, "solo": players == 1}
    match = Match(RULES, RULES.setup_from_data(data), seed)
    while match.state.pending is not None and match.state.phase == "setup":
        d = match.state.pending
        if d.kind == "corporation":
            match.push(ChooseCorporation(d.seat, d.data["corporations"][0]))
        else:
            match.push(ChooseCards(d.seat, ()))
    return match


def position(name: str) -> tuple[Match, str]:
    players, seed, lang, project = POSITIONS[name]
    match = setup_done(players, seed)
    if project is not None:
        seat = RULES.current_seat(match.state)
        match.push(StandardProject(seat, project))
    return match, lang


def render(driver, name: str) -> pygame.Surface:
    """Show position ``name`` on ``driver``'s 1280x720 app; return the frame scaled to ``SCALE``."""
    from game.i18n import set_language
    from ui.tables.tm.table_scene import TmTableScene

    match, lang = position(name)
    set_language(lang)
    scene = driver.app.stack.push(TmTableScene(driver.app, match, list(range(match.state.n))))
    driver.frames(1)  # the screen change starts the fade...
    driver.settle()  # ...which settle waits out
    if scene.overlays:
        driver.click("handoff")
    pygame.mouse.set_pos((0, 0))
    driver.frames(3)
    return pygame.transform.smoothscale(driver.pixels(), SCALE)
