"""The committed dice sheet holds every colour x face die, the pool dice and the wild token,
and is exactly what ``build_scripts/make_dice_sheet.py`` draws."""

from __future__ import annotations

import pygame

from build_scripts import make_dice_sheet
from game.tmdice.dice import COLOURS, TIERS
from ui.tables.tmdice import sprites


def test_every_colour_and_face_has_a_cell():
    names = set(sprites.atlas()["sprites"])
    for colour, faces in TIERS.items():
        assert f"die_{colour}" in names
        for face in faces:
            assert f"die_{face}" in names
    assert "wild" in names
    assert len(names) == 5 * 3 + len(COLOURS) + 1


def test_cells_are_distinct_and_opaque_in_the_middle():
    pygame.display.init()
    seen = set()
    for name in sprites.atlas()["sprites"]:
        cell = sprites.original(name)
        assert cell.get_size() == (96, 96)
        assert cell.get_at((48, 48)).a == 255, name
        seen.add(pygame.image.tobytes(cell, "RGBA"))
    assert len(seen) == len(sprites.atlas()["sprites"])


def test_committed_sheet_matches_the_script():
    pygame.display.init()
    sheet, atlas = make_dice_sheet.build()
    assert atlas == sprites.atlas()
    committed = pygame.image.load(str(make_dice_sheet.OUT / "dice.png"))
    assert committed.get_size() == sheet.get_size()
    assert pygame.image.tobytes(committed, "RGBA") == pygame.image.tobytes(sheet, "RGBA")
