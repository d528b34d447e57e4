"""The input layer of a table: what a click on the screen sends to the game.

Every control that sends a command exposes it (``CommandButton.command`` /
``targets()``), so the autoplayer and the tests find the spot on screen that
issues a given command and click there, exactly as a player would.

A table scene is driven through ``PlayableTable``: ``targets()`` lists (command,
point) for the controls of its top layer, ``route(command)`` is the input step that
brings a command within reach (open a tab, select a card), and ``overlay_step(goal)``
gets past the overlay on top. ``TableAutoplayer`` plays any such table by clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from game.core.command import Command
from ui import theme
from ui.text import TextSource
from ui.widgets.button import Button

Target = tuple[Command, tuple[int, int]]
#: What the input layer does next to reach a command: ("click", point) or ("wheel", point, steps).
Step = tuple

STUCK_FRAMES = 60


def click(point: tuple[int, int] | None) -> Step | None:
    return ("click", point) if point is not None else None


@runtime_checkable
class CommandSource(Protocol):
    """A control that issues commands: where to click for each one it offers now."""

    def targets(self) -> list[Target]: ...


def widget_targets(widgets: Sequence[Any]) -> list[Target]:
    """The targets of every visible ``CommandSource`` in ``widgets``."""
    out: list[Target] = []
    for widget in widgets:
        if isinstance(widget, CommandSource) and widget.visible:
            out.extend(widget.targets())
    return out


class CommandButton(Button):
    """A button that sends ``command()`` (a function: the seat may change) when clicked.

    It is enabled exactly when that command is among the engine's legal commands.
    """

    def __init__(
        self,
        label: TextSource,
        command: Callable[[], Command | None],
        issue: Callable[[Command], None],
        is_legal: Callable[[Command], bool],
        name: str | None = None,
        primary: bool = False,
        font_size: int = theme.FONT_SMALL,
    ) -> None:
        self._command = command
        self._issue = issue
        self._is_legal = is_legal
        super().__init__(
            label, self._click, name=name, enabled=self._legal_now, primary=primary, font_size=font_size
        )

    @property
    def command(self) -> Command | None:
        return self._command()

    def _legal_now(self) -> bool:
        command = self.command
        return command is not None and self._is_legal(command)

    def _click(self) -> None:
        command = self.command
        if command is not None:
            self._issue(command)

    def targets(self) -> list[Target]:
        if self.visible and self.enabled and self.rect.width > 0:
            return [(self.command, self.rect.center)]
        return []


@runtime_checkable
class Autoplayable(Protocol):
    """A scene ``--autoplay`` can drive (``ui.autoplay``): the next input step, and whether
    ``--until`` is reached. Scenes that are neither are simply waited on."""

    def autoplay_step(self, auto: Any) -> Step | None: ...

    def autoplay_reached(self, until: str | None) -> bool: ...


class PlayableTable(Protocol):
    """What the input layer needs of a table scene to play it by clicks."""

    session: Any  # ui.table.session.TableSession
    overlays: list

    def targets(self) -> list[Target]: ...

    def route(self, command: Command) -> Step | None: ...

    def overlay_step(self, goal: Command | None) -> Step | None: ...


def random_choice(rng, legal: Sequence[Command], unreachable: set) -> Command | None:
    """A uniformly random legal command not known to be unreachable."""
    options = [c for c in legal if c not in unreachable]
    return rng.choice(options) if options else None


class TableAutoplayer:
    """Pick a legal command with ``choose(rng, legal, unreachable)``, then click towards it
    through the table's ``targets`` and ``route``, i.e. the spots where a player would click.
    Commands the controls cannot reach (no target within ``STUCK_FRAMES``) are set aside
    and another is chosen."""

    def __init__(
        self,
        table: PlayableTable,
        choose: Callable[[Any, Sequence[Command], set], Command | None] = random_choice,
    ) -> None:
        self.table = table
        self.choose = choose
        self.goal: Command | None = None
        self.version = -1
        self.frames = 0
        self.unreachable: set = set()

    def step(self, auto) -> Step | None:
        table = self.table
        session = table.session
        if table.overlays:
            return table.overlay_step(self.goal)
        if session.held_seat is None and session.is_computer(session.current_seat()):
            return None  # the table plays its computer seats itself
        if session.version != self.version:
            self.version = session.version
            self.goal, self.frames, self.unreachable = None, 0, set()
        if session.is_over():
            return None
        self.frames += 1
        if self.goal is None or self.frames > STUCK_FRAMES:
            if self.goal is not None:
                self.unreachable.add(self.goal)
            self.goal = self.choose(auto.rng, session.legal(), self.unreachable)
            self.frames = 0
            if self.goal is None:
                return None
        for command, point in table.targets():
            if command == self.goal:
                return ("click", point)
        step = table.route(self.goal)
        if step is None:
            self.unreachable.add(self.goal)
            self.goal = None
        return step
