"""No text is cut (issue 9, item 8): every label, button, prompt and card name the TM
screens show fits at 1280x720 and 1920x1080, in English and Japanese, and names break
only between whole words (Latin words; Japanese words as ``ui.text.break_units`` finds
them: アスクレウス / 山, never アスクレ / ウス山).

The text layer is watched while the screens draw: a string cut with an ellipsis, a word
cut by wrapping, or a line clipped off the bottom of its box is a cut. The screens: the
new-game screen for 1 to 5 players, the table with every kind of decision (and a tile
marked for confirmation), the table after the game and the score screen (solo and
multiplayer), every side-panel tab, the menu and the hand-off screen. Card names:
every card's face at every width the table drew a card at.
"""

from __future__ import annotations

import pygame
import pytest

from build_scripts import i18n as catalogs
from game.core import Match, Rng
from game.i18n import Text, set_language
from game.tm.content import card, corporations, project_cards
from game.tm.rules import RULES
from tests.support.tm_playout import choose
from tests.ui.tm.tm_support import action_position, decision_positions, open_table
from ui import text
from ui.tables.tm import names, table_scene
from ui.tables.tm.new_game_scene import TmNewGameScene
from ui.tables.tm.score_scene import TmScoreScene
from ui.tables.tm.widgets import card_view

SIZES = ["1280x720", "1920x1080"]
LANGS = ["en", "ja"]
DECISIONS = [
    "corporation",
    "cards:starting",
    "cards:research",
    "cards:sell",
    "card:draft",
    "card",
    "option",
    "payment",
    "space",
    "space:final",
    "order",
    "player",
    "amount",
]


def _squeezed(value: str) -> str:
    return "".join(value.split())


def is_rules_text(lines: list[str]) -> bool:
    """Lines of a card's rules text: a small card face shows what its body holds, and the
    whole card on hover (rules texts are not labels, prompts or names)."""
    shown = _squeezed("".join(lines))
    return any(
        shown in _squeezed(card(name).text_en) or shown in _squeezed(card(name).text_ja)
        for name in [*project_cards(True), *corporations(True)]
    )


class CutWatch:
    """Wraps the text layer's fitting functions and collects every cut they make."""

    def __init__(self, monkeypatch) -> None:
        self.cuts: list[str] = []
        self.card_widths: set[int] = set()
        real_ellipsize, real_wrap, real_blit_lines = text.ellipsize, text.wrap, text.blit_lines
        real_face = card_view.face

        def ellipsize(shown, size, max_width, bold=False):
            out = real_ellipsize(shown, size, max_width, bold)
            if out != shown and not shown.endswith("…"):  # an excerpt marked as one is not a cut
                self.cuts.append(f"ellipsized at {size} px in {max_width} px: {shown!r} -> {out!r}")
            return out

        def wrap(shown, size, max_width, bold=False, cut_words=True):
            if cut_words and text.cuts_a_word(shown, size, max_width, bold):
                self.cuts.append(f"a word cut at {size} px in {max_width} px: {shown!r}")
            return real_wrap(shown, size, max_width, bold, cut_words)

        def blit_lines(surface, lines, rect, size, color, bold=False, align="left"):
            used = real_blit_lines(surface, lines, rect, size, color, bold, align)
            shown = used // text.line_height(size, bold)
            if shown < len([line for line in lines if line]) and not is_rules_text(lines):
                self.cuts.append(f"lines clipped at {size} px in {rect.size}: {lines[shown:]!r} of {lines!r}")
            return used

        def face(name, width):
            self.card_widths.add(width)
            return real_face(name, width)

        monkeypatch.setattr(text, "ellipsize", ellipsize)
        monkeypatch.setattr(text, "wrap", wrap)
        monkeypatch.setattr(text, "blit_lines", blit_lines)
        monkeypatch.setattr(card_view, "face", face)

    def take(self) -> list[str]:
        found, self.cuts = sorted(set(self.cuts)), []
        return found


@pytest.fixture
def watch(monkeypatch):
    card_view.clear_cache()
    yield CutWatch(monkeypatch)
    card_view.clear_cache()


def finished_match(players: int, seed: int) -> Match:
    data = {"players": players, "solo": players == 1}
    match = Match(RULES, RULES.setup_from_data(data), seed)
    rng = Rng(seed + 5)
    while not match.is_over():
        match.push(choose(rng, match.legal_commands()))
    return match


