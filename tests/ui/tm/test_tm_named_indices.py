"""The TM table indexes a player's resources and production, and the places of a payment, by
name (``MC``, ``STEEL``... of ``game.tm.constants``; ``PAY_MC``... of the payment dialog), never by
a literal number (issue 11), and its payment places are the engine's."""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

from game.tm.commands import Pay
from game.tm.constants import HEAT, MC, RESOURCE_NAMES, STEEL, TITANIUM
from ui.tables.tm.dialogs import payment_dialog
from ui.tables.tm.dialogs.payment_dialog import PAID, PAY_HEAT, PAY_MC, RESOURCES, default_payment

UI = Path(__file__).resolve().parents[3] / "ui"


def literal_subscripts(path: Path, only: set[str] | None = None) -> list[str]:
    """``x[<int>]`` in a file (only where ``x`` ends in one of ``only``, when given)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.slice, ast.Constant)
            and isinstance(node.slice.value, int)
        ):
            value = node.value
            name = value.attr if isinstance(value, ast.Attribute) else getattr(value, "id", "")
            if only is None or name in only:
                found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
        elif isinstance(node, ast.Dict) and only is None:
            found += [
                f"{path.name}:{node.lineno} {{{k.value}: ...}}"
                for k in node.keys
                if isinstance(k, ast.Constant) and isinstance(k.value, int)
            ]
    return found


def test_no_resource_or_production_index_is_a_literal_number():
    found = []
    for path in UI.rglob("*.py"):
        found += literal_subscripts(path, {"resources", "production", "gains"})
    assert found == []


def test_the_payment_dialog_names_its_places():
    assert literal_subscripts(Path(payment_dialog.__file__)) == []


def test_the_payment_places_are_those_of_the_pay_command():
    assert PAID == (MC, STEEL, TITANIUM, HEAT)
    assert RESOURCES == ("megacredits", "steel", "titanium", "heat")
    assert [f.name for f in fields(Pay) if f.name != "seat"] == list(RESOURCES)
    assert all(RESOURCE_NAMES[resource] == name for resource, name in zip(PAID, RESOURCES, strict=True))


def test_the_default_payment_keeps_heat_and_spends_metal_before_megacredits():
    values = (1, 2, 3, 1)
    options = [(10, 0, 0, 0), (4, 3, 0, 0), (8, 1, 0, 0), (6, 0, 0, 4)]
    chosen = default_payment(options, values, 10)
    assert chosen == (4, 3, 0, 0)
    assert chosen[PAY_HEAT] == 0 and chosen[PAY_MC] == 4
