"""A small seeded random generator whose whole state is one integer.

Games keep an ``Rng`` inside their state (the boardgame.io idea): cloning the
state clones the generator, saving the state saves it, and replaying the same
commands from the same seed draws the same numbers on every Python version.
The algorithm is PCG32 (XSH RR output), which is simple and well tested.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407  # must be odd


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        if state is not None:
            self.state = state & _MASK64
            return
        # Standard PCG seeding: advance once, add the seed, advance again.
        self.state = 0
        self._next()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._next()

    def _next(self) -> int:
        old = self.state
        self.state = (old * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def randbelow(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        if n > 1 << 32:
            raise ValueError("randbelow draws from 32 bits: n must be at most 2**32")  # else it never returns
        if n == 1:
            return 0
        threshold = (1 << 32) % n
        while True:  # _next, inlined: every die roll and shuffle step comes here
            old = self.state
            self.state = (old * _MULT + _INC) & _MASK64
            xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
            rot = old >> 59
            r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF
            if r >= threshold:
                return r % n

    def picks(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` draws of ``choice(items)`` in a row (the same numbers, one call for all: dice rolls)."""
        n = len(items)
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        if n > 1 << 32:
            raise ValueError("randbelow draws from 32 bits: n must be at most 2**32")
        if n == 1:
            return [items[0]] * k
        threshold = (1 << 32) % n
        state = self.state
        out: list[T] = []
        append = out.append
        while len(out) < k:  # randbelow's loop, the state kept in a local
            old = state
            state = (old * _MULT + _INC) & _MASK64
            xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
            rot = old >> 59
            r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF
            if r >= threshold:
                append(items[r % n])
        self.state = state
        return out

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in ``[low, high]`` (both ends included)."""
        return low + self.randbelow(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def clone(self) -> Rng:
        # Every applied command clones the generator: skip __init__'s seeding branch.
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
