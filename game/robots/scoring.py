"""Final scoring and the winner (spec §19): VP cards plus Advertisements; ties to the higher robot number."""

from __future__ import annotations

from game.robots.state import GameState


def advertisement_points(s: GameState, seat: int) -> int:
    """Each deployed Advertisement scores itself and every part to its right (ruling RB-06)."""
    row = s.players[seat].deployed
    return sum(len(row) - i for i, card in enumerate(row) if s.parts[card].advertisement)


def breakdown(s: GameState, seat: int) -> dict[str, int]:
    p = s.players[seat]
    if p.eliminated:
        return {"vp_cards": 0, "advertisement": 0}
    return {"vp_cards": sum(p.vp), "advertisement": advertisement_points(s, seat)}


def total(s: GameState, seat: int) -> int:
    return sum(breakdown(s, seat).values())


def rank_key(s: GameState, seat: int) -> tuple[bool, int, int]:
    """Active seats before eliminated ones, then score, then the higher robot number (§19.6)."""
    return (not s.players[seat].eliminated, total(s, seat), s.robot(seat).number)


def winner(s: GameState) -> int | None:
    """The winning seat; None when every robot was lost (G19)."""
    active = s.active()
    if not active:
        return None
    return max(active, key=lambda i: rank_key(s, i))
