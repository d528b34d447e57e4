"""Short descriptions of card effects for option buttons ("+3 plants", "Oxygen +1 step"), as
``Text`` lines: a behaviour's lines come from its parts (each key describes itself), an action's
price from ``action_cost_lines``.

The card's own text stays the reference; these lines only tell options apart. A quantity that
depends on the game (Martian Rails: 1 M€ per city on Mars) reads "X".
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, N_plural, Text
from game.tm.vocabulary.base import parse_behaviour
from game.tm.vocabulary.wording import RESOURCES, amount, count, resource_name


def behaviour_lines(b: dict[str, Any] | None) -> list[Text]:
    """What a behaviour does, one line per effect, in the order the buttons have always shown them
    (keys outside the vocabulary, such as a standard project's own, are left out)."""
    return parse_behaviour(b, skip_unknown=True).describe() if b else []


def counted_quantities(b: dict[str, Any] | None) -> list[Any]:
    """The game-dependent quantities ({"count_of": ...}) of a behaviour's stock and production."""
    found = []
    for key in ("stock", "production"):
        found.extend(q for q in ((b or {}).get(key) or {}).values() if isinstance(q, dict))
    return found


def with_value_now(line: str, value: int) -> Text:
    """A described effect followed by the value its X has now."""
    return Text(N_("{effect} (X = {value})"), {"effect": line, "value": value})


def action_cost_lines(cost: dict[str, Any] | None) -> list[Text]:
    """What a blue card's action costs: resources from the card, standard resources."""
    lines = []
    for key, q in (cost or {}).items():
        if key == "resources_here":
            lines.append(
                Text(
                    N_plural("{count} resource from this card", "{count} resources from this card"),
                    {"count": count(q)},
                )
            )
        elif key in RESOURCES:
            lines.append(
                Text(
                    N_("{amount} {resource}"), {"amount": amount(q), "resource": resource_name(key, count(q))}
                )
            )
    return lines
