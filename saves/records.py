"""Local records of finished games' results, for any game, per category.

A game keeps its results in one small versioned JSON file in the user data folder,
by default ``<data dir>/records/<game_id>.json`` (``saves.paths.default_data_dir``)::

    {"format": "mars-tabletop-records", "schema_version": 1,
     "records": {"Ecoline": {"games": 3, "wins": 1, "best_score": 52,
                             "best_winning_score": 52,
                             "last_played": "2026-01-01T09:00:00.000Z"}},
     "recent_games": ["1969:105"]}

The category is the game's to choose (a TM solo corporation, a faction, a scenario).
Per category: games played, games won, the best score of any game, the best score of a
won game (``null`` until the first win) and when it was last played. ``recent_games``
holds the keys of the last games recorded (the caller chooses them, e.g. seed and command
count), so a result shown twice is counted once. TM's solo records
(``saves.solo_records``) are this store over the file and format they always had.

Use::

    store = RecordStore("pig")               # or RecordStore("pig", path)
    view = store.read()                      # never writes
    view.records["Ecoline"].wins, view.error  # error: a RecordsError, or None
    update = store.record("Ecoline", won=True, score=52, game_key="1969:105")
    update.counted, update.new_best, update.backup

A file that cannot be used (damaged, hand-edited, from a newer version) is reported by
``read`` and left exactly as it is. Only when the next result is recorded is it replaced by
a new record holding that result, and before that it is copied to
``<name>.broken-<UTC time>`` (``update.backup``); if the copy fails, nothing is
overwritten and ``record`` raises. Writes are atomic (``saves.atomic``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from game.i18n import N_
from saves.atomic import atomic_write
from saves.codec import parse_json
from saves.errors import SaveError
from saves.model import UtcTime, utc_now
from saves.paths import default_data_dir

RECORDS_FOLDER = "records"
FORMAT = "mars-tabletop-records"
SCHEMA_VERSION = 1
MAX_RECENT_GAMES = 200
MAX_FILE_BYTES = 1024 * 1024
SCORE_LIMIT = 1_000_000


class RecordsError(SaveError):
    """A records file cannot be used (read) or the result could not be written."""


class RecordsWriteError(RecordsError):
    """A result could not be recorded; the file on disk is unchanged."""


class ResultRecord(BaseModel):
    """The results of every recorded game of one category."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    games: int = Field(ge=1, le=SCORE_LIMIT)
    wins: int = Field(ge=0, le=SCORE_LIMIT)
    best_score: int = Field(ge=-SCORE_LIMIT, le=SCORE_LIMIT)
    best_winning_score: int | None = Field(default=None, ge=-SCORE_LIMIT, le=SCORE_LIMIT)
    last_played: UtcTime

    @model_validator(mode="after")
    def _consistent(self) -> ResultRecord:
        if self.wins > self.games:
            raise ValueError("more wins than games")
        if (self.best_winning_score is None) != (self.wins == 0):
            raise ValueError("best_winning_score is set exactly when there is a win")
        if self.best_winning_score is not None and self.best_winning_score > self.best_score:
            raise ValueError("best_winning_score is above best_score")
        return self

    def with_result(self, won: bool, score: int, when: datetime) -> ResultRecord:
        best_win = self.best_winning_score
        if won:
            best_win = score if best_win is None else max(best_win, score)
        return ResultRecord(
            games=self.games + 1,
            wins=self.wins + (1 if won else 0),
            best_score=max(self.best_score, score),
            best_winning_score=best_win,
            last_played=max(self.last_played, when),
        )

    @classmethod
    def first(cls, won: bool, score: int, when: datetime) -> ResultRecord:
        return cls(
            games=1,
            wins=1 if won else 0,
            best_score=score,
            best_winning_score=score if won else None,
            last_played=when,
        )


