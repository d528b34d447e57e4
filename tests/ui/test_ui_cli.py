"""The command line: --help, --screenshot, --size, --load, and clear errors for bad values."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from ui import theme
from ui.cli import parse_args, window_size

ROOT = Path(__file__).resolve().parents[2]


def run_app(*args: str, tmp_path: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        MARS_TABLETOP_CONFIG_DIR=str(tmp_path / "config"),
        MARS_TABLETOP_DATA_DIR=str(tmp_path / "data"),
    )
    return subprocess.run(
        [sys.executable, "-m", "ui.app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_help_lists_the_flags(tmp_path):
    result = run_app("--help", tmp_path=tmp_path)
    assert result.returncode == 0
    for flag in (
        "--screenshot",
        "--frames",
        "--lang",
        "--size",
        "--fullscreen",
        "--load",
        "--screenshot-on-exit",
        "--print-startup-time",
        "MARS_TABLETOP_CONFIG_DIR",
    ):
        assert flag in result.stdout, flag


def test_screenshot_writes_a_png_and_exits_0(tmp_path):
    shot = tmp_path / "out" / "title.png"
    result = run_app("--screenshot", str(shot), "--frames", "2", "--lang", "ja", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    if os.name == "posix":
        assert shot.stat().st_mode & 0o777 == 0o644  # readable by others, unlike a save


def test_size_flag_gives_that_window_size(tmp_path):
    shot = tmp_path / "big.png"
    result = run_app("--size", "1920x1080", "--screenshot", str(shot), "--frames", "1", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)
    assert not (tmp_path / "config" / "settings.json").exists(), "flags are for one run, not saved"


@pytest.mark.parametrize(
    ("value", "message"),
    [("big", "expected WIDTHxHEIGHT"), ("10x10", "out of range"), ("1280x", "expected WIDTHxHEIGHT")],
)
def test_bad_size_is_a_clear_argparse_error(tmp_path, value, message):
    result = run_app("--size", value, tmp_path=tmp_path)
    assert result.returncode == 2
    assert "--size" in result.stderr and message in result.stderr
    assert "Traceback" not in result.stderr


def test_bad_values_of_other_flags(capsys):
    for argv in (["--frames", "0"], ["--frames", "many"], ["--lang", "fr"]):
        with pytest.raises(SystemExit) as exit_info:
            parse_args(argv)
        assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "at least 1" in err and "whole number" in err and "invalid choice: 'fr'" in err


def test_until_must_count_what_the_game_counts(capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_args(["--new", "tmdice", "--autoplay", "random", "--until", "round:3"])
    assert exit_info.value.code == 2
    assert "--until for --new tmdice is 'end' or 'turn:N', got 'round:3'" in capsys.readouterr().err
    assert parse_args(["--new", "tmdice", "--autoplay", "random", "--until", "turn:3"]).until == "turn:3"
    assert parse_args(["--new", "robots", "--autoplay", "random", "--until", "round:2"]).until == "round:2"
    assert parse_args(["--new", "tm", "--autoplay", "random", "--until", "end"]).until == "end"


def test_size_parser_accepts_common_spellings():
    assert window_size("1920x1080") == (1920, 1080)
    assert window_size("1600X900") == (1600, 900)
    assert window_size(" 1280 × 720 ") == (1280, 720)
    assert parse_args(["--screenshot", "x.png"]).frames == 5


def test_load_of_a_broken_file_shows_the_error_in_the_window(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "mars-tabletop-save", "schema_version": 1', encoding="utf-8")
    shot = tmp_path / "error.png"
    result = run_app("--load", str(broken), "--screenshot", str(shot), tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    image = pygame.image.load(str(shot))
    # The message panel has the error colour on its left edge, below the heading.
    edge = {image.get_at((x, y))[:3] for x in range(46, 52) for y in range(150, 250)}
    assert theme.ERROR in edge


def test_load_flag_in_process_shows_the_error_text(drive, tmp_path):
    from ui.scenes.message import MessageScene

    missing = tmp_path / "nowhere.json"
    not_a_save = tmp_path / "list.json"
    not_a_save.write_text("[1, 2, 3]", encoding="utf-8")
    for path, words in ((missing, "does not exist"), (not_a_save, "not a Mars Tabletop save")):
        driver = drive("--load", str(path), "--lang", "en")
        scene = driver.top
        assert isinstance(scene, MessageScene)
        panel = scene.widget("message")
        assert panel.error
        assert words in panel.body_text() and path.name in panel.body_text()
        driver.click("back")
        assert driver.top.widget("title").text() == "Mars Tabletop"
        driver.close()


def test_fullscreen_flag_and_size_flag_in_process(drive):
    full = drive("--fullscreen")
    assert full.app.fullscreen
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    full.close()
    windowed = drive("--size", "1600x900")
    assert not windowed.app.fullscreen and windowed.app.size == (1600, 900)
    # The title layout follows the window: the menu keeps its place relative to the 1280x720 design.
    assert windowed.top.widget("settings").rect.height == round(52 * 1.25)


def test_each_game_says_what_until_counts_and_an_unknown_game_is_left_to_the_app():
    from game import catalog

    words = {rules.game_id: rules.info.round_word for rules in catalog.register_all()}
    assert words == {"tm": "generation", "tmdice": "turn", "robots": "round", "ares": "round"}
    assert (
        parse_args(["--new", "tm", "--autoplay", "random", "--until", "generation:2"]).until == "generation:2"
    )
    # no game is called "chess": the app shows its not-available notice, the parser does not guess
    assert parse_args(["--new", "chess", "--autoplay", "random", "--until", "round:2"]).until == "round:2"


def test_a_table_reads_until_in_its_own_round_word():
    from types import SimpleNamespace

    from game.tmdice.rules import RULES
    from ui.table.scene import TableScene

    table = SimpleNamespace(session=SimpleNamespace(rules=RULES))
    assert TableScene.until_round(table, "turn:12") == 12
    assert TableScene.until_round(table, "round:12") is None
    assert TableScene.until_round(table, "end") is None
    assert TableScene.until_round(table, None) is None
