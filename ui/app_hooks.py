"""Hooks game tables add to the application without importing it (``ui.app`` imports pygame's display)."""

from __future__ import annotations

from collections.abc import Callable

#: Called when the app closes, before ``pygame.quit``: drop caches holding pygame surfaces.
CLOSE_HOOKS: list[Callable[[], None]] = []
