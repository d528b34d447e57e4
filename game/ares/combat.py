"""The combat procedure from the attack to the results (spec §9, §10.1; rulings AR-04..AR-13, AR-32, AR-36).

``start`` opens a combat after an Attack card; ``run`` advances it until a player must decide
(``Combat.pending``) or it ends. The answers themselves are in ``answers.py``.
"""

from __future__ import annotations

from game.ares import line as L
from game.ares.factions import hooks
from game.ares.forces import (
    allocate_hits,
    construct,
    empty_destroyable,
    has_field_unit,
    participants,
    scouting,
)
from game.ares.state import BASE_CARDS, Combat, GameState, LastCombat, Pending
from game.core import Event
from game.i18n import N_, N_plural


def other(state: GameState, seat: int) -> int:
    """The next seat clockwise still in the game; in the team game the other team's decider: the
    Frontier's holder if that team holds it, else its first seat (ruling AR-31)."""
    n = len(state.players)
    if state.teams:
        enemy = [s for s in range(n) if not state.allied(seat, s)]
        return state.frontier if state.frontier in enemy else enemy[0]  # type: ignore[return-value]
    nxt = (seat + 1) % n
    while state.players[nxt].eliminated and nxt != seat:
        nxt = (nxt + 1) % n
    return nxt


def construct_side(state: GameState, seat: int, ev: list[Event]) -> None:
    """Construction for a side: the seat, and in the team game its teammate too (ruling AR-31)."""
    for s in state.team(seat):
        construct(state, s, ev)


def side_forces(state: GameState, seat: int) -> list[str]:
    """R-CMB-11 for a side: the team's forces pooled in the team game (§13.2)."""
    return [f for s in state.team(seat) for f in participants(state, s)]


def file_attack_cards(state: GameState, scoring_to: int | None) -> None:
    """R-CMB-8 at the reveal: the attack card (and a teammate's, §13.2: both score) to ``scoring_to``'s
    scoring pile, or each to its player's discard (a neutral Frontier, ruling AR-04)."""
    c = state.combat
    assert c is not None
    for seat, card in [(c.attacker, c.attack_card), *c.also]:
        if scoring_to is None:
            state.players[seat].discard.append(card)
        else:
            state.players[scoring_to].scoring.append(card)


def start(
    state: GameState,
    seat: int,
    card: str,
    choice: str,
    target: int,
    ev: list[Event],
    also: list[tuple[int, str]] | None = None,
) -> bool:
    """§9.2: the attack card is played face up; a neutral claim resolves at once (R-CMB-2).
    True when the attack is a Raid, which the caller reveals next (``game.ares.raid.reveal``:
    the Raid module builds on this one). ``also``: a teammate's attack card in the same combat."""
    c = Combat(seat, target, card, choice)
    c.also = list(also or [])
    state.combat = c
    ev.append(
        Event(
            "attack",
            N_("Player {seat} attacks player {target}."),
            {"seat": seat + 1, "target": target + 1},
            seat,
        )
    )
    if choice == "claim":
        c.revealed = True
        construct_side(state, seat, ev)
        gained = any(has_field_unit(state, s) for s in state.team(seat))
        file_attack_cards(state, None)
        if gained:
            state.frontier = seat
            ev.append(Event("frontier", N_("Player {seat} secures the Frontier."), {"seat": seat + 1}, seat))
        else:
            ev.append(
                Event("claim_failed", N_("No unit able to hold the Frontier: the claim fails."), {}, seat)
            )
        finish(state, seat if gained else None, "claim", None, ev)
        return False
    construct_side(state, target, ev)  # R-CMB-5
    if state.mode == "full" and state.cards[card].attack == "raid":
        c.raid = True
        return True
    if state.allied(state.frontier, target):
        c.pending = Pending("declare", target)
    else:
        declare(state, "base", ev)
    return False


