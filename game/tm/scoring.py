"""Milestone conditions, award rankings and final scoring (spec sections 13, 14, 17; R-09, R-10, AMB-08)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import chain
from typing import Any

from game.tm.board import tharsis
from game.tm.content import AwardDef, MilestoneDef, card, cards, milestones_awards
from game.tm.state import CITY_KINDS, HEAT, MC, STEEL, TITANIUM, GameState
from game.tm.tableau import cities, greeneries, tag_count


def milestone_metric(s: GameState, seat: int, metric: str) -> int:
    p = s.players[seat]
    if metric == "terraform_rating":
        return p.tr
    if metric == "own_city_tiles":
        return cities(s, seat)
    if metric == "own_greenery_tiles":
        return greeneries(s, seat)
    if metric == "building_tags_in_play":
        return tag_count(p, "building")
    if metric == "cards_in_hand":
        return len(p.hand)
    raise ValueError(f"unknown milestone metric {metric!r}")


def milestone_met(s: GameState, seat: int, m: MilestoneDef) -> bool:
    return milestone_metric(s, seat, m.metric) >= m.at_least


def award_metric(s: GameState, seat: int, metric: str) -> int:
    p = s.players[seat]
    if metric == "own_tiles_non_ocean":
        return sum(1 for t in s.tiles.values() if t.owner == seat and t.kind != "ocean")
    if metric == "megacredit_production":
        return p.production[MC]
    if metric == "science_tags_in_play":
        return tag_count(p, "science")
    if metric == "heat_resources":
        return p.resources[HEAT]
    if metric == "steel_plus_titanium_resources":
        return p.resources[STEEL] + p.resources[TITANIUM]
    raise ValueError(f"unknown award metric {metric!r}")


def _award_metrics(s: GameState, metric: str, own_tiles: dict[int | None, int] | None = None) -> list[int]:
    """``award_metric`` of every seat in seat order; ``own_tiles``: the non-ocean tiles per owner,
    when already counted (``_MapCounts``)."""
    if metric == "own_tiles_non_ocean":
        if own_tiles is None:
            own_tiles = _MapCounts(s).own_tiles
        return [own_tiles.get(seat, 0) for seat in range(s.n)]
    return [award_metric(s, seat, metric) for seat in range(s.n)]


def award_points(s: GameState, award: AwardDef) -> dict[int, int]:
    """VP per seat for one funded award: 5 to every player tied first; 2 to every player tied
    second when first place is not shared; no second place with 2 players."""
    return _ranked_points(_award_metrics(s, award.metric))


def _ranked_points(values: list[int]) -> dict[int, int]:
    """``award_points`` for the seats' award metrics ``values`` (in seat order)."""
    _, _, _, rules = milestones_awards()
    best = max(values)
    points = {seat: rules["vp_first"] if v == best else 0 for seat, v in enumerate(values)}
    if len(values) > 2 and values.count(best) == 1:
        second = max(v for v in values if v != best)
        for seat, v in enumerate(values):
            if v == second:
                points[seat] = rules["vp_second"]
    return points


