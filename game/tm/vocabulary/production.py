"""Production: a player's own production changes, the swap of one production for another
(Power Infrastructure's cousin, Energy Saving's X), and Robotic Workforce's copy of a box.

Keys: ``production``, ``production_swap``, ``copy_production_box``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.resolution import queue_task
from game.i18n import N_, Text
from game.tm.board import NAMED_SPACES, tharsis
from game.tm.changes import change_production, quantity
from game.tm.content import CardDef, card
from game.tm.priorities import PRIO_DEFAULT, PRIO_LAST
from game.tm.requirements import can_lower_production, production_floor
from game.tm.state import RESOURCE_INDEX, GameState
from game.tm.vocabulary.base import (
    Behaviour,
    Part,
    Scope,
    as_dict,
    as_str,
    expect,
    parse_behaviour,
    part,
    resource_amounts,
)
from game.tm.vocabulary.wording import resource_name, signed


@part
@dataclass(frozen=True)
class Production(Part):
    """``{"energy": -1, "megacredits": 2}``: the player's production changes (M€ down to -5)."""

    KEY = "production"
    APPLY, FAILURE, DESCRIBE = 10, 10, 20
    deltas: tuple[tuple[str, Any], ...]

    @classmethod
    def parse(cls, value: Any, where: str) -> Production:
        return cls(resource_amounts(value, where))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        s, seat = scope.state, scope.seat
        p = s.players[seat]
        for res, q in self.deltas:
            delta = quantity(s, seat, q, scope.source, scope.ctx)
            if (
                delta < 0
                and whole.raw.get("tiles")
                and p.production[RESOURCE_INDEX[res]] + delta < production_floor(res)
            ):
                # Playable only thanks to the tile's own triggers (Immigrant City at -4): the tile and
                # its triggers first, the decrease last ([DET-7]; tile_trigger_credit).
                queue_task(
                    s, PRIO_LAST, "behavior", seat, scope.source, {"behavior": {"production": {res: delta}}}
                )
                continue
            change_production(s, seat, res, delta)

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        for res, delta in self.deltas:
            if isinstance(delta, int) and delta < 0:
                credit = tile_trigger_credit(scope.state, scope.seat, card, whole.raw, res)
                if not can_lower_production(scope.state, scope.seat, res, -delta - credit):
                    return Text(N_("your {resource} production is too low"), {"resource": res})
        return None

    def describe(self) -> list[Text]:
        return [
            Text(N_("{resource} production {amount}"), {"amount": signed(q), "resource": resource_name(res)})
            for res, q in self.deltas
        ]

    def order_free(self) -> bool:
        return all(isinstance(q, int) for _, q in self.deltas)


@part
@dataclass(frozen=True)
class ProductionSwap(Part):
    """``{"from": "energy", "to": "megacredits", ...}``: move X steps of production (the player picks X)."""

    KEY = "production_swap"
    APPLY, FAILURE = 160, 80
    source: str
    raw: dict[str, Any]

    @classmethod
    def parse(cls, value: Any, where: str) -> ProductionSwap:
        raw = as_dict(value, where)
        for key in ("from", "to"):
            expect(raw.get(key) in RESOURCE_INDEX, f"{where}.{key}", f"unknown resource {raw.get(key)!r}")
        return cls(as_str(raw["from"], f"{where}.from"), raw)

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        queue_task(scope.state, PRIO_DEFAULT, "production_swap", scope.seat, scope.source, dict(self.raw))

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        if scope.state.players[scope.seat].production[RESOURCE_INDEX[self.source]] < 1:
            return Text(N_("your {resource} production is too low"), {"resource": self.source})
        return None


@part
@dataclass(frozen=True)
class CopyProductionBox(Part):
    """Robotic Workforce: apply again the production box of one of your building cards."""

    KEY = "copy_production_box"
    APPLY, FAILURE = 180, 90

    @classmethod
    def parse(cls, value: Any, where: str) -> CopyProductionBox:
        as_dict(value, where)
        return cls()

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        queue_task(scope.state, PRIO_LAST, "copy_production", scope.seat, scope.source, {})

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        if not robotic_workforce_targets(scope.state, scope.seat):
            return Text(N_("no building card with a production box you can copy"))
        return None


def production_box(s: GameState, seat: int, name: str) -> dict[str, Any] | None:
    """What Robotic Workforce copies from ``name``: its production changes, any-player decreases
    included; for Mining Rights / Mining Area, +1 production of the resource their tile's space gave."""
    b = card(name).behavior or {}
    box = {key: b[key] for key in ("production", "production_any_player") if b.get(key)}
    spec = b.get("production_of_space_bonus")
    if spec:
        kinds = {t["tile"] for t in b.get("tiles") or []}
        for sid, t in s.tiles.items():
            if t.owner == seat and t.kind in kinds:
                gained = [r for r in spec["resources"] if tharsis()[sid].bonus_of(r)]
                if len(gained) == 1:
                    box["production"] = {gained[0]: spec["delta"]}
                break
    return box or None


def robotic_workforce_targets(s: GameState, seat: int) -> list[str]:
    """Your building cards whose production box can be applied again now."""
    p = s.players[seat]
    out = []
    for name in p.tableau:
        c = card(name)
        if "building" not in c.tags or c.is_corporation or name == "Robotic Workforce":
            continue
        box = production_box(s, seat, name)
        if box and parse_behaviour(box).failure(Scope(s, seat, None, {}), c) is None:
            out.append(name)
    return out


def tile_trigger_credit(s: GameState, seat: int, c: CardDef, b: dict[str, Any], resource: str) -> int:
    """Production of ``resource`` that the player's own tile triggers give for the tiles ``b`` places.

    The player orders a card's immediate effects and the effects it triggers ([DET-7]), so the
    tile may come first: Immigrant City at M€ production -4 places its city (+1, its own effect
    counts it), then takes the -2 (the reference plays it the same way).
    """
    tiles = b.get("tiles")
    if not tiles:
        return 0  # no tile, no tile trigger (asked for every production decrease a card checks)
    gain = 0
    p = s.players[seat]
    names = list(p.tableau) + ([c.name] if c.name not in p.tableau else [])
    for t in tiles:
        kind = "city" if t["tile"] == "city" or t.get("counts_as") == "city" else t["tile"]
        on_mars = t["placement"] != "named_space" or tharsis()[NAMED_SPACES[t.get("space", "")]].on_mars
        for name in names:
            gain += _trigger_production(c, p.tableau, name, kind, on_mars, resource) * t.get("count", 1)
    return gain


def _trigger_production(
    c: CardDef, tableau: list[str], name: str, kind: str, on_mars: bool, resource: str
) -> int:
    gain = 0
    for eff in card(name).triggers():
        when = eff["when"]
        if when["event"] != "tile_placed" or when["tile"] != kind:
            continue
        if name == c.name and name not in tableau and not when.get("includes_this_card"):
            continue
        if when.get("where") == "mars" and not on_mars:
            continue
        delta = (eff["gain"].get("production") or {}).get(resource, 0)
        if isinstance(delta, int) and delta > 0:
            gain += delta
    return gain
