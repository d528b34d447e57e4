"""Image regression: fixed positions look as their reference PNGs (tolerant comparison).

After an intended change of the look: ``python tests/ui/tm/make_reference_images.py``.
"""

from __future__ import annotations

import pytest

from tests.ui.images import assert_like_reference, assert_references_differ
from tests.ui.tm.image_positions import POSITIONS, REFERENCE_DIR, render


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_position_looks_like_its_reference(drive, name, tmp_path):
    driver = drive("--lang", "en", "--size", "1280x720")
    image = render(driver, name)
    assert_like_reference(
        image, REFERENCE_DIR / f"{name}.png", tmp_path, "tests/ui/tm/make_reference_images.py"
    )


def test_the_comparison_notices_a_different_position():
    """The tolerance is not so loose that another position passes."""
    assert_references_differ(REFERENCE_DIR, sorted(POSITIONS))
