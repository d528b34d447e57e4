"""What the player at the table is putting together before sending it: an action with its
payment, a Production turn's kept dice and discarded cards, a face change. Plain data, no
pygame: it starts from one of the engine's legal commands (its default payment filled in), the
player changes it by clicking dice, tokens and cards, and ``command`` is what Confirm sends.
The engine checks the result (``DiceTableSession.refusal``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.core.command import Command
from game.tmdice import commands as C

#: the composed kinds, by command class
KINDS = {
    C.PlayCard: "play_card",
    C.StandardAction: "standard",
    C.UseCard: "use_card",
    C.DrawTwo: "draw_two",
    C.ChangeFace: "change_face",
    C.Production: "production",
}


@dataclass(slots=True)
class Compose:
    kind: str
    seat: int
    key: str = ""  # the card or the standard action
    pay: list[str] = field(default_factory=list)  # faces and "wild"
    keep: list[str] = field(default_factory=list)  # production: faces kept
    discard: list[str] = field(default_factory=list)  # production: cards discarded
    die: str = ""  # change_face: the die changed
    to: str = ""  # change_face: its new face

    @classmethod
    def of(cls, command: Command) -> Compose:
        """A composition that starts as ``command`` (one of the engine's legal commands)."""
        kind = KINDS[type(command)]
        c = cls(kind, command.seat)
        if isinstance(command, C.PlayCard | C.UseCard):
            c.key = command.card
        elif isinstance(command, C.StandardAction):
            c.key = command.action
        elif isinstance(command, C.ChangeFace):
            c.die, c.to = command.die, command.to
        if isinstance(command, C.Production):
            c.keep, c.discard = list(command.keep), list(command.discard)
        else:
            c.pay = list(command.pay)
        return c

    def key_of(self) -> tuple:
        """What the composition shows, as a value (pictures of the table are kept by it)."""
        return (
            self.kind,
            self.seat,
            self.key,
            tuple(self.pay),
            tuple(self.keep),
            tuple(self.discard),
            self.die,
            self.to,
        )

    def same_action(self, command: Command) -> bool:
        """``command`` is this action (whatever its payment or choices)."""
        if KINDS.get(type(command)) != self.kind or command.seat != self.seat:
            return False
        if isinstance(command, C.PlayCard | C.UseCard):
            return command.card == self.key
        if isinstance(command, C.StandardAction):
            return command.action == self.key
        return True

    def command(self) -> Command:
        pay = tuple(sorted(self.pay))
        if self.kind == "play_card":
            return C.PlayCard(self.seat, self.key, pay)
        if self.kind == "use_card":
            return C.UseCard(self.seat, self.key, pay)
        if self.kind == "standard":
            return C.StandardAction(self.seat, self.key, pay)
        if self.kind == "draw_two":
            return C.DrawTwo(self.seat, pay)
        if self.kind == "change_face":
            return C.ChangeFace(self.seat, pay, self.die, self.to)
        return C.Production(self.seat, tuple(sorted(self.keep)), tuple(sorted(self.discard)))

    # --- changes by click --------------------------------------------------------------------------
    def add_pay(self, item: str, held: Counter) -> bool:
        """Add a held die (its face) or a wild token to the payment, if one is left unspent."""
        if Counter(self.pay)[item] >= held[item]:
            return False
        self.pay.append(item)
        return True

    def remove_pay(self, item: str) -> None:
        if item in self.pay:
            self.pay.remove(item)

    def toggle_keep(self, face: str, held: Counter, selected: bool) -> None:
        """Production: keep one more die of ``face`` (``selected`` False) or one fewer."""
        if selected:
            if face in self.keep:
                self.keep.remove(face)
        elif Counter(self.keep)[face] < held[face]:
            self.keep.append(face)

    def toggle_discard(self, card: str) -> None:
        if card in self.discard:
            self.discard.remove(card)
        else:
            self.discard.append(card)


def difference(have: list[str], want: tuple[str, ...] | list[str]) -> tuple[str | None, str | None]:
    """One item to take out of ``have`` and one to put in to come closer to ``want``."""
    h, w = Counter(have), Counter(want)
    extra = next((k for k in sorted(h) if h[k] > w[k]), None)
    missing = next((k for k in sorted(w) if w[k] > h[k]), None)
    return extra, missing
