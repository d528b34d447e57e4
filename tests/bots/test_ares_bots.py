"""The Ares Project's bots: every level answers every decision kind, normal beats random,
hidden builds do not change a move, and bot games run to their end."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.ares import line as L
from game.ares import view as V
from game.ares.evaluation import combat_outlook, combat_value, forces, relative_value, value
from game.ares.rules import RULES
from game.ares.scenarios import position, steps
from game.ares.scenarios.model import Scenario
from game.ares.state import GameState
from game.bots.arena import play_game
from game.bots.ares import ARES_KIT, MAX_OPENINGS, candidates
from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.bots.request import kit_for
from game.core import Rng
from game.core.errors import IllegalCommand
from game.core.serial import canonical_json
from tests.bots.support import HARD_TEST_ITERATIONS

SCENARIOS = sorted((Path(__file__).parents[1] / "ares" / "scenarios").glob("*.json"))
LEVELS = ("random", "greedy", "easy", "normal", "hard")
KINDS = {"opening", "turn", "declare", "place", "move", "emergency", "retreat", "fire", "reroll", "destroy",
         "raid_force", "rewards"}  # fmt: skip


def _bot(level: str, kit=ARES_KIT):
    return make_bot(level, kit, **({"iterations": HARD_TEST_ITERATIONS} if level == "hard" else {}))


def _kind(s: GameState) -> str:
    if s.opening:
        return "opening"
    return s.combat.pending.do if s.combat is not None and s.combat.pending is not None else "turn"


def _scenario_positions() -> dict[str, GameState]:
    """The first position of each decision kind met along the card scenarios' steps."""
    found: dict[str, GameState] = {}
    for path in SCENARIOS:
        sc = Scenario.model_validate(json.loads(path.read_text(encoding="utf-8")))
        try:
            state = position.build(sc)
        except ValueError:
            continue
        auto: list = []
        for step in sc.steps:
            if len(state.players) == 2 and not state.over and _real_cards(state):
                found.setdefault(_kind(state), state)
            if step.expect_error is not None:
                continue
            try:
                state = steps.take(state, step, auto)
            except (IllegalCommand, steps.StepError, KeyError, TypeError, ValueError):
                break
    return found


def _real_cards(state: GameState) -> bool:
    """Every card of the position is a card (scenarios may stand in unnamed cards)."""
    names = [c for p in state.players for c in p.hand + p.deck + p.scoring + p.discard]
    names += [c for p in state.players for b in p.base for c in b.resources + b.under]
    return all(c in state.cards for c in names)


def _kit_of(state: GameState):
    """The kit with the scenario's own cards (a scenario may define cards of its own)."""
    template = GameState(state.cards, state.mode, [], Rng(0))
    return replace(ARES_KIT, determinize=lambda v, rng: V.determinize(template, v, rng))


POSITIONS = _scenario_positions()


def test_the_scenarios_raise_every_decision_kind():
    assert set(POSITIONS) == KINDS


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_level_answers_each_decision_kind(level, kind):
    state = POSITIONS[kind]
    seat = RULES.current_seat(state)
    legal = RULES.legal_commands(state)
    command = _bot(level, _kit_of(state)).choose(seat_view(RULES, state, seat), legal, Rng(7))
    assert command in legal
    RULES.apply(state, command)  # accepted by the engine


def test_the_kit_is_registered_for_the_arena():
    assert kit_for("ares") is ARES_KIT


def test_the_opening_keeps_a_few_pairs_of_the_best_cards():
    s = RULES.new_game(RULES.setup_from_data({}), 3)
    legal = RULES.legal_commands(s)
    kept = candidates(s, 0, legal)
    assert len(legal) > 50 and len(kept) == MAX_OPENINGS
    assert all(c in legal for c in kept)
    assert all(s.cards[c].kind == "building" for pair in kept[:3] for c in pair.cards)


def _midgame(seed: int) -> GameState:
    """A basic-game turn where the opponent (seat 1 - mover) has resources and cards in hand behind its screen."""
    s = RULES.new_game(RULES.setup_from_data({}), seed)
    rng = Rng(seed)
    while True:
        s = RULES.apply(s, rng.choice(RULES.legal_commands(s))).state
        assert not s.over
        if s.turn >= 8 and not s.opening and s.combat is None:
            opp = s.players[1 - s.active]
            if opp.hand and any(b.resources and set(b.resources) != {opp.hand[0]} for b in opp.base):
                return s


def _hidden_twin(s: GameState) -> GameState:
    """The same position with a resource of the opponent's screened base swapped with a card of its hand."""
    twin = s.clone()
    opp = twin.players[1 - s.active]
    b = next(b for b in opp.base if b.resources and set(b.resources) != {opp.hand[0]})
    k = next(i for i, r in enumerate(b.resources) if r != opp.hand[0])
    b.resources[k], opp.hand[0] = opp.hand[0], b.resources[k]
    twin.rng = Rng(12345)
    return twin


