"""The order queued tasks resolve in (rulings R-01): lower first, first in first out within one.

The action being taken and what follows a placed tile at once (its space's production bonus,
Flooding), draws, oceans, other tiles and choices, attacks, effects that look at everything done before them, and last the phase steps.
"""

PRIO_AT_ONCE = 0
PRIO_DRAW = 3
PRIO_OCEAN = 4
PRIO_DEFAULT = 5
PRIO_ATTACK = 7
PRIO_LAST = 8
PRIO_FLOW = 9
