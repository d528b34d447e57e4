"""The layers of the house, checked on every run (``../shared/design/house.md``).

* ``game`` (the engines) imports no pygame, ``ui`` or ``saves``; ``game/core`` imports no game package;
* ``saves`` imports no ``ui`` and no pygame;
* the application shell (``ui`` outside ``ui/tables``) imports no game's table, and no table imports
  another game's table;
* no two modules import each other, directly or round a longer loop: not at import time, and not by a
  deferred import either (inside a function, or under ``if TYPE_CHECKING:`` for a type hint), which
  only hides the loop; a package's ``__init__`` importing its own modules is not a loop.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("game", "ui", "saves")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(p): p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")}


def _resolve(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = importer.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


@cache
def imports(name: str, top_level_only: bool) -> frozenset[str]:
    """Modules ``name`` imports (``top_level_only``: at import time, outside functions and TYPE_CHECKING)."""
    path = modules()[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(name, path.name == "__init__.py", node)
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.If) and _is_type_checking(node.test):
                if not top_level_only:
                    visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                if not top_level_only:
                    visit(node.body)
            elif isinstance(node, ast.ClassDef | ast.If | ast.Try | ast.With | ast.For | ast.While):
                for field in ("body", "orelse", "finalbody", "handlers"):
                    for child in getattr(node, field, []) or []:
                        visit(child.body if isinstance(child, ast.ExceptHandler) else [child])

    visit(tree.body)
    return frozenset(found)


def project_imports(name: str, top_level_only: bool) -> set[str]:
    """The project modules ``name`` imports (a ``from x import y`` counts as x, or x.y when y is a module)."""
    known = modules()
    return {m for m in imports(name, top_level_only) if m in known and m != name}


def violations(prefix: str, forbidden: tuple[str, ...], top_level_only: bool = False) -> list[str]:
    out = []
    for name in sorted(modules()):
        if name == prefix or name.startswith(prefix + "."):
            for target in sorted(imports(name, top_level_only)):
                if any(target == f or target.startswith(f + ".") for f in forbidden):
                    out.append(f"{name} imports {target}")
    return out


def test_engines_are_pure():
    assert violations("game", ("pygame", "ui", "saves")) == []


def test_game_core_knows_no_game():
    games = tuple(
        sorted(
            {m.split(".")[1] for m in modules() if m.count(".") >= 1 and m.startswith("game.")}
            - {"core", "i18n", "registry", "catalog"}
        )
    )
    assert games, "no game package found"
    assert violations("game.core", tuple(f"game.{g}" for g in games)) == []


def test_saves_know_no_ui():
    assert violations("saves", ("ui", "pygame")) == []


def test_the_shell_and_the_kit_import_no_game_table():
    shell = [m for m in modules() if m.startswith("ui.") and not m.startswith("ui.tables.")]
    found = [
        f"{m} imports {t}"
        for m in shell
        for t in sorted(imports(m, False))
        if t.startswith("ui.tables.") and t.split(".")[2:3] != []
    ]
    assert found == []


def test_no_table_imports_another_games_table():
    found = []
    for m in modules():
        if m.startswith("ui.tables.") and m.count(".") >= 2:
            own = m.split(".")[2]
            found += [
                f"{m} imports {t}"
                for t in imports(m, False)
                if t.startswith("ui.tables.") and t.count(".") >= 2 and t.split(".")[2] != own
            ]
    assert found == []


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every loop of imports found by a depth-first walk, each as the modules round it."""
    found: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                found.append(stack[stack.index(n) :] + [n])
            elif n not in state:
                visit(n)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)
    return found


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]


def test_no_import_cycles():
    graph = {m: project_imports(m, top_level_only=False) for m in modules()}
    # a package's __init__ importing its own submodules is how a package is built, not a cycle
    real = [
        c
        for c in cycles(graph)
        if not any(a.startswith(b + ".") or b.startswith(a + ".") for a, b in zip(c, c[1:], strict=False))
    ]
    assert real == [], "\n".join(" -> ".join(c) for c in real)


def test_the_table_kit_imports_no_game():
    games = {m.split(".")[1] for m in modules() if m.startswith("game.") and m.count(".") >= 2}
    # game.core is the contract and game.bots the generic bot framework; a game's own bot kit
    # (game.bots.<game>) is a game's part like the game itself (found by name at run time).
    games -= {"core", "bots"}
    forbidden = tuple(f"game.{g}" for g in sorted(games)) + tuple(f"game.bots.{g}" for g in sorted(games))
    assert violations("ui.table", forbidden) == []
