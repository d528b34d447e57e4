"""The table keys its dialogs and prompt lines by the engine's typed decision classes."""

from __future__ import annotations

from game.tm import decisions
from game.tm.decisions import PendingDecision


def test_every_typed_class_has_its_kind_and_the_table_a_dialog_for_it():
    from ui.tables.tm.prompts import PROMPTS
    from ui.tables.tm.table_scene import DIALOGS

    classes = {
        c
        for c in vars(decisions).values()
        if isinstance(c, type) and issubclass(c, PendingDecision) and c is not PendingDecision
    }
    assert len(classes) == 10 and all(c.KIND for c in classes)
    assert set(DIALOGS) == classes == set(PROMPTS)
