"""Image regression of the Ares table: fixed positions look as their reference PNGs (tolerant
comparison), the 2-player basic game in a turn with a hand card chosen, in English at 1280x720,
and a full game's combat at a firing choice in Japanese at 1920x1080.

After an intended change of the look: ``python tests/ui/ares/make_reference_images.py``.
"""

from __future__ import annotations

import pygame
import pytest

from tests.ui.ares.image_positions import POSITIONS, REFERENCE_DIR, render, size_arg
from tests.ui.tmdice.test_tmdice_images import CHANGED_SHARE, MEAN_TOLERANCE, difference


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_position_looks_like_its_reference(drive, name, tmp_path):
    reference = pygame.image.load(str(REFERENCE_DIR / f"{name}.png"))
    driver = drive("--lang", "en", "--size", size_arg(name))
    image = render(driver, name)
    mean, share = difference(image, reference)
    if mean > MEAN_TOLERANCE or share > CHANGED_SHARE:
        pygame.image.save(image, str(tmp_path / f"{name}.png"))
    assert mean <= MEAN_TOLERANCE and share <= CHANGED_SHARE, (
        f"{name}: mean difference {mean:.2f}, {share:.1%} of pixels changed strongly; "
        f"got {tmp_path / (name + '.png')} (regenerate with tests/ui/ares/make_reference_images.py if intended)"
    )


def test_the_comparison_notices_a_different_position():
    """The tolerance is not so loose that another position passes."""
    names = sorted(POSITIONS)
    first = pygame.image.load(str(REFERENCE_DIR / f"{names[0]}.png"))
    second = pygame.transform.smoothscale(
        pygame.image.load(str(REFERENCE_DIR / f"{names[1]}.png")), first.get_size()
    )  # the positions are stored at different sizes
    mean, share = difference(first, second)
    assert mean > MEAN_TOLERANCE or share > CHANGED_SHARE
