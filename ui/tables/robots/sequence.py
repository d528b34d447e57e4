"""The exploration season as a readable sequence: after the last program is in, the engine has
resolved the whole season at once; the table then plays its events back one step at a time
(each reveal, each Mars card, each robot's outcome: VP rights, destroyed parts, discards), the
card of each step shown large and the lines so far listed. A click (or Next) steps forward, Skip
ends it, Auto plays it by itself at the app's animation speed (a saved setting, also in Settings). The log shows each line only
once it was played back (``shown_log``), so nothing is told ahead of the sequence."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text, tr
from game.robots.content.load import content
from ui import text, theme
from ui.layout import Layout
from ui.table.overlays import Overlay
from ui.tables.robots import names
from ui.tables.robots.widgets.cards import draw_mars, draw_part, fitted
from ui.tables.robots.widgets.picture import Picture
from ui.widgets.base import draw_panel
from ui.widgets.button import Button

#: Events that start the played-back sequence (the exploration season's own).
STARTS = ("reveal", "mars")
STEP_S = 1.4  # seconds per step at normal animation speed
PULSE_S = 0.6  # the robot a step is about: its outline flares and settles in this time (normal speed)


def exploration_events(events) -> list:
    """The events from the first reveal or Mars card on (nothing when the command explored nothing)."""
    for i, event in enumerate(events):
        if event.kind in STARTS:
            return list(events[i:])
    return []


class ExplorationSequence(Overlay):
    """Public (everyone may watch it): it lies above a hand-off screen, never shows a hand."""

    size = (1264, 198)  # over the hand and the log: the Mars row and the robots stay in view
    veil = 0
    leaves_top_bar = True  # its Menu stays at hand while the season plays back

    def __init__(self, table, events, log_start: int, states=None) -> None:
        super().__init__(table)
        self.events = list(events)
        self.states = list(states) if states is not None and len(states) == len(self.events) else None
        self.log_start = log_start  # the log index of the first event played back
        self.index = 0
        self.clock = 0.0
        self.age = 0.0  # seconds the current step has been shown (the pulse)
        self.picture = Picture()
        self.next_button = self.group.add(Button(N_("Next"), self.step, name="sequence:next", primary=True))
        self.skip_button = self.group.add(Button(N_("Skip"), self.finish, name="sequence:skip"))
        self.auto_button = self.group.add(
            Button(self._auto_label, self.toggle_auto, name="sequence:auto", font_size=theme.FONT_SMALL)
        )

    @property
    def auto(self) -> bool:
        return self.table.auto_sequence

    def _auto_label(self) -> str:
        return tr(N_("Auto: on")) if self.auto else tr(N_("Auto: off"))

    def toggle_auto(self) -> None:
        self.table.auto_sequence = not self.table.auto_sequence
        self.clock = 0.0

    def step(self) -> None:
        self.index += 1
        self.clock = self.age = 0.0
        if self.index >= len(self.events):
            self.finish()

    def finish(self) -> None:
        self.index = len(self.events)
        self.close()

    def shown(self) -> int:
        """How many of the sequence's log lines are told so far."""
        return self.index + 1

    def layout(self, lay: Layout) -> None:
        self.rect = pygame.Rect(0, 0, min(lay.width - lay.px(16), lay.px(self.size[0])), lay.px(self.size[1]))
        self.rect.midbottom = (lay.width // 2, lay.height - lay.px(6))
        h = lay.px(36)
        y = self.rect.bottom - h - lay.px(10)
        self.next_button.rect = pygame.Rect(self.rect.right - lay.px(200), y, lay.px(186), h)
        self.skip_button.rect = pygame.Rect(self.next_button.rect.x - lay.px(150), y, lay.px(140), h)
        self.auto_button.rect = pygame.Rect(self.skip_button.rect.x - lay.px(150), y, lay.px(140), h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        if (
            event.type == pygame.MOUSEBUTTONUP
            and getattr(event, "button", 0) == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.step()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_RETURN):
            self.step()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.finish()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(
            event.pos
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt
        seconds = self.table.app.settings.animation_seconds(STEP_S)
        if seconds <= 0:
            self.finish()
            return
        if self.auto:
            self.clock += dt
            if self.clock >= seconds:
                self.step()

    def proceed(self) -> Button:
        return self.skip_button

    def current_state(self):
        """The game as it was just after the current step (None: only the end is known)."""
        if self.states is None:
            return None
        return self.states[min(self.index, len(self.states) - 1)]

    def current(self):
        return self.events[min(self.index, len(self.events) - 1)]

    def pulse(self) -> tuple[pygame.Rect, float] | None:
        """The robot's column the current step is about and how strongly its outline flares
        (1 as the step appears, 0 once it settled); None for a step about no robot."""
        seat = self.current().seat
        columns = self.table.robots.columns
        if seat is None or not 0 <= seat < len(columns):
            return None
        seconds = self.table.app.settings.animation_seconds(PULSE_S)
        strength = 0.0 if seconds <= 0 else max(0.0, 1.0 - self.age / seconds)
        return columns[seat], strength

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        pulse = self.pulse()
        if pulse is not None and pulse[1] > 0:
            rect, strength = pulse
            colour = tuple(
                round(o + (f - o) * strength) for o, f in zip(theme.OCHRE, theme.TEXT, strict=True)
            )
            ring = rect.inflate(lay.px(2 * strength), lay.px(2 * strength))
            pygame.draw.rect(surface, colour, ring, max(1, lay.px(2 + 2 * strength)), lay.px(theme.RADIUS))
        key = (self.index, self.table.look, tuple(self.rect), tuple(self.next_button.rect))
        self.picture.draw(surface, self.rect, key, lambda: self.paint(surface, lay))
        self.group.draw(surface, lay)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        """The panel, the step's card and words (kept as a picture while the step is shown)."""
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.OCHRE)
        self.draw_content(surface, lay)

    def need_of(self, card: str) -> int | None:
        """The Combat the creature being resolved asks (it is counted among the creatures met as
        it is resolved: ``game.robots.mars.start_mars_phase``); None for another card."""
        state = self.current_state()
        if state is None or state.current_card != card or not state.mars[card].creature:
            return None
        return state.creatures_resolved

    def draw_content(self, surface, lay) -> None:
        session = self.table.session
        pad = lay.px(10)
        event = self.current()
        card_rect = pygame.Rect(self.rect.x + pad, self.rect.y + pad, lay.px(140), self.rect.height - 2 * pad)
        card = event.params.get("card")
        if isinstance(card, str) and card in content().mars:
            draw_mars(surface, lay, card_rect, card, current=True, need=self.need_of(card))
        elif isinstance(card, str) and card in content().parts:
            draw_part(surface, lay, card_rect, card, full=True, selected=True)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, card_rect, max(1, lay.px(2)), lay.px(6))
        x = card_rect.right + pad
        width = self.rect.right - pad - x
        title = Text(
            N_("Exploration, step {step} of {count}"), {"step": self.index + 1, "count": len(self.events)}
        ).translated()
        size = lay.font_px(theme.FONT_SMALL)
        surface.blit(text.render(title, size, theme.TEXT_DIM, True), (x, self.rect.y + pad))
        big = lay.font_px(22)
        line = names.event_line(event, session.player_names)
        y = self.rect.y + pad + text.line_height(size, True) + lay.px(6)
        fit, lines = fitted(line, big, width, lay.px(56), True)
        y += text.blit_lines(surface, lines, pygame.Rect(x, y, width, lay.px(56)), fit, theme.OCHRE, True)
        y += lay.px(4)
        small = lay.font_px(13)
        room = (self.next_button.rect.y - lay.px(8) - y) // text.line_height(small)
        earlier = [
            names.event_line(e, session.player_names)
            for e in self.events[max(0, self.index - room) : self.index]
        ]
        for words in earlier[-room:] if room > 0 else []:
            surface.blit(text.render(text.ellipsize(words, small, width), small, theme.TEXT_DIM), (x, y))
            y += text.line_height(small)
        hint = tr(N_("Click or press Space for the next step."))
        image = text.render(hint, small, theme.TEXT_DIM)
        surface.blit(image, (x, self.next_button.rect.centery - image.get_height() // 2))
