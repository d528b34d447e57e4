"""The planning season's legal list (``game.robots.legal.Plans``): every distinct order of the plan's
cards, counted and indexed without being built, in the order a list of them had before."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.robots import commands as C
from game.robots.legal import Plans, _how_many, sequences


def _plans_by_listing(seat: int, hand: list[str], k: int) -> list:
    return [C.Plan(seat, cards) for cards in sequences(hand, k)]


def _hands(count: int, seed: int):
    rnd = random.Random(seed)
    for _ in range(count):
        hand = [rnd.choice(["Cannon", "Drive", "Shield", "Sensor", "Missile", "Decoy", "Laser"])
                for _ in range(rnd.randint(0, 13))]  # fmt: skip
        yield hand, min(3, len(hand))


def test_the_lazy_list_is_the_listing_item_for_item():
    for hand, k in _hands(400, seed=3):
        plans = Plans(1, tuple(sorted(Counter(hand).items())), k)
        listed = _plans_by_listing(1, hand, k)
        assert len(plans) == len(listed)
        assert [plans[i] for i in range(len(plans))] == listed
        assert list(plans) == listed
        if listed:
            assert plans[-1] == listed[-1]


def test_counts_of_ordered_choices():
    assert _how_many((("A", 1), ("B", 1), ("C", 1), ("D", 1)), 3) == 24  # 4 * 3 * 2
    assert _how_many((("A", 2), ("B", 1)), 3) == 3  # AAB, ABA, BAA
    assert _how_many((("A", 3),), 3) == 1
    assert _how_many((("A", 2), ("B", 2)), 2) == 4  # AA, AB, BA, BB
    assert _how_many((("A", 5), ("B", 1), ("C", 2)), 4) == len(sequences(list("AAAAABCC"), 4))


def test_membership_follows_the_hand():
    plans = Plans(0, (("Cannon", 2), ("Drive", 1)), 3)
    assert C.Plan(0, ("Cannon", "Drive", "Cannon")) in plans
    assert C.Plan(0, ("Drive", "Drive", "Cannon")) not in plans  # one Drive only
    assert C.Plan(1, ("Cannon", "Drive", "Cannon")) not in plans  # another seat's
    assert C.Plan(0, ("Cannon", "Drive")) not in plans  # too few cards
    assert C.Pass(0) not in plans


def test_index_out_of_range_is_refused():
    plans = Plans(0, (("Cannon", 1), ("Drive", 1)), 2)
    assert len(plans) == 2
    with pytest.raises(IndexError):
        plans[2]
    with pytest.raises(IndexError):
        plans[-3]
