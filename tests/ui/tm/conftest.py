"""TM table fixtures: Terraforming Mars and its scenes registered for each test."""

from __future__ import annotations

import pytest

from game import catalog


@pytest.fixture(autouse=True)
def tm_registered(isolated_registries):
    catalog.register_all()
    import ui.tables.tm as tm_tables

    tm_tables.register()
    yield
