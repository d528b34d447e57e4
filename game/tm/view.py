"""What one seat may see of a Terraforming Mars game (boardgame.io's ``playerView``).

``player_view(state, seat)`` is plain JSON data: everything public, plus that
seat's own secrets. Hidden from the seat:

* the other players' hands, dealt cards (research and starting cards) and draft
  packets, replaced by their sizes;
* the other players' corporation choice until the corporations are revealed
  (their dealt corporations, replaced by a count);
* the deck and the discard pile (face down), replaced by their sizes;
* a pending decision of another seat (only its kind and seat are shown), and
  the secret parts of other seats' queued tasks (cards drawn or chosen);
* the random generator (its state would predict every later shuffle).

Every field of ``GameState`` and ``PlayerState`` is listed below as public or
handled explicitly; a field that is neither is left out of the view (the
safe default) and ``tests/tm/test_view.py`` fails until it is classified.
"""

from __future__ import annotations

from typing import Any

from game.core.serial import to_data
from game.tm.state import Decision, GameState, PlayerState, Task

#: GameState fields copied as they are.
PUBLIC_GAME_FIELDS = (
    "setup",
    "generation",
    "temperature",
    "oxygen",
    "oceans",
    "first_player",
    "phase",
    "active",
    "actions_this_turn",
    "tiles",
    "claims",
    "milestones",
    "awards",
    "seq",
    "in_action",
    "solo_result",
)
#: GameState fields shown in part, or as sizes.
SPECIAL_GAME_FIELDS = ("players", "deck", "discard", "queue", "pending", "draft_packets")
#: GameState fields never shown.
HIDDEN_GAME_FIELDS = ("rng", "events")

#: PlayerState fields anybody may see.
PUBLIC_PLAYER_FIELDS = (
    "seat",
    "corporation",
    "tr",
    "resources",
    "production",
    "tableau",
    "events",
    "card_resources",
    "actions_used",
    "passed",
    "tr_raised_this_generation",
    "first_action_pending",
    "next_card_discount",
    "next_card_offset",
    "beginner",
)
#: PlayerState fields only their own seat sees (others see ``<field>_size``).
SECRET_PLAYER_FIELDS = ("hand", "dealt_cards", "dealt_corporations")

#: Keys of a task's data that name cards only its player knows.
SECRET_TASK_DATA = frozenset({"drawn", "chosen", "corporation"})


def player_view(s: GameState, seat: int) -> dict[str, Any]:
    """The game as ``seat`` may see it, as JSON data (the state is not changed)."""
    if not 0 <= seat < s.n:
        raise ValueError(f"no seat {seat} in a {s.n}-player game")
    view: dict[str, Any] = {"seat": seat}
    for name in PUBLIC_GAME_FIELDS:
        view[name] = to_data(getattr(s, name))
    view["players"] = [_player(p, own=p.seat == seat) for p in s.players]
    view["deck_size"] = len(s.deck)
    view["discard_size"] = len(s.discard)
    view["queue"] = [_task(t, seat) for t in s.queue]
    view["pending"] = None if s.pending is None else _decision(s.pending, seat)
    view["draft_packet"] = list(s.draft_packets[seat]) if seat < len(s.draft_packets) else []
    view["draft_packet_sizes"] = [len(packet) for packet in s.draft_packets]
    return view


def _player(p: PlayerState, own: bool) -> dict[str, Any]:
    out = {name: to_data(getattr(p, name)) for name in PUBLIC_PLAYER_FIELDS}
    for name in SECRET_PLAYER_FIELDS:
        value = getattr(p, name)
        out[f"{name}_size"] = len(value)
        if own:
            out[name] = list(value)
    return out


def _task(t: Task, seat: int) -> dict[str, Any]:
    data = to_data(t)
    if t.player != seat:
        data["data"] = {k: v for k, v in data["data"].items() if k not in SECRET_TASK_DATA}
    return data


def _decision(d: Decision, seat: int) -> dict[str, Any]:
    if d.seat == seat:
        return to_data(d)
    return {"kind": d.kind, "seat": d.seat}


__all__ = ["player_view"]
