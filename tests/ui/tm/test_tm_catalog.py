"""The shipped-games catalogue registers Terraforming Mars (and the Dice Game and the robot game), and the app's entry point uses it."""

from __future__ import annotations

import subprocess
import sys

from game import catalog, registry


def test_register_all_registers_tm_once():
    first = catalog.register_all()
    again = catalog.register_all()
    assert [r.game_id for r in first] == ["tm", "tmdice", "robots", "ares"] == [r.game_id for r in again]
    assert registry.get_rules("tm") is first[0]
    assert registry.get_rules("tm").title == "Terraforming Mars"


def test_catalog_keeps_the_engines_free_of_pygame():
    code = "import sys, game.catalog as c; c.register_all(); print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
