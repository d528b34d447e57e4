"""The commands the current seat may send (contract: ``legal_commands``), complete and lazy.

Every distinct legal choice is listed once, in a canonical form (after python-chess's lazy
``legal_moves`` and OpenSpiel's distinct actions):

* a payment is a distinct multiset of dice faces and ``"wild"`` tokens, written as a sorted tuple
  (``payment.encode``); two payments of the same multiset have the same effect, so only the sorted
  one is listed (``apply`` accepts any order: ``canonical`` maps a command to its listed form);
* a Production turn is every choice of up to the keep limit among the dice held (a sorted multiset
  of faces) times every sub-multiset of the hand to discard (sorted names);
* a pending decision's answers, and for a payment decision every distinct payment.

The list is grouped by action: each group holds the alternatives of one action (one card, one
standard action, one die change, one production keep) and its first member is the default form
(dice first and wild tokens for the rest; no discard). ``LegalCommands`` is a ``Sequence`` that
builds a command only when it is asked for: a Production turn can have thousands of keep x discard
choices, which ``len``, indexing, ``in`` and the groups answer without building them. Bots and
random players use ``defaults()`` (one command per action) or pick a group first (``groups``).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache

from game.core import Command
from game.core.command import interned
from game.tmdice import commands as C
from game.tmdice import placement
from game.tmdice.cardplay import card_cost, reductions
from game.tmdice.decisions import ChoosePayment
from game.tmdice.dice import COLOURS, FACE_COLOUR, TIERS
from game.tmdice.flow import KEEP, STANDARD, can_end_turn
from game.tmdice.payment import default_for, reduced
from game.tmdice.slots import maker
from game.tmdice.state import GameState, Player
from game.tmdice.tableau import tableau

_GainDie = interned(C.GainDie)
_DrawTwo = interned(C.DrawTwo)
_ChangeFace = interned(C.ChangeFace)
_UseCard = interned(C.UseCard)
_PlayCard = interned(C.PlayCard)
_Standard = interned(C.StandardAction)
_EndTurn = interned(C.EndTurn)
_Answer = interned(C.Answer)


class _Paid(Sequence[Command]):
    """One paid action (a card to use or play, a standard action) with every payment it may take,
    the default first: the default is known when the group is listed, the other payments are
    worked out only when the group is measured or read past its default."""

    __slots__ = ("make", "seat", "name", "held", "wild", "cost", "first", "_pays")

    def __init__(
        self,
        make,
        seat: int,
        name: str,
        held: tuple[tuple[str, int], ...],
        wild: int,
        cost: tuple[tuple[str, int], ...],
        first: tuple[str, ...],
    ) -> None:
        self.make, self.seat, self.name, self.held, self.wild = make, seat, name, held, wild
        self.cost, self.first = cost, first
        self._pays: tuple[tuple[str, ...], ...] | None = None

    @property
    def pays(self) -> tuple[tuple[str, ...], ...]:
        if self._pays is None:
            if not self.wild and _exact(self.cost):
                self._pays = (self.first,)  # exact faces and no wild token: one way to pay
            else:
                self._pays = _payments(self.held, self.wild, self.cost)
        return self._pays

    def __len__(self) -> int:
        return len(self.pays)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if i == 0:
            return self.make(self.seat, self.name, self.first)
        return self.make(self.seat, self.name, self.pays[i])

    def __contains__(self, c: object) -> bool:
        return any(self.make(self.seat, self.name, p) == c for p in self.pays)


@lru_cache(maxsize=4096)
def _exact(cost_items: tuple[tuple[str, int], ...]) -> bool:
    """Every icon of the cost is one face (no colour "?", no white "?")."""
    return all(icon != "any" and not icon.endswith("?") for icon, _ in cost_items)


class _Change(Sequence[Command]):
    """One die change (``die`` to ``to``) with every single resource that may pay for it."""

    __slots__ = ("seat", "die", "to", "pays")

    def __init__(self, seat: int, die: str, to: str, pays: tuple[tuple[str], ...]) -> None:
        self.seat, self.die, self.to, self.pays = seat, die, to, pays

    def __len__(self) -> int:
        return len(self.pays)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        return _ChangeFace(self.seat, self.pays[i], self.die, self.to)

    def __contains__(self, c: object) -> bool:
        return any(_ChangeFace(self.seat, p, self.die, self.to) == c for p in self.pays)


#: ``C.Production(seat, keep, discard)`` for a keep and a discard the list worked out itself (tuples of
#: names): its slots set directly, without the field checks of a command from outside.
_production = maker(C.Production)


class _Discards(Sequence[Command]):
    """One production keep with every choice of cards to discard (none first), built on demand."""

    __slots__ = ("seat", "keep", "discards")

    def __init__(self, seat: int, keep: tuple[str, ...], discards: Sequence[tuple[str, ...]]) -> None:
        self.seat, self.keep, self.discards = seat, keep, discards

    def __len__(self) -> int:
        return len(self.discards)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        return _production(self.seat, self.keep, self.discards[i])

    def __contains__(self, c: object) -> bool:
        return (
            isinstance(c, C.Production)
            and c.seat == self.seat
            and c.keep == self.keep
            and c.discard in self.discards
        )


class _Keeps(Sequence[Sequence[Command]]):
    """A Production turn's choices: one group per keep, each with every discard (built on access)."""

    __slots__ = ("seat", "keeps", "discards")

    def __init__(
        self, seat: int, keeps: Sequence[tuple[str, ...]], discards: Sequence[tuple[str, ...]]
    ) -> None:
        self.seat, self.keeps, self.discards = seat, keeps, discards

    def __len__(self) -> int:
        return len(self.keeps)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        return _Discards(self.seat, self.keeps[i], self.discards)


