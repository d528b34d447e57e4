"""Small builders for Terraforming Mars test positions."""

from __future__ import annotations

#: The Tharsis ocean-reserved spaces, in the order tests fill them (``board_tharsis.json``).
OCEAN_SPACES = ("04", "06", "07", "13", "28", "32", "33", "34", "43", "44", "45", "63")


def ocean_tiles(count: int) -> list[dict]:
    """``count`` ocean tiles for a scenario's ``given.tiles``: the format wants ``given.oceans`` to equal
    the ocean tiles given (``tm-scenario-format.md``, Clarifications)."""
    return [{"space": space, "tile": "ocean"} for space in OCEAN_SPACES[:count]]
