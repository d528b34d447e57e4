"""Fill the ``text_en`` / ``text_ja`` fields of game/tm/content/cards.json.

    python build_scripts/card_texts.py TEXTS.json [TEXTS.json ...]
    python build_scripts/card_texts.py --missing

Each TEXTS.json maps a card number to its two texts::

    {"001": {"en": "Requires 5% oxygen or less. 2 VP.",
             "ja": "条件：酸素濃度5%以下。2VP。"}}

The texts are our own rules wording, written from the card's structured
fields. cards.json stays the single home of the texts; this script only
merges batches into it. Every other field is left exactly as it is, and the
file is written back the way build_scripts/import_tm_reference.py writes it
(``json.dumps(..., ensure_ascii=False, indent=1)`` plus a trailing newline).
``--missing`` lists the cards that still lack a text.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "game" / "tm" / "content" / "cards.json"


def load() -> list[dict]:
    return json.loads(CARDS.read_text(encoding="utf-8"))


def save(cards: list[dict]) -> None:
    CARDS.write_text(json.dumps(cards, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def merge(cards: list[dict], texts: dict[str, dict[str, str]]) -> list[str]:
    """Write ``texts`` into ``cards``; answer the numbers that were filled."""
    by_number = {card["number"]: card for card in cards}
    unknown = sorted(set(texts) - set(by_number))
    if unknown:
        raise SystemExit(f"unknown card numbers: {', '.join(unknown)}")
    for number, pair in texts.items():
        if set(pair) != {"en", "ja"}:
            raise SystemExit(f"{number}: give exactly 'en' and 'ja', not {sorted(pair)}")
        en, ja = pair["en"].strip(), pair["ja"].strip()
        if not en or not ja:
            raise SystemExit(f"{number}: empty text")
        by_number[number]["text_en"] = en
        by_number[number]["text_ja"] = ja
    return sorted(texts)


def missing(cards: list[dict]) -> list[str]:
    return [f"{c['number']} {c['name']}" for c in cards if not c["text_en"] or not c["text_ja"]]


def main(argv: list[str]) -> int:
    cards = load()
    if argv == ["--missing"]:
        rows = missing(cards)
        print("\n".join(rows) if rows else "every card has both texts")
        return 0
    if not argv or any(arg.startswith("-") for arg in argv):
        print(__doc__)
        return 2
    filled: list[str] = []
    for name in argv:
        filled += merge(cards, json.loads(Path(name).read_text(encoding="utf-8")))
    save(cards)
    print(f"filled {len(filled)} card(s); {len(missing(cards))} still without text")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
