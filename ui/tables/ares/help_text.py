"""The Ares table's part of its help (``ui.table.help``): the mouse actions of the hand, the keys of
the cards shown large (``shown_cards``), and how a turn goes and how to win (our own summary of the
rules)."""

from __future__ import annotations

from game.i18n import N_
from ui.table.help import TableHelp, key

HELP = TableHelp(
    keys=(
        (N_("Click a hand card"), N_("Choose it, then one of its plays beside the hand")),
        (N_("Point at a card"), N_("See it large, with its ratings and text")),
        (
            key("C / Shift+C"),
            N_("Show the cards on the table large, one by one (forward, back); Esc puts the card away"),
        ),
    ),
    summary=(
        N_(
            "On your turn play exactly one card from your hand: a building face up, a card face down as a resource on one of your buildings, or an attack card, which starts a combat."
        ),
        N_("The player holding the Frontier may instead score an attack card without attacking."),
        N_(
            "After each turn hands are refilled to three cards; discarded cards never come back into the deck."
        ),
        N_("Each attack card goes to the scoring pile of whoever held the Frontier when its combat began."),
        N_("Capturing the opponent's base wins at once."),
        N_(
            "Otherwise the game ends when everyone is out of cards: a point per scoring card, two more for holding the Frontier. A tie goes to the Frontier's holder."
        ),
    ),
)
