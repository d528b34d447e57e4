"""``game.tm.view.player_view``: a seat sees everything public and its own secrets, nothing else."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.core import Rng
from game.core.serial import canonical_json, to_data
from game.tm.commands import ChooseCards, ChooseCorporation
from game.tm.content import cards, milestones_awards, standard_projects
from game.tm.rules import RULES
from game.tm.state import GameState, PlayerState, Task
from game.tm.view import (
    HIDDEN_GAME_FIELDS,
    PUBLIC_GAME_FIELDS,
    PUBLIC_PLAYER_FIELDS,
    SECRET_PLAYER_FIELDS,
    SPECIAL_GAME_FIELDS,
    player_view,
)
from tests.support.tm_playout import choose


def snap(state) -> str:
    return canonical_json(RULES.snapshot(state))


def _public_words() -> set[str]:
    ms, aw, _, _ = milestones_awards()
    return set(standard_projects()) | set(ms) | set(aw)


#: Card names that are also names of standard projects ("Asteroid", "Power Plant"), milestones or
#: awards: they appear in public data (a queued standard project) whoever holds the card.
SHARED_NAMES = _public_words() & set(cards())


def quoted(name: str) -> str:
    """A card name as it appears in JSON text (quotes included, so "Birds" does not match "Large Birds")."""
    return json.dumps(name, ensure_ascii=False)


def secrets_of(s: GameState, seat: int) -> set[str]:
    """Card names only ``seat`` may know: its hand, dealt cards, draft packet, unrevealed corporations."""
    p = s.players[seat]
    names = set(p.hand) | set(p.dealt_cards) | set(p.dealt_corporations)
    if seat < len(s.draft_packets):
        names |= set(s.draft_packets[seat])
    if s.pending is not None and s.pending.seat == seat and s.pending.task is not None:
        names |= set(s.pending.task.data.get("drawn", ()))
    return names


def check_position(s: GameState) -> None:
    """Every seat's view of ``s``; the state itself is left unchanged."""
    before = snap(s)
    public = {name: to_data(getattr(s, name)) for name in PUBLIC_GAME_FIELDS}
    players = [{name: to_data(getattr(q, name)) for name in PUBLIC_PLAYER_FIELDS} for q in s.players]
    for seat in range(s.n):
        check_view(s, seat, public, players)
    assert snap(s) == before, "player_view changed the state"


def check_view(s: GameState, seat: int, public: dict, players: list[dict]) -> None:
    view = player_view(s, seat)
    text = canonical_json(view)  # JSON data only, or this raises
    assert json.loads(text) == view
    for other in range(s.n):
        if other == seat:
            continue
        for name in secrets_of(s, other) - SHARED_NAMES:
            assert quoted(name) not in text, f"seat {seat} sees {name!r}, a secret of seat {other}"
        theirs = view["players"][other]
        assert "hand" not in theirs and "dealt_cards" not in theirs and "dealt_corporations" not in theirs
        assert theirs["hand_size"] == len(s.players[other].hand)
        assert theirs["dealt_cards_size"] == len(s.players[other].dealt_cards)
    for name in set(s.deck + s.discard) - SHARED_NAMES:
        assert quoted(name) not in text, f"seat {seat} sees {name!r} in the deck or the discard pile"
    assert "rng" not in view
    assert (view["deck_size"], view["discard_size"]) == (len(s.deck), len(s.discard))
    mine = view["players"][seat]
    p = s.players[seat]
    assert mine["hand"] == p.hand and mine["dealt_cards"] == p.dealt_cards
    assert mine["dealt_corporations"] == p.dealt_corporations
    for name in p.hand:
        assert quoted(name) in text
    assert view["draft_packet"] == (s.draft_packets[seat] if s.draft_packets else [])
    assert view["draft_packet_sizes"] == [len(packet) for packet in s.draft_packets]
    if s.pending is None:
        assert view["pending"] is None
    elif s.pending.seat == seat:
        assert view["pending"] == to_data(s.pending)
    else:
        assert view["pending"] == {"kind": s.pending.kind, "seat": s.pending.seat}
    assert {name: view[name] for name in PUBLIC_GAME_FIELDS} == public
    assert [{name: v[name] for name in PUBLIC_PLAYER_FIELDS} for v in view["players"]] == players


