"""The arena: seeded games are deterministic, the summary counts wins, draws and move times."""

from __future__ import annotations

import json

from game.bots.arena import GameResult, main, play_game, summarize, wilson


def test_a_seeded_game_plays_the_same_twice():
    a = play_game("tm", 2, ["normal", "random"], 1, 0)
    b = play_game("tm", 2, ["normal", "random"], 1, 0)
    assert (a.seats, a.winners, a.commands) == (b.seats, b.winners, b.commands)
    assert a.commands > 100 and len(a.winners) >= 1


def test_the_first_seat_alternates():
    assert play_game("tm", 2, ["random", "random"], 2, 1).seats == ["random", "random"]
    results = [GameResult(["normal", "random"], [0]), GameResult(["random", "normal"], [1]),
               GameResult(["random", "normal"], [0, 1])]  # fmt: skip
    summary = summarize(results, ["normal", "random"])
    assert summary["wins"] == {"normal": 2, "random": 0} and summary["draws"] == 1


def test_wilson_interval():
    low, high = wilson(98, 100)
    assert 0.92 < low < 0.95 and 0.99 < high <= 1.0


def test_the_json_line_is_the_same_with_parallel_jobs(capsys):
    main(
        ["--game", "tm", "--players", "2", "--seats", "easy,random", "--games", "2", "--seed", "3", "--json"]
    )
    one = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    main(["--game", "tm", "--players", "2", "--seats", "easy,random", "--games", "2", "--seed", "3", "--json",
          "--jobs", "2"])  # fmt: skip
    two = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert one["games"] == two["games"] == 2
    assert (one["wins"], one["draws"]) == (two["wins"], two["draws"])
    assert set(one["p95_move_ms"]) == {"easy", "random"}


def test_the_arena_plays_the_dice_game_two_player_and_solo():
    """The Dice Game has no solo switch in its setup (one player is its solo game)."""
    a = play_game("tmdice", 2, ["greedy", "random"], 1, 0)
    assert a.commands > 50 and len(a.winners) >= 1
    solo = play_game("tmdice", 1, ["greedy"], 1, 0)
    assert solo.commands > 20 and solo.seats == ["greedy"]
