"""The four factions of the full game (issue 15, "Content"; ruling AR-47): decks loaded and validated, each
faction's mechanic played with real numbers, random games of every pairing with the invariants."""

from __future__ import annotations

import itertools
import json
import shutil

import pytest

from game.ares import commands as C
from game.ares.combat import destroy_building, initiative, to_hit
from game.ares.content import load
from game.ares.content.load import content, load_from
from game.ares.content.models import ContentError, validate_card
from game.ares.effects import PAID, power
from game.ares.factions import hooks
from game.ares.forces import construct, scouting
from game.ares.rules import RULES
from game.ares.state import Building, Column, Combat, GameState
from game.core import IllegalCommand
from game.core.serial import canonical_json
from tests.ares.support import check_invariants, play
from tests.support.conformance import check_views

FACTIONS = ("terran", "kahoum", "colossus", "xenos")


def full_game(factions: tuple[str, str], seed: int = 1) -> GameState:
    """A full game past the opening (each seat took its first two legal cards)."""
    state = RULES.new_game(RULES.setup_from_data({"mode": "full", "factions": list(factions)}), seed)
    while state.opening:
        state = RULES.apply(state, RULES.legal_commands(state)[0]).state
    return state


def give(state: GameState, seat: int, *cards: str) -> None:
    """Put ``cards`` in the seat's hand (taken from its deck, so the cards stay conserved) and make it active."""
    p = state.players[seat]
    for card in cards:
        p.deck.remove(card) if card in p.deck else p.discard.remove(card)
        p.hand.append(card)
    state.active = seat


def build(state: GameState, seat: int, bid: str, card: str, side: str, units: int) -> Building:
    """A building already in the base with ``units`` (its card taken from the deck)."""
    state.players[seat].deck.remove(card)
    b = Building(bid, card, side, units)
    state.players[seat].base.append(b)
    return b


def apply(state: GameState, command) -> GameState:
    return RULES.apply(state, command).state


# -- content ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("faction", FACTIONS)
def test_each_faction_has_a_50_card_deck_with_the_seed_attack_split_and_both_languages(faction):
    c = content()
    f = c.factions[faction]
    deck = c.deck(faction)
    assert len(deck) == 50
    attacks = [f.cards[n].attack for n in deck]
    assert (attacks.count("standard"), attacks.count("raid"), attacks.count("special")) == (4, 2, 3)
    assert len({n for n in deck if f.cards[n].attack == "special"}) == 3  # three different special attacks
    assert {f.cards[n].kind for n in deck} == {"building", "attack", "special", "special_building"}
    assert c.start_buildings(faction, "full")
    for name, card in f.cards.items():
        assert card.name_ja, name
        assert bool(card.text) == bool(card.text_ja), name
        if card.kind != "building":
            assert card.text, name  # every non-building card says what it does, in both languages
        for u in card.units:
            assert u.name_ja and bool(u.text) == bool(u.text_ja), (name, u.name)


def test_colossus_and_xenos_keep_every_seed_fact():
    cards = content().cards()
    gun = cards["Explosive Gun"]
    assert gun.cost == 1 and gun.units[0].name == "Mortis Cannon" and gun.faction == "colossus"
    up = cards["Upgrade"]
    assert up.kind == "special" and up.attach and up.takes_resources
    queen = cards["Queen"]
    assert queen.permanent and queen.start and queen.full_only and queen.units[0].name == "Egg"
    assert cards["Brain"].kind == "special_building" and cards["Tactical Brain"].kind == "special_building"
    assert cards["Evolve"].attach
    slicer = cards["Hive"].side("Slicer")
    assert (slicer.type, slicer.initiative, slicer.ratings.building) == ("air", 2, 1)
    assert slicer.effect == {"vs_infantry": 1, "vs_air": -1}  # Ground Pound's +-1
    razor = cards["Nest"].side("Razor")
    assert razor.type == "infantry" and razor.initiative < 3
    beh = cards["Brood"].side("Behemoth")
    assert (beh.type, beh.tough, beh.initiative) == ("armour", True, 2)
    assert (beh.ratings.infantry, beh.ratings.armour, beh.ratings.building) == (2, 1, 4)
    assert (
        content().start_buildings("xenos", "basic") == []
        and content().start_buildings("colossus", "basic") == []
    )