class _Changes(Sequence[Sequence[Command]]):
    """The die changes of a seat, one group per change (built on access): for each face held with
    something to pay (name order), the two other faces of its die in tier order; each paid with
    any single resource held (``every``) but the last die of that face."""

    __slots__ = ("seat", "faces", "ones", "every")

    def __init__(
        self, seat: int, faces: tuple[str, ...], ones: tuple[str, ...], every: tuple[tuple[str], ...]
    ) -> None:
        self.seat, self.faces, self.ones, self.every = seat, faces, ones, every

    def __len__(self) -> int:
        return 2 * len(self.faces)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        n = 2 * len(self.faces)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        die = self.faces[i >> 1]
        to = _OTHER_FACES[die][i & 1]
        pays = tuple([f for f in self.every if f[0] != die]) if die in self.ones else self.every
        return _Change(self.seat, die, to, pays)


#: face -> the two other faces of its die, in tier order
_OTHER_FACES: dict[str, tuple[str, ...]] = {
    face: tuple(t for t in TIERS[FACE_COLOUR[face]] if t != face) for face in FACE_COLOUR
}


class _Groups(Sequence[Sequence[Command]]):
    """The groups of a legal list as consecutive parts (each a sequence of groups, some built on
    access: the production keeps, the die changes)."""

    __slots__ = ("parts", "ends")

    def __init__(self, parts: Sequence[Sequence[Sequence[Command]]]) -> None:
        self.parts = parts
        ends, total = [], 0
        for part in parts:
            total += len(part)
            ends.append(total)
        self.ends = ends

    def __len__(self) -> int:
        return self.ends[-1] if self.ends else 0

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        k = bisect_right(self.ends, i)
        return self.parts[k][i - (self.ends[k - 1] if k else 0)]

    def __iter__(self) -> Iterator[Sequence[Command]]:
        for part in self.parts:
            yield from part


