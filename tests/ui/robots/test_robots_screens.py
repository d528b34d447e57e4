"""Every screen and dialog of the robot table renders headless in English and Japanese: the
new-game screen (with and without computer seats), the table in each season, the hand-off, the
exploration playback, both decision dialogs and the score screen; the dialogs offer exactly the
engine's answers; localized card names reach the log."""

from __future__ import annotations

import pygame
import pytest

from game.bots import request
from game.i18n import set_language
from game.robots import commands as C
from tests.ui.robots.positions import finished, match_until, pending
from tests.ui.robots.support import get_past_screens, open_table, pass_development, program
from ui.layout import Layout
from ui.table.dialog import TOP_BAR
from ui.table.overlays import HandoffOverlay
from ui.tables.robots.names import card_name, event_line
from ui.tables.robots.new_game_scene import RobotsNewGameScene
from ui.tables.robots.score_scene import RobotsScoreScene
from ui.tables.robots.sequence import ExplorationSequence
from ui.tables.robots.table_scene import RobotsTableScene

LANGS = ("en", "ja")


def _distinct_colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def _show(driver, scene) -> None:
    driver.app.stack.push(scene)
    driver.settle()
    assert _distinct_colours(driver.pixels()) > 40  # something was drawn, not a blank frame


@pytest.mark.parametrize("lang", LANGS)
def test_new_game_screen_offers_computers_only_with_bots(drive, monkeypatch, lang):
    driver = drive("--lang", lang, "--size", "1920x1080")
    monkeypatch.setattr(request, "KITS", {k: v for k, v in request.KITS.items() if k != "robots"})
    scene = RobotsNewGameScene(driver.app)
    _show(driver, scene)
    assert not scene.block_has_kinds and len(scene.block.rows[0]) == 2  # name and colour
    driver.app.stack.pop()
    monkeypatch.setattr(request, "KITS", {**request.KITS, "robots": "game.bots.robots:ROBOTS_KIT"})
    scene = RobotsNewGameScene(driver.app)
    _show(driver, scene)
    assert scene.block_has_kinds and len(scene.block.rows[0]) == 3  # name, played by, colour


@pytest.mark.parametrize("lang", LANGS)
def test_table_seasons_handoff_and_playback_render(drive, lang):
    driver = drive("--lang", lang, "--size", "1920x1080")
    table = open_table(driver)
    assert any(isinstance(o, HandoffOverlay) for o in table.overlays)
    assert _distinct_colours(driver.pixels()) > 40
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    assert table.session.state.season == "planning"
    driver.frames(2)
    assert _distinct_colours(driver.pixels()) > 40
    for _ in range(3):
        get_past_screens(driver, table, sequences=False)
        if table.sequence_running():
            break
        program(driver, table)
    sequence = table.sequence()
    assert isinstance(sequence, ExplorationSequence)
    driver.frames(2)
    assert _distinct_colours(driver.pixels()) > 40
    assert sequence.events[0].kind == "reveal"
    # The board shows the game as it was at the step played back, not the end of the season.
    first = sequence.events[0]
    shown = table.board_state()
    assert shown is not table.session.state
    assert first.params["card"] in shown.players[first.seat].deployed or first.params["card"] == "Repair Tool"
    assert (
        shown.mars_row != table.session.state.mars_row
        or shown.round != table.session.state.round
        or (shown.players != table.session.state.players)
    )
    # The log tells only what was played back so far; a click steps on.
    told = len(table.shown_log())
    assert told < len(table.session.log)
    table.auto_sequence = False
    driver.click_at(sequence.next_button.rect.center)
    assert len(table.shown_log()) == told + 1
    driver.click_at(sequence.skip_button.rect.center)
    assert not table.sequence_running()
    assert len(table.shown_log()) == len(table.session.log)
    assert table.board_state() is table.session.state


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["storm", "place"])
def test_decision_dialogs_offer_the_engines_answers(drive, lang, kind):
    driver = drive("--lang", lang, "--size", "1920x1080")
    match = match_until(pending(kind))
    table = RobotsTableScene(driver.app, match)
    _show(driver, table)
    get_past_screens(driver, table)
    decision = match.state.pending
    assert table.dialog is not None and table.dialog.decision is decision
    offered = [c for c, _point in table.targets() if isinstance(c, C.Answer)]
    assert offered == [C.Answer(decision.seat, o) for o in decision.options]
    # Just below the top bar and as tall as its answers need: the robots and hand stay in sight.
    dialog = table.dialog
    lay = Layout.of(driver.app.screen.get_size())
    assert dialog.rect.top <= lay.px(TOP_BAR) + lay.px(8)
    assert all(dialog.rect.contains(b.rect) for b in dialog.buttons)
    lowest = max(b.rect.bottom for b in dialog.buttons)
    assert dialog.rect.bottom - lowest <= lay.px(10 + 44 + 18) + 2  # the footer's room and padding
    labels = [b.label for b in table.dialog.buttons]
    assert all(isinstance(label, str) and label for label in labels)
    commands = len(match.commands)
    driver.click_at(table.dialog.buttons[-1].rect.center)
    assert match.commands[commands] == C.Answer(decision.seat, decision.options[-1])


@pytest.mark.parametrize("lang", LANGS)
def test_score_screen_renders_with_the_breakdown(drive, lang):
    driver = drive("--lang", lang, "--size", "1920x1080")
    match = match_until(finished, seed=3)
    table = RobotsTableScene(driver.app, match)
    _show(driver, table)
    scene = driver.top
    assert isinstance(scene, RobotsScoreScene)
    keys = [k for k, _label in scene.categories]
    assert keys == ["vp_cards", "advertisement", "total"]
    for result in scene.results:
        assert result.score == result.breakdown["vp_cards"] + result.breakdown["advertisement"]


