"""The Dice Game at the table: its screens and dialogs render headless in both languages, and
clicks on dice, the pool and cards send the commands they show."""

from __future__ import annotations

import time

import pygame
import pytest

from game.i18n import set_language
from game.tmdice import commands as C
from game.tmdice.decisions import decision_kinds
from tests.ui.images import assert_not_blank
from ui.game_scenes import start_new_game
from ui.layout import Layout
from ui.tables.tmdice.dialogs import make_dialog
from ui.tables.tmdice.new_game_scene import DiceNewGameScene
from ui.tables.tmdice.table_scene import DiceTableScene


def table_at_turn(drive, players: int, turn: int, lang: str = "en", size: str = "1280x720"):
    driver = drive(
        "--lang", lang, "--size", size, "--new", "tmdice", "--players", str(players), "--seed", "5",
        "--autoplay", "random", "--until", f"turn:{turn}",
    )  # fmt: skip
    for _ in range(3000):
        if driver.app.autoplay.reached:
            break
        driver.frames(1)
    assert driver.app.autoplay.reached
    driver.app.autoplay = None  # from here on the test clicks
    table = driver.top
    assert isinstance(table, DiceTableScene)
    return driver, table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_new_game_scene_renders_and_starts_the_chosen_game(drive, lang):
    driver = drive("--lang", lang)
    scene = start_new_game(driver.app, "tmdice")
    driver.settle()
    assert isinstance(driver.top, DiceNewGameScene)
    scene.players = 3
    scene.block.kinds[1] = "normal"
    scene.corporate_era = True
    scene.seed = "42"
    driver.frames(2)
    assert_not_blank(driver.pixels())
    driver.click("start")
    driver.settle()
    table = driver.top
    assert isinstance(table, DiceTableScene)
    setup = table.session.match.setup
    assert (setup.players, setup.corporate_era, table.session.match.seed) == (3, True, 42)
    assert table.session.is_computer(1) and not table.session.is_computer(0)


@pytest.mark.parametrize(("lang", "size"), [("en", "1920x1080"), ("ja", "1280x720")])
def test_table_renders_in_both_languages(drive, lang, size):
    driver, table = table_at_turn(drive, 3, 3, lang, size)
    driver.frames(1)
    shot = driver.pixels()
    assert shot.get_size() == tuple(int(v) for v in size.split("x"))
    assert_not_blank(shot)
    # Nothing of the table runs off the window.
    for name, rect in table.rects.items():
        assert driver.app.screen.get_rect().contains(rect), name


