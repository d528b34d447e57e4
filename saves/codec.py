"""Bytes <-> ``SaveFile``: strict parsing of untrusted files, compact writing.

``decode`` turns any byte string into a validated ``SaveFile`` or raises a
``SaveError`` subclass saying what is wrong: not UTF-8, not JSON, cut short,
nested too deeply, repeated keys, numbers out of range, not a save at all, a
newer format, or a schema violation (wrong type, missing or unknown key).
``encode`` is its inverse for records built by ``saves.model.record_match``.
"""

from __future__ import annotations

import json
import math
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from game.i18n import N_
from saves.errors import (
    CorruptSaveError,
    FutureVersionError,
    InvalidSaveError,
    SaveWriteError,
    TruncatedSaveError,
)
from saves.model import FORMAT, MAX_COMMANDS, SCHEMA_VERSION, SaveFile, SaveHeader

#: A save of a long game is a few hundred kilobytes; anything far bigger is not one
#: (and parsing it would take seconds and hundreds of megabytes).
MAX_SAVE_BYTES = 8 * 1024 * 1024

#: How much of a file ``read_header`` looks at: the fields before the setup are a few hundred bytes.
HEADER_BYTES = 64 * 1024
#: The first key after the header fields; everything from it on is skipped by ``read_header``.
_HEADER_END = frozenset({"seed", "setup", "commands", "snapshot"})

_BOM = "\ufeff"


