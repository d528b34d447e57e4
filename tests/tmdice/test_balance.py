"""The balance script (``game.tmdice.balance``): its counting, its verdicts, and a real run."""

from __future__ import annotations

import pytest

from game.tmdice import balance as B


def facts(players, corps, played, winners, turns=20, solo_won=None):
    return B.GameFacts(players, corps, played, winners, turns, solo_won)


def test_corporation_win_rates_count_shared_wins_by_halves():
    games = [facts(2, ["A", "B"], [[], []], [0]), facts(2, ["A", "B"], [[], []], [0, 1])]
    t = B.tabulate(games, {})
    assert t.corporations[2] == {"A": (1.5, 2), "B": (0.5, 2)}


def test_a_card_counts_once_per_game_and_for_the_winner_only_if_the_winner_had_it():
    games = [
        facts(2, ["A", "B"], [["X", "Y"], ["X"]], [1]),
        facts(2, ["A", "B"], [["Y"], []], [1]),
    ]
    t = B.tabulate(games, {})
    assert t.cards == {"X": (1, 1), "Y": (0, 2)}


def test_verdicts_judge_only_samples_large_enough():
    few = [facts(2, ["A", "B"], [[], []], [0])] * (B.MIN_SAMPLES - 1)
    assert dict(B.verdicts(B.tabulate(few, {})))["corporations within 8 points of fair (worst 0.0)"]
    many = [facts(2, ["A", "B"], [[], []], [0])] * B.MIN_SAMPLES
    (text, ok), *_ = B.verdicts(B.tabulate(many, {}))
    assert not ok and "worst 50.0" in text


def test_two_player_length_and_solo_rates_are_judged_against_their_targets():
    games = [facts(2, ["A", "B"], [[], []], [0], turns=t) for t in (10, 20, 40)]
    solo = {"hard": [facts(1, ["A"], [[]], [0], solo_won=w) for w in (True, False, False)],
            "random": [facts(1, ["A"], [[]], [0], solo_won=False)]}  # fmt: skip
    verdict = dict(B.verdicts(B.tabulate(games, solo)))
    assert verdict["2-player median turns each 15-30 (now 20)"]
    assert verdict["hard bot wins the solo challenge in 20-80 % (now 33.3 %)"]
    assert verdict["random bot wins the solo challenge under 5 % (now 0.0 %)"]


@pytest.mark.slow
def test_a_small_real_run_prints_the_markdown_table(capsys):
    B.main(["--games", "3", "--solo-games", "1", "--level", "random", "--solo-level", "random", "--markdown"])
    out = capsys.readouterr().out
    assert out.startswith("# Dice Game balance table")
    for heading in (
        "## Targets",
        "## Corporations, 2 players",
        "## Corporations, 4 players",
        "## Solo challenge",
    ):
        assert heading in out
