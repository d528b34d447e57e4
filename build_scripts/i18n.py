"""Translation catalogue tool (Babel).

    python build_scripts/i18n.py update    # extract strings from the code, merge into every .po
    python build_scripts/i18n.py compile   # compile every .po into its .mo (committed)
    python build_scripts/i18n.py check     # list strings without a Japanese translation
    python build_scripts/i18n.py translate FILE.json   # write {msgid: Japanese} pairs into ja.po

Strings are found by the markers ``tr(...)``, ``_(...)``, ``N_(...)``,
``trn(singular, plural, n)`` and ``N_plural(singular, plural)`` in ``game/``, ``ui/`` and ``saves/``. After adding
strings: run ``update``, write the Japanese in
``assets/locale/ja/LC_MESSAGES/mars_tabletop.po``, then run ``compile``.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE_DIR = ROOT / "assets" / "locale"
DOMAIN = "mars_tabletop"
LANGS = ("ja", "en")
SOURCE_DIRS = ("game", "ui", "saves")
KEYWORDS = {"tr": None, "_": None, "N_": None, "trn": (1, 2), "N_plural": (1, 2)}


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


# A fixed header date keeps catalogue diffs down to the messages themselves.
HEADER_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def new_catalog(lang: str | None = None) -> Catalog:
    return Catalog(
        locale=lang,
        domain=DOMAIN,
        project="mars-tabletop",
        version="1",
        copyright_holder="Mars Tabletop",
        charset="utf-8",
        creation_date=HEADER_DATE,
        revision_date=HEADER_DATE,
        fuzzy=False,
    )


def extract() -> Catalog:
    """A template catalogue of every marked string in the code."""
    template = new_catalog()
    for folder in SOURCE_DIRS:
        base = ROOT / folder
        if not base.is_dir():
            continue
        for filename, lineno, message, comments, context in extract_from_dir(
            str(base), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)
        ):
            template.add(
                message, None, [(f"{folder}/{filename}", lineno)], auto_comments=comments, context=context
            )
    return template


def read_catalog(lang: str) -> Catalog:
    path = po_path(lang)
    if not path.exists():
        return new_catalog(lang)
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang, domain=DOMAIN)
    catalog.fuzzy = False
    catalog.creation_date = catalog.revision_date = HEADER_DATE
    return catalog


def write_catalog(lang: str, catalog: Catalog) -> None:
    path = po_path(lang)
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, catalog, width=100, omit_header=False, sort_output=True, ignore_obsolete=True)
    path.write_bytes(buf.getvalue())


def compile_catalog(catalog: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def untranslated(catalog: Catalog, template: Catalog) -> list[str]:
    missing = []
    for message in template:
        if not message.id:
            continue
        entry = catalog.get(message.id, context=message.context)
        strings = entry.string if entry is not None else None
        if isinstance(strings, tuple | list):
            ok = all(strings)
        else:
            ok = bool(strings)
        if entry is None or not ok or entry.fuzzy:
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    return missing


def cmd_update() -> None:
    template = extract()
    for lang in LANGS:
        catalog = read_catalog(lang)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        write_catalog(lang, catalog)
        if lang == "ja":
            print(f"{lang}: {len(catalog)} messages, {len(untranslated(catalog, template))} untranslated")


def cmd_compile() -> None:
    for lang in LANGS:
        mo_path(lang).write_bytes(compile_catalog(read_catalog(lang)))
        print(f"compiled {mo_path(lang).relative_to(ROOT)}")


def cmd_check() -> int:
    missing = untranslated(read_catalog("ja"), extract())
    for msgid in missing:
        print(f"missing ja: {msgid!r}")
    return 1 if missing else 0


def cmd_translate(path: str) -> None:
    """Fill Japanese msgstr entries from a JSON object {msgid: translation}."""
    import json

    table = json.loads(Path(path).read_text(encoding="utf-8"))
    catalog = read_catalog("ja")
    done = 0
    for msgid, text in table.items():
        entry = catalog.get(msgid)
        if entry is None:
            print(f"not in catalogue (run update first?): {msgid!r}")
            continue
        # A plural entry: Japanese has one form (nplurals=1), written for every form the header asks
        # (a string, or a list of the forms).
        entry.string = (
            (tuple(text) if isinstance(text, list) else (text,) * catalog.num_plurals)
            if isinstance(entry.id, tuple | list)
            else text
        )
        entry.flags.discard("fuzzy")
        done += 1
    write_catalog("ja", catalog)
    print(f"ja: {done} translations written")


def main(argv: Iterable[str]) -> int:
    args = list(argv)
    if len(args) == 2 and args[0] == "translate":
        cmd_translate(args[1])
    elif args == ["update"]:
        cmd_update()
    elif args == ["compile"]:
        cmd_compile()
    elif args == ["check"]:
        return cmd_check()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
