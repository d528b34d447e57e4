"""A failing autosave is never silent: the table shows why until a save works again, the
menu stops promising it, and Save as... writes the game into another folder."""

from __future__ import annotations

import errno

import saves.store
from saves import SaveStore
from tests.ui.tm.tm_support import action_position, open_table
from ui.table.autosave_notice import SaveAsOverlay, problem_text


def _full_saves_folder(monkeypatch) -> dict:
    """Writing into the saves folder fails as on a full disk (while ``disk["full"]``); other folders work."""
    real = saves.store.atomic_write
    root = SaveStore().root
    disk = {"full": True}

    def atomic_write(path, data, *, backup=True):
        if disk["full"] and path.parent == root:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data, backup=backup)

    monkeypatch.setattr(saves.store, "atomic_write", atomic_write)
    return disk


def test_failed_autosave_shows_a_notice_and_save_as_writes_elsewhere(drive, monkeypatch, tmp_path):
    data, seed, commands = action_position()
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    assert not table.autosave_notice.panel.visible
    disk = _full_saves_folder(monkeypatch)
    legal = [c for c in table.session.legal() if type(c).__name__ != "Pass"]
    table.issue(legal[0])
    driver.frames(2)
    assert table.session.autosave_problem is not None
    assert problem_text(table) == (
        "Autosave failed: The game could not be saved: The disk is full. Moves from now on are not saved."
    )
    assert table.autosave_notice.panel.visible
    driver.click("menu")
    menu = table.overlays[-1]
    assert "The disk is full." in menu.table.session.autosave_problem.translated()
    driver.click("menu:resume")
    driver.click("autosave:save_as")
    overlay = table.overlays[-1]
    assert isinstance(overlay, SaveAsOverlay)
    elsewhere = tmp_path / "usb stick"
    overlay.folder = str(elsewhere)
    driver.click("save_as:save")
    assert overlay not in table.overlays
    written = list(elsewhere.glob("*.json"))
    assert len(written) == 1
    assert SaveStore(elsewhere).load(written[0]).match.commands == table.session.match.commands
    # Once the disk has room again, the next move's autosave works and the notice goes.
    disk["full"] = False
    table.issue(table.session.legal()[0])
    driver.frames(2)
    assert table.session.autosave_problem is None and not table.autosave_notice.panel.visible
