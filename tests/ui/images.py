"""Checks on screenshots shared by the UI tests."""

from __future__ import annotations

import pygame

from ui import backdrop


def sample_points(size: tuple[int, int], step: int = 4) -> list[tuple[int, int]]:
    return [(x, y) for x in range(0, size[0], step) for y in range(0, size[1], step)]


def assert_not_blank(surface: pygame.Surface) -> None:
    """Many colours on screen, and a good share of it drawn over the bare background."""
    size = surface.get_size()
    bare = backdrop.backdrop(size, False)
    samples = sample_points(size)
    colours = {surface.get_at(p)[:3] for p in samples}
    assert len(colours) > 200, f"only {len(colours)} colours on screen"
    drawn = sum(1 for p in samples if surface.get_at(p)[:3] != bare.get_at(p)[:3])
    assert drawn > len(samples) * 0.05, f"only {drawn} of {len(samples)} sampled pixels show anything"


def changed_share(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of sampled pixels that differ between two same-sized images."""
    assert a.get_size() == b.get_size()
    samples = sample_points(a.get_size())
    return sum(1 for p in samples if a.get_at(p)[:3] != b.get_at(p)[:3]) / len(samples)


# --- image regression against reference PNGs (the tables' test_*_images.py) -----------------------
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


def assert_like_reference(image: pygame.Surface, reference_png, tmp_path, remake: str) -> None:
    """``image`` looks as its reference PNG (tolerant); if not, it is saved under ``tmp_path`` and
    the message names it and ``remake`` (the script that redraws the references)."""
    name = reference_png.stem
    mean, share = difference(image, pygame.image.load(str(reference_png)))
    if mean > MEAN_TOLERANCE or share > CHANGED_SHARE:
        pygame.image.save(image, str(tmp_path / f"{name}.png"))
    assert mean <= MEAN_TOLERANCE and share <= CHANGED_SHARE, (
        f"{name}: mean difference {mean:.2f}, {share:.1%} of pixels changed strongly; "
        f"got {tmp_path / (name + '.png')} (regenerate with {remake} if intended)"
    )


def assert_references_differ(reference_dir, names) -> None:
    """The tolerance is not so loose that another position passes: the first two references (the
    second scaled to the first's size when they differ) differ beyond it."""
    first = pygame.image.load(str(reference_dir / f"{names[0]}.png"))
    second = pygame.image.load(str(reference_dir / f"{names[1]}.png"))
    if second.get_size() != first.get_size():
        second = pygame.transform.smoothscale(second, first.get_size())
    mean, share = difference(first, second)
    assert mean > MEAN_TOLERANCE or share > CHANGED_SHARE
