"""The card vocabulary: each behaviour key parses into its own class, a broken one is refused naming
the card and the field, and for a representative card of each mechanic family the effect (apply),
the refusal (failure) and the button text (describe) agree."""

from __future__ import annotations

import copy
import json

import pytest

from game import i18n
from game.core.resolution import Task
from game.tm import content
from game.tm import setup as tm_setup
from game.tm.content import ContentError, card
from game.tm.scenarios.model import parse_scenario
from game.tm.scenarios.position import build_position
from game.tm.state import ENERGY, HEAT, MC, PLANTS, GameState, TMSetup
from game.tm.vocabulary import REGISTRY, Scope, behaviour_of, parse_behaviour
from game.tm.vocabulary.attacks import ProductionAnyPlayer
from game.tm.vocabulary.base import Part
from game.tm.vocabulary.catalog import load_cards
from game.tm.vocabulary.production import Production

RAW = json.loads((content.CONTENT_DIR / "cards.json").read_text(encoding="utf-8"))


def position(given: dict, players: int = 2) -> GameState:
    return build_position(parse_scenario({"setup": {"players": players}, "given": given}))


def scope(s: GameState, source: str, seat: int = 0) -> Scope:
    return Scope(s, seat, source, {})


def english(name: str) -> list[str]:
    return [t.english() for t in behaviour_of(card(name).behavior).describe()]


def failure(s: GameState, name: str) -> str | None:
    why = behaviour_of(card(name).behavior).failure(scope(s, name), card(name))
    return None if why is None else why.english()


def queued(s: GameState) -> list[tuple[str, dict]]:
    return [(t.kind, t.data) for t in s.queue if isinstance(t, Task)]


# --- parsing --------------------------------------------------------------------------------
def test_a_behaviour_is_parsed_once_into_its_classes():
    b = behaviour_of(card("Heat Trappers").behavior)
    assert [type(p) for p in b.parts] == [Production, ProductionAnyPlayer]
    assert b.parts[0].deltas == (("energy", 1),)
    assert b.parts[1].decreases[0].resource == "heat" and b.parts[1].decreases[0].delta == -2
    assert behaviour_of(card("Heat Trappers").behavior) is b  # the parse made at load, not a new one


def test_every_key_has_one_class_and_a_distinct_place_in_each_phase():
    for phase in ("APPLY", "FAILURE", "DESCRIBE"):
        ranks = [getattr(cls, phase) for cls in REGISTRY.values() if getattr(cls, phase) is not None]
        shared = {r for r in ranks if ranks.count(r) > 1}
        assert shared <= {130} if phase == "APPLY" else not shared, (
            phase,
            shared,
        )  # draw and discard share a slot
    assert all(issubclass(cls, Part) and cls.KEY == key for key, cls in REGISTRY.items())
    assert len(REGISTRY) == 21


def _broken(**behavior) -> list:
    data = copy.deepcopy(RAW)
    index = next(i for i, c in enumerate(data) if c["name"] == "Heat Trappers")
    data[index]["behavior"] = behavior
    return data


@pytest.mark.parametrize(
    "behavior, field, message",
    [
        ({"produce": {"plants": 1}}, "behavior", "unknown behavior key(s) ['produce']"),
        (
            {"production": {"plants": "lots"}},
            "behavior.production.plants",
            "expected a whole number, got 'lots'",
        ),
        ({"production": {"gold": 1}}, "behavior.production", "unknown resource 'gold'"),
        ({"tiles": {"tile": "city"}}, "behavior.tiles", "expected a list"),
        (
            {"choice": [{"stock": {"heat": 1}}, {"teleport": 1}]},
            "behavior.choice.1",
            "unknown behavior key(s)",
        ),
        (
            {"conditional": [{"if": {"kind": "tag", "count": "lots"}, "then": {}}]},
            "behavior.conditional.0.if.count",
            "valid integer",
        ),
    ],
)
def test_a_broken_behaviour_is_refused_naming_card_and_field(behavior, field, message):
    with pytest.raises(ContentError) as err:
        load_cards(_broken(**behavior))
    text = str(err.value)
    assert text.startswith(f"cards.json: card Heat Trappers: field {field}: "), text
    assert message in text


