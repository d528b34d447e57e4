"""TM's table folder says what it holds (issue 11): the decision dialogs in ``dialogs/``, what
the table draws in ``widgets/``, what it shows over the table in ``overlays/``; the top level
keeps only the scenes, the session, the layout, the texts, colours and sprites and the
package's registration."""

from __future__ import annotations

import ast
from pathlib import Path

TM = Path(__file__).resolve().parents[3] / "ui" / "tables" / "tm"

TOP_LEVEL = {
    "__init__",
    "table_scene",
    "session",
    "host",
    "new_game_scene",
    "score_scene",
    "table_layout",
    "names",
    "prompts",
    "log_lines",
    "describe",
    "command_words",
    "palette",
    "sprites",
    "shortcuts",
    "help_text",
    "autoplay",
}


def modules(folder: Path) -> set[str]:
    return {path.stem for path in folder.glob("*.py")}


def test_the_top_level_holds_only_the_scenes_session_layout_texts_and_registration():
    assert modules(TM) == TOP_LEVEL
    assert {p.name for p in TM.iterdir() if p.is_dir() and p.name != "__pycache__"} == {
        "dialogs",
        "widgets",
        "overlays",
    }


def test_every_decision_dialog_lives_in_dialogs():
    dialogs = modules(TM / "dialogs")
    assert {"dialog_base", "card_dialogs", "choice_dialogs", "payment_dialog", "space_prompt"} <= dialogs
    for path in TM.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Dialog"):
                assert path.parent.name == "dialogs", (path, node.name)


def test_the_widgets_and_overlays_are_in_their_folders():
    assert {
        "map_view",
        "hexgrid",
        "tracks",
        "boards",
        "hand",
        "side_panel",
        "standings",
        "tableau_rows",
        "log_rows",
        "action_bar",
        "card_view",
        "popups",
    } <= modules(TM / "widgets")
    assert "production_overlay" in modules(TM / "overlays")


def test_each_folder_says_what_it_holds():
    for folder in ("dialogs", "widgets", "overlays"):
        assert ast.get_docstring(ast.parse((TM / folder / "__init__.py").read_text(encoding="utf-8")))
