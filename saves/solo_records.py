"""The local record of Terraforming Mars solo results, per corporation: the generic
results store (``saves.records``) over the file TM has always written,
``<data dir>/solo_records.json`` (format ``mars-tabletop-solo-records``), so records
kept by earlier versions keep loading and growing. Its messages name the solo records.

Use::

    store = SoloRecordStore()                # or SoloRecordStore(path)
    view = store.read()                      # never writes
    view.records["Ecoline"].wins, view.error  # error: a SoloRecordsError, or None
    update = store.record("Ecoline", won=True, score=52, game_key="1969:105")
    update.counted, update.new_best, update.backup
"""

from __future__ import annotations

from pathlib import Path

from game.i18n import N_
from saves.paths import default_data_dir
from saves.records import RecordMessages, RecordsError, RecordStore, RecordsWriteError

GAME_ID = "tm"
FILE_NAME = "solo_records.json"
FORMAT = "mars-tabletop-solo-records"


class SoloRecordsError(RecordsError):
    """The solo records file cannot be used (read) or the result could not be written."""


class SoloRecordsWriteError(SoloRecordsError, RecordsWriteError):
    """A solo result could not be recorded; the file on disk is unchanged."""


SOLO_MESSAGES = RecordMessages(
    damaged=N_("The solo records file is damaged and could not be read."),
    newer=N_(
        "The solo records file was written by a newer version of Mars Tabletop (format {version}; "
        "this version reads format {supported})."
    ),
    unreadable=N_("The solo records file could not be read."),
    not_recorded=N_("The solo result could not be recorded."),
    no_backup=N_(
        "The solo result could not be recorded: the unreadable records file could not be backed up."
    ),
)


def default_records_path() -> Path:
    return default_data_dir() / FILE_NAME


class SoloRecordStore(RecordStore):
    """TM's solo results per corporation (the category)."""

    error = SoloRecordsError
    write_error = SoloRecordsWriteError
    messages = SOLO_MESSAGES

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(GAME_ID, path if path is not None else default_records_path(), format=FORMAT)


__all__ = [
    "FILE_NAME",
    "SoloRecordStore",
    "SoloRecordsError",
    "SoloRecordsWriteError",
    "default_records_path",
]
