"""The factions' balance table (game.ares.balance): seeds, seat changes, shares and the Markdown."""

from __future__ import annotations

import pytest

from game.ares import balance as B


def test_every_full_game_pairing_is_played_with_the_seats_changing():
    todo = B.work("full", 2, "random", 1)
    assert len(todo) == 12  # 6 pairings x 2 games
    assert {frozenset(w[1]) for w in todo} == {frozenset(p) for p in B.pairings("full")}
    assert todo[0][1] == tuple(reversed(todo[1][1]))
    assert len({w[3] for w in todo}) == 12
    assert B.pairings("basic") == [("terran", "kahoum")]


def test_one_factions_pairings_keep_the_whole_tables_seeds():
    whole = B.work("full", 2, "random", 1)
    xenos = B.work("full", 2, "random", 1, "xenos")
    assert len(xenos) == 6 and all("xenos" in w[1] for w in xenos)
    assert all(w in whole for w in xenos)  # the same games as in the whole table


def test_the_table_counts_wins_draws_and_the_first_seat():
    facts = [
        B.GameFacts(("colossus", "xenos"), [0], True, 100),
        B.GameFacts(("xenos", "colossus"), [0], False, 120),
        B.GameFacts(("colossus", "xenos"), [0, 1], False, 80),
        B.GameFacts(("xenos", "colossus"), [], False, 5000, stalled=True),
    ]
    (row,) = B.tabulate(facts)
    assert (row.a, row.b, row.games, row.stalled) == ("colossus", "xenos", 3, 1)
    assert row.a_wins == 1.5 and row.share == 0.5  # a win, a loss, a draw
    assert row.draws == 1 and row.captures == 1 and row.first_seat == 2.5 and row.commands == 300
    text = B.render([row], "full", "# t")
    assert "| colossus - xenos | 3 | 50.0 % (" in text and "| yes |" in text
    row.a_wins = 0.9  # the basic game judges the second faction (Kahoum): 70 % is in its 55-70 % target
    assert "| 30.0 % (" in B.render([row], "basic", "# t") and "| yes |" in B.render([row], "basic", "# t")
    assert "| no |" in B.render([row], "full", "# t")


def test_a_seeded_game_is_played_to_its_end():
    g = B.play("full", ("kahoum", "colossus"), "random", 3)
    again = B.play("full", ("kahoum", "colossus"), "random", 3)
    assert g == again and not g.stalled and g.winners and g.commands > 50


def test_a_run_kept_in_a_facts_file_resumes_and_is_read_back(tmp_path, monkeypatch, capsys):
    played: list[str] = []

    def counting(args):
        played.append(args[4])
        return B.GameFacts(args[1], [0], False, 100)

    monkeypatch.setattr(B, "_play", counting)
    monkeypatch.setattr(B, "code_version", lambda: "aaaaaaaaaaaa")
    path = tmp_path / "ares.jsonl"
    B.main(["--games", "1", "--faction", "xenos", "--facts", str(path)])
    assert played == ["terran-xenos:0", "kahoum-xenos:0", "colossus-xenos:0"]
    played.clear()
    B.main(["--games", "2", "--faction", "xenos", "--facts", str(path)])
    assert played == ["terran-xenos:1", "kahoum-xenos:1", "colossus-xenos:1"]
    capsys.readouterr()
    B.main(["--from", str(path), "--markdown"])
    out = capsys.readouterr().out
    assert "(full game, normal bots, 2 games a pairing, seed 1)" in out
    assert "| terran - xenos | 2 | 50.0 % (" in out  # the seats change: each side won once in seat 0
    monkeypatch.setattr(B, "code_version", lambda: "bbbbbbbbbbbb")  # the decks changed
    with pytest.raises(SystemExit):
        B.main(["--games", "2", "--faction", "xenos", "--facts", str(path)])
    assert "recorded for another run" in capsys.readouterr().err


def test_the_hard_level_plays_a_fixed_iteration_count(monkeypatch):
    made: list[tuple[str, dict]] = []
    real = B.make_bot

    def spy(level, kit, **options):
        made.append((level, options))
        return real("random", kit)

    monkeypatch.setattr(B, "make_bot", spy)
    B.play("basic", ("terran", "kahoum"), "hard", 3, 4)
    assert made == [("hard", {"iterations": 4, "wall_factor": None})] * 2
    made.clear()
    B.play("basic", ("terran", "kahoum"), "hard", 3)  # no count: the level's own time budget
    B.play("basic", ("terran", "kahoum"), "normal", 3, 4)  # the count is for hard only
    assert made == [("hard", {})] * 2 + [("normal", {})] * 2


def test_a_hard_run_names_its_iteration_count(tmp_path, monkeypatch, capsys):
    played: list[tuple] = []

    def counting(args):
        played.append(args)
        return B.GameFacts(args[1], [1], False, 100)

    monkeypatch.setattr(B, "_play", counting)
    monkeypatch.setattr(B, "code_version", lambda: "aaaaaaaaaaaa")
    path = tmp_path / "hard.jsonl"
    B.main(
        ["--games", "2", "--mode", "basic", "--level", "hard", "--hard-iterations", "3", "--facts", str(path)]
    )
    assert [(a[2], a[5]) for a in played] == [("hard", 3), ("hard", 3)]
    assert '"hard_iterations": 3' in path.read_text(encoding="utf-8")
    capsys.readouterr()
    B.main(["--from", str(path), "--markdown"])
    assert (
        "(basic game, hard (3 iterations a move) bots, 2 games a pairing, seed 1)" in capsys.readouterr().out
    )
    with pytest.raises(SystemExit):  # another count is another run
        B.main(
            [
                "--games",
                "2",
                "--mode",
                "basic",
                "--level",
                "hard",
                "--hard-iterations",
                "4",
                "--facts",
                str(path),
            ]
        )
    assert "recorded for another run" in capsys.readouterr().err
    for wrong in (["--hard-iterations", "3"], ["--level", "hard", "--hard-iterations", "0"]):
        with pytest.raises(SystemExit):
            B.main(["--games", "1", *wrong])
        assert "--hard-iterations" in capsys.readouterr().err


@pytest.mark.slow
def test_a_seeded_hard_game_of_a_fixed_count_is_reproducible():
    g = B.play("basic", ("terran", "kahoum"), "hard", 5, 1)
    assert g == B.play("basic", ("terran", "kahoum"), "hard", 5, 1)
    assert g.winners and not g.stalled
