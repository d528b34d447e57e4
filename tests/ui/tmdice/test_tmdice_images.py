"""Image regression of the Dice Game table: fixed positions look as their reference PNGs (tolerant comparison).

After an intended change of the look: ``python tests/ui/tmdice/make_reference_images.py``.
"""

from __future__ import annotations

import pygame
import pytest

from tests.ui.tmdice.image_positions import POSITIONS, REFERENCE_DIR, render, size_arg

MEAN_TOLERANCE = 6.0  # mean absolute difference per channel (0-255)
CHANGED_SHARE = 0.03  # share of pixels allowed to differ by more than CHANGED_LEVEL
CHANGED_LEVEL = 60


def difference(a: pygame.Surface, b: pygame.Surface) -> tuple[float, float]:
    """(mean absolute channel difference, share of pixels differing strongly)."""
    assert a.get_size() == b.get_size()
    w, h = a.get_size()
    total = strong = 0
    count = 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            p, q = a.get_at((x, y)), b.get_at((x, y))
            d = abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2])
            total += d
            strong += d > CHANGED_LEVEL * 3
            count += 1
    return total / (3 * count), strong / count


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
        f"got {tmp_path / (name + '.png')} (regenerate with tests/ui/tmdice/make_reference_images.py if intended)"
    )


def test_the_comparison_notices_a_different_position(drive):
    """The tolerance is not so loose that another position passes."""
    names = sorted(POSITIONS)
    first = pygame.image.load(str(REFERENCE_DIR / f"{names[0]}.png"))
    second = pygame.transform.smoothscale(
        pygame.image.load(str(REFERENCE_DIR / f"{names[1]}.png")), first.get_size()
    )  # the positions are stored at different sizes
    mean, share = difference(first, second)
    assert mean > MEAN_TOLERANCE or share > CHANGED_SHARE
