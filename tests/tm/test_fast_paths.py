"""The engine's speed-ups keep every answer the same: what they reuse or skip is checked here
against the plain computation."""

from __future__ import annotations

from functools import cache

from game.core import Rng
from game.tm import actions, effects, placement, tableau
from game.tm.board import tharsis
from game.tm.commands import (
    CardAction,
    ChooseSpace,
    ClaimMilestone,
    ConvertHeat,
    ConvertPlants,
    EndTurn,
    FundAward,
    Pass,
    PlayCard,
    Skip,
    StandardProject,
)
from game.tm.content import CardDef, card, cards, milestones_awards, standard_projects
from game.tm.decisions import SpaceDecision, typed
from game.tm.flow import continuous_turn
from game.tm.payment import payment_options
from game.tm.playability import card_failure
from game.tm.requirements import requirement_failure
from game.tm.rules import RULES
from game.tm.scoring import award_metric, award_points, card_vp, final_scores
from game.tm.state import ACTION, CITY_KINDS, HEAT, GameState
from game.tm.vocabulary import Scope, behaviour_of
from tests.support.tm_playout import choose


def _first_action_position(players: int, seed: int):
    s = RULES.new_game(RULES.setup_from_data({"players": players}), seed)
    while s.pending is not None or s.phase != ACTION:
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    return s


def test_the_engine_lists_the_same_command_objects_again():
    """Listing legal commands twice (also on a clone) reuses the command objects."""
    s = _first_action_position(2, 5)
    first, again = RULES.legal_commands(s), RULES.legal_commands(RULES.clone(s))
    assert len(first) > 3 and all(a is b for a, b in zip(first, again, strict=True))


@cache
def _positions() -> tuple[GameState, ...]:
    """Every 7th position of seeded random 2-, 3- and 5-player games and a solo game."""
    out = []
    for players, seed in ((2, 1), (3, 2), (5, 3), (1, 4)):
        rng = Rng(seed)
        s = RULES.new_game(RULES.setup_from_data({"players": players, "solo": players == 1}), seed)
        step = 0
        while not RULES.is_over(s):
            if step % 7 == 0:
                out.append(s)
            s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state
            step += 1
    return tuple(out)


PLACEMENTS = [
    ("city", "standard"), ("greenery", "standard"), ("ocean", "standard"), ("city", "city_rules"),
    ("city", "land"), ("ocean", "land_not_reserved"), ("ocean", "ocean_reserved"), ("special", "isolated"),
    ("special", "volcanic"), ("city", "adjacent_to_2_cities"), ("special", "adjacent_to_city"),
    ("special", "adjacent_to_greenery"), ("special", "steel_or_titanium_bonus"),
    ("special", "steel_or_titanium_bonus_adjacent_own_tile"),
]  # fmt: skip


def test_the_short_placement_questions_agree_with_the_space_lists():
    checked = 0
    for s in _positions():
        for seat in range(s.n):
            free = placement.free_land(s, seat)
            assert placement.city_spaces(s, seat) == [
                sid for sid in free if not placement._next_to_city(s, sid)
            ]
            own = [sid for sid in placement.own_tile_spaces(s, seat) if tharsis()[sid].on_mars]
            near = [sid for sid in free if any(n in own for n in tharsis()[sid].neighbors)]
            assert placement.greenery_spaces(s, seat) == (near or free)
            assert placement.has_city_space(s, seat) == bool(placement.city_spaces(s, seat))
            assert placement.has_greenery_space(s, seat) == bool(placement.greenery_spaces(s, seat))
            for tile, rule in PLACEMENTS:
                spaces = placement.legal_spaces(s, seat, tile, rule)
                assert placement.has_legal_space(s, seat, tile, rule) == bool(spaces), (tile, rule)
                checked += bool(spaces)
    assert checked > 1000  # most rules have spaces most of the game


