"""The full game's shared card effects (spec §11.2, §11.6-§11.9; ruling AR-47): power, attached cards, Special
cards played face up, Special Building cards and special attacks, read from each card's ``effect``.

Every faction's plug-in builds on ``EffectRules``; what is one faction's own (Workers, Eggs, Upgrades,
Tactical Brain, hardpoints) is in its module under ``game/ares/plugins``. Power lives in
``Player.marks["power"]``; what lasts one combat is kept under ``combat:`` keys and cleared by
``combat_over``: ``combat:on:<id>`` for an effect whose power ``cost`` was paid at construction,
``combat:to_hit`` / ``combat:initiative`` for a special attack's bonus to all the attacker's forces.
"""

from __future__ import annotations

from game.ares.content.models import Card
from game.ares.factions import FactionRules
from game.ares.forces import CAP
from game.ares.state import BASE_CARDS, Building, GameState
from game.core import IllegalCommand
from game.i18n import N_

POWER = "power"
COMBAT = "combat:"
PAID = "combat:on:"


def power(state: GameState, seat: int) -> int:
    return state.players[seat].marks.get(POWER, 0)


def add_power(state: GameState, seat: int, n: int) -> None:
    marks = state.players[seat].marks
    marks[POWER] = marks.get(POWER, 0) + n
    if not marks[POWER]:
        del marks[POWER]


def attached(state: GameState, seat: int, bid: str) -> list[Building]:
    return [b for b in state.players[seat].base if b.host == bid]


def _works(state: GameState, seat: int, source: str, effect: dict[str, int]) -> bool:
    """An effect with a power cost works only in a combat where that cost was paid."""
    return not effect.get("cost") or bool(state.players[seat].marks.get(PAID + source))


def effects_on(state: GameState, seat: int, bid: str) -> list[dict[str, int]]:
    """The working effects on the building ``bid``: its unit side's and its attached cards'."""
    out = []
    side = state.side(seat, bid)
    if side is not None and side.effect and _works(state, seat, bid, side.effect):
        out.append(side.effect)
    for a in attached(state, seat, bid):
        eff = state.cards[a.card].effect  # type: ignore[index]
        if eff and _works(state, seat, a.id, eff):
            out.append(eff)
    return out


