"""``TableHost``: what the kit's dialogs, overlays and widgets may ask of the table
scene that shows them, whatever the game. Typing against this protocol (instead of
a game's scene class) keeps the kit free of any game and the imports one-way."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.core.command import Command


class TableHost(Protocol):
    app: Any  # ui.app_services.AppServices
    session: Any  # ui.table.session.TableSession
    overlays: list
    widgets: Any  # ui.widgets.group.WidgetGroup: the table's own widgets

    def issue(self, command: Command) -> None: ...

    def close_overlay(self, overlay: Any) -> None: ...

    def open_menu(self) -> None: ...

    def finish_turn(self) -> None: ...

    def open_help(self) -> None: ...

    def table_help(self) -> Any:
        """The game's part of the help (``ui.table.help.TableHelp``)."""
        ...

    def undo_allowed(self) -> bool: ...

    def has_choices_to_drop(self) -> bool: ...

    def can_take_back(self) -> bool: ...

    def marker(self, seat: int, size: int) -> pygame.Surface:
        """The marker of ``seat`` (its colour and shape), ``size`` pixels wide."""
        ...
