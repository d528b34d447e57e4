"""The Dice Game's slot builders (``game.tmdice.slots``): a made object equals the one its class's
``__init__`` makes (defaults included), a clone takes every slot over (containers copied), and a slot
named that the class lacks is refused when the clone is written."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from game.core import Applied, Event, TurnFacts
from game.tmdice import commands as C
from game.tmdice.slots import cloner, maker


def test_maker_builds_what_init_builds():
    assert maker(TurnFacts)(3, True, False) == TurnFacts(3, True, False)
    make_event = maker(Event)
    assert make_event("roll", "t", {"a": 1}) == Event("roll", "t", {"a": 1})
    assert make_event("roll", "t", {}, 1, (0,)) == Event("roll", "t", {}, 1, (0,))
    applied = maker(Applied)("s")
    assert (applied.state, applied.events, applied.turn) == ("s", (), None)
    assert maker(C.Production)(1, ("plant",)) == C.Production(1, ("plant",), ())
    with pytest.raises(TypeError):
        maker(TurnFacts)(3, True)  # a field without a default is asked for


@dataclass(slots=True)
class _Thing:
    name: str
    items: list[int] = field(default_factory=list)
    inner: _Inner | None = None
    mine: int = 0


@dataclass(slots=True)
class _Inner:
    n: int = 0

    def clone(self) -> _Inner:
        return _Inner(self.n)


def test_cloner_takes_every_slot_over_and_copies_the_named_ones():
    thing = _Thing("a", [1, 2], _Inner(5), 7)
    twin = cloner(_Thing, copied=("items",), cloned=("inner",))(thing)
    assert twin == thing
    assert twin.items is not thing.items and twin.inner is not thing.inner and twin.name is thing.name
    partial = cloner(_Thing, own=("mine",))(thing)
    with pytest.raises(AttributeError):
        _ = partial.mine  # left for the caller to set
    assert partial.items is thing.items  # neither copied nor cloned: shared


def test_cloner_refuses_a_slot_the_class_lacks():
    with pytest.raises(ValueError, match="no slots"):
        cloner(_Thing, copied=("item",))
