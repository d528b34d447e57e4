"""The Dice Game's score screen: the kit's, with the Dice Game's categories (spec §18 R-END-4) and
in the solo game the result, the rating (§17 R-SOLO-RATING) and the corporation's local record
(``solo_result``)."""

from __future__ import annotations

from game.i18n import N_, Text, tr
from game.tmdice.scoring import production_dice
from game.tmdice.state import SOLO_TURNS
from ui.table.score_scene import TOTAL, TOTAL_LABEL, ScoreScene
from ui.tables.tmdice.solo_result import SoloResult, missing_line, record_lines

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
        self.solo_lines: list[str] = []
        if self.session.state.solo:
            # once per table: the record is written when the screen first shows, and what it said
            # (a damaged file kept aside) is said again each time the screen is opened
            if getattr(table, "solo_lines", None) is None:
                table.solo_lines = self.solo_result_lines()
            self.solo_lines = table.solo_lines

    def solo_result_lines(self) -> list[str]:
        state = self.session.state
        score = self.results[0].score if self.results else 0
        result = SoloResult.of(state, score)
        match = self.session.match
        lines = [result.rating_line()]
        missing = missing_line(state) if state.failed else None
        if missing:
            lines.append(missing)
        return lines + record_lines(result, f"{match.seed}:{len(match.commands)}")

    def headline(self) -> str:
        state = self.session.state
        if state.solo:
            if state.failed:
                return Text(
                    N_(
                        "Terraforming failed: the global parameters were not all complete after {count} turns."
                    ),
                    {"count": SOLO_TURNS},
                ).translated()
            return tr(N_("Mars is terraformed: you win the solo game."))
        return super().headline()

    def notes(self) -> list[str]:
        """The solo game's rating (in bold), what was missing, and the corporation's record; with
        players, how a tie on the best total was broken (R-END-5: most die icons in brown boxes)."""
        if self.session.state.solo:
            return self.solo_lines
        line = self.tie_break_line()
        return [line] if line else []

    def tie_break_line(self) -> str | None:
        best = max(r.score for r in self.results)
        tied = [r.seat for r in self.results if r.score == best]
        if len(tied) < 2:
            return None
        state = self.session.state
        dice = ", ".join(f"{self.session.name(seat)} {production_dice(state, seat)}" for seat in tied)
        return Text(
            N_("Tied on {points} points: the most dice produced by brown boxes decide ({dice})"),
            {"points": best, "dice": dice},
        ).translated()
