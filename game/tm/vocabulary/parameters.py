"""Global parameters raised directly by a card (oceans are tiles: see ``tiles``).

Key: ``global``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.i18n import N_plural, Text
from game.tm.params import raise_oxygen, raise_temperature
from game.tm.vocabulary.base import Behaviour, Part, Scope, as_dict, as_int, expect, part
from game.tm.vocabulary.wording import count, parameter_name

_RAISE = {"oxygen": raise_oxygen, "temperature": raise_temperature}


@part
@dataclass(frozen=True)
class GlobalParameters(Part):
    """``{"temperature": 2}``: steps of oxygen and temperature (oxygen first, each raise may give TR
    and its own bonus). Maxed parameters are skipped, the card stays playable (R-13)."""

    KEY = "global"
    APPLY, DESCRIBE = 40, 40
    steps: tuple[tuple[str, int], ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> GlobalParameters:
        steps = []
        for param, q in as_dict(value, where).items():
            expect(param in _RAISE, where, f"unknown global parameter {param!r}")
            steps.append((param, as_int(q, f"{where}.{param}")))
        return cls(tuple(steps))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        steps = dict(self.steps)
        for param in ("oxygen", "temperature"):
            if steps.get(param):
                _RAISE[param](scope.state, scope.seat, steps[param])

    def describe(self) -> list[Text]:
        return [
            Text(
                N_plural("{parameter} +{count} step", "{parameter} +{count} steps"),
                {"parameter": parameter_name(param), "count": count(q)},
            )
            for param, q in self.steps
        ]
