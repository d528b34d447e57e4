"""Commands: the only way a player (or the UI, or an AI) changes a game.

A command is a small frozen dataclass naming the seat that sends it and its
arguments. It serialises to a plain dict ``{"kind": ..., "seat": ..., ...}`` so
a game is fully described by (setup, seed, command list). Commands coming from
outside (save files, scenario files, the automation flags) are validated with
pydantic at that edge by ``command_from_data``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, TypeVar

from pydantic import TypeAdapter, ValidationError

from game.core.errors import IllegalCommand
from game.i18n import N_


@dataclass(frozen=True, slots=True)
class Command:
    """Base class: every command names the seat that sends it."""

    seat: int
    KIND: ClassVar[str] = ""
    GAME: ClassVar[str] = ""


C = TypeVar("C", bound=type[Command])

_REGISTRY: dict[str, dict[str, type[Command]]] = {}


def register_command(game_id: str, kind: str):
    """Class decorator: make a command class known under ``(game_id, kind)``."""

    def wrap(cls: C) -> C:
        by_kind = _REGISTRY.setdefault(game_id, {})
        if kind in by_kind and by_kind[kind] is not cls:
            raise ValueError(f"command kind {kind!r} registered twice for {game_id!r}")
        cls.KIND = kind
        cls.GAME = game_id
        by_kind[kind] = cls
        return cls

    return wrap


def command_kinds(game_id: str) -> dict[str, type[Command]]:
    return dict(_REGISTRY.get(game_id, {}))


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def command_to_data(command: Command) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": command.KIND}
    for f in dataclasses.fields(command):
        data[f.name] = _plain(getattr(command, f.name))
    return data


@cache
def _adapter(cls: type[Command]) -> TypeAdapter:
    return TypeAdapter(cls)


def command_from_data(game_id: str, data: Any) -> Command:
    """Build a command from untrusted data; raise ``IllegalCommand`` if malformed."""
    if not isinstance(data, dict):
        raise IllegalCommand(N_("A command must be an object, not {what}."), what=type(data).__name__)
    kind = data.get("kind")
    cls = _REGISTRY.get(game_id, {}).get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalCommand(N_("Unknown command kind: {kind}."), kind=repr(kind))
    fields = {k: v for k, v in data.items() if k != "kind"}
    try:
        return _adapter(cls).validate_python(fields, strict=False)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or kind
        raise IllegalCommand(
            N_("Malformed {kind} command: {field}: {problem}"), kind=kind, field=where, problem=first["msg"]
        ) from None