def _plain_card_failure(s: GameState, seat: int, c: CardDef):
    """``card_failure`` as first written: requirements, then every part's check in rank order."""
    for req in c.requirements:
        why = requirement_failure(s, seat, req)
        if why is not None:
            return why
    if not c.behavior:
        return None
    b = behaviour_of(c.behavior)
    scope = Scope(s, seat, c.name, {})
    for part in sorted((p for p in b.parts if p.FAILURE is not None), key=lambda p: p.FAILURE):
        why = part.failure(scope, b, c)
        if why is not None:
            return why
    return None


def test_card_refusals_are_those_of_the_plain_check():
    refused = 0
    names = list(cards())
    for i, s in enumerate(_positions()):
        for seat in range(s.n):
            for name in names[i % 7 :: 7]:  # every card, spread over the positions
                c = card(name)
                assert card_failure(s, seat, c) == _plain_card_failure(s, seat, c), name
                refused += card_failure(s, seat, c) is not None
    assert refused > 1000


def test_a_decision_accepts_exactly_its_listed_answers():
    spaces = 0
    for s in _positions():
        if s.pending is None:
            continue
        decision = typed(s.pending)
        assert typed(s.pending) is decision  # typed once per pending record
        answers = list(decision.answers())[:50]
        wrong = [Skip(decision.seat), Skip(decision.seat + 1), ChooseSpace(decision.seat, "03")]
        wrong += [ChooseSpace(decision.seat + 1, a.space) for a in answers if isinstance(a, ChooseSpace)]
        for command in answers + wrong:
            assert decision.accepts(command) == (command in decision.answers()), command
        spaces += isinstance(decision, SpaceDecision)
    assert spaces > 10


def test_final_scores_are_those_of_the_plain_count():
    """Greeneries, city VP, award standings and cards' VP as first written (tile by tile, seat by seat)."""
    board = tharsis()
    for s in _positions():
        for sc in final_scores(s):
            seat = sc.seat
            own = [(sid, t) for sid, t in s.tiles.items() if t.owner == seat]
            assert sc.greeneries == sum(1 for _, t in own if t.kind == "greenery")
            assert sc.cities == sum(
                sum(1 for n in board[sid].neighbors if n in s.tiles and s.tiles[n].kind == "greenery")
                for sid, t in own
                if t.kind in CITY_KINDS
            )
            p = s.players[seat]
            assert sc.cards == sum(card_vp(s, seat, n) for n in p.tableau + p.events)
        _, awards, _, _ = milestones_awards()
        for name in awards:
            tiles = [
                sum(1 for t in s.tiles.values() if t.owner == q.seat and t.kind != "ocean") for q in s.players
            ]
            plain = {q.seat: award_metric(s, q.seat, awards[name].metric) for q in s.players}
            if awards[name].metric == "own_tiles_non_ocean":
                assert list(plain.values()) == tiles
            points = award_points(s, awards[name])
            best = max(plain.values())
            assert [seat for seat, vp in points.items() if vp == 5] == [
                q for q, v in plain.items() if v == best
            ]


def _plain_top_level(s: GameState, seat: int) -> list:
    """The top-level actions as first listed: every candidate whose refusal check says None."""
    p = s.players[seat]
    if p.first_action_pending and s.actions_this_turn == 0:
        return [CardAction(seat, p.corporation), Pass(seat)]
    out: list = [
        PlayCard(seat, n) for n in dict.fromkeys(p.hand) if actions.play_card_failure(s, seat, n) is None
    ]
    out += [
        StandardProject(seat, n)
        for n in standard_projects()
        if actions.standard_project_failure(s, seat, n) is None
    ]
    out += [
        CardAction(seat, n)
        for n in p.tableau
        if n not in p.actions_used
        and ((n == p.corporation and p.first_action_pending) or card(n).action is not None)
        and actions.card_action_failure(s, seat, n) is None
    ]
    out += [ConvertPlants(seat)] if actions.convert_plants_failure(s, seat) is None else []
    out += [ConvertHeat(seat)] if actions.convert_heat_failure(s, seat) is None else []
    ms, aw, _, _ = milestones_awards()
    out += [ClaimMilestone(seat, n) for n in ms if actions.milestone_failure(s, seat, n) is None]
    out += [FundAward(seat, n) for n in aw if actions.award_failure(s, seat, n) is None]
    if s.actions_this_turn >= 1 and not continuous_turn(s):
        out.append(EndTurn(seat))
    return [*out, Pass(seat)]


