"""Image regression of the Ares table: fixed positions look as their reference PNGs (tolerant
comparison), the 2-player basic game in a turn with a hand card chosen, in English at 1280x720,
and a full game's combat at a firing choice in Japanese at 1920x1080.

After an intended change of the look: ``python tests/ui/ares/make_reference_images.py``.
"""

from __future__ import annotations

import pytest

from tests.ui.ares.image_positions import POSITIONS, REFERENCE_DIR, render, size_arg
from tests.ui.images import assert_like_reference, assert_references_differ


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_position_looks_like_its_reference(drive, name, tmp_path):
    driver = drive("--lang", "en", "--size", size_arg(name))
    image = render(driver, name)
    assert_like_reference(
        image, REFERENCE_DIR / f"{name}.png", tmp_path, "tests/ui/ares/make_reference_images.py"
    )


def test_the_comparison_notices_a_different_position():
    """The tolerance is not so loose that another position passes."""
    assert_references_differ(REFERENCE_DIR, sorted(POSITIONS))
