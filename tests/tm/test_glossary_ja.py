"""Japanese game terms are those of the Japanese rulebook, kept in one glossary file
(``game/tm/content/glossary_ja.json``): every card text, standard project, milestone,
award and catalogue string whose English uses a term says it with the rulebook word in
Japanese, and no Japanese text uses a known wrong variant (熱 for 発熱, 鋼鉄 for 建材...)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from build_scripts import i18n as catalogs

CONTENT = Path(__file__).resolve().parents[2] / "game" / "tm" / "content"
GLOSSARY = json.loads((CONTENT / "glossary_ja.json").read_text(encoding="utf-8"))["terms"]
PLACEHOLDER = re.compile(r"\{[^}]*\}")


def _load(name: str):
    return json.loads((CONTENT / name).read_text(encoding="utf-8"))


def text_pairs() -> list[tuple[str, str, str]]:
    """(where, English, Japanese) for every rules text and label the player reads."""
    pairs = [(f"card {c['number']} {c['name']}", c["text_en"], c["text_ja"]) for c in _load("cards.json")]
    pairs += [
        (f"project {p['name']}", p["name"], p["name_ja"])
        for p in _load("standard_projects.json")["standard_projects"]
    ]
    board = _load("milestones_awards.json")
    pairs += [
        (f"milestone/award {m['name']}", m["name"], m["name_ja"])
        for m in board["milestones"] + board["awards"]
    ]
    for message in catalogs.read_catalog("ja"):
        if not message.id or _other_games_only(message):
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        japanese = message.string if isinstance(message.string, str) else message.string[0]
        pairs += [(f"catalogue {msgid!r}", msgid, japanese) for msgid in ids]
    return pairs


#: The other games' folders: their strings follow their own rulebooks' words (the robot game's
#: ラウンド is a round, the Dice Game's 生産ターン its Production turn), not TM's glossary.
OTHER_GAMES = tuple(
    f"{root}/{game}/" for root in ("game", "ui/tables") for game in ("tmdice", "robots", "ares")
)


def _other_games_only(message) -> bool:
    """A catalogue string used only by another game's engine or table."""
    paths = [path for path, _line in message.locations]
    return bool(paths) and all(path.startswith(OTHER_GAMES) for path in paths)


def card_names() -> list[tuple[str, str]]:
    return [(c["name"], c["name_ja"]) for c in _load("cards.json")]


def glossary_problems(pairs: list[tuple[str, str, str]]) -> list[str]:
    problems = []
    for where, english, japanese in pairs:
        english = PLACEHOLDER.sub("", english)  # {corporation} is a value, not the word
        for term in GLOSSARY:
            if re.search(term["en"], english, re.IGNORECASE) and not any(
                word in japanese for word in term["ja"]
            ):
                problems.append(
                    f"{where}: English uses {term['en']!r} but the Japanese lacks {term['ja'][0]}: {japanese}"
                )
            for wrong in term["wrong"]:
                if re.search(wrong, japanese):
                    problems.append(f"{where}: wrong term {wrong!r} (rulebook: {term['ja'][0]}): {japanese}")
    return problems


def test_the_glossary_holds_the_rulebook_terms():
    by_word = {term["ja"][0] for term in GLOSSARY}
    assert {"造星者", "創案主", "開拓王", "建材", "発熱", "電力", "称号", "褒賞"} <= by_word
    for term in GLOSSARY:
        re.compile(term["en"])
        for wrong in term["wrong"]:
            assert not any(re.search(wrong, word) for word in term["ja"]), (
                f"{wrong!r} rejects the rulebook {term['ja']}"
            )


def test_every_text_and_label_uses_the_rulebook_terms():
    assert glossary_problems(text_pairs()) == []


def test_card_names_use_no_wrong_variant():
    problems = [
        f"{name}: {japanese} uses {wrong!r}"
        for name, japanese in card_names()
        for term in GLOSSARY
        for wrong in term["wrong"]
        if re.search(wrong, japanese)
    ]
    assert problems == []


@pytest.mark.parametrize(
    "english, japanese, found",
    [
        ("Increase your heat production 2 steps.", "自分の熱の産出を2上げる。", ["lacks 発熱", "wrong term"]),
        ("Gain 2 steel.", "鋼鉄を2個得る。", ["lacks 建材", "wrong term"]),
        ("Planner", "計画者", ["lacks 創案主", "wrong term"]),
        ("Increase your heat production 2 steps.", "自分の発熱の産出を2上げる。", []),
        ("Geothermal Power", "地熱発電", []),
    ],
)
def test_the_check_catches_wrong_and_missing_terms(english, japanese, found):
    problems = glossary_problems([("example", english, japanese)])
    assert len(problems) == len(found)
    for problem, words in zip(problems, found, strict=True):
        assert words in problem
