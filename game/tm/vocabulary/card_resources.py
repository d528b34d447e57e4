"""Card resources (animals, microbes, science, fighters): added to this card, another card or
the card just played, and removed from this card.

Keys: ``add_resources``, ``remove_resources``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.resolution import queue_task
from game.i18n import N_, Text
from game.tm.changes import add_card_resources, quantity
from game.tm.priorities import PRIO_DEFAULT
from game.tm.tableau import resource_holders
from game.tm.vocabulary.base import Behaviour, Part, Scope, as_dict, as_list, as_quantity, as_str, part
from game.tm.vocabulary.wording import amount, count, resource_name, target_name


@dataclass(frozen=True)
class CardResourceChange:
    """``{"resource": "microbe", "count": 2, "target": "this"}``; ``raw`` is the task's data."""

    resource: str
    count: Any
    target: str
    raw: dict[str, Any]

    @classmethod
    def parse_list(cls, value: Any, where: str) -> tuple[CardResourceChange, ...]:
        out = []
        for i, raw in enumerate(as_list(value, where)):
            at = f"{where}.{i}"
            raw = as_dict(raw, at)
            out.append(
                cls(
                    as_str(raw.get("resource", ""), f"{at}.resource"),
                    as_quantity(raw.get("count", 1), f"{at}.count"),
                    as_str(raw.get("target", "this"), f"{at}.target"),
                    raw,
                )
            )
        return tuple(out)


@part
@dataclass(frozen=True)
class AddResources(Part):
    """Resources onto this card at once; onto another card (or the card just played) as a queued
    choice of card. ``own_card_with_resources`` is refused when none of the player's cards holds one."""

    KEY = "add_resources"
    APPLY, FAILURE, DESCRIBE = 140, 60, 70
    changes: tuple[CardResourceChange, ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> AddResources:
        return cls(CardResourceChange.parse_list(value, where))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        s, seat, source = scope.state, scope.seat, scope.source
        for add in self.changes:
            data = dict(add.raw)
            if scope.ctx.get("played_card"):
                data["played_card"] = scope.ctx["played_card"]
            if add.target == "this" and source:
                add_card_resources(s, seat, source, quantity(s, seat, add.count, source, scope.ctx))
            else:
                queue_task(s, PRIO_DEFAULT, "add_resources", seat, source, data)

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        p = scope.state.players[scope.seat]
        for add in self.changes:
            if add.target == "own_card_with_resources" and not any(v > 0 for v in p.card_resources.values()):
                return Text(N_("none of your cards holds a resource"))
        return None

    def has_targets(self, scope: Scope) -> bool:
        """False when resources go to another card of the player's and the player holds no card of
        that kind besides the source (Extreme-Cold Fungus without another microbe card)."""
        p = scope.state.players[scope.seat]
        return all(
            a.target != "another_own_card" or resource_holders(p, a.resource, exclude=scope.source)
            for a in self.changes
        )

    def describe(self) -> list[Text]:
        lines = []
        for add in self.changes:
            res = (
                Text(N_("resource"))
                if add.resource == "played_card_type"
                else resource_name(add.resource, count(add.count))
            )
            lines.append(
                Text(
                    N_("Add {count} {resource} to {target}"),
                    {"count": amount(add.count), "resource": res, "target": target_name(add.target)},
                )
            )
        return lines


@part
@dataclass(frozen=True)
class RemoveResources(Part):
    """Resources taken off this card (an action's or an option's price, paid at once)."""

    KEY = "remove_resources"
    APPLY, DESCRIBE = 50, 80
    changes: tuple[CardResourceChange, ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> RemoveResources:
        return cls(CardResourceChange.parse_list(value, where))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        for rem in self.changes:
            if rem.target == "this" and scope.source:
                add_card_resources(scope.state, scope.seat, scope.source, -rem.raw["count"])

    def describe(self) -> list[Text]:
        return [
            Text(
                N_("Remove {count} {resource} from {target}"),
                {
                    "count": amount(rem.count),
                    "resource": resource_name(rem.resource, count(rem.count)),
                    "target": target_name(rem.target),
                },
            )
            for rem in self.changes
        ]
