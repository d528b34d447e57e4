"""The Ares table with 3-4 players (§13): the new-game screen offers 2-4 players, forces the full
game for more than two and the team game (seats 1+2 against 3+4) with four; a 3-player melee and a
4-player team game play to their end through the table's own controls; every opponent has its own
panel across the top with names (not seat numbers) on the attack targets."""

from __future__ import annotations

import pytest

from game.ares import commands as C
from tests.ui.ares.support import match_until, open_table
from ui.tables.ares import names
from ui.tables.ares.new_game_scene import AresNewGameScene
from ui.tables.ares.score_scene import AresScoreScene
from ui.tables.ares.table_scene import AresTableScene

LANGS = ["en", "ja"]


def _play_out(driver, frames: int = 80_000) -> AresTableScene:
    table = next(s for s in driver.app.stack if isinstance(s, AresTableScene))
    for _ in range(frames):
        if isinstance(driver.top, AresScoreScene):
            break
        driver.frames(1)
    assert isinstance(driver.top, AresScoreScene)
    return table


def test_a_three_player_melee_through_the_input_layer(drive):
    driver = drive(
        "--lang", "en", "--new", "ares", "--players", "3", "--seed", "5", "--autoplay", "random", "--until", "end"
    )  # fmt: skip
    table = _play_out(driver)
    match = table.session.match
    assert match.is_over() and match.setup.players == 3 and match.setup.mode == "full"
    assert driver.app.autoplay.steps >= len(match.commands)
    attacks = [c for c in match.commands if isinstance(c, C.Attack)]
    assert attacks and {c.seat for c in match.commands} == {0, 1, 2}


@pytest.mark.slow
def test_a_four_player_team_game_through_the_input_layer(drive):
    driver = drive(
        "--lang", "en", "--new", "ares-teams", "--players", "4", "--seed", "5", "--autoplay", "random", "--until", "end"
    )  # fmt: skip
    table = _play_out(driver)
    match = table.session.match
    assert match.is_over()
    assert match.setup.players == 4 and match.setup.teams
    assert table.session.state.teams == ((0, 1), (2, 3))
    assert {c.seat for c in match.commands} == {0, 1, 2, 3}
    assert driver.app.autoplay.steps >= len(match.commands)


@pytest.mark.parametrize("lang", LANGS)
def test_new_game_offers_four_players_and_the_team_game(drive, lang):
    driver = drive("--lang", lang)
    scene = AresNewGameScene(driver.app)
    driver.app.stack.push(scene)
    driver.settle()
    right = scene.widget("players").rect.move(-8, 0).midright
    driver.click_at(right)
    assert scene.block.players == 3 and scene.game_mode() == "full"  # the melee is a full game
    melee = scene.note_words()
    driver.click_at(right)
    assert scene.block.players == 4
    driver.click_at(scene.widget("teams").rect.move(-8, 0).midright)
    assert scene.team_game() and scene.note_words() != melee
    if lang == "ja":
        assert "チーム戦" in scene.note_words()
    else:
        assert "the first two seats against the last two" in scene.note_words()
    driver.click_at(scene.widget("mode").rect.move(-8, 0).midright)
    assert scene.game_mode() == "full"  # no basic game with four
    driver.click("faction:3")
    assert len(set(scene.factions[:4])) == 4  # a faction per seat, each once
    scene.seed = "7"
    driver.click("start")
    driver.settle()
    table = driver.top
    assert isinstance(table, AresTableScene)
    setup = table.session.match.setup
    assert setup.players == 4 and setup.teams and setup.mode == "full"
    assert list(setup.factions) == scene.factions[:4]
    assert table.session.state.teams == ((0, 1), (2, 3))


def test_three_players_without_the_team_game(drive):
    driver = drive("--lang", "en")
    scene = AresNewGameScene(driver.app)
    driver.app.stack.push(scene)
    driver.settle()
    driver.click_at(scene.widget("teams").rect.move(-8, 0).midright)
    driver.click_at(scene.widget("players").rect.move(-8, 0).midright)
    assert scene.block.players == 3 and scene.teams and not scene.team_game()
    assert "needs 4 players" in scene.note_words()
    driver.click("start")
    driver.settle()
    setup = driver.top.session.match.setup
    assert setup.players == 3 and not setup.teams and setup.mode == "full"


def _melee_attack(match) -> bool:
    state = match.state
    return (
        not state.opening
        and state.combat is None
        and any(isinstance(c, C.Attack) and c.target >= 0 for c in match.legal_commands())
    )


def test_every_opponent_has_a_panel_and_attacks_name_their_target(drive):
    match = match_until(_melee_attack, data={"players": 3})
    driver = drive("--lang", "en")
    seat = next(c.seat for c in match.legal_commands())
    table = open_table(driver, match, seat)
    assert not table.top_seat.visible
    shown = [a for a in table.opponents if a.visible]
    assert [a.owner() for a in shown] == [(seat + 1) % 3, (seat + 2) % 3]
    assert shown[0].rect.right < shown[1].rect.left  # side by side
    attack = next(c for c in match.legal_commands() if isinstance(c, C.Attack) and c.target >= 0)
    table.select(table.hand.hand().index(attack.card))
    driver.settle()
    rows = [names.describe(c, table.cards(), table.player_names()) for _, c in table.plays.rows]
    target = table.session.name(attack.target)
    assert any(target in words for words in rows)
    assert not any("seat" in words for words in rows)


def test_two_players_keep_one_opponent_panel(drive):
    match = match_until(lambda m: not m.state.opening)
    driver = drive("--lang", "en")
    table = open_table(driver, match, 0)
    assert table.top_seat.visible and not any(a.visible for a in table.opponents)
    assert table.top_seat.rect.width > table.bottom_seat.rect.width * 9 // 10
