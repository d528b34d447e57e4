"""TM content files load, hold the whole game, and a broken file names the card and the field."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from game.tm import content
from game.tm.content import ContentError, parse_cards
from game.tm.vocabulary.catalog import load_cards

RAW = json.loads((content.CONTENT_DIR / "cards.json").read_text(encoding="utf-8"))


def test_the_whole_card_list_is_there():
    cards = content.cards()
    projects = [c for c in cards.values() if not c.is_corporation]
    assert len(cards) == 221 and len(projects) == 208
    assert sorted(int(c.number) for c in projects) == list(range(1, 209))
    assert Counter(c.module for c in projects) == {"base": 137, "corporate_era": 71}
    assert Counter(c.type for c in projects) == {"automated": 112, "active": 59, "event": 37}
    tags = Counter(t for c in projects for t in c.tags)
    assert tags == {
        "building": 67,
        "space": 42,
        "science": 34,
        "power": 27,
        "earth": 22,
        "plant": 21,
        "microbe": 16,
        "jovian": 12,
        "city": 12,
        "animal": 9,
    }
    assert len(content.corporations(corporate_era=True)) == 12
    assert len(content.corporations(corporate_era=False)) == 10
    assert content.card(content.BEGINNER).starting == {"megacredits": 42, "free_cards": 10}


def broken(index: int, **changes) -> list:
    data = copy.deepcopy(RAW)
    for key, value in changes.items():
        if value is KeyError:
            del data[index][key]
        else:
            data[index][key] = value
    return data


@pytest.mark.parametrize(
    "changes, field",
    [
        ({"tags": ["building", "wild"]}, "tags"),
        ({"type": "green"}, "type"),
        ({"cost": -3}, "cost"),
        ({"cost": KeyError}, "cost"),
        ({"name_ja": ""}, "name_ja"),
        ({"behavior": {"produce": {"plants": 1}}}, "behavior"),
        ({"behavior": {"production": {"gold": 1}}}, "behavior"),
        ({"effect": [{"kind": "teleport"}]}, "effect"),
        ({"requirements": [{"kind": "oxygen", "count": "lots"}]}, "requirements.0.count"),
        ({"surprise": True}, "surprise"),
    ],
)
def test_a_broken_card_is_reported_by_card_and_field(changes, field):
    index = next(i for i, c in enumerate(RAW) if c["name"] == "Birds")
    with pytest.raises(ContentError) as err:
        load_cards(broken(index, **changes))
    message = str(err.value)
    assert "cards.json" in message and "card Birds" in message and f"field {field}" in message, message


def test_duplicate_and_shapeless_files_are_refused():
    data = copy.deepcopy(RAW)
    data.append(copy.deepcopy(RAW[0]))
    with pytest.raises(ContentError, match=f"card {RAW[0]['name']}: duplicate name"):
        parse_cards(data)
    with pytest.raises(ContentError, match="expected a list of cards"):
        parse_cards({"cards": RAW})
    with pytest.raises(ContentError, match=r"card #0"):
        parse_cards(["not a card"])
