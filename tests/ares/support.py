"""Shared helpers of the Ares tests: random playouts and the invariants checked after every command."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from game.ares.content.load import content
from game.ares.rules import RULES
from game.ares.state import GameState
from game.core import Rng
from game.core.serial import canonical_json


def all_cards(state: GameState) -> Counter:
    """Every deck card wherever it is: hands, decks, discards, scoring piles, bases, an attack in flight."""
    out: Counter = Counter()
    for p in state.players:
        out.update(p.hand)
        out.update(p.deck)
        out.update(p.discard)
        out.update(p.scoring)
        for b in p.base:
            if b.card is not None and not b.start:
                out[b.card] += 1
            out.update(b.resources)
            out.update(b.under)
    c = state.combat
    if c is not None and not c.revealed:
        out[c.attack_card] += 1
        out.update(card for _, card in c.also)
    out.update(card for _, card in state.attacks)  # the team game: attack cards waiting for the teammate
    return out


def check_invariants(state: GameState) -> None:
    expected = Counter()
    for p in state.players:
        expected.update(content().deck(p.faction))
    assert all_cards(state) == expected, "cards are conserved"
    for p in state.players:
        for b in p.base:
            assert 0 <= b.units <= 4
            assert b.damaged in (0, 1) and (b.damaged == 0 or b.units > 0)
            assert b.shields >= 0
    c = state.combat
    for seat in range(len(state.players)):
        v = RULES.view(state, seat)
        for other, pv in enumerate(v["players"]):
            if other == seat:
                continue
            mate = state.allied(seat, other)  # a teammate shows its base and the team's scoring pile
            assert pv["hand"] is None and pv["deck"] is None and pv["discard"] is None
            assert (pv["scoring"] is None) != mate
            shown = mate or state.open_bases or (c is not None and other in c.open)
            assert (pv["base"] is None) != shown, "a screened base is hidden, a constructed one shown"
            if pv["base"] is None:
                text = canonical_json(v)
                for b in state.players[other].base:
                    if not b.start:
                        assert f'"{b.id}"' not in text, "a hidden build's id never reaches another seat"


def play(
    seed: int,
    check: Callable[[GameState], None] | None = None,
    chooser_seed: int | None = None,
    mode="basic",
    setup_data: dict | None = None,
    factions: tuple[str, ...] | None = None,
):
    data = {"mode": mode} if factions is None else {"mode": mode, "factions": list(factions)}
    setup = RULES.setup_from_data(data if setup_data is None else setup_data)
    state = RULES.new_game(setup, seed)
    chooser = Rng(seed * 31 + 7 if chooser_seed is None else chooser_seed)
    commands = []
    while not RULES.is_over(state):
        legal = list(RULES.legal_commands(state))
        cmd = chooser.choice(legal)
        state = RULES.apply(state, cmd).state
        commands.append(cmd)
        if check is not None:
            check(state)
    return commands, state
