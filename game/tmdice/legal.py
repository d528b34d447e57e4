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
from itertools import combinations, combinations_with_replacement

from game.core import Command
from game.tmdice import commands as C
from game.tmdice import placement
from game.tmdice.cardplay import card_cost
from game.tmdice.decisions import ChoosePayment
from game.tmdice.dice import COLOURS, FACE_COLOUR, TIERS
from game.tmdice.flow import STANDARD, can_end_turn, keep_limit
from game.tmdice.payment import default_payment
from game.tmdice.state import GameState, Player


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
        return C.Production(self.seat, self.keep, self.discards[i])

    def __contains__(self, c: object) -> bool:
        return (
            isinstance(c, C.Production)
            and c.seat == self.seat
            and c.keep == self.keep
            and c.discard in self.discards
        )


class LegalCommands(Sequence[Command]):
    """Every legal command, grouped by action (see the module docstring); commands built lazily."""

    __slots__ = ("groups", "_ends")

    def __init__(self, groups: list[Sequence[Command]]) -> None:
        self.groups: tuple[Sequence[Command], ...] = tuple(g for g in groups if len(g))
        ends, total = [], 0
        for g in self.groups:
            total += len(g)
            ends.append(total)
        self._ends = ends

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        g = bisect_right(self._ends, i)
        return self.groups[g][i - (self._ends[g - 1] if g else 0)]

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
            return LegalCommands([[C.Answer(d.seat, ",".join(p))] for p in _decision_payments(s)])
        return LegalCommands([(C.Answer(d.seat, a),) for a in d.answers()])
    if s.queue or s.phase != "play":
        return LegalCommands([])
    seat, t = s.active, s.turn
    out: list[Sequence[Command]] = []
    if t.kind is None:
        discards = _discards(s.players[seat].hand)
        out += [_Discards(seat, keep, discards) for keep in _keeps(s, seat)]
    sub_slot = t.kind in (None, "action") and (not t.sub_done or t.mains_done < t.mains_allowed)
    main_slot = t.kind == "action" and t.sub_done and t.mains_done < t.mains_allowed
    if sub_slot:
        out += _subs(s, seat)
    out += _card_actions(s, seat, sub_slot, main_slot)
    if main_slot:
        out += _mains(s, seat)
    if can_end_turn(s) or (t.kind == "action" and t.sub_done and not t.mains_done and not out):
        out.append((C.EndTurn(seat),))
    return LegalCommands(out)


# --- payments -------------------------------------------------------------------------------------
def _stage(icon: str) -> int:
    return 2 if icon == "any" else 1 if icon.endswith("?") else 0


def _eligible(icon: str, face: str) -> bool:
    if icon == "any":
        return True
    if icon.endswith("?"):
        return FACE_COLOUR[face] == icon[:-1]
    return icon == face


def payments(player: Player, cost: Mapping[str, int]) -> list[tuple[str, ...]]:
    """Every distinct payment of ``cost`` the player can make, the default one first, then sorted.

    Each icon group (exact faces, then colour icons, then white "?") takes some dice it accepts
    from what is still held and wild tokens for the rest; different splits giving the same multiset
    are one payment."""
    icons = sorted(cost.items(), key=lambda kv: (_stage(kv[0]), kv[0]))
    found: set[tuple[str, ...]] = set()

    def walk(k: int, held: Counter, wild: int, paid: list[str]) -> None:
        if k == len(icons):
            found.add(tuple(sorted(paid)))
            return
        icon, n = icons[k]
        faces = sorted(f for f, m in held.items() if m > 0 and _eligible(icon, f))
        for dice in range(min(n, sum(held[f] for f in faces)), max(-1, n - wild - 1), -1):
            for combo in combinations_with_replacement(faces, dice):
                use = Counter(combo)
                if any(held[f] < m for f, m in use.items()):
                    continue
                walk(k + 1, held - use, wild - (n - dice), paid + list(combo) + ["wild"] * (n - dice))

    walk(0, Counter(player.dice), player.wild, [])
    default = default_payment(player, cost)
    if default is None:
        return []
    return [default] + sorted(found - {default})


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
    found = payments(player, card_cost(s, d.seat, s.queue[0]["card"]))
    return found or [tuple(a for a in o.split(",") if a) for o in d.options]


# --- turn actions ---------------------------------------------------------------------------------
def _subs(s: GameState, seat: int) -> list[Sequence[Command]]:
    p = s.players[seat]
    out: list[Sequence[Command]] = [(C.GainDie(seat, c),) for c in COLOURS if s.pool.get(c, 0) > 0]
    singles = sorted(p.dice) + (["wild"] if p.wild else [])
    out += [(C.DrawTwo(seat, (pay,)),) for pay in singles]
    for die in sorted(p.dice):
        pays = [f for f in singles if f != die or p.dice[die] > 1]
        for to in TIERS[FACE_COLOUR[die]]:
            if to != die and pays:
                out.append([C.ChangeFace(seat, (pay,), die, to) for pay in pays])
    return out


def _card_actions(s: GameState, seat: int, sub_slot: bool, main_slot: bool) -> list[Sequence[Command]]:
    p = s.players[seat]
    out: list[Sequence[Command]] = []
    for name in p.cards():
        action = s.cards[name].action
        if action is None or name in p.used:
            continue
        if (action.timing == "sub" and not sub_slot) or (action.timing == "main" and not main_slot):
            continue
        out.append([C.UseCard(seat, name, pay) for pay in payments(p, action.cost)])
    return out


def _mains(s: GameState, seat: int) -> list[Sequence[Command]]:
    p = s.players[seat]
    out: list[Sequence[Command]] = []
    for name in sorted(set(p.hand)):
        out.append([C.PlayCard(seat, name, pay) for pay in payments(p, card_cost(s, seat, name))])
    for action, (cost, effect) in STANDARD.items():
        tile = next(iter(effect))
        if tile in ("greenery", "city", "ocean") and not (tile == "ocean" and s.ocean_pile == 0):
            if not placement.legal_spaces(s, tile, {}):
                continue
        out.append([C.StandardAction(seat, action, pay) for pay in payments(p, cost)])
    return out


def _keeps(s: GameState, seat: int) -> list[tuple[str, ...]]:
    """Every multiset of up to the keep limit among the dice held, the largest first."""
    held = s.players[seat].dice
    limit = min(keep_limit(s, seat), sum(held.values()))
    faces = sorted(held)
    out: list[tuple[str, ...]] = []
    for size in range(limit, -1, -1):
        for combo in combinations_with_replacement(faces, size):
            if all(combo.count(f) <= held[f] for f in set(combo)):
                out.append(combo)
    return out


def _discards(hand: list[str]) -> list[tuple[str, ...]]:
    """Every sub-multiset of the hand (sorted names), none first, then by size."""
    names = sorted(hand)
    out: list[tuple[str, ...]] = []
    for size in range(len(names) + 1):
        out += sorted(set(combinations(names, size)))
    return out
