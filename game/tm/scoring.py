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


def _award_metrics(s: GameState, metric: str) -> list[int]:
    """``award_metric`` of every seat in seat order (the tiles counted in one pass over the map)."""
    if metric == "own_tiles_non_ocean":
        counts = [0] * s.n
        for t in s.tiles.values():
            if t.kind != "ocean" and t.owner is not None and 0 <= t.owner < s.n:
                counts[t.owner] += 1
        return counts
    return [award_metric(s, seat, metric) for seat in range(s.n)]


def award_points(s: GameState, award: AwardDef) -> dict[int, int]:
    """VP per seat for one funded award: 5 to every player tied first; 2 to every player tied
    second when first place is not shared; no second place with 2 players."""
    _, _, _, rules = milestones_awards()
    scores = dict(enumerate(_award_metrics(s, award.metric)))
    best = max(scores.values())
    firsts = [seat for seat, v in scores.items() if v == best]
    points = {seat: 0 for seat in scores}
    for seat in firsts:
        points[seat] = rules["vp_first"]
    if len(firsts) == 1 and len(scores) > 2:
        rest = [v for seat, v in scores.items() if seat not in firsts]
        second = max(rest)
        for seat, v in scores.items():
            if v == second and seat not in firsts:
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
    scoring = _vp_cards()
    return sum(card_vp(s, seat, n) for n in chain(p.tableau, p.events) if n in scoring)


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
    award_vp = {p.seat: 0 for p in s.players}
    for name, _funder in s.awards:
        for seat, vp in award_points(s, aw[name]).items():
            award_vp[seat] += vp
    greeneries, city_vp = _tile_points(s)
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
                greeneries.get(seat, 0),
                city_vp.get(seat, 0),
                cards_vp(s, seat),
                p.resources[MC],
            )
        )
    return out


def _tile_points(s: GameState) -> tuple[dict[int | None, int], dict[int | None, int]]:
    """Per owner, in one pass over the map: greenery tiles, and city VP (1 per greenery next to
    each of their cities)."""
    tiles = s.tiles
    spaces = tharsis().spaces
    greeneries: dict[int | None, int] = {}
    city_vp: dict[int | None, int] = {}
    for sid, t in tiles.items():
        if t.kind == "greenery":
            greeneries[t.owner] = greeneries.get(t.owner, 0) + 1
        elif t.kind in CITY_KINDS:
            around = sum(1 for n in spaces[sid].neighbors if n in tiles and tiles[n].kind == "greenery")
            city_vp[t.owner] = city_vp.get(t.owner, 0) + around
    return greeneries, city_vp


def vp_so_far(s: GameState) -> list[int]:
    """Each seat's VP if the game ended now: TR, greeneries, cities, claimed milestones, funded awards
    at today's standings and VP on played cards. All of it is public, so the table shows it."""
    return [score.total for score in final_scores(s)]


def winners(scores: list[Score]) -> list[int]:
    """Most VP; ties broken by M€; still tied: shared victory (AMB-17)."""
    best = max((sc.total, sc.megacredits) for sc in scores)
    return [sc.seat for sc in scores if (sc.total, sc.megacredits) == best]
