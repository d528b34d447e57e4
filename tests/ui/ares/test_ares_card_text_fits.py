"""Every Ares card reads whole where the table shows it large: on a hand card (a hand of three, two
and four players, the table's smallest and largest usual sizes) and in the pop-up, in English and
Japanese, no text is cut with an ellipsis and no word is split (``ui.text.fit_box`` splits a word
wider than its box only as a last resort). Smaller cards on the table need not carry their text:
the pop-up shows it, under the mouse or with the C key (``test_the_c_key_shows_each_card_large``)."""

from __future__ import annotations

from itertools import accumulate

import pygame
import pytest

from game.ares.content.load import content
from game.ares.flow import HAND
from game.i18n import set_language
from tests.ui.ares.support import match_until, open_table
from ui import text
from ui.layout import Layout
from ui.tables.ares.table_scene import table_layout
from ui.tables.ares.widgets import cards as card_faces
from ui.tables.ares.widgets.hand import card_width


def shown_whole(source: str, lines: list[str], cut: bool = False) -> bool:
    """Whether ``lines`` are all of ``source``, each line ending between words (``break_units``);
    with ``cut``, a last line ending in an ellipsis may stop anywhere (the rest is left out)."""
    rest = list(lines)
    for paragraph in source.split("\n"):
        ends = {0, *accumulate(len(u) for u in text.break_units(paragraph))}
        pos = 0
        while True:
            if not rest:
                return False
            line = rest.pop(0)
            while pos < len(paragraph) and paragraph[pos] == " " and not line.startswith(" "):
                pos += 1
            if cut and not rest and line.endswith("…"):
                return source.replace("\n", " ").find(line[:-1].rstrip()) >= 0 or paragraph.startswith(
                    line[:-1], pos
                )
            if not paragraph.startswith(line, pos):
                return False
            pos += len(line)
            if pos not in ends:
                return False  # a word split between two lines
            if pos >= len(paragraph.rstrip()):
                break
    return not rest


def test_the_check_catches_a_cut_and_a_split():
    assert shown_whole("Pay 1 power at construction.", ["Pay 1 power at", "construction."])
    assert not shown_whole("Pay 1 power at construction.", ["Pay 1 power at", "constru…"])
    assert not shown_whole("Pay 1 power at construction.", ["Pay 1 power at constr", "uction."])
    assert shown_whole("自分のユニット建物1つにつける。", ["自分のユニット", "建物1つにつける。"])
    assert not shown_whole("自分のユニット建物1つにつける。", ["自分のユニ", "ット建物1つにつける。"])
    assert shown_whole("Pay 1 power at construction.", ["Pay 1 power at", "constru…"], cut=True)
    assert not shown_whole("Pay 1 power at construction.", ["Pay 1 power at constr", "uct…"], cut=True)


@pytest.fixture
def drawn(monkeypatch):
    """(source, lines) of every text box and every ellipsized line the card faces draw."""
    boxes: list[tuple[str, list[str]]] = []
    fit_box, ellipsize = text.fit_box, text.ellipsize

    def record_box(words, *args, **kwargs):
        size, lines = fit_box(words, *args, **kwargs)
        boxes.append((words, lines))
        return size, lines

    def record_cut(words, *args, **kwargs):
        shown = ellipsize(words, *args, **kwargs)
        if shown != words:
            boxes.append((words, [shown]))
        return shown

    monkeypatch.setattr(text, "fit_box", record_box)
    monkeypatch.setattr(text, "ellipsize", record_cut)
    return boxes


