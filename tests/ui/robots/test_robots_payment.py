"""Buying a special part at the robot table: with chits on several cards the player picks which
pay (each way a Buy the engine checks); the chosen chits are the ones that go."""

from __future__ import annotations

import pytest

from game.robots import commands as C
from tests.ui.robots.positions import match_until
from tests.ui.robots.support import get_past_screens
from ui.tables.robots.names import card_name
from ui.tables.robots.payment import PaymentOverlay, payments, spots_of
from ui.tables.robots.table_scene import RobotsTableScene


def _choice_of_payment(state) -> bool:
    if state.season != "development" or not state.dev_order or state.pending is not None:
        return False
    return bool(_kinds_with_a_choice(state))


def _kinds_with_a_choice(state) -> list[str]:
    seat = state.dev_order[0]
    spots = spots_of(state, seat)
    return [
        kind
        for kind, left in state.supply.items()
        if left and len({tuple(sorted(w)) for w in payments(spots, state.parts[kind].cost or 0)}) > 1
    ]


def test_payments_lists_every_way_once():
    ways = list(payments([("0", 2), ("robot", 1)], 2))
    assert sorted(ways) == sorted([("0", "0"), ("0", "robot")])
    assert list(payments([("0", 1)], 2)) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_player_chooses_which_chits_pay(drive, lang):
    driver = drive("--lang", lang, "--size", "1920x1080")
    match = None
    for seed in range(40):
        try:
            match = match_until(_choice_of_payment, seed=seed)
            break
        except AssertionError:
            continue
    assert match is not None
    table = RobotsTableScene(driver.app, match)
    driver.app.stack.push(table)
    driver.settle()
    get_past_screens(driver, table)
    state = match.state
    seat = state.dev_order[0]
    assert table.private_seat() == seat
    kind = _kinds_with_a_choice(state)[0]
    legal = [c for c in table.session.legal() if isinstance(c, C.Buy) and c.card == kind]
    button = next(b for k, _row, b in table.supply.rows if k == kind)
    driver.click_at(button.center)
    overlay = table.overlays[-1]
    assert isinstance(overlay, PaymentOverlay)
    driver.frames(1)
    assert overlay.title().count(card_name(kind)) == 1  # the part's name in the language shown
    column = table.robots.columns[seat]
    parts = [
        r for r, c in table.robots.part_rects if column.contains(r) and c in state.players[seat].deployed
    ]
    assert parts and not any(overlay.rect.colliderect(r) for r in parts)  # the paying parts stay in sight
    own = [card_name(c) for c in (state.players[seat].robot, *state.players[seat].deployed)]
    assert all(any(name in b.label for name in own) for b in overlay.buttons)  # which card's chits
    assert overlay.buttons[0].command == legal[0]  # the engine's default way first
    chosen = overlay.buttons[-1].command
    assert chosen.pay != legal[0].pay
    before = state.players[seat]
    driver.click_at(overlay.buttons[-1].rect.center)
    assert match.commands[-1] == chosen
    after = match.state.players[seat]
    if "robot" in chosen.pay:
        assert after.robot_chits == before.robot_chits - chosen.pay.count("robot")
    assert kind in after.hand
