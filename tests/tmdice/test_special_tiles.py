"""Special tiles (R-SPECIAL-1): each is one of a kind, placed by its own card with its restriction,
and the state records which tile lies on which space (clone, snapshot, view and determinize keep it)."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.tmdice import commands as C
from game.tmdice import view as V
from game.tmdice.content.models import Board, ContentError, check_special_tiles, load_cards
from game.tmdice.rules import RULES
from game.tmdice.state import SPECIAL_TILES, GameState, Player, full_pool

TILE = {"id": "beacon", "name": "Beacon", "name_ja": "灯台", "icon": "beacon"}
SPACES = {"o": {"ocean": True}, "a": {}, "b": {"central": True}, "c": {}, "d": {}}
ADJACENT = [["o", "a"], ["a", "b"], ["b", "c"]]


def _state(placement: str, tiles: dict[str, str]) -> GameState:
    card = {
        "kind": "project",
        "colour": "red",
        "effects": [{"special": 1}],
        "tile": {**TILE, "placement": placement},
    }
    cards = load_cards({"Beacon Card": card})
    board = Board.model_validate({"spaces": SPACES, "adjacent": ADJACENT})
    s = GameState(cards=cards, board=board, players=[Player(hand=["Beacon Card"]), Player()], rng=Rng(1))
    s.pool, s.awards, s.tiles = full_pool(), [], dict(tiles)
    s.turn.kind, s.turn.sub_done = "action", True
    return s


def _offered(placement: str, tiles: dict[str, str]) -> tuple[str, ...]:
    s = RULES.apply(_state(placement, tiles), C.PlayCard(0, "Beacon Card")).state
    return s.pending.options if s.pending else ()


@pytest.mark.parametrize(
    ("placement", "tiles", "offered"),
    [
        ("anywhere", {}, ("a", "b", "c", "d")),
        ("central", {}, ("b",)),
        ("isolated", {"o": "ocean"}, ("b", "c", "d")),
        ("next_to_ocean", {"o": "ocean"}, ("a",)),
        ("next_to_city", {"c": "city"}, ("b",)),
        ("next_to_greenery", {"a": "greenery"}, ("b",)),
        ("next_to_city", {}, ()),
    ],
)
def test_a_special_tile_goes_only_where_its_restriction_allows(placement, tiles, offered):
    assert _offered(placement, tiles) == offered


def test_the_placed_tile_is_recorded_by_identity_and_survives_clone_snapshot_and_view():
    s = RULES.apply(_state("anywhere", {}), C.PlayCard(0, "Beacon Card")).state
    s = RULES.apply(s, C.Answer(0, "d")).state
    assert s.tiles["d"] == "special" and s.specials == {"d": "beacon"}
    assert s.special_supply == SPECIAL_TILES - 1
    assert s.clone().specials == {"d": "beacon"} and s.clone().specials is not s.specials
    assert V.snapshot(s)["specials"] == {"d": "beacon"}
    view = V.view(s, 1)
    assert view["specials"] == {"d": "beacon"}
    template = GameState(cards=s.cards, board=s.board, players=[], rng=Rng(0))
    assert V.determinize(template, view, Rng(2)).specials == {"d": "beacon"}


def test_a_special_tile_already_on_mars_is_not_placed_again():
    s = _state("anywhere", {"a": "special"})
    s.specials = {"a": "beacon"}
    s = RULES.apply(s, C.PlayCard(0, "Beacon Card")).state
    assert s.pending is None and s.specials == {"a": "beacon"} and "Beacon Card" in s.players[0].played


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"X": {"kind": "project", "colour": "red", "tile": TILE}},
            "card 'X': tile: only a card with a 'special' effect",
        ),
        (
            {
                "X": {
                    "kind": "project",
                    "colour": "red",
                    "effects": [{"special": 1}],
                    "tile": {**TILE, "icon": ""},
                }
            },
            "card 'X': tile.icon",
        ),
        (
            {
                "X": {
                    "kind": "project",
                    "colour": "red",
                    "effects": [{"special": 1}],
                    "tile": {**TILE, "placement": "up"},
                }
            },
            "card 'X': tile.placement",
        ),
    ],
)
def test_bad_special_tiles_are_refused_naming_card_and_field(data, message):
    with pytest.raises(ContentError, match=message.replace("'", ".")):
        load_cards(data)


def test_the_set_check_pairs_tiles_and_cards():
    untiled = load_cards({"X": {"kind": "project", "colour": "red", "effects": [{"special": 1}]}})
    with pytest.raises(ContentError, match="card .X.: tile: a card that places a special tile must name it"):
        check_special_tiles(untiled)
    card = {"kind": "project", "colour": "red", "effects": [{"special": 1}], "tile": TILE}
    twice = load_cards({"X": card, "Y": card})
    with pytest.raises(ContentError, match="card .Y.: tile.id: .beacon. is also .X..s tile"):
        check_special_tiles(twice)
