"""Pending decisions are plain frozen data with their legal answers and refusal text."""

from __future__ import annotations

import dataclasses

import pytest

from game.core import IllegalCommand
from game.core.serial import canonical_json
from game.tmdice import commands as C
from game.tmdice.decisions import ChooseChange, ChooseSpace, decision_kinds
from game.tmdice.rules import RULES
from game.tmdice.scenarios.model import parse_scenario
from game.tmdice.scenarios.position import build_position


def test_every_kind_is_frozen_data_with_a_refusal_and_a_prompt():
    kinds = decision_kinds()
    assert set(kinds) == {
        "space",
        "colour",
        "face",
        "change",
        "discard",
        "card",
        "pay",
        "parameter",
        "handicap",
    }
    for cls in kinds.values():
        d = cls(0, ("a",), "src", "x")
        with pytest.raises(dataclasses.FrozenInstanceError):
            d.seat = 1  # type: ignore[misc]
        assert cls.REFUSAL and cls.PROMPT
        assert d.to_data()["kind"] == cls.KIND


def test_answers_and_skip():
    space = ChooseSpace(0, ("a", "b"))
    assert space.answers() == ("a", "b") and not space.accepts("skip") and not space.accepts("c")
    change = ChooseChange(0, ("plant>microbe",))
    assert change.answers() == ("plant>microbe", "skip") and change.accepts("skip")


def _bonus_pending():
    sc = parse_scenario(
        {
            "title": "bonus pick",
            "cards": {
                "Win": {"kind": "project", "colour": "red", "effects": [{"vp": 5}]},
                "Secret A": {"kind": "bonus", "colour": "red"},
                "Secret B": {"kind": "bonus", "colour": "red"},
            },
            "given": {"bonus_pile": ["Secret A", "Secret B"], "players": [{"hand": ["Win"]}]},
            "steps": [],
        }
    )
    s = build_position(sc)
    s.strict_rolls = False
    for command in (C.GainDie(0, "yellow"), C.PlayCard(0, "Win", ()), C.EndTurn(0)):
        s = RULES.apply(s, command).state
    return s


def test_a_bonus_pick_is_a_pending_decision_seen_only_by_its_player():
    s = _bonus_pending()
    assert s.pending.KIND == "card" and s.pending.options == ("Secret A", "Secret B")
    assert [c.value for c in RULES.legal_commands(s)] == ["Secret A", "Secret B"]
    assert "Secret A" in canonical_json(RULES.view(s, 0))
    assert "Secret A" not in canonical_json(RULES.view(s, 1))
    with pytest.raises(IllegalCommand, match="cannot be chosen"):
        RULES.apply(s, C.Answer(0, "Win"))
    with pytest.raises(IllegalCommand, match="not your decision"):
        RULES.apply(s, C.Answer(1, "Secret A"))
    after = RULES.apply(s, C.Answer(0, "Secret B")).state
    assert after.pending is None and after.active == 1 and after.bonus_pile == ["Secret A"]
