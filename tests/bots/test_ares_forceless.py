"""The Ares bots never play an attack with no force behind it while another move is legal
(``game.bots.ares.forceless``): a Deep Strike without a Deep Strike force loses at once (R-CMB-13)
and its card goes to the Frontier's holder or the discard."""

from __future__ import annotations

import pytest

from game.ares.commands import Attack, Score
from game.ares.rules import RULES
from game.ares.state import GameState
from game.bots.ares import ARES_KIT, candidates, forceless
from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.core import Rng


def _turn(seed: int, mode: str = "basic") -> GameState:
    """The first turn from turn 3 on of a seeded random playout (no combat open), as a copy to edit."""
    s = RULES.new_game(RULES.setup_from_data({"mode": mode}), seed)
    rng = Rng(seed)
    while s.opening or s.combat is not None or s.turn < 3:
        s = RULES.apply(s, rng.choice(RULES.legal_commands(s))).state
    return s.clone()


def _kahoum_without_deep_strike(frontier: str) -> tuple[GameState, int]:
    """Seed 0, turn 3: Kahoum (seat 1) to play, its only force the Novice (no Deep Strike), a Standard
    Attack in hand; the Frontier ``frontier`` ("own", "opponent's", "neutral")."""
    s = _turn(0)
    seat = s.active
    assert s.players[seat].faction == "kahoum"
    assert [b.id for b in s.players[seat].base] == ["Novice"]
    s.frontier = {"own": seat, "opponent's": 1 - seat, "neutral": None}[frontier]
    s.players[seat].hand[0] = "Standard Attack"
    return s, seat


def _attacks(s: GameState, choice: str) -> list[Attack]:
    return [c for c in RULES.legal_commands(s) if isinstance(c, Attack) and c.choice == choice]


@pytest.mark.parametrize("frontier", ["own", "opponent's", "neutral"])
def test_a_deep_strike_without_a_deep_strike_force_is_no_candidate(frontier):
    s, seat = _kahoum_without_deep_strike(frontier)
    (strike,) = _attacks(s, "deep_strike")
    assert forceless(s, seat, strike)
    legal = RULES.legal_commands(s)
    kept = candidates(s, seat, legal)
    assert strike in legal and strike not in kept
    assert len(kept) >= 3  # the card may still go on a building, or score
    # the engine agrees: played, it loses without a battle
    after = RULES.apply(s, strike).state
    if after.combat is not None:  # the Frontier's holder declares first
        after = RULES.apply(after, RULES.legal_commands(after)[0]).state
    assert after.combat is None and after.last_combat.end == "no_battle"
    assert after.last_combat.winner == 1 - seat


def test_normal_scores_its_card_instead_of_a_deep_strike_that_must_lose():
    # The kit before this rule: normal played the Deep Strike here (both sides then construct, and the
    # opponent's screened base counts fewer cards in the evaluation), the same card as a Score.
    s, seat = _kahoum_without_deep_strike("own")
    legal = RULES.legal_commands(s)
    for level in ("random", "easy", "normal", "hard"):
        bot = make_bot(level, ARES_KIT, **({"iterations": 2} if level == "hard" else {}))
        for k in range(4):
            chosen = bot.choose(seat_view(RULES, s, seat), legal, Rng(k))
            assert not (isinstance(chosen, Attack) and chosen.choice == "deep_strike"), (level, chosen)
    chosen = make_bot("normal", ARES_KIT).choose(seat_view(RULES, s, seat), legal, Rng(1))
    assert chosen == Score(seat, "Standard Attack")


def test_a_normal_attack_on_a_base_needs_a_force_that_may_attack():
    # Terran's only force is the Turret (Base Defense: it never attacks, R-CMB-11)
    s = _turn(1)
    seat = s.active
    assert s.players[seat].faction == "terran"
    assert {b.id for b in s.players[seat].base if b.units} == {"Turret"}
    s.frontier = seat
    s.players[seat].hand[0] = "Standard Attack"
    (attack,) = _attacks(s, "normal")
    assert forceless(s, seat, attack)
    assert attack not in candidates(s, seat, RULES.legal_commands(s))


def test_an_attack_on_the_frontier_and_one_with_a_force_stay():
    s, seat = _kahoum_without_deep_strike("opponent's")
    (attack,) = _attacks(s, "normal")  # wins at once if the holder defends its base (R-CMB-12)
    assert not forceless(s, seat, attack)
    assert attack in candidates(s, seat, RULES.legal_commands(s))
    # a Deep Strike force: resources enough for a unit of a Deep Strike building, built at the reveal
    side = next(
        (name, u)
        for name, card in s.cards.items()
        if card.kind == "building" and not card.start
        for u in card.units
        if u.deep_strike and name in s.players[seat].deck + s.players[seat].hand + s.players[seat].discard
    )
    from game.ares.state import Building

    card, unit = side
    s.players[seat].base.append(Building(f"{card}#9", card, unit.name, resources=["Gale"] * unit.cost))
    (strike,) = _attacks(s, "deep_strike")
    assert not forceless(s, seat, strike)
    assert strike in candidates(s, seat, RULES.legal_commands(s))


def test_a_claim_without_a_unit_to_hold_the_frontier_is_no_candidate():
    s = _turn(1)
    seat = s.active
    s.frontier = None
    s.players[seat].hand[0] = "Standard Attack"
    (claim,) = _attacks(s, "claim")
    assert forceless(s, seat, claim)  # the Turret is Base Defense (R-CMB-2)
    s2, seat2 = _kahoum_without_deep_strike("neutral")
    (claim2,) = _attacks(s2, "claim")
    assert not forceless(s2, seat2, claim2)  # the Novice may hold it
    assert claim2 in candidates(s2, seat2, RULES.legal_commands(s2))


def test_the_only_legal_move_stays_even_without_a_force():
    s, seat = _kahoum_without_deep_strike("opponent's")
    (strike,) = _attacks(s, "deep_strike")
    assert candidates(s, seat, [strike]) == [strike]
