"""Pieces of the shell on their own: text wrapping, the scene stack, layout scaling, widgets."""

from __future__ import annotations

import pygame
import pytest

from ui import text
from ui.layout import Layout, split_columns, stack
from ui.scene_stack import Scene, SceneStack
from ui.widgets.cycler import OptionCycler
from ui.widgets.list_view import ListRow, ListView


@pytest.fixture
def fonts_ready():
    pygame.font.init()
    yield
    from ui import fonts

    fonts.clear_cache()
    text.clear_cache()


def test_japanese_wraps_between_characters_and_keeps_punctuation_attached(fonts_ready):
    sentence = "遊べるゲームはまだありません。ゲームが追加されると、ここに表示されます。"
    lines = text.wrap(sentence, 24, 200)
    assert len(lines) > 1
    assert "".join(lines) == sentence
    assert all(text.width_of(line, 24) <= 200 for line in lines)
    assert not any(line.startswith(("。", "、")) for line in lines)


def test_latin_wraps_at_spaces_and_hard_breaks_long_words(fonts_ready):
    lines = text.wrap("one two three four five six seven", 24, 120)
    assert all(text.width_of(line, 24) <= 120 for line in lines)
    assert " ".join(lines).split() == "one two three four five six seven".split()
    path = "/very/long/path/without/any/spaces/in/it/at/all.json"
    broken = text.wrap(path, 24, 150)
    assert "".join(broken) == path and len(broken) > 1
    assert text.wrap("a\n\nb", 24, 500) == ["a", "", "b"]


def test_ellipsize_fits_the_width(fonts_ready):
    long = "Mars board games for one table: play solo or pass the mouse around."
    cut = text.ellipsize(long, 24, 150)
    assert cut.endswith("…") and text.width_of(cut, 24) <= 150
    assert text.ellipsize("Quit", 24, 500) == "Quit"


def test_empty_text_is_not_the_catalogue_header():
    assert text.resolve("") == ""


def test_layout_scales_with_the_window():
    small, big = Layout.of((1280, 720)), Layout.of((1920, 1080))
    assert small.scale == 1 and big.scale == 1.5
    assert big.px(52) == 78 and big.font_px(24) == 36
    assert Layout.of((1920, 720)).scale == 1  # the short side decides
    assert Layout.of((320, 180)).font_px(19) == 12  # never unreadably small
    rects = stack((10, 20), 100, 30, 5, 3)
    assert [r.y for r in rects] == [20, 55, 90]
    columns = split_columns(pygame.Rect(0, 0, 310, 10), [1, 2], 10)
    assert [c.width for c in columns] == [100, 200] and columns[1].x == 110


class Marker(Scene):
    def __init__(self, transparent=False, log=None):
        super().__init__(app=None)
        self.transparent = transparent
        self.log = log if log is not None else []

    def on_enter(self):
        self.log.append(("enter", self))

    def on_exit(self):
        self.log.append(("exit", self))

    def on_resume(self):
        self.log.append(("resume", self))


def test_scene_stack_push_pop_replace_and_overlays():
    log: list = []
    scenes = SceneStack()
    base, middle, overlay = Marker(log=log), Marker(log=log), Marker(transparent=True, log=log)
    scenes.push(base)
    scenes.push(middle)
    scenes.push(overlay)
    assert scenes.top is overlay and scenes.visible() == [middle, overlay]
    assert scenes.pop() is overlay
    assert log[-2:] == [("exit", overlay), ("resume", middle)]
    replacement = Marker(log=log)
    scenes.replace(replacement)
    assert list(scenes) == [base, replacement]
    assert ("exit", middle) in log and ("resume", base) not in log
    final = Marker(log=log)
    scenes.clear_to(final)
    assert list(scenes) == [final] and scenes.visible() == [final]


def test_cycler_click_ends_and_keys():
    values = ["a", "b", "c"]
    state = {"value": "a"}
    cycler = OptionCycler(
        [(v, v) for v in values], get=lambda: state["value"], set=lambda v: state.update(value=v)
    )
    cycler.rect = pygame.Rect(100, 100, 300, 50)

    def click(x):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            cycler.handle_event(pygame.event.Event(kind, pos=(x, 125), button=1))

    click(300)
    assert state["value"] == "b"
    click(110)  # the left arrow goes back
    assert state["value"] == "a"
    click(110)
    assert state["value"] == "c"  # and wraps around
    cycler.handle_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    assert state["value"] == "a"


def test_list_view_scrolls_and_skips_disabled_rows(fonts_ready):
    chosen = []
    rows = [
        ListRow(title=lambda i=i: f"Save {i}", details=[lambda: "detail"], key=i, enabled=i != 1)
        for i in range(12)
    ]
    view = ListView(rows, lambda row: chosen.append(row.key))
    view.rect = pygame.Rect(0, 0, 400, 300)
    view.arrange(Layout.of((1280, 720)))
    assert view.content_height() > view.rect.height
    click = [
        pygame.event.Event(k, pos=view.row_rect(1).center, button=1)
        for k in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
    ]
    for event in click:
        view.handle_event(event)
    assert chosen == []  # a disabled row cannot be chosen
    for _ in range(11):
        view.handle_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
    assert view.selected == 11 and view.scroll > 0
    assert view.row_rect(11).bottom <= view.rect.bottom
    view.handle_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert chosen == [11]


def test_discover_tables_imports_only_registered_games(tmp_path, monkeypatch, pig_rules):
    import sys

    from ui import game_scenes

    package = tmp_path / "mt_fake_tables"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "pig.py").write_text(
        "from ui.game_scenes import register_table_scene\n"
        "register_table_scene('pig', lambda app, loaded: ('pig table', loaded))\n",
        encoding="utf-8",
    )
    (package / "other.py").write_text("raise RuntimeError('not a registered game')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(game_scenes, "TABLES_PACKAGE", "mt_fake_tables")
    try:
        assert game_scenes.discover_tables() == ["pig"]
        assert game_scenes.table_scene("pig")(None, "loaded") == ("pig table", "loaded")
    finally:
        for name in [n for n in sys.modules if n.startswith("mt_fake_tables")]:
            del sys.modules[name]