def card_vp(s: GameState, seat: int, name: str) -> int:
    c = card(name)
    vp = c.vp
    if vp is None:
        return 0
    if isinstance(vp, int):
        return vp
    p = s.players[seat]
    here = p.card_resources.get(name, 0)
    if "per_resource" in vp:
        return vp["per_resource"] * (here // vp["per"])
    if "per_tag" in vp:
        return vp["each"] * (tag_count(p, vp["per_tag"]) // vp["per"])
    if "per_city" in vp:
        return vp["per_city"] * (cities(s) // vp["per"])
    if "per_adjacent_tile" in vp:
        space = _own_special_space(s, seat, name)
        if space is None:
            return 0
        want = vp["per_adjacent_tile"]
        kinds = CITY_KINDS if want == "city" else {want}
        return vp["each"] * sum(
            1 for n in tharsis()[space].neighbors if n in s.tiles and s.tiles[n].kind in kinds
        )
    if vp.get("special"):
        return vp["amount"] if here >= vp["min_resources_here"] else 0
    raise ValueError(f"unknown VP rule on {name}: {vp}")


_SPECIAL_TILE_OF = {"Capital": "capital", "Commercial District": "commercial_district"}


def _own_special_space(s: GameState, seat: int, name: str) -> str | None:
    kind = _SPECIAL_TILE_OF.get(name)
    for sid, t in s.tiles.items():
        if t.kind == kind and t.owner == seat:
            return sid
    return None


@cache
def _vp_cards() -> frozenset[str]:
    """Names of the cards that score VP (card content never changes while the program runs)."""
    return frozenset(name for name, c in cards().items() if c.vp is not None)


def cards_vp(s: GameState, seat: int) -> int:
    p = s.players[seat]
    scoring, fixed = _vp_cards(), _fixed_vp()
    total = 0
    for n in chain(p.tableau, p.events):
        if n in fixed:
            total += fixed[n]
        elif n in scoring:
            total += card_vp(s, seat, n)
    return total


@cache
def _fixed_vp() -> dict[str, int]:
    """The cards that score a printed number of VP, whatever the game (``card_vp``'s first case)."""
    return {name: c.vp for name, c in cards().items() if isinstance(c.vp, int)}


#: The final scoring categories, in the order the score sheet lists them.
SCORE_CATEGORIES = ("tr", "milestones", "awards", "greeneries", "cities", "cards")


@dataclass(frozen=True, slots=True)
class Score:
    seat: int
    tr: int
    awards: int
    milestones: int
    greeneries: int
    cities: int
    cards: int
    megacredits: int

    @property
    def total(self) -> int:
        return self.tr + self.awards + self.milestones + self.greeneries + self.cities + self.cards

    def to_data(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "total": self.total,
            "tr": self.tr,
            "awards": self.awards,
            "milestones": self.milestones,
            "greeneries": self.greeneries,
            "cities": self.cities,
            "cards": self.cards,
        }


def final_scores(s: GameState) -> list[Score]:
    ms, aw, mrules, _ = milestones_awards()
    counts = _MapCounts(s)
    award_vp = {p.seat: 0 for p in s.players}
    for name, _funder in s.awards:
        values = _award_metrics(s, aw[name].metric, counts.own_tiles)
        for seat, vp in _ranked_points(values).items():
            award_vp[seat] += vp
    out = []
    for p in s.players:
        seat = p.seat
        milestone_vp = mrules["vp"] * sum(1 for owner in s.milestones.values() if owner == seat)
        out.append(
            Score(
                seat,
                p.tr,
                award_vp[seat],
                milestone_vp,
                counts.greeneries.get(seat, 0),
                counts.city_vp.get(seat, 0),
                cards_vp(s, seat),
                p.resources[MC],
            )
        )
    return out


class _MapCounts:
    """Per owner, in one pass over the map: greenery tiles, city VP (1 per greenery next to each
    of their cities) and non-ocean tiles (an award's metric)."""

    __slots__ = ("city_vp", "greeneries", "own_tiles")

    def __init__(self, s: GameState) -> None:
        tiles = s.tiles
        around = _neighbor_sets()
        green = {sid for sid, t in tiles.items() if t.kind == "greenery"}
        self.greeneries: dict[int | None, int] = {}
        self.city_vp: dict[int | None, int] = {}
        self.own_tiles: dict[int | None, int] = {}
        for sid, t in tiles.items():
            kind, owner = t.kind, t.owner
            if kind == "greenery":
                self.greeneries[owner] = self.greeneries.get(owner, 0) + 1
            elif kind in CITY_KINDS:
                self.city_vp[owner] = self.city_vp.get(owner, 0) + len(around[sid] & green)
            if kind != "ocean":
                self.own_tiles[owner] = self.own_tiles.get(owner, 0) + 1


@cache
def _neighbor_sets() -> dict[str, frozenset[str]]:
    return {sid: frozenset(space.neighbors) for sid, space in tharsis().spaces.items()}


def vp_so_far(s: GameState) -> list[int]:
    """Each seat's VP if the game ended now: TR, greeneries, cities, claimed milestones, funded awards
    at today's standings and VP on played cards. All of it is public, so the table shows it."""
    return [score.total for score in final_scores(s)]


def winners(scores: list[Score]) -> list[int]:
    """Most VP; ties broken by M€; still tied: shared victory (AMB-17)."""
    best = max((sc.total, sc.megacredits) for sc in scores)
    return [sc.seat for sc in scores if (sc.total, sc.megacredits) == best]
