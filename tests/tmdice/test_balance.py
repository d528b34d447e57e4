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


def _recording_play(seen: list, pick):
    """A stand-in for ``balance._play``: notes ``pick(args)`` of each game asked for and returns a
    game of that many players won by seat 0 (a solo challenge won)."""

    def play(args):
        seen.append(pick(args))
        return facts(
            args[1], ["A"] * args[1], [[] for _ in range(args[1])], [0], solo_won=args[1] == 1 or None
        )

    return play


def test_a_run_kept_in_a_facts_file_resumes_where_it_stopped_and_refuses_other_content(
    tmp_path, monkeypatch, capsys
):
    played: list[str] = []
    monkeypatch.setattr(B, "_play", _recording_play(played, lambda args: args[0]))
    monkeypatch.setattr(B, "code_version", lambda: "aaaaaaaaaaaa")
    path = tmp_path / "dice.jsonl"
    argv = ["--games", "4", "--solo-games", "1", "--solo-level", "hard", "--facts", str(path)]
    B.main(argv)
    assert played == ["m0", "m1", "m2", "m3", "hard:0", "random:0"]
    assert len(path.read_text().splitlines()) == 6
    played.clear()
    B.main([*argv[:1], "6", *argv[2:]])  # two more multiplayer games: only those are played
    assert played == ["m4", "m5"]
    B.main(["--from", str(path), "--markdown"])
    out = capsys.readouterr().out
    assert "--games 6 --seed 1 --level normal --solo-games 1 --solo-level hard`: 6 games" in out
    monkeypatch.setattr(B, "code_version", lambda: "bbbbbbbbbbbb")  # the card set changed
    with pytest.raises(SystemExit):
        B.main(argv)
    assert "recorded for another run" in capsys.readouterr().err


def test_split_keeps_whole_rounds_of_a_run_cut_short():
    g = {f"m{i}": facts(2 + i % 3, [], [], []) for i in (0, 1, 2, 3, 4, 6)}
    g["hard:1"] = g["hard:0"] = facts(1, [], [], [], solo_won=True)
    multi, solo = B.split(g, whole_rounds=True)
    assert [x.players for x in multi] == [2, 3, 4]  # m5 missing: m3, m4 are not a whole round
    assert len(B.split(g)[0]) == 6 and len(solo["hard"]) == 2


def test_the_run_deals_the_corporate_era_by_default_and_the_base_game_only_when_asked(
    tmp_path, monkeypatch, capsys
):
    modules: list[bool] = []
    monkeypatch.setattr(B, "_play", _recording_play(modules, lambda args: args[5]))
    B.main(["--games", "3", "--solo-games", "1", "--markdown"])
    assert modules == [True] * 5  # 3 multiplayer games, one hard and one random solo
    out = capsys.readouterr().out
    assert (
        "--solo-level hard`" in out
        and "with the Corporate Era module (16 corporations, 126 project cards)" in out
    )
    modules.clear()
    B.main(["--games", "3", "--solo-games", "0", "--base-game", "--markdown"])
    assert modules == [False] * 3
    out = capsys.readouterr().out
    assert (
        "--solo-level hard --base-game`" in out and "base game only (8 corporations, 86 project cards)" in out
    )


def test_a_corporate_era_game_deals_from_all_16_corporations_and_all_126_project_cards():
    corporations, projects = B.in_the_deal(True)
    assert len(corporations) == 16 and len(projects) == 126
    base_corporations, base_projects = B.in_the_deal(False)
    assert len(base_corporations) == 8 and len(base_projects) == 86
    s = B.RULES.new_game(B.RULES.setup_from_data({"players": 4, "corporate_era": True}), 5)
    assert sorted(s.deck + [c for p in s.players for c in p.hand]) == sorted(projects)
    offered = [c for step in s.queue if step["op"] == "choose_corporation" for c in step["options"]]
    assert len(offered) == 8 and set(offered) <= set(corporations)


def test_coverage_names_the_corporations_never_dealt_and_the_cards_never_played():
    corporations, projects = B.in_the_deal(False)
    seen = [facts(2, corporations[:2], [projects[:1], []], [0])]
    lines = B.coverage(B.tabulate(seen, {}), corporate_era=False)
    assert lines[0].startswith("- corporations dealt: 2 of 8 (never: ")
    assert all(c in lines[0] for c in corporations[2:]) and corporations[0] not in lines[0]
    assert lines[1].startswith("- project cards played: 1 of 86 (never: ")
    assert projects[0] not in lines[1]
    every = [facts(2, corporations, [projects, []], [0])]
    assert B.coverage(B.tabulate(every, {}), corporate_era=False)[1] == "- project cards played: 86 of 86"
