"""The bots' survival search (``game.robots.survival``): a rollout to the game's end judges how far a
plan or a purchase lets the robot go, before the evaluation."""

from __future__ import annotations

from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.bots.request import kit_for
from game.core import Rng
from game.core.command import command_from_data
from game.robots import commands as C
from game.robots.evaluation import play_out, relative_value, round_start
from game.robots.rules import RULES
from game.robots.survival import FATE, FATE_CARD, cards_left, lost_at, survival_value

# Game 1 of the arena's seed 1 (normal against random, game seed 100004) up to normal's plan of
# round 5 (normal is seat 1): the row is Hostile Creature, Magnetic Storm, Hostile Creature.
ROUND_5 = [
    {"seat": 1, "card": "Cargo Bay", "pay": ["robot"], "kind": "buy"},
    {"seat": 0, "card": "Cargo Bay", "pay": ["robot"], "kind": "buy"},
    {"seat": 0, "cards": ["Drive", "Repair Tool", "Missile"], "kind": "plan"},
    {"seat": 1, "cards": ["Missile", "Shield", "Missile"], "kind": "plan"},
    {"seat": 0, "kind": "pass"},
    {"seat": 1, "card": "Shield", "kind": "recover"},
    {"seat": 0, "cards": ["Missile", "Drive", "Sensor"], "kind": "plan"},
    {"seat": 1, "cards": ["Cannon", "Drive", "Cannon"], "kind": "plan"},
    {"seat": 0, "value": "1", "kind": "answer"},
    {"seat": 1, "card": "Missile", "kind": "recover"},
    {"seat": 0, "card": "Armor Plate", "pay": ["0", "robot"], "kind": "buy"},
    {"seat": 0, "cards": ["Cargo Bay", "Armor Plate", "Sensor"], "kind": "plan"},
    {"seat": 1, "cards": ["Sensor", "Shield", "Missile"], "kind": "plan"},
    {"seat": 1, "card": "Translator", "pay": ["1", "robot", "robot"], "kind": "buy"},
    {"seat": 0, "kind": "pass"},
    {"seat": 0, "cards": ["Shield", "Cannon", "Repair Tool"], "kind": "plan"},
    {"seat": 1, "cards": ["Shield", "Translator", "Repair Tool"], "kind": "plan"},
    {"seat": 1, "value": "Cargo Bay|Repair Tool", "kind": "answer"},
    {"seat": 0, "value": "Cannon|Repair Tool", "kind": "answer"},
    {"seat": 0, "value": "robot", "kind": "answer"},
    {"seat": 1, "card": "Heavy Missile", "pay": ["robot", "robot"], "kind": "buy"},
]


def _round_5():
    s = RULES.new_game(RULES.setup_from_data({"players": 2}), 100004)
    for data in ROUND_5:
        s = RULES.apply(s, command_from_data("robots", data)).state
    return s


def _rollout_after(s, seat, cards):
    """Mars cards left when the rollout on the true state loses the robot (None: home; -1: lost this round)."""
    after = play_out(RULES.apply(s, C.Plan(seat, tuple(cards))).state)
    return -1 if after.players[seat].eliminated else lost_at(after, seat)


def test_normal_programs_the_plan_that_brings_its_robot_home():
    """The evaluation alone programmed Cannon, Sensor, Heavy Missile here (28 November): on the true
    cards the plain rollout loses the robot with 2 Mars cards to go. The survival search fires the
    Heavy Missile at the first creature, and the same rollout brings the robot home."""
    s = _round_5()
    seat = RULES.current_seat(s)
    assert (s.season, s.round, seat) == ("planning", 5, 1)
    assert _rollout_after(s, seat, ("Cannon", "Sensor", "Heavy Missile")) == 2
    bot = make_bot("normal", kit_for("robots"))
    chosen = bot.choose(seat_view(RULES, s, seat), RULES.legal_commands(s), Rng(9))
    assert isinstance(chosen, C.Plan)
    assert _rollout_after(s, seat, chosen.cards) is None


def test_survival_value_charges_a_rollout_that_loses_the_robot_by_the_cards_left():
    s = _round_5()
    seat = RULES.current_seat(s)
    checked = {"home": 0, "lost": 0}
    for command in RULES.legal_commands(s)[:60]:
        t = RULES.apply(s, command).state
        reached = play_out(t)
        if reached.over or reached.players[seat].eliminated:
            continue
        assert round_start(reached)
        left = lost_at(reached, seat)
        charge = 0.0 if left is None else FATE + FATE_CARD * left
        assert survival_value(t, seat) == relative_value(t, seat) - charge
        checked["home" if left is None else "lost"] += 1
        if left is not None:
            assert 0 <= left < cards_left(reached)
    assert checked["home"] and checked["lost"], checked


def test_the_rollout_of_a_finished_game_tells_who_came_home():
    s = _round_5()
    rng = Rng(3)
    while not RULES.is_over(s):
        s = RULES.apply(s, rng.choice(RULES.legal_commands(s))).state
    for seat, p in enumerate(s.players):
        assert lost_at(s, seat) == (cards_left(s) if p.eliminated else None)
