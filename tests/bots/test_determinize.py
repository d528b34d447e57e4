"""``determinize``: a full TM state the seat cannot tell from the real one, every project card kept once."""

from __future__ import annotations

from game.core import Rng
from game.core.serial import canonical_json
from game.tm.content import project_cards
from game.tm.determinize import determinize
from game.tm.rules import RULES
from tests.support.tm_playout import choose, project_card_places


def _positions(setup_data: dict, seed: int, every: int = 7):
    setup = RULES.setup_from_data(setup_data)
    s = RULES.new_game(setup, seed)
    rng = Rng(seed + 1)
    n = 0
    while not RULES.is_over(s):
        if n % every == 0:
            yield s
        s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state
        n += 1


def test_the_seat_sees_the_same_view_legal_commands_and_cards_once():
    for setup_data, seed in (
        ({"players": 2}, 3),
        ({"players": 3, "draft": True}, 4),
        ({"players": 1, "solo": True}, 5),
    ):
        deck = len(project_cards(True))
        checked = 0
        for s in _positions(setup_data, seed):
            seat = RULES.current_seat(s)
            view = RULES.view(s, seat)
            d = RULES.determinize(view, Rng(checked))
            assert canonical_json(RULES.view(d, seat)) == canonical_json(view)
            assert list(RULES.legal_commands(d)) == list(RULES.legal_commands(s))
            places = project_card_places(d)
            assert len(places) == deck and len(set(places)) == deck
            checked += 1
        assert checked > 10


def test_hidden_cards_are_resampled_not_copied():
    s = next(p for p in _positions({"players": 2}, 8, every=1) if p.phase == "action")
    seat = RULES.current_seat(s)
    other = 1 - seat
    view = RULES.view(s, seat)
    a = determinize(view, Rng(1))
    b = determinize(view, Rng(2))
    assert a.deck != b.deck and a.players[other].hand != b.players[other].hand
    assert len(a.players[other].hand) == len(s.players[other].hand)
    assert a.players[seat].hand == s.players[seat].hand
    assert a.rng.state != s.rng.state


def test_determinize_is_seeded():
    s = next(p for p in _positions({"players": 3}, 9, every=1) if p.phase == "action")
    view = RULES.view(s, RULES.current_seat(s))
    assert canonical_json(RULES.snapshot(determinize(view, Rng(4)))) == canonical_json(
        RULES.snapshot(determinize(view, Rng(4)))
    )
