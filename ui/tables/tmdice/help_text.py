"""The Dice Game table's part of its help (``ui.table.help``): the keys of ``shortcuts`` and the
mouse actions of the hand, the dice and the log, and how a turn goes and how to win (our own
summary of the rules)."""

from __future__ import annotations

from game.i18n import N_
from ui.table.help import TableHelp, key

HELP = TableHelp(
    keys=(
        (N_("Click a hand card"), N_("Choose it to play (in a Production turn: mark it to discard)")),
        (
            N_("Click one of your dice"),
            N_("Pay with it, or keep it in a Production turn; click again to take it back"),
        ),
        (N_("Point at a played card"), N_("See it large")),
        (N_("Mouse wheel on the log"), N_("Scroll the log")),
        (key("P"), N_("Production turn")),
        (key("D F"), N_("Draw two cards, change a face")),
        (key("T O G C V"), N_("Temperature, ocean, greenery, city, VP (the standard actions)")),
        (key("E"), N_("End your turn")),
        (key("1–9"), N_("Click that card of your hand")),
        (key("Enter"), N_("Confirm the action you put together")),
    ),
    summary=(
        N_("On your turn take either a Production turn or an Action turn, never both."),
        N_(
            "Production turn: keep a few of your dice, discard cards if you like, refill your hand, then roll the dice your corporation and green cards produce."
        ),
        N_(
            "Action turn: first a sub action (gain a die, change a face, draw cards or use a blue card), then a main action (play a card, a second sub action, a standard action or a blue card's main action)."
        ),
        N_(
            "Raising the temperature or the oxygen or placing an ocean is terraforming and scores VP at once."
        ),
        N_(
            "With several players the game ends when two of the three parameters are complete: everyone takes one last turn. Alone, complete all three before your turns run out."
        ),
        N_("Most VP wins; awards, milestones and the VP printed on cards are added at the end."),
    ),
)
