"""The modules of the engines import each other without cycles (issue 11: effects <-> params
and the function-local imports that hid other cycles are gone), and ``game.core`` imports no
game package (only the shared translation layer)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    paths = {_module(p): p for p in (ROOT / "game").rglob("*.py")}
    for name, path in paths.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game"):
                targets = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                found |= {t for t in targets if t in paths and t != name}
            elif isinstance(node, ast.Import):
                found |= {a.name for a in node.names if a.name in paths}
        graph[name] = found
    return graph


def test_no_import_cycle_in_game():
    graph = _imports()
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            raise AssertionError("import cycle: " + " -> ".join(path[path.index(name):] + [name]))
        if name in done:
            return
        for nxt in sorted(graph[name]):
            visit(nxt, path + [name])
        done.add(name)

    for name in sorted(graph):
        if name not in ("game.registry", "game.catalog"):  # the registry lists the games on purpose
            visit(name, [])


def test_core_imports_no_game_package():
    graph = _imports()
    for name, targets in graph.items():
        if name.startswith("game.core"):
            assert all(t.startswith("game.core") or t == "game.i18n" for t in targets), (name, targets)
