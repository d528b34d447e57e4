"""Putting a tile on the map and everything that placing it causes (spec section 8, R-04, R-05)."""

from __future__ import annotations

from game.core.contract import Event
from game.i18n import N_
from game.tm.board import tharsis
from game.tm.changes import change_resource
from game.tm.deck import draw_cards, draw_event
from game.tm.effects import fire_tile_placed
from game.tm.event_kinds import TILE_PLACED
from game.tm.params import change_tr, raise_oxygen
from game.tm.state import MC, NEUTRAL, GameState, Tile


def place_tile(
    s: GameState, seat: int, space_id: str, kind: str, *, raise_oxygen_for_greenery: bool = True
) -> None:
    """Place ``kind`` for ``seat`` on ``space_id`` with bonuses, parameter steps and triggers."""
    space = tharsis()[space_id]
    owner = None if kind == "ocean" else seat
    s.tiles[space_id] = Tile(kind, owner)
    s.claims.pop(space_id, None)
    s.events.append(
        Event(
            TILE_PLACED,
            N_("{player} places {tile} on {space}"),
            {"player": seat, "tile": kind, "space": space_id},
            seat,
        )
    )
    if kind == "ocean":
        s.oceans += 1
        change_tr(s, seat, 1)
    if seat != NEUTRAL and space.on_mars:
        for resource, amount in space.bonus:
            if resource == "card":
                drawn = draw_cards(s, amount)
                s.players[seat].hand.extend(drawn)
                draw_event(s, seat, len(drawn))
            else:
                change_resource(s, seat, resource, amount)
        oceans_next = sum(1 for n in space.neighbors if n in s.tiles and s.tiles[n].kind == "ocean")
        if oceans_next:
            s.players[seat].resources[MC] += 2 * oceans_next
            s.events.append(
                Event(
                    "ocean_bonus",
                    N_("{player}: +{mc} M€ for adjacent oceans"),
                    {"player": seat, "mc": 2 * oceans_next},
                    seat,
                )
            )
    if kind == "greenery" and raise_oxygen_for_greenery:
        raise_oxygen(s, seat, 1)
    if seat != NEUTRAL:
        fire_tile_placed(s, seat, space_id, kind)


def place_neutral(s: GameState, space_id: str, kind: str) -> None:
    """Solo setup tiles: no owner effects, no bonuses, no parameters (spec [SOLO-1e])."""
    s.tiles[space_id] = Tile(kind, NEUTRAL)
    s.events.append(
        Event(
            TILE_PLACED,
            N_("{player} places {tile} on {space}"),
            {"player": NEUTRAL, "tile": kind, "space": space_id},
            NEUTRAL,
        )
    )
