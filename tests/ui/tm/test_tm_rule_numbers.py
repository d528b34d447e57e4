"""The TM table's texts take the rules' numbers from ``game.tm.constants`` (and the milestone and
award rules of the content) as template parameters, never written into a message (issue 11):
the solo game's last generation, the actions of a turn, a card's price and sale price, the
goals and bonus steps of the global parameters, a milestone's VP and how many may be claimed.
The texts read exactly as before."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest

from game.tm import constants
from tests.ui.test_ui_screens import rendered  # noqa: F401 - fixture
from tests.ui.tm.tm_support import action_position, open_table
from ui.tables.tm import prompts, table_scene
from ui.tables.tm.widgets import tracks

UI = Path(__file__).resolve().parents[3] / "ui"
MESSAGE_FUNCTIONS = {"N_", "N_plural", "tr", "trn"}
# Digits a message may keep: a bonus of one step, a key's name.
NOT_RULE_NUMBERS = ("+1", "F11", "1-9")  # "1-9": the number keys


def messages_with_numbers(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") in MESSAGE_FUNCTIONS:
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    words = re.sub(r"\{[^}]*\}", "", arg.value)
                    for kept in NOT_RULE_NUMBERS:
                        words = words.replace(kept, "")
                    if re.search(r"\d", words):
                        found.append(f"{path.name}:{node.lineno} {arg.value!r}")
    return found


def test_no_message_of_the_ui_writes_a_rule_number():
    found = []
    for path in sorted(UI.rglob("*.py")):
        if path.name != "describe.py":  # the card texts' describer is moving into the engine (issue 11)
            found += messages_with_numbers(path)
    assert found == []


def test_the_scan_finds_a_written_number(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        'N_("Generation {generation} of 14")\nN_("Generation {generation} of {last}")\n', encoding="utf-8"
    )
    assert messages_with_numbers(sample) == ["sample.py:1 'Generation {generation} of 14'"]


@pytest.mark.parametrize("lang, shown", [("en", "Generation {g} of 14"), ("ja", "第 {g} 世代（全14世代）")])
def test_the_solo_top_bar_reads_as_before(drive, rendered, lang, shown):  # noqa: F811
    driver = drive("--lang", lang)
    data, seed, commands = action_position(players=1, actions=1)
    scene = open_table(driver, data, seed, commands)
    driver.frames(1)
    assert shown.format(g=scene.session.state.generation) in rendered


def test_the_solo_top_bar_counts_to_the_constant(drive, rendered, monkeypatch):  # noqa: F811
    monkeypatch.setattr(table_scene, "SOLO_LAST_GENERATION", 12)
    driver = drive("--lang", "en")
    data, seed, commands = action_position(players=1, actions=1)
    scene = open_table(driver, data, seed, commands)
    driver.frames(1)
    assert f"Generation {scene.session.state.generation} of 12" in rendered


def test_the_turn_prompt_counts_the_actions_of_a_turn(drive, monkeypatch):
    driver = drive("--lang", "en")
    data, seed, commands = action_position(players=2, actions=2)
    scene = open_table(driver, data, seed, commands)
    session = scene.session
    number = session.state.actions_this_turn + 1
    assert prompts.turn_prompt(session).endswith(f"take an action ({number} of 2)")
    monkeypatch.setattr(prompts, "ACTIONS_PER_TURN", 3)
    assert prompts.turn_prompt(session).endswith(f"take an action ({number} of 3)")


@pytest.mark.parametrize(
    "lang, lines",
    [
        (
            "en",
            [
                "{t} °C (goal +8 °C)",
                "Bonus: heat production +1 at -24 and -20 °C, an ocean at 0 °C",
                "{o} % (goal 14 %)",
                "Bonus: temperature +1 step at 8 %",
            ],
        ),
        (
            "ja",
            [
                "{t} °C（目標 +8 °C）",
                "ボーナス：-24 °C と -20 °C で発熱の産出+1、0 °C で海洋",
                "{o} %（目標 14 %）",
                "ボーナス：8 % で気温+1段階",
            ],
        ),
    ],
)
def test_the_track_tooltips_read_as_before(drive, monkeypatch, lang, lines):
    driver = drive("--lang", lang)
    data, seed, commands = action_position(players=2, actions=1)
    scene = open_table(driver, data, seed, commands)
    widget = scene.tracks
    state = scene.session.state
    monkeypatch.setattr(type(widget), "hovered", lambda self: True)
    shown = []
    for name in ("temperature", "oxygen"):
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda name=name: widget.rects[name].center)
        shown += widget.tooltip()[1:]
    assert shown == [line.format(t=state.temperature, o=state.oxygen) for line in lines]
    assert constants.HEAT_BONUS_TEMPERATURES == (-24, -20) and constants.TEMPERATURE_BONUS_OXYGEN == 8
    monkeypatch.setattr(tracks, "OXYGEN_MAX", 13)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: widget.rects["oxygen"].center)
    assert "13" in widget.tooltip()[1]
