"""Hidden builds are never drawn for the other seat: every card face the table draws goes through
``widgets.cards.draw_face``; while a pass-and-play game is played through its controls, no frame
draws a card of a seat whose base is screened from the person looking (or, behind the hand-off,
from anybody), and the opponent's hand is never drawn."""

from __future__ import annotations

import pytest

from game.ares import view as V
from game.ares.content.load import content
from ui.tables.ares import dialogs, shown_cards
from ui.tables.ares.score_scene import AresScoreScene
from ui.tables.ares.table_scene import AresTableScene
from ui.tables.ares.widgets import board, combat, hand

MODULES = (board, combat, hand, dialogs, shown_cards)


@pytest.fixture
def drawn(monkeypatch):
    """The names of the card faces drawn since the list was last cleared."""
    faces: list[str] = []
    for module in MODULES:
        original = module.draw_face

        def record(surface, lay, rect, card, *args, _original=original, **kwargs):
            faces.append(card)
            return _original(surface, lay, rect, card, *args, **kwargs)

        monkeypatch.setattr(module, "draw_face", record)
    return faces


def _faction_cards() -> dict[str, set[str]]:
    data = content()
    cards = {f: set(faction.cards) for f, faction in data.factions.items()}
    shared = set.intersection(*cards.values()) if len(cards) > 1 else set()
    starts = {n for f in data.factions.values() for n, c in f.cards.items() if c.start}
    return {f: names - shared - starts for f, names in cards.items()}


def _forbidden(table: AresTableScene) -> set[str]:
    """Card names the person at the screen may not see now."""
    state = table.session.state
    viewer = table.private_seat()
    by_faction = _faction_cards()
    out: set[str] = set()
    for owner, player in enumerate(state.players):
        if owner == viewer:
            continue
        lookers = [viewer] if viewer is not None else [s for s in range(len(state.players)) if s != owner]
        own = by_faction.get(player.faction or "", set())
        if all(V.base_open(state, owner, s) for s in lookers):
            out |= own - {b.card for b in player.base if b.card}  # its open base, never its hand
        else:
            out |= own
    return out


@pytest.mark.parametrize("seed", [5, pytest.param(9, marks=pytest.mark.slow)])
def test_no_frame_draws_a_hidden_build(drive, drawn, seed):
    driver = drive(
        "--lang", "en", "--new", "ares", "--players", "2", "--seed", str(seed),
        "--autoplay", "random", "--until", "end",
    )  # fmt: skip
    table = driver.top
    assert isinstance(table, AresTableScene) and table.session.shared_screen()
    checked = opponents_seen = 0
    for _ in range(30_000):
        if isinstance(driver.top, AresScoreScene):
            break
        drawn.clear()
        driver.frames(1)
        if driver.top is not table:
            continue
        leaked = set(drawn) & _forbidden(table)
        assert not leaked, f"drawn for seat {table.private_seat()}: {sorted(leaked)}"
        checked += 1
        viewer = table.private_seat()
        if viewer is not None and any(
            card in _faction_cards()[table.session.state.players[1 - viewer].faction] for card in drawn
        ):
            opponents_seen += 1  # an opponent's base shown in a combat that revealed it
    assert isinstance(driver.top, AresScoreScene) and checked > 500
    assert opponents_seen > 0  # the check would see an opponent's cards if they were drawn


@pytest.mark.slow
def test_a_team_game_never_draws_the_other_teams_hidden_builds(drive, drawn):
    """4 players, seats 1+2 against 3+4: a teammate's base may be drawn open (the engine's view
    shows it), the other team's never while screened; behind the hand-off nobody's."""
    driver = drive(
        "--lang", "en", "--new", "ares-teams", "--players", "4", "--seed", "5", "--autoplay", "random", "--until", "end"
    )  # fmt: skip
    table = driver.top
    assert isinstance(table, AresTableScene) and table.session.state.teams == ((0, 1), (2, 3))
    checked = teammates_seen = 0
    by_faction = _faction_cards()
    for _ in range(60_000):
        if isinstance(driver.top, AresScoreScene):
            break
        drawn.clear()
        driver.frames(1)
        if driver.top is not table:
            continue
        leaked = set(drawn) & _forbidden(table)
        assert not leaked, f"drawn for seat {table.private_seat()}: {sorted(leaked)}"
        checked += 1
        viewer = table.private_seat()
        if viewer is not None and table.session.state.combat is None:
            mate = viewer ^ 1  # seats 0+1 and 2+3
            if set(drawn) & by_faction[table.session.state.players[mate].faction]:
                teammates_seen += 1
    assert isinstance(driver.top, AresScoreScene) and checked > 500
    assert teammates_seen > 0  # the teammate's open base is drawn: the check sees faces when they are
