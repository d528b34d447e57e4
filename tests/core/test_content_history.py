"""Content files of earlier rules versions (``game.core.content_history``)."""

from __future__ import annotations

from game.core.content_history import content_path, content_version, kept_versions


def _write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_a_game_reads_the_oldest_kept_copy_at_or_after_its_version(tmp_path):
    _write(tmp_path / "cards.json", "today")
    _write(tmp_path / "history" / "r2" / "cards.json", "up to 2")
    _write(tmp_path / "history" / "r4" / "cards.json", "3 and 4")
    _write(tmp_path / "history" / "r9" / "board.json", "a board")  # another file's history
    _write(tmp_path / "history" / "notes" / "cards.json", "not a version")
    assert kept_versions(tmp_path, "cards.json") == [2, 4]
    read = {
        v: content_path(tmp_path, "cards.json", v).read_text(encoding="utf-8")
        for v in (None, 1, 2, 3, 4, 5, 9)
    }
    assert read == {
        None: "today",
        1: "up to 2",
        2: "up to 2",
        3: "3 and 4",
        4: "3 and 4",
        5: "today",
        9: "today",
    }
    assert [content_version(tmp_path, "cards.json", v) for v in (None, 1, 3, 5)] == [None, 2, 4, None]
    assert content_version(tmp_path, "board.json", 3) == 9


def test_no_history_means_todays_files(tmp_path):
    _write(tmp_path / "cards.json", "today")
    assert kept_versions(tmp_path, "cards.json") == []
    assert content_path(tmp_path, "cards.json", 1) == tmp_path / "cards.json"


def test_every_kept_content_file_of_every_game_loads_and_is_read_by_its_versions():
    """The kept files are validated like today's, and a game of a kept version reads them."""
    from game.ares.content import load as ares
    from game.robots.content import load as robots
    from game.tmdice.content import load as dice

    kept = {
        "tmdice": {v for name in ("cards.json", "board.json") for v in kept_versions(dice.HERE, name)},
        "robots": {v for name in robots.FILES for v in kept_versions(robots.HERE, name)},
        "ares": {v for name in ares.FACTION_FILES for v in kept_versions(ares.HERE, f"{name}.json")},
    }
    assert 2 in kept["tmdice"]  # the Dice Game's first retune (rules 3) kept rules 2's cards and board
    assert 1 in kept["robots"]  # the robots' first retune (rules 2) kept rules 1's robots
    assert 2 in kept["ares"]  # the Ares Xenos retune (rules 3) kept rules 2's xenos.json
    assert 3 in kept_versions(
        dice.HERE, "cards.json"
    )  # the first balance pass (rules 4) kept rules 3's cards
    for version in kept_versions(dice.HERE, "cards.json"):
        assert dice.cards(version) is not dice.cards()
        assert set(dice.cards(version)) == set(dice.cards())  # a retune changes numbers, not the set
    for version in kept_versions(dice.HERE, "board.json"):
        assert dice.board(version) is not dice.board()
    assert dice.board(3) is dice.board()  # rules 4 kept the board: a rules-3 game reads today's
    for version in kept["robots"]:
        assert robots.content(version) is not robots.content()
    for version in kept["ares"]:
        assert ares.content(version) is not ares.content()
