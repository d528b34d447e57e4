"""Every string in the code exists in Japanese; compiled catalogues are current."""

from __future__ import annotations

import re
import string

import pytest

from build_scripts import i18n as catalogs
from game import i18n

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def template():
    return catalogs.extract()


def test_every_marked_string_has_a_japanese_translation(template):
    missing = catalogs.untranslated(catalogs.read_catalog("ja"), template)
    assert missing == [], (
        f"{len(missing)} strings lack Japanese; run build_scripts/i18n.py update and translate"
    )


def test_japanese_keeps_every_placeholder(template):
    ja = catalogs.read_catalog("ja")
    wrong = []
    for message in template:
        if not message.id or not isinstance(message.id, str):
            continue
        entry = ja.get(message.id)
        if entry and entry.string and _fields(entry.string) != _fields(message.id):
            wrong.append((message.id, entry.string))
    assert wrong == []


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_compiled_catalogue_is_up_to_date(lang):
    expected = catalogs.compile_catalog(catalogs.read_catalog(lang))
    assert catalogs.mo_path(lang).read_bytes() == expected, "run build_scripts/i18n.py compile"


def test_runtime_switches_language():
    try:
        i18n.set_language("ja")
        assert i18n.tr("Unknown command kind: {kind}.") == "不明なコマンドの種類です：{kind}。"
        i18n.set_language("en")
        assert i18n.tr("Unknown command kind: {kind}.") == "Unknown command kind: {kind}."
        with pytest.raises(ValueError, match="unsupported language"):
            i18n.set_language("fr")
    finally:
        i18n.set_language("en")


def test_language_from_system(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("ja_JP", "UTF-8"))
    assert i18n.language_from_system() == "ja"
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("de_DE", "UTF-8"))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert i18n.language_from_system() == "en"
