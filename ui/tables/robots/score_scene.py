"""The robot game's score screen: the kit's, with the robot game's categories (VP cards and
Advertisements, spec §19) and the result when every robot was lost (ruling RB-19)."""

from __future__ import annotations

from game.i18n import N_, tr
from ui.table.score_scene import TOTAL, TOTAL_LABEL, ScoreScene

CATEGORIES = (
    ("vp_cards", N_("VP cards")),
    ("advertisement", N_("Advertisements")),
    (TOTAL, TOTAL_LABEL),
)


class RobotsScoreScene(ScoreScene):
    def __init__(self, app, table) -> None:
        super().__init__(app, table, CATEGORIES)

    def headline(self) -> str:
        if not self.outcome.winners:
            return tr(N_("Every robot was lost: nobody wins this exploration."))
        return super().headline()

    def notes(self) -> list[str]:
        from game.i18n import Text

        state = self.session.state
        lines = [tr(N_("Ties go to the higher robot number; a lost robot ranks last."))]
        for seat, player in enumerate(state.players):
            if player.eliminated:
                lines.append(
                    Text(N_("{player}'s robot was lost."), {"player": self.session.name(seat)}).translated()
                )
        return lines
