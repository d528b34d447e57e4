"""Helpers for the TM table tests: positions with each kind of pending decision,
and a driver that reaches any legal command by clicking through the table."""

from __future__ import annotations

from functools import cache

from game.core import Match, Rng
from game.tm.rules import RULES
from tests.support.tm_playout import choose
from tests.ui.driver import Driver

KINDS = ("space", "payment", "player", "amount", "option", "card", "cards", "corporation", "order")


def setup_data(players: int, draft: bool = False) -> dict:
    return {"players": players, "solo": players == 1, "draft": draft and players > 2}


@cache
def decision_positions() -> dict[str, tuple[dict, int, tuple]]:
    """For each decision kind (and card purpose): (setup data, seed, commands) of the first
    random-playout position where it is pending."""
    found: dict[str, tuple[dict, int, tuple]] = {}
    wanted = set(KINDS) | {"card:draft", "cards:research", "cards:starting", "cards:sell", "space:final"}
    for seed in range(60):
        for players in (1, 2, 3):
            data = setup_data(players, draft=True)
            match = Match(RULES, RULES.setup_from_data(data), seed)
            rng = Rng(seed + 99)
            while not match.is_over() and len(match.commands) < 3000:
                d = match.state.pending
                if d is not None:
                    for key in (d.kind, f"{d.kind}:{d.data.get('purpose')}"):
                        if key in wanted and key not in found:
                            found[key] = (data, seed, tuple(match.commands))
                match.push(choose(rng, match.legal_commands()))
            if wanted <= set(found):
                return found
    return found


def action_position(
    players: int = 2, seed: int = 3, actions: int = 4, min_legal: int = 0
) -> tuple[dict, int, tuple]:
    """A position in the action phase with no decision pending, after at least ``actions``
    top-level moves, where at least ``min_legal`` commands are legal."""
    data = setup_data(players)
    match = Match(RULES, RULES.setup_from_data(data), seed)
    rng = Rng(seed + 7)
    done = 0
    while True:
        s = match.state
        if s.phase == "action" and s.pending is None:
            if done >= actions and len(match.legal_commands()) >= min_legal:
                return data, seed, tuple(match.commands)
            done += 1
        match.push(choose(rng, match.legal_commands()))


def open_table(driver: Driver, data: dict, seed: int, commands, reveal: bool = True):
    """Show the position on ``driver``'s app (clicking through the hand-off screen)."""
    from ui.tables.tm.table_scene import TmTableScene

    match = Match(RULES, RULES.setup_from_data(data), seed, list(commands))
    scene = driver.app.stack.push(TmTableScene(driver.app, match))
    driver.frames(1)  # the screen change starts the fade...
    driver.settle()  # ...which settle waits out
    if reveal and scene.overlays:
        driver.click("handoff")
    return scene


def reach(driver: Driver, scene, command, budget: int = 40) -> int:
    """Click through the table until ``command`` is issued; return the clicks used."""
    from ui.autoplay import post_step

    start = len(scene.session.match.commands)
    for used in range(1, budget + 1):
        step = None
        if scene.overlays:
            step = scene.overlay_step(command)
        else:
            for target, point in scene.targets():
                if target == command:
                    step = ("click", point)
                    break
            if step is None:
                step = scene.route(command)
        assert step is not None, f"no control reaches {command}"
        post_step(step)
        driver.frames(1)
        if len(scene.session.match.commands) > start:
            assert scene.session.match.commands[start] == command
            return used
    raise AssertionError(f"{command} not issued after {budget} clicks")