def test_the_watch_sees_a_cut(watch):
    """The check can fail: a long word in a narrow box is reported."""
    text.ellipsize("Microorganisms", 16, 40)
    text.wrap("Designed Microorganisms", 16, 60, True)
    assert len(watch.take()) == 2


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_no_screen_cuts_a_text(drive, watch, lang, size):
    problems: list[str] = []
    driver = drive("--lang", lang, "--size", size)
    driver.click("game:tm")
    driver.settle()
    assert isinstance(driver.top, TmNewGameScene)
    for _ in range(5):  # 2, 3, 4, 5, then 1 player (the solo note)
        driver.frames(2)
        problems += [f"new game ({driver.top.players} players): {cut}" for cut in watch.take()]
        driver.click("players")
    driver.close()

    for kind in DECISIONS:
        data, seed, commands = decision_positions()[kind]
        driver = drive("--lang", lang, "--size", size)
        table = open_table(driver, data, seed, commands)
        driver.frames(2)
        if kind == "space":  # a marked space: the bar asks to confirm
            spaces = [c.space for c in table.session.match.legal_commands() if hasattr(c, "space")]
            table.confirm_space = spaces[0]
            driver.frames(2)
        problems += [f"{kind}: {cut}" for cut in watch.take()]
        driver.close()

    data, seed, commands = action_position(players=4, actions=30)
    driver = drive("--lang", lang, "--size", size)
    table = open_table(driver, data, seed, commands)
    for tab in table.side.tabs:
        driver.click(f"tab:{tab}")
        driver.frames(2)
        problems += [f"side panel {tab}: {cut}" for cut in watch.take()]
    driver.key(pygame.K_ESCAPE)  # the menu
    driver.frames(2)
    problems += [f"menu: {cut}" for cut in watch.take()]
    driver.close()
    driver = drive("--lang", lang, "--size", size)
    open_table(driver, data, seed, commands, reveal=False)  # the hand-off screen
    driver.frames(2)
    problems += [f"hand-off: {cut}" for cut in watch.take()]
    driver.close()

    for players, seed in ((1, 5), (3, 5)):
        match = finished_match(players, seed)
        driver = drive("--lang", lang, "--size", size)
        table = open_table(
            driver,
            match.setup_data if hasattr(match, "setup_data") else {"players": players, "solo": players == 1},
            seed,
            match.commands,
        )
        driver.frames(2)
        assert isinstance(driver.top, TmScoreScene), "a finished game opens on its score screen"
        problems += [f"score screen ({players}p): {cut}" for cut in watch.take()]
        driver.click("score:board")
        driver.settle()
        assert driver.top is table
        driver.frames(2)
        problems += [f"table after the game ({players}p): {cut}" for cut in watch.take()]
        driver.click("scores")
        driver.settle()
        assert isinstance(driver.top, TmScoreScene)
        driver.close()
    assert not problems, "\n".join(problems)
    assert len(watch.card_widths) >= 2, "the table drew cards"


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_name_fits_at_every_card_width(drive, watch, lang):
    widths: set[int] = set()
    for size in SIZES:
        data, seed, commands = decision_positions()["cards:research"]
        driver = drive("--lang", lang, "--size", size)
        open_table(driver, data, seed, commands)
        driver.frames(2)
        widths |= watch.card_widths
        driver.close()
    watch.take()
    set_language(lang)
    problems = []
    names = [*project_cards(True), *corporations(True)]
    for width in sorted(widths):
        for name in names:
            card_view.face(name, width)
            problems += [f"{name} at {width} px: {cut}" for cut in watch.take()]
    assert not problems, "\n".join(problems)


def prompt_templates() -> list[str | tuple[str, str]]:
    """Every message of ui/tables/tm/prompts.py: what the top bar can say."""
    return [
        m.id if isinstance(m.id, str) else tuple(m.id)
        for m in catalogs.extract()
        if m.id and any(path.endswith("tables/tm/prompts.py") for path, _line in m.locations)
    ]


def sample_params() -> dict[str, object]:
    """Long but real values for a prompt's placeholders, in the current language."""
    longest_card = max((names.card_name(n) for n in project_cards(True)), key=len)
    return {
        "player": names.default_player_name(2),
        "card": longest_card,
        "what": longest_card,
        "resource": names.resource("science"),
        "tile": names.tile("commercial_district"),
        "space": names.space_name("21"),
        "count": 2,
        "amount": 2,
        "price": 3,
        "cost": 25,
        "low": 0,
        "high": 12,
        "number": 2,
        "want": 2,
        "name": names.milestone_or_award_name("Terraformer"),
    }


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_top_bar_prompt_fits(drive, watch, monkeypatch, lang, size):
    templates = prompt_templates()
    assert len(templates) >= 25
    driver = drive("--lang", lang, "--size", size)
    data, seed, commands = action_position()
    open_table(driver, data, seed, commands)
    watch.take()
    problems = []
    for template in templates:
        params = sample_params()
        prompt = Text(template, params).translated()
        line = Text("{player}: {prompt}", {"player": params["player"], "prompt": prompt}).translated()
        monkeypatch.setattr(table_scene, "turn_prompt", lambda _session, line=line: line)
        driver.frames(1)
        problems += [f"{template!r}: {cut}" for cut in watch.take()]
    assert not problems, "\n".join(problems)