def test_the_log_names_cards_in_the_language_shown(drive):
    driver = drive("--lang", "ja")
    match = match_until(lambda s: any(p.deployed for p in s.players))
    table = RobotsTableScene(driver.app, match)
    reveal = next(e.event for e in table.session.log if e.event.kind == "reveal")
    card = reveal.params["card"]
    set_language("ja")
    line = event_line(reveal, table.session.player_names)
    assert card_name(card) in line and card_name(card) != card
    assert table.session.name(reveal.seat) in line


def test_the_progress_row_counts_towards_an_extra_mars_phase(drive):
    driver = drive("--lang", "en")
    for seed in range(40):  # a game with a card in the progress row while robots still explore
        try:
            match = match_until(
                lambda s: s.progress_row >= 1 and s.season == "planning" and len(s.active()) >= 2, seed=seed
            )
            break
        except AssertionError:
            continue
    table = RobotsTableScene(driver.app, match)
    _show(driver, table)
    state = match.state
    heading, meaning = table.decks.progress_words()
    assert heading == f"Progress row: {state.progress_row} of {len(state.active())}"
    assert meaning.startswith(f"At {len(state.active())}, an extra Mars phase")
    assert f"Progress deck: {state.progress_deck}" in meaning


def _japanese(words: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in words)


@pytest.mark.parametrize("lang", LANGS)
def test_held_turn_bar_and_menu_render(drive, lang):
    from ui.table.overlays import MenuOverlay
    from ui.text import resolve

    driver = drive("--lang", lang, "--size", "1920x1080")
    table = open_table(driver)
    get_past_screens(driver, table)
    seat = table.session.current_seat()
    driver.click_at(table.hand.pass_button.center)  # a Pass, held on screen until End turn
    assert table.session.held_seat == seat
    driver.frames(1)
    assert _distinct_colours(driver.pixels()) > 40
    done = table.widget("finish_turn")
    assert done.visible and _japanese(resolve(done.label)) == (lang == "ja")
    driver.click_at(table.menu_button.rect.center)
    menu = table.overlays[-1]
    assert isinstance(menu, MenuOverlay)
    driver.frames(1)
    assert _distinct_colours(driver.pixels()) > 40
    resume = table.widget("menu:resume")
    assert _japanese(resolve(resume.label)) == (lang == "ja")
    driver.click_at(resume.rect.center)
    assert not any(isinstance(o, MenuOverlay) for o in table.overlays)


def test_the_log_heads_each_round_with_its_own_start(drive):
    driver = drive("--lang", "en")
    match = match_until(lambda s: s.round >= 3)
    table = RobotsTableScene(driver.app, match)
    starts = [e for e in table.session.log if e.event.kind == "round"]
    assert [e.event.params["round"] for e in starts] == [2, 3]
    assert all(e.section == e.event.params["round"] for e in starts)  # "Round 3 begins." under Round 3
    sections = [e.section for e in table.session.log]
    assert sections == sorted(sections)


def test_each_creature_of_the_mars_row_shows_the_combat_it_will_ask(drive, monkeypatch):
    """Spec §6: the table shows the next creature requirement. A creature's requirement is its
    ordinal among the game's creature cards (§13.4), so two creatures in the row ask two numbers."""
    from game.robots.mars import creature_requirements
    from ui.tables.robots.widgets import cards

    driver = drive("--lang", "en")
    state = None
    for seed in range(40):
        try:
            match = match_until(
                lambda s: (
                    s.season == "planning"
                    and s.creatures_resolved >= 1
                    and sum(s.mars[c].creature for c in s.mars_row) >= 2
                ),
                seed=seed,
            )
        except AssertionError:
            continue
        state = match.state
        break
    assert state is not None
    needs = creature_requirements(state)
    creatures = [i for i, c in enumerate(state.mars_row) if state.mars[c].creature]
    assert [needs[i] for i in creatures] == [
        state.creatures_resolved + k for k in range(1, len(creatures) + 1)
    ]
    assert all(needs[i] is None for i in range(len(needs)) if i not in creatures)
    drawn: list[str] = []
    real = cards.fit_lines
    monkeypatch.setattr(cards, "fit_lines", lambda s, words, *a: drawn.append(words) or real(s, words, *a))
    cards.clear_cache()
    table = RobotsTableScene(driver.app, match)
    _show(driver, table)
    assert table.mars_row.needs == needs
    assert drawn == [f"Combat needed: {needs[i]}" for i in creatures]


def test_the_creature_being_resolved_shows_the_combat_it_asks():
    """In the exploration playback the creature just drawn from the row is counted already."""
    from types import SimpleNamespace

    from game.robots.mars import creature_requirements, start_mars_phase

    before = match_until(
        lambda s: s.season == "planning" and s.mars_row and s.mars[s.mars_row[0]].creature
    ).state
    state = before.clone()
    start_mars_phase(state, [])  # the row's first card is drawn and resolved
    assert state.current_card == before.mars_row[0]
    assert state.creatures_resolved == creature_requirements(before)[0]
    fake = SimpleNamespace(current_state=lambda: state)
    assert ExplorationSequence.need_of(fake, state.current_card) == state.creatures_resolved >= 1
    other = next(c for c in state.mars if not state.mars[c].creature)
    assert ExplorationSequence.need_of(fake, other) is None