OPTIONS = {
    "space": ("A2", "B2"),
    "colour": ("yellow", "red"),
    "face": ("heat", "event"),
    "change": ("heat>event", "plant>microbe"),
    "discard": ("heat",),
    "card": ("Credicor", "Tharsis Republic"),
    "pay": ("wild",),
    "parameter": ("temperature", "oxygen"),
    "handicap": ("heat",),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_decision_kind_has_a_dialog_answering_each_option(drive, lang):
    driver, table = table_at_turn(drive, 1, 1, lang)
    set_language(lang)
    assert set(OPTIONS) == set(decision_kinds())
    surface = pygame.Surface((1280, 720))
    lay = Layout.of(surface.get_size())
    state = table.session.state
    state.players[0].wild = max(state.players[0].wild, 1)
    for kind, cls in decision_kinds().items():
        # a payment is checked against the cost of the card it pays for: one event icon, which a wild token pays
        decision = cls(0, OPTIONS[kind], "Mediator" if kind == "pay" else "Credicor")
        state.pending = decision
        table.session.version += 1  # the state was changed by hand: legality is asked again
        table.layout(lay)
        dialog = make_dialog(table, decision)
        table.dialog = dialog
        table.layout(lay)
        dialog.draw(surface, lay)
        assert dialog.title(), kind
        shown = {c.value for c, _p in table.targets() if isinstance(c, C.Answer)}
        shown |= {c.value for c, _p in table.board.targets()}
        if kind == "pay":  # a payment is built by clicking dice: its one Pay button, the suggestion filled in
            assert shown == {"wild"}
        else:
            assert set(OPTIONS[kind]) <= shown, kind
        if cls.SKIPPABLE:
            assert "skip" in shown
    state.pending = None


def test_a_click_on_a_pool_die_gains_that_colour(drive):
    driver, table = table_at_turn(drive, 1, 1)
    seat = table.session.current_seat()
    before = table.session.state.pool["green"]
    driver.frames(1)
    point = table.pool.point_of("green")
    driver.click_at(point)
    assert table.session.match.commands[-1] == C.GainDie(seat, "green")
    assert table.session.state.pool["green"] <= before


def test_production_turn_keeps_the_clicked_dice(drive):
    driver, table = table_at_turn(drive, 1, 2)
    seat = table.session.current_seat()
    driver.frames(1)
    driver.click_at(table.panel.starter_point("production"))
    driver.frames(1)
    assert table.compose is not None and table.compose.kind == "production"
    for face in list(table.compose.keep):  # take every kept die back by clicking it
        driver.click_at(table.areas.point_of(("die", face, 0)))
    assert table.compose.keep == []
    held = sorted(table.session.state.players[seat].dice)
    driver.click_at(table.areas.point_of(("die", held[0], 0)))
    assert table.compose.keep == [held[0]]
    card = table.hand.cards[0]
    driver.click_at(table.hand.point_of(card))  # during a Production turn: discard it
    assert table.compose.discard == [card]
    driver.click_at(table.panel.point_of("confirm"))
    assert table.session.match.commands[-1] == C.Production(seat, (held[0],), (card,))


def test_payment_dice_are_taken_back_and_added_by_clicks(drive):
    driver, table = table_at_turn(drive, 1, 1)
    session = table.session
    seat = session.current_seat()
    draw = next(c for c in session.legal() if isinstance(c, C.DrawTwo) and c.pay != ("wild",))
    driver.frames(1)
    driver.click_at(table.panel.starter_point("draw_two"))
    driver.frames(1)
    assert table.compose.kind == "draw_two" and len(table.compose.pay) == 1
    paid = table.compose.pay[0]
    driver.click_at(table.panel.point_of(("chip", paid)))  # the die in the payment: taken back
    assert table.compose.pay == []
    face = draw.pay[0]
    driver.click_at(table.areas.point_of(("die", face, 0)))  # a die in the area: paid
    assert table.compose.pay == [face]
    driver.click_at(table.panel.point_of("confirm"))
    assert session.match.commands[-1] == C.DrawTwo(seat, (face,))


def test_a_card_click_composes_its_play_with_the_default_payment(drive):
    driver, table = table_at_turn(drive, 1, 1)
    session = table.session
    for _ in range(200):  # play on (through the engine) until a card may be played
        play = next((c for c in session.legal() if isinstance(c, C.PlayCard)), None)
        if play is not None:
            break
        legal = session.legal()
        step = next((c for c in legal if isinstance(c, C.GainDie)), None) or legal[0]
        table.issue(step)
    assert play is not None
    driver.frames(1)
    driver.click_at(table.hand.point_of(play.card))
    assert table.compose is not None and table.compose.command() == play
    driver.frames(1)
    driver.click_at(table.panel.point_of("confirm"))
    assert session.match.commands[-1] == play


def test_a_refused_action_shows_the_engines_reason(drive):
    driver, table = table_at_turn(drive, 1, 1)
    seat = table.session.current_seat()
    table.compose = None
    driver.frames(1)
    card = table.hand.cards[0]
    driver.click_at(table.hand.point_of(card))
    table.compose.pay = []  # nothing paid: the engine refuses
    driver.frames(1)
    count = len(table.session.match.commands)
    driver.click_at(table.panel.point_of("confirm"))
    assert len(table.session.match.commands) == count
    reason = table.session.refusal(C.PlayCard(seat, card, ()))
    assert reason and driver.app.toast.message == reason


def test_until_takes_a_turn_number():
    from ui.cli import parse_args

    args = parse_args(
        ["--new", "tmdice", "--players", "3", "--seed", "5", "--autoplay", "random", "--until", "turn:12"]
    )
    assert (args.new, args.players, args.seed, args.until) == ("tmdice", 3, 5, "turn:12")
    with pytest.raises(SystemExit):
        parse_args(["--new", "tmdice", "--autoplay", "random", "--until", "turn:0"])


def test_suggest_points_at_a_control_of_the_bots_move(drive, monkeypatch):
    from ui.table import computer_seats
    from ui.table.bot_worker import BotWorker

    worker = BotWorker("thread")
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: worker)
    try:
        driver, table = table_at_turn(drive, 1, 2)
        driver.frames(1)
        driver.click_at(table.suggest_button.rect.center)
        # the normal bot thinks up to about a second of CPU a move (its p95), longer on a busy machine:
        # wait by the clock, giving the worker thread the interpreter between frames
        deadline = time.monotonic() + 120
        while table.suggested() is None and time.monotonic() < deadline:
            driver.frames(1)
            time.sleep(0.005)
        command = table.suggested()
        assert command is not None and command in table.session.legal()
        assert table.suggestion_point() is not None
    finally:
        worker.close()


