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