@pytest.mark.parametrize("level", LEVELS)
def test_states_differing_only_in_hidden_builds_get_the_same_move(level):
    for seed in (3, 4):
        s = _midgame(seed)
        twin = _hidden_twin(s)
        seat = s.active
        assert canonical_json(RULES.snapshot(s)) != canonical_json(RULES.snapshot(twin))
        assert RULES.view(s, seat) == RULES.view(twin, seat)
        a = _bot(level).choose(seat_view(RULES, s, seat), RULES.legal_commands(s), Rng(9))
        b = _bot(level).choose(seat_view(RULES, twin, seat), RULES.legal_commands(twin), Rng(9))
        assert a == b


def test_a_screened_base_counts_its_cards_only():
    s = _midgame(3)
    seat, opp = s.active, 1 - s.active
    twin = _hidden_twin(s)
    assert forces(s, opp, seat) == forces(twin, opp, seat)
    assert relative_value(s, seat) == relative_value(twin, seat)
    # its owner sees the layout: a resource more on a building is worth more to it
    more = s.clone()
    b = next(
        b
        for b in more.players[opp].base
        if more.side(opp, b.id) is not None and b.units + len(b.resources) < 3
    )
    b.resources.append(more.players[opp].hand.pop())
    assert forces(more, opp, opp) > forces(s, opp, opp)


def test_scoring_cards_and_the_frontier_are_points():
    s = _midgame(4)
    seat = s.active
    base = value(s, seat)
    more = s.clone()
    more.players[seat].scoring.append("Standard Attack")
    assert value(more, seat) == pytest.approx(base + 1.0)
    held = s.clone()
    held.frontier = seat
    assert value(held, seat) > base + 2.0


def test_normal_beats_random():
    wins = {"normal": 0, "random": 0}
    for i in range(12):
        r = play_game("ares", 2, ["normal", "random"], 1, i)
        for w in r.winners:
            wins[r.seats[w]] += 1
    assert wins["normal"] >= 10, wins


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["basic", "full"])
def test_bot_games_run_to_their_end(mode, monkeypatch):
    monkeypatch.setattr(
        RULES, "setup_from_data", lambda data, _orig=RULES.setup_from_data: _orig({"mode": mode})
    )
    pairs = [("random", "random"), ("easy", "normal"), ("greedy", "random"), ("hard", "normal")]
    for i in range(24):
        levels = list(pairs[i % len(pairs)])
        r = play_game("ares", 2, levels, 7, i, hard_iterations=2)
        assert r.winners and r.commands > 20


def _first(mode: str, wanted) -> GameState:
    """The first position of random play (seeds 0..59) where ``wanted(state)`` holds."""
    for seed in range(60):
        s = RULES.new_game(RULES.setup_from_data({"mode": mode}), seed)
        rng = Rng(seed)
        while not s.over:
            if wanted(s):
                return s
            s = RULES.apply(s, rng.choice(RULES.legal_commands(s))).state
    raise AssertionError("no such position")


def test_determinize_deals_the_defender_an_attack_card_it_cannot_see():
    s = _first("basic", lambda s: s.combat is not None and s.combat.pending.do == "declare")
    defender = s.combat.defender
    view = RULES.view(s, defender)
    assert view["combat"]["attack_card"] is None and view["combat"]["choice"] is None
    world = RULES.determinize(view, Rng(1))
    assert world.cards[world.combat.attack_card].kind == "attack"
    assert world.combat.choice in ("normal", "deep_strike", "claim")
    for command in RULES.legal_commands(world):  # the defender's answers play on in the sampled world
        RULES.apply(world, command)


def test_determinize_gives_the_raider_a_secret_force():
    def defender_picks(s):
        c = s.combat
        return (
            c is not None
            and c.pending is not None
            and c.pending.do == "raid_force"
            and c.pending.player == c.defender
        )

    s = _first("full", defender_picks)
    c = s.combat
    view = RULES.view(s, c.defender)
    assert str(c.attacker) not in view["combat"]["raid_forces"]
    world = RULES.determinize(view, Rng(2))
    from game.ares.raid import eligible

    assert world.combat.raid_forces[c.attacker] in eligible(world, c.attacker)
    for command in RULES.legal_commands(world):
        RULES.apply(world, command)


def test_the_arena_setup_is_the_basic_game_and_solo_is_refused():
    assert RULES.setup_from_data({"players": 2, "solo": False}).mode == "basic"
    with pytest.raises(ValueError, match="solo"):
        RULES.setup_from_data({"players": 2, "solo": True})


def test_the_arena_plays_a_full_game_of_two_factions_from_its_setup_keys(capsys):
    from game.bots.arena import main, play_game

    r = play_game(
        "ares", 2, ["random", "random"], 3, 0, setup={"mode": "full", "factions": ["xenos", "colossus"]}
    )
    assert r.winners and r.commands > 50
    assert (
        main(
            [
                "--game",
                "ares",
                "--seats",
                "random,random",
                "--games",
                "1",
                "--setup",
                '{"mode": "full", "factions": ["kahoum", "xenos"]}',
            ]
        )
        == 0
    )
    assert "random: wins" in capsys.readouterr().out


