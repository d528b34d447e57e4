"""The TM table's part of its help (``ui.table.help``): the keys of ``shortcuts`` and the mouse
actions of the hand, the cards and the map, and how a generation goes and how to win (our own
summary of the rules)."""

from __future__ import annotations

from game.i18n import N_
from ui.table.help import TableHelp, key

HELP = TableHelp(
    keys=(
        (N_("Click a hand card"), N_("Pin it (click again to unpin), then press Play this card")),
        (N_("Point at a card"), N_("See it large, with its text")),
        (
            N_("Click a space on Mars"),
            N_("Place the tile asked for (click twice when placements are confirmed)"),
        ),
        (key("1–9"), N_("Pin that card of your hand (again to unpin)")),
        (key("Enter"), N_("Play the pinned card")),
        (key("P"), N_("Pass for this generation (if asked to confirm, Enter does)")),
        (key("E"), N_("End your turn")),
        (key("G"), N_("Turn plants into a greenery")),
        (key("T"), N_("Turn heat into a temperature step")),
    ),
    summary=(
        N_(
            "The game is played in generations: buy new project cards (from the second generation on), take actions, then collect your production."
        ),
        N_(
            "On your turn take one or two actions, or pass: play a card, use a standard project or a card's action, claim a milestone, fund an award, or turn plants or heat into terraforming."
        ),
        N_("Once you pass you sit out the rest of the generation; it moves on when everyone has passed."),
        N_(
            "Raising the temperature or the oxygen or placing an ocean raises your Terraform Rating: your income and the base of your score."
        ),
        N_(
            "The game ends after the generation in which temperature, oxygen and oceans all reach their maximum."
        ),
        N_(
            "Most VP wins: Terraform Rating, tiles on Mars, milestones, awards and cards. A tie goes to the player with more MC."
        ),
    ),
)