class LegalCommands(Sequence[Command]):
    """Every legal command, grouped by action (see the module docstring); commands built lazily."""

    __slots__ = ("groups", "kinds", "_ends")

    def __init__(
        self, groups: list[tuple[type, Sequence[Command]]], production: _Keeps | None = None
    ) -> None:
        """``groups``: (command class, alternatives) per action, none of them empty, after the
        production keeps (one group each, built when asked for)."""
        kinds, rest = tuple(zip(*groups, strict=True)) if groups else ((), ())
        if production is None:
            self._set(kinds, rest)
        else:
            self._set((C.Production,) * len(production) + kinds, _Groups((production, rest)))

    @classmethod
    def of(cls, kinds: Sequence[type], parts: list[Sequence[Sequence[Command]]]) -> LegalCommands:
        """The same from the command class of each group and the groups as consecutive parts."""
        out = cls.__new__(cls)
        out._set(tuple(kinds), parts[0] if len(parts) == 1 else _Groups(parts))
        return out

    def _set(self, kinds: tuple[type, ...], groups: Sequence[Sequence[Command]]) -> None:
        #: the alternatives of each action (a sequence), and the command class of each group
        self.groups: Sequence[Sequence[Command]] = groups
        self.kinds: tuple[type, ...] = kinds
        self._ends: list[int] | None = None  # where each group ends in the list, when first asked

    def _bounds(self) -> list[int]:
        if self._ends is None:
            groups = self.groups
            parts = groups.parts if isinstance(groups, _Groups) else (groups,)
            ends: list[int] = []
            total = 0
            for part in parts:
                if isinstance(part, _Keeps):  # every keep has the same discards: no group built
                    step = len(part.discards)
                    ends += range(total + step, total + step * len(part) + 1, step)
                    total += step * len(part)
                    continue
                for g in part:
                    total += len(g)
                    ends.append(total)
            self._ends = ends
        return self._ends

    def __len__(self) -> int:
        ends = self._bounds()
        return ends[-1] if ends else 0

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        ends = self._bounds()
        g = bisect_right(ends, i)
        return self.groups[g][i - (ends[g - 1] if g else 0)]

    def __iter__(self) -> Iterator[Command]:
        for g in self.groups:
            yield from g

    def __contains__(self, command: object) -> bool:
        if not isinstance(command, Command):
            return False
        c = canonical(command)
        return any(c in g for g in self.groups)

    def defaults(self) -> list[Command]:
        """One command per action: each group's default form (the bots' short list)."""
        return [g[0] for g in self.groups]


def canonical(command: Command) -> Command:
    """The listed form of ``command``: payments, keeps and discards sorted (the same effect)."""
    if isinstance(command, C.Production):
        return C.Production(command.seat, tuple(sorted(command.keep)), tuple(sorted(command.discard)))
    pay = getattr(command, "pay", None)
    if pay is not None and list(pay) != sorted(pay):
        from dataclasses import replace

        return replace(command, pay=tuple(sorted(pay)))
    if isinstance(command, C.Answer) and "," in command.value:
        return C.Answer(command.seat, ",".join(sorted(a for a in command.value.split(",") if a)))
    return command


def legal_commands(s: GameState) -> LegalCommands:
    if s.phase == "over":
        return LegalCommands([])
    if s.pending is not None:
        d = s.pending
        if isinstance(d, ChoosePayment):
            return LegalCommands([(C.Answer, (_Answer(d.seat, ",".join(p)),)) for p in _decision_payments(s)])
        return LegalCommands([(C.Answer, (_Answer(d.seat, a),)) for a in d.answers()])
    if s.queue or s.phase != "play":
        return LegalCommands([])
    seat, t = s.active, s.turn
    kinds: list[type] = []
    parts: list[Sequence[Sequence[Command]]] = []
    groups: list[Sequence[Command]] = []
    if t.kind is None:
        discards = _discards(tuple(sorted(s.players[seat].hand)))
        held = s.players[seat].dice
        limit = KEEP + tableau(s, s.players[seat]).boxes  # flow.keep_limit
        keeps = _KeepList(tuple(sorted(held.items())), min(limit, sum(held.values())))
        kinds += [C.Production] * len(keeps)
        parts.append(_Keeps(seat, keeps, discards))
    sub_slot = t.kind in (None, "action") and (not t.sub_done or t.mains_done < t.mains_allowed)
    main_slot = t.kind == "action" and t.sub_done and t.mains_done < t.mains_allowed
    if sub_slot:
        changes = _subs(s, seat, kinds, groups)
        if changes is not None:
            parts.append(tuple(groups))
            parts.append(changes)
            groups = []
    _card_actions(s, seat, sub_slot, main_slot, kinds, groups)
    if main_slot:
        _mains(s, seat, kinds, groups)
    if can_end_turn(s) or (t.kind == "action" and t.sub_done and not t.mains_done and not kinds):
        kinds.append(C.EndTurn)
        groups.append((_EndTurn(seat),))
    if groups or not parts:
        parts.append(tuple(groups))
    return LegalCommands.of(kinds, parts)


# --- payments -------------------------------------------------------------------------------------
def _stage(icon: str) -> int:
    return 2 if icon == "any" else 1 if icon.endswith("?") else 0


def _eligible(icon: str, face: str) -> bool:
    if icon == "any":
        return True
    if icon.endswith("?"):
        return FACE_COLOUR[face] == icon[:-1]
    return icon == face


def _cost_key(cost: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(cost.items()))


def payments(player: Player, cost: Mapping[str, int]) -> tuple[tuple[str, ...], ...]:
    """Every distinct payment of ``cost`` the player can make (``_payments``, cached by holdings)."""
    return _payments(tuple(sorted(player.dice.items())), player.wild, tuple(sorted(cost.items())))


