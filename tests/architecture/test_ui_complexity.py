"""Every function of the UI and the save layer (``ui/``, ``saves/``) stays below cyclomatic
complexity 15, as the engines' do (``test_game_complexity``): issue 11 split the outliers
(``decision_prompt`` became one prompt function per decision class, and others)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def too_complex(*paths: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--no-cache",
            "--select",
            "C90",
            "--config",
            "lint.mccabe.max-complexity=15",
            "--output-format",
            "concise",
            *paths,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_no_ui_or_save_function_is_too_complex():
    result = too_complex("ui", "saves")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_check_finds_a_too_complex_function(tmp_path):
    branches = "\n".join(f"    if x == {i}:\n        return {i}" for i in range(16))
    (tmp_path / "tangled.py").write_text(f"def tangled(x):\n{branches}\n    return -1\n", encoding="utf-8")
    result = too_complex(str(tmp_path / "tangled.py"))
    assert result.returncode == 1 and "tangled" in result.stdout
