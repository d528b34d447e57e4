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


def test_a_recorded_run_resumes_where_it_stopped_and_ends_with_the_same_figures(tmp_path, capsys):
    args = ["--game", "tm", "--players", "2", "--seats", "easy,random", "--seed", "4", "--json"]
    main([*args, "--games", "3"])
    whole = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    record = tmp_path / "run.jsonl"
    main([*args, "--games", "2", "--record", str(record)])
    capsys.readouterr()
    assert len(record.read_text().splitlines()) == 2
    main([*args, "--games", "3", "--record", str(record)])  # plays only the third game
    resumed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    lines = [json.loads(x) for x in record.read_text().splitlines()]
    assert [x["index"] for x in lines] == [0, 1, 2]
    assert (resumed["games"], resumed["wins"], resumed["draws"]) == (
        whole["games"],
        whole["wins"],
        whole["draws"],
    )


def test_a_record_of_another_run_is_refused_and_left_as_it_is(tmp_path, capsys):
    record = tmp_path / "run.jsonl"
    main(["--game", "tm", "--players", "2", "--seats", "easy,random", "--seed", "4", "--games", "1",
          "--record", str(record)])  # fmt: skip
    before = record.read_text()
    try:
        main(["--game", "tm", "--players", "2", "--seats", "easy,random", "--seed", "5", "--games", "1",
              "--record", str(record)])  # fmt: skip
    except SystemExit as exc:
        assert exc.code == 2
    else:
        raise AssertionError("a record of another run was accepted")
    assert "another run" in capsys.readouterr().err
    assert record.read_text() == before


def test_a_record_of_games_played_by_other_code_is_refused(tmp_path, capsys, monkeypatch):
    import game.bots.arena as arena

    record = tmp_path / "run.jsonl"
    args = ["--game", "tm", "--players", "2", "--seats", "easy,random", "--seed", "4", "--games", "1",
            "--record", str(record)]  # fmt: skip
    main(args)
    assert json.loads(record.read_text())["run"]["code"] == arena.code_version("tm")
    monkeypatch.setattr(arena, "code_version", lambda game: "0123456789ab")
    try:
        main(args)
    except SystemExit as exc:
        assert exc.code == 2
    else:
        raise AssertionError("a record of other code was accepted")
    assert "another run" in capsys.readouterr().err


def test_report_summarizes_the_recorded_games_without_playing(tmp_path, capsys):
    record = tmp_path / "run.jsonl"
    args = [
        "--game",
        "tm",
        "--players",
        "2",
        "--seats",
        "easy,random",
        "--seed",
        "4",
        "--json",
        "--record",
        str(record),
    ]
    main([*args, "--games", "2"])
    played = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    main([*args, "--games", "5", "--report"])
    reported = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert reported == played and reported["games"] == 2
    assert len(record.read_text().splitlines()) == 2


def test_the_arena_plays_the_dice_game_two_player_and_solo():
    """The Dice Game has no solo switch in its setup (one player is its solo game)."""
    a = play_game("tmdice", 2, ["greedy", "random"], 1, 0)
    assert a.commands > 50 and len(a.winners) >= 1
    solo = play_game("tmdice", 1, ["greedy"], 1, 0)
    assert solo.commands > 20 and solo.seats == ["greedy"]


def test_a_game_past_the_command_cap_stops_unfinished_and_wins_for_no_one():
    whole = play_game("tmdice", 2, ["random", "random"], 1, 0)
    assert not whole.unfinished and whole.commands > 40 and whole.rounds >= 1
    cut = play_game("tmdice", 2, ["random", "random"], 1, 0, max_commands=40)
    assert cut.unfinished and cut.commands == 40 and cut.winners == []
    assert 1 <= cut.rounds <= whole.rounds
    summary = summarize([cut, whole], ["random"])
    assert summary["unfinished"] == 1 and summary["draws"] + sum(summary["wins"].values()) == 1
    assert summary["median_rounds"] == whole.rounds  # only finished games count for the length


def test_the_command_cap_is_reported_for_every_game(capsys):
    main(["--game", "tmdice", "--players", "2", "--seats", "random,random", "--games", "2", "--seed", "1",
          "--max-commands", "30", "--json"])  # fmt: skip
    out = capsys.readouterr().out
    assert "unfinished: 2 (stopped after 30 commands)" in out
    line = json.loads(out.strip().splitlines()[-1])
    assert line["unfinished"] == 2 and line["draws"] == 0 and line["wins"] == {"random": 0}
    main(["--game", "tm", "--players", "1", "--seats", "random,solo", "--games", "1", "--seed", "1",
          "--max-commands", "25", "--json"])  # fmt: skip
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["unfinished"] == 1


def test_a_recorded_unfinished_game_is_read_back_as_unfinished(tmp_path, capsys):
    record = tmp_path / "run.jsonl"
    args = ["--game", "tmdice", "--players", "2", "--seats", "random,random", "--seed", "2", "--games", "1",
            "--max-commands", "20", "--json", "--record", str(record)]  # fmt: skip
    main(args)
    capsys.readouterr()
    assert json.loads(record.read_text())["run"]["max_commands"] == 20
    main([*args, "--report"])
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["unfinished"] == 1


def test_a_seeded_dice_game_between_normal_bots_replays_the_same():
    a = play_game("tmdice", 2, ["normal", "normal"], 1, 5)
    b = play_game("tmdice", 2, ["normal", "normal"], 1, 5)
    assert (a.winners, a.commands, a.rounds, a.unfinished) == (b.winners, b.commands, b.rounds, b.unfinished)
    assert not a.unfinished and a.winners
