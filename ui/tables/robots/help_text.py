"""The robot table's part of its help (``ui.table.help``): the mouse actions of the hand, the
program and the supply, the keys of the exploration playback (``sequence``), and how a round goes
and how to win (our own summary of the rules)."""

from __future__ import annotations

from game.i18n import N_
from ui.table.help import TableHelp, key

HELP = TableHelp(
    keys=(
        (N_("Click a hand card"), N_("Put it at the end of your program (or drag it there)")),
        (N_("Click a program slot"), N_("Take that card back into your hand")),
        (N_("Click a special part's button"), N_("Buy it with data chits")),
        (N_("Point at a card"), N_("See it large, with its text")),
        (N_("Mouse wheel on the log"), N_("Scroll the log")),
        (N_("Space, → or Enter, a click"), N_("Exploration playback: the next step (like Next)")),
        (key("Esc"), N_("Exploration playback: skip to its end (like Skip)")),
    ),
    summary=(
        N_("Each round has three seasons: development, planning and exploration."),
        N_(
            "Development: in priority order each player buys a special part with data chits, takes a discarded card back, or passes."
        ),
        N_(
            "Planning: everyone secretly programs three part cards from the hand; they are revealed from left to right."
        ),
        N_(
            "Exploration plays itself: each step reveals one part of every robot, then the leftmost Mars card acts on every robot."
        ),
        N_("Mars cards hand out VP cards, destroy parts (the leftmost first) and take cards from hands."),
        N_("Once every Mars card has been resolved, a last Collect/Survey is done and the most VP wins."),
    ),
)
