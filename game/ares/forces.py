"""Construction and forces: resources into units, shields, who takes part, scouting (spec §6.3, §8, R-CMB-11, R-LINE-3)."""

from __future__ import annotations

from game.ares.factions import hooks
from game.ares.state import Building, GameState
from game.core import Event
from game.i18n import N_, N_plural

CAP = 4  # R-UNIT-3


def build_units(state: GameState, seat: int, b: Building) -> int:
    """R-UNIT-2/3: full unit costs become units up to the cap; spent cards to the discard. Units built."""
    side = state.side(seat, b.id)
    if side is None:
        return 0
    made = 0
    player = state.players[seat]
    while b.units < CAP and len(b.resources) >= side.cost:
        spent, b.resources = b.resources[: side.cost], b.resources[side.cost :]
        player.discard.extend(spent)
        b.units += 1
        made += 1
    return made


def construct(state: GameState, seat: int, ev: list[Event]) -> None:
    """R-CONS-2: (full game) discard resources under buildings, build units, shields, faction allocation."""
    player = state.players[seat]
    for b in player.base:
        if b.card is not None and b.under:
            player.discard.extend(b.under)
            b.under = []
        made = build_units(state, seat, b)
        side = state.side(seat, b.id)
        if made:
            ev.append(
                Event(
                    "construct",
                    N_plural("{building}: {count} unit built.", "{building}: {count} units built."),
                    {"building": b.id, "count": made},
                    seat,
                )
            )
        if side is not None and b.units:
            b.shields = side.shield
    player.rerolls += hooks(state, seat).combat_rerolls(state, seat)
    hooks(state, seat).construction_allocation(state, seat)
    c = state.combat
    if c is not None and seat not in c.open:
        c.open.append(seat)
    ev.append(
        Event(
            "open",
            N_("Player {seat} removes the screen and constructs."),
            {"seat": seat + 1},
            seat,
            revealed_to=tuple(range(len(state.players))),
        )
    )


def is_force(state: GameState, seat: int, b: Building) -> bool:
    return b.units > 0 and state.side(seat, b.id) is not None and not b.permanent  # ruling AR-20


def participants(state: GameState, seat: int) -> list[str]:
    """R-CMB-11: the forces of ``seat`` that take part in the combat now."""
    c = state.combat
    assert c is not None
    out = []
    for b in state.players[seat].base:
        if not is_force(state, seat, b):
            continue
        side = state.side(seat, b.id)
        assert side is not None
        if state.allied(seat, c.attacker):
            if side.base_defense or (c.choice == "deep_strike" and not side.deep_strike):
                continue
        elif c.at == "frontier" and side.base_defense:
            continue
        out.append(b.id)
    return out


def has_field_unit(state: GameState, seat: int) -> bool:
    """R-CMB-2: at least one unit that is not Base Defense."""
    return any(
        is_force(state, seat, b) and not state.side(seat, b.id).base_defense  # type: ignore[union-attr]
        for b in state.players[seat].base
    )


def scouting(state: GameState, seat: int, ids: list[str]) -> int:
    """R-LINE-3: each force's scouting value once, however many units."""
    h = hooks(state, seat)
    total = sum(state.side(seat, i).scouting + h.scouting_modifier(state, seat, i) for i in ids)  # type: ignore[union-attr]
    return total + (h.scouting_bonus(state, seat) if ids else 0)


def empty_destroyable(state: GameState, seat: int) -> list[str]:
    """R-EMPTY-3: empty buildings that fire at a Base card may destroy (not start or base-mat buildings);
    in the team game either defender's (ruling AR-31)."""
    out = []
    for b in (b for s in state.team(seat) for b in state.players[s].base):
        if b.start or b.permanent or b.host:  # an attached card goes with its building (§11.8)
            continue
        if b.card is None or state.cards[b.card].kind == "special_building" or b.units == 0:
            out.append(b.id)
    return out


def allocate_hits(state: GameState, seat: int, b: Building, hits: int) -> None:
    """§9.8's hit allocation: shields first, then Tough units two hits each (one damaged at most)."""
    side = state.side(seat, b.id)
    assert side is not None
    s = min(hits, b.shields)
    b.shields -= s
    hits -= s
    if side.tough:
        if b.damaged and hits > 0:
            b.units -= 1
            b.damaged = 0
            hits -= 1
        k = min(hits // 2, b.units)
        b.units -= k
        hits -= 2 * k
        if hits == 1 and b.units > 0:
            b.damaged = 1
    else:
        b.units -= min(hits, b.units)
