"""The end of a TM game: the kit's score screen (``ui.table.score_scene``) with TM's
score categories, the tie-break line (most M€ left), and in the solo game, won or
lost, what was missing, and the local record for the corporation
(``saves.solo_records``, each game counted once).
"""

from __future__ import annotations

from game.i18n import N_, N_plural, Text
from game.tm.constants import SOLO_LAST_GENERATION
from game.tm.scoring import final_scores, winners
from ui.table.score_scene import ScoreScene
from ui.tables.tm import names

CATEGORIES = (
    ("tr", N_("Terraform rating")),
    ("milestones", N_("Milestones")),
    ("awards", N_("Awards")),
    ("greeneries", N_("Greeneries")),
    ("cities", N_("Cities (adjacent greeneries)")),
    ("cards", N_("Cards")),
    ("total", N_("Total")),
)


class TmScoreScene(ScoreScene):
    """The kit's score screen with TM's categories, its solo headline and notes."""

    def __init__(self, app, table) -> None:
        super().__init__(app, table, CATEGORIES)
        self.scores = final_scores(self.session.state)
        self.highlighted = tuple(winners(self.scores))  # the best score is named in the solo game too
        self.solo_lines: list[str] = []
        if self.session.state.setup.solo:
            self.solo_lines = solo_lines(self.session)

    def headline(self) -> str:
        session = self.session
        if session.state.setup.solo:
            if session.state.solo_result:
                return Text(
                    N_("{player} terraformed Mars in time: you win!"), {"player": session.name(0)}
                ).translated()
            return Text(
                N_plural(
                    "Mars is not terraformed after {count} generation: you lose",
                    "Mars is not terraformed after {count} generations: you lose",
                ),
                {"count": SOLO_LAST_GENERATION},
            ).translated()
        return super().headline()

    def notes(self) -> list[str]:
        """The lines under the table: the tie-break (only when the best total is shared) or the solo notes."""
        if self.session.state.setup.solo:
            return self.solo_lines
        line = tie_break_line(self.scores, self.session.name)
        return [line] if line else []


def tie_break_line(scores, name) -> str | None:
    """How the tie on the best total was broken (most M€ left), or None when nobody tied for first."""
    best = max(sc.total for sc in scores)
    tied = [sc for sc in scores if sc.total == best]
    if len(tied) < 2:
        return None
    return Text(
        N_("Tied on {points} points: the most M€ left decides ({amounts})"),
        {"points": best, "amounts": ", ".join(f"{name(sc.seat)} {sc.megacredits} M€" for sc in tied)},
    ).translated()


def missing_steps(parameter: str, steps: int) -> str:
    """ "Temperature 11 steps": a global parameter and the steps it still lacks."""
    return Text(
        N_plural("{parameter} {count} step", "{parameter} {count} steps"),
        {"parameter": parameter, "count": steps},
    ).translated()


def solo_lines(session) -> list[str]:
    """What was missing (if lost) and the corporation's local record, updated with this game once."""
    from game.tm.solo import solo_outcome
    from saves.solo_records import SoloRecordsError, SoloRecordStore

    try:
        outcome = solo_outcome(session.state)
    except ValueError:
        return []
    lines = []
    missing = {k: v for k, v in outcome.missing.items() if v}
    if missing:
        lines.append(
            Text(
                N_("Still missing: {steps}"),
                {"steps": ", ".join(missing_steps(names.parameter(k), v) for k, v in missing.items())},
            ).translated()
        )
    if outcome.corporation is None:
        return lines
    match = session.match
    try:
        update = SoloRecordStore().record(
            outcome.corporation,
            won=outcome.won,
            score=outcome.total,
            game_key=f"{match.seed}:{len(match.commands)}",
        )
    except SoloRecordsError as exc:
        return [*lines, exc.translated()]
    record = update.record
    lines.append(
        Text(
            N_plural(
                "{corporation}: {count} solo game, {wins} won, best score {best}",
                "{corporation}: {count} solo games, {wins} won, best score {best}",
            ),
            {
                "corporation": names.card_name(outcome.corporation),
                "count": record.games,
                "wins": record.wins,
                "best": record.best_score,
            },
        ).translated()
    )
    if update.counted and update.new_best:
        lines.append(Text(N_("A new best score with this corporation!")).translated())
    return lines