def declare(state: GameState, defend: str, ev: list[Event]) -> None:
    """R-CMB-6, then step 3: reveal, scoring card, marker, attacker constructs (ruling AR-11: always)."""
    c = state.combat
    assert c is not None
    c.pending = None
    text = (
        N_("The defender defends the Frontier.")
        if defend == "frontier"
        else N_("The defender defends its base.")
    )
    ev.append(Event("declare", text, {}, c.defender, revealed_to=tuple(range(len(state.players)))))
    c.revealed = True
    attacking_frontier = c.choice == "normal" and not state.allied(state.frontier, c.attacker)
    c.at = "frontier" if attacking_frontier else "base"
    c.surprise = c.choice == "deep_strike" and defend == "frontier"
    if c.surprise:
        c.scoring_to = c.attacker  # R-CMB-14
    else:
        c.scoring_to = state.frontier  # R-CMB-8; ruling AR-04: neutral -> discarded
    file_attack_cards(state, c.scoring_to)
    c.marker = 6 if c.choice == "normal" else 3
    construct_side(state, c.attacker, ev)
    if attacking_frontier and defend == "base":
        finish(state, c.attacker, "no_battle", c.scoring_to, ev)  # R-CMB-12
        return
    mine = side_forces(state, c.attacker)
    if not mine:
        finish(state, c.defender, "no_battle", c.scoring_to, ev)  # R-CMB-13; ruling AR-07
        return
    begin_placement(state, mine, side_forces(state, c.defender))
    run(state, ev)


def begin_placement(state: GameState, att: list[str], dfn: list[str]) -> None:
    """R-LINE-1/3 (and R-RND-6 when redeploying): who places first, and how many."""
    c = state.combat
    assert c is not None
    c.unplaced = {c.attacker: list(att), c.defender: list(dfn)}
    on_line_a = L.forces(c.line, True)
    on_line_d = L.forces(c.line, False)
    sa = scouting(state, c.attacker, att + on_line_a)  # ruling AR-39
    sd = scouting(state, c.defender, dfn + on_line_d)
    c.last_placed = {c.attacker: [], c.defender: []}
    c.stage = "placement"
    if sa == sd:
        first, count = c.attacker, 1  # ruling AR-12: ties (and 0-0) give the attacker the first placement
    else:
        first, count = (c.attacker if sa < sd else c.defender), abs(sa - sd)
    second = c.defender if first == c.attacker else c.attacker
    if not c.unplaced[first]:
        first, count = second, len(c.unplaced[second])  # R-LINE-2: the other places all, unopposed
    if c.unplaced[first]:
        _turn(c, first, [], count)
    else:
        c.pending = None


def _turn(c: Combat, seat: int, must_match: list[str], extra: int) -> None:
    c.last_placed[seat] = []
    c.pending = Pending("place", seat, must_match, extra)


def placed(state: GameState, seat: int, fid: str, at: str) -> None:
    """Book-keeping after a placement: the turn goes on, passes, or placement ends."""
    c = state.combat
    assert c is not None and c.pending is not None
    p = c.pending
    c.unplaced[seat].remove(fid)
    if at.startswith("opposite:"):
        p.must_match.remove(at.split(":", 1)[1])
    else:
        c.last_placed[seat].append(fid)
        p.extra -= 1
    if c.unplaced[seat] and (p.must_match or p.extra > 0):
        return
    opp = (
        other(state, seat) if len(state.players) == 2 else (c.defender if seat == c.attacker else c.attacker)
    )
    if not c.unplaced[seat] and not c.unplaced[opp]:
        c.pending = None
        return
    if not c.unplaced[opp]:
        _turn(c, seat, [], len(c.unplaced[seat]))  # R-LINE-2: the rest unopposed
        return
    match = [f for f in c.last_placed[seat] if L.find(c.line, f) and not L.engaged(c.line, f)]
    extra = 1 if c.unplaced[seat] else len(c.unplaced[opp])
    _turn(c, opp, match, extra)


def run(state: GameState, ev: list[Event]) -> None:
    """Advance the combat until a decision is needed or it ends."""
    while state.combat is not None and state.combat.pending is None:
        c = state.combat
        if c.stage == "placement":
            if c.redeploying:
                c.redeploying = False
                c.stage = "moves_done"
            else:
                if c.at == "base":
                    L.place_base_cards(c)
                c.stage = "emergency"
        elif c.stage in ("emergency", "emergency_mate"):
            _emergency_stage(state)
        elif c.stage == "redeploy":
            _redeploy(state)
        elif c.stage == "moves_done":
            for seat in (*state.team(c.attacker), *state.team(c.defender)):
                hooks(state, seat).after_redeploy(state, seat)
            c.moved = []
            c.stage = "retreat"
        elif c.stage == "retreat":
            c.stage = "retreat_d"
            c.pending = Pending("retreat", c.attacker)
        elif c.stage == "retreat_d":
            c.stage = "fire"
            c.group = None
            if c.retreat is None and c.at != "base":  # R-RND-9; R-RAID-4
                c.pending = Pending("retreat", c.defender)
        elif c.stage == "fire":
            _next_shooter(state, ev)
        elif c.stage == "end_round":
            _end_round(state, ev)
        else:  # pragma: no cover - stages are the engine's own
            raise AssertionError(c.stage)


