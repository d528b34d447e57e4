"""Headless fixtures for the application shell: the dummy video driver, private
config/data folders, and a driver that clicks widgets through the app's own
event handling."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game import catalog, registry
from game.i18n import set_language
from tests.ui.driver import Driver
from ui import game_scenes


@pytest.fixture(autouse=True)
def headless(monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("MARS_TABLETOP_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("MARS_TABLETOP_DATA_DIR", str(tmp_path / "data"))
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def isolated_registries(monkeypatch):
    """Each test starts with no games and no game scenes registered (and leaks none)."""
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(game_scenes, "_new_game_scenes", {})
    monkeypatch.setattr(game_scenes, "_table_scenes", {})


@pytest.fixture
def drive():
    """``drive("--lang", "ja", ...)`` starts an app with those flags; closed after the test."""
    started: list[Driver] = []

    def start(*argv: str) -> Driver:
        driver = Driver(list(argv))
        started.append(driver)
        return driver

    yield start
    for driver in started:
        driver.close()
    if pygame.get_init():
        pygame.quit()


@pytest.fixture
def every_game():
    """The title screen of the real app: every shipped game, in the catalogue's order (a headless
    copy's buttons must sit where a real window's are), and every table's scenes."""
    registry._GAMES.clear()  # the isolated registries above, restored after the test
    catalog.register_all()
    for game_id in game_scenes.discover_tables():
        importlib.import_module(f"{game_scenes.TABLES_PACKAGE}.{game_id}").register()
