"""The dialogs that answer the Dice Game's pending decisions (``game.tmdice.decisions``), each
driven by the decision's own answers: colours and faces as dice, a face change as die -> die,
cards as readable card faces, the parameter by name, a payment built by clicking dice and wild
tokens (the engine's suggestion filled in), Skip where the decision allows it. A space is chosen
on the board itself: its dialog is a bar that leaves the board in view.
"""

from __future__ import annotations

from collections import Counter

import pygame

from game.i18n import N_, Text, tr
from game.tmdice import commands as C
from ui import theme
from ui.layout import Layout
from ui.table.dialog import DecisionDialog
from ui.tables.tmdice import names, sprites
from ui.tables.tmdice.widgets.common import Spot, SpotsWidget, faces_of, fit, label
from ui.tables.tmdice.widgets.hand import draw_card
from ui.tables.tmdice.widgets.panel import draw_button

PARAMETERS = {"temperature": N_("Temperature"), "oxygen": N_("Oxygen")}
CARD_PROMPTS = {
    "corporation": N_("Choose your corporation."),
    "bonus": N_("Choose a bonus card."),
    "valley_trust": N_("Choose a card to play."),
}


def prompt(decision) -> str:
    words = tr(decision.PROMPT)
    if decision.KIND == "card" and decision.detail in CARD_PROMPTS:
        words = tr(CARD_PROMPTS[decision.detail])
    if decision.KIND == "space" and decision.detail:
        words = Text(
            N_("Choose a space for the {tile} tile."), {"tile": names.tile(decision.detail)}
        ).translated()
    if decision.source:
        words = Text(
            N_("{card}: {prompt}"), {"card": names.card_name(decision.source), "prompt": words}
        ).translated()
    return words


