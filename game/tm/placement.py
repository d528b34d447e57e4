"""Where a tile may go (spec section 8, rulings R-06/R-07/R-08/R-18)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache

from game.tm.board import NAMED_SPACES, NOCTIS, tharsis
from game.tm.state import CITY_KINDS, OCEANS_MAX, GameState

OWNED_KINDS_EXCLUDED = frozenset({"ocean"})


def is_city(kind: str) -> bool:
    return kind in CITY_KINDS


@cache
def _land_ids() -> tuple[str, ...]:
    """Land spaces on Mars in reading order (ocean-reserved spaces and Noctis are not land)."""
    board = tharsis()
    return tuple(sid for sid in board.mars_ids if board.spaces[sid].kind == "land")


@cache
def _neighbors() -> dict[str, tuple[str, ...]]:
    return {sid: sp.neighbors for sid, sp in tharsis().spaces.items()}


def _free_land(s: GameState, seat: int, space_id: str) -> bool:
    """Empty land space, not Noctis, not Land-Claimed by somebody else (the plain definition;
    ``_free_land_iter`` walks the land spaces where it holds)."""
    if space_id in s.tiles or tharsis().spaces[space_id].kind != "land":
        return False
    claimed = s.claims.get(space_id)
    return claimed is None or claimed == seat


def _free_land_iter(s: GameState, seat: int) -> Iterator[str]:
    """Every space where ``_free_land`` holds, in reading order, one at a time (a question that
    needs only one space stops at the first)."""
    tiles, claims = s.tiles, s.claims
    return (sid for sid in _land_ids() if sid not in tiles and claims.get(sid, seat) == seat)


def _free_land_set(s: GameState, seat: int) -> set[str]:
    """The spaces of ``free_land`` as a set (set operations run in C: the quick yes/no questions)."""
    free = _land_set().difference(s.tiles)
    claims = s.claims
    return {sid for sid in free if claims.get(sid, seat) == seat} if claims else free


@cache
def _land_set() -> frozenset[str]:
    return frozenset(_land_ids())


def free_land(s: GameState, seat: int) -> list[str]:
    """Every space where ``_free_land`` holds, in reading order."""
    return list(_free_land_iter(s, seat))


def _next_to_city(s: GameState, space_id: str) -> bool:
    tiles = s.tiles
    return any(n in tiles and tiles[n].kind in CITY_KINDS for n in _neighbors()[space_id])


def _near_cities(s: GameState) -> set[str]:
    """Every space next to a city (the map's adjacency is symmetric: the cities' neighbours)."""
    neighbors = _neighbors()
    return {n for sid, t in s.tiles.items() if t.kind in CITY_KINDS for n in neighbors[sid]}


def own_tile_spaces(s: GameState, seat: int) -> list[str]:
    return [sid for sid, t in s.tiles.items() if t.owner == seat and t.kind != "ocean"]


def _city_space_iter(s: GameState, seat: int) -> Iterator[str]:
    near = _near_cities(s)
    return (sid for sid in _free_land_iter(s, seat) if sid not in near)


def city_spaces(s: GameState, seat: int) -> list[str]:
    return list(_city_space_iter(s, seat))


def has_city_space(s: GameState, seat: int) -> bool:
    """``bool(city_spaces(s, seat))`` without building the list."""
    return not _free_land_set(s, seat) <= _near_cities(s)


def greenery_spaces(s: GameState, seat: int) -> list[str]:
    """Free land; next to one of your own tiles if that is possible (R-06)."""
    board = tharsis()
    free = free_land(s, seat)
    own = [sid for sid in own_tile_spaces(s, seat) if board.spaces[sid].on_mars]
    if own:
        neighbors = _neighbors()
        # next to an own tile = a neighbour of one (the map's adjacency is symmetric)
        around = {n for sid in own for n in neighbors[sid]}
        near = [sid for sid in free if sid in around]
        if near:
            return near
    return free


def has_greenery_space(s: GameState, seat: int) -> bool:
    """``bool(greenery_spaces(s, seat))``: the spaces next to your tiles are a subset of the free
    land, used only when not empty, so there is a space exactly when there is free land."""
    return bool(_free_land_set(s, seat))


def _ocean_space_iter(s: GameState) -> Iterator[str]:
    board = tharsis()
    return (sid for sid in board.mars_ids if board[sid].kind == "ocean" and sid not in s.tiles)


def ocean_spaces(s: GameState) -> list[str]:
    if s.oceans >= OCEANS_MAX:
        return []
    return list(_ocean_space_iter(s))


def legal_spaces(s: GameState, seat: int, tile: str, placement: str, named: str | None = None) -> list[str]:
    """Spaces where ``seat`` may put ``tile`` under the card's ``placement`` rule."""
    if placement == "standard" and tile == "greenery":
        return greenery_spaces(s, seat)  # near your own tiles first: not a plain filter
    return list(_legal_space_iter(s, seat, tile, placement, named))


