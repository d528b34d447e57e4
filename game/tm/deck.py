"""The project deck: draws with reshuffle of the face-down discard pile (spec [RES-3], AMB-18)."""

from __future__ import annotations

from game.tm.state import GameState


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


def cards_available(s: GameState) -> int:
    return len(s.deck) + len(s.discard)
