"""``TmTable``: what the TM table's widgets and dialogs may ask of the table scene.

The widgets are built by ``ui.tables.tm.table_scene`` and type their ``table``
against this protocol instead of importing the scene class back, so the table
folder's imports run one way (scene -> widgets -> this protocol), even for type
checking. The widgets the scene holds are ``Any`` here for the same reason.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.core.command import Command
from ui.table.host import TableHost
from ui.tables.tm.session import TmTableSession
from ui.widgets.group import WidgetGroup


class TmTable(TableHost, Protocol):
    session: TmTableSession
    widgets: WidgetGroup
    rects: dict[str, pygame.Rect]
    dialog: Any  # the open decision dialog (ui.tables.tm.dialogs.dialog_base.Dialog) or None
    map: Any
    tracks: Any
    boards: Any
    standings: Any
    hand: Any
    preview: Any
    side: Any
    tableau_seat: int  # whose cards the side panel's Cards tab shows
    confirm_space: str | None  # a space clicked once, waiting for the confirming click

    def private_seat(self) -> int | None: ...

    def private_view(self) -> dict[str, Any] | None: ...

    def visible_decision(self) -> Any: ...

    def widget(self, name: str) -> Any: ...

    def ask_pass(self, command: Command) -> None: ...

    def choose_space(self, space_id: str) -> None: ...

    def show_tableau(self, seat: int) -> None: ...

    def finish_turn(self) -> None: ...

    def can_cancel(self) -> bool: ...

    def cancel_action(self) -> None: ...

    def can_take_back(self) -> bool: ...

    def take_back(self) -> None: ...

    def back(self) -> None: ...
