"""Helpers of the robot game tests: random play with invariants checked after every command."""

from __future__ import annotations

from collections import Counter

from game.core import Rng
from game.robots.content.load import content
from game.robots.rules import RULES
from game.robots.state import GameState


def check_invariants(s: GameState) -> None:
    """Card counts conserved across every zone; chits within capacity and supply; VP cards conserved."""
    c = content()
    n = len(s.players)
    mars = s.mars_row + s.deck_a + s.deck_b + s.mars_discard + ([s.current_card] if s.current_card else [])
    assert Counter(mars) == Counter({m.name: m.copies for m in c.mars.values()})
    vp = s.vp_deck + s.vp_discard + s.vp_removed + s.revealed + [v for p in s.players for v in p.vp]
    assert Counter(vp) == Counter(c.vp_values())
    assert s.progress_deck + s.progress_row == c.components.progress_cards
    assert s.progress_row >= 0 and s.progress_deck >= 0
    assert 0 <= s.chit_supply and s.chit_supply + s.chits_on_cards() == c.components.data_chits
    basic = Counter()
    special = Counter()
    for i, p in enumerate(s.players):
        cards = p.hand + p.programmed + p.deployed + p.discard
        for card in cards:
            (basic if s.parts[card].kind == "basic" else special)[card] += 1
        assert len(p.chits) == len(p.deployed)
        for card, chits in zip(p.deployed, p.chits, strict=True):
            assert 0 <= chits <= s.parts[card].survey
        assert 0 <= p.robot_chits <= max(1, s.robot(i).survey)
        if not p.eliminated and s.season != "exploration":
            assert len(p.vp) <= s.ability(i, "storage")
        if p.eliminated:
            assert p.vp == [] and p.chit_total() == 0
    assert basic == Counter({name: c.basic_copies * n for name in c.basic})
    assert s.unused_basic == (4 - n) * len(c.basic) * c.basic_copies
    for kind in c.special:
        assert special[kind] + s.supply[kind] == c.special_copies
    assert len(s.boxed_robots) + n == len(c.robots)
    assert len({p.robot for p in s.players} | set(s.boxed_robots)) == len(c.robots)
    row = [s.mars[m].deck for m in s.mars_row]
    assert all(a != b for a, b in zip(row, row[1:], strict=False)), row


def play(players: int, seed: int, check=None, max_commands: int = 5000):
    """A random game: (commands, final state); ``check`` runs after every command."""
    setup = RULES.setup_from_data({"players": players})
    state = RULES.new_game(setup, seed)
    chooser = Rng(seed * 31 + 7)
    commands = []
    if check:
        check(state)
    while not RULES.is_over(state) and len(commands) < max_commands:
        command = chooser.choice(list(RULES.legal_commands(state)))
        state = RULES.apply(state, command).state
        commands.append(command)
        if check:
            check(state)
    return commands, state
