"""The Dice Game's content loads and validates; bad content names the card and the field."""

from __future__ import annotations

import pytest

from game.tmdice.content import load
from game.tmdice.content.models import ContentError, load_board, load_cards

SEED_NAMES = {
    "corporation": ["Credicor", "Tharsis Republic", "Valley Trust", "Lakefront Resorts"],
    "project": [
        "Equatorial Magnetizer", "Infrastructure", "Mohole Lake", "Turning Point", "Electromagnetic Catapult",
        "Commercial District", "Development Center", "Industrial Bacteria", "Robot Workers", "Mangrove",
        "Metropolis", "Peninsula", "Immigrant City", "Wetlands", "Arctic Algae",
    ],
    "bonus": ["Mediator", "Quality Control", "Logistics Management"],
}  # fmt: skip


def test_every_card_the_seed_names_is_in_the_content_with_both_languages():
    cards = load.cards()
    for kind, names in SEED_NAMES.items():
        for name in names:
            assert cards[name].kind == kind, name
    for name, card in cards.items():
        assert card.name_ja and card.text_en and card.text_ja, name


def test_seed_effects_are_kept():
    cards = load.cards()
    assert cards["Credicor"].effects == [{"wild": 3}] and cards["Credicor"].produce == {"yellow": 2, "red": 1}
    assert cards["Valley Trust"].effects == [{"resource": {"earth": 1}}, {"wild": 6}]
    assert cards["Logistics Management"].boxes == 2
    assert cards["Robot Workers"].action.timing == "free"
    assert cards["Arctic Algae"].on_tile == {"ocean": [{"dice": {"green": 1}}]}


def test_board_has_seven_central_spaces_ocean_and_person_spaces():
    board = load.board()
    assert sum(s.central for s in board.spaces.values()) == 7
    assert sum(s.ocean for s in board.spaces.values()) >= 7
    assert sum(s.person for s in board.spaces.values()) >= 1


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"X": {"kind": "project", "colour": "red", "cost": {"lava": 1}}}, "card 'X': cost"),
        ({"X": {"kind": "project"}}, "card 'X'"),
        (
            {"X": {"kind": "project", "colour": "red", "effects": [{"fly": 1}]}},
            "card 'X': effects: 0: unknown effect",
        ),
        ({"X": {"kind": "bonus", "colour": "red", "rule": "Nonsense"}}, "card 'X': rule"),
    ],
)
def test_bad_cards_are_refused_naming_card_and_field(data, message):
    with pytest.raises(ContentError, match=message.replace("'", ".")):
        load_cards(data)


def test_bad_board_is_refused():
    with pytest.raises(ContentError, match="adjacent.0"):
        load_board({"spaces": {"a": {}}, "adjacent": [["a", "b"]]})
    with pytest.raises(ContentError, match="track_bonus"):
        load_board({"track_bonus": {"oxygen": {"6": [{"wild": 1}]}}})


def test_card_names_and_texts_have_glyphs_in_both_languages():
    from tests.support.glyphs import assert_fonts_cover

    cards = load.cards()
    assert_fonts_cover([*cards, *(c.name_ja for c in cards.values())])
    assert_fonts_cover([t for c in cards.values() for t in (c.text_en, c.text_ja)])
