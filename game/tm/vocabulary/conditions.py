"""Conditional gains: a behaviour applied only when a requirement holds (``else`` otherwise),
e.g. more plants when the player has enough plant tags.

Key: ``conditional``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from game.tm.content import RequirementModel
from game.tm.requirements import requirement_failure
from game.tm.vocabulary.base import (
    Behaviour,
    Part,
    Scope,
    VocabularyError,
    as_dict,
    as_list,
    parse_behaviour,
    part,
)


@dataclass(frozen=True)
class Branch:
    condition: RequirementModel
    then: Behaviour
    otherwise: Behaviour


@part
@dataclass(frozen=True)
class Conditional(Part):
    """``[{"if": {requirement}, "then": {...}, "else": {...}}]``: checked when applied, in order."""

    KEY = "conditional"
    APPLY = 70
    branches: tuple[Branch, ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> Conditional:
        out = []
        for i, raw in enumerate(as_list(value, where)):
            at = f"{where}.{i}"
            raw = as_dict(raw, at)
            try:
                condition = RequirementModel.model_validate(raw.get("if"))
            except ValidationError as exc:
                err = exc.errors()[0]
                field = ".".join([f"{at}.if", *(str(p) for p in err["loc"])])
                raise VocabularyError(f"{field}: {err['msg']}") from None
            out.append(
                Branch(
                    condition,
                    parse_behaviour(raw.get("then"), f"{at}.then"),
                    parse_behaviour(raw.get("else"), f"{at}.else"),
                )
            )
        return cls(tuple(out))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        for branch in self.branches:
            met = requirement_failure(scope.state, scope.seat, branch.condition) is None
            (branch.then if met else branch.otherwise).apply(scope)
