"""Image regression of the robot table: fixed positions look as their reference PNGs (tolerant
comparison), the 3-player planning season in English at 1280x720 and the 4-player exploration
playback in Japanese at 1920x1080.

After an intended change of the look: ``python tests/ui/robots/make_reference_images.py``.
"""

from __future__ import annotations

import pytest

from tests.ui.images import assert_like_reference, assert_references_differ
from tests.ui.robots.image_positions import POSITIONS, REFERENCE_DIR, render, size_arg


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_position_looks_like_its_reference(drive, name, tmp_path):
    driver = drive("--lang", "en", "--size", size_arg(name))
    image = render(driver, name)
    assert_like_reference(
        image, REFERENCE_DIR / f"{name}.png", tmp_path, "tests/ui/robots/make_reference_images.py"
    )


def test_the_comparison_notices_a_different_position():
    """The tolerance is not so loose that another position passes."""
    assert_references_differ(REFERENCE_DIR, sorted(POSITIONS))
