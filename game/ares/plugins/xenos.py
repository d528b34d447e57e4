"""Xenos rules (content/xenos/DESIGN.md; spec §12.4): the Queen's Eggs hatch into power at construction;
a Tactical Brain swaps two Xenos forces' places after each redeploy when that improves both match-ups'
sum."""

from __future__ import annotations

from game.ares.effects import EffectRules
from game.ares.factions import register
from game.ares.state import GameState

QUEEN = "Queen"
TACTICAL_BRAIN = "Tactical Brain"


class XenosRules(EffectRules):
    def faction_power(self, state: GameState, seat: int) -> int:
        """Every Egg on the Queen becomes 1 power (1 Egg -> 1 power, §11.7)."""
        total = 0
        for b in state.players[seat].base:
            if b.card == QUEEN and b.units:
                total += b.units
                b.units = 0
        return total

    def after_redeploy(self, state: GameState, seat: int) -> None:
        """§11.3: Tactical Brain: one swap of two front forces facing enemies, the best gain in ratings."""
        c = state.combat
        if c is None or not any(b.card == TACTICAL_BRAIN for b in state.players[seat].base):
            return
        mine = c.side_of(seat)
        enemy = c.defender if mine else c.attacker
        cols = [i for i, col in enumerate(c.line) if col.row(mine) and col.row(not mine)]
        best, pair = 0, None
        for x, i in enumerate(cols):
            for j in cols[x + 1 :]:
                fi, fj = c.line[i].row(mine)[0], c.line[j].row(mine)[0]
                ei, ej = c.line[i].row(not mine)[0], c.line[j].row(not mine)[0]
                gain = (
                    _rating(state, seat, fi, enemy, ej)
                    + _rating(state, seat, fj, enemy, ei)
                    - _rating(state, seat, fi, enemy, ei)
                    - _rating(state, seat, fj, enemy, ej)
                )
                if gain > best:
                    best, pair = gain, (i, j)
        if pair is not None:
            ri, rj = c.line[pair[0]].row(mine), c.line[pair[1]].row(mine)
            ri[0], rj[0] = rj[0], ri[0]


def _rating(state: GameState, seat: int, force: str, enemy: int, target: str) -> int:
    side = state.side(seat, force)
    tside = state.side(enemy, target)
    if side is None or tside is None:
        return 0
    r = side.ratings.against(tside.type)
    return -1 if r is None else r


register("xenos", XenosRules())
