"""Turn engine states into canonical JSON for snapshots and comparisons.

States are slotted dataclasses; ``to_data`` walks them generically. Two states
are the same position exactly when ``canonical_json(to_data(a))`` equals that of
``b``, byte for byte.
"""

from __future__ import annotations

import dataclasses
import enum
import json
from functools import cache
from typing import Any

from game.core.rng import Rng


def to_data(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError("non-finite float in game state")
        return value
    if isinstance(value, enum.Enum):
        return to_data(value.value)
    if isinstance(value, Rng):
        return {"rng": value.state}
    names = _field_names(type(value))
    if names is not None:
        return {name: to_data(getattr(value, name)) for name in names}
    if isinstance(value, dict):
        return {_key(k): to_data(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_data(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted((to_data(v) for v in value), key=canonical_json)
    raise TypeError(f"cannot serialise {type(value).__name__} in game state")


@cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """A dataclass's field names in order (None for any other type); looked up once per class,
    as snapshots, views and saves walk thousands of instances."""
    if not dataclasses.is_dataclass(cls):
        return None
    return tuple(f.name for f in dataclasses.fields(cls))


def _key(key: Any) -> str:
    if isinstance(key, enum.Enum):
        key = key.value
    if isinstance(key, str):
        return key
    if isinstance(key, bool | int):
        return str(key)
    raise TypeError(f"unsupported dict key {key!r} in game state")


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
