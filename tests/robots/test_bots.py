"""Computer players of the robot game: every level answers every decision kind from its seat's
view, plans from its own view only, finishes games, and normal beats random."""

from __future__ import annotations

import pytest

from game.bots.arena import play_game
from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.bots.request import kit_for
from game.bots.robots import MAX_PLANS, candidates
from game.core import Rng
from game.robots import commands as C
from game.robots.evaluation import play_out, quick_plan, relative_value, round_start
from game.robots.rules import RULES
from tests.robots.support import check_invariants

LEVELS = ("random", "greedy", "easy", "normal", "hard")
KIT = kit_for("robots")


def bot(level: str):
    return make_bot(level, KIT, **({"iterations": 2} if level == "hard" else {}))


def _positions(seed: int, players: int = 3):
    """Positions of a random game at each kind of decision: development, plan, storm, place."""
    s = RULES.new_game(RULES.setup_from_data({"players": players}), seed)
    rng = Rng(seed)
    while not RULES.is_over(s):
        if s.pending is not None:
            yield s.pending.KIND, s
        else:
            yield s.season, s
        s = RULES.apply(s, rng.choice(RULES.legal_commands(s))).state


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_every_decision_kind_with_a_legal_command(level):
    wanted = {"development", "planning", "storm", "place"}
    met: set[str] = set()
    b = bot(level)
    for seed in range(1, 12):
        for kind, s in _positions(seed):
            if kind in met:
                continue
            seat = RULES.current_seat(s)
            legal = RULES.legal_commands(s)
            if len(legal) < 2:
                continue
            command = b.choose(seat_view(RULES, s, seat), legal, Rng(seed))
            assert command in legal, (level, kind, command)
            met.add(kind)
        if met >= wanted:
            break
    assert met >= wanted, met


def _planning_with_a_planned_opponent(seed: int):
    """Seat 1 has programmed its robot (face down); seat 0 is to plan."""
    s = RULES.new_game(RULES.setup_from_data({"players": 2}), seed)
    rng = Rng(seed)
    while s.season != "planning" or s.round < 2:
        s = RULES.apply(s, rng.choice(RULES.legal_commands(s))).state
        if RULES.is_over(s):
            return None
    seat = RULES.current_seat(s)
    other = 1 - seat
    s = RULES.apply(s, C.Plan(other, quick_plan(s, other))).state
    return s if s.season == "planning" else None


def _hidden_twin(s):
    """The same view for the seat to move: the opponent's hand and program mixed up, the VP it
    holds swapped with the deck's, the Mars decks reordered and another generator."""
    twin = s.clone()
    seat = RULES.current_seat(s)
    for i, p in enumerate(twin.players):
        if i == seat:
            continue
        hidden = sorted(p.hand + p.programmed, reverse=True)
        p.programmed, p.hand = hidden[: len(p.programmed)], hidden[len(p.programmed) :]
        k = len(p.vp)
        if k and len(twin.vp_deck) >= k:
            p.vp, twin.vp_deck = twin.vp_deck[:k], p.vp + twin.vp_deck[k:]
    twin.deck_a.reverse()
    twin.deck_b.reverse()
    twin.vp_deck.reverse()
    twin.rng = Rng(12345)
    return twin


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_plans_from_its_own_view_only(level):
    checked = 0
    for seed in range(1, 40):
        s = _planning_with_a_planned_opponent(seed)
        if s is None:
            continue
        twin = _hidden_twin(s)
        seat = RULES.current_seat(s)
        if RULES.snapshot(s) == RULES.snapshot(twin):
            continue
        assert RULES.view(s, seat) == RULES.view(twin, seat)
        a = bot(level).choose(seat_view(RULES, s, seat), RULES.legal_commands(s), Rng(9))
        b = bot(level).choose(seat_view(RULES, twin, seat), RULES.legal_commands(twin), Rng(9))
        assert a == b
        checked += 1
        if checked == 2:
            break
    assert checked == 2


def test_play_out_reaches_the_next_round_start_without_changing_the_position():
    for kind, s in _positions(4):
        if kind == "planning":
            before = RULES.snapshot(s)
            after = play_out(s)
            assert RULES.snapshot(s) == before
            assert round_start(after)
            assert after.over or after.round == s.round + 1
            break
    else:
        pytest.fail("no planning position")


def test_candidates_trim_the_first_hand_to_the_best_plans_and_keep_the_default():
    s = RULES.new_game(RULES.setup_from_data({"players": 3}), 2)
    while s.season != "planning":
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    seat = RULES.current_seat(s)
    legal = RULES.legal_commands(s)
    assert len(legal) == 210
    kept = candidates(s, seat, legal)
    assert len(kept) == MAX_PLANS
    assert C.Plan(seat, quick_plan(s, seat)) in kept


def test_an_eliminated_seat_is_worth_far_less_than_a_surviving_one():
    for _kind, s in _positions(3):
        if s.season == "development" and not any(p.eliminated for p in s.players) and s.round >= 2:
            lost = s.clone()
            lost.players[0].eliminated = True
            lost.players[0].vp = []
            assert relative_value(lost, 0) < relative_value(s, 0) - 20
            return
    pytest.fail("no position")


def test_normal_beats_random_over_a_seeded_arena_run():
    wins = {"normal": 0, "random": 0}
    for i in range(20):
        r = play_game("robots", 2, ["normal", "random"], 1, i)
        for w in r.winners:
            wins[r.seats[w]] += 1
    assert wins["normal"] >= 4 and wins["normal"] >= 3 * wins["random"], wins


def _bot_game(levels: list[str], seed: int) -> None:
    s = RULES.new_game(RULES.setup_from_data({"players": len(levels)}), seed)
    bots = [bot(level) for level in levels]
    rngs = [Rng(seed * 7 + i) for i in range(len(levels))]
    for _ in range(2000):
        if RULES.is_over(s):
            break
        seat = RULES.current_seat(s)
        legal = RULES.legal_commands(s)
        command = bots[seat].choose(seat_view(RULES, s, seat), legal, rngs[seat])
        assert command in legal
        s = RULES.apply(s, command).state
        check_invariants(s)
    assert RULES.is_over(s)
    RULES.outcome(s)


def test_bot_games_of_two_three_and_four_finish():
    _bot_game(["normal", "greedy"], 1)
    _bot_game(["easy", "normal", "random"], 2)
    _bot_game(["greedy", "random", "easy", "normal"], 3)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(6))
def test_many_bot_games_finish_with_the_invariants(chunk):
    pool = ["random", "easy", "normal", "greedy"]
    for j in range(6):
        i = chunk * 6 + j
        players = 2 + i % 3
        _bot_game([pool[(i + k) % len(pool)] for k in range(players)], 500 + i)
