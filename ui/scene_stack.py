"""A stack of scenes (after Tuxemon's state stack).

The top scene receives input and updates; drawing starts at the highest scene
that is not a transparent overlay and goes up, so a dialog pushed over a
screen shows that screen behind it. Push, pop and replace are immediate; a
scene changing the stack from its own event handler is fine because only the
top scene sees each event.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from ui.layout import Layout
from ui.widgets.group import WidgetGroup

if TYPE_CHECKING:
    from ui.app_services import AppServices


class Scene:
    """One screen. Subclasses build widgets in ``__init__`` and place them in ``layout``."""

    #: Draw the scene below this one first (dialogs, overlays).
    transparent: bool = False

    def __init__(self, app: AppServices) -> None:
        self.app = app
        self.widgets = WidgetGroup()

    # Life cycle -----------------------------------------------------------
    def on_enter(self) -> None:
        """Called when pushed (or put in place by ``replace``)."""

    def on_resume(self) -> None:
        """Called when the scene above it is popped."""

    def on_exit(self) -> None:
        """Called when popped or replaced."""

    # Frame ----------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        """Place the widgets for the current window size (called every frame)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.widgets.draw(surface, lay)

    def back(self) -> None:
        """Esc: leave this screen (the title screen overrides this)."""
        self.app.stack.pop()

    def widget(self, name: str):
        """The widget called ``name`` (tests and automation find controls this way)."""
        return self.widgets.find(name)


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        self._scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.on_exit()
        if self._scenes:
            self._scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (no ``on_resume`` for the one below)."""
        if self._scenes:
            self._scenes.pop().on_exit()
        return self.push(scene)

    def clear_to(self, scene: Scene) -> Scene:
        """Leave every scene and show ``scene`` alone (e.g. back to the title)."""
        while self._scenes:
            self._scenes.pop().on_exit()
        return self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        return self._scenes[max(start, 0) :]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self._scenes:
            self._scenes[-1].handle_event(event)

    def update(self, dt: float) -> None:
        if self._scenes:
            self._scenes[-1].update(dt)

    def layout(self, lay: Layout) -> None:
        for scene in self.visible():
            scene.layout(lay)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        for scene in self.visible():
            scene.draw(surface, lay)
