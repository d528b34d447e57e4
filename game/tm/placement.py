"""Where a tile may go (spec section 8, rulings R-06/R-07/R-08/R-18)."""

from __future__ import annotations

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
    """Empty land space, not Noctis, not Land-Claimed by somebody else."""
    if space_id in s.tiles or tharsis().spaces[space_id].kind != "land":
        return False
    claimed = s.claims.get(space_id)
    return claimed is None or claimed == seat


def free_land(s: GameState, seat: int) -> list[str]:
    """Every space where ``_free_land`` holds, in reading order."""
    tiles, claims = s.tiles, s.claims
    return [sid for sid in _land_ids() if sid not in tiles and claims.get(sid, seat) == seat]


def _next_to_city(s: GameState, space_id: str) -> bool:
    tiles = s.tiles
    return any(n in tiles and tiles[n].kind in CITY_KINDS for n in _neighbors()[space_id])


def own_tile_spaces(s: GameState, seat: int) -> list[str]:
    return [sid for sid, t in s.tiles.items() if t.owner == seat and t.kind != "ocean"]


def city_spaces(s: GameState, seat: int) -> list[str]:
    return [sid for sid in free_land(s, seat) if not _next_to_city(s, sid)]


def has_city_space(s: GameState, seat: int) -> bool:
    """``bool(city_spaces(s, seat))`` without building the list."""
    return any(not _next_to_city(s, sid) for sid in free_land(s, seat))


def greenery_spaces(s: GameState, seat: int) -> list[str]:
    """Free land; next to one of your own tiles if that is possible (R-06)."""
    board = tharsis()
    free = free_land(s, seat)
    own = {sid for sid in own_tile_spaces(s, seat) if board.spaces[sid].on_mars}
    if own:
        neighbors = _neighbors()
        near = [sid for sid in free if any(n in own for n in neighbors[sid])]
        if near:
            return near
    return free


def has_greenery_space(s: GameState, seat: int) -> bool:
    """``bool(greenery_spaces(s, seat))``: the spaces next to your tiles are a subset of the free
    land, used only when not empty, so there is a space exactly when there is free land."""
    return bool(free_land(s, seat))


def ocean_spaces(s: GameState) -> list[str]:
    if s.oceans >= OCEANS_MAX:
        return []
    board = tharsis()
    return [sid for sid in board.mars_ids if board[sid].kind == "ocean" and sid not in s.tiles]


def legal_spaces(s: GameState, seat: int, tile: str, placement: str, named: str | None = None) -> list[str]:
    """Spaces where ``seat`` may put ``tile`` under the card's ``placement`` rule."""
    board = tharsis()
    mars = board.mars_ids
    if placement == "named_space":
        sid = NAMED_SPACES[named or ""]
        return [sid] if sid not in s.tiles and (s.claims.get(sid) in (None, seat)) else []
    if placement == "standard":
        if tile == "ocean":
            return ocean_spaces(s)
        if tile == "greenery":
            return greenery_spaces(s, seat)
        return city_spaces(s, seat)  # city
    if placement == "city_rules":
        return city_spaces(s, seat)
    if placement == "land":
        return free_land(s, seat)
    if placement == "land_not_reserved":  # an ocean on a land space (Artificial Lake)
        if s.oceans >= OCEANS_MAX:
            return []
        return free_land(s, seat)
    if placement == "ocean_reserved":
        return [sid for sid in mars if board[sid].kind == "ocean" and sid not in s.tiles]
    if placement == "isolated":
        return [
            sid
            for sid in mars
            if _free_land(s, seat, sid) and not any(n in s.tiles for n in board[sid].neighbors)
        ]
    if placement == "volcanic":
        return [sid for sid in mars if board[sid].volcanic and _free_land(s, seat, sid)]
    if placement == "adjacent_to_2_cities":
        return [
            sid
            for sid in mars
            if _free_land(s, seat, sid)
            and sum(1 for n in board[sid].neighbors if n in s.tiles and s.tiles[n].kind in CITY_KINDS) >= 2
        ]
    if placement == "adjacent_to_city":
        return [sid for sid in mars if _free_land(s, seat, sid) and _next_to_city(s, sid)]
    if placement == "adjacent_to_greenery":
        return [
            sid
            for sid in mars
            if _free_land(s, seat, sid)
            and any(n in s.tiles and s.tiles[n].kind == "greenery" for n in board[sid].neighbors)
        ]
    if placement == "steel_or_titanium_bonus":
        return [
            sid
            for sid in mars
            if _free_land(s, seat, sid) and (board[sid].bonus_of("steel") or board[sid].bonus_of("titanium"))
        ]
    if placement == "steel_or_titanium_bonus_adjacent_own_tile":
        own = set(own_tile_spaces(s, seat))
        return [
            sid
            for sid in mars
            if _free_land(s, seat, sid)
            and (board[sid].bonus_of("steel") or board[sid].bonus_of("titanium"))
            and any(n in own for n in board[sid].neighbors)
        ]
    raise ValueError(f"unknown placement rule {placement!r}")


def claimable_spaces(s: GameState, seat: int) -> list[str]:
    """Land Claim: a free land space nobody has claimed (Noctis excluded)."""
    board = tharsis()
    return [
        sid
        for sid in board.mars_ids
        if board[sid].kind == "land" and sid not in s.tiles and sid not in s.claims
    ]


__all__ = ["NOCTIS", "claimable_spaces", "legal_spaces", "own_tile_spaces", "is_city"]
