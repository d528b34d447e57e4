"""One event kind per kind of event: a table tests ``event.kind`` alone (game.tm.event_kinds)."""

from __future__ import annotations

from game.core import Match, Rng
from game.tm.event_kinds import GENERATION_BEGINS, PRODUCTION_CHANGE, PRODUCTION_PHASE, RESOURCE_CHANGE
from game.tm.rules import RULES
from tests.support.tm_playout import choose


def test_production_changes_and_the_production_phase_are_different_kinds():
    match = Match(RULES, RULES.setup_from_data({"players": 2}), 21)
    rng = Rng(3)
    params: dict[str, set[frozenset[str]]] = {}
    phases = 0
    while not match.is_over() and len(match.commands) < 900:
        generation = match.state.generation
        for e in match.push(choose(rng, match.legal_commands())):
            params.setdefault(e.kind, set()).add(frozenset(e.params))
            if e.kind == PRODUCTION_PHASE:
                phases += 1
                assert e.params == {"generation": generation}
    assert phases >= 3
    assert params[PRODUCTION_CHANGE] == {frozenset({"player", "resource", "delta"})}
    assert params[RESOURCE_CHANGE] == {frozenset({"player", "resource", "delta"})}
    assert params[GENERATION_BEGINS] == {frozenset({"generation"})}