class EffectRules(FactionRules):
    """The hooks every full-game faction shares; a faction's plug-in overrides what is its own."""

    # -- power ---------------------------------------------------------------------------------------
    def power_sources(self, state: GameState, seat: int) -> int:
        """Special Building cards and attached cards with a power effect and no cost."""
        total = 0
        for b in state.players[seat].base:
            if b.card is None:
                continue
            card = state.cards[b.card]
            if card.kind in ("special_building", "special") and not card.effect.get("cost"):
                total += card.effect.get(POWER, 0)
        return total

    def combat_rerolls(self, state: GameState, seat: int) -> int:
        total = 0
        for b in state.players[seat].base:
            if b.card is not None and state.cards[b.card].kind == "special_building":
                total += state.cards[b.card].effect.get("rerolls", 0)
        return total

    def construction_allocation(self, state: GameState, seat: int) -> None:
        """Power first (sources, then the faction's own), then a special attack's bonus, then power costs
        paid in base order (each effect once, while the power lasts), then shields of working effects."""
        add_power(state, seat, self.power_sources(state, seat) + self.faction_power(state, seat))
        self._attack_effect(state, seat)
        player = state.players[seat]
        for b in player.base:
            if b.units <= 0 or b.permanent:
                continue
            side = state.side(seat, b.id)
            sources = [(b.id, side.effect)] if side is not None and side.effect else []
            sources += [(a.id, state.cards[a.card].effect) for a in attached(state, seat, b.id)]  # type: ignore[index]
            for source, eff in sources:
                cost = eff.get("cost", 0)
                if cost and power(state, seat) >= cost and not player.marks.get(PAID + source):
                    add_power(state, seat, -cost)
                    player.marks[PAID + source] = 1
            b.shields += sum(e.get("shield", 0) for e in effects_on(state, seat, b.id))
        self.after_allocation(state, seat)

    def faction_power(self, state: GameState, seat: int) -> int:
        """Power from the faction's own source (Workers, Eggs, Upgrades), at each construction."""
        return 0

    def after_allocation(self, state: GameState, seat: int) -> None:
        """The faction's own allocation after power is paid."""

    def _attack_effect(self, state: GameState, seat: int) -> None:
        """§11.9: a revealed special attack's effect lasts this combat (the attacker's construction)."""
        c = state.combat
        if c is None or c.attacker != seat or not c.revealed:
            return
        card = state.cards[c.attack_card]
        if card.attack != "special":
            return
        marks = state.players[seat].marks
        for key in ("to_hit", "initiative", "scouting"):
            if card.effect.get(key):
                marks[COMBAT + key] = card.effect[key]
        state.players[seat].rerolls += card.effect.get("rerolls", 0)
        if card.effect.get("shield"):
            for b in state.players[seat].base:
                if b.units > 0 and not b.permanent and state.side(seat, b.id) is not None:
                    b.shields += card.effect["shield"]

    def combat_over(self, state: GameState, seat: int) -> None:
        player = state.players[seat]
        player.rerolls = 0
        for key in [k for k in player.marks if k.startswith(COMBAT)]:
            del player.marks[key]

    # -- firing ---------------------------------------------------------------------------------------
    def firing_modifier(self, state: GameState, seat: int, force: str, target: str) -> int:
        c = state.combat
        assert c is not None
        enemy = c.defender if seat == c.attacker else c.attacker
        if target in BASE_CARDS:
            ttype = "building"
        else:
            tside = state.side(enemy, target)
            ttype = tside.type if tside is not None else "building"
        total = state.players[seat].marks.get(COMBAT + "to_hit", 0)
        for eff in effects_on(state, seat, force):
            total += eff.get("to_hit", 0) + eff.get("vs_" + ttype, 0)
        return total

    def initiative_modifier(self, state: GameState, seat: int, force: str) -> int:
        total = state.players[seat].marks.get(COMBAT + "initiative", 0)
        return total + sum(e.get("initiative", 0) for e in effects_on(state, seat, force))

    def scouting_modifier(self, state: GameState, seat: int, force: str) -> int:
        return sum(e.get("scouting", 0) for e in effects_on(state, seat, force))

    def scouting_bonus(self, state: GameState, seat: int) -> int:
        return state.players[seat].marks.get(COMBAT + "scouting", 0)

    # -- Special cards face up ----------------------------------------------------------------------
    def special_targets(self, state: GameState, seat: int, card: str) -> list[str]:
        c = state.cards[card]
        if not c.target:
            return [""]
        return [b.id for b in state.players[seat].base if self._fits(state, seat, c, b)]

    def _fits(self, state: GameState, seat: int, card: Card, b: Building) -> bool:
        if b.card is None or b.host:
            return False
        if card.target == "unit":
            side = state.side(seat, b.id)
            fits = side is not None and not b.permanent
        else:
            fits = b.card == card.target
        if fits and "units" in card.effect:
            fits = b.units < CAP
        return fits

    def can_attach(self, state: GameState, seat: int, card: str, building: str) -> bool:
        c = state.cards[card]
        return c.attach and building in self.special_targets(state, seat, card)

    def play_special(self, state: GameState, seat: int, card: str, on: str = "") -> bool:
        c = state.cards[card]
        if on not in self.special_targets(state, seat, card):
            raise IllegalCommand(N_("{card} cannot be played on that building."), card=card)
        player = state.players[seat]
        eff = c.effect
        if not c.attach:
            add_power(state, seat, eff.get(POWER, 0))
        for _ in range(eff.get("draw", 0)):
            if player.deck:
                player.hand.append(player.deck.pop(0))
        if eff.get("bonus"):
            b = player.building(on)
            assert b is not None
            for _ in range(min(eff["bonus"], len(player.discard))):
                b.resources.append(player.discard.pop())  # R-BONUS-1: the latest discards
        if eff.get("units"):
            b = player.building(on)
            assert b is not None
            b.units = min(CAP, b.units + eff["units"])
        if c.attach:
            ids = {b.id for p in state.players for b in p.base}
            n = 1
            while f"{card}#{n}" in ids:
                n += 1
            player.base.append(Building(f"{card}#{n}", card, host=on))
            return True
        return False

    def takes_resources(self, state: GameState, seat: int, building: Building) -> bool:
        return (
            bool(building.host) and building.card is not None and state.cards[building.card].takes_resources
        )
