"""Small things a player notices at the TM table: P then Enter passes (and the confirmation's
buttons speak at one size), the space under the mouse is highlighted, and a card action whose
gain depends on the game (Martian Rails) says what X is now."""

from __future__ import annotations

import pygame

from game.core import Match
from game.tm.commands import Pass
from game.tm.content import card
from game.tm.rules import RULES
from game.tm.state import Tile
from game.tm.tableau import cities
from tests.ui.tm.tm_support import action_position, open_table
from ui.table.overlays import ConfirmOverlay
from ui.tables.tm import describe
from ui.tables.tm.widgets import side_panel


def _table(drive, lang: str = "en"):
    data, seed, commands = action_position(players=2, seed=3, actions=4, min_legal=3)
    driver = drive("--lang", lang)
    return driver, open_table(driver, data, seed, commands)


def test_p_then_enter_passes(drive):
    driver, table = _table(drive)
    match = table.session.match
    seat = table.session.viewer
    before = len(match.commands)
    driver.key(pygame.K_p)
    assert isinstance(table.overlays[-1], ConfirmOverlay) and len(match.commands) == before
    driver.key(pygame.K_RETURN)
    assert match.commands[before:] == [Pass(seat)]


def test_p_then_escape_goes_back(drive):
    driver, table = _table(drive)
    before = len(table.session.match.commands)
    driver.key(pygame.K_p)
    driver.key(pygame.K_ESCAPE)
    assert not table.overlays and len(table.session.match.commands) == before


def test_the_pass_confirmation_buttons_have_one_text_size(drive):
    driver, table = _table(drive)
    driver.key(pygame.K_p)
    assert table.widget("confirm_yes").font_size == table.widget("confirm_no").font_size


def _hex_pixels(driver, table, sid: str) -> list[tuple[int, int, int]]:
    """Colours at a few points inside space ``sid`` (off its centre, where names and icons sit)."""
    x, y = table.map.grid.centers[sid]
    r = table.map.grid.radius
    points = [(round(x + dx * r), round(y + dy * r)) for dx, dy in ((-0.55, -0.2), (0.55, 0.2), (0.0, 0.6))]
    surface = driver.pixels()
    return [tuple(surface.get_at(p))[:3] for p in points]


def test_the_hovered_space_is_washed_with_light(drive):
    driver, table = _table(drive)
    sid = next(s for s in table.map.grid.centers if s not in table.session.state.tiles)
    far = (2, 2)
    pygame.mouse.set_pos(far)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(2)
    plain = _hex_pixels(driver, table, sid)
    point = table.map.grid.centers[sid]
    pygame.mouse.set_pos(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(2)
    assert table.map.hovered_space() == sid
    hovered = _hex_pixels(driver, table, sid)
    # Every point inside the hex got lighter, not just its rim.
    assert all(sum(h) > sum(p) + 30 for h, p in zip(hovered, plain, strict=True)), (plain, hovered)


def _with_cities(count: int):
    data, seed, commands = action_position(players=2, seed=3, actions=4)
    match = Match(RULES, RULES.setup_from_data(data), seed, list(commands))
    state = match.state.clone()
    free = [sid for sid in ("21", "23", "25", "40", "52") if sid not in state.tiles]
    for sid in free[:count]:
        state.tiles[sid] = Tile("city", 1)
    return state


def test_martian_rails_says_what_x_is_now():
    action = card("Martian Rails").action
    seen = set()
    for added in (2, 3):
        state = _with_cities(added)
        on_mars = describe.evaluator(state, 0, "Martian Rails")(action["gain"]["stock"]["megacredits"])
        assert on_mars == cities(state, None, on_mars_only=True) >= added
        seen.add(on_mars)
        line = describe.action_option(action, describe.evaluator(state, 0, "Martian Rails"))
        assert line.endswith(f"(X = {on_mars})")
    assert len(seen) == 2  # one more city, one more M€
    assert "X =" not in describe.action_option(action)  # without the game: the card's own X


def test_martian_rails_row_of_the_side_panel_shows_x(drive, monkeypatch):
    driver, table = _table(drive)
    seat = table.session.viewer
    state = table.session.match.state
    state.players[seat].tableau.append("Martian Rails")
    state.tiles["21" if "21" not in state.tiles else "52"] = Tile("city", seat)
    expected = cities(state, None, on_mars_only=True)
    details: list[str] = []
    real = side_panel.paint_button_row
    monkeypatch.setattr(
        side_panel,
        "paint_button_row",
        lambda *a, **k: (details.append(a[7] if len(a) > 7 else k.get("detail", "")), real(*a, **k)),
    )
    table.session.version += 1
    table.side.show("projects")  # standard projects and card actions
    driver.frames(2)
    assert any(d.endswith(f"(X = {expected})") for d in details), details
