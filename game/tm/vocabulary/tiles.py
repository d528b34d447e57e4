"""Tiles: oceans, greeneries, cities and special tiles placed by a card, what those placements
carry with them (Mining Rights' production of the space's bonus, Flooding's removal from a
neighbour's owner), and Land Claim's marker.

Keys: ``tiles``, ``production_of_space_bonus``, ``remove_from_adjacent_tile_owner``, ``claim_space``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.resolution import queue_task
from game.i18n import N_, Text
from game.tm.placement import claimable_spaces, has_legal_space
from game.tm.priorities import PRIO_DEFAULT, PRIO_OCEAN
from game.tm.state import OCEANS_MAX
from game.tm.vocabulary.base import Behaviour, Part, Scope, as_dict, as_int, as_list, as_str, part
from game.tm.vocabulary.wording import tile_name


@dataclass(frozen=True)
class TileSpec:
    """One tile to place: its kind, where it may go, how many; ``raw`` is the task's data."""

    tile: str
    placement: str
    count: int
    space: str | None
    raw: dict[str, Any]


@part
@dataclass(frozen=True)
class Tiles(Part):
    """``[{"tile": "city", "placement": "standard"}]``: each tile is a queued placement (oceans
    before other tiles). An ocean past the ninth is skipped; any other tile needs a legal space."""

    KEY = "tiles"
    APPLY, FAILURE, DESCRIBE = 120, 40, 50
    specs: tuple[TileSpec, ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> Tiles:
        specs = []
        for i, raw in enumerate(as_list(value, where)):
            at = f"{where}.{i}"
            raw = as_dict(raw, at)
            space = raw.get("space")
            specs.append(
                TileSpec(
                    as_str(raw.get("tile"), f"{at}.tile"),
                    as_str(raw.get("placement"), f"{at}.placement"),
                    as_int(raw.get("count", 1), f"{at}.count"),
                    None if space is None else as_str(space, f"{at}.space"),
                    raw,
                )
            )
        return cls(tuple(specs))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        for t in self.specs:
            data = {k: v for k, v in t.raw.items() if k != "count"}
            if whole.has("production_of_space_bonus"):
                data["space_bonus_production"] = whole.raw["production_of_space_bonus"]
            if whole.has("remove_from_adjacent_tile_owner"):
                data["flood"] = whole.raw["remove_from_adjacent_tile_owner"]
            prio = PRIO_OCEAN if t.tile == "ocean" else PRIO_DEFAULT
            for _ in range(t.count):
                queue_task(scope.state, prio, "place_tile", scope.seat, scope.source, data)

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        for t in self.specs:
            if t.tile == "ocean" and (t.placement == "standard" or scope.state.oceans >= OCEANS_MAX):
                continue  # oceans past the ninth are skipped, the card stays playable
            if not has_legal_space(scope.state, scope.seat, t.tile, t.placement, t.space):
                return Text(N_("no legal space for the tile"))
        return None

    def describe(self) -> list[Text]:
        return [Text(N_("Place {tile}"), {"tile": tile_name(t.tile)}) for t in self.specs]


@part
@dataclass(frozen=True)
class ProductionOfSpaceBonus(Part):
    """``{"resources": ["steel", "titanium"], "delta": 1}``: the tile's placement also raises the
    production of a resource its space's bonus gives (carried in the tile's task; no effect alone)."""

    KEY = "production_of_space_bonus"

    @classmethod
    def parse(cls, value: Any, where: str) -> ProductionOfSpaceBonus:
        raw = as_dict(value, where)
        as_list(raw.get("resources"), f"{where}.resources")
        as_int(raw.get("delta"), f"{where}.delta")
        return cls()


@part
@dataclass(frozen=True)
class RemoveFromAdjacentTileOwner(Part):
    """Flooding: the ocean's placement may take resources from the owner of a neighbouring tile
    (carried in the tile's task; no effect alone)."""

    KEY = "remove_from_adjacent_tile_owner"

    @classmethod
    def parse(cls, value: Any, where: str) -> RemoveFromAdjacentTileOwner:
        raw = as_dict(value, where)
        as_str(raw.get("resource"), f"{where}.resource")
        as_int(raw.get("count"), f"{where}.count")
        return cls()


@part
@dataclass(frozen=True)
class ClaimSpace(Part):
    """Land Claim: put the player's marker on a free space (refused when none is left)."""

    KEY = "claim_space"
    APPLY, FAILURE = 170, 70

    @classmethod
    def parse(cls, value: Any, where: str) -> ClaimSpace:
        as_dict(value, where)
        return cls()

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        queue_task(scope.state, PRIO_DEFAULT, "claim_space", scope.seat, scope.source, {})

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        if not claimable_spaces(scope.state, scope.seat):
            return Text(N_("no space left to claim"))
        return None