def test_a_face_change_is_chosen_by_clicking_the_die_then_its_new_face(drive):
    driver, table = table_at_turn(drive, 1, 1)
    session = table.session
    seat = session.current_seat()
    changes = [c for c in session.legal() if isinstance(c, C.ChangeFace)]
    goal = changes[-1]
    driver.frames(1)
    driver.click_at(table.panel.starter_point("change_face"))
    driver.frames(1)
    driver.click_at(table.panel.point_of(("change_die", goal.die)))
    driver.frames(1)
    driver.click_at(table.panel.point_of(("change_to", goal.to)))
    assert (table.compose.die, table.compose.to) == (goal.die, goal.to)
    table.compose.pay = list(goal.pay)
    driver.frames(1)
    driver.click_at(table.panel.point_of("confirm"))
    assert session.match.commands[-1] == C.ChangeFace(seat, goal.pay, goal.die, goal.to)


@pytest.mark.parametrize(
    ("lang", "heat", "wild"),
    [("en", "heat (red die)", "wild token"), ("ja", "発熱（赤色ダイス）", "ワイルド・トークン")],
)
def test_a_die_is_named_by_face_and_colour(lang, heat, wild):
    from ui.tables.tmdice import names

    set_language(lang)
    assert names.die_name("wild") == wild
    assert names.die_name("heat") == heat


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1600, 900), (1366, 768)])
def test_the_table_areas_do_not_overlap(size):
    from ui.tables.tmdice.table_scene import table_layout

    rects = table_layout(Layout.of(size), 4)
    areas = {k: r for k, r in rects.items() if k not in ("top", "menu")}
    window = pygame.Rect((0, 0), size)
    for name, rect in areas.items():
        assert window.contains(rect), name
        assert not rect.colliderect(rects["top"]), name
        for other, r in areas.items():
            assert name == other or not rect.colliderect(r), (name, other)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_score_screen_shows_the_breakdown(drive, lang):
    import random

    from game.core import Match
    from game.tmdice.rules import RULES
    from ui.tables.tmdice.autoplay import choose
    from ui.tables.tmdice.score_scene import CATEGORIES, DiceScoreScene

    driver = drive("--lang", lang)
    match = Match(RULES, RULES.setup_from_data({"players": 2}), 5)
    rng = random.Random(5)
    while not match.is_over():  # through the engine: the screen is what is tested here
        match.push(choose(rng, match.legal_commands(), set()))
    table = DiceTableScene(driver.app, match)
    driver.app.stack.push(table)
    table.show_scores()
    driver.settle()
    scores = driver.top
    assert isinstance(scores, DiceScoreScene)
    outcome = RULES.outcome(match.state)
    for result in outcome.results:
        assert sum(scores.value(result, key) for key, _label in CATEGORIES[:-1]) == result.score
    assert scores.headline()
    assert_not_blank(driver.pixels())