def has_legal_space(s: GameState, seat: int, tile: str, placement: str, named: str | None = None) -> bool:
    """``bool(legal_spaces(...))``, stopping at the first legal space."""
    return next(_legal_space_iter(s, seat, tile, placement, named), None) is not None


def _legal_space_iter(s: GameState, seat: int, tile: str, placement: str, named: str | None) -> Iterator[str]:
    if placement == "named_space":
        sid = NAMED_SPACES[named or ""]
        return iter([sid] if sid not in s.tiles and (s.claims.get(sid) in (None, seat)) else [])
    if placement == "standard":
        if tile == "ocean":
            return _ocean_space_iter(s) if s.oceans < OCEANS_MAX else iter(())
        if tile == "greenery":
            return _free_land_iter(s, seat)  # the same spaces exist, whichever are offered first
        return _city_space_iter(s, seat)  # city
    if placement == "city_rules":
        return _city_space_iter(s, seat)
    if placement == "land":
        return _free_land_iter(s, seat)
    if placement == "land_not_reserved":  # an ocean on a land space (Artificial Lake)
        return _free_land_iter(s, seat) if s.oceans < OCEANS_MAX else iter(())
    if placement == "ocean_reserved":
        return _ocean_space_iter(s)
    rule = _LAND_RULES.get(placement)
    if rule is None:
        raise ValueError(f"unknown placement rule {placement!r}")
    fits = rule(s, seat)
    return (sid for sid in _free_land_iter(s, seat) if fits(sid))


def _isolated(s: GameState, seat: int) -> Callable[[str], bool]:
    board = tharsis()
    return lambda sid: not any(n in s.tiles for n in board[sid].neighbors)


def _volcanic(s: GameState, seat: int) -> Callable[[str], bool]:
    board = tharsis()
    return lambda sid: board[sid].volcanic


def _next_to_2_cities(s: GameState, seat: int) -> Callable[[str], bool]:
    board = tharsis()
    return lambda sid: (
        sum(1 for n in board[sid].neighbors if n in s.tiles and s.tiles[n].kind in CITY_KINDS) >= 2
    )


def _next_to_a_city(s: GameState, seat: int) -> Callable[[str], bool]:
    return lambda sid: _next_to_city(s, sid)


def _next_to_greenery(s: GameState, seat: int) -> Callable[[str], bool]:
    board = tharsis()
    return lambda sid: any(n in s.tiles and s.tiles[n].kind == "greenery" for n in board[sid].neighbors)


def _metal_bonus(s: GameState, seat: int) -> Callable[[str], bool]:
    board = tharsis()
    return lambda sid: bool(board[sid].bonus_of("steel") or board[sid].bonus_of("titanium"))


def _metal_bonus_next_to_own_tile(s: GameState, seat: int) -> Callable[[str], bool]:
    board = tharsis()
    own = set(own_tile_spaces(s, seat))
    metal = _metal_bonus(s, seat)
    return lambda sid: metal(sid) and any(n in own for n in board[sid].neighbors)


#: Placement rules that pick among the free land spaces: (state, seat) -> does a space fit.
_LAND_RULES: dict[str, Callable[[GameState, int], Callable[[str], bool]]] = {
    "isolated": _isolated,
    "volcanic": _volcanic,
    "adjacent_to_2_cities": _next_to_2_cities,
    "adjacent_to_city": _next_to_a_city,
    "adjacent_to_greenery": _next_to_greenery,
    "steel_or_titanium_bonus": _metal_bonus,
    "steel_or_titanium_bonus_adjacent_own_tile": _metal_bonus_next_to_own_tile,
}


def claimable_spaces(s: GameState, seat: int) -> list[str]:
    """Land Claim: a free land space nobody has claimed (Noctis excluded)."""
    board = tharsis()
    return [
        sid
        for sid in board.mars_ids
        if board[sid].kind == "land" and sid not in s.tiles and sid not in s.claims
    ]


__all__ = ["NOCTIS", "claimable_spaces", "has_legal_space", "legal_spaces", "own_tile_spaces", "is_city"]