def _emergency_stage(state: GameState) -> None:
    """R-RND-1: the defender's emergency defense; in the team game its teammate's next (ruling AR-31)."""
    c = state.combat
    assert c is not None
    if c.stage == "emergency":
        c.stage = "emergency_mate" if state.teams else "redeploy"
        if _may_emergency(state, c.defender):
            c.pending = Pending("emergency", c.defender)
        return
    c.stage = "redeploy"
    for mate in state.team(c.defender):
        if mate != c.defender and _may_emergency(state, mate):
            c.pending = Pending("emergency", mate)


def _may_emergency(state: GameState, seat: int) -> bool:
    """R-RND-1: defending the base, with hand cards and a Base Defense building with room."""
    c = state.combat
    assert c is not None
    if c.at != "base" or not state.players[seat].hand:
        return False
    return bool(emergency_buildings(state, seat))


def emergency_buildings(state: GameState, seat: int | None = None) -> list[str]:
    """Base Defense buildings already in the (defending) seat's base with room for a unit (ruling AR-21)."""
    c = state.combat
    assert c is not None
    seat = c.defender if seat is None else seat
    out = []
    for b in state.players[seat].base:
        side = state.side(seat, b.id)
        if side is not None and side.base_defense and not b.permanent and b.units < 4:
            out.append(b.id)
    return out


def _redeploy(state: GameState) -> None:
    """R-RND-4..6: both sides non-engaged -> re-placement; one side -> optional moves (ruling AR-13,
    each force at most once: ruling AR-41)."""
    c = state.combat
    assert c is not None
    for seat in (*state.team(c.attacker), *state.team(c.defender)):
        hooks(state, seat).before_redeploy(state, seat)
    na = L.non_engaged(c.line, True) + c.unplaced.get(c.attacker, [])
    nd = L.non_engaged(c.line, False) + c.unplaced.get(c.defender, [])
    c.unplaced = {c.attacker: [], c.defender: []}
    if na and nd:
        for f in na + nd:
            L.take(c.line, f)
        c.redeploying = True
        begin_placement(state, na, nd)
        return
    c.stage = "moves_done"
    if na or nd:
        seat = c.attacker if na else c.defender
        c.unplaced[seat] = [f for f in (na or nd) if L.find(c.line, f) is None]
        c.pending = Pending("move", seat)


def shooters(state: GameState) -> list[str]:
    """Ruling AR-36 (firing is mandatory): forces of the seat now firing, in the current group, that have not fired and have a legal target."""
    c = state.combat
    assert c is not None and c.pending is not None
    seat = c.pending.player
    return [
        f
        for f in L.forces(c.line, c.side_of(seat))
        if f not in c.fired and initiative(state, seat, f) == c.group and targets(state, seat, f)
    ]


def initiative(state: GameState, seat: int, fid: str) -> int:
    seat = state.owner(seat, fid)  # §13.2: a faction's abilities apply to its own forces only
    return state.side(seat, fid).initiative + hooks(state, seat).initiative_modifier(state, seat, fid)  # type: ignore[union-attr]


def _groups(state: GameState) -> list[int]:
    c = state.combat
    assert c is not None
    inits = {initiative(state, c.attacker, f) for f in L.forces(c.line, True)}
    inits |= {initiative(state, c.defender, f) for f in L.forces(c.line, False)}
    return sorted(inits, reverse=True)


def _next_shooter(state: GameState, ev: list[Event]) -> None:
    """R-FIRE-1/2: groups from the highest initiative; attacker's shots, defender's, then removal."""
    c = state.combat
    assert c is not None
    groups = _groups(state)
    if c.group is None:
        if not groups:
            c.stage = "end_round"
            return
        c.group = groups[0]
        c.fired = []
    for seat in (c.attacker, c.defender):
        if c.retreat == seat:
            continue
        c.pending = Pending("fire", seat)
        if shooters(state):
            return
        c.pending = None
    _removal(state, ev)
    if c.pending is not None or state.combat is None:
        return
    _after_removal(state)