def test_terran_and_kahoum_full_game_cards_keep_the_seed():
    cards = content().cards()
    assert cards["Workers"].permanent and cards["Workers"].start_units == 2
    assert cards["Technology"].attach and cards["Resupply"].effect == {"bonus": 2}
    assert cards["Acolyte"].target == "Obelisk" and cards["Obelisk"].effect == {"power": 1}
    assert cards["Tactical Nuke"].attack == "special"
    for unit in (("Pyre", "Ember"), ("Quake", "Pebble"), ("Gale", "Zephyr")):
        assert cards[unit[0]].side(unit[1]).effect.get("cost")  # the psychic units' special text


def test_a_bad_effect_or_target_names_the_card_and_the_field(tmp_path):
    with pytest.raises(ContentError, match=r"card 'Zap': effect: unknown key 'zap'"):
        validate_card("Zap", {"kind": "special", "text": "t", "effect": {"zap": 1}})
    with pytest.raises(ContentError, match=r"card 'Glue': target"):
        validate_card("Glue", {"kind": "special", "text": "t", "attach": True})
    with pytest.raises(ContentError, match=r"card 'Quiet': text"):
        validate_card("Quiet", {"kind": "special", "effect": {"power": 1}})
    for name in ("terran", "kahoum", "colossus", "xenos"):
        shutil.copy(load.HERE / f"{name}.json", tmp_path / f"{name}.json")
    data = json.loads((tmp_path / "xenos.json").read_text(encoding="utf-8"))
    data["cards"]["Spawning"]["target"] = "King"
    (tmp_path / "xenos.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError, match=r"card 'Spawning': target: 'King' is no card of 'xenos'"):
        load_from(tmp_path)


# -- mechanics, with real numbers -------------------------------------------------------------------------


def test_terran_workers_fill_the_reroll_box_and_the_rest_make_power():
    state = full_game(("terran", "xenos"))
    t = state.players[0]
    assert t.building("Workers").units == 2
    construct(state, 0, [])
    assert t.rerolls == 2 and power(state, 0) == 0  # Scenario 14: 2 Workers, 2 rerolls
    hooks(state, 0).combat_over(state, 0)
    assert t.rerolls == 0
    give(state, 0, "Worker Shift", "Nuclear Plant")
    state = apply(state, C.Special(0, "Worker Shift", "Workers"))
    t = state.players[0]
    assert t.building("Workers").units == 3
    state.active = 0
    state = apply(state, C.Build(0, "Nuclear Plant", "", id="Plant"))
    t = state.players[0]
    mine = build(state, 0, "Mines", "Minefield", "Minefield", 2)
    construct(state, 0, [])
    # 2 Workers in the Reroll box, the third makes 1 power; the Nuclear Plant 2; the Minefield pays 1 for a shield
    assert t.rerolls == 2
    assert power(state, 0) == 2 and mine.shields == 1 and t.marks[PAID + "Mines"] == 1


def test_terran_technology_costs_one_power_for_plus_one():
    state = full_game(("terran", "kahoum"))
    build(state, 0, "Barracks#1", "Barracks", "Troopers", 2)
    build(state, 1, "Quake#1", "Quake", "Pebble", 1)
    give(state, 0, "Technology")
    with pytest.raises(IllegalCommand, match="cannot be played on that building"):
        RULES.apply(state, C.Special(0, "Technology", "Quake#1"))
    state = apply(state, C.Special(0, "Technology", "Barracks#1"))
    assert state.players[0].building("Technology#1").host == "Barracks#1"
    state.combat = Combat(0, 1, "Standard Attack", "normal", at="base")
    state.combat.line = [Column(["Barracks#1"], ["Quake#1"])]
    construct(state, 0, [])
    assert to_hit(state, 0, "Barracks#1", "Quake#1") == 2  # no power: Troopers' infantry rating 2
    state.players[0].marks["power"] = 1
    hooks(state, 0).combat_over(state, 0)
    construct(state, 0, [])
    assert to_hit(state, 0, "Barracks#1", "Quake#1") == 3 and power(state, 0) == 0


def test_kahoum_obelisk_acolyte_power_and_a_focused_ember():
    state = full_game(("kahoum", "terran"))
    build(state, 0, "Pyre#1", "Pyre", "Ember", 2)
    build(state, 1, "Barracks#1", "Barracks", "Troopers", 2)
    give(state, 0, "Obelisk")
    state = apply(state, C.Build(0, "Obelisk", "", id="Obelisk#1"))
    give(state, 0, "Acolyte")
    assert RULES.legal_commands(state)  # the Acolyte attaches to the Obelisk only
    assert hooks(state, 0).special_targets(state, 0, "Acolyte") == ["Obelisk#1"]
    state = apply(state, C.Special(0, "Acolyte", "Obelisk#1"))
    state.combat = Combat(0, 1, "Standard Attack", "normal", at="base")
    state.combat.line = [Column(["Pyre#1"], ["Barracks#1"])]
    construct(state, 0, [])
    # Obelisk 1 + Acolyte 1 = 2 power, all paid for the Ember's focus (cost 2)
    assert power(state, 0) == 0
    assert initiative(state, 0, "Pyre#1") == 4  # 3 + 1
    assert to_hit(state, 0, "Pyre#1", "Barracks#1") == 4  # infantry rating 3 + 1
    assert scouting(state, 0, ["Pyre#1"]) == 1  # the Obelisk's premonition, once
    assert scouting(state, 0, []) == 0


def test_colossus_upgrade_turns_resources_into_power_and_hardpoints_limit_the_base():
    state = full_game(("colossus", "terran"))
    build(state, 0, "Foundry#1", "Foundry", "Strider", 2)
    build(state, 1, "Barracks#1", "Barracks", "Troopers", 1)
    give(state, 0, "Upgrade")
    state = apply(state, C.Special(0, "Upgrade", "Foundry#1"))
    give(state, 0, "Salvage")
    assert C.Resource(0, "Salvage", "Upgrade#1") in RULES.legal_commands(state)
    state = apply(state, C.Resource(0, "Salvage", "Upgrade#1"))
    up = state.players[0].building("Upgrade#1")
    assert up.resources == ["Salvage"]
    state.combat = Combat(0, 1, "Standard Attack", "normal", at="base")
    state.combat.line = [Column(["Foundry#1"], ["Barracks#1"])]
    construct(state, 0, [])
    assert up.resources == [] and "Salvage" in state.players[0].discard
    assert power(state, 0) == 0  # 1 resource -> 1 power, paid for the Upgrade's overdrive
    assert to_hit(state, 0, "Foundry#1", "Barracks#1") == 3  # Strider infantry 2 + 1
    destroy_building(state, 0, "Foundry#1", [])  # §11.8: the attached card goes with it
    assert state.players[0].building("Upgrade#1") is None
    assert {"Foundry", "Upgrade"} <= set(state.players[0].discard)
    state.combat = None  # the hand-made combat's attack card came from nowhere
    check_invariants(state)


def test_colossus_has_five_hardpoints():
    state = full_game(("colossus", "xenos"))
    for i in range(5):
        build(state, 0, f"F{i}", "Foundry" if i < 4 else "Drone Bay", "Strider" if i < 4 else "Gnat", 0)
    give(state, 0, "Servitor Pens")
    assert not any(isinstance(c, C.Build) for c in RULES.legal_commands(state))
    with pytest.raises(IllegalCommand, match="no room for another building"):
        RULES.apply(state, C.Build(0, "Servitor Pens", "Servitor"))
    state.players[0].base = [b for b in state.players[0].base if b.id != "F4"]
    state.players[0].discard.append("Drone Bay")
    state = apply(state, C.Build(0, "Servitor Pens", "Servitor"))


def test_xenos_eggs_hatch_into_power_and_evolve_spends_it():
    state = full_game(("xenos", "terran"))
    build(state, 0, "Hive#1", "Hive", "Slicer", 3)
    build(state, 1, "Barracks#1", "Barracks", "Troopers", 2)
    build(state, 1, "Heliport#1", "Heliport", "Predator", 1)
    give(state, 0, "Spawning")
    state = apply(state, C.Special(0, "Spawning", "Queen"))
    assert state.players[0].building("Queen").units == 2
    give(state, 0, "Evolve")
    state = apply(state, C.Special(0, "Evolve", "Hive#1"))
    state.combat = Combat(0, 1, "Standard Attack", "normal", at="base")
    state.combat.line = [Column(["Hive#1"], ["Barracks#1"]), Column([], ["Heliport#1"])]
    construct(state, 0, [])
    assert state.players[0].building("Queen").units == 0 and power(state, 0) == 1  # 2 Eggs, 1 paid for Evolve
    # Slicer: infantry 2 + Ground Pound 1 + Evolve 1; air 1 - 1 + 1, passing the Barracks column (-1)
    assert to_hit(state, 0, "Hive#1", "Barracks#1") == 4
    assert to_hit(state, 0, "Hive#1", "Heliport#1") == 0
    assert initiative(state, 0, "Hive#1") == 3


def test_xenos_burrowers_claim_the_neutral_frontier_from_the_start():
    """Balance round 5 (content/BALANCE.md): the Burrow's 2 start units are field units, not Base Defense,
    so the Xenos can claim the neutral Frontier with their first attack card; Colossus's Bulwark cannot."""
    for seat, faction in enumerate(("xenos", "colossus")):
        state = full_game(("xenos", "colossus"))
        assert state.frontier is None
        give(state, seat, "Standard Attack")
        state = apply(state, C.Attack(seat, "Standard Attack", "claim"))
        start = "Burrow" if faction == "xenos" else "Bulwark"
        assert state.players[seat].building(start).units == 2
        assert state.frontier == (seat if faction == "xenos" else None)


def test_xenos_tactical_brain_swaps_for_the_better_match_ups():
    state = full_game(("xenos", "terran"))
    build(state, 0, "Brood#1", "Brood", "Behemoth", 2)
    build(state, 0, "Nest#1", "Nest", "Razor", 2)
    build(state, 1, "Barracks#1", "Barracks", "Troopers", 2)
    build(state, 1, "Mines", "Minefield", "Minefield", 2)
    state.combat = Combat(0, 1, "Standard Attack", "normal", at="base")
    state.combat.line = [Column(["Brood#1"], ["Barracks#1"]), Column(["Nest#1"], ["Mines"])]
    hooks(state, 0).after_redeploy(state, 0)
    assert [c.a for c in state.combat.line] == [["Brood#1"], ["Nest#1"]]  # no Tactical Brain: no swap
    give(state, 0, "Tactical Brain")
    state.players[0].hand.remove("Tactical Brain")
    state.players[0].base.append(Building("TB", "Tactical Brain"))
    hooks(state, 0).after_redeploy(state, 0)
    # Behemoth vs Troopers 2 + Razor vs Minefield 1 = 3; swapped: Behemoth vs Minefield 4 + Razor vs Troopers 2 = 6
    assert [c.a for c in state.combat.line] == [["Nest#1"], ["Brood#1"]]


def test_a_special_attack_lasts_its_combat():
    state = full_game(("xenos", "terran"))
    build(state, 0, "Hive#1", "Hive", "Spitter", 2)
    give(state, 0, "Swarm Tide")
    state = apply(state, C.Attack(0, "Swarm Tide", "deep_strike"))
    c = state.combat
    assert c is not None and c.revealed and c.at == "base"
    assert state.players[0].marks.get("combat:initiative") == 1
    assert initiative(state, 0, "Hive#1") == 4  # Spitter 3 + 1
    while state.combat is not None:
        state = apply(state, RULES.legal_commands(state)[0])
    assert "combat:initiative" not in state.players[0].marks and state.players[0].rerolls == 0


def test_basic_game_ignores_every_faction_effect():
    state = RULES.new_game(RULES.setup_from_data({}), 1)
    assert hooks(state, 0).firing_modifier(state, 0, "x", "y") == 0
    assert all(not b.permanent for p in state.players for b in p.base)
    assert [b.id for b in state.players[0].base + state.players[1].base] in (
        ["Turret", "Novice"],
        ["Novice", "Turret"],
    )


# -- random games of every pairing ---------------------------------------------------------------------


@pytest.mark.parametrize("pairing", list(itertools.permutations(FACTIONS, 2)), ids="-".join)
def test_random_full_games_of_every_pairing_keep_the_invariants(pairing):
    seen = 0

    def check(state):
        nonlocal seen
        check_invariants(state)
        seen += 1
        if seen % 25 == 0:
            check_views(RULES, setup, state)

    setup = RULES.setup_from_data({"mode": "full", "factions": list(pairing)})
    for seed in range(2):
        _, state = play(seed, check, mode="full", factions=pairing)
        assert RULES.is_over(state) and RULES.outcome(state).winners


def test_a_colossus_xenos_game_replays_byte_for_byte():
    from game.core import replay

    pairing = ("colossus", "xenos")
    setup = RULES.setup_from_data({"mode": "full", "factions": list(pairing)})
    commands, final = play(4, mode="full", factions=pairing)
    again = replay(RULES, setup, 4, commands)
    assert canonical_json(RULES.snapshot(again)) == canonical_json(RULES.snapshot(final))
