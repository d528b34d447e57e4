"""The save file format: versioned JSON described by pydantic models.

A save records a game as its setup, seed and command list (the game *is* its
history), plus a snapshot of the position those commands reach so loading can
prove the replay is faithful. A file looks like::

    {"format": "mars-tabletop-save", "schema_version": 1, "app_version": "0.1.0",
     "game_id": "pig", "created": "2026-01-01T09:00:00Z", "updated": "...",
     "description": {"template": "Scores {scores}", "params": {"scores": "3-0"}},
     "seed": 7, "setup": {...}, "commands": [{"kind": "roll", "seat": 0}, ...],
     "snapshot": {...}}

Validation is strict: wrong types, missing keys and extra keys are refused, so
a hand-edited file fails loudly instead of being half understood. Bump
``SCHEMA_VERSION`` (and teach ``saves.codec`` to migrate) when the layout
changes; files with a higher version are refused as coming from the future.

Format 2 adds ``rules_version`` (the game's ``GameRules.rules_version`` the
snapshot was made under: ``saves.restore`` checks the snapshot only when it is
the current one and otherwise rebuilds the game by replay) and ``finished``
(whether the game was over, so the title screen knows without replaying).
Format 1 files have neither and still load. Add a folder to the save corpus
(``tests/saves/corpus/make_corpus.py``) whenever either version changes.
"""

from __future__ import annotations

import weakref
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from game.core import Command, Match, command_to_data
from game.i18n import N_, Text
from game.product import app_version  # noqa: F401  (saves record it; tests read it here)

FORMAT = "mars-tabletop-save"
SCHEMA_VERSION = 2

#: A game longer than this is not one a player played (a long 5-player game has a few thousand).
MAX_COMMANDS = 50_000

#: Seeds are stored as JSON integers; the engines' PCG generator uses 64 bits.
SEED_MIN = -(2**63)
SEED_LIMIT = 2**64

#: Longest text a description parameter may hold (a player name, a number): descriptions are one line.
MAX_DESCRIPTION_TEXT = 200

Scalar = Annotated[str, Field(max_length=MAX_DESCRIPTION_TEXT)] | int | float | bool | None


def _utc(value: Any) -> datetime:
    """Parse an ISO 8601 timestamp with a time zone into an aware UTC datetime."""
    if isinstance(value, datetime):
        stamp = value
    elif isinstance(value, str):
        try:
            stamp = datetime.fromisoformat(value)
        except ValueError:
            raise ValueError("not an ISO 8601 timestamp") from None
    else:
        raise ValueError("a timestamp must be an ISO 8601 string")
    if stamp.tzinfo is None or stamp.utcoffset() is None:
        raise ValueError("a timestamp needs a time zone")
    try:
        return stamp.astimezone(UTC)
    except (OverflowError, ValueError):
        raise ValueError("timestamp out of range") from None


UtcTime = Annotated[datetime, BeforeValidator(_utc)]


class Description(BaseModel):
    """``rules.describe(state)`` kept as template + params, shown in any language."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    template: str = Field(max_length=MAX_DESCRIPTION_TEXT)
    params: dict[str, Scalar] = Field(default_factory=dict, max_length=16)

    def text(self) -> Text:
        """Unchecked: only for a template this app wrote (see ``SaveFile.description_text``)."""
        return Text(self.template, dict(self.params))

    @classmethod
    def of(cls, text: Text) -> Description:
        params = {
            str(k): v if v is None or isinstance(v, str | int | float | bool) else str(v)
            for k, v in text.params.items()
        }
        return cls(template=text.template, params=params)


class SaveHeader(BaseModel):
    """The fields before the game in a save file (``saves.codec.read_header``): enough to list it."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    format: Literal["mars-tabletop-save"]
    schema_version: Literal[1, 2]
    app_version: str = Field(max_length=100)
    game_id: str = Field(min_length=1, max_length=64)
    rules_version: int | None = Field(default=None, ge=1, lt=2**31)
    finished: bool | None = None
    created: UtcTime
    updated: UtcTime
    description: Description

    def description_text(self) -> Text:
        return description_text(self.game_id, self.description)


class SaveFile(SaveHeader):
    """One save file, exactly as stored on disk: the header, then the game."""

    seed: int = Field(ge=SEED_MIN, lt=SEED_LIMIT)
    setup: dict[str, Any]
    commands: list[dict[str, Any]] = Field(max_length=MAX_COMMANDS)
    snapshot: dict[str, Any]

    @model_validator(mode="after")
    def _fields_of_its_format(self) -> SaveFile:
        fields = self.model_fields_set
        if self.schema_version == 1 and fields & {"rules_version", "finished"}:
            raise ValueError("format 1 has no rules_version or finished")
        if self.schema_version >= 2 and not {"rules_version", "finished"} <= fields:
            raise ValueError("format 2 needs rules_version and finished")
        return self


def description_text(game_id: str, description: Description) -> Text:
    """The description, if its template is one the game itself writes; otherwise a neutral text.

    A template from the file is never used as a format string: ``{x.__class__}``, ``{x[0]}``
    or ``{x:>1000000000}`` would reach into Python objects or exhaust memory.
    """
    from game import registry

    if registry.is_registered(game_id):
        rules = registry.get_rules(game_id)
        if description.template in getattr(rules, "description_templates", ()):
            renamed = getattr(rules, "description_aliases", {}).get(description.template)
            return Text(renamed, dict(description.params)) if renamed else description.text()
    return Text(N_("No description"))


def utc_now() -> datetime:
    """Now, in UTC, to the millisecond (file timestamps need no more)."""
    now = datetime.now(UTC)
    return now.replace(microsecond=now.microsecond // 1000 * 1000)


# Per live match: the commands last converted and their data. Autosave runs after
# every command, and usually only the newest commands are new since last time.
_COMMAND_DATA: weakref.WeakKeyDictionary[Match, tuple[list[Command], list[dict[str, Any]]]] = (
    weakref.WeakKeyDictionary()
)


def commands_data(match: Match) -> list[dict[str, Any]]:
    """``command_to_data`` of every command of ``match``, reusing the last conversion."""
    commands = list(match.commands)
    known, data = _COMMAND_DATA.get(match, ([], []))
    same = 0
    for old, new in zip(known, commands, strict=False):
        if old is not new:
            break
        same += 1
    data = data[:same] + [command_to_data(c) for c in commands[same:]]
    _COMMAND_DATA[match] = (commands, data)
    return list(data)


def record_match(match: Match, *, created: datetime, updated: datetime) -> SaveFile:
    """The save record of ``match`` as it stands now (not yet validated)."""
    rules = match.rules
    return SaveFile.model_construct(
        format=FORMAT,
        schema_version=SCHEMA_VERSION,
        app_version=app_version(),
        game_id=rules.game_id,
        rules_version=rules.rules_version,
        finished=bool(rules.is_over(match.state)),
        created=created,
        updated=updated,
        description=Description.of(rules.describe(match.state)),
        seed=match.seed,
        setup=rules.setup_to_data(match.setup),
        commands=commands_data(match),
        snapshot=rules.snapshot(match.state),
    )
