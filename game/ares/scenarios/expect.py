"""Checking a scenario's ``expect`` (partial: only keys present; card lists are multisets; unknown keys FAIL)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.ares import combat as K
from game.ares import flow
from game.ares import line as L
from game.ares.rules import RULES
from game.ares.state import BASE_CARDS, GameState


class Mismatch(Exception):
    pass


def _eq(where: str, got: Any, want: Any) -> None:
    if got != want:
        raise Mismatch(f"{where}: expected {want!r}, got {got!r}")


def _multiset(where: str, got: list[str], want: list[str]) -> None:
    if Counter(got) != Counter(want):
        raise Mismatch(f"{where}: expected {sorted(want)!r}, got {sorted(got)!r}")


def _known(where: str, data: dict[str, Any], keys: set[str]) -> None:
    unknown = sorted(set(data) - keys)
    if unknown:
        raise Mismatch(f"{where}.{unknown[0]}: unknown key")


TOP = {
    "frontier",
    "active_player",
    "game_over",
    "winner",
    "score",
    "players",
    "combat",
    "last_combat",
    "views",
}
PLAYER = {
    "hand",
    "hand_size",
    "hand_includes",
    "hand_excludes",
    "deck",
    "deck_size",
    "deck_bottom",
    "discard_size",
    "discard_includes",
    "scoring",
    "rerolls",
    "eliminated",
    "base_excludes",
    "base",
}
BASE = {"id", "card", "side", "units", "resources", "under", "type", "damaged", "shields", "stack"}
COMBAT = {
    "attacker",
    "defender",
    "attack_card",
    "choice",
    "at",
    "surprise",
    "marker",
    "raid_forces",
    "waiting",
    "line",
    "to_hit",
}
LAST = {"attacker", "defender", "winner", "end", "scoring_card_to"}


def check(state: GameState, exp: dict[str, Any], where: str = "expect") -> None:
    _known(where, exp, TOP)
    if "frontier" in exp:
        _eq(f"{where}.frontier", state.frontier, exp["frontier"])
    if "active_player" in exp:
        _eq(f"{where}.active_player", state.active, exp["active_player"])
    if "game_over" in exp:
        _eq(f"{where}.game_over", state.over, exp["game_over"])
    if "winner" in exp:
        want = exp["winner"]
        got: Any = (
            None if not state.over else (state.winners[0] if len(state.winners) == 1 else list(state.winners))
        )
        if isinstance(want, list):
            got = list(state.winners)
        _eq(f"{where}.winner", got, want)
    if "score" in exp:
        for i, s in enumerate(exp["score"]):
            got = {
                "cards": len(state.players[i].scoring),
                "frontier": 2 if state.frontier == i else 0,
                "total": flow.score(state, i),
            }
            for k, v in s.items():
                _eq(f"{where}.score.{i}.{k}", got.get(k), v)
    for i, pe in enumerate(exp.get("players", [])):
        _player(state, i, pe, f"{where}.players.{i}")
    if "combat" in exp:
        _combat(state, exp["combat"], f"{where}.combat")
    if "last_combat" in exp:
        want = exp["last_combat"]
        lc = state.last_combat
        if want is None or lc is None:
            _eq(
                f"{where}.last_combat",
                None if lc is None else "a combat",
                None if want is None else "a combat",
            )
        else:
            _known(f"{where}.last_combat", want, LAST)
            for k, v in want.items():
                _eq(f"{where}.last_combat.{k}", getattr(lc, k), v)
    for s, ve in enumerate(exp.get("views", [])):
        _view(state, s, ve, f"{where}.views.{s}")


def _player(state: GameState, i: int, pe: dict[str, Any], where: str) -> None:
    _known(where, pe, PLAYER)
    p = state.players[i]
    simple = {
        "hand_size": len(p.hand),
        "deck_size": len(p.deck),
        "discard_size": len(p.discard),
        "scoring": len(p.scoring),
        "rerolls": p.rerolls,
        "eliminated": p.eliminated,
        "deck_bottom": p.deck[-1] if p.deck else None,
    }
    for k, v in simple.items():
        if k in pe:
            _eq(f"{where}.{k}", v, pe[k])
    if "hand" in pe:
        _multiset(f"{where}.hand", p.hand, pe["hand"])
    if "deck" in pe:
        _eq(f"{where}.deck", p.deck, pe["deck"])
    for k, pile in (("hand_includes", p.hand), ("discard_includes", p.discard)):
        if k in pe and Counter(pe[k]) - Counter(pile):
            raise Mismatch(f"{where}.{k}: {sorted(pe[k])!r} not all in {sorted(pile)!r}")
    if "hand_excludes" in pe:
        for n in pe["hand_excludes"]:
            if n in p.hand:
                raise Mismatch(f"{where}.hand_excludes: {n!r} is in the hand")
    if "base_excludes" in pe:
        for bid in pe["base_excludes"]:
            if p.building(bid) is not None:
                raise Mismatch(f"{where}.base_excludes: {bid!r} is in the base")
    for k, be in enumerate(pe.get("base", [])):
        _building(state, i, be, f"{where}.base.{k}")


def _building(state: GameState, i: int, be: dict[str, Any], where: str) -> None:
    _known(where, be, BASE)
    b = state.players[i].building(be.get("id", be.get("card")))
    if b is None:
        raise Mismatch(f"{where}.id: no building {be.get('id', be.get('card'))!r} in the base")
    side = state.side(i, b.id)
    got = {
        "card": b.card,
        "side": b.side,
        "units": b.units,
        "damaged": b.damaged,
        "shields": b.shields,
        "type": side.type if side else None,
        "stack": len(b.under) if b.card is None else None,
    }
    for k, v in be.items():
        if k == "id":
            continue
        if k in ("resources", "under"):
            pile = getattr(b, k)
            if isinstance(v, int):
                _eq(f"{where}.{k}", len(pile), v)
            else:
                _multiset(f"{where}.{k}", pile, v)
        else:
            _eq(f"{where}.{k}", got[k], v)


def _combat(state: GameState, ce: dict[str, Any] | None, where: str) -> None:
    c = state.combat
    if ce is None or c is None:
        _eq(where, None if c is None else "a combat", None if ce is None else "a combat")
        return
    _known(where, ce, COMBAT)
    simple = {
        "attacker": c.attacker,
        "defender": c.defender,
        "attack_card": c.attack_card,
        "choice": c.choice,
        "at": c.at,
        "surprise": c.surprise,
        "marker": c.marker,
    }
    for k, v in simple.items():
        if k in ce:
            _eq(f"{where}.{k}", v, ce[k])
    if "raid_forces" in ce:
        got = {"a": c.raid_forces.get(c.attacker), "d": c.raid_forces.get(c.defender)}
        _eq(f"{where}.raid_forces", {k: got[k] for k in ce["raid_forces"]}, ce["raid_forces"])
    if "waiting" in ce:
        p = c.pending
        _eq(f"{where}.waiting", None if p is None else {"player": p.player, "do": p.do}, ce["waiting"])
    if "line" in ce:
        got = [{"a": list(col.a), "d": list(col.d)} for col in c.line]
        _eq(f"{where}.line", got, ce["line"])
    for k, te in enumerate(ce.get("to_hit", [])):
        f, t = te["force"], te["target"]
        seat = c.attacker if f in L.forces(c.line, True) else c.defender
        if L.find(c.line, f) is None or (t not in BASE_CARDS and L.find(c.line, t) is None):
            raise Mismatch(f"{where}.to_hit.{k}: {f!r} or {t!r} is not on the line")
        hit = K.to_hit(state, seat, f, t)
        if "to_hit" in te:
            _eq(f"{where}.to_hit.{k}.to_hit", "X" if hit is None else hit, te["to_hit"])
        if "dice" in te:
            b = state.players[state.owner(seat, f)].building(f)
            n = 0 if hit is None else K.dice_count(b.units if b else 0, hit)
            _eq(f"{where}.to_hit.{k}.dice", n, te["dice"])


def _view(state: GameState, s: int, ve: dict[str, Any], where: str) -> None:
    v = RULES.view(state, s)
    for k, want in ve.items():
        if k in ("frontier", "active_player"):
            _eq(f"{where}.{k}", v["frontier" if k == "frontier" else "active"], want)
        elif k == "players":
            for i, pe in enumerate(want):
                for key, val in pe.items():
                    got = v["players"][i].get(key, "(absent)")
                    if val is None:
                        _eq(f"{where}.players.{i}.{key}", got, None)
                    elif key in ("hand", "scoring") and isinstance(got, list) and isinstance(val, int):
                        _eq(f"{where}.players.{i}.{key}", len(got), val)
                    elif key == "base" and isinstance(got, list) and isinstance(val, list):
                        ids = {b["id"] for b in got}
                        for be in val:
                            if be.get("id") not in ids:
                                raise Mismatch(f"{where}.players.{i}.base: {be.get('id')!r} not shown")
                    else:
                        _eq(f"{where}.players.{i}.{key}", got, val)
        elif k == "combat":
            cv = v["combat"]
            if want is None or cv is None:
                _eq(f"{where}.combat", cv is None, want is None)
            else:
                for key, val in want.items():
                    _eq(f"{where}.combat.{key}", cv.get(key, "(absent)"), val)
        else:
            raise Mismatch(f"{where}.{k}: unknown key")
