"""Choices: "choose one" of several behaviours, asked when the card resolves; refused when
none of the options can be applied.

Key: ``choice``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.resolution import queue_task
from game.i18n import N_, Text
from game.tm.priorities import PRIO_DEFAULT
from game.tm.vocabulary.base import Behaviour, Part, Scope, as_list, parse_behaviour, part


@part
@dataclass(frozen=True)
class Choice(Part):
    """``[{...}, {...}]``: the options, each a behaviour (the task carries their JSON)."""

    KEY = "choice"
    APPLY, FAILURE = 150, 100
    options: tuple[Behaviour, ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> Choice:
        return cls(tuple(parse_behaviour(o, f"{where}.{i}") for i, o in enumerate(as_list(value, where))))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        queue_task(
            scope.state,
            PRIO_DEFAULT,
            "choice",
            scope.seat,
            scope.source,
            {"options": whole.raw["choice"], "ctx": scope.ctx},
        )

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        if not any(o.failure(scope, card) is None for o in self.options):
            return Text(N_("none of the options can be applied"))
        return None