@lru_cache(maxsize=65536)
def _payments(
    dice: tuple[tuple[str, int], ...], wild: int, cost_items: tuple[tuple[str, int], ...]
) -> tuple[tuple[str, ...], ...]:
    """Every distinct payment of ``cost`` the player can make, the default one first, then sorted.

    Each icon group (exact faces, then colour icons, then white "?") takes some dice it accepts
    from what is still held and wild tokens for the rest; different splits giving the same multiset
    are one payment."""
    default = default_for(dict(dice), wild, cost_items)
    if default is None:
        return ()
    icons = sorted(cost_items, key=lambda kv: (_stage(kv[0]), kv[0]))
    found: set[tuple[str, ...]] = set()
    _walk_payments(icons, 0, dict(dice), wild, (), found)
    found.discard(default)
    return (default, *sorted(found))


def _walk_payments(
    icons: list[tuple[str, int]],
    k: int,
    held: dict[str, int],
    wild: int,
    paid: tuple[str, ...],
    found: set[tuple[str, ...]],
) -> None:
    if k == len(icons):
        found.add(tuple(sorted(paid)))
        return
    icon, n = icons[k]
    faces = sorted(f for f, m in held.items() if m > 0 and _eligible(icon, f))
    counts = [held[f] for f in faces]
    for dice in range(min(n, sum(counts)), max(-1, n - wild - 1), -1):
        tokens = ("wild",) * (n - dice)
        for combo in _bounded(faces, counts, dice):
            rest = held.copy()
            for f in combo:
                rest[f] -= 1
            _walk_payments(icons, k + 1, rest, wild - (n - dice), paid + combo + tokens, found)


def _bounded(faces: list[str], counts: list[int], size: int) -> list[tuple[str, ...]]:
    """Every multiset of ``size`` among ``faces``, each face at most its count (sorted tuples)."""
    out: list[tuple[str, ...]] = []
    _multisets(faces, counts, 0, size, (), out)
    return out


def _multisets(
    faces: Sequence[str], counts: list[int], start: int, left: int, prefix: tuple[str, ...], out: list
) -> None:
    """Append to ``out`` every multiset of ``left`` more faces from ``faces[start:]`` after
    ``prefix`` (each face at most its count in ``counts``, which is restored), in
    ``combinations_with_replacement`` order."""
    if not left:
        out.append(prefix)
        return
    for i in range(start, len(faces)):
        if counts[i]:
            counts[i] -= 1
            _multisets(faces, counts, i, left - 1, (*prefix, faces[i]), out)
            counts[i] += 1


def _decision_payments(s: GameState) -> list[tuple[str, ...]]:
    d = s.pending
    assert isinstance(d, ChoosePayment)
    player = s.players[d.seat]
    if d.detail == "science":  # Development Center: any number of science, dice or wild tokens
        return [
            ("science",) * k + ("wild",) * w
            for k in range(player.dice.get("science", 0) + 1)
            for w in range(player.wild + 1)
        ]
    found = payments(player, card_cost(s, d.seat, d.source))  # the card being paid for
    return list(found) or [tuple(a for a in o.split(",") if a) for o in d.options]


# --- turn actions ---------------------------------------------------------------------------------
def _subs(s: GameState, seat: int, kinds: list[type], groups: list[Sequence[Command]]) -> _Changes | None:
    """Add the sub actions of ``seat``: gain a die of a colour the pool has, draw two cards for one
    resource; return its die changes (a face changed for one resource, not the die itself), the
    groups that follow."""
    p = s.players[seat]
    pool = s.pool
    gains = [g for c, g in _gains(seat) if pool.get(c, 0) > 0]
    kinds += [C.GainDie] * len(gains)
    groups += gains
    held = p.dice
    faces = sorted(held)
    singles = (*faces, "wild") if p.wild > 0 else tuple(faces)
    kinds += [C.DrawTwo] * len(singles)
    draws = _draws(seat)
    groups += [draws[pay] if pay in draws else (_DrawTwo(seat, (pay,)),) for pay in singles]
    if not faces or (len(singles) == 1 and held[faces[0]] < 2):
        return None  # nothing to change, or only the die itself to pay with
    ones = tuple([f for f in faces if held[f] < 2])
    kinds += [C.ChangeFace] * (2 * len(faces))
    return _Changes(seat, tuple(faces), ones, tuple([(f,) for f in singles]))


