"""Whole Dice Games played through the table's own controls (``--autoplay``): every command
came from a click on the screen, the game ends on its score screen and its autosave loads."""

from __future__ import annotations

import pytest

from saves import SaveStore
from ui.tables.tmdice.score_scene import DiceScoreScene
from ui.tables.tmdice.table_scene import DiceTableScene


def play_to_the_end(drive, players: int, seed: int):
    driver = drive(
        "--lang", "en", "--new", "tmdice", "--players", str(players), "--seed", str(seed),
        "--autoplay", "random", "--until", "end",
    )  # fmt: skip
    for _ in range(40_000):
        if isinstance(driver.top, DiceScoreScene):
            break
        driver.frames(1)
    return driver


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(3, 5), (1, 4)])
def test_a_complete_game_through_the_input_layer(drive, players, seed):
    driver = play_to_the_end(drive, players, seed)
    app = driver.app
    assert isinstance(driver.top, DiceScoreScene)
    table = next(s for s in app.stack if isinstance(s, DiceTableScene))
    match = table.session.match
    assert match.is_over() and len(match.commands) > 40
    assert app.autoplay.steps >= len(match.commands)  # each command took at least one click
    state = table.session.state
    if players == 1:
        assert state.failed or state.parameters_complete() >= 2
    loaded = SaveStore().load(app.saves.autosave_file(match))
    assert loaded.match.snapshot_json() == match.snapshot_json()
