"""Whole bot games with the playout invariants, and fair play: no bot aims a removal or a
production decrease at itself while another target exists."""

from __future__ import annotations

import pytest

from game.bots.framework import seat_view
from game.core import Rng
from game.tm.commands import ChoosePlayer
from game.tm.content import project_cards
from game.tm.decisions import PlayerDecision
from game.tm.rules import RULES
from tests.bots.support import bot
from tests.support.tm_playout import check_invariants

SETUPS = (
    {"players": 2},
    {"players": 3, "draft": True},
    {"players": 4},
    {"players": 5},
    {"players": 1, "solo": True},
)


def play_bot_game(setup_data: dict, levels: list[str], seed: int, invariants: bool = True) -> int:
    """One game, with the invariants checked after every command (unless ``invariants`` is
    false); returns the number of attacks a bot aimed at itself while another target existed."""
    s = RULES.new_game(RULES.setup_from_data(setup_data), seed)
    bots = [bot(level) for level in levels]
    rngs = [Rng(seed * 7 + i) for i in range(s.n)]
    tr_start, tr_deltas = [p.tr for p in s.players], [0] * s.n
    deck = len(project_cards(True))
    self_aimed = commands = 0
    while not RULES.is_over(s):
        seat = RULES.current_seat(s)
        legal = RULES.legal_commands(s)
        command = bots[seat].choose(seat_view(RULES, s, seat), legal, rngs[seat])
        decision = RULES.decision(s)
        if (
            isinstance(decision, PlayerDecision)
            and isinstance(command, ChoosePlayer)
            and command.target == seat
        ):
            self_aimed += any(t != seat for t in decision.targets)
        applied = RULES.apply(s, command)
        for e in applied.events:
            if e.kind == "tr":
                tr_deltas[e.params["player"]] += e.params["delta"]
        s = applied.state
        if invariants:
            check_invariants(s, tr_start, tr_deltas, deck)
        commands += 1
        assert commands < 5000, "game did not end"
    RULES.outcome(s)
    return self_aimed


def test_bot_games_keep_the_invariants_and_fair_play():
    levels = ["easy", "random", "normal", "greedy", "random"]
    for i, setup_data in enumerate(SETUPS):
        n = setup_data["players"]
        assert play_bot_game(setup_data, levels[:n], 100 + i) == 0


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(100))
def test_many_bot_games(chunk):
    """1,000 bot games across 2-5 players and solo (100 chunks of 10): none aims a removal or
    a production decrease at itself while another target exists; the first 500 also check
    the playout invariants after every command."""
    pool = ["random", "easy", "normal", "greedy"]
    for j in range(10):
        i = chunk * 10 + j
        setup_data = SETUPS[i % len(SETUPS)]
        levels = [pool[(i + k) % len(pool)] for k in range(setup_data["players"])]
        assert play_bot_game(setup_data, levels, 1000 + i, invariants=chunk < 50) == 0
