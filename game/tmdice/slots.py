"""Builders of the Dice Game's slotted dataclasses for the hot path (every ``apply`` clones the state
and makes events, turn facts and its result): ``maker`` builds a frozen object from its fields with
its slots set directly (the frozen ``__init__`` and its checks skipped: the same object, a third of
the time), ``cloner`` copies an object slot by slot (faster than ``__init__``).

Each writes its function once per class, as ``dataclasses`` writes ``__init__``: the lines one would
write by hand, so it costs what they cost (a loop over the slots took twice the time;
bench/tmdice_games.py measures clone and apply), and it never leaves a slot out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import MISSING, fields
from typing import Any


def maker(cls: type) -> Callable[..., Any]:
    """``cls(*fields)`` for a frozen slotted dataclass: its fields in order (with their defaults),
    the slots set through their descriptors."""
    names = {"_new": object.__new__, "_cls": cls}
    params, body = [], []
    for f in fields(cls):
        names[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            names[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        body.append(f"    _set_{f.name}(obj, {f.name})")
    source = "\n".join([f"def make({', '.join(params)}):", "    obj = _new(_cls)", *body, "    return obj"])
    return _compile(source, "make", names, f"{cls.__name__}(...), its slots set directly")


def cloner(
    cls: type, copied: Iterable[str] = (), cloned: Iterable[str] = (), own: Iterable[str] = ()
) -> Callable[[Any], Any]:
    """A copy of a ``cls`` object: every slot taken over, ``copied`` ones by ``.copy()``, ``cloned``
    ones by ``.clone()``; ``own`` ones are left for the caller to set."""
    copied, cloned, own = set(copied), set(cloned), set(own)
    slots = [f.name for f in fields(cls)]
    unknown = (copied | cloned | own) - set(slots)
    if unknown:
        raise ValueError(f"{cls.__name__} has no slots {sorted(unknown)}")
    body = []
    for name in slots:
        if name in own:
            continue
        how = ".copy()" if name in copied else ".clone()" if name in cloned else ""
        body.append(f"    twin.{name} = self.{name}{how}")
    source = "\n".join(["def clone(self):", "    twin = _new(_cls)", *body, "    return twin"])
    return _compile(source, "clone", {"_new": object.__new__, "_cls": cls}, f"a copy of a {cls.__name__}")


def _compile(source: str, name: str, names: dict[str, Any], doc: str) -> Callable[..., Any]:
    exec(compile(source, f"<{name} of game.tmdice.slots>", "exec"), names)  # noqa: S102 - our own lines
    function = names[name]
    function.__doc__ = doc
    return function