@lru_cache(maxsize=16)
def _gains(seat: int) -> tuple[tuple[str, tuple[Command]], ...]:
    """Each colour (in order) with the group of gaining a die of it."""
    return tuple((c, (_GainDie(seat, c),)) for c in COLOURS)


@lru_cache(maxsize=16)
def _draws(seat: int) -> dict[str, tuple[Command]]:
    """Each resource (a face or ``wild``) with the group of drawing two cards for it."""
    return {pay: (_DrawTwo(seat, (pay,)),) for pay in (*FACE_COLOUR, "wild")}


def _card_actions(
    s: GameState,
    seat: int,
    sub_slot: bool,
    main_slot: bool,
    kinds: list[type],
    groups: list[Sequence[Command]],
) -> None:
    p = s.players[seat]
    held: tuple[tuple[str, int], ...] | None = None
    used, wild, dice = p.used, p.wild, p.dice
    for name, timing, cost in tableau(s, p).actions:
        if name in used:
            continue
        if (timing == "sub" and not sub_slot) or (timing == "main" and not main_slot):
            continue
        first = default_for(dice, wild, cost)
        if first is not None:
            if held is None:
                held = tuple(sorted(dice.items()))
            kinds.append(C.UseCard)
            groups.append(_Paid(_UseCard, seat, name, held, wild, cost, first))


def _mains(s: GameState, seat: int, kinds: list[type], groups: list[Sequence[Command]]) -> None:
    p = s.players[seat]
    dice = p.dice
    held = tuple(sorted(dice.items()))
    cuts = tuple(reductions(s, seat))
    wild, cards = p.wild, s.cards
    for name in sorted(set(p.hand)):
        cost = _play_cost_key(name, cards[name], cuts)
        first = default_for(dice, wild, cost)
        if first is not None:
            kinds.append(C.PlayCard)
            groups.append(_Paid(_PlayCard, seat, name, held, wild, cost, first))
    for action, (_, effect) in STANDARD.items():
        cost = _STANDARD_KEYS[action]
        first = default_for(dice, wild, cost)
        if first is None:
            continue
        tile = next(iter(effect))
        if tile in ("greenery", "city", "ocean") and not (tile == "ocean" and s.ocean_pile == 0):
            if not placement.has_legal_space(s, tile):
                continue
        kinds.append(C.StandardAction)
        groups.append(_Paid(_Standard, seat, action, held, wild, cost, first))


_STANDARD_KEYS = {action: _cost_key(cost) for action, (cost, _) in STANDARD.items()}

#: the cost keys of cards to play (by the reductions held), each kept with the card it was worked
#: out from (a card is immutable content; another content version has other card objects under the
#: same names, so a hit is taken only for the same object)
_PLAY_KEYS: dict[tuple[str, tuple[str, ...]], tuple[object, tuple[tuple[str, int], ...]]] = {}


