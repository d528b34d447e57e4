"""The project deck: draws with reshuffle of the face-down discard pile (spec [RES-3], AMB-18).

Every draw shows hidden cards to someone (a hand, a research or draft deal, a look at
the top cards, a public reveal), so every caller of ``draw_cards`` also records an event
of one of the ``REVEAL_EVENTS`` kinds, whose ``revealed_to`` names who saw something:
undo never goes back past such a command (``game.core.undo``). Those events carry counts only; a card's name appears only when it
is shown to everybody (``reveal``), or under ``SECRET_CARDS`` for the cards only the
event's own seat knows (cards bought in research, sold, or discarded face down).
"""

from __future__ import annotations

from game.core.contract import Event
from game.i18n import Message, N_plural
from game.tm.state import GameState

#: Event parameter naming cards only the event's seat knows: the log shows them to that seat only.
SECRET_CARDS = "secret_cards"

#: Event kinds after which somebody knows a card they did not know before.
REVEAL_EVENTS = frozenset(
    {
        "draw",  # cards drawn into a hand
        "look",  # cards looked at to keep or buy some (Business Contacts, Invention Contest, Inventors' Guild)
        "reveal",  # a card shown to everybody (the top card revealed, solo neutral set-up)
        "deal",  # starting, research or draft cards dealt
        "deal_corporations",  # corporations dealt at set-up
        "draft_pass",  # draft cards passed to the neighbour
        "reveal_corporations",  # the chosen corporations and bought cards turned face up
    }
)


def everyone(s: GameState) -> tuple[int, ...]:
    """Every seat: to whom a card shown face up is revealed."""
    return tuple(range(s.n))


def draw_cards(s: GameState, count: int) -> list[str]:
    """Take up to ``count`` cards from the top, reshuffling the discard pile when the deck runs out."""
    drawn: list[str] = []
    for _ in range(count):
        if not s.deck and s.discard:
            s.deck = s.discard
            s.discard = []
            s.rng.shuffle(s.deck)
        if not s.deck:
            break
        drawn.append(s.deck.pop())
    return drawn


def draw_event(s: GameState, seat: int, count: int) -> None:
    """Log ``count`` cards drawn into ``seat``'s hand (how many, never which)."""
    if count:
        s.events.append(
            Event(
                "draw",
                N_plural("{player} draws {count} card", "{player} draws {count} cards"),
                {"player": seat, "count": count},
                seat,
                (seat,),
            )
        )


def deal_event(s: GameState, seat: int, count: int, text: Message) -> None:
    """Log ``count`` cards dealt face down to ``seat`` (how many, never which); ``text`` says what for."""
    if count:
        s.events.append(Event("deal", text, {"player": seat, "count": count}, seat, (seat,)))
