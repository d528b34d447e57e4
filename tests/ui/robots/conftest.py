"""Robot table fixtures: the engine and its scenes registered for each test, and helpers that
start a table and play it through its own widgets."""

from __future__ import annotations

import pytest

from game.registry import register_game


@pytest.fixture(autouse=True)
def robots_registered(isolated_registries):
    from game.robots.rules import RULES

    register_game(RULES)
    import ui.tables.robots as tables

    tables.register()
    yield
