"""Ares table fixtures: the engine and its scenes registered for each test."""

from __future__ import annotations

import pytest

from game.registry import register_game


@pytest.fixture(autouse=True)
def ares_registered(isolated_registries):
    from game.ares.rules import RULES

    register_game(RULES)
    import ui.tables.ares as tables

    tables.register()
    yield
