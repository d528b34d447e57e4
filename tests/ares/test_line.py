"""The battle line's geometry: positions, adjacency of re-placements, the positional modifier."""

from __future__ import annotations

from game.ares import line as L
from game.ares.state import Column


def test_re_placements_go_next_to_ones_own_forces():
    line = [Column(["A1"], ["B1"]), Column([], ["Y"])]
    assert L.adjacent_positions(line, True, "A9") == ["left", "between:A1:Y"]
    assert L.adjacent_positions(line, False, "B9") == ["left", "right", "between:A1:Y"]


def test_the_positional_modifier_counts_columns_with_an_enemy_card():
    line = [Column([], ["D"]), Column(["B"], ["E"]), Column([], ["F"]), Column(["C"], ["G"])]
    assert [L.positional_modifier(line, "B", t) for t in ("E", "D", "F", "G")] == [0, 1, 1, 2]
    assert L.positional_modifier(line, "E", "C") == 1


def test_a_force_taken_off_the_line_lets_flankers_close_up_and_empty_columns_collapse():
    line = [Column(["A", "A2"], ["B"]), Column([], ["C"])]
    L.take(line, "A")
    assert [(c.a, c.d) for c in line] == [(["A2"], ["B"]), ([], ["C"])]
    L.take(line, "C")
    assert len(line) == 1 and L.engaged(line, "A2")