def test_every_card_of_the_content_parses():
    defs, parsed = load_cards(RAW)
    assert len(defs) == 221 and len(parsed) >= 200


# --- one representative card per family -----------------------------------------------------
def test_production_fueled_generators():
    s = position({"players": [{"production": {"megacredits": -4}}]})
    assert english("Fueled Generators") == ["energy production +1", "M€ production -1"]
    assert failure(s, "Fueled Generators") is None
    behaviour_of(card("Fueled Generators").behavior).apply(scope(s, "Fueled Generators"))
    assert (s.players[0].production[ENERGY], s.players[0].production[MC]) == (1, -5)
    assert failure(s, "Fueled Generators") == "your megacredits production is too low"


def test_resources_nitrophilic_moss():
    s = position({"players": [{"resources": {"plants": 3}}]})
    assert english("Nitrophilic Moss") == ["-2 plants", "plants production +2"]
    assert failure(s, "Nitrophilic Moss") is None
    behaviour_of(card("Nitrophilic Moss").behavior).apply(scope(s, "Nitrophilic Moss"))
    assert (s.players[0].resources[PLANTS], s.players[0].production[PLANTS]) == (1, 2)
    assert failure(s, "Nitrophilic Moss") == "not enough plants"


def test_parameters_and_conditions_nitrogen_rich_asteroid():
    s = position({"temperature": -30, "players": [{"played": ["Lichen", "Kelp Farming"]}]})
    assert english("Nitrogen-Rich Asteroid") == ["TR +2", "Temperature +1 step"]
    tr = s.players[0].tr
    behaviour_of(card("Nitrogen-Rich Asteroid").behavior).apply(scope(s, "Nitrogen-Rich Asteroid"))
    assert s.temperature == -28 and s.players[0].tr == tr + 3  # +2 printed, +1 for the step
    assert s.players[0].production[PLANTS] == 1  # two plant tags: the "else" branch
    s = position({"players": [{"played": ["Lichen", "Kelp Farming", "Arctic Algae"]}]})
    behaviour_of(card("Nitrogen-Rich Asteroid").behavior).apply(scope(s, "Nitrogen-Rich Asteroid"))
    assert s.players[0].production[PLANTS] == 4


def test_tiles_mining_rights():
    s = position({})
    assert english("Mining Rights") == ["Place Mining Rights"]
    assert failure(s, "Mining Rights") is None
    behaviour_of(card("Mining Rights").behavior).apply(scope(s, "Mining Rights"))
    ((kind, data),) = queued(s)
    assert kind == "place_tile" and data["tile"] == "mining_rights" and "count" not in data
    assert data["space_bonus_production"] == {"resources": ["steel", "titanium"], "delta": 1}


def test_cards_business_contacts():
    s = position({})
    assert english("Business Contacts") == ["Draw 4 cards"]
    assert failure(s, "Business Contacts") is None
    behaviour_of(card("Business Contacts").behavior).apply(scope(s, "Business Contacts"))
    assert queued(s) == [("draw", {"count": 4, "keep": 2})]
    s.deck, s.discard = s.deck[:2], s.discard[:1]
    assert failure(s, "Business Contacts") == "not enough cards left to draw"


def test_card_resources_ceos_favorite_project():
    s = position({"players": [{"played": ["Birds"]}]})
    assert english("CEO's Favorite Project") == ["Add 1 any to another of your cards"]
    assert failure(s, "CEO's Favorite Project") == "none of your cards holds a resource"
    s.players[0].card_resources["Birds"] = 2
    assert failure(s, "CEO's Favorite Project") is None
    behaviour_of(card("CEO's Favorite Project").behavior).apply(scope(s, "CEO's Favorite Project"))
    assert [k for k, _ in queued(s)] == ["add_resources"]


