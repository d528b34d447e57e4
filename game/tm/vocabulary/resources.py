"""Resources and terraform rating: resources gained or paid, TR, and the next card's discount
or requirement slack (Indentured Workers, Special Design).

Keys: ``stock``, ``tr``, ``next_card``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.i18n import N_, Text
from game.tm.changes import change_resource, quantity
from game.tm.params import change_tr
from game.tm.state import RESOURCE_INDEX
from game.tm.vocabulary.base import (
    Behaviour,
    Part,
    Scope,
    as_dict,
    as_int,
    as_quantity,
    part,
    resource_amounts,
)
from game.tm.vocabulary.wording import count, resource_name, signed


@part
@dataclass(frozen=True)
class Stock(Part):
    """``{"plants": 3}``: resources gained (negative: paid, refused when the player lacks them)."""

    KEY = "stock"
    APPLY, FAILURE, DESCRIBE = 20, 20, 10
    amounts: tuple[tuple[str, Any], ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> Stock:
        return cls(resource_amounts(value, where))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        for res, q in self.amounts:
            change_resource(
                scope.state, scope.seat, res, quantity(scope.state, scope.seat, q, scope.source, scope.ctx)
            )

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        p = scope.state.players[scope.seat]
        for res, delta in self.amounts:
            if isinstance(delta, int) and delta < 0 and p.resources[RESOURCE_INDEX[res]] < -delta:
                return Text(N_("not enough {resource}"), {"resource": res})
        return None

    def describe(self) -> list[Text]:
        return [
            Text(N_("{amount} {resource}"), {"amount": signed(q), "resource": resource_name(res, count(q))})
            for res, q in self.amounts
        ]

    def order_free(self) -> bool:
        return all(isinstance(q, int) for _, q in self.amounts)

    def amount_of(self, resource: str) -> Any:
        return dict(self.amounts).get(resource, 0)


@part
@dataclass(frozen=True)
class TerraformRating(Part):
    """``2`` or a counted quantity: the player's terraform rating rises (or falls)."""

    KEY = "tr"
    APPLY, DESCRIBE = 30, 30
    amount: Any

    @classmethod
    def parse(cls, value: Any, where: str) -> TerraformRating:
        return cls(as_quantity(value, where))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        change_tr(
            scope.state, scope.seat, quantity(scope.state, scope.seat, self.amount, scope.source, scope.ctx)
        )

    def describe(self) -> list[Text]:
        return [Text(N_("TR {amount}"), {"amount": signed(self.amount)})]

    def order_free(self) -> bool:
        return True


@part
@dataclass(frozen=True)
class NextCard(Part):
    """``{"discount": 8}`` / ``{"requirement_offset": 2}``: only for the next card the player plays."""

    KEY = "next_card"
    APPLY = 60
    discount: int
    requirement_offset: int

    @classmethod
    def parse(cls, value: Any, where: str) -> NextCard:
        raw = as_dict(value, where)
        return cls(
            as_int(raw.get("discount", 0), f"{where}.discount"),
            as_int(raw.get("requirement_offset", 0), f"{where}.requirement_offset"),
        )

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        p = scope.state.players[scope.seat]
        p.next_card_discount += self.discount
        p.next_card_offset += self.requirement_offset
