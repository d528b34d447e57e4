"""The UI's imports run one way: no module of ui/ imports, even only for type checking or
inside a function, a module that imports it back (the shell's app and its scenes, a game's
table scene and its widgets)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def ui_modules() -> dict[str, Path]:
    out = {}
    for path in (ROOT / "ui").rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = path
    return out


def imports_of(path: Path, modules: dict[str, Path]) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                found.add(full if full in modules else node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name in modules}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycles_in_ui():
    modules = ui_modules()
    graph = {name: imports_of(path, modules) - {name} for name, path in modules.items()}
    assert cycles(graph) == []


def test_the_table_kit_imports_no_game():
    modules = ui_modules()
    for name, path in modules.items():
        if name.startswith("ui.table."):
            assert not any(dep.startswith("ui.tables") for dep in imports_of(path, modules)), name
            assert "game.tm" not in path.read_text(encoding="utf-8"), name
