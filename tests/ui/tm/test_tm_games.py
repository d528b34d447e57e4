"""Whole games played through the table's own controls (``--autoplay``), the exact
automation flags of the issue, and loading a saved position."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from saves import SaveStore
from tests.ui.images import assert_not_blank
from ui.tables.tm.score_scene import TmScoreScene
from ui.tables.tm.table_scene import TmTableScene

ROOT = Path(__file__).resolve().parents[3]


def play_to_the_end(drive, players: int, seed: int):
    driver = drive(
        "--lang",
        "en",
        "--new",
        "tm",
        "--players",
        str(players),
        "--seed",
        str(seed),
        "--autoplay",
        "random",
        "--until",
        "end",
    )
    app = driver.app
    for _ in range(40_000):
        if app.autoplay.reached:
            break
        driver.frames(1)
    assert app.autoplay.reached, "the game did not end"
    return driver


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (1, 4)])
def test_a_complete_game_through_the_input_layer(drive, players, seed):
    driver = play_to_the_end(drive, players, seed)
    app = driver.app
    assert isinstance(driver.top, TmScoreScene)
    table = next(s for s in app.stack if isinstance(s, TmTableScene))
    match = table.session.match
    assert match.is_over() and len(match.commands) > 50
    # Every command came from a click: each took at least one input step.
    assert app.autoplay.steps >= len(match.commands)
    if players == 1:
        assert table.session.state.generation == 14 or table.session.state.solo_result
    # The game's autosave holds the finished game; Continue offers only unfinished games.
    path = app.saves.autosave_file(match)
    loaded = SaveStore().load(path)
    assert loaded.match.snapshot_json() == match.snapshot_json() and loaded.record.finished
    assert app.latest_autosave() is None
    driver.frames(2)
    assert_not_blank(driver.pixels())


def _env(tmp_path: Path) -> dict:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        MARS_TABLETOP_CONFIG_DIR=str(tmp_path / "config"),
        MARS_TABLETOP_DATA_DIR=str(tmp_path / "data"),
    )
    return env


@pytest.mark.parametrize("players", ["3", "1"])
def test_autoplay_flags_drive_a_game_and_take_a_screenshot(tmp_path, players):
    shot = tmp_path / "out.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ui.app",
            "--lang",
            "en",
            "--new",
            "tm",
            "--players",
            players,
            "--seed",
            "5",
            "--autoplay",
            "random",
            "--until",
            "generation:4",
            "--screenshot",
            str(shot),
        ],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    assert_not_blank(image)
    # The autosave is the game at generation 4; --load shows it again.
    store = SaveStore(tmp_path / "data" / "saves")
    autosave = store.latest_autosave()
    assert store.load(autosave).match.state.generation == 4
    again = tmp_path / "again.png"
    result = subprocess.run(
        [sys.executable, "-m", "ui.app", "--lang", "ja", "--load", str(autosave), "--screenshot", str(again)],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert_not_blank(pygame.image.load(str(again)))


def test_until_needs_autoplay():
    from ui.cli import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--until", "end"])
    with pytest.raises(SystemExit):
        parse_args(["--autoplay", "random", "--until", "generation:x"])
    args = parse_args(
        [
            "--new",
            "tm",
            "--players",
            "1",
            "--autoplay",
            "random",
            "--until",
            "generation:4",
            "--screenshot",
            "x.png",
        ]
    )
    assert args.frames is None and args.until == "generation:4"