class Options(SpotsWidget):
    """The decision's answers as clickable tiles (and Skip)."""

    def __init__(self, dialog) -> None:
        super().__init__(dialog.table, "options")
        self.dialog = dialog

    def layout(self, lay: Layout, body: pygame.Rect, footer: pygame.Rect) -> None:
        self.rect = body.union(footer)
        d = self.dialog.decision
        self.spots = []
        cards = d.KIND == "card"
        w, h = (lay.px(170), min(lay.px(240), body.height)) if cards else (lay.px(96), lay.px(70))
        if d.KIND in ("parameter",):
            w = lay.px(220)
        if d.KIND == "change":
            w = lay.px(120)
        per_row = max(1, body.width // (w + lay.px(10)))
        used = min(per_row, max(1, len(d.options)))
        x0 = body.x + (body.width - used * (w + lay.px(10)) + lay.px(10)) // 2
        for i, option in enumerate(d.options):
            r = pygame.Rect(
                x0 + (i % per_row) * (w + lay.px(10)), body.y + (i // per_row) * (h + lay.px(10)), w, h
            )
            self.spots.append(Spot(r, option, C.Answer(d.seat, option)))
        if d.SKIPPABLE:
            r = pygame.Rect(footer.right - lay.px(160), footer.y, lay.px(160), footer.height)
            self.spots.append(Spot(r, "skip", C.Answer(d.seat, "skip")))

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        kind = self.dialog.decision.KIND
        state = self.table.session.state
        for spot in self.spots:
            value = spot.key
            if value == "skip":
                draw_button(surface, lay, spot.rect, tr(N_("Skip")), True)
                continue
            if kind == "card":
                draw_card(
                    surface, lay, spot.rect, value, state, spot.rect.collidepoint(pygame.mouse.get_pos())
                )
                continue
            hot = pygame.mouse.get_focused() and spot.rect.collidepoint(pygame.mouse.get_pos())
            pygame.draw.rect(surface, theme.BUTTON_HOVER if hot else theme.BUTTON, spot.rect, 0, lay.px(6))
            pygame.draw.rect(
                surface, theme.OCHRE if hot else theme.PANEL_EDGE, spot.rect, lay.px(2), lay.px(6)
            )
            s = lay.px(38)
            top = spot.rect.y + lay.px(4)
            if kind == "colour":
                surface.blit(
                    sprites.pool_die(value, s),
                    sprites.pool_die(value, s).get_rect(midtop=(spot.rect.centerx, top)),
                )
                words = names.colour(value)
            elif kind == "change":
                die, to = value.split(">")
                surface.blit(sprites.die(die, s), (spot.rect.x + lay.px(6), top))
                label(
                    surface,
                    "→",
                    (spot.rect.centerx, top + s // 2),
                    lay.font_px(16),
                    theme.TEXT,
                    True,
                    "center",
                )
                surface.blit(sprites.die(to, s), (spot.rect.right - s - lay.px(6), top))
                words = names.face(to)
            elif kind == "parameter":
                words = tr(PARAMETERS.get(value, value))
                label(surface, words, spot.rect.center, lay.font_px(18), theme.TEXT, True, "center")
                continue
            elif kind == "pay":
                faces = [f for f in value.split(",") if f]
                x = spot.rect.x + lay.px(4)
                for f in faces:
                    surface.blit(
                        sprites.wild(lay.px(24)) if f == "wild" else sprites.die(f, lay.px(24)), (x, top)
                    )
                    x += lay.px(26)
                words = tr(N_("nothing")) if not faces else ""
            else:
                surface.blit(sprites.die(value, s), (spot.rect.centerx - s // 2, top))
                words = names.face(value)
            label(
                surface,
                words,
                (spot.rect.centerx, spot.rect.bottom - lay.px(3)),
                lay.font_px(12),
                theme.TEXT,
                False,
                "midbottom",
                spot.rect.width - lay.px(6),
            )


class ChoiceDialog(DecisionDialog):
    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        n = max(1, len(decision.options))
        if decision.KIND == "card":
            per_row = min(n, 5)
            self.size = (max(520, per_row * 180 + 60), 150 + 250 * -(-n // 5))
        else:
            w = {"parameter": 230, "change": 130}.get(decision.KIND, 106)
            per_row = min(n, max(1, 900 // w))
            self.size = (max(560, per_row * w + 60), 200 + 80 * -(-n // per_row))
        self.options = self.add(Options(self))

    def title(self) -> str:
        return prompt(self.decision)

    def layout_body(self, lay: Layout) -> None:
        self.options.layout(lay, self.body, self.footer)


class SpaceBar(DecisionDialog):
    """Choose a space on the board: the prompt in a bar over the action panel, the board clickable."""

    modal = False

    def title(self) -> str:
        marked = self.table.board.marked
        if marked is not None:
            return Text(N_("Click {space} again to place the tile there."), {"space": marked}).translated()
        return prompt(self.decision)

    def layout(self, lay: Layout) -> None:
        area = self.table.rects["actions"]
        self.rect = pygame.Rect(area.x, area.y, area.width, lay.px(90))
        self.body = self.footer = pygame.Rect(self.rect.x, self.rect.bottom, 0, 0)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, 0, lay.px(6))
        pygame.draw.rect(surface, theme.OCHRE, self.rect, lay.px(2), lay.px(6))
        from ui import text

        size, lines = fit(
            self.title(), lay.font_px(15), self.rect.width - lay.px(16), self.rect.height - lay.px(12), True
        )
        text.blit_lines(surface, lines, self.rect.inflate(-lay.px(16), -lay.px(12)), size, theme.OCHRE, True)

    def handle_event(self, event) -> bool:
        return False

    def route(self, command):
        return self.table.board.point_of(command.value) if isinstance(command, C.Answer) else None


class PayBuilder(SpotsWidget):
    """A payment built by clicking: the player's dice and tokens (add), the payment (take back), Pay."""

    def __init__(self, dialog) -> None:
        super().__init__(dialog.table, "payment")
        self.dialog = dialog

    def layout(self, lay: Layout, body: pygame.Rect, footer: pygame.Rect) -> None:
        self.rect = body.union(footer)
        d = self.dialog.decision
        state = self.table.session.state
        p = state.players[d.seat]
        held = faces_of(p.dice) + ["wild"] * p.wild
        size = lay.px(40)
        self.spots = []
        y = body.y + lay.px(26)
        for i, face in enumerate(held):
            r = pygame.Rect(
                body.x + (i % 16) * (size + lay.px(4)), y + (i // 16) * (size + lay.px(4)), size, size
            )
            self.spots.append(Spot(r, ("held", face), action=lambda f=face: self.dialog.add_face(f)))
        y = body.y + body.height // 2 + lay.px(26)
        for i, face in enumerate(self.dialog.pay):
            r = pygame.Rect(body.x + i * (size + lay.px(4)), y, size, size)
            self.spots.append(Spot(r, ("paid", face), action=lambda f=face: self.dialog.remove(f)))
        pay = ",".join(sorted(self.dialog.pay))
        r = pygame.Rect(footer.right - lay.px(200), footer.y, lay.px(200), footer.height)
        self.spots.append(Spot(r, "pay", C.Answer(d.seat, pay)))

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        body = self.dialog.body
        label(
            surface,
            tr(N_("Your dice and wild tokens (click to pay with one):")),
            body.topleft,
            lay.font_px(14),
            theme.TEXT_DIM,
        )
        label(
            surface,
            tr(N_("Payment (click a die to take it back):")),
            (body.x, body.y + body.height // 2),
            lay.font_px(14),
            theme.TEXT_DIM,
        )
        d = self.dialog.decision
        state = self.table.session.state
        if d.source in state.cards and d.detail != "science":
            from game.tmdice.cardplay import card_cost
            from ui.tables.tmdice.widgets.hand import cost_icon

            cost = card_cost(state, d.seat, d.source)
            x = body.right
            size = lay.px(28)
            for icon, n in sorted(cost.items(), reverse=True):
                for _ in range(n):
                    x -= size + lay.px(3)
                    surface.blit(cost_icon(icon, size), (x, body.y))
            label(
                surface,
                tr(N_("Cost:")),
                (x - lay.px(6), body.y + size // 2),
                lay.font_px(14),
                theme.TEXT_DIM,
                anchor="midright",
            )
        spent = Counter(self.dialog.pay)
        seen: Counter = Counter()
        for spot in self.spots:
            if spot.key == "pay":
                ok = self.table.session.refusal(spot.command) is None
                draw_button(surface, lay, spot.rect, tr(N_("Pay")), ok, True)
                continue
            kind, face = spot.key
            image = sprites.wild(spot.rect.width) if face == "wild" else sprites.die(face, spot.rect.width)
            surface.blit(image, spot.rect)
            if kind == "held":
                seen[face] += 1
                if seen[face] <= spent[face]:
                    veil = pygame.Surface(spot.rect.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 160))
                    surface.blit(veil, spot.rect)

    def press(self, spot: Spot) -> None:
        if spot.key == "pay":
            self.table.issue(spot.command)
        else:
            super().press(spot)


class PaymentDialog(DecisionDialog):
    size = (900, 380)

    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        first = decision.options[0] if decision.options else ""
        self.pay: list[str] = [f for f in first.split(",") if f]
        self.builder = self.add(PayBuilder(self))

    def title(self) -> str:
        return prompt(self.decision)

    def add_face(self, face: str) -> None:
        p = self.table.session.state.players[self.seat]
        held = Counter(p.dice)
        held["wild"] = p.wild
        if Counter(self.pay)[face] < held[face]:
            self.pay.append(face)

    def remove(self, face: str) -> None:
        if face in self.pay:
            self.pay.remove(face)

    def layout_body(self, lay: Layout) -> None:
        self.builder.layout(lay, self.body, self.footer)

    def route(self, command):
        """Bring the payment to the one asked: take back a die too many, add one missing."""
        if not isinstance(command, C.Answer):
            return None
        want = [f for f in command.value.split(",") if f]
        from ui.tables.tmdice.compose import difference

        extra, missing = difference(self.pay, want)
        if extra is not None:
            return self.builder.point_of(("paid", extra))
        if missing is not None:
            return self.builder.point_of(("held", missing))
        return None


def make_dialog(table, decision) -> DecisionDialog:
    if decision.KIND == "space":
        return SpaceBar(table, decision)
    if decision.KIND == "pay":
        return PaymentDialog(table, decision)
    return ChoiceDialog(table, decision)
