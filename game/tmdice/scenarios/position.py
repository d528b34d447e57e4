"""Build the ``given`` position of a scenario (no scoring, no triggers; thresholds <= VP passed)."""

from __future__ import annotations

from game.core.rng import Rng
from game.tmdice.content.models import Board
from game.tmdice.dice import COLOURS, FACE_COLOUR
from game.tmdice.milestones import NAMES
from game.tmdice.scenarios.model import Scenario, ScenarioError
from game.tmdice.state import OCEAN_TILES, VP_THRESHOLDS, GameState, Player


def build_position(sc: Scenario) -> GameState:
    g = sc.given
    n = sc.setup.players
    if not 0 <= g.active < n:
        raise ScenarioError(f"given.active: no seat {g.active}")
    if len(g.players) > n:
        raise ScenarioError("given.players: more players than setup.players")
    s = GameState(cards=sc.card_models, board=sc.board_model or Board(), players=[], rng=Rng(sc.setup.seed))
    s.strict_rolls = True
    s.active = g.active
    s.time_marker = g.turn
    s.temperature, s.oxygen = g.temperature, g.oxygen
    s.tiles = {t.space: t.tile for t in g.tiles if t.tile is not None}
    oceans = sum(1 for t in s.tiles.values() if t == "ocean")
    s.ocean_pile = g.ocean_pile if g.ocean_pile is not None else OCEAN_TILES - oceans
    s.tile_supply -= sum(1 for t in s.tiles.values() if t in ("greenery", "city"))
    s.special_supply -= sum(1 for t in s.tiles.values() if t == "special")
    s.deck, s.discard, s.bonus_pile = list(g.deck), list(g.discard), list(g.bonus_pile)
    for name in (*g.milestones, *g.claimed):
        if name not in NAMES:
            raise ScenarioError(f"given.milestones: unknown milestone {name!r}")
    s.milestones = list(g.milestones)
    s.claimed = dict(g.claimed)
    if n == 1:
        for slot, deadline in enumerate((17, 21, 25)):
            if g.turn >= deadline and slot < len(s.milestones) and s.milestones[slot] not in s.claimed:
                s.claimed[s.milestones[slot]] = "removed"
    s.awards = list(g.awards)
    for seat in range(n):
        gp = g.players[seat] if seat < len(g.players) else None
        p = Player()
        if gp is not None:
            p = Player(
                gp.corporation,
                gp.vp,
                gp.wild,
                {f: k for f, k in gp.dice.items() if k},
                list(gp.hand),
                list(gp.played),
                list(gp.used),
                [m for m in VP_THRESHOLDS if m <= gp.vp],
            )
        s.players.append(p)
    for colour in COLOURS:
        held = sum(p.colour_count(colour) for p in s.players) + sum(
            1 for f in s.awards if FACE_COLOUR[f] == colour
        )
        s.pool[colour] = g.pool.get(colour, 12 - held)
        if held + s.pool[colour] > 12 or s.pool[colour] < 0:
            raise ScenarioError(f"given.pool.{colour}: more than 12 {colour} dice in the game")
    return s
