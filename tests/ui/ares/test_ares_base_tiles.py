"""The other seats' bases in the narrow panels of a 3-4 player game: in a combat the defender's
base is open in a panel a third of the table wide, where equal tiles cut the cards' names ("Work…").
There the tiles are as wide as their names (``ui.tables.ares.widgets.base_tiles``): every name
shows whole, no tile overlaps another or leaves its panel, and nothing is cut with an ellipsis."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.i18n import set_language
from tests.ui.ares.support import match_until, open_table
from ui import text
from ui.layout import Layout
from ui.tables.ares import names
from ui.tables.ares.widgets.base_tiles import Item, flow, rows_for
from ui.tables.ares.widgets.cards import name_shows_whole


def _firing_at_a_base(match) -> bool:
    c = match.state.combat
    return c is not None and c.pending is not None and c.pending.do == "fire" and c.at == "base"


@pytest.mark.parametrize(("players", "lang"), [(2, "en"), (3, "en"), (4, "en"), (4, "ja")])
def test_an_open_base_in_a_narrow_panel_shows_every_name_whole(drive, monkeypatch, players, lang):
    driver = drive("--lang", lang)
    set_language(lang)
    match = match_until(_firing_at_a_base, data={"players": players, "mode": "full"})
    c = match.state.combat
    viewer = c.pending.player
    other = c.defender if viewer == c.attacker else c.attacker  # its base is open in a combat
    table = open_table(driver, match, viewer)
    cut: list[str] = []
    real = text.ellipsize
    monkeypatch.setattr(text, "ellipsize", lambda words, *a, **k: cut.append(words) or real(words, *a, **k))
    for area in (table.top_seat, *table.opponents):
        area._image = None  # painted again under the spy
    driver.frames(2)
    panels = [table.top_seat, *table.opponents]
    panel = next((a for a in panels if a.visible and a.owner() == other), None)
    assert panel is not None, [(a.which, a.visible, a.owner()) for a in panels]
    state = match.state
    built = [b for b in state.players[other].base if b.card is not None]
    assert len(panel.card_rects) == len(built) >= 3
    cards = table.cards()
    left = list(built)  # two buildings may share a name ("Brood"): each tile is the next of its name
    for rect, card in panel.card_rects:
        b = next(b for b in left if b.card == card)
        left.remove(b)
        units = b.units
        assert name_shows_whole(Layout(1280, 720), rect, names.card_name(card, cards), bool(units)), card
        assert panel.rect.contains(rect)
    on_mat = [r for r, _ in panel.card_rects if panel.mat_rect is not None and panel.mat_rect.contains(r)]
    loose = [r for r, _ in panel.card_rects if r not in on_mat] + ([panel.mat_rect] if panel.mat_rect else [])
    assert all(not a.colliderect(b) for i, a in enumerate(loose) for b in loose[i + 1 :])
    assert cut == []
    set_language("en")


def test_the_grid_stays_where_its_tiles_show_the_names(drive):
    """A base with room for equal tiles (the basic game's, early) keeps them."""
    driver = drive("--lang", "en")
    match = match_until(lambda m: m.state.turn >= 3 and m.state.combat is None and not m.state.opening)
    table = open_table(driver, match, match.state.active)
    driver.frames(2)
    rects = [r for r, _ in table.bottom_seat.card_rects]
    assert rects and len({r.size for r in rects}) == 1


def test_the_fewest_rows_that_hold_every_width():
    lay = Layout(1280, 720)
    body = pygame.Rect(0, 0, 300, 80)
    placed = flow(lay, body, lambda h: [Item(k, 90) for k in range(5)], 3)
    tops = sorted({r.y for _, r in placed})
    assert len(tops) == 2  # 5 x 90 is past one row of 300, within two
    assert all(r.width >= 90 and body.contains(r) for _, r in placed)
    assert all(r.height == (80 - 3) // 2 for _, r in placed)


def test_too_many_tiles_narrow_in_the_most_rows_that_stay_readable():
    lay = Layout(1280, 720)
    body = pygame.Rect(0, 0, 200, 72)
    placed = flow(lay, body, lambda h: [Item(k, 120) for k in range(8)], 3)
    assert len(placed) == 8  # every tile is still there
    assert len({r.y for _, r in placed}) == 3 and all(r.height >= 22 for _, r in placed)
    assert all(body.contains(r) and r.width < 120 for _, r in placed)
    assert len(rows_for([Item(k, 120) for k in range(8)], 200, 3)) == 8


def test_when_tiles_must_narrow_the_widest_give_way_first():
    """A crowded base: long names are squeezed, a short one ("Brood") keeps the width it needs."""
    lay = Layout(1280, 720)
    body = pygame.Rect(0, 0, 200, 72)
    widths = [150, 150, 150, 150, 48, 48]
    placed = flow(lay, body, lambda h: [Item(k, w, grows=False) for k, w in enumerate(widths)], 3)
    got = {item.key: r.width for item, r in placed}
    assert len(got) == 6 and got[4] == got[5] == 48
    assert all(got[k] < 150 for k in range(4))
    assert all(body.contains(r) for _, r in placed)


def test_a_narrow_panels_marks_move_below_rather_than_cut_the_name(drive, monkeypatch):
    """The 4-player combat of the reference images: the Frontier holder's title ("Player 2 · Kahoum ·
    holds the Frontier") is wider than its panel; the mark leads the counts line instead."""
    from tests.ui.ares.image_positions import position, seat

    driver = drive("--lang", "en")
    set_language("en")
    match = position("table-4p-full-combat-en")
    holder = match.state.frontier
    assert holder is not None
    table = open_table(driver, match, seat(match))
    panel = next(a for a in table.opponents if a.visible and a.owner() == holder)
    cut: list[str] = []
    real = text.ellipsize
    monkeypatch.setattr(text, "ellipsize", lambda words, *a, **k: cut.append(words) or real(words, *a, **k))
    drawn: list[str] = []
    real_fit = text.fit_box
    monkeypatch.setattr(
        text, "fit_box", lambda words, *a, **k: drawn.append(words) or real_fit(words, *a, **k)
    )
    panel._image = None
    driver.frames(2)
    assert cut == []
    assert any(w.startswith("holds the Frontier · Hand ") for w in drawn), drawn


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_tiles_notes_never_run_under_its_units_badge(drive, lang):
    """A building's notes (face-down cards, damage, shields) go above the units badge or beside
    it, whole, or not at all, a pixel apart at least: seen on 28 November, "1 face down" ran into the
    badge of a 110 px tile."""
    from game.i18n import N_, Text
    from ui.tables.ares.widgets.cards import badge_rect, notes_box

    drive("--lang", lang)
    set_language(lang)
    lay = Layout(1280, 720)
    notes = [
        Text(N_("{count} face down"), {"count": 1}).translated(),
        ", ".join(
            [
                Text(N_("{count} face down"), {"count": 3}).translated(),
                Text(N_("{count} damaged"), {"count": 1}).translated(),
            ]
        ),
    ]
    shown = 0
    for width in range(56, 160, 6):
        for height in range(40, 130, 6):
            rect = pygame.Rect(10, 10, width, height)
            for words, size in itertools.product(notes, (12, 14)):
                for units in (1, 12):
                    badge = badge_rect(lay, rect, units)
                    for y in range(max(rect.y + 4, rect.bottom - 45), rect.bottom):
                        box = notes_box(lay, rect, y, words, units, size)
                        if box is None:
                            continue
                        shown += 1
                        assert not box.colliderect(badge.inflate(2, 2)), (width, height, y, words, units)
                        assert rect.contains(box), (width, height, y, words)
    assert shown > 100  # the notes do show in most of these tiles