def _combat_positions(seeds, wanted=lambda s: True, level: str = "random") -> list[GameState]:
    """Positions inside a combat (waiting for a decision) where ``wanted`` holds, of games between two
    bots of ``level``."""
    found = []
    bot = make_bot(level, ARES_KIT)
    for seed in seeds:
        s = RULES.new_game(RULES.setup_from_data({}), seed)
        rng = Rng(seed)
        while not s.over:
            if s.combat is not None and s.combat.pending is not None and wanted(s):
                found.append(s)
            seat = RULES.current_seat(s)
            s = RULES.apply(s, bot.choose(seat_view(RULES, s, seat), RULES.legal_commands(s), rng)).state
    return found


def test_a_combat_under_way_is_valued_by_its_expected_result():
    positions = _combat_positions((5, 6, 7))
    assert len(positions) > 20
    differs = 0
    for s in positions:
        p, _gain, ends = combat_outlook(s, s.combat.attacker)
        assert 0.0 <= p <= 1.0
        if s.combat.at in ("base", "frontier"):
            assert ends == (s.combat.at == "base")  # two players: a won base is a won game
        for seat in (0, 1):
            if s.combat.revealed:
                differs += combat_value(s, seat) != relative_value(s, seat)
            else:  # the defender's forces are only guessed before it declares: the static value
                assert combat_value(s, seat) == relative_value(s, seat)
    assert differs > len(positions) // 2  # mid-combat, the forces as they stand are not the value
    outside = _midgame(3)
    assert outside.combat is None and combat_value(outside, 0) == relative_value(outside, 0)
    assert ARES_KIT.evaluate is relative_value  # combat_value measured weaker for hard (see game.bots.ares)


def _battle(s: GameState) -> bool:
    c = s.combat
    return c.retreat is None and bool(L.forces(c.line, True)) and bool(L.forces(c.line, False))


def test_the_stronger_side_is_expected_to_win_the_combat():
    s = _combat_positions(range(5, 12), _battle)[0]
    c = s.combat

    def with_units(att: int, dfn: int) -> GameState:
        """Every force of one side at full strength, the other side one unit in all."""
        t = s.clone()
        for attacker, units in ((True, att), (False, dfn)):
            seat = t.combat.attacker if attacker else t.combat.defender
            for i, fid in enumerate(L.forces(t.combat.line, attacker) + t.combat.unplaced.get(seat, [])):
                t.players[t.owner(seat, fid)].building(fid).units = units if units > 1 or i == 0 else 0
        return t

    strong, weak = with_units(4, 1), with_units(1, 4)
    p_strong, p_weak = combat_outlook(strong, c.attacker)[0], combat_outlook(weak, c.attacker)[0]
    assert p_strong > 0.5 > p_weak
    assert combat_value(strong, c.attacker) > combat_value(weak, c.attacker)
    assert combat_value(strong, c.defender) < combat_value(weak, c.defender)
    gave_up = s.clone()
    gave_up.combat.retreat = c.attacker  # ruling AR-05: the retreating side loses
    assert combat_outlook(gave_up, c.attacker)[0] == 0.0


def _full_start(factions: list[str]) -> GameState:
    return RULES.new_game(RULES.setup_from_data({"mode": "full", "factions": factions}), 3)


def _grown(s: GameState, seat: int, change) -> float:
    """How much ``change`` (applied to a copy of ``s``) adds to the seat's forces as it sees them."""
    more = s.clone()
    change(more.players[seat])
    return forces(more, seat, seat) - forces(s, seat, seat)


def test_eggs_are_worth_less_than_the_unit_a_resource_buys():
    """Balance round 4: normal played every Spawning face up (2 Eggs) rather than a card toward a unit;
    an Egg is worth less than the power it hatches into, and two Eggs less than a Razor's resource."""
    from game.ares.evaluation import POWER
    from game.ares.state import Building

    s = _full_start(["xenos", "terran"])
    queen = next(b for b in s.players[0].base if b.card == "Queen")

    def eggs(n: int):
        return lambda p: setattr(p.building(queen.id), "units", n)

    def razor_resource(p):
        p.base.append(Building("Nest#9", "Nest", "Razor", resources=["Spawning"]))

    def razor_built(p):
        p.base.append(Building("Nest#9", "Nest", "Razor"))

    assert _grown(s, 0, eggs(1)) < POWER
    assert _grown(s, 0, eggs(2)) < _grown(s, 0, razor_resource) - _grown(s, 0, razor_built)


def test_a_card_in_play_that_makes_power_is_worth_more_than_one_that_does_not():
    from game.ares.state import Building

    s = _full_start(["terran", "xenos"])

    def built(card: str):
        return lambda p: p.base.append(Building(f"{card}#9", card))

    assert _grown(s, 0, built("Power Plant")) > _grown(s, 0, built("Field Repairs")) > 0