@pytest.mark.parametrize(
    "setup_data, seed",
    [
        ({"players": 2}, 1),
        ({"players": 3, "draft": True}, 2),
        ({"players": 4, "beginners": [True, False, False, True]}, 3),
        ({"players": 5, "draft": True}, 4),
        ({"players": 1, "solo": True}, 5),
    ],
    ids=["2p", "3p-draft", "4p-beginners", "5p-draft", "solo"],
)
def test_no_seat_sees_another_seats_secrets_in_a_whole_game(setup_data, seed):
    setup = RULES.setup_from_data(setup_data)
    rng = Rng(seed + 100)
    s = RULES.new_game(setup, seed)
    positions = 0
    saw_other_pending = saw_other_hand = False
    while not RULES.is_over(s):
        check_position(s)
        for seat in range(s.n):
            others = [q for q in s.players if q.seat != seat]
            saw_other_hand |= any(q.hand for q in others)
            saw_other_pending |= s.pending is not None and s.pending.seat != seat
        positions += 1
        s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state
    check_position(s)
    assert positions > 50
    if s.n > 1:  # the checks above really met hidden hands and other seats' decisions
        assert saw_other_hand and saw_other_pending


def test_corporation_choice_stays_hidden_until_the_reveal():
    setup = RULES.setup_from_data({"players": 3, "first_player": 0})
    s = RULES.new_game(setup, 8)
    assert s.pending.kind == "corporation" and s.pending.seat == 0
    dealt = [list(p.dealt_corporations) for p in s.players]
    assert all(len(d) == 2 for d in dealt)
    for seat in (1, 2):
        text = canonical_json(player_view(s, seat))
        for corp in dealt[0]:
            assert quoted(corp) not in text
        assert player_view(s, seat)["players"][0]["dealt_corporations_size"] == 2
    assert player_view(s, 0)["pending"]["data"]["corporations"] == dealt[0]

    chosen = dealt[0][1]
    s = RULES.apply(s, ChooseCorporation(0, chosen)).state
    s = RULES.apply(s, ChooseCards(0, tuple(s.players[0].dealt_cards[:2]))).state
    assert s.players[0].corporation is None  # chosen, not revealed yet
    for seat in (1, 2):
        assert quoted(chosen) not in canonical_json(player_view(s, seat))
    assert player_view(s, 0)["players"][0]["dealt_corporations"] == [chosen]
    assert player_view(s, 1)["players"][0]["hand_size"] == 2

    while s.players[0].corporation is None:  # the other seats choose; then all are revealed
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    for seat in (1, 2):
        view = player_view(s, seat)
        assert view["players"][0]["corporation"] == chosen
        assert view["players"][0]["tableau"][0] == chosen


def test_shared_names_are_few():
    assert SHARED_NAMES == {"Asteroid", "Power Plant"}


def test_every_state_field_is_classified():
    """A new state field must be declared public or secret before any view shows it."""
    game_fields = {f.name for f in dataclasses.fields(GameState)}
    assert game_fields == set(PUBLIC_GAME_FIELDS) | set(SPECIAL_GAME_FIELDS) | set(HIDDEN_GAME_FIELDS)
    player_fields = {f.name for f in dataclasses.fields(PlayerState)}
    assert player_fields == set(PUBLIC_PLAYER_FIELDS) | set(SECRET_PLAYER_FIELDS)


def test_other_seats_see_the_same_public_data():
    setup = RULES.setup_from_data({"players": 4, "draft": True})
    rng = Rng(3)
    s = RULES.new_game(setup, 3)
    for _ in range(400):
        s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state
    views = [player_view(s, seat) for seat in range(4)]
    for target in range(4):
        seen = [views[v]["players"][target] for v in range(4) if v != target]
        assert all(x == seen[0] for x in seen)
        assert views[target]["players"][target]["hand"] == s.players[target].hand
    public = [
        {k: v for k, v in view.items() if k not in ("seat", "players", "pending", "draft_packet", "queue")}
        for view in views
    ]
    assert all(p == public[0] for p in public)


def test_secret_task_data_is_shown_to_its_player_only():
    """Cards drawn or chosen live in a task's data while their player decides; only that player sees them."""
    s = RULES.new_game(RULES.setup_from_data({"players": 2}), 4)
    secret = [s.deck[-1], s.deck[-2]]
    s.queue.append(Task(5, 999, "draw", 1, None, {"count": 2, "drawn": secret, "keep": 1}))
    s.queue.append(Task(5, 1000, "draw", 0, None, {"count": 1}))
    seen_by_0 = player_view(s, 0)["queue"]
    seen_by_1 = player_view(s, 1)["queue"]
    assert seen_by_0[-2]["data"] == {"count": 2, "keep": 1}
    assert seen_by_1[-2]["data"] == {"count": 2, "drawn": secret, "keep": 1}
    assert seen_by_0[-1] == seen_by_1[-1] == to_data(s.queue[-1])


def test_a_bad_seat_is_refused():
    s = RULES.new_game(RULES.setup_from_data({"players": 2}), 1)
    with pytest.raises(ValueError):
        player_view(s, 2)
    with pytest.raises(ValueError):
        player_view(s, -1)