class _DuplicateKey(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


class _BadNumber(Exception):
    pass


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return obj


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _BadNumber(text)
    return value


def _constant(text: str) -> Any:
    raise _BadNumber(text)


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


_PARTIAL_TAIL = re.compile(r"(t|tr|tru|f|fa|fal|fals|n|nu|nul|-|\.|[eE][+-]?)")

_PARTIAL_ESCAPE = re.compile(r"u[0-9a-fA-F]{0,4}(\\(u[0-9a-fA-F]{0,4})?)?")


def _ends_early(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON error is the text stopping short rather than a wrong character."""
    rest = text[exc.pos :].rstrip()
    if not rest or exc.msg.startswith("Unterminated string"):
        return True  # the parser ran out of input (a string runs to the end)
    if exc.msg.startswith("Invalid \\uXXXX escape"):
        return _PARTIAL_ESCAPE.fullmatch(rest) is not None  # cut inside a \uXXXX escape
    return _PARTIAL_TAIL.fullmatch(rest) is not None  # cut inside true/false/null or a number


def parse_json(data: bytes, *, path: Path | None = None) -> Any:
    """Strictly parse UTF-8 JSON (a leading BOM is allowed) or raise a ``SaveError``."""
    if len(data) > MAX_SAVE_BYTES:
        raise CorruptSaveError(
            N_("The file is too large to be a save file."), path=path, detail=f"{len(data)} bytes"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data" and exc.end >= len(data):
            raise TruncatedSaveError(
                N_("The save file is incomplete: it ends too early."), path=path, detail=str(exc)
            ) from None
        raise CorruptSaveError(
            N_("The save file is damaged: it is not readable text."), path=path, detail=str(exc)
        ) from None
    if text.startswith(_BOM):
        text = text[1:]
    if not text.strip():
        raise TruncatedSaveError(N_("The save file is empty."), path=path)
    try:
        return json.loads(text, object_pairs_hook=_object, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        if _ends_early(text, exc):
            raise TruncatedSaveError(
                N_("The save file is incomplete: it ends too early."), path=path, detail=str(exc)
            ) from None
        raise CorruptSaveError(
            N_("The save file is damaged near line {line}, column {column}."),
            path=path,
            detail=exc.msg,
            line=exc.lineno,
            column=exc.colno,
        ) from None
    except RecursionError:
        raise CorruptSaveError(N_("The save file is nested too deeply."), path=path) from None
    except _DuplicateKey as exc:
        raise InvalidSaveError(
            N_("The save file repeats the key “{key}”."), path=path, key=_short(exc.key)
        ) from None
    except (_BadNumber, ValueError) as exc:
        # Infinity, NaN, 1e999, or an integer too long to convert.
        raise InvalidSaveError(
            N_("The save file contains a number that is out of range."), path=path, detail=str(exc)[:200]
        ) from None


def _field(loc: tuple[Any, ...]) -> str:
    return _short(".".join(str(part) for part in loc)) or "?"


def validate(data: Any, *, path: Path | None = None) -> SaveFile:
    """Check parsed JSON against the save schema."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InvalidSaveError(N_("This file is not a Mars Tabletop save."), path=path)
    version = data.get("schema_version")
    if type(version) is int and version > SCHEMA_VERSION:
        raise FutureVersionError(version, SCHEMA_VERSION, path=path)
    commands = data.get("commands")
    if isinstance(commands, list) and len(commands) > MAX_COMMANDS:
        raise InvalidSaveError(
            N_("The save file holds {count} moves, more than the {limit} any game can have."),
            path=path,
            count=len(commands),
            limit=MAX_COMMANDS,
        )
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        field = _field(first.get("loc", ()))
        detail = f"{field}: {first.get('msg', '')}"
        kind = first.get("type")
        if kind == "missing":
            template = N_("The save file is missing the field “{field}”.")
        elif kind == "extra_forbidden":
            template = N_("The save file has an unknown field “{field}”.")
        else:
            template = N_("The save file has a wrong value in the field “{field}”.")
        raise InvalidSaveError(template, path=path, detail=detail, field=field) from None
    except RecursionError:
        raise CorruptSaveError(N_("The save file is nested too deeply."), path=path) from None


def decode(data: bytes, *, path: Path | None = None) -> SaveFile:
    """Bytes of a save file -> a validated ``SaveFile`` (or a ``SaveError``)."""
    return validate(parse_json(data, path=path), path=path)


def _iso(stamp: datetime) -> str:
    return stamp.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return _iso(value)
    if isinstance(value, BaseModel):
        return {name: _plain(getattr(value, name)) for name in type(value).model_fields}
    return value


def to_document(record: SaveFile) -> dict[str, Any]:
    """The JSON document of ``record``, in the model's field order."""
    return {name: _plain(getattr(record, name)) for name in SaveFile.model_fields}


def encode(record: SaveFile, *, path: Path | None = None) -> bytes:
    """Compact UTF-8 JSON for ``record``; raise ``SaveWriteError`` if it cannot be a valid save."""
    document = to_document(record)
    try:
        SaveFile.model_validate(document)
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        return text.encode("utf-8")  # a lone surrogate fails here (UnicodeEncodeError)
    except (ValidationError, TypeError, ValueError, RecursionError) as exc:
        raise SaveWriteError(
            N_("The game could not be written as a save file."), path=path, detail=str(exc)[:500]
        ) from exc


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    return pos


def read_header(data: bytes) -> SaveHeader | None:
    """The fields a save lists before its game (format ... description), from the start of ``data``.

    Only the members before ``seed``/``setup``/``commands``/``snapshot`` are parsed, so the
    title screen does not read a whole game to show one line. ``None`` when the start is
    not such a header (the caller then reads the whole file and reports what is wrong).
    """
    text = data[:HEADER_BYTES].decode("utf-8", errors="ignore")
    if text.startswith(_BOM):
        text = text[1:]
    decoder = json.JSONDecoder(object_pairs_hook=_object, parse_float=_float, parse_constant=_constant)
    fields: dict[str, Any] = {}
    try:
        pos = _skip_space(text, 0)
        if not text.startswith("{", pos):
            return None
        pos = _skip_space(text, pos + 1)
        while True:
            key, pos = decoder.raw_decode(text, pos)
            pos = _skip_space(text, pos)
            if not isinstance(key, str) or not text.startswith(":", pos) or key in fields:
                return None
            if key in _HEADER_END:
                break
            value, pos = decoder.raw_decode(text, _skip_space(text, pos + 1))
            fields[key] = value
            pos = _skip_space(text, pos)
            if text.startswith(",", pos):
                pos = _skip_space(text, pos + 1)
                continue
            break  # "}" (a save without a game) or anything else: let the full read judge
        return SaveHeader.model_validate(fields)
    except (ValueError, RecursionError, _DuplicateKey, _BadNumber, ValidationError):
        return None
