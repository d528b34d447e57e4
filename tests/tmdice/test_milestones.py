"""Each of the 11 milestone conditions (spec §12), just met and just missed."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.tmdice.content.models import Board, load_cards
from game.tmdice.milestones import CONDITIONS
from game.tmdice.state import GameState, Player

CARDS = load_cards(
    {
        **{f"R{i}": {"kind": "project", "colour": "red", "vp": 1} for i in range(6)},
        **{f"G{i}": {"kind": "project", "colour": "green", "produce": {"green": 1}} for i in range(5)},
        **{f"B{i}": {"kind": "project", "colour": "blue"} for i in range(3)},
        **{f"X{i}": {"kind": "project", "colour": "red", "cost": {"steel": 3, "any": 2}} for i in range(3)},
        "Corp": {"kind": "corporation", "produce": {"yellow": 1, "red": 1, "grey": 1, "blue": 1}},
    }
)


def _state(played=(), dice=None, vp=0, corporation=None) -> GameState:
    p = Player(corporation=corporation, vp=vp, dice=dict(dice or {}), played=list(played))
    return GameState(cards=CARDS, board=Board(), players=[p], rng=Rng(1), awards=["steel", "plant", "water"])


CASES = {
    "Legend": ({"played": [f"R{i}" for i in range(6)]}, {"played": [f"R{i}" for i in range(5)]}),
    "Prospector": ({"played": [f"G{i}" for i in range(5)]}, {"played": [f"G{i}" for i in range(4)]}),
    "Scientist": ({"played": ["B0", "B1", "B2"]}, {"played": ["B0", "B1"]}),
    "Patron": ({"played": ["R0", "R1", "R2", "R3"]}, {"played": ["R0", "R1", "R2", "G0"]}),
    "Spendthrift": (
        {"played": [f"R{i}" for i in range(6)] + [f"G{i}" for i in range(5)] + ["B0"]},
        {"played": [f"R{i}" for i in range(6)] + [f"G{i}" for i in range(5)]},
    ),
    "Pioneer": ({"vp": 16}, {"vp": 15}),
    "Resource Magnate": ({"dice": {"plant": 4, "microbe": 3}}, {"dice": {"plant": 4, "water": 3}}),
    "Tycoon": ({"dice": {"plant": 7, "steel": 6}}, {"dice": {"plant": 7, "steel": 5}}),
    "All-Rounder": ({"corporation": "Corp", "played": ["G0"]}, {"corporation": "Corp"}),
    "Celebrity": ({"played": ["X0", "X1", "X2"]}, {"played": ["X0", "X1"]}),
    "Award Contender": ({"played": ["X0", "X1"]}, {"played": ["X0"]}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_condition_met_and_missed(name):
    met, missed = CASES[name]
    assert CONDITIONS[name](*_pair(met))
    assert not CONDITIONS[name](*_pair(missed))


def _pair(kwargs):
    s = _state(**kwargs)
    return s, s.players[0]


def test_every_milestone_has_a_case():
    assert set(CASES) == set(CONDITIONS)
