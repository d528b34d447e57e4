"""The battle line: columns, engagement, positions and the positional modifier (spec §9.5, §9.7.2, §9.7.5).

Positions (``at``): ``first`` (empty line), ``left``/``right`` (new column at that end, inside the
Base cards), ``opposite:ID`` (the empty slot facing force ID), ``behind:ID`` (flanking an engaged
friendly front force) and ``between:ID:ID`` (a new column between two adjacent columns).
"""

from __future__ import annotations

from game.ares.state import BASE_CARDS, Column, Combat


def find(line: list[Column], fid: str) -> tuple[int, bool, int] | None:
    """(column index, attacker row?, position in the row: 0 = front) of ``fid``."""
    for i, col in enumerate(line):
        if fid in col.a:
            return i, True, col.a.index(fid)
        if fid in col.d:
            return i, False, col.d.index(fid)
    return None


def front(col: Column, attacker: bool) -> str | None:
    row = col.row(attacker)
    return row[0] if row else None


def engaged(line: list[Column], fid: str) -> bool:
    """A front force facing an enemy force (never a Base card: nothing stands opposite one)."""
    where = find(line, fid)
    if where is None:
        return False
    i, att, pos = where
    other = line[i].row(not att)
    return pos == 0 and bool(other) and other[0] not in BASE_CARDS


def forces(line: list[Column], attacker: bool) -> list[str]:
    return [f for col in line for f in col.row(attacker) if f not in BASE_CARDS]


def non_engaged(line: list[Column], attacker: bool) -> list[str]:
    return [f for f in forces(line, attacker) if not engaged(line, f)]


def _outer(line: list[Column]) -> tuple[int, int]:
    """The first and last column indexes inside the Base cards."""
    lo, hi = 0, len(line)
    if line and BASE_CARDS[0] in line[0].d:
        lo = 1
    if line and BASE_CARDS[1] in line[-1].d:
        hi -= 1
    return lo, hi


def positions(
    line: list[Column],
    attacker: bool,
    *,
    match: list[str] | None = None,
    flank: bool = False,
    no_flanking: bool = False,
    spread: bool = True,
) -> list[str]:
    """The positions a force of that row may take now (``match``: only opposite those forces)."""
    if match:
        return [f"opposite:{m}" for m in match if find(line, m) is not None and _open_opposite(line, m)]
    lo, hi = _outer(line)
    if lo >= hi:
        return ["first"]
    out = ["left", "right"]
    if spread:
        for i in range(lo, hi - 1):
            out.append(f"between:{_label(line[i])}:{_label(line[i + 1])}")
    if flank and not no_flanking:
        for col in line[lo:hi]:
            f = front(col, attacker)
            if f is not None and engaged(line, f):
                out.append(f"behind:{f}")
    return out


def _label(col: Column) -> str:
    return (col.a or col.d)[0]


def _open_opposite(line: list[Column], fid: str) -> bool:
    i, att, pos = find(line, fid)  # type: ignore[misc]
    return pos == 0 and not line[i].row(not att)


def put(line: list[Column], fid: str, attacker: bool, at: str) -> None:
    """Place ``fid`` at ``at`` (a position from ``positions``)."""
    kind, _, rest = at.partition(":")
    lo, hi = _outer(line)
    if kind == "first":
        line.insert(lo, Column())
        line[lo].row(attacker).append(fid)
    elif kind == "left":
        line.insert(lo, Column())
        line[lo].row(attacker).append(fid)
    elif kind == "right":
        line.insert(hi, Column())
        line[hi].row(attacker).append(fid)
    elif kind == "opposite":
        i = find(line, rest)[0]  # type: ignore[index]
        line[i].row(attacker).append(fid)
    elif kind == "behind":
        i = find(line, rest)[0]  # type: ignore[index]
        line[i].row(attacker).append(fid)
    elif kind == "between":
        first = rest.split(":")[0]
        i = next(k for k, col in enumerate(line) if _label(col) == first)
        line.insert(i + 1, Column())
        line[i + 1].row(attacker).append(fid)
    else:
        raise ValueError(at)


def take(line: list[Column], fid: str) -> None:
    """Remove ``fid`` from the line; flankers close up (R-FIRE-7); empty columns collapse (§20.13)."""
    for col in line:
        for row in (col.a, col.d):
            if fid in row:
                row.remove(fid)
    line[:] = [c for c in line if c.a or [d for d in c.d if d not in BASE_CARDS] or _is_base_col(c)]


def _is_base_col(col: Column) -> bool:
    return bool(col.d) and col.d[0] in BASE_CARDS


def flanking(line: list[Column], fid: str) -> bool:
    where = find(line, fid)
    return where is not None and where[2] > 0


def positional_modifier(line: list[Column], firer: str, target: str) -> int:
    """R-POS-2 (ruling AR-08): one per column passed (the firer's own included, the target's not) holding an enemy card."""
    fi, fatt, _ = find(line, firer)  # type: ignore[misc]
    ti = find(line, target)[0]  # type: ignore[index]
    if fi == ti:
        return 0
    step = 1 if ti > fi else -1
    m, c = 0, fi
    while c != ti:
        if line[c].row(not fatt):
            m += 1
        c += step
    return m


def place_base_cards(combat: Combat) -> None:
    """R-LINE-4: the two Base cards at both ends of the defender's row."""
    combat.line.insert(0, Column([], [BASE_CARDS[0]]))
    combat.line.append(Column([], [BASE_CARDS[1]]))


def adjacent_positions(line: list[Column], attacker: bool, fid: str) -> list[str]:
    """R-RND-6: new columns next to one of the row's own forces (every new column when it has none)."""
    options = positions(line, attacker)
    if not forces(line, attacker):
        return options
    out = []
    for at in options:
        trial = [c.clone() for c in line]
        put(trial, fid, attacker, at)
        i = find(trial, fid)[0]  # type: ignore[index]
        near = [trial[k] for k in (i - 1, i + 1) if 0 <= k < len(trial)]
        if any(f not in BASE_CARDS for col in near for f in col.row(attacker)):
            out.append(at)
    return out