def test_attacks_heat_trappers():
    s = position({"players": [{}, {"production": {"heat": 1}}]})
    assert english("Heat Trappers") == ["energy production +1", "Any player: heat production -2"]
    assert failure(s, "Heat Trappers") == "no player can lower heat production"
    s.players[1].production[HEAT] = 2
    assert failure(s, "Heat Trappers") is None
    behaviour_of(card("Heat Trappers").behavior).apply(scope(s, "Heat Trappers"))
    assert s.players[0].production[ENERGY] == 1
    assert queued(s) == [("production_any", {"resource": "heat", "delta": -2})]


def test_choices_artificial_photosynthesis_and_a_choice_with_no_way_out():
    s = position({})
    b = behaviour_of(card("Artificial Photosynthesis").behavior)
    assert b.describe() == [] and [t.english() for t in b.parts[0].options[1].describe()] == [
        "plants production +1"
    ]
    assert failure(s, "Artificial Photosynthesis") is None
    b.apply(scope(s, "Artificial Photosynthesis"))
    assert queued(s) == [
        ("choice", {"options": card("Artificial Photosynthesis").behavior["choice"], "ctx": {}})
    ]
    stuck = parse_behaviour({"choice": [{"stock": {"plants": -3}}, {"production": {"heat": -1}}]})
    why = stuck.failure(scope(s, "Artificial Photosynthesis"), card("Artificial Photosynthesis"))
    assert why is not None and why.english() == "none of the options can be applied"


def test_a_description_translates_with_the_names_inside_it():
    lines = behaviour_of(card("Kelp Farming").behavior).describe()
    try:
        i18n.set_language("ja")
        ja = [t.translated() for t in lines]
    finally:
        i18n.set_language("en")
    assert [t.translated() for t in lines] == ["+2 plants", "M€ production +2", "plants production +3"]
    assert ja == ["植物 +2", "M€の産出 +2", "植物の産出 +3"]


def test_a_new_game_parses_the_card_vocabulary_before_dealing(monkeypatch):
    def refuse() -> dict:
        raise ContentError("cards.json: card Birds: field behavior: unknown behavior key(s) ['produce']")

    monkeypatch.setattr(tm_setup, "content_vocabulary", refuse)
    with pytest.raises(ContentError, match="card Birds"):
        tm_setup.new_game(TMSetup(players=2), 1)


def test_card_resources_for_another_card_need_such_a_card():
    option = card("Extreme-Cold Fungus").action["choice"][1]["gain"]
    add = behaviour_of(option).get("add_resources")
    assert [t.english() for t in add.describe()] == ["Add 2 microbes to another of your cards"]
    s = position({"players": [{"played": ["Extreme-Cold Fungus", "Birds"]}]})
    assert add.has_targets(scope(s, "Extreme-Cold Fungus")) is False
    s = position({"players": [{"played": ["Extreme-Cold Fungus", "Tardigrades"]}]})
    assert add.has_targets(scope(s, "Extreme-Cold Fungus")) is True
    add.apply(scope(s, "Extreme-Cold Fungus"), behaviour_of(option))
    assert queued(s) == [("add_resources", {"resource": "microbe", "count": 2, "target": "another_own_card"})]


def test_an_optional_discard_is_queued_as_its_own_opt_in_mars_university():
    gain = card("Mars University").triggers()[0]["gain"]
    b = behaviour_of(gain)
    s = position({})
    b.get("discard_cards").queue_optional(scope(s, "Mars University"), b)
    assert queued(s) == [("discard_draw", {"discard": 1, "draw": 1, "optional": True})]
    s = position({})
    b.apply(scope(s, "Mars University"))  # applied outright (not optional): discard, then draw, one task
    assert queued(s) == [("discard_draw", {"discard": 1, "draw": 1})]


def test_only_fixed_gains_are_order_free_and_a_stock_names_its_amounts():
    assert behaviour_of(card("Rover Construction").triggers()[0]["gain"]).order_free() is True
    assert behaviour_of(card("Mars University").triggers()[0]["gain"]).order_free() is False
    assert (
        behaviour_of(card("Energy Saving").behavior).order_free() is False
    )  # production counted in the game
    assert behaviour_of(card("Local Heat Trapping").behavior).get("stock").amount_of("heat") == -5
