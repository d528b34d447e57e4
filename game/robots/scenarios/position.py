"""Build the starting position of a scenario: a fresh game, or a bare position from ``given``."""

from __future__ import annotations

from game.core.rng import Rng
from game.robots import flow
from game.robots.content.load import SEED_PART_NAMES, content
from game.robots.content.models import Robot
from game.robots.scenarios.model import DeployedEntry, Given, Scenario, TestRobot
from game.robots.state import GameState, Player


class ScenarioError(ValueError):
    """An invalid scenario file: the message names the field."""


def _robot(s: GameState, entry: str | TestRobot | None, seat: int, where: str) -> str:
    if entry is None:
        entry = TestRobot(number=seat + 1, survey=1, storage=3)
    if isinstance(entry, str):
        if entry not in s.robots:
            raise ScenarioError(f"{where}: unknown robot {entry!r}")
        return entry
    data = entry.model_dump()
    name = data.pop("name") or f"Robot {entry.number}"
    s.robots[name] = Robot(name=name, **data)
    return name


def check_card(s: GameState, name: str, where: str) -> str:
    if name not in s.parts:
        raise ScenarioError(f"{where}: unknown card {name!r}")
    return name


def check_mars(s: GameState, name: str, where: str) -> str:
    if name not in s.mars:
        raise ScenarioError(f"{where}: unknown Mars card {name!r}")
    return name


def _cards(s: GameState, names: list[str], where: str) -> list[str]:
    return [check_card(s, n, f"{where}.{i}") for i, n in enumerate(names)]


def _mars(s: GameState, names: list[str], where: str) -> list[str]:
    return [check_mars(s, n, f"{where}.{i}") for i, n in enumerate(names)]


def build(sc: Scenario) -> GameState:
    c = content()
    if sc.given is None:
        return flow.new_state(c, sc.setup.players, sc.setup.seed)
    g: Given = sc.given
    s = GameState(dict(c.parts), dict(c.robots), dict(c.mars), [], Rng(sc.setup.seed))
    for name, test in g.cards.items():
        if name in SEED_PART_NAMES:
            raise ScenarioError(f"given.cards.{name}: a test part may not reuse a seed name")
        s.parts[name] = test.part(name)
    s.round, s.season, s.iteration, s.phase = g.round, g.season, g.iteration, g.phase
    s.mars_row = _mars(s, g.mars_row, "given.mars_row")
    s.deck_a = _mars(s, g.deck_a, "given.deck_a")
    s.deck_b = _mars(s, g.deck_b, "given.deck_b")
    s.mars_discard = _mars(s, g.mars_discard, "given.mars_discard")
    if g.creatures_resolved is None:
        s.creatures_resolved = sum(1 for m in s.mars_discard if s.mars[m].creature)
    else:
        s.creatures_resolved = g.creatures_resolved
    s.vp_deck, s.vp_discard = list(g.vp_deck), list(g.vp_discard)
    s.progress_row = g.progress_row
    s.progress_deck = (
        c.components.progress_cards - g.progress_row if g.progress_deck is None else g.progress_deck
    )
    n = sc.setup.players
    if len(g.players) > n:
        raise ScenarioError(f"given.players: {len(g.players)} players listed for a {n}-player setup")
    from game.robots.scenarios.model import GivenPlayer

    listed = list(g.players) + [GivenPlayer() for _ in range(n - len(g.players))]
    for seat, gp in enumerate(listed):
        where = f"given.players.{seat}"
        p = Player(_robot(s, gp.robot, seat, f"{where}.robot"), robot_chits=gp.robot_chits)
        p.hand = _cards(s, gp.hand, f"{where}.hand")
        p.programmed = _cards(s, gp.programmed, f"{where}.programmed")
        p.discard = _cards(s, gp.discard, f"{where}.discard")
        for i, entry in enumerate(gp.deployed):
            card, chits = (entry.card, entry.chits) if isinstance(entry, DeployedEntry) else (entry, 0)
            p.deployed.append(check_card(s, card, f"{where}.deployed.{i}"))
            p.chits.append(chits)
        p.vp = list(gp.vp)
        p.eliminated = gp.eliminated
        s.players.append(p)
    numbers = [s.robot(i).number for i in range(n)]
    if len(set(numbers)) != n:
        raise ScenarioError("given.players: robot numbers must be unique")
    chits = c.components.data_chits - s.chits_on_cards()
    s.chit_supply = chits if g.chit_supply is None else g.chit_supply
    if g.supply is None:
        s.supply = {name: c.special_copies for name in c.special}
    else:
        for name in g.supply:
            if name not in s.parts or s.parts[name].cost is None:
                raise ScenarioError(f"given.supply.{name}: not a special part")
        s.supply = dict(g.supply)
    s.rights = [0] * n
    if s.season == "development":
        s.dev_order = s.order()
    return s