def _large_faces(lay: Layout) -> list[tuple[str, pygame.Rect]]:
    """The hand card of a full hand with two and with four players, and the pop-up."""
    out = []
    for seats in (2, 4):
        hand = table_layout(lay, False, seats)["hand"]
        h = hand.height - lay.px(34)
        w = card_width(hand.width - lay.px(20), h, HAND, lay.px(8))
        out.append((f"hand of {seats} players", pygame.Rect(0, 0, w, h)))
    out.append(("pop-up", pygame.Rect(0, 0, lay.px(200), lay.px(260))))
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_card_reads_whole_on_a_hand_card_and_in_the_pop_up(drive, drawn, size, lang):
    drive("--lang", lang, "--size", f"{size[0]}x{size[1]}")
    set_language(lang)
    lay = Layout(*size)
    cards = content().cards()
    cut = []
    for where, rect in _large_faces(lay):
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        for card in cards:
            drawn.clear()
            card_faces.draw_face(surface, lay, rect, card, detail=True, cards=cards)
            cut += [f"{card} ({where}): {lines}" for source, lines in drawn if not shown_whole(source, lines)]
    assert cut == [], cut


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_word_is_split_on_an_opening_tile(drive, drawn, size, lang):
    """The opening's tiles are small: a long text may end in an ellipsis there (C or the mouse shows
    it whole), but no line ends inside a word."""
    from game.ares.rules import RULES
    from game.core import Match

    driver = drive("--lang", lang, "--size", f"{size[0]}x{size[1]}")
    set_language(lang)
    table = open_table(driver, Match(RULES, RULES.setup_from_data({"players": 2}), 5), 0)
    driver.frames(1)
    lay = Layout(*size)
    rect = pygame.Rect((0, 0), table.dialog.tiles[0][0].size)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    cards = content().cards()
    split = []
    for card in cards:
        drawn.clear()
        card_faces.draw_face(surface, lay, rect, card, cards=cards)
        split += [f"{card}: {lines}" for source, lines in drawn if not shown_whole(source, lines, cut=True)]
    assert split == [], split


def _turn(match) -> bool:
    s = match.state
    return s.turn >= 8 and s.combat is None and not s.opening and len(s.players[s.active].base) >= 2


def test_the_c_key_shows_each_card_large(drive, monkeypatch):
    """C steps through the table's cards (the hand, then the bases), Shift+C back, Esc puts the card
    away: each is drawn large, as under the mouse, a built card with its side up."""
    driver = drive("--lang", "en")
    table = open_table(driver, match_until(_turn), None)
    table.session.reveal_to(table.session.state.active)
    table.overlays.clear()
    driver.frames(2)
    faces: list[tuple[str, bool]] = []
    sides: list[str | None] = []
    original = card_faces.draw_face

    def record(surface, lay, rect, card, *args, detail=False, **kwargs):
        faces.append((card, detail))
        sides.append(args[0] if args else None)
        return original(surface, lay, rect, card, *args, detail=detail, **kwargs)

    monkeypatch.setattr("ui.tables.ares.shown_cards.draw_face", record)
    on_table = [card for _rect, card in table.table_cards()]
    hand = table.hand.hand()
    assert on_table[: len(hand)] == hand and len(on_table) > len(hand)  # the base's cards follow
    shown = []
    for _ in range(len(on_table) + 1):
        faces.clear()
        driver.key(pygame.K_c)
        shown.append([card for card, detail in faces if detail])
    assert shown == [[card] for card in on_table + on_table[:1]]
    base = table.bottom_seat
    built = [base.sides.get(tuple(rect)) for rect, _card in base.card_rects]
    assert any(built) and sides[len(hand) : len(hand) + len(built)] == built  # the pop-ups' sides
    faces.clear()
    driver.key(pygame.K_c, pygame.KMOD_SHIFT)
    assert [card for card, detail in faces if detail] == [on_table[-1]]
    faces.clear()
    driver.key(pygame.K_ESCAPE)
    assert table.shown_card is None and not [card for card, detail in faces if detail]
    assert driver.top is table  # Esc put the card away: it did not open the menu


def test_the_c_key_shows_the_opening_cards_large(drive, monkeypatch):
    """Over the opening's dialog (its small tiles cut the longest texts), C steps through its cards."""
    from game.ares.rules import RULES
    from game.core import Match
    from ui.tables.ares.dialogs import OpeningDialog

    driver = drive("--lang", "en")
    table = open_table(driver, Match(RULES, RULES.setup_from_data({"players": 2}), 5), 0)
    driver.frames(2)
    assert isinstance(table.dialog, OpeningDialog) and table.dialog.tiles
    faces: list[str] = []
    original = card_faces.draw_face

    def record(surface, lay, rect, card, *args, detail=False, **kwargs):
        if detail:
            faces.append(card)
        return original(surface, lay, rect, card, *args, detail=detail, **kwargs)

    monkeypatch.setattr("ui.tables.ares.shown_cards.draw_face", record)
    tiles = [card for _rect, card in table.dialog.tiles]
    driver.key(pygame.K_c)
    driver.key(pygame.K_c)
    assert faces[-1] == tiles[1]
    driver.key(pygame.K_c, pygame.KMOD_SHIFT)
    assert faces[-1] == tiles[0]
    faces.clear()
    driver.key(pygame.K_ESCAPE)
    assert faces == [] and table.dialog is not None and driver.top is table
