"""Helpers for Dice Game tests: invariants of a position and a random chooser that finishes games."""

from __future__ import annotations

from itertools import compress

from game.core import Rng
from game.tmdice import commands as C
from game.tmdice.dice import COLOURS
from game.tmdice.rules import RULES
from game.tmdice.state import OXYGEN_MAX, OXYGEN_MIN, TEMPERATURE_MAX, TEMPERATURE_MIN, GameState


def check_invariants(s: GameState) -> None:
    """Every die in exactly one place; no negative counts; parameters in range."""
    for colour in COLOURS:
        assert s.dice_count(colour) == 12, colour
        assert s.pool[colour] >= 0
    for p in s.players:
        assert p.wild >= 0
        assert all(n > 0 for n in p.dice.values())
    assert TEMPERATURE_MIN <= s.temperature <= TEMPERATURE_MAX
    assert OXYGEN_MIN <= s.oxygen <= OXYGEN_MAX
    assert 0 <= s.ocean_pile <= 7
    assert s.tile_supply >= 0 and s.special_supply >= 0
    assert len(s.awards) == 3 and len({a for a in s.awards}) == 3


PREFER = (C.PlayCard, C.StandardAction, C.UseCard)
_PREFERRED = frozenset(PREFER)  # the kinds of a legal list are these classes themselves, never subclasses


def choose(rng: Rng, legal) -> object:
    """A random legal command, leaning towards main actions so random games reach their end: an
    action (a group of the legal list) at random, then one of its forms (payment, discard) at random."""
    groups = legal.groups
    kinds = legal.kinds
    strong = list(compress(range(len(kinds)), map(_PREFERRED.__contains__, kinds)))  # the indices of PREFER
    group = groups[rng.choice(strong)] if strong and rng.randbelow(4) else rng.choice(groups)
    return rng.choice(group)


def play(players: int, seed: int, check=None, max_commands: int = 6000, corporate_era: bool = False):
    rng = Rng(seed * 31 + 7)
    state = RULES.new_game(RULES.setup_from_data({"players": players, "corporate_era": corporate_era}), seed)
    commands = []
    while not RULES.is_over(state) and len(commands) < max_commands:
        command = choose(rng, RULES.legal_commands(state))
        state = RULES.apply(state, command).state
        commands.append(command)
        if check:
            check(state)
    return commands, state
