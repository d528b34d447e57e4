"""The legal list is complete: every command ``apply`` accepts that is built from the seat's own
dice, wild tokens and cards is listed (in its canonical, sorted form), and every listed command is
accepted. Positions come from random playouts."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest

from game.core import IllegalCommand, Rng
from game.tmdice import commands as C
from game.tmdice.cardplay import card_cost
from game.tmdice.dice import COLOURS, FACE_COLOUR, TIERS
from game.tmdice.flow import STANDARD
from game.tmdice.legal import LegalCommands, canonical
from game.tmdice.rules import RULES
from tests.tmdice.support import play


def _accepted(state, command) -> bool:
    try:
        RULES.apply(state, command)
    except IllegalCommand:
        return False
    return True


def _multisets(held: Counter, size: int) -> list[tuple[str, ...]]:
    """Every multiset of ``size`` items (faces and "wild") the seat holds, in reversed order (so
    that ``canonical`` has to sort it)."""
    items = sorted(held)
    out = []
    for combo in combinations_with_replacement(items, size):
        if all(held[i] >= n for i, n in Counter(combo).items()):
            out.append(tuple(reversed(combo)))
    return out


def _built(state) -> list:
    """Candidate commands built from the seat's holdings (many of them illegal)."""
    seat = RULES.current_seat(state)
    if state.pending is not None:
        p = state.players[seat]
        held = Counter(p.dice) + Counter({"wild": p.wild})
        extra = [C.Answer(seat, a) for a in state.pending.answers()]
        if state.pending.KIND == "pay":
            size = (
                sum(card_cost(state, seat, state.queue[0]["card"]).values())
                if "card" in state.queue[0]
                else 0
            )
            sizes = [size] if state.queue[0].get("card") else range(0, 4)
            extra += [C.Answer(seat, ",".join(m)) for k in sizes for m in _multisets(held, k)]
        return extra
    p = state.players[seat]
    held = Counter(p.dice) + Counter({"wild": p.wild})
    out: list = [C.EndTurn(seat)] + [C.GainDie(seat, c) for c in COLOURS]
    singles = _multisets(held, 1)
    out += [C.DrawTwo(seat, pay) for pay in singles]
    for die in p.dice:
        for to in TIERS[FACE_COLOUR[die]]:
            out += [C.ChangeFace(seat, pay, die, to) for pay in singles]
    for name in set(p.hand):
        cost = card_cost(state, seat, name)
        out += [C.PlayCard(seat, name, pay) for pay in _multisets(held, sum(cost.values()))]
    for name in p.cards():
        action = state.cards[name].action
        if action is not None:
            out += [C.UseCard(seat, name, pay) for pay in _multisets(held, sum(action.cost.values()))]
    for action, (cost, _) in STANDARD.items():
        out += [C.StandardAction(seat, action, pay) for pay in _multisets(held, sum(cost.values()))]
    dice = Counter(p.dice)
    keeps = [m for k in range(min(6, dice.total()) + 1) for m in _multisets(dice, k)]
    hands = [c for k in range(len(p.hand) + 1) for c in combinations(sorted(p.hand), k)]
    picker = Rng(len(keeps) * 31 + len(hands))
    for _ in range(40):
        keep, discard = picker.choice(keeps), picker.choice(hands)
        out.append(C.Production(seat, keep, tuple(reversed(discard))))
    return out


def _positions(players: int, seed: int, every: int):
    commands, _ = play(players, seed)
    s = RULES.new_game(RULES.setup_from_data({"players": players}), seed)
    for i, command in enumerate(commands):
        if i % every == 0:
            yield s
        s = RULES.apply(s, command).state


@pytest.mark.parametrize(("players", "seed", "every"), [(2, 1, 23), (3, 2, 29), (1, 4, 7)])
def test_every_accepted_command_is_listed_and_every_listed_command_is_accepted(players, seed, every):
    checked = listed_checked = 0
    for state in _positions(players, seed, every):
        legal = RULES.legal_commands(state)
        assert isinstance(legal, LegalCommands)
        for command in _built(state):
            if _accepted(state, command):
                assert command in legal, command
                assert canonical(command) in legal
                checked += 1
        n = len(legal)
        sampler = Rng(n)
        picks = range(n) if n <= 300 else sorted({sampler.randbelow(n) for _ in range(60)})
        for i in picks:
            assert _accepted(state, legal[i]), legal[i]
            listed_checked += 1
        assert len(set(legal[i] for i in picks)) == len(list(picks))  # no command listed twice
    assert checked > 200 and listed_checked > 200


def test_a_production_turn_lists_every_keep_and_every_discard():
    """Two dice of one face and one of another, keep limit 3, a hand of 5: 6 keeps (3 dice, 2+1 x2,
    1 x2, none) x 32 discard choices; the default (largest keep, no discard) comes first."""
    s = RULES.new_game(RULES.setup_from_data({"players": 2}), 3)
    while s.phase == "setup":
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    seat = s.active
    s.players[seat].dice = {"heat": 2, "plant": 1}
    s.players[seat].wild = 0
    s.players[seat].hand = s.players[seat].hand[:5]
    assert len(set(s.players[seat].hand)) == 5
    legal = RULES.legal_commands(s)
    productions = [g for g in legal.groups if isinstance(g[0], C.Production)]
    keeps = [g[0].keep for g in productions]
    assert keeps == [
        ("heat", "heat", "plant"),
        ("heat", "heat"),
        ("heat", "plant"),
        ("heat",),
        ("plant",),
        (),
    ]
    assert all(len(g) == 32 and g[0].discard == () for g in productions)
    assert C.Production(seat, ("plant", "heat"), tuple(reversed(sorted(s.players[seat].hand[:2])))) in legal
    assert C.Production(seat, ("plant", "plant"), ()) not in legal


def test_payments_list_every_distinct_multiset_once():
    """Place a city (3 city icons) holding 2 city dice and 2 wild tokens: city+city+wild and
    city+wild+wild (and no payment twice); the default pays dice first."""
    s = RULES.new_game(RULES.setup_from_data({"players": 2}), 3)
    while s.phase == "setup":
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    seat = s.active
    s.players[seat].dice = {"city": 2, "heat": 1}
    s.players[seat].wild = 2
    s = RULES.apply(s, C.GainDie(seat, "yellow")).state
    legal = RULES.legal_commands(s)
    city = [c for c in legal if isinstance(c, C.StandardAction) and c.action == "place_city"]
    assert [c.pay for c in city] == [("city", "city", "wild"), ("city", "wild", "wild")]
