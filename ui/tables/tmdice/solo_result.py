"""The end of a Dice Game solo game on the score screen (spec §17 R-SOLO-GOAL, R-SOLO-RATING): the
rating of the final score, what was missing when terraforming failed, and the local record of the
corporation played.

The record is the kit's results store (``saves.records.RecordStore``) for the game id ``tmdice``:
``<data dir>/records/tmdice.json``, the per-user data folder of ``platformdirs`` where saves and
TM's solo records live too (``MARS_TABLETOP_DATA_DIR`` overrides it). One category per
corporation: games played, games completed (won) and the best score of a completed game, whose
rating is the corporation's best rating. A failed game has no final scoring, so it is recorded as
a game not won with a score of 0. Each game is counted once (its seed and command count), however
often the score screen is shown. A records file that cannot be read is reported on the screen:
a damaged one is replaced by a new record of this game after a copy of it is kept beside it
(``RecordStore.record``); one written by a newer version is left alone and this game is not
recorded; a file that cannot be written is reported, and nothing ever crashes the screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, N_plural, Text, tr
from game.tmdice.scoring import rating
from game.tmdice.state import OXYGEN_MAX, OXYGEN_STEP, TEMPERATURE_MAX, TEMPERATURE_STEP, GameState
from saves.records import RecordsError, RecordStore
from ui.tables.tmdice import names

GAME_ID = "tmdice"


def record_store() -> RecordStore:
    """The Dice Game's records file in the user data folder."""
    return RecordStore(GAME_ID)


@dataclass(frozen=True, slots=True)
class SoloResult:
    """The solo game's final score (None: terraforming failed) and its corporation."""

    total: int | None
    corporation: str

    @classmethod
    def of(cls, state: GameState, score: int) -> SoloResult:
        return cls(None if state.failed else score, state.players[0].corporation or "")

    @property
    def won(self) -> bool:
        return self.total is not None

    def rating_line(self) -> str:
        """ "Rating: Terraforming master! (97 VP)", or the failed rating."""
        _rid, words = rating(self.total)
        if self.total is None:
            return Text(N_("Rating: {rating}"), {"rating": Text(words)}).translated()
        return Text(
            N_("Rating: {rating} ({points} VP)"), {"rating": Text(words), "points": self.total}
        ).translated()


def missing_line(state: GameState) -> str | None:
    """What a failed game still lacked ("Still missing: temperature 2 steps, 1 ocean"), or None."""
    parts = []
    steps = max(0, (TEMPERATURE_MAX - state.temperature) // TEMPERATURE_STEP)
    if steps:
        parts.append(
            Text(N_plural("temperature {count} step", "temperature {count} steps"), {"count": steps})
        )
    steps = max(0, (OXYGEN_MAX - state.oxygen) // OXYGEN_STEP)
    if steps:
        parts.append(Text(N_plural("oxygen {count} step", "oxygen {count} steps"), {"count": steps}))
    if state.ocean_pile:
        parts.append(Text(N_plural("{count} ocean", "{count} oceans"), {"count": state.ocean_pile}))
    if not parts:
        return None
    joined = tr(N_(", ")).join(p.translated() for p in parts)
    return Text(N_("Still missing: {steps}"), {"steps": joined}).translated()


def record_lines(result: SoloResult, game_key: str, store: RecordStore | None = None) -> list[str]:
    """Record this game once for its corporation; the lines saying the corporation's record (or
    why it could not be read or written)."""
    if not result.corporation:
        return []
    store = store if store is not None else record_store()
    found = store.read().error
    if found is not None and found.reason.template == store.messages.newer:
        # a newer version's file is its own: never replaced by this version, even with a copy kept
        return [found.translated(), tr(N_("This game was not recorded, so that file stays as it is."))]
    lines: list[str] = []
    try:
        update = store.record(result.corporation, won=result.won, score=result.total or 0, game_key=game_key)
    except RecordsError as exc:
        view = store.read()  # what is on disk is still shown when only the write failed
        lines.append(exc.translated())
        record = view.records.get(result.corporation)
        if record is not None:
            lines.append(record_words(result.corporation, record))
        return lines
    if update.backup is not None:
        lines.append(
            Text(
                N_("The records file could not be read: it was kept as {file} and a new one was started."),
                {"file": update.backup.name},
            ).translated()
        )
    lines.append(record_words(result.corporation, update.record))
    if update.counted and result.won and update.new_best and update.record.games > 1:
        lines.append(tr(N_("A new best score with this corporation!")))
    return lines


def record_words(corporation: str, record) -> str:
    """ "Credicor: 4 solo games, 2 completed, best 92 VP (Excellent performance)"."""
    params = {"corporation": names.card_name(corporation), "count": record.games}
    if record.best_winning_score is None:
        return Text(
            N_plural(
                "{corporation}: {count} solo game, none completed yet",
                "{corporation}: {count} solo games, none completed yet",
            ),
            params,
        ).translated()
    _rid, words = rating(record.best_winning_score)
    return Text(
        N_plural(
            "{corporation}: {count} solo game, {wins} completed, best {best} VP ({rating})",
            "{corporation}: {count} solo games, {wins} completed, best {best} VP ({rating})",
        ),
        {**params, "wins": record.wins, "best": record.best_winning_score, "rating": Text(words)},
    ).translated()
