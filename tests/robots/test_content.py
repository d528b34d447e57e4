"""The robot game's content keeps every seed fact; bad data is refused naming the card and field."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.robots.content import load
from game.robots.content.models import ContentError


def _files():
    return [json.loads((load.HERE / n).read_text(encoding="utf-8")) for n in load_names()]


def load_names():
    return ("parts.json", "robots.json", "mars.json", "components.json")


def test_the_components_of_section_3():
    c = load.content()
    assert Counter(c.vp_values()) == {4: 8, 3: 8, 2: 16} and sum(c.vp_values()) == 88
    assert len(c.basic) == 6 and c.basic_copies * 4 * 6 == 48
    assert len(c.special) == 10 and c.special_copies * 10 == 40
    assert len(c.robots) == 8 and sorted(r.number for r in c.robots.values()) == list(range(1, 9))
    decks = {m.name: (m.deck, m.copies) for m in c.mars.values()}
    assert decks == {
        "Collect/Survey": ("A", 4),
        "Magnetic Storm": ("A", 4),
        "Complex Terrain": ("A", 4),
        "Hostile Creature": ("B", 4),
        "Friendly Creature": ("B", 4),
        "Sandstorm": ("B", 4),
    }
    assert c.components.data_chits == 16 and c.components.progress_cards == 8


def test_seed_facts_kept_and_no_provisional_card_left():
    c = load.content()
    shield, tool, ad = c.parts["Shield"], c.parts["Repair Tool"], c.parts["Advertisement"]
    assert shield.defense >= 1 and shield.disposable and shield.progress >= 1
    assert tool.repair and not tool.disposable
    assert ad.advertisement and ad.kind == "special" and ad.cost is not None
    defense_cards = [p for p in c.parts.values() if p.defense]
    assert all(p.progress >= 1 for p in defense_cards)  # the seed's advice: every Defense card has one
    assert not any(r.provisional for r in c.robots.values())  # the final set (DESIGN.md)
    assert not any(p.provisional for p in c.parts.values())
    assert all(p.name_ja and p.text and p.text_ja for p in c.parts.values())
    assert all(r.survey >= 1 and r.storage >= 1 for r in c.robots.values())


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda f: f[0]["special"][1].update(cost=-1), "parts.json: special card 'Sampler Arm': cost"),
        (lambda f: f[0]["basic"][0].update(cost=2), "card 'Cannon': card: Value error, cost: a special part"),
        (lambda f: f[0]["basic"][1].update(lasers=1), "card 'Sensor': lasers"),
        (lambda f: f[1][3].update(number=1), "robot 'Hauler': number: 1 used twice"),
        (lambda f: f[2][0].update(deck="C"), "mars.json: card 'Collect/Survey': deck"),
        (lambda f: f[0]["basic"].pop(5), "the seed's part 'Repair Tool' is missing"),
    ],
)
def test_bad_content_is_refused_naming_card_and_field(change, message):
    files = _files()
    change(files)
    with pytest.raises(ContentError) as err:
        load.build(*files)
    assert message in str(err.value)


def test_the_final_set_has_distinct_robots_and_parts():
    c = load.content()
    abilities = ("mobility", "collection", "survey", "storage", "combat", "defense", "dialogue")
    robots = {tuple(getattr(r, a) for a in abilities) for r in c.robots.values()}
    assert len(robots) == 8
    special = {(tuple(getattr(p, a) for a in abilities), p.progress, p.disposable, p.advertisement) for p in
               (c.parts[n] for n in c.special)}  # fmt: skip
    assert len(special) == 10
    assert all(r.name_ja and r.text and r.text_ja for r in c.robots.values())
