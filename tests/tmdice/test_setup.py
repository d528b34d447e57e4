"""Setup: the first player drawn from the seeded generator, secret corporation choices, rounds."""

from __future__ import annotations

from game.core.serial import canonical_json
from game.tmdice import commands as C
from game.tmdice.decisions import ChooseCard, ChooseHandicap
from game.tmdice.rules import RULES


def _new(players: int, seed: int):
    return RULES.new_game(RULES.setup_from_data({"players": players}), seed)


def _answer(state, value: str):
    return RULES.apply(state, C.Answer(state.pending.seat, value)).state


def test_the_first_player_is_drawn_and_leads_setup_and_play():
    """Ruling TD-47: a seeded draw (the same on replay), every seat can be first; the first player
    chooses and reveals first, gives the handicap die to the seat before them and plays first."""
    firsts = {seed: _new(3, seed).first for seed in range(30)}
    assert set(firsts.values()) == {0, 1, 2}
    assert all(_new(3, seed).first == first for seed, first in list(firsts.items())[:5])
    for seed in (0, 1, 2, 3):
        s = _new(3, seed)
        first = s.first
        order = [(first + k) % 3 for k in range(3)]
        assert [q["seat"] for q in s.queue if q["op"] == "choose_corporation"] == order
        assert [q["seat"] for q in s.queue if q["op"] == "reveal_corporation"] == order
        assert [q["seat"] for q in s.queue if q["op"] == "handicap"] == [first]
        assert s.pending.seat == first
        while s.phase == "setup":
            if isinstance(s.pending, ChooseHandicap):
                assert s.pending.seat == first
                giver, taker = s.players[first].dice_total(), s.players[(first - 1) % 3].dice_total()
                face = s.pending.options[0]
                s = _answer(s, face)
                assert s.players[first].dice_total() == giver - 1
                assert s.players[(first - 1) % 3].dice_total() == taker + 1
                assert s.players[(first - 1) % 3].dice.get(face, 0) >= 1
                continue
            s = RULES.apply(s, RULES.legal_commands(s)[0]).state
        assert s.phase == "play" and s.active == first


def test_corporations_are_chosen_secretly_and_revealed_from_the_first_player():
    s = _new(2, 4)
    first, second = s.first, 1 - s.first
    offer = tuple(s.pending.options)
    assert isinstance(s.pending, ChooseCard) and s.pending.seat == first and len(offer) == 2
    a = _answer(s, offer[0])
    b = _answer(s, offer[1])
    # nothing is revealed yet: the second seat decides next, its view the same whatever was picked
    assert a.pending.seat == second and a.players[first].corporation is None
    assert canonical_json(RULES.view(a, second)) == canonical_json(RULES.view(b, second))
    text = canonical_json(RULES.view(a, second))
    assert f'"{offer[0]}"' not in text and f'"{offer[1]}"' not in text
    assert f'"{offer[0]}"' in canonical_json(RULES.view(a, first))  # the picker sees its own pick
    # a determinized state for the second seat can continue the setup like the real one
    twin = RULES.determinize(RULES.view(a, second), __import__("game.core.rng").core.rng.Rng(5))
    assert canonical_json(RULES.view(twin, second)) == canonical_json(RULES.view(a, second))
    pick = a.pending.options[1]
    after = _answer(a, pick)
    twin_after = _answer(twin, pick)
    assert twin_after.players[second].corporation in (pick, None)
    # once both have chosen, the corporations are revealed, the first player's first
    revealed = [n for n in after.players[first].played + [after.players[first].corporation] if n]
    assert after.players[first].corporation == offer[0] or after.pending is not None
    while after.phase == "setup" and after.players[second].corporation is None:
        assert after.players[first].corporation == offer[0]
        after = RULES.apply(after, RULES.legal_commands(after)[0]).state
    assert after.players[first].corporation == offer[0] and after.players[second].corporation == pick
    assert revealed


def test_round_counts_rounds_and_turn_facts_report_it():
    s = _new(2, 6)
    while s.phase == "setup":
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    first = s.first
    assert s.round == 1
    seen = []
    for _ in range(4):  # four Production turns: two rounds
        seat = s.active
        applied = RULES.apply(s, next(c for c in RULES.legal_commands(s) if isinstance(c, C.Production)))
        seen.append((seat, applied.turn.round))
        s = applied.state
        while s.pending is not None:
            s = RULES.apply(s, RULES.legal_commands(s)[0]).state
        s = RULES.apply(s, C.EndTurn(seat)).state
    assert seen == [(first, 1), (1 - first, 1), (first, 2), (1 - first, 2)]
    assert s.round == 3 and s.turns_played == 4
