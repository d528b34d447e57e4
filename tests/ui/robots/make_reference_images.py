"""Rewrite the robot table's reference images (after an intended change of its look or engine).

SDL_VIDEODRIVER=dummy python tests/ui/robots/make_reference_images.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> int:
    import pygame

    from game import catalog
    from tests.ui.driver import Driver
    from tests.ui.robots.image_positions import POSITIONS, REFERENCE_DIR, render, size_arg

    with tempfile.TemporaryDirectory() as scratch:
        os.environ["MARS_TABLETOP_CONFIG_DIR"] = str(Path(scratch) / "config")
        os.environ["MARS_TABLETOP_DATA_DIR"] = str(Path(scratch) / "data")
        catalog.register_all()
        import ui.tables.robots as robots_tables

        robots_tables.register()
        REFERENCE_DIR.mkdir(parents=True, exist_ok=True)
        for name in POSITIONS:
            driver = Driver(["--lang", "en", "--size", size_arg(name)])
            image = render(driver, name)
            pygame.image.save(image, str(REFERENCE_DIR / f"{name}.png"))
            driver.close()
            print(f"wrote {name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
