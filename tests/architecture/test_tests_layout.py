"""The suite's files sit in folders that say what they test (issue 11), and a test that finds
files from its own location finds the real ones: a module-level path built from ``__file__``
inside the repository exists, so moving a test file cannot turn a scan of ``game/`` into a scan of nothing."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
REPO = TESTS.parent


def test_no_test_file_sits_loose_in_tests():
    assert sorted(p.name for p in TESTS.glob("test_*.py")) == []


def test_every_test_folder_is_a_package():
    for path in TESTS.rglob("test_*.py"):
        assert (path.parent / "__init__.py").exists(), path


def modules_with_file_paths() -> list[str]:
    out = []
    for path in sorted(TESTS.rglob("test_*.py")):
        if "Path(__file__)" in path.read_text(encoding="utf-8"):
            out.append(".".join(path.relative_to(REPO).with_suffix("").parts))
    return out


def module_level_paths(name: str) -> dict[str, Path]:
    """The module-level names of a test module bound to a path computed from ``__file__``."""
    module = importlib.import_module(name)
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = [
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign) and "__file__" in ast.unparse(node.value)
        for target in node.targets
        if isinstance(target, ast.Name)
    ]
    return {n: getattr(module, n) for n in names if isinstance(getattr(module, n), Path)}


def test_the_scan_finds_the_moved_tests():
    assert "tests.core.test_core_contract" in modules_with_file_paths()
    assert set(module_level_paths("tests.core.test_core_contract")) == {"ROOT"}


@pytest.mark.parametrize("name", modules_with_file_paths())
def test_paths_from_a_test_file_exist(name):
    for attr, path in module_level_paths(name).items():
        if not path.is_relative_to(REPO):
            continue  # material next to the repository (the shared reference) is optional
        assert path.exists(), f"{name}.{attr} = {path}"
        if attr == "ROOT":
            assert path == REPO, f"{name}.ROOT = {path}"
