"""The balance script (``game.robots.balance``): its counting, its verdicts, and a real run."""

from __future__ import annotations

import json

import pytest

from game.robots import balance as B


def facts(players, robots, bought, winners):
    return B.GameFacts(players, robots, bought, winners)


def test_robot_win_rates_count_shared_wins_by_halves_and_fair_leaves_out_games_everyone_lost():
    games = [
        facts(2, ["A", "B"], [[], []], [0]),
        facts(2, ["A", "B"], [[], []], [0, 1]),
        facts(2, ["A", "B"], [[], []], []),
        facts(2, ["B", "A"], [[], []], [0]),
    ]
    t = B.tabulate(games)
    assert t.robots[2] == {"A": (1.5, 4), "B": (1.5, 4)}
    assert t.games[2] == (4, 3)
    assert t.fair(2) == pytest.approx(3 / 4 / 2)


def test_a_part_counts_once_per_game_and_for_the_winner_only_if_the_winner_bought_it():
    games = [
        facts(2, ["A", "B"], [["X", "X", "Y"], ["X"]], [1]),
        facts(2, ["A", "B"], [["Y"], []], [1]),
        facts(2, ["A", "B"], [["Y"], []], []),
    ]
    t = B.tabulate(games, ["X", "Y", "Z"])
    assert t.bought == {"X": 1, "Y": 3, "Z": 0}
    assert t.winners == {"X": (1, 1), "Y": (0, 2), "Z": (0, 0)}


def test_verdicts_judge_robots_only_on_samples_large_enough_and_every_part_bought():
    few = [facts(2, ["A", "B"], [["X"], []], [0])] * (B.MIN_SAMPLES - 1)
    verdict = dict(B.verdicts(B.tabulate(few, ["X"])))
    assert verdict["robots within 8 points of fair (worst 0.0)"]
    assert verdict["every special part bought in at least 5 % of games (lowest 100.0 %)"]
    many = [facts(2, ["A", "B"], [[], []], [0])] * B.MIN_SAMPLES
    (text, ok), (bought_text, bought_ok), *_ = B.verdicts(B.tabulate(many, ["X"]))
    assert not ok and "worst 50.0" in text
    assert not bought_ok and "lowest 0.0 %" in bought_text


def test_a_part_far_above_the_average_winners_rate_fails_its_target():
    n = B.MIN_SAMPLES
    games = [facts(2, ["A", "B"], [["X", "Y", "Z"] if i < 3 else ["X"], ["Y", "Z"]], [0]) for i in range(n)]
    t = B.tabulate(games, ["X", "Y", "Z"])
    assert t.winners == {"X": (n, n), "Y": (3, n), "Z": (3, n)}
    assert t.part_average() == pytest.approx((1 + 0.1 + 0.1) / 3)
    verdict = dict(B.verdicts(t))
    assert verdict["no special part above 1.6x the average winners' rate (highest 2.50x)"] is False
    even = [facts(2, ["A", "B"], [["X", "Y", "Z"], ["X", "Y", "Z"]], [i % 2]) for i in range(n)]
    assert dict(B.verdicts(B.tabulate(even, ["X", "Y", "Z"])))[
        "no special part above 1.6x the average winners' rate (highest 1.00x)"
    ]


@pytest.mark.slow
def test_a_small_real_run_prints_the_markdown_table(capsys):
    B.main(["--games", "2", "--players", "2,3", "--level", "random", "--markdown"])
    out = capsys.readouterr().out
    assert out.startswith("# Robot game balance table")
    for heading in ("## Targets", "## Robots, 2 players", "## Robots, 3 players", "## Special parts"):
        assert heading in out


def test_a_run_kept_as_facts_renders_its_whole_rounds_only(tmp_path, capsys):
    path = tmp_path / "games.jsonl"
    B.main(["--games", "2", "--players", "2,3", "--level", "random", "--facts", str(path)])
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [B.GameFacts(**json.loads(x)["result"]).players for x in lines] == [2, 3, 2, 3]
    path.write_text("\n".join(lines[:3]) + "\n", encoding="utf-8")  # a run stopped in its second round
    games, each, run = B.read_facts(path)
    assert run["level"] == "random" and run["code"] == B.code_version()
    assert each == 1 and [g.players for g in games] == [2, 3]
    capsys.readouterr()
    B.main(["--from", str(path), "--level", "random", "--markdown"])
    out = capsys.readouterr().out
    assert "--games 1 --players 2,3" in out and "## Robots, 2 players (1 games" in out


def test_a_run_kept_in_a_facts_file_resumes_and_renders_whole_rounds(tmp_path, monkeypatch, capsys):
    played: list[tuple] = []

    def counting(args):
        played.append((args[0], args[3]))
        return facts(args[0], ["A"] * args[0], [[] for _ in range(args[0])], [0])

    monkeypatch.setattr(B, "_play", counting)
    monkeypatch.setattr(B, "code_version", lambda: "aaaaaaaaaaaa")
    path = tmp_path / "robots.jsonl"
    B.main(["--games", "2", "--players", "2,3", "--facts", str(path)])
    assert played == [(2, 0), (3, 0), (2, 1), (3, 1)]  # rounds of one game per count
    played.clear()
    B.main(["--games", "3", "--players", "2,3", "--facts", str(path)])
    assert played == [(2, 2), (3, 2)]
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:-1]) + "\n")  # the last game lost: round 3 is not whole
    capsys.readouterr()
    B.main(["--from", str(path), "--markdown"])
    assert (
        "--games 2 --players 2,3 --seed 1 --level normal`: 2 games per player count"
        in capsys.readouterr().out
    )
