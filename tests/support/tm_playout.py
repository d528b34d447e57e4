"""Seeded random legal play of Terraforming Mars, with invariant checks after every command."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import Rng
from game.core.command import Command
from game.tm.commands import EndTurn, Pass
from game.tm.rules import RULES
from game.tm.state import OCEANS_MAX, OXYGEN_MAX, TEMP_MAX, TEMP_MIN, GameState, TMSetup


def choose(rng: Rng, legal) -> Command:
    """Uniform among legal commands, but rarely pass or end a turn while something else is possible."""
    if len(legal) > 2 and isinstance(legal[len(legal) - 1], Pass):
        others = [c for c in legal if not isinstance(c, Pass | EndTurn)]
        if others and rng.randbelow(10):
            return rng.choice(others)
    return legal[rng.randbelow(len(legal))]


def check_invariants(s: GameState, tr_start: list[int], tr_deltas: list[int]) -> None:
    for p in s.players:
        assert all(v >= 0 for v in p.resources), (p.seat, p.resources)
        assert p.production[0] >= -5 and all(v >= 0 for v in p.production[1:]), (p.seat, p.production)
        assert all(v >= 0 for v in p.card_resources.values())
        assert p.tr == tr_start[p.seat] + tr_deltas[p.seat], (p.seat, p.tr, tr_start, tr_deltas)
    assert TEMP_MIN <= s.temperature <= TEMP_MAX and s.temperature % 2 == 0
    assert 0 <= s.oxygen <= OXYGEN_MAX
    assert 0 <= s.oceans <= OCEANS_MAX
    assert s.oceans == sum(1 for t in s.tiles.values() if t.kind == "ocean")


@dataclass
class Playout:
    commands: list[Command] = field(default_factory=list)
    state: GameState | None = None


def play(
    setup: TMSetup, seed: int, chooser_seed: int, max_commands: int = 20000, check: bool = True
) -> Playout:
    rng = Rng(chooser_seed)
    s = RULES.new_game(setup, seed)
    out = Playout()
    tr_start = [p.tr for p in s.players]
    tr_deltas = [0] * s.n
    while not RULES.is_over(s):
        legal = RULES.legal_commands(s)
        assert len(legal) > 0, "no legal command in a running game"
        command = choose(rng, legal)
        applied = RULES.apply(s, command)
        s = applied.state
        out.commands.append(command)
        if check:
            for e in applied.events:
                if e.kind == "tr":
                    tr_deltas[e.params["player"]] += e.params["delta"]
            check_invariants(s, tr_start, tr_deltas)
        assert len(out.commands) < max_commands, "game did not end"
    out.state = s
    return out
