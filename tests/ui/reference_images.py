"""Rewrite one table's reference images (the tables' ``make_reference_images.py`` scripts call this).

Each table keeps its positions in ``tests/ui/<table>/image_positions.py``: ``POSITIONS``,
``REFERENCE_DIR``, ``render(driver, name)`` and, when its positions differ in window size,
``size_arg(name)`` (else 1280x720). The app runs with settings and saves in a scratch folder.
"""

from __future__ import annotations

import importlib
import os
import tempfile
from pathlib import Path


def write_references(table: str) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game import catalog
    from tests.ui.driver import Driver

    positions = importlib.import_module(f"tests.ui.{table}.image_positions")
    size_arg = getattr(positions, "size_arg", lambda name: "1280x720")
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["MARS_TABLETOP_CONFIG_DIR"] = str(Path(scratch) / "config")
        os.environ["MARS_TABLETOP_DATA_DIR"] = str(Path(scratch) / "data")
        catalog.register_all()
        importlib.import_module(f"ui.tables.{table}").register()
        positions.REFERENCE_DIR.mkdir(parents=True, exist_ok=True)
        for name in positions.POSITIONS:
            driver = Driver(["--lang", "en", "--size", size_arg(name)])
            image = positions.render(driver, name)
            pygame.image.save(image, str(positions.REFERENCE_DIR / f"{name}.png"))
            driver.close()
            print(f"wrote {name}.png")
    return 0
