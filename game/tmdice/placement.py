"""Tiles on Mars: legal spaces, placing a tile and what it gives (spec §10.2-10.6, R-TILE-*, §16.4).

Tiles have no owners; adjacency VP count every tile (R-CITY-2). A tile with no legal space is
skipped with everything attached to it (R-CARD-APPLY-2); the supply of greenery/city tiles and of
special tiles is finite (ruling TD-22).
"""

from __future__ import annotations

from typing import Any

from game.tmdice.state import GameState


def neighbours(s: GameState, space: str) -> tuple[str, ...]:
    return _neighbours(s)[space]


_CACHE: dict[int, tuple[Any, dict[str, tuple[str, ...]]]] = {}


def _neighbours(s: GameState) -> dict[str, tuple[str, ...]]:
    key = id(s.board)
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not s.board:
        hit = (s.board, s.board.neighbours())
        _CACHE[key] = hit
    return hit[1]


def adjacent_count(s: GameState, space: str, tile: str) -> int:
    return sum(1 for n in neighbours(s, space) if s.tiles.get(n) == tile)


def legal_spaces(s: GameState, tile: str, item: dict[str, Any]) -> list[str]:
    """Empty spaces where ``tile`` may go under the restrictions recorded in ``item``."""
    if tile in ("greenery", "city") and s.tile_supply <= 0:
        return []
    if tile == "special" and (s.special_supply <= 0 or item.get("special") in s.specials.values()):
        return []  # each special tile is one of a kind
    out = []
    for sid, space in s.board.spaces.items():
        if sid in s.tiles or space.ocean != (tile == "ocean"):
            continue
        if item.get("person") and not space.person:
            continue
        if any(not adjacent_count(s, sid, kind) for kind in item.get("next_to_tiles", ())):
            continue  # solo pre-setup: next to the city (and the ocean) just placed
        if tile == "greenery" and item.get("near_ocean") and not adjacent_count(s, sid, "ocean"):
            continue
        if tile == "special" and not _special_fits(s, sid, item.get("where", "anywhere")):
            continue
        if tile == "city":
            cities = adjacent_count(s, sid, "city")
            if item.get("near_city") and not cities:  # Metropolis overrides the usual rule
                continue
            if not item.get("near_city") and cities:
                continue
        out.append(sid)
    return out


def _special_fits(s: GameState, space: str, where: str) -> bool:
    """A special tile's own restriction (``content.models.PLACEMENTS``)."""
    if where == "isolated":
        return not any(n in s.tiles for n in neighbours(s, space))
    if where == "central":
        return s.board.spaces[space].central
    if where.startswith("next_to_"):
        return adjacent_count(s, space, where.removeprefix("next_to_")) > 0
    return True


def has_legal_space(s: GameState, tile: str) -> bool:
    """``bool(legal_spaces(s, tile, {}))`` for the standard actions' tiles (ocean, greenery,
    city), stopping at the first legal space."""
    if tile in ("greenery", "city") and s.tile_supply <= 0:
        return False
    if tile == "special" and s.special_supply <= 0:
        return False
    ocean = tile == "ocean"
    tiles = s.tiles
    for sid, space in s.board.spaces.items():
        if sid in tiles or space.ocean != ocean:
            continue
        if tile == "city" and any(tiles.get(n) == "city" for n in neighbours(s, sid)):
            continue
        return True
    return False


def put_tile(s: GameState, space: str, tile: str, special: str | None = None) -> None:
    """Put ``tile`` on ``space``; a special tile records which one it is (``special``)."""
    s.tiles[space] = tile
    if tile in ("greenery", "city"):
        s.tile_supply -= 1
    elif tile == "special":
        s.special_supply -= 1
        if special:
            s.specials[space] = special
    elif tile == "ocean":
        s.ocean_pile -= 1


def tile_vp(s: GameState, space: str, tile: str) -> int:
    """VP a newly placed tile scores by itself (not the oxygen step of a greenery)."""
    if tile == "ocean":
        return 2
    if tile == "greenery":
        return adjacent_count(s, space, "city")
    if tile == "city":
        return 2 + adjacent_count(s, space, "greenery")
    return 0