def _after_removal(state: GameState) -> None:
    c = state.combat
    assert c is not None
    lower = [g for g in _groups(state) if c.group is not None and g < c.group]
    c.hits = {}
    c.fired = []
    if lower:
        c.group = lower[0]
    else:
        c.group = None
        c.stage = "end_round"


def targets(state: GameState, seat: int, fid: str) -> list[str]:
    """Targets ``fid`` may fire at now: not rated X and a final to-hit of 0 or more (ruling AR-36)."""
    c = state.combat
    assert c is not None
    att = c.side_of(seat)
    out = [t for t in L.forces(c.line, not att) if (h := to_hit(state, seat, fid, t)) is not None and h >= 0]
    if att and c.at == "base":
        out += [b for b in BASE_CARDS if (h := to_hit(state, seat, fid, b)) is not None and h >= 0]
    return out


def to_hit(state: GameState, seat: int, fid: str, target: str) -> int | None:
    """R-FIRE-4: rating against the target's type, +1 flanking, minus the positional modifier; None for X."""
    c = state.combat
    assert c is not None
    side = state.side(seat, fid)
    assert side is not None
    enemy = c.defender if seat == c.attacker else c.attacker
    ttype = "building" if target in BASE_CARDS else state.side(enemy, target).type  # type: ignore[union-attr]
    rating = side.ratings.against(ttype)
    if rating is None:
        return None
    value = rating - L.positional_modifier(c.line, fid, target)
    if L.flanking(c.line, fid):
        col = c.line[L.find(c.line, fid)[0]]  # type: ignore[index]
        front_side = state.side(seat, col.row(c.side_of(seat))[0])
        if front_side is not None and not front_side.no_flanking:  # R-RND-5
            value += 1  # ruling AR-10: against Base cards too
    own = state.owner(seat, fid)  # §13.2: a faction's abilities apply to its own forces only
    return value + hooks(state, own).firing_modifier(state, own, fid, target)


def dice_count(units: int, hit: int) -> int:
    """R-FIRE-4: one die per unit now on the card (ruling AR-23); at to-hit 0 one per two units; below 0 none."""
    if hit < 0:
        return 0
    return units // 2 if hit == 0 else units


def hits_of(dice: list[int], hit: int) -> int:
    if hit == 0:
        return sum(1 for d in dice if d == 1)
    return sum(1 for d in dice if d <= hit and d != 6)


def shot_done(state: GameState, fid: str, target: str, hit: int, dice: list[int], ev: list[Event]) -> None:
    """The shot's final dice count: hits booked for the group's removal."""
    c = state.combat
    assert c is not None
    n = hits_of(dice, hit)
    seat = c.pending.player if c.pending else c.attacker
    ev.append(
        Event(
            "fire",
            N_plural(
                "{force} fires at {target} (to-hit {hit}): dice {dice}, {count} hit.",
                "{force} fires at {target} (to-hit {hit}): dice {dice}, {count} hits.",
            ),
            {"force": fid, "target": target, "hit": hit, "dice": " ".join(map(str, dice)) or "-", "count": n},
            seat,
            revealed_to=tuple(range(len(state.players))),
        )
    )
    if target in BASE_CARDS:
        if n:
            c.base_shots += 1
    else:
        c.hits[target] = c.hits.get(target, 0) + n
    c.pending = None


def _removal(state: GameState, ev: list[Event]) -> None:
    """R-FIRE-5/6/7: casualties of the group at once; emptied forces leave; Base-card hits destroy."""
    c = state.combat
    assert c is not None
    for fid, n in sorted(c.hits.items()):
        seat = c.attacker if fid in L.forces(c.line, True) else c.defender
        seat = state.owner(seat, fid)
        b = state.players[seat].building(fid)
        assert b is not None
        allocate_hits(state, seat, b, n)
        if b.units == 0:  # ruling AR-24: the emptied building returns to its base
            b.damaged = 0
            L.take(c.line, fid)
            ev.append(Event("wiped", N_("{force} loses all its units."), {"force": fid}, seat))
    c.hits = {}
    ask_destroy(state)


def ask_destroy(state: GameState) -> None:
    """R-EMPTY-2 (ruling AR-09): one destruction per hitting Base-card shot, chosen after removal."""
    c = state.combat
    assert c is not None
    while c.base_shots:
        if empty_destroyable(state, c.defender):
            c.pending = Pending("destroy", c.attacker)
            return
        c.base_shots = 0


