"""``--autoplay``: play a game through the window's own controls.

Each frame the top scene, when it is ``Autoplayable`` (``ui.table.input``), is asked
for the next input step towards a move of its choosing (``scene.autoplay_step(autoplay)``
returns ``("click", point)`` or ``("wheel", point, steps)``); the step is posted as
ordinary pygame mouse events, so the game sees exactly what a player's click would
produce. The scene says when ``--until`` is reached with ``scene.autoplay_reached(until)``.
Other scenes (settings, notices) are waited on.
"""

from __future__ import annotations

import random

import pygame

from ui.table.input import Autoplayable


def post_step(step) -> None:
    """Post one input step as the mouse events a player would cause."""
    kind, point = step[0], (int(step[1][0]), int(step[1][1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    if kind == "click":
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1))
    elif kind == "wheel":
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEWHEEL, x=0, y=int(step[2]), flipped=False, precise_x=0.0, precise_y=float(step[2])
            )
        )
    else:
        raise ValueError(f"unknown input step {step!r}")


class Autoplay:
    def __init__(self, mode: str, until: str | None, seed: int | None) -> None:
        self.mode = mode
        self.until = until
        self.rng = random.Random(seed)
        self.reached = False
        self.steps = 0

    def frame(self, app) -> None:
        """Before the frame's events are read: post the next step, or note that --until is reached."""
        if self.reached:
            return
        top = app.stack.top
        if not isinstance(top, Autoplayable):
            return
        if top.autoplay_reached(self.until):
            self.reached = True
            return
        step = top.autoplay_step(self)
        if step is not None:
            self.steps += 1
            post_step(step)