def _play_cost_key(name: str, card, cuts: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """``_cost_key(reduced(card.cost, cuts))``, worked out once per card and reductions held."""
    at = (name, cuts)
    hit = _PLAY_KEYS.get(at)
    if hit is not None and hit[0] is card:
        return hit[1]
    key = _cost_key(reduced(card.cost, cuts))
    if len(_PLAY_KEYS) > 20_000:  # bounded (reductions held are few; scenario cards are many)
        _PLAY_KEYS.clear()
    _PLAY_KEYS[at] = (card, key)
    return key


@lru_cache(maxsize=16384)
def _keeps(held_items: tuple[tuple[str, int], ...], limit: int) -> tuple[tuple[str, ...], ...]:
    """Every multiset of up to ``limit`` among the dice held, the largest first (each size in the
    order of ``combinations_with_replacement`` over the sorted faces, never over a face's count)."""
    faces = [f for f, _ in held_items]
    counts = [n for _, n in held_items]
    out: list[tuple[str, ...]] = []
    for size in range(limit, -1, -1):
        _multisets(faces, counts, 0, size, (), out)
    return tuple(out)


@lru_cache(maxsize=4096)
def _ways(counts: tuple[int, ...], limit: int) -> tuple[tuple[int, ...], ...]:
    """``ways[j][m]``: the multisets of ``m`` faces (``m <= limit``) among the faces from ``j`` on,
    each at most its count: each row is ``_sizes`` of those counts (cached by the sorted counts, so
    a new list of counts is mostly made of rows already worked out)."""
    return tuple([_sizes(tuple(sorted(counts[j:])), limit)[0] for j in range(len(counts) + 1)])


@lru_cache(maxsize=16384)
def _sizes(counts: tuple[int, ...], limit: int) -> tuple[tuple[int, ...], int]:
    """``_ways(counts, limit)[0]`` (the multisets of each size up to ``limit``) and their sum: the
    same for the counts in any order, so it is cached by the sorted counts."""
    row: tuple[int, ...] = (1,) + (0,) * limit
    for n in counts:
        out = []
        total = 0
        for m in range(limit + 1):
            total += row[m]
            if m > n:
                total -= row[m - n - 1]
            out.append(total)
        row = tuple(out)
    return row, sum(row)


class _KeepList(Sequence[tuple[str, ...]]):
    """``_keeps(held_items, limit)`` without listing it: its length is counted (multisets of each
    size under the face counts) and a keep is worked out from its index (the rank of a multiset in
    ``combinations_with_replacement`` order). A random player reads one keep of the hundreds a
    Production turn offers; a reader going through many (a bot) gets the listed tuple after a few."""

    __slots__ = ("held", "limit", "faces", "counts", "sizes", "_len", "_reads", "_all")

    def __init__(self, held_items: tuple[tuple[str, int], ...], limit: int) -> None:
        self.held, self.limit = held_items, limit
        self.faces = tuple([f for f, _ in held_items])
        self.counts = counts = tuple([n for _, n in held_items])
        #: sizes[m]: the keeps of m dice (m <= limit)
        self.sizes, self._len = _sizes(tuple(sorted(counts)), limit)
        self._reads = 0
        self._all: tuple[tuple[str, ...], ...] | None = None

    @property
    def ways(self) -> tuple[tuple[int, ...], ...]:
        """ways[j][m]: multisets of m faces among faces[j:] within their counts (m <= limit)."""
        return _ways(self.counts, self.limit)

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if self._all is not None:
            return self._all[i]
        self._reads += 1
        if self._reads > 3:
            self._all = _keeps(self.held, self.limit)
            return self._all[i]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        size = self.limit
        while i >= self.sizes[size]:  # the largest keeps first
            i -= self.sizes[size]
            size -= 1
        return self._unrank(size, i)

    def _unrank(self, size: int, i: int) -> tuple[str, ...]:
        faces, ways = self.faces, self.ways
        left = list(self.counts)
        out: list[str] = []
        start = 0
        while size:
            for j in range(start, len(faces)):
                if not left[j]:
                    continue
                # keeps going on with faces[j]: the rest (size - 1) among faces[j:], faces[j] one fewer
                rest = size - 1
                upto = left[j] - 1 if left[j] - 1 < rest else rest
                count = sum(ways[j + 1][rest - upto : rest + 1])  # after[rest - t] for t in 0..upto
                if i < count:
                    out.append(faces[j])
                    left[j] -= 1
                    start = j
                    size = rest
                    break
                i -= count
            else:  # pragma: no cover - the index was counted in range
                raise IndexError(i)
        return tuple(out)


class _HandSubsets(Sequence[tuple[str, ...]]):
    """Every sub-multiset of a hand (sorted names), built on demand: index ``i`` read in mixed radix
    (one digit per distinct name, from 0 to its count) says how many of each name; 0 is none. A
    hand of 20 cards has a million choices, so they are never listed all at once."""

    __slots__ = ("names", "counts", "_len")

    def __init__(self, names: tuple[str, ...]) -> None:
        c: dict[str, int] = {}
        for name in names:
            c[name] = c.get(name, 0) + 1
        self.names = tuple(sorted(c))
        self.counts = tuple([c[n] for n in self.names])
        size = 1
        for n in self.counts:
            size *= n + 1
        self._len = size

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError(i)
        out: list[str] = []
        for name, n in zip(self.names, self.counts, strict=True):
            i, k = divmod(i, n + 1)
            out += [name] * k
        return tuple(out)

    def __contains__(self, discard: object) -> bool:
        if not isinstance(discard, tuple) or list(discard) != sorted(discard):
            return False
        want = Counter(discard)
        have = dict(zip(self.names, self.counts, strict=True))
        return all(have.get(name, 0) >= k for name, k in want.items())


@lru_cache(maxsize=4096)
def _discards(names: tuple[str, ...]) -> _HandSubsets:
    """Every sub-multiset of the hand (``names`` sorted), none first."""
    return _HandSubsets(names)