def destroy_building(state: GameState, seat: int, bid: str, ev: list[Event]) -> None:
    """R-EMPTY-3: the building and every card on, under or attached to it go to the discard (a defending
    teammate's building too: ruling AR-31)."""
    seat = state.owner(seat, bid)
    d = state.players[seat]
    b = d.building(bid)
    assert b is not None
    d.base.remove(b)
    d.discard.extend(([b.card] if b.card else []) + b.resources + b.under)
    for att in [a for a in d.base if a.host == bid]:  # §11.8: attached cards are destroyed with it
        d.base.remove(att)
        d.discard.extend([att.card] + att.resources)  # type: ignore[list-item]
    ev.append(Event("destroy", N_("The empty building {building} is destroyed."), {"building": bid}, seat))


def destroyed(state: GameState, bid: str, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None
    destroy_building(state, c.defender, bid, ev)
    c.base_shots -= 1
    c.pending = None
    ask_destroy(state)
    if c.pending is None:
        _after_removal(state)


def _end_round(state: GameState, ev: list[Event]) -> None:
    """R-END-1..3 (ruling AR-06): retreat, then elimination (both: defender), then the round limit."""
    c = state.combat
    assert c is not None
    c.marker -= 1
    a_left = L.forces(c.line, True)
    d_left = L.forces(c.line, False)
    if c.retreat is not None:  # ruling AR-05: the retreating side loses
        loser = c.retreat
        finish(state, c.defender if loser == c.attacker else c.attacker, "retreat", c.scoring_to, ev)
    elif not a_left or not d_left:
        finish(state, c.attacker if a_left else c.defender, "wiped", c.scoring_to, ev)
    elif c.marker < 1:
        finish(state, c.defender, "rounds", c.scoring_to, ev)
    else:
        c.round += 1
        c.stage = "emergency"


def finish(state: GameState, winner: int | None, end: str, scoring_to: int | None, ev: list[Event]) -> None:
    """§9.9: results, repairs, screens back; a captured base ends the game (ruling AR-32)."""
    c = state.combat
    assert c is not None
    if c.raid and winner == c.attacker and c.stage != "rewarded":
        c.end = end
        c.stage = "rewards"
        c.pending = Pending("rewards", c.attacker)
        ev.append(Event("won", N_("Player {seat} wins the combat."), {"seat": winner + 1}, winner))
        return
    if winner is not None and end != "claim" and c.stage != "rewarded":
        ev.append(Event("won", N_("Player {seat} wins the combat."), {"seat": winner + 1}, winner))
    if winner == c.attacker and end != "claim" and not c.raid:  # R-RAID-1
        if c.at == "base":
            ev.append(
                Event("captured", N_("Player {seat} captures the enemy base."), {"seat": winner + 1}, winner)
            )
            capture(state, c.attacker, c.defender, ev)
        else:
            state.frontier = c.attacker
            ev.append(
                Event("frontier", N_("Player {seat} takes the Frontier."), {"seat": winner + 1}, winner)
            )
    for p in state.players:
        for b in p.base:
            b.damaged = 0
    for seat in (c.attacker, c.defender):
        hooks(state, seat).combat_over(state, seat)
    state.last_combat = LastCombat(c.attacker, c.defender, winner, end, scoring_to)
    state.combat = None


def capture(state: GameState, attacker: int, defender: int, ev: list[Event]) -> None:
    """R-RES-1: two players, the game is won; melee (§13.1, ruling AR-30): the defender is eliminated, the
    attacker takes its scoring cards, a Frontier it held turns neutral; the last player left wins."""
    if len(state.players) == 2 or state.teams:  # §13.2: the attacking team wins
        state.captured = True
        state.over = True
        state.winners = state.team(attacker)
        return
    loser = state.players[defender]
    loser.eliminated = True
    state.players[attacker].scoring.extend(loser.scoring)
    loser.scoring = []
    if state.frontier == defender:
        state.frontier = None
    ev.append(Event("eliminated", N_("Player {seat} is eliminated."), {"seat": defender + 1}, defender))
    left = [i for i, p in enumerate(state.players) if not p.eliminated]
    if len(left) == 1:
        state.captured = True
        state.over = True
        state.winners = (left[0],)