@pytest.mark.parametrize("confirm", [True, False])
def test_a_space_is_chosen_on_the_board(drive, confirm):
    driver = drive("--lang", "en", "--new", "tmdice", "--players", "1", "--seed", "7")
    driver.app.settings.confirm_tile_placement = confirm
    driver.settle()
    table = driver.top
    session = table.session
    decision = session.state.pending
    assert decision is not None and decision.KIND == "space"
    space = decision.options[-1]
    count = len(session.match.commands)
    driver.click_at(table.board.point_of(space))
    if confirm:  # the first click marks the space and says so
        assert len(session.match.commands) == count and table.board.marked == space
        assert space in table.dialog.title()
        driver.click_at(table.board.point_of(space))
    assert session.match.commands[-1] == C.Answer(decision.seat, space)
    assert session.state.tiles[space] == decision.detail


def test_the_hand_is_a_fan_whose_cards_are_hit_where_they_are_drawn(drive):
    import math

    driver, table = table_at_turn(drive, 1, 2)
    hand = table.hand
    pygame.mouse.set_pos((0, 0))  # nothing pointed at: every card turned
    driver.frames(2)
    cards = list(hand.cards)
    assert len(cards) >= 3
    angles = [hand.angles[c] for c in cards]
    assert angles[0] > 0 > angles[-1] and angles == sorted(angles, reverse=True)  # left cards lean left
    for name in cards:  # a point near a turned card's top corner: on the card as drawn, not its rect
        spot = next(s for s in hand.spots if s.key == name)
        a = math.radians(hand.angles[name])
        outer = -1 if hand.angles[name] > 0 else 1  # the corner leaning outwards
        x, y = outer * (spot.rect.width / 2 - 3), -spot.rect.height / 2 + 3
        point = (
            spot.rect.centerx + x * math.cos(a) + y * math.sin(a),
            spot.rect.centery - x * math.sin(a) + y * math.cos(a),
        )
        hit = hand.spot_at(point)
        if name in (cards[0], cards[-1]):  # the outer corners are covered by no neighbour
            assert hit is not None and hit.key == name
            assert not spot.rect.collidepoint(point) or abs(hand.angles[name]) < 1
    for name in cards:  # a click on each card (where the input layer clicks) chooses it
        driver.click_at(hand.point_of(name))
        driver.frames(1)
        assert table.selected == name
        assert hand.angles[name] == 0.0  # the chosen card stands straight...
        driver.key(pygame.K_ESCAPE)
    pygame.mouse.set_pos(hand.point_of(cards[1]))
    driver.frames(2)
    spot = next(s for s in hand.spots if s.key == cards[1])
    assert (
        hand.angles[cards[1]] == 0.0 and spot.rect.top < hand.rect.y + 30
    )  # ...as the one pointed at, lifted


def test_in_a_crowded_fan_each_card_is_clicked_where_it_shows(drive):
    """With many cards the next card covers a card's centre: the input layer's point for a card
    is on its uncovered part, and a click there chooses that card."""
    driver, table = table_at_turn(drive, 1, 2)
    state = table.session.state
    spare = [n for n, c in state.cards.items() if c.kind == "project"][:14]
    state.players[0].hand = spare
    table.session.version += 1  # the hand was changed by hand
    pygame.mouse.set_pos((0, 0))
    driver.frames(2)
    hand = table.hand
    assert len(hand.cards) == 14
    covered = 0
    for name in hand.cards:
        spot = next(s for s in hand.spots if s.key == name)
        hit = hand.spot_at(spot.rect.center)
        covered += hit is None or hit.key != name
        driver.click_at(hand.point_of(name))
        driver.frames(1)
        assert table.selected == name
        driver.key(pygame.K_ESCAPE)
        pygame.mouse.set_pos((0, 0))
        driver.frames(1)
    assert covered > 0  # the fan is crowded enough that centres are covered
