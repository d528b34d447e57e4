"""Import Terraforming Mars facts from ../shared/reference into game/tm/content/.

    python build_scripts/import_tm_reference.py [REFERENCE_DIR]

Facts and numbers carry over (costs, tags, requirements, structured effects,
board geometry, milestone and award rules). Prose does not: the reference's
``summary`` lines and source paths are dropped; our own card texts live in
the content files' ``text_en`` / ``text_ja`` fields (issue "TM content").
Running it again keeps any text we already wrote.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "game" / "tm" / "content"
DEFAULT_REF = ROOT.parent / "shared" / "reference" / "terraforming-mars"

DROP = {
    "summary",
    "source_file",
    "source_name",
    "note",
    "counts_for_standard_technology",
    "claim",
    "scoring",
    "funding",
}


RULEBOOK_PROJECT_NAMES_JA = {
    "Sell Patents": "パテントの売却",
    "Power Plant": "発電所の設置",
    "Asteroid": "小惑星の誘引",
    "Aquifer": "帯水層の解放",
    "Greenery": "緑地化",
    "City": "都市化",
}


def strip(value):
    if isinstance(value, dict):
        return {k: strip(v) for k, v in value.items() if k not in DROP}
    if isinstance(value, list):
        return [strip(v) for v in value]
    return value


def dump(name: str, data) -> None:
    (OUT / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main(ref: Path) -> None:
    cards = json.loads((ref / "cards.json").read_text(encoding="utf-8"))
    old = {}
    if (OUT / "cards.json").exists():
        old = {c["name"]: c for c in json.loads((OUT / "cards.json").read_text(encoding="utf-8"))}
    out_cards = []
    for card in cards:
        entry = strip(card)
        prev = old.get(card["name"], {})
        entry["text_en"] = prev.get("text_en", "")
        entry["text_ja"] = prev.get("text_ja", "")
        out_cards.append(entry)
    dump("cards.json", out_cards)

    board = json.loads((ref / "board-tharsis.json").read_text(encoding="utf-8"))
    spaces = [
        {
            k: s[k]
            for k in (
                "id",
                "row",
                "pos",
                "axial",
                "type",
                "reserved",
                "name",
                "volcanic",
                "bonus",
                "neighbors",
            )
        }
        for s in board["spaces"]
    ]
    off = [{k: s[k] for k in ("id", "reserved", "name", "card")} for s in board["off_board_spaces"]]
    dump("board_tharsis.json", {"board": "Tharsis", "spaces": spaces, "off_board_spaces": off})

    ma = strip(json.loads((ref / "milestones-awards.json").read_text(encoding="utf-8")))
    ma.pop("source", None)
    dump("milestones_awards.json", ma)

    sp = strip(json.loads((ref / "standard-projects.json").read_text(encoding="utf-8")))
    for project in sp["standard_projects"]:
        # The UI uses the rulebook's wording (spec AMB-13).
        project["name_ja"] = RULEBOOK_PROJECT_NAMES_JA[project["name"]]
    dump("standard_projects.json", {"standard_projects": sp["standard_projects"]})
    print(f"imported {len(out_cards)} cards, {len(spaces)} spaces into {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_REF)
