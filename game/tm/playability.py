"""Can a card be played now? Its requirements plus "can its effects be applied" (spec 7.4, R-13).

Each behaviour key's own refusal check lives with the key in ``game.tm.vocabulary``.
"""

from __future__ import annotations

from typing import Any

from game.i18n import Text
from game.tm.content import CardDef
from game.tm.requirements import requirement_failure
from game.tm.state import GameState
from game.tm.vocabulary import Scope, behaviour_of


def behavior_failure(s: GameState, seat: int, c: CardDef, b: dict[str, Any] | None) -> Text | None:
    """Why the immediate effects cannot be applied (None when they can)."""
    if not b:
        return None
    behaviour = behaviour_of(b)
    if not behaviour.can_fail():
        return None
    return behaviour.failure(Scope(s, seat, c.name, {}), c)


def card_failure(s: GameState, seat: int, c: CardDef) -> Text | None:
    """Why ``c`` cannot be played by ``seat`` now, ignoring cost (None when it can)."""
    for req in c.requirements:
        why = requirement_failure(s, seat, req)
        if why is not None:
            return why
    return behavior_failure(s, seat, c, c.behavior)
