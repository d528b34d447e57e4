"""Attacks: lowering any player's production, removing or stealing any player's resources.
Each is a queued choice of victim, resolved after the card's other effects.

Keys: ``production_any_player``, ``remove_any_player``, ``steal_any_player``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.resolution import queue_task
from game.i18n import N_, Text
from game.tm.priorities import PRIO_ATTACK
from game.tm.requirements import can_lower_production
from game.tm.state import RESOURCE_INDEX
from game.tm.vocabulary.base import Behaviour, Part, Scope, as_dict, as_int, as_list, as_str, expect, part
from game.tm.vocabulary.wording import amount, count, resource_name, signed


@dataclass(frozen=True)
class Decrease:
    resource: str
    delta: int


@part
@dataclass(frozen=True)
class ProductionAnyPlayer(Part):
    """``[{"resource": "heat", "delta": -2}]``: lower one player's production (refused in a
    multiplayer game when nobody's production can go that low; the solo game's neutral player can)."""

    KEY = "production_any_player"
    APPLY, FAILURE, DESCRIBE = 90, 30, 110
    decreases: tuple[Decrease, ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> ProductionAnyPlayer:
        out = []
        for i, raw in enumerate(as_list(value, where)):
            raw = as_dict(raw, f"{where}.{i}")
            res = as_str(raw.get("resource"), f"{where}.{i}.resource")
            expect(res in RESOURCE_INDEX, f"{where}.{i}.resource", f"unknown resource {res!r}")
            out.append(Decrease(res, as_int(raw.get("delta"), f"{where}.{i}.delta")))
        return cls(tuple(out))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        for dec in self.decreases:
            queue_task(
                scope.state,
                PRIO_ATTACK,
                "production_any",
                scope.seat,
                scope.source,
                {"resource": dec.resource, "delta": dec.delta},
            )

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        s = scope.state
        if s.setup.solo:
            return None
        for dec in self.decreases:
            if not any(can_lower_production(s, q.seat, dec.resource, -dec.delta) for q in s.players):
                return Text(N_("no player can lower {resource} production"), {"resource": dec.resource})
        return None

    def describe(self) -> list[Text]:
        return [
            Text(
                N_("Any player: {resource} production {amount}"),
                {"amount": signed(d.delta), "resource": resource_name(d.resource)},
            )
            for d in self.decreases
        ]


@dataclass(frozen=True)
class Taking:
    """``{"resource": "plants", "count": 3, "up_to": true, ...}``; ``raw`` is the task's data."""

    resource: str
    count: int
    raw: dict[str, Any]


def _takings(value: Any, where: str) -> tuple[Taking, ...]:
    out = []
    for i, raw in enumerate(as_list(value, where)):
        raw = as_dict(raw, f"{where}.{i}")
        out.append(
            Taking(
                as_str(raw.get("resource"), f"{where}.{i}.resource"),
                as_int(raw.get("count", 1), f"{where}.{i}.count"),
                raw,
            )
        )
    return tuple(out)


@part
@dataclass(frozen=True)
class RemoveAnyPlayer(Part):
    """Remove up to N resources (or card resources) from a player of the player's choice."""

    KEY = "remove_any_player"
    APPLY, DESCRIBE = 100, 90
    takings: tuple[Taking, ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> RemoveAnyPlayer:
        return cls(_takings(value, where))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        for t in self.takings:
            queue_task(scope.state, PRIO_ATTACK, "remove_any", scope.seat, scope.source, dict(t.raw))

    def describe(self) -> list[Text]:
        return [
            Text(
                N_("Remove up to {count} {resource} from any player"),
                {"count": amount(t.count), "resource": resource_name(t.resource, count(t.count))},
            )
            for t in self.takings
        ]


@part
@dataclass(frozen=True)
class StealAnyPlayer(Part):
    """Take up to N resources from a player of the player's choice and keep them."""

    KEY = "steal_any_player"
    APPLY, DESCRIBE = 110, 100
    takings: tuple[Taking, ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> StealAnyPlayer:
        return cls(_takings(value, where))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        for t in self.takings:
            queue_task(
                scope.state, PRIO_ATTACK, "remove_any", scope.seat, scope.source, dict(t.raw, steal=True)
            )

    def describe(self) -> list[Text]:
        return [
            Text(
                N_("Steal up to {count} {resource} from any player"),
                {"count": amount(t.count), "resource": resource_name(t.resource, count(t.count))},
            )
            for t in self.takings
        ]