def _rich(s: GameState) -> GameState:
    """The same position with the active seat given plenty to spend (more actions pass the price)."""
    rich = s.clone()
    rich.players[s.active].resources = [v + 30 for v in rich.players[s.active].resources]
    return rich


def test_the_listed_actions_are_those_the_refusal_checks_allow():
    kinds: set[str] = set()
    for s in _positions():
        if s.pending is not None or s.phase != ACTION:
            continue
        for position in (s, _rich(s)):
            listed = RULES.legal_commands(position)
            assert listed == _plain_top_level(position, position.active)
            kinds.update(c.KIND for c in listed)
    assert kinds >= {
        "play_card",
        "standard_project",
        "card_action",
        "claim_milestone",
        "fund_award",
        "end_turn",
    }


def test_card_action_refusals_name_the_first_options_reason():
    """With every option of a blue action refused, the refusal is the first option's (as first written)."""
    refused = 0
    for s in _positions():
        for p in s.players:
            for name in p.tableau:
                action = card(name).action
                why = actions.card_action_failure(s, p.seat, name)
                if not action or name in p.actions_used or why is None or p.first_action_pending:
                    continue
                options = action["choice"] if "choice" in action else [action]
                reasons = [actions.action_option_failure(s, p.seat, name, o) for o in options]
                if all(r is not None for r in reasons) and action.get("condition") is None:
                    assert why == reasons[0]
                    refused += 1
    assert refused > 50


def test_every_trigger_event_is_fired_by_one_of_the_fire_functions():
    """The fire_* functions look only at the cards reacting to their events: a trigger on an
    event none of them names would never fire."""
    used = {e["when"]["event"] for c in cards().values() for e in c.triggers()}
    fired = effects._TILE_EVENTS | effects._PLAY_EVENTS | effects._PROJECT_EVENTS | effects._PAID_EVENTS
    assert used == fired
    for event in used:
        holders = {n for n, c in cards().items() if any(e["when"]["event"] == event for e in c.triggers())}
        assert holders <= effects._reacting_to(frozenset({event})) and holders


def test_paying_with_megacredits_alone_is_what_the_general_search_finds():
    """Without steel, titanium or heat, payment_options answers at once; with heat allowed but
    none in stock the general search must find the same single way (or none)."""
    for s in _positions()[::5]:
        for p in s.players:
            q = p.clone()
            q.resources[HEAT] = 0
            for cost in range(0, 40, 3):
                assert payment_options(q, cost, heat=False) == payment_options(q, cost, heat=True)


def test_tableau_values_are_those_of_the_effects_in_play():
    """steel_value, titanium_value, plants_per_greenery and requirement_offset answer without the
    list of effects for a player with none of them; with the effects they add them up."""
    seen = set()
    for s in _positions():
        for p in s.players:
            values = [e for n in p.tableau for e in card(n).effects if e["kind"] == "resource_value"]
            assert tableau.steel_value(p) == 2 + sum(e["bonus"] for e in values if e["resource"] == "steel")
            assert tableau.titanium_value(p) == 3 + sum(
                e["bonus"] for e in values if e["resource"] == "titanium"
            )
            plants = [
                e["plants"] for n in p.tableau for e in card(n).effects if e["kind"] == "greenery_plant_cost"
            ]
            assert tableau.plants_per_greenery(p) == min(plants, default=8)
            steps = [
                e["steps"] for n in p.tableau for e in card(n).effects if e["kind"] == "requirement_offset"
            ]
            assert tableau.requirement_offset(p) == sum(steps) + p.next_card_offset
            seen.update(
                kind for kind, found in (("value", values), ("plants", plants), ("steps", steps)) if found
            )
    assert seen == {"value", "plants", "steps"}