class RecordsFile(BaseModel):
    """The file, exactly as stored."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    format: str = Field(min_length=1, max_length=100)
    schema_version: Literal[1]
    records: dict[str, ResultRecord]
    recent_games: list[str] = Field(default_factory=list, max_length=MAX_RECENT_GAMES)

    @model_validator(mode="after")
    def _names(self) -> RecordsFile:
        for name in self.records:
            if not 1 <= len(name) <= 100:
                raise ValueError("a category must have 1 to 100 characters")
        for key in self.recent_games:
            if not 1 <= len(key) <= 200:
                raise ValueError("a game key must have 1 to 200 characters")
        return self


@dataclass(frozen=True, slots=True)
class RecordsView:
    """What ``read`` found: the records (empty if there are none or the file is unusable)."""

    records: Mapping[str, ResultRecord]
    error: RecordsError | None = None

    @property
    def broken(self) -> bool:
        return self.error is not None

    @property
    def games(self) -> int:
        return sum(r.games for r in self.records.values())

    @property
    def wins(self) -> int:
        return sum(r.wins for r in self.records.values())


@dataclass(frozen=True, slots=True)
class RecordUpdate:
    """What ``record`` did."""

    records: Mapping[str, ResultRecord]
    category: str
    counted: bool  # False: this game_key was already recorded, nothing was written
    new_best: bool  # the score beats every earlier game of this category (or is the first)
    backup: Path | None = None  # where an unusable file was copied before it was replaced

    @property
    def record(self) -> ResultRecord:
        return self.records[self.category]


@dataclass(frozen=True, slots=True)
class RecordMessages:
    """What the player is told when a records file fails (English msgids, marked with ``N_``)."""

    damaged: str = N_("The file of recorded results is damaged and could not be read.")
    newer: str = N_(
        "The file of recorded results was written by a newer version of Mars Tabletop "
        "(format {version}; this version reads format {supported})."
    )
    unreadable: str = N_("The file of recorded results could not be read.")
    not_recorded: str = N_("The result could not be recorded.")
    no_backup: str = N_(
        "The result could not be recorded: the unreadable file of results could not be backed up."
    )


def default_records_path(game_id: str) -> Path:
    """``<data dir>/records/<game_id>.json``."""
    return default_data_dir() / RECORDS_FOLDER / f"{game_id}.json"


def _iso(stamp: datetime) -> str:
    return stamp.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def encode_records(data: RecordsFile) -> bytes:
    document = {
        "format": data.format,
        "schema_version": data.schema_version,
        "records": {
            name: {
                "games": r.games,
                "wins": r.wins,
                "best_score": r.best_score,
                "best_winning_score": r.best_winning_score,
                "last_played": _iso(r.last_played),
            }
            for name, r in sorted(data.records.items())
        },
        "recent_games": list(data.recent_games),
    }
    RecordsFile.model_validate(document)  # what is written must read back
    return (json.dumps(document, ensure_ascii=False, indent=1, allow_nan=False) + "\n").encode("utf-8")


class RecordStore:
    """The records of ``game_id`` in ``path`` (default: ``default_records_path(game_id)``), a file of
    format ``format``; failures raise ``error`` / ``write_error`` with ``messages``."""

    error: type[RecordsError] = RecordsError
    write_error: type[RecordsWriteError] = RecordsWriteError
    messages = RecordMessages()

    def __init__(self, game_id: str, path: Path | None = None, *, format: str = FORMAT) -> None:
        self.game_id = game_id
        self.path = path if path is not None else default_records_path(game_id)
        self.format = format

    def empty(self) -> RecordsFile:
        return RecordsFile(format=self.format, schema_version=SCHEMA_VERSION, records={})

    def decode(self, raw: bytes, *, path: Path | None = None) -> RecordsFile:
        """Bytes of a records file -> the validated file, or ``self.error``."""
        damaged = self.messages.damaged
        if len(raw) > MAX_FILE_BYTES:
            raise self.error(damaged, path=path, detail=f"{len(raw)} bytes")
        try:
            data = parse_json(raw, path=path)
        except SaveError as exc:
            raise self.error(damaged, path=path, detail=exc.english()) from None
        if not isinstance(data, dict) or data.get("format") != self.format:
            raise self.error(damaged, path=path, detail=f"not a {self.format} file")
        version = data.get("schema_version")
        if type(version) is int and version > SCHEMA_VERSION:
            raise self.error(self.messages.newer, path=path, version=version, supported=SCHEMA_VERSION)
        try:
            return RecordsFile.model_validate(data)
        except ValidationError as exc:
            first = exc.errors(include_url=False)[0]
            where = ".".join(str(part) for part in first.get("loc", ()))
            raise self.error(damaged, path=path, detail=f"{where}: {first.get('msg', '')}") from None

    def _load(self) -> RecordsFile:
        """The file's records; empty when there is no file; ``self.error`` when unusable."""
        try:
            with open(self.path, "rb") as fh:
                raw = fh.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return self.empty()
        except OSError as exc:
            raise self.error(self.messages.unreadable, path=self.path, detail=str(exc)) from None
        return self.decode(raw, path=self.path)

    def read(self) -> RecordsView:
        """The records now on disk. Never writes, whatever state the file is in."""
        try:
            return RecordsView(dict(self._load().records))
        except RecordsError as exc:
            return RecordsView({}, exc)

    def record(
        self,
        category: str,
        *,
        won: bool,
        score: int,
        game_key: str | None = None,
        when: datetime | None = None,
    ) -> RecordUpdate:
        """Add one finished game of ``category``. Raises ``self.write_error`` if it cannot be
        written (the file is then unchanged)."""
        if not 1 <= len(category) <= 100:
            raise ValueError("a category must have 1 to 100 characters")
        if game_key is not None and not 1 <= len(game_key) <= 200:
            raise ValueError("a game key must have 1 to 200 characters")
        when = when.astimezone(UTC) if when is not None else utc_now()
        backup = None
        try:
            current = self._load()
        except RecordsError:
            if self.path.is_dir():
                raise self.write_error(
                    self.messages.not_recorded, path=self.path, detail="the records path is a folder"
                ) from None
            backup = self._back_up_unusable(when)
            current = self.empty()
        if game_key is not None and game_key in current.recent_games:
            return RecordUpdate(dict(current.records), category, counted=False, new_best=False)
        old = current.records.get(category)
        new = ResultRecord.first(won, score, when) if old is None else old.with_result(won, score, when)
        records = {**current.records, category: new}
        recent = list(current.recent_games)
        if game_key is not None:
            recent = (recent + [game_key])[-MAX_RECENT_GAMES:]
        data = RecordsFile(
            format=self.format, schema_version=SCHEMA_VERSION, records=records, recent_games=recent
        )
        try:
            atomic_write(self.path, encode_records(data))
        except OSError as exc:
            raise self.write_error(self.messages.not_recorded, path=self.path, detail=str(exc)) from None
        return RecordUpdate(
            records, category, counted=True, new_best=old is None or score > old.best_score, backup=backup
        )

    def _back_up_unusable(self, when: datetime) -> Path:
        """Copy the unusable file aside under a name no later write reuses."""
        stamp = when.strftime("%Y%m%dT%H%M%SZ")
        target = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.broken-{stamp}-{n}")
        try:
            raw = self.path.read_bytes()
            atomic_write(target, raw, backup=False)
        except OSError as exc:
            raise self.write_error(self.messages.no_backup, path=self.path, detail=str(exc)) from None
        return target


__all__ = [
    "FORMAT",
    "RecordMessages",
    "RecordStore",
    "RecordUpdate",
    "RecordsError",
    "RecordsFile",
    "RecordsView",
    "RecordsWriteError",
    "ResultRecord",
    "default_records_path",
]
