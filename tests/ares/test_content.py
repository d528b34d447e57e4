"""Ares content: every faction deck validated at load, seed facts kept, errors name card and field."""

from __future__ import annotations

import json
import shutil

import pytest

from game.ares.content.load import content, load_from
from game.ares.content.models import ContentError, validate_card


def test_basic_decks_have_50_cards_and_the_seed_attack_split():
    c = content()
    for faction in ("terran", "kahoum"):
        deck = c.deck(faction)
        assert len(deck) == 50
        cards = c.factions[faction].cards
        assert [cards[n].attack for n in deck].count("standard") == 4
        assert [cards[n].attack for n in deck].count("raid") == 2
        assert [cards[n].attack for n in deck].count("special") == 3


def test_seed_numbers_are_kept():
    cards = content().cards()
    troopers = cards["Barracks"].side("Troopers")
    assert (troopers.cost, troopers.type) == (1, "infantry")
    assert [troopers.ratings.against(t) for t in ("infantry", "armour", "air", "building")] == [2, 1, 0, 1]
    assert not troopers.provisional
    turret = cards["Turret"].side(None)
    assert turret.no_flanking and turret.base_defense and turret.type == "building" and turret.cost == 1
    assert cards["Turret"].start_units == 2 and cards["Novice"].start_units == 2
    mine = cards["Minefield"].side(None)
    assert (
        mine.initiative == 3 and mine.ratings.against("air") is None and mine.ratings.against("infantry") == 5
    )
    stealth = cards["Heavy Barracks"].side("Stealth")
    assert stealth.initiative == 3 and stealth.scouting == 2
    assert cards["Heavy Barracks"].side("Rocket").cost == 2
    assert cards["Factory"].side("Heavy Tank").cost == 3
    assert cards["Rift"].side("Void Rip").shield == 1
    assert content().start_buildings("terran", "basic") == ["Turret"]
    assert content().start_buildings("kahoum", "basic") == ["Novice"]


def test_every_card_has_japanese_names():
    for name, card in content().cards().items():
        assert card.name_ja, name
        for u in card.units:
            assert u.name_ja, (name, u.name)


def test_a_bad_card_names_the_card_and_the_field():
    with pytest.raises(ContentError, match=r"card .Camp.: units.0.ratings: .*air"):
        validate_card(
            "Camp",
            {
                "kind": "building",
                "units": [
                    {
                        "name": "R",
                        "cost": 1,
                        "type": "infantry",
                        "initiative": 1,
                        "ratings": {"infantry": 1, "armour": 1, "air": -1, "building": 1},
                    }
                ],
            },
        )
    with pytest.raises(ContentError, match=r"card 'Hit': .*attack"):
        validate_card("Hit", {"kind": "attack"})


def test_a_bad_deck_size_is_refused(tmp_path):
    assert content() is content() and content().cards() is content().cards()  # loaded once, shared
    from game.ares.content import load

    for name in load.FACTION_FILES:
        shutil.copy(load.HERE / f"{name}.json", tmp_path / f"{name}.json")
    data = json.loads((tmp_path / "terran.json").read_text(encoding="utf-8"))
    data["cards"]["Barracks"]["copies"] = 6
    (tmp_path / "terran.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError, match=r"faction 'terran': copies: the deck has 51 cards"):
        load_from(tmp_path)
