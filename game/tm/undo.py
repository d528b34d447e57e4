"""What Terraforming Mars tells the generic undo rules (``game.core.undo``) about its positions.

The rules themselves (own commands back to the start of the turn, never past another seat's
command or a reveal; cancelling an action in progress) are generic and read the facts the
match keeps with each command. TM supplies:

* the start of a turn: an action-phase position with no action taken yet and nothing pending
  (``turn_start``);
* an action in progress: from its top-level command (play a card, a standard project, a card
  action, a conversion, a milestone, an award) until its last decision is answered
  (``GameState.in_action`` with a decision pending, ``action_in_progress``);
* the turn facts of each applied command (``turn_facts``: the generation, whether it started
  its seat's turn, whether it was a top-level command);
* the reveals: every event of a ``deck.REVEAL_EVENTS`` kind names in ``revealed_to`` the seats
  that saw a hidden card (cards drawn into a hand, looked at, revealed, dealt, draft cards
  passed on, corporations revealed). A pass that ends the generation deals the next research
  cards, so it stays; a pass that reveals nothing (the last generation) may be taken back.

The engine's ``Cancel`` command (backing out of an action's first payment) stays for the command
record; the table cancels every step the same way, by cutting the record back.
"""

from __future__ import annotations

from functools import cache

from game.core.contract import TurnFacts
from game.core.undo import action_start, cancel_action, take_back, undo_floor, undo_seat
from game.tm.state import ACTION, GameState


def turn_start(s: GameState) -> bool:
    """An action-phase position where the active seat has not acted yet this turn."""
    return s.phase == ACTION and s.pending is None and not s.in_action and s.actions_this_turn == 0


def action_in_progress(s: GameState) -> bool:
    """An action has been started and still waits for one of its decisions."""
    return s.phase == ACTION and s.in_action and s.pending is not None


def turn_facts(before: GameState) -> TurnFacts:
    """The turn facts of a command applied to ``before``."""
    top_level = before.phase == ACTION and before.pending is None
    return _turn_facts(before.generation, turn_start(before), top_level)


#: TurnFacts are frozen and take few values: every command of a generation shares them.
_turn_facts = cache(TurnFacts)


__all__ = [
    "action_in_progress",
    "action_start",
    "cancel_action",
    "take_back",
    "turn_facts",
    "turn_start",
    "undo_floor",
    "undo_seat",
]
