"""A scene's widgets: mouse dispatch, keyboard focus (Tab / arrows) and Enter.

After pygame_gui's UIManager, reduced to what a menu-driven game needs. The
focus ring is drawn only once the keyboard has been used, so mouse players
never see it.
"""

from __future__ import annotations

from typing import TypeVar

import pygame

from ui.layout import Layout
from ui.widgets.base import Widget, is_click

_NEXT = {pygame.K_DOWN, pygame.K_RIGHT}
_PREVIOUS = {pygame.K_UP, pygame.K_LEFT}
_ACTIVATE = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}

W = TypeVar("W", bound=Widget)


class WidgetGroup:
    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self._focus: Widget | None = None
        self.keyboard_used = False

    @property
    def focus(self) -> Widget | None:
        return self._focus

    @focus.setter
    def focus(self, widget: Widget | None) -> None:
        # The flags change at once, not at the next draw: a text field takes typing only while focused
        # or active, and typing may arrive in the same frame as the press that moved the focus.
        if self._focus is not None:
            self._focus.focused = False
        self._focus = widget
        if widget is not None:
            widget.focused = True

    def add(self, widget: W) -> W:
        self.widgets.append(widget)
        return widget

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
        if self.focus is widget:
            self.focus = None

    def find(self, name: str) -> Widget:
        for widget in self.widgets:
            if widget.name == name:
                return widget
        raise KeyError(f"no widget named {name!r}")

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.enabled]

    def set_focus(self, widget: Widget | None) -> None:
        self.focus = widget

    def move_focus(self, step: int) -> None:
        order = self.focusable()
        if not order:
            self.focus = None
            return
        if self.focus not in order:
            self.focus = order[0] if step > 0 else order[-1]
        else:
            self.focus = order[(order.index(self.focus) + step) % len(order)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event)
        if event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
            pygame.MOUSEWHEEL,
        ):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.keyboard_used = False
            press = is_click(event, pygame.MOUSEBUTTONDOWN)  # not the wheel's button 4/5 presses
            if press:
                # Only one widget takes a press; every other one is told. Those away from it first,
                # so a text field giving up the typing stops text input before the pressed one starts it.
                for widget in self.widgets:
                    if not widget.contains(event.pos):
                        self._pressed_elsewhere(widget)
            taken = None
            # Later widgets are drawn on top, so they get the first chance.
            for widget in reversed(self.widgets):
                if widget.visible and widget.handle_event(event):
                    taken = widget
                    break
            if press:
                for widget in self.widgets:
                    if widget is not taken and widget.contains(event.pos):
                        self._pressed_elsewhere(widget)
                if taken is not None and taken.focusable:
                    self.focus = taken
            return taken is not None
        return False

    def _pressed_elsewhere(self, widget: Widget) -> None:
        if widget.press_elsewhere() and self.focus is widget:
            self.focus = None

    def _handle_key(self, event: pygame.event.Event) -> bool:
        if self.focus is not None and (not self.focus.enabled or self.focus not in self.widgets):
            self.focus = None
        if self.focus is not None and self.focus.handle_key(event):
            self.keyboard_used = True
            return True
        if event.key == pygame.K_TAB:
            self.keyboard_used = True
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in _NEXT or event.key in _PREVIOUS:
            self.keyboard_used = True
            self.move_focus(1 if event.key in _NEXT else -1)
            return True
        if event.key in _ACTIVATE and self.focus is not None:
            self.keyboard_used = True
            self.focus.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        for widget in self.widgets:
            widget.focused = widget is self.focus
            widget.show_focus = self.keyboard_used
            if widget.visible:
                widget.draw(surface, lay)
                widget.draw_focus(surface, lay)
