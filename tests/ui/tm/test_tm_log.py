"""The TM log tells the whole story: what was paid and with what, which cards were sold or
discarded (named only to their owner: the discard pile is face down, spec 9.1 and AMB-25),
what an automatic choice chose, the neutral opponent's set-up tiles with their spaces, and
each generation's lines under its own heading. The lines come from scripted commands."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.core import Match
from game.i18n import set_language
from game.tm.commands import (
    CardAction,
    ChooseCard,
    ChooseCards,
    ChooseCorporation,
    Pass,
    Pay,
    PlayCard,
    StandardProject,
)
from game.tm.rules import RULES
from game.tm.scenarios.model import parse_scenario
from game.tm.scenarios.position import build_position
from game.tm.state import NEUTRAL
from tests.ui.tm.tm_support import open_table
from ui import text
from ui.tables.tm import names
from ui.tables.tm.log_lines import event_line, listed, payment_text
from ui.tables.tm.session import TmTableSession
from ui.tables.tm.widgets.log_rows import log_rows

PLAYERS = ["Ann", "Bo"]


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def scripted_position():
    """Ann (seat 0) with steel, Mars University and Extreme-Cold Fungus in play; Bo has passed."""
    s = build_position(
        parse_scenario(
            {
                "setup": {"players": 2},
                "given": {
                    "players": [
                        {
                            "resources": {"megacredits": 30, "steel": 3},
                            "played": ["Mars University", "Extreme-Cold Fungus"],
                            "hand": ["Geothermal Power", "Lagrange Observatory", "Sponsors", "Grass"],
                        },
                        {},
                    ]
                },
            }
        )
    )
    s.players[1].passed = True
    return s


def run(commands) -> list:
    """The events of each command, in order, from the scripted position."""
    s = scripted_position()
    out = []
    for command in commands:
        applied = RULES.apply(s, command)
        s = applied.state
        out.append(applied.events)
    return out


def lines(events, viewer: int | None) -> list[str]:
    return [event_line(e, PLAYERS, viewer) for e in events if listed(e)]


def test_a_card_paid_with_steel_says_what_was_paid():
    _, paid = run([PlayCard(0, "Geothermal Power"), Pay(0, 5, 3, 0, 0)])
    assert lines(paid, 1)[0] == "Ann plays Geothermal Power and pays 5 M€ and 3 steel"


def test_a_card_action_paid_with_titanium_says_what_was_paid():
    s = build_position(
        parse_scenario(
            {
                "setup": {"players": 2},
                "given": {
                    "players": [
                        {
                            "resources": {"megacredits": 14, "titanium": 1},
                            "played": ["Water Import From Europa"],
                        },
                        {},
                    ]
                },
            }
        )
    )
    s = RULES.apply(s, CardAction(0, "Water Import From Europa")).state
    assert s.pending.kind == "payment"
    paid = RULES.apply(s, Pay(0, 9, 0, 1, 0)).events
    assert lines(paid, 1)[0] == "Ann pays 9 M€ and 1 titanium for the action of Water Import From Europa"


def test_an_automatic_payment_is_told_by_the_line_of_what_it_paid_for():
    (events, _) = run([PlayCard(0, "Lagrange Observatory"), ChooseCard(0, "Sponsors")])
    assert any(e.kind == "auto" and e.params["decision"] == "payment" for e in events)
    assert lines(events, 1) == ["Ann plays Lagrange Observatory and pays 9 M€", "Ann draws 1 card"]


def test_sold_cards_are_named_to_their_seller_only():
    _, sold = run([StandardProject(0, "Sell Patents"), ChooseCards(0, ("Grass", "Sponsors"))])
    assert lines(sold, 0)[0] == "Ann sells 2 cards for 2 M€: Grass, Sponsors"
    assert lines(sold, 1)[0] == "Ann sells 2 cards for 2 M€"
    assert lines(sold, None)[0] == "Ann sells 2 cards for 2 M€"


def test_a_card_discarded_to_mars_university_is_named_to_its_owner_only():
    _, discarded = run([PlayCard(0, "Lagrange Observatory"), ChooseCard(0, "Sponsors")])
    assert lines(discarded, 0)[0] == "Ann discards 1 card: Sponsors"
    assert lines(discarded, 1)[0] == "Ann discards 1 card"


def test_an_automatic_choice_says_what_it_chose():
    (action,) = run([CardAction(0, "Extreme-Cold Fungus")])
    assert lines(action, 1)[:2] == [
        "Only one possible choice: +1 plant",
        "Ann uses the action of Extreme-Cold Fungus",
    ]


def test_payment_text_joins_every_part_in_english_and_japanese():
    assert payment_text([6, 2, 1, 0]) == "6 M€, 2 steel and 1 titanium"
    assert payment_text([0, 0, 0, 4]) == "4 heat"
    set_language("ja")
    assert payment_text([6, 2, 0, 0]) == "6 M€と建材 2"


def session_of(data: dict, seed: int, commands=()) -> TmTableSession:
    return TmTableSession(Match(RULES, RULES.setup_from_data(data), seed, list(commands)))


def test_the_neutral_opponents_setup_tiles_are_logged_with_their_spaces():
    session = session_of({"players": 1, "solo": True}, 5)
    neutral = [(sid, t.kind) for sid, t in session.state.tiles.items() if t.owner == NEUTRAL]
    assert len(neutral) == 4
    logged = [entry.text(session.player_names) for entry in session.log]
    for sid, kind in neutral:
        assert f"Neutral places {kind} on {names.space_name(sid)}" in logged


def opening_commands(data: dict, seed: int) -> list:
    """Both players take their first corporation and no cards, then both pass generation 1."""
    match = Match(RULES, RULES.setup_from_data(data), seed)
    for _ in range(2):
        seat = match.state.pending.seat
        match.push(ChooseCorporation(seat, match.state.players[seat].dealt_corporations[0]))
        match.push(ChooseCards(seat, ()))
    first = match.state.active
    match.push(Pass(first))
    match.push(Pass(1 - first))
    return list(match.commands)


def test_each_generation_heading_stands_above_its_own_lines():
    data = {"players": 2}
    session = session_of(data, 7, opening_commands(data, 7))
    rows = log_rows(SimpleNamespace(session=session))
    headings = [i for i, row in enumerate(rows) if row.key is not None and row.key[0] == "generation"]
    assert [rows[i].key for i in headings] == [("generation", 1), ("generation", 2)]
    generation_1 = [row.tooltip()[0] for row in rows[headings[0] + 1 : headings[1]]]
    generation_2 = [row.tooltip()[0] for row in rows[headings[1] + 1 :]]
    # Both passes and the production phase belong to generation 1, the research deal to 2.
    assert sum(line.endswith(" passes") for line in generation_1) == 2
    assert "Production phase of generation 1" in generation_1
    assert not any(line.endswith(" passes") or "Production phase" in line for line in generation_2)
    assert any("research cards" in line for line in generation_2)
    # The heading says a generation begins, so that event has no line of its own.
    assert not any("Generation 2 begins" in line for line in generation_1 + generation_2)


def test_a_long_log_line_wraps_onto_a_second_line(drive):
    data = {"players": 2, "names": ["Ann", "Ｗ" * 24]}
    driver = drive("--lang", "en", "--size", "960x540")
    table = open_table(driver, data, 7, opening_commands(data, 7))
    driver.click("tab:log")
    size, width = table.side.log_room
    heights = {}
    for row in log_rows(table):
        if row.tooltip is not None:
            line = row.tooltip()[0]
            heights[line] = row.height
            assert row.height == (20 if text.width_of(line, size) <= width else 38), line
    assert 38 in heights.values()  # some line of the long name is too wide for one row
