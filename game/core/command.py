"""Commands: the only way a player (or the UI, or an AI) changes a game.

A command is a small frozen dataclass naming the seat that sends it and its
arguments. It serialises to a plain dict ``{"kind": ..., "seat": ..., ...}`` so
a game is fully described by (setup, seed, command list). Commands coming from
outside (save files, scenario files, the automation flags) are validated with
pydantic at that edge by ``command_from_data``.

Every command checks the types of its fields when it is built (an ``int``
field takes an ``int``, not ``1.0`` or ``True``; a ``str`` field a ``str``; a
``tuple[str, ...]`` a tuple of them) and refuses anything else with
``IllegalCommand``: a command built wrongly in Python would otherwise be
accepted and written into a save that cannot load.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, TypeVar

from pydantic import TypeAdapter, ValidationError

from game.core.errors import IllegalCommand
from game.i18n import N_, Text


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_str(value: Any) -> bool:
    return type(value) is str


def _is_str_tuple(value: Any) -> bool:
    return type(value) is tuple and all(type(v) is str for v in value)


#: What each field type accepts, and how a refusal names it.
_CHECKS: dict[Any, tuple[Callable[[Any], bool], str]] = {
    int: (_is_int, N_("a whole number")),
    str: (_is_str, N_("a text")),
    tuple[str, ...]: (_is_str_tuple, N_("a list of texts")),
}


@cache
def _field_checks(cls: type) -> tuple[tuple[str, Callable[[Any], bool], str], ...]:
    hints = typing.get_type_hints(cls)
    checks = []
    for f in dataclasses.fields(cls):
        check = _CHECKS.get(hints[f.name])
        if check is None:
            raise TypeError(f"{cls.__name__}.{f.name}: commands hold only int, str and tuple[str, ...]")
        checks.append((f.name, *check))
    return tuple(checks)


@dataclass(frozen=True, slots=True)
class Command:
    """Base class: every command names the seat that sends it."""

    seat: int
    KIND: ClassVar[str] = ""
    GAME: ClassVar[str] = ""

    def __post_init__(self) -> None:
        for name, accepts, expected in _field_checks(type(self)):
            value = getattr(self, name)
            if not accepts(value):
                raise IllegalCommand(
                    N_("The {kind} command needs {field} to be {expected}, not {value}."),
                    kind=type(self).KIND or type(self).__name__,
                    field=name,
                    expected=Text(expected),
                    value=repr(value)[:60],
                )


C = TypeVar("C", bound=type[Command])
K = TypeVar("K", bound=Command)


def interned(cls: type[K]) -> Callable[..., K]:
    """A constructor of ``cls`` that builds each distinct command once and then hands out that
    same (frozen, so shareable) instance: an engine lists the same legal commands position after
    position, and this spares it the field checks and the allocation. Only for arguments the
    engine itself computed with the right types: the cache compares arguments by equality, so
    ``True`` would find the instance built for ``1`` instead of being refused."""
    return cache(cls)


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


#: Our own words for pydantic's error types (its English text must not reach a Japanese screen).
_PROBLEMS = {
    "missing": N_("missing"),
    "int_type": N_("not a whole number"),
    "int_parsing": N_("not a whole number"),
    "int_from_float": N_("not a whole number"),
    "string_type": N_("not a text"),
    "tuple_type": N_("not a list"),
    "list_type": N_("not a list"),
}


def command_from_data(game_id: str, data: Any) -> Command:
    """Build a command from untrusted data; raise ``IllegalCommand`` if malformed."""
    if not isinstance(data, dict):
        raise IllegalCommand(N_("A command must be an object, not {what}."), what=type(data).__name__)
    kind = data.get("kind")
    cls = _REGISTRY.get(game_id, {}).get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalCommand(N_("Unknown command kind: {kind}."), kind=repr(kind)[:60])
    fields = {k: v for k, v in data.items() if k != "kind"}
    known = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(str(k) for k in fields if k not in known)
    if unknown:
        raise IllegalCommand(
            N_("Malformed {kind} command: {field}: {problem}"),
            kind=kind,
            field=unknown[0][:60],
            problem=Text(N_("not a field of this command")),
        )
    try:
        return _adapter(cls).validate_python(fields, strict=False)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or kind
        problem = _PROBLEMS.get(first.get("type"), N_("a wrong value"))
        raise IllegalCommand(
            N_("Malformed {kind} command: {field}: {problem}"),
            kind=kind,
            field=where[:60],
            problem=Text(problem),
        ) from None
