"""The Tharsis map: spaces, neighbours, bonuses (``content/board_tharsis.json``).

Geometry only; which tile may go where is ``game.tm.placement``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from game.tm.content import CONTENT_DIR

NOCTIS = "31"
GANYMEDE = "01"
PHOBOS = "02"
NAMED_SPACES = {"noctis_city": NOCTIS, "ganymede_colony": GANYMEDE, "phobos_space_haven": PHOBOS}


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    row: int  # -1 for the off-map spaces
    pos: int
    q: int
    r: int
    kind: str  # land / ocean / noctis_city / off_board
    name: str | None
    volcanic: bool
    bonus: tuple[tuple[str, int], ...]
    neighbors: tuple[str, ...]  # NW, NE, E, SE, SW, W (missing ones left out)

    @property
    def on_mars(self) -> bool:
        return self.kind != "off_board"

    @property
    def ocean_reserved(self) -> bool:
        return self.kind == "ocean"

    def bonus_of(self, resource: str) -> int:
        return dict(self.bonus).get(resource, 0)


@dataclass(frozen=True, slots=True)
class Board:
    spaces: dict[str, Space]
    mars_ids: tuple[str, ...]  # reading order 03..63
    off_ids: tuple[str, ...]

    def __getitem__(self, space_id: str) -> Space:
        return self.spaces[space_id]


@cache
def tharsis() -> Board:
    raw = json.loads((CONTENT_DIR / "board_tharsis.json").read_text(encoding="utf-8"))
    spaces: dict[str, Space] = {}
    for s in raw["spaces"]:
        spaces[s["id"]] = Space(
            id=s["id"],
            row=s["row"],
            pos=s["pos"],
            q=s["axial"]["q"],
            r=s["axial"]["r"],
            kind=s["type"],
            name=s["name"],
            volcanic=bool(s["volcanic"]),
            bonus=tuple(sorted(s["bonus"].items())),
            neighbors=tuple(s["neighbors"]),
        )
    for s in raw["off_board_spaces"]:
        spaces[s["id"]] = Space(s["id"], -1, 0, 0, 0, "off_board", s["name"], False, (), ())
    mars = tuple(sorted((i for i, s in spaces.items() if s.on_mars), key=int))
    off = tuple(sorted((i for i, s in spaces.items() if not s.on_mars), key=int))
    return Board(spaces, mars, off)
