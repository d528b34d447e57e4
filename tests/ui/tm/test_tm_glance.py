"""What the table shows at a glance: each player's VP so far and tags in play on their board,
the deck and discard pile sizes, the milestones and awards beside the map at 1920x1080, and
every standard project in view (no scrolling) with five players at 1280x720."""

from __future__ import annotations

import pygame
import pytest

from game.core import Match
from game.i18n import N_, Text, set_language
from game.tm.commands import StandardProject
from game.tm.content import milestones_awards, standard_projects
from game.tm.rules import RULES
from game.tm.scoring import vp_so_far
from game.tm.tableau import tag_count
from tests.ui.test_ui_screens import rendered  # noqa: F401 - fixture
from tests.ui.tm.tm_support import action_position, open_table
from ui.layout import Layout
from ui.tables.tm import names
from ui.tables.tm.table_layout import table_layout
from ui.tables.tm.widgets import boards
from ui.tables.tm.widgets.hexgrid import HexGrid


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_each_board_shows_the_vp_so_far_and_the_tags_in_play(drive, rendered, monkeypatch):  # noqa: F811
    data, seed, commands = action_position(players=3, actions=12)
    driver = drive("--lang", "en", "--size", "1280x720")
    table = open_table(driver, data, seed, commands)
    drawn: list[str] = []
    original = boards.sprite
    monkeypatch.setattr(boards, "sprite", lambda name, size: drawn.append(name) or original(name, size))
    table.boards._cache.clear()
    driver.frames(2)
    state = table.session.state
    vp = vp_so_far(state)
    tags = [[t for t in names.TAGS if tag_count(p, t)] for p in state.players]
    assert any(tags)
    for seat in range(state.n):
        assert f"{vp[seat]} VP" in rendered
        assert table.boards.rows[seat].bottom <= table.rects["boards"].bottom
    # Every tag in play has its icon on the board rows (one draw per seat holding it).
    for tag in {t for seat_tags in tags for t in seat_tags}:
        assert drawn.count(f"tag_{tag}") >= sum(tag in seat_tags for seat_tags in tags), tag
    assert drawn.count("vp") >= state.n


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_milestones_awards_and_piles_stand_beside_the_map_at_1920x1080(drive, rendered, lang):  # noqa: F811
    data, seed, commands = action_position(players=5)
    driver = drive("--lang", lang, "--size", "1920x1080")
    table = open_table(driver, data, seed, commands)
    driver.frames(2)
    assert table.side.tab == "projects"  # not the milestones tab: the strip shows them anyway
    strip = table.rects["standings"]
    assert strip.height > 0 and strip.top >= table.rects["map"].bottom
    for other in ("map", "tracks", "boards", "side", "hand", "actions"):
        assert not strip.colliderect(table.rects[other]), other
    ms, aw, _, _ = milestones_awards()
    chips = {name: rect for _kind, name, rect in table.standings.chips}
    assert set(chips) == set(ms) | set(aw)
    for name, rect in chips.items():
        assert strip.contains(rect) and not rect.colliderect(table.standings.piles)
        assert names.milestone_or_award_name(name) in rendered
    state = table.session.state
    assert Text(N_("Deck {count}"), {"count": len(state.deck)}).translated() in rendered
    assert Text(N_("Discard {count}"), {"count": len(state.discard)}).translated() in rendered
    # A click on a milestone opens the tab where it is claimed.
    driver.click_at(chips["Mayor"].center)
    assert table.side.tab == "milestones"


def test_the_piles_sit_in_the_empty_map_corner_at_1280x720():
    lay = Layout(1280, 720)
    rects = table_layout(lay, 5)
    piles = rects["piles"]
    assert rects["standings"].height == 0  # the map keeps its full height (space names fit)
    assert rects["map"].contains(piles)
    grid = HexGrid.fit(rects["map"])
    for sid in grid.centers:
        xs, ys = zip(*grid.corners(sid), strict=True)
        hexagon = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        assert not piles.colliderect(hexagon), sid


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_standard_project_is_in_view_with_five_players_at_1280x720(drive, lang):
    data, seed, commands = action_position(players=5, min_legal=4)
    driver = drive("--lang", lang, "--size", "1280x720")
    table = open_table(driver, data, seed, commands)
    driver.frames(2)
    grid = table.side.grid
    side = table.rects["side"]
    assert [name for name, _ in grid.cells] == list(standard_projects())
    for _name, rect in grid.cells:
        assert side.contains(rect) and not rect.colliderect(table.rects["boards"])
    legal = [c for c in table.session.legal() if isinstance(c, StandardProject)]
    assert legal
    points = dict(table.targets())
    assert all(command in points for command in legal)  # clickable where they are, no wheel needed
    assert all(table.side.route(command) is None for command in legal)
    # And a click there issues it.
    command = legal[0]
    before = len(table.session.match.commands)
    driver.click_at(points[command])
    assert table.session.match.commands[before] == command


def test_a_solo_strip_says_there_are_no_milestones(drive, rendered):  # noqa: F811
    match = Match(RULES, RULES.setup_from_data({"players": 1, "solo": True}), 3)
    while match.state.phase != "action" or match.state.pending is not None:
        match.push(match.legal_commands()[0])
    driver = drive("--lang", "en", "--size", "1920x1080")
    table = open_table(driver, {"players": 1, "solo": True}, 3, match.commands)
    driver.frames(2)
    assert not table.standings.chips or table.standings.chip_at(table.standings.chips[0][2].center) is None
    assert "No milestones or awards in the solo game" in rendered
