"""Random legal play of whole games: invariants, save-style replay, golden games, refusals
(issue: TM rules engine)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import IllegalCommand, Rng, command_from_data, command_to_data, replay
from game.core.serial import canonical_json
from game.tm import placement, tableau
from game.tm.board import tharsis
from game.tm.commands import ChooseSpace, PlayCard
from game.tm.constants import TAGS
from game.tm.content import card, project_cards
from game.tm.rules import RULES
from game.tm.state import MC, OCEANS_MAX, OXYGEN_MAX, TEMP_MAX
from tests.support.tm_playout import (
    GOLDEN_CASES,
    check_invariants,
    choose,
    golden_record,
    play,
)

GOLDEN_FILE = Path(__file__).resolve().parent / "golden" / "playthroughs.json"

# (setup, number of games): 340 games in all, each checked after every command.
PLAYOUT_SETUPS = [
    ({"players": 2}, 50),
    ({"players": 2, "draft": True}, 40),
    ({"players": 3}, 40),
    ({"players": 3, "draft": True}, 30),
    ({"players": 3, "draft": True, "corporate_era": False}, 20),
    ({"players": 4}, 20),
    ({"players": 4, "beginners": [True, False, True, False]}, 20),
    ({"players": 5}, 30),
    ({"players": 5, "draft": True}, 30),
    ({"players": 1, "solo": True}, 60),
]


def _setup_id(data: dict) -> str:
    return "-".join(f"{k}={v}" for k, v in data.items())


PLAYOUTS = [
    pytest.param(data, seed, id=f"{_setup_id(data)}-seed{seed}")
    for data, games in PLAYOUT_SETUPS
    for seed in range(games)
]


def snap(state) -> str:
    return canonical_json(RULES.snapshot(state))


@pytest.mark.parametrize("setup_data, seed", PLAYOUTS)
def test_random_game_ends_with_invariants_held(setup_data, seed):
    """``play`` checks after every command: no resource or card resource below 0, M€ production
    >= -5 and other production >= 0, parameters within bounds, oceans <= 9 and equal to the
    ocean tiles, TR equal to its start plus the logged "tr" events, every project card in
    exactly one place; and that the game ends."""
    setup = RULES.setup_from_data(setup_data)
    result = play(setup, seed, seed * 7919 + 1)
    s = result.state
    assert RULES.is_over(s)
    assert RULES.legal_commands(s) == []
    maxed = (s.temperature, s.oxygen, s.oceans) == (TEMP_MAX, OXYGEN_MAX, OCEANS_MAX)
    if setup.solo:
        assert s.generation == 14
        assert s.solo_result == maxed
    else:
        assert maxed


def test_the_playouts_are_a_few_hundred_games():
    assert len(PLAYOUTS) >= 300
    assert {d["players"] for d, _ in PLAYOUT_SETUPS} == {1, 2, 3, 4, 5}
    assert any(d.get("draft") for d, _ in PLAYOUT_SETUPS)


def test_the_invariant_checker_catches_broken_states():
    setup = RULES.setup_from_data({"players": 3})
    rng = Rng(4)
    s = RULES.new_game(setup, 4)
    for _ in range(200):
        s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state
    tr_start, tr_deltas = [p.tr for p in s.players], [0] * s.n
    deck_size = len(project_cards(True))
    check_invariants(s, tr_start, tr_deltas, deck_size)  # the real state passes

    def broken(change) -> None:
        bad = s.clone()
        change(bad)
        with pytest.raises(AssertionError):
            check_invariants(bad, tr_start, tr_deltas, deck_size)

    broken(lambda b: b.players[0].resources.__setitem__(3, -1))
    broken(lambda b: b.players[1].production.__setitem__(0, -6))
    broken(lambda b: b.players[1].production.__setitem__(4, -1))
    broken(lambda b: setattr(b.players[2], "tr", b.players[2].tr + 1))  # a TR change with no "tr" event
    broken(lambda b: setattr(b, "temperature", TEMP_MAX + 2))
    broken(lambda b: setattr(b, "oxygen", OXYGEN_MAX + 1))
    broken(lambda b: setattr(b, "oceans", b.oceans + 1))  # more oceans than ocean tiles
    broken(lambda b: b.deck.pop())  # a card lost
    broken(lambda b: b.players[0].hand.append(b.deck[0]))  # a card copied


# --- saving (command data as in a save file) and replaying -------------------------------------
REPLAY_GAMES = [
    ({"players": 2, "draft": True}, 3),
    ({"players": 2}, 21),
    ({"players": 3}, 4),
    ({"players": 3, "draft": True, "corporate_era": False}, 5),
    ({"players": 4, "beginners": [False, True, False, False]}, 6),
    ({"players": 5, "draft": True}, 7),
    ({"players": 5}, 17),
    ({"players": 1, "solo": True}, 8),
]


def save_text(setup, seed: int, commands) -> str:
    """A save-style record: setup, seed and the commands as data, written as JSON text."""
    data = {
        "setup": RULES.setup_to_data(setup),
        "seed": seed,
        "commands": [command_to_data(c) for c in commands],
    }
    return json.dumps(data, ensure_ascii=False)


def load_and_replay(text: str):
    data = json.loads(text)
    setup = RULES.setup_from_data(data["setup"])
    return replay(RULES, setup, data["seed"], [command_from_data("tm", d) for d in data["commands"]])


@pytest.mark.parametrize(
    "setup_data, seed", [pytest.param(d, s, id=f"{_setup_id(d)}-seed{s}") for d, s in REPLAY_GAMES]
)
def test_saved_and_replayed_at_random_points_gives_the_same_snapshot(setup_data, seed):
    setup = RULES.setup_from_data(setup_data)
    result = play(setup, seed, seed + 500, check=False)
    n = len(result.commands)
    # Positions where a decision is pending and top-level ones, chosen at random, plus the end.
    live = RULES.new_game(setup, seed)
    pending_at = []
    for command in result.commands:
        pending_at.append(live.pending is not None)
        live = RULES.apply(live, command).state
    rng = Rng(seed)
    waiting = [i for i in range(n) if pending_at[i]]
    free = [i for i in range(n) if not pending_at[i]]
    cuts = {waiting[rng.randbelow(len(waiting))] for _ in range(4)} | {
        free[rng.randbelow(len(free))] for _ in range(4)
    }
    cuts = sorted(cuts | {n})
    live = RULES.new_game(setup, seed)
    done = 0
    for cut in cuts:
        while done < cut:
            live = RULES.apply(live, result.commands[done]).state
            done += 1
        again = load_and_replay(save_text(setup, seed, result.commands[:cut]))
        assert snap(again) == snap(live), f"replay differs after {cut} of {n} commands"
        assert list(RULES.legal_commands(again)) == list(RULES.legal_commands(live))
    assert snap(live) == snap(result.state)


# --- golden playthroughs -----------------------------------------------------------------------
REGENERATE = "python tests/tm/golden/regenerate.py"


def test_every_golden_case_is_pinned():
    pinned = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))
    assert set(pinned) == set(GOLDEN_CASES), f"golden cases and {GOLDEN_FILE.name} differ; run {REGENERATE}"


@pytest.mark.parametrize("name", sorted(GOLDEN_CASES))
def test_golden_playthrough_is_unchanged(name):
    pinned = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))[name]
    now = golden_record(*GOLDEN_CASES[name])
    changed = {
        k: (pinned.get(k), now.get(k)) for k in sorted(set(pinned) | set(now)) if pinned.get(k) != now.get(k)
    }
    summary = "; ".join(
        f"{k}: {old} -> {new}" if k in ("commands", "generation", "winners") else k
        for k, (old, new) in changed.items()
    )
    assert not changed, (
        f"The golden {name} game plays differently now ({summary}). If this change of game behaviour "
        f"is intended (a rules fix, new content), regenerate with `{REGENERATE}` and commit "
        f"tests/tm/golden/playthroughs.json with the change; if not, the engine changed by mistake."
    )


def test_golden_records_tell_games_apart():
    setup_data, seed, chooser_seed = GOLDEN_CASES["solo"]
    pinned = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))["solo"]
    other = golden_record(setup_data, seed, chooser_seed + 1)
    assert other["commands_sha256"] != pinned["commands_sha256"]
    assert other["snapshot_sha256"] != pinned["snapshot_sha256"]


# --- the engine's fast paths ------------------------------------------------------------------
EFFECT_KINDS = (
    "discount",
    "standard_project_discount",
    "requirement_offset",
    "resource_value",
    "greenery_plant_cost",
    "heat_as_megacredits",
    "protect",
    "trigger",
)


def test_fast_paths_agree_with_the_plain_definitions():
    """The cached and short-cut queries answer exactly as the plain definitions would, on every
    position of random games."""
    board = tharsis()
    positions = 0
    for setup_data, seed in (
        ({"players": 3}, 5),
        ({"players": 2, "draft": True}, 6),
        ({"players": 1, "solo": True}, 7),
    ):
        setup = RULES.setup_from_data(setup_data)
        rng = Rng(seed)
        s = RULES.new_game(setup, seed)
        while not RULES.is_over(s):
            positions += 1
            for p in s.players:
                seat = p.seat
                free = [sid for sid in board.mars_ids if placement._free_land(s, seat, sid)]
                assert placement.free_land(s, seat) == free
                assert placement.has_city_space(s, seat) == bool(placement.city_spaces(s, seat))
                assert placement.has_greenery_space(s, seat) == bool(placement.greenery_spaces(s, seat))
                for kind in EFFECT_KINDS:
                    plain = [(n, e) for n in p.tableau for e in card(n).effects if e["kind"] == kind]
                    assert list(tableau.effects_in_play(p, kind)) == plain
                    assert tableau.has_effect(p, kind) == bool(plain)
                for tag in TAGS:
                    assert tableau.tag_count(p, tag) == sum(card(n).tags.count(tag) for n in p.tableau)
            s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state
    assert positions > 500


# --- refusals and clones -----------------------------------------------------------------------
def test_refused_commands_leave_the_state_unchanged():
    setup = RULES.setup_from_data({"players": 2})
    result = play(setup, 11, 12)
    s = RULES.new_game(setup, 11)
    for i, command in enumerate(result.commands[:300]):
        before = snap(s)
        seat = RULES.current_seat(s)
        for bad in (PlayCard(seat, "Not A Card"), ChooseSpace(seat, "99"), PlayCard((seat + 1) % 2, "Birds")):
            with pytest.raises(IllegalCommand) as err:
                RULES.apply(s, bad)
            assert str(err.value)
            assert snap(s) == before, f"refusal changed the state at command {i}"
        s = RULES.apply(s, command).state


def test_clone_is_independent():
    setup = RULES.setup_from_data({"players": 3})
    result = play(setup, 2, 3)
    s = result.state
    c = RULES.clone(s)
    assert snap(c) == snap(s)
    c.players[0].resources[MC] += 5
    c.players[1].hand.append("Birds")
    c.tiles.pop(next(iter(c.tiles)))
    assert snap(c) != snap(s)
