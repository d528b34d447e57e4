"""Solo: red-bordered effects can always target the neutral opponent (spec [SOLO-4], rulings AMB-06)."""

from __future__ import annotations

from game.tm.commands import CardAction, ChoosePlayer
from game.tm.rules import RULES
from game.tm.state import MC, NEUTRAL, TITANIUM


def solo_after_setup(seed: int = 3):
    s = RULES.new_game(RULES.setup_from_data({"players": 1, "solo": True}), seed)
    while s.pending is not None:  # corporation and starting hand: take the first offer
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    return s


def test_predators_act_with_no_animal_anywhere():
    s = solo_after_setup()
    s.players[0].tableau.append("Predators")
    assert CardAction(0, "Predators") in RULES.legal_commands(s)
    after = RULES.apply(s, CardAction(0, "Predators")).state
    assert after.players[0].card_resources["Predators"] == 1
    assert "Predators" in after.players[0].actions_used


def test_production_decrease_offers_the_neutral_and_the_player():
    """In solo the neutral opponent can always take the decrease (AMB-06); the player could take it
    too ([RED-1]), so they are asked, with the neutral listed first."""
    s = solo_after_setup()
    p = s.players[0]
    p.production[TITANIUM] = 1  # titanium production 1 meets Asteroid Mining Consortium's requirement
    p.hand.append("Asteroid Mining Consortium")
    p.resources[MC] = 50
    from game.tm.commands import PlayCard

    s = RULES.apply(s, PlayCard(0, "Asteroid Mining Consortium")).state
    assert s.pending is not None and s.pending.kind == "player"
    assert s.pending.data["options"] == [NEUTRAL, 0]
    applied = RULES.apply(s, ChoosePlayer(0, NEUTRAL))
    assert applied.state.players[0].production[TITANIUM] == 2  # own +1, the neutral took the -1
    assert any(e.kind == "neutral_target" for e in applied.events)
