"""The Dice Game's score screen: the kit's, with the Dice Game's categories and the solo result."""

from __future__ import annotations

from game.i18n import N_, tr
from ui.table.score_scene import TOTAL, TOTAL_LABEL, ScoreScene

CATEGORIES = (
    ("track", N_("VP track")),
    ("milestones", N_("Milestones")),
    ("awards", N_("Awards")),
    ("cards", N_("Cards")),
    (TOTAL, TOTAL_LABEL),
)


class DiceScoreScene(ScoreScene):
    def __init__(self, app, table) -> None:
        super().__init__(app, table, CATEGORIES)

    def headline(self) -> str:
        state = self.session.state
        if state.solo:
            if state.failed:
                return tr(N_("Terraforming failed: two parameters were not complete in time."))
            return tr(N_("Mars is terraformed: you win the solo game."))
        return super().headline()
