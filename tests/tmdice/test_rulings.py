"""The rulings file: every ruling names a test that exists, every ruling the code cites exists."""

from __future__ import annotations

import re
from pathlib import Path

from game.tmdice.content import load
from game.tmdice.dice import SIDES, TIERS
from game.tmdice.rules import RULES

ROOT = Path(__file__).resolve().parents[2]
RULINGS = (ROOT / "game" / "tmdice" / "RULINGS.md").read_text(encoding="utf-8")
ROWS = re.findall(r"^\| (TD-\d\d) \|.*\| ([^|]+) \|$", RULINGS, re.M)


def test_every_ruling_names_existing_tests():
    assert len(ROWS) >= 34 + 10
    for rid, tests in ROWS:
        for name in (t.strip() for t in tests.split(",")):
            if "::" in name:
                module, func = name.split("::")
                assert f"def {func}(" in (ROOT / "tests" / "tmdice" / module).read_text(encoding="utf-8"), (
                    rid,
                    name,
                )
            else:
                assert (ROOT / "tests" / "tmdice" / "scenarios" / f"{name}.json").exists(), (rid, name)


def test_every_cited_ruling_exists():
    ids = {rid for rid, _ in ROWS}
    assert {f"TD-{n:02d}" for n in range(1, 35)} <= ids
    for path in (ROOT / "game" / "tmdice").rglob("*.py"):
        for rid in re.findall(r"TD-\d\d", path.read_text(encoding="utf-8")):
            assert rid in ids, (path.name, rid)


def test_td01_faces():
    assert TIERS["red"] == ("heat", "event", "nuclear")
    assert all(
        len(s) == 6 and s.count(TIERS[c][0]) == 3 and s.count(TIERS[c][1]) == 2 for c, s in SIDES.items()
    )


def test_td27_corporate_era_flag():
    off = RULES.new_game(RULES.setup_from_data({"players": 4}), 3)
    names = off.deck + off.bonus_pile + [c for p in off.players for c in p.hand]
    assert all(load.cards()[n].module == "base" for n in names)
    assert not set(off.milestones) & {"Celebrity", "Tycoon", "Award Contender"}
    seen = set()
    for seed in range(30):
        on = RULES.new_game(RULES.setup_from_data({"players": 4, "corporate_era": True}), seed)
        seen |= set(on.milestones) | {load.cards()[n].module for n in on.deck + on.bonus_pile}
    assert {"Celebrity", "Tycoon", "Award Contender", "corporate_era"} <= seen


def test_td29_content_timings():
    cards = load.cards()
    assert cards["Industrial Bacteria"].action.timing == "free"
    assert cards["Electromagnetic Catapult"].action.effects == [{"dice": {"any": 3}}]
    assert cards["Commercial District"].action.effects == [{"change_face": 3}]


def test_td06_option_plays_on_to_turn_50():
    from game.tmdice import commands as C

    for full, over in ((False, True), (True, False)):
        state = RULES.new_game(RULES.setup_from_data({"players": 1, "solo_full_length": full}), 2)
        while state.phase == "setup":
            state = RULES.apply(state, RULES.legal_commands(state)[0]).state
        state.temperature, state.oxygen, state.ocean_pile, state.time_marker = 8, 16, 0, 20
        state = RULES.apply(state, C.Production(0, (), ())).state
        state = RULES.apply(state, C.EndTurn(0)).state
        assert RULES.is_over(state) is over
        assert state.time_marker == (20 if over else 21)


def test_setup_data_is_validated_naming_the_field():
    import pytest

    with pytest.raises(ValueError, match="players"):
        RULES.setup_from_data({"players": 7})
    with pytest.raises(ValueError, match="colour"):
        RULES.setup_from_data({"players": 2, "colour": "red"})
