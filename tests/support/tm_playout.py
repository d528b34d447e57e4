"""Seeded random legal play of Terraforming Mars, with invariant checks after every command."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from game.core import Rng, command_to_data
from game.core.command import Command
from game.core.serial import canonical_json
from game.tm.commands import EndTurn, Pass
from game.tm.content import project_cards
from game.tm.rules import RULES
from game.tm.scoring import final_scores, winners
from game.tm.state import MC, OCEANS_MAX, OXYGEN_MAX, STEEL, TEMP_MAX, TEMP_MIN, GameState, TMSetup


def choose(rng: Rng, legal) -> Command:
    """Uniform among legal commands, but rarely pass or end a turn while something else is possible."""
    if len(legal) > 2 and isinstance(legal[len(legal) - 1], Pass):
        others = [c for c in legal if not isinstance(c, Pass | EndTurn)]
        if others and rng.randbelow(10):
            return rng.choice(others)
    return legal[rng.randbelow(len(legal))]


def project_card_places(s: GameState) -> list[str]:
    """Every project card where the state keeps it: deck, discard pile, hands, dealt cards,
    draft packets, tableaus, played events, and cards drawn for a pending keep-or-buy choice."""
    names = s.deck + s.discard
    for p in s.players:
        names += p.hand
        names += p.dealt_cards
        names += p.events
        names += p.tableau[1:] if p.corporation is not None else p.tableau
    for packet in s.draft_packets:
        names += packet
    if s.pending is not None and s.pending.task is not None:
        names += s.pending.task.data.get("drawn", ())
    return names


def check_invariants(
    s: GameState, tr_start: list[int], tr_deltas: list[int], deck_size: int | None = None
) -> None:
    for p in s.players:
        assert all(v >= 0 for v in p.resources), (p.seat, p.resources)
        assert p.production[MC] >= -5 and all(v >= 0 for v in p.production[STEEL:]), (p.seat, p.production)
        assert all(v >= 0 for v in p.card_resources.values())
        assert p.tr == tr_start[p.seat] + tr_deltas[p.seat], (p.seat, p.tr, tr_start, tr_deltas)
    assert TEMP_MIN <= s.temperature <= TEMP_MAX and s.temperature % 2 == 0
    assert 0 <= s.oxygen <= OXYGEN_MAX
    assert 0 <= s.oceans <= OCEANS_MAX
    assert s.oceans == sum(1 for t in s.tiles.values() if t.kind == "ocean")
    if deck_size is not None:
        places = project_card_places(s)
        assert len(places) == deck_size and len(set(places)) == deck_size, "a project card was lost or copied"


@dataclass
class Playout:
    commands: list[Command] = field(default_factory=list)
    state: GameState | None = None


def play(
    setup: TMSetup, seed: int, chooser_seed: int, max_commands: int = 20000, check: bool = True
) -> Playout:
    """A whole random game; with ``check`` the invariants are checked after every command
    (TR against the sum of the "tr" events, and every project card kept exactly once)."""
    rng = Rng(chooser_seed)
    s = RULES.new_game(setup, seed)
    out = Playout()
    tr_start = [p.tr for p in s.players]
    tr_deltas = [0] * s.n
    deck_size = len(project_cards(setup.corporate_era or setup.solo))
    if check:
        check_invariants(s, tr_start, tr_deltas, deck_size)
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
            check_invariants(s, tr_start, tr_deltas, deck_size)
        assert len(out.commands) < max_commands, "game did not end"
    out.state = s
    return out


# --- golden playthroughs (tests/tm/golden/) ---------------------------------------------------
GOLDEN_CASES: dict[str, tuple[dict, int, int]] = {
    # name: (setup data, seed, chooser seed)
    "2p": ({"players": 2}, 2026, 7),
    "3p-draft": ({"players": 3, "draft": True}, 404, 11),
    "5p-beginner": ({"players": 5, "beginners": [False, True, False, False, False]}, 31, 5),
    "solo": ({"players": 1, "solo": True}, 1969, 3),
}


def golden_record(setup_data: dict, seed: int, chooser_seed: int) -> dict:
    """What a golden playthrough pins: its length, final scores and hashes of the command
    list and of the final canonical snapshot."""
    setup = RULES.setup_from_data(setup_data)
    result = play(setup, seed, chooser_seed)
    scores = final_scores(result.state)
    commands_json = canonical_json([command_to_data(c) for c in result.commands])
    return {
        "setup": RULES.setup_to_data(setup),
        "seed": seed,
        "chooser_seed": chooser_seed,
        "commands": len(result.commands),
        "generation": result.state.generation,
        "final_scores": [sc.to_data() for sc in scores],
        "winners": winners(scores),
        "commands_sha256": hashlib.sha256(commands_json.encode()).hexdigest(),
        "snapshot_sha256": hashlib.sha256(canonical_json(RULES.snapshot(result.state)).encode()).hexdigest(),
    }
