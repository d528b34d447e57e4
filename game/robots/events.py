"""The robot game's log events: one constructor per kind, English templates marked for translation."""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.i18n import N_, N_plural

TEXTS: dict[str, Any] = {
    "buy": N_("{player} acquires {card}."),
    "recover": N_("{player} takes {card} back from the discard pile."),
    "pass": N_("{player} does nothing."),
    "plan": N_plural("{player} programs {count} part.", "{player} programs {count} parts."),
    "reveal": N_("{player} reveals {card}."),
    "repair": N_("{player}'s Repair Tool brings the discard pile back to hand."),
    "mars": N_("Mars card: {card}."),
    "extra": N_("Exploration progress: an extra Mars phase."),
    "destroyed": N_("{player} loses {card}."),
    "used": N_("{player} uses up {card}."),
    "eliminated": N_("{player}'s robot is destroyed: the exploration has failed."),
    "vp": N_("{player} takes a VP card."),
    "vp_discard": N_("{player} discards a VP card worth {value}."),
    "storm": N_("{player} discards {cards}."),
    "chits": N_plural("{player} gains {count} data chit.", "{player} gains {count} data chits."),
    "collect": N_plural("{player} pays {count} chit for rights.", "{player} pays {count} chits for rights."),
    "round": N_("Round {round} begins."),
    "over": N_("The exploration is over."),
    "auto": N_("{player} had a single choice."),
}


def event(kind: str, seat: int | None = None, revealed_to: tuple[int, ...] = (), **params: Any) -> Event:
    if seat is not None and "player" not in params:
        params["player"] = f"P{seat + 1}"
    return Event(kind, TEXTS[kind], params, seat, revealed_to)
