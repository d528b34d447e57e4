"""Every card of the game is implemented and tested (issue "TM content").

Card tests are scenario files (``../shared/specs/tm-scenario-format.md``) in
``tests/tm/cards/`` (one or more per card) and the spec scenarios in
``tests/tm/scenarios/``; ``test_scenarios.py``-style runs make them pass. This
module walks the whole card list and fails, naming the cards, when one lacks:

* a step that plays it (project cards) or starts it (corporations);
* a step that uses its action (cards and corporations with an action or a first action);
* a refused play when it has requirements;
* for red-bordered effects on any player: a step choosing a target, and a
  "need not / cannot" case (a skipped optional removal, or a mandatory
  decrease taken by the player themself or refused because nobody can take it).
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest

from game.tm.content import cards
from game.tm.scenarios import run_file

HERE = Path(__file__).parent
CARD_FILES = sorted((HERE / "cards").glob("*.json"))
SPEC_FILES = sorted((HERE / "scenarios").glob("*.json"))


def _answers(step: dict) -> list:
    return list(step.get("answers") or [])


def _targets_player(step: dict) -> bool:
    return any(
        isinstance(a, int) or (isinstance(a, dict) and "player" in a) or a == "neutral"
        for a in _answers(step)
    )


def _targets_self(step: dict, active: int) -> bool:
    me = step.get("player", active)
    return any(a == me or (isinstance(a, dict) and a.get("player") == me) for a in _answers(step))


def _index():
    idx: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for path in CARD_FILES + SPEC_FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        active = (data.get("given") or {}).get("active_player", 0)
        for step in data.get("steps", []):
            do = step.get("do")
            name = step.get("card") or step.get("corporation")
            if not name:
                continue
            refused = "expect_error" in step
            if do == "play_card":
                idx[name]["refused" if refused else "played"].add(path.name)
                if not refused and _targets_player(step):
                    idx[name]["targeted"].add(path.name)
                if not refused and "skip" in _answers(step):
                    idx[name]["skipped"].add(path.name)
                if not refused and _targets_self(step, active):
                    idx[name]["self"].add(path.name)
            elif do == "card_action" and not refused:
                idx[name]["action"].add(path.name)
            elif do == "start_corporation" and not refused:
                idx[name]["started"].add(path.name)
    return idx


INDEX = _index()


def _red(behavior: dict | None, key: str) -> bool:
    if not behavior:
        return False
    return bool(behavior.get(key)) or any(_red(opt, key) for opt in behavior.get("choice") or [])


def missing_tests(name: str) -> list[str]:
    c = cards()[name]
    seen = INDEX.get(name, {})
    gaps = []
    if c.is_corporation:
        if not seen.get("started"):
            gaps.append("no start_corporation step")
        if (c.action or (c.starting or {}).get("first_action")) and not seen.get("action"):
            gaps.append("no card_action step for its action / first action")
        return gaps
    if not seen.get("played"):
        gaps.append("no step plays it")
    if c.action and not seen.get("action"):
        gaps.append("no step uses its action")
    if c.requirements and not seen.get("refused"):
        gaps.append("no refused play for its requirements")
    if _red(c.behavior, "production_any_player"):
        if not seen.get("targeted"):
            gaps.append("no step chooses the player whose production drops")
        if not (seen.get("self") or seen.get("refused")):
            gaps.append("no case where the player must take the decrease or nobody can")
    if _red(c.behavior, "remove_any_player") or _red(c.behavior, "steal_any_player"):
        if not seen.get("targeted"):
            gaps.append("no step chooses whom to take from")
        if not seen.get("skipped"):
            gaps.append("no step declines the optional removal")
    return gaps


@pytest.mark.parametrize("name", sorted(cards(), key=lambda n: cards()[n].number))
def test_card_has_tests(name):
    gaps = missing_tests(name)
    assert not gaps, f"{cards()[name].number} {name}: " + "; ".join(gaps)


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.stem)
def test_card_scenario_passes(path):
    outcome = run_file(path)
    assert outcome.passed, outcome.message


def test_the_index_sees_a_spec_scenario():
    """The walker itself works: S-15 plays Asteroid Mining Consortium and targets a player."""
    seen = INDEX["Asteroid Mining Consortium"]
    assert "S-15-production-decrease-opponent.json" in seen["played"]
    assert "S-15-production-decrease-opponent.json" in seen["targeted"]
