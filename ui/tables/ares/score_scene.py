"""The Ares Project's score screen: the kit's, with the game's categories (scoring cards and the
Frontier's 2 points, spec §10) and the result of a captured base."""

from __future__ import annotations

from game.i18n import N_, Text, tr
from ui.table.score_scene import TOTAL, TOTAL_LABEL, ScoreScene

CATEGORIES = (
    ("scoring cards", N_("Scoring cards")),
    ("frontier", N_("The Frontier")),
    (TOTAL, TOTAL_LABEL),
)


class AresScoreScene(ScoreScene):
    def __init__(self, app, table) -> None:
        state = table.session.state
        super().__init__(app, table, None if state.captured else CATEGORIES)

    def headline(self) -> str:
        state = self.session.state
        if state.captured and self.outcome.winners:
            return Text(
                N_("{player} captured the enemy base and wins."),
                {"player": self.session.name(self.outcome.winners[0])},
            ).translated()
        return super().headline()

    def notes(self) -> list[str]:
        return [tr(N_("Ties go to the player who holds the Frontier."))]
