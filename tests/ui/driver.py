"""Drive an ``App`` frame by frame and click where widgets are drawn."""

from __future__ import annotations

import pygame

from ui.app import App
from ui.cli import parse_args
from ui.scene_stack import Scene

DT = 1 / 60


class Driver:
    def __init__(self, argv: list[str]) -> None:
        self.app = App(parse_args(argv))
        self.closed = False
        self.frames(1)

    @property
    def top(self) -> Scene:
        assert self.app.stack.top is not None
        return self.app.stack.top

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            if not self.app.running:
                return
            self.app.step(DT)

    def settle(self) -> None:
        """Run frames until a screen-change fade is over (a fade starts on the frame after a change)."""
        self.frames(1)
        for _ in range(120):
            if not self.app.fade.running:
                break
            self.frames(1)
        self.frames(1)

    def click_at(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(1)

    def click(self, name: str) -> None:
        """Click the centre of the top scene's widget called ``name``."""
        widget = self.top.widget(name)
        assert widget.visible and widget.rect.width > 0, f"{name} is not on screen"
        self.click_at(widget.rect.center)

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.frames(1)

    def pixels(self) -> pygame.Surface:
        """A copy of what is on screen now."""
        return self.app.screen.copy()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.app.close()
