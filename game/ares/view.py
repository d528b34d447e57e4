"""Snapshots, per-seat views that hide what a seat may not know, and determinize (spec §4.1, §20.16).

Hidden from other seats: hands, scoring piles (R-SCORE-2), deck order, a base behind its screen
(everything in it: buildings, sides, units, resources) until its owner constructs in a combat (open
to the end of that combat) or with ``open_bases``; the attack card and the Combat Choice until the
reveal, except to the attacker (ruling AR-16). ``unseen`` is what a seat cannot place: the multiset of another seat's
hand, deck, scoring pile and screened base cards (their faction's deck list is public).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ares.state import Building, Column, Combat, GameState, LastCombat, Pending, Player
from game.core.rng import Rng


def _building(b: Building) -> dict[str, Any]:
    out = {
        "id": b.id,
        "card": b.card,
        "side": b.side,
        "units": b.units,
        "resources": list(b.resources),
        "under": list(b.under),
        "damaged": b.damaged,
        "shields": b.shields,
        "start": b.start,
        "permanent": b.permanent,
    }
    if b.host:  # only attached cards carry it (the basic game's snapshots stay as they were)
        out["host"] = b.host
    return out


def _combat(c: Combat) -> dict[str, Any]:
    p = c.pending
    return {
        "attacker": c.attacker,
        "defender": c.defender,
        "attack_card": c.attack_card,
        "choice": c.choice,
        "at": c.at,
        "surprise": c.surprise,
        "revealed": c.revealed,
        "marker": c.marker,
        "scoring_to": c.scoring_to,
        "line": [{"a": list(col.a), "d": list(col.d)} for col in c.line],
        "unplaced": {str(k): list(v) for k, v in sorted(c.unplaced.items())},
        "last_placed": {str(k): list(v) for k, v in sorted(c.last_placed.items())},
        "redeploying": c.redeploying,
        "retreat": c.retreat,
        "group": c.group,
        "fired": list(c.fired),
        "hits": dict(sorted(c.hits.items())),
        "base_shots": c.base_shots,
        "pending": None
        if p is None
        else {
            "do": p.do,
            "player": p.player,
            "must_match": list(p.must_match),
            "extra": p.extra,
            "rolled": list(p.rolled),
            "rerolled": list(p.rerolled),
            "shot": list(p.shot),
        },
        "open": list(c.open),
        "round": c.round,
        "stage": c.stage,
        "moved": list(c.moved),
        "raid": c.raid,
        "raid_forces": {str(k): v for k, v in sorted(c.raid_forces.items())},
        "end": c.end,
        **({"also": [[s, card] for s, card in c.also]} if c.also else {}),
    }


def _last(lc: LastCombat | None) -> dict[str, Any] | None:
    if lc is None:
        return None
    return {
        "attacker": lc.attacker,
        "defender": lc.defender,
        "winner": lc.winner,
        "end": lc.end,
        "scoring_card_to": lc.scoring_card_to,
    }


def snapshot(state: GameState) -> dict[str, Any]:
    return {
        "mode": state.mode,
        "rng": state.rng.state,
        "frontier": state.frontier,
        "active": state.active,
        "players": [
            {
                "faction": p.faction,
                "hand": list(p.hand),
                "deck": list(p.deck),
                "discard": list(p.discard),
                "scoring": list(p.scoring),
                "base": [_building(b) for b in p.base],
                "rerolls": p.rerolls,
                "eliminated": p.eliminated,
                **({"marks": dict(sorted(p.marks.items()))} if p.marks else {}),
            }
            for p in state.players
        ],
        "combat": None if state.combat is None else _combat(state.combat),
        "last_combat": _last(state.last_combat),
        "opening": list(state.opening),
        "open_bases": state.open_bases,
        "over": state.over,
        "winners": list(state.winners),
        "captured": state.captured,
        "turn": state.turn,
        "dice": list(state.dice),
        **(
            {
                "teams": [list(t) for t in state.teams],
                "to_play": list(state.to_play),
                "attacks": [[s, card] for s, card in state.attacks],
                "attack_choice": state.attack_choice,
                "attack_target": state.attack_target,
            }
            if state.teams
            else {}
        ),
        **({"content_rules": state.content_rules} if state.content_rules is not None else {}),
    }


def base_open(state: GameState, owner: int, seat: int) -> bool:
    c = state.combat
    return state.allied(owner, seat) or state.open_bases or (c is not None and owner in c.open)


def view(state: GameState, seat: int) -> dict[str, Any]:
    if not 0 <= seat < len(state.players):
        raise ValueError(f"no seat {seat} in this game")
    snap = snapshot(state)
    del snap["rng"]
    del snap["dice"]
    snap["seat"] = seat
    for i, (p, pv) in enumerate(zip(state.players, snap["players"], strict=True)):
        pv["hand_size"] = len(p.hand)
        pv["deck_size"] = len(p.deck)
        pv["discard_size"] = len(p.discard)
        if i == seat:
            pv["deck"] = sorted(p.deck)  # the order is nobody's to know
            pv["deck_bottom"] = None if state.opening or not p.deck else p.deck[-1]
            continue
        mate = state.allied(i, seat)  # a teammate: its base and the team's scoring pile are shown (AR-31)
        unseen = list(p.hand) + list(p.deck) + ([] if mate else list(p.scoring)) + list(p.discard)
        pv["hand"] = None
        pv["deck"] = None
        if not mate:
            pv["scoring"] = None
        pv["discard"] = None  # ruling AR-45: spent resources were face down
        if not base_open(state, i, seat):
            for b in p.base:
                unseen += ([b.card] if b.card and not b.start else []) + b.resources + b.under
            pv["base"] = None
            if "marks" in pv:  # which building a power payment woke names a hidden build
                kept = {k: v for k, v in pv["marks"].items() if not k.startswith("combat:on:")}
                if kept:
                    pv["marks"] = kept
                else:  # as a player without marks reads (a state rebuilt from the view has none)
                    del pv["marks"]
        pv["unseen"] = sorted(unseen)
    if state.attacks and not state.allied(seat, state.attacks[0][0]):
        snap["attacks"] = [[s, None] for s, _ in state.attacks]  # face down to the other team (§13.2)
        snap["attack_choice"] = None
    c = state.combat
    if c is not None:
        cv = snap["combat"]
        if not c.revealed and not state.allied(seat, c.attacker):
            cv["attack_card"] = None
            cv["choice"] = None
            if c.also:
                cv["also"] = [[s, None] for s, _ in c.also]
        if c.raid and len(c.raid_forces) < 2:  # R-RAID-3: chosen secretly, revealed together
            cv["raid_forces"] = {k: v for k, v in cv["raid_forces"].items() if state.allied(int(k), seat)}
    return snap


def _restore_building(d: Mapping[str, Any]) -> Building:
    return Building(
        d["id"],
        d["card"],
        d["side"],
        d["units"],
        list(d["resources"]),
        list(d["under"]),
        d["damaged"],
        d["shields"],
        d["start"],
        d["permanent"],
        d.get("host", ""),
    )


def from_snapshot(template: GameState, snap: Mapping[str, Any]) -> GameState:
    """A state rebuilt from a full snapshot (the cards come from ``template``)."""
    players = [
        Player(
            p["faction"],
            list(p["hand"]),
            list(p["deck"]),
            list(p["discard"]),
            list(p["scoring"]),
            [_restore_building(b) for b in p["base"]],
            p["rerolls"],
            p["eliminated"],
            dict(p.get("marks", {})),
        )
        for p in snap["players"]
    ]
    s = GameState(template.cards, snap["mode"], players, Rng(state=snap.get("rng", 0)))
    s.content_rules = snap.get("content_rules")
    s.frontier = snap["frontier"]
    s.active = snap["active"]
    cv = snap["combat"]
    if cv is not None:
        pv = cv["pending"]
        pend = (
            None
            if pv is None
            else Pending(
                pv["do"],
                pv["player"],
                list(pv["must_match"]),
                pv["extra"],
                list(pv["rolled"]),
                list(pv["rerolled"]),
                tuple(pv["shot"]),
            )
        )  # type: ignore[arg-type]
        s.combat = Combat(
            cv["attacker"],
            cv["defender"],
            cv["attack_card"],
            cv["choice"],
            cv["at"],
            cv["surprise"],
            cv["revealed"],
            cv["marker"],
            cv["scoring_to"],
            [Column(list(c["a"]), list(c["d"])) for c in cv["line"]],
            {int(k): list(v) for k, v in cv["unplaced"].items()},
            {int(k): list(v) for k, v in cv["last_placed"].items()},
            cv["redeploying"],
            cv["retreat"],
            cv["group"],
            list(cv["fired"]),
            dict(cv["hits"]),
            cv["base_shots"],
            pend,
            list(cv["open"]),
            cv["round"],
            cv["stage"],
            list(cv["moved"]),
            cv["raid"],
            {int(k): v for k, v in cv["raid_forces"].items()},
            cv["end"],
            [(s, card) for s, card in cv.get("also", [])],
        )
    lc = snap["last_combat"]
    if lc is not None:
        s.last_combat = LastCombat(
            lc["attacker"], lc["defender"], lc["winner"], lc["end"], lc["scoring_card_to"]
        )
    s.opening = list(snap["opening"])
    s.open_bases = snap["open_bases"]
    s.over = snap["over"]
    s.winners = tuple(snap["winners"])
    s.captured = snap["captured"]
    s.turn = snap["turn"]
    s.dice = list(snap.get("dice", []))
    s.teams = tuple(tuple(t) for t in snap.get("teams", []))
    s.to_play = list(snap.get("to_play", []))
    s.attacks = [(seat, card) for seat, card in snap.get("attacks", [])]
    s.attack_choice = snap.get("attack_choice", "")
    s.attack_target = snap.get("attack_target", -1)
    return s


def determinize(template: GameState, v: Mapping[str, Any], rng: Rng) -> GameState:
    """A state consistent with seat ``v['seat']``'s view: hidden cards dealt from ``unseen`` at random.

    A screened base is rebuilt as its start buildings holding every hidden card not in hand or deck
    as resources (any layout looks the same behind the screen); hidden scoring piles are empty (the
    count is hidden too, R-SCORE-2)."""
    seat = v["seat"]
    snap = {k: val for k, val in v.items() if k != "seat"}
    snap["players"] = [dict(p) for p in v["players"]]
    for i, p in enumerate(snap["players"]):
        if i == seat:
            deck = list(p["deck"])
            bottom = p.get("deck_bottom")
            if bottom is not None:
                deck.remove(bottom)
            rng.shuffle(deck)
            p["deck"] = deck + ([bottom] if bottom is not None else [])
            continue
        pool = list(p["unseen"])
        rng.shuffle(pool)
        p["hand"], pool = pool[: p["hand_size"]], pool[p["hand_size"] :]
        p["deck"], pool = pool[: p["deck_size"]], pool[p["deck_size"] :]
        shown = p["scoring"] is not None  # a teammate's: the team's pile
        if not shown:
            p["scoring"] = []
        p["discard"], pool = pool[: p["discard_size"]], pool[p["discard_size"] :]
        if p["base"] is None:
            starts = [
                {
                    "id": bid,
                    "card": n,
                    "side": None,
                    "units": 0,
                    "resources": [],
                    "under": [],
                    "damaged": 0,
                    "shields": 0,
                    "start": True,
                    "permanent": False,
                }
                for bid, n in _starts(template, p["faction"], i, len(v["players"]))
            ]
            if starts:
                starts[0]["resources"] = pool
            p["base"] = starts
        elif not shown:
            p["scoring"] = pool
    cv = snap.get("combat")
    if cv is not None and cv["attack_card"] is None:
        snap["combat"] = cv = dict(cv)
        cv["attack_card"], cv["choice"] = _hidden_attack(template, v, cv, rng)
        if cv.get("also"):
            cv["also"] = [
                [s, _hidden_attack(template, v, {"attacker": s, "raid": False}, rng)[0]]
                for s, _ in cv["also"]
            ]
    if snap.get("attacks") and snap["attack_choice"] is None:
        snap["attacks"] = [
            [s, _hidden_attack(template, v, {"attacker": s, "raid": False}, rng)[0]]
            for s, _ in snap["attacks"]
        ]
        snap["attack_choice"] = rng.choice(["claim" if v["frontier"] is None else "normal", "deep_strike"])

    snap["rng"] = rng.randbelow(1 << 32)
    s = from_snapshot(template, snap)
    c = s.combat
    if c is not None and c.raid and c.attacker != seat and c.attacker not in c.raid_forces and c.line == []:
        from game.ares.raid import eligible  # raid imports combat, which the view need not load

        forces = eligible(s, c.attacker) if c.stage == "raid_force" and c.pending is not None else []
        if forces and c.pending is not None and c.pending.player != c.attacker:
            c.raid_forces[c.attacker] = rng.choice(forces)  # chosen secretly (R-RAID-3): any eligible one
    return s


def _hidden_attack(
    template: GameState, v: Mapping[str, Any], cv: Mapping[str, Any], rng: Rng
) -> tuple[str, str]:
    """An attack card and Combat Choice the attacker may have played (both hidden until the reveal)."""
    faction = v["players"][cv["attacker"]]["faction"]
    kind = "raid" if cv["raid"] else "standard"
    cards = sorted(n for n, c in template.cards.items() if c.kind == "attack" and c.attack == kind)
    card = next((n for n in cards if template.cards[n].faction == faction), cards[0] if cards else "")
    if cv["raid"]:
        return card, "deep_strike"
    return card, rng.choice(["claim" if v["frontier"] is None else "normal", "deep_strike"])


def _starts(template: GameState, faction: str | None, seat: int, players: int) -> list[tuple[str, str]]:
    from game.ares.flow import start_id  # flow loads the combat modules, which the view need not load

    return [
        (start_id(n, seat, players), n) for n, c in template.cards.items() if c.start and c.faction == faction
    ][:1]
