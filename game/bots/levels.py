"""The generic bot levels, parameterised by a game's ``GameKit``.

* ``random``: a uniform legal command (among the kit's candidates).
* ``greedy``: the plain greedy baseline: the command after which its VP right now is
  highest (the chain of decisions the command opens is answered the same way).
* ``easy``: one-ply greedy on the evaluation, with noise of ``EASY_NOISE``.
* ``normal``: one-ply greedy on the evaluation, each command judged after answering the
  chain of decisions it opens for the same seat (payment, space, target...), each link
  chosen greedily on the evaluation.
* ``hard``: information-set Monte Carlo tree search (single observer, Cowling et al. 2012):
  every iteration samples a determinization of the view, descends a tree of macro moves
  (a command plus normal's answers to the chain it opens) by UCB over the moves available
  in that determinization, expands one, plays ``HARD_ROLLOUT`` further macro moves with
  the easy policy without noise and cuts off with the evaluation; it stops at its time
  budget (or after ``iterations`` when given, for reproducible tests) and plays the most
  visited root move.

Every level looks only at its ``SeatView`` and at states it determinizes from it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots.framework import GameKit, SeatView
from game.core.command import Command
from game.core.errors import IllegalCommand
from game.core.rng import Rng

EASY_NOISE = 1.5  # evaluation units (TM: VP), uniform in [-noise, +noise]
CHAIN_LIMIT = 12  # decisions of one chain answered before the rest is cut off
PASS_PENALTY = 0.05  # a pass or an end of turn must beat doing something by this much
HARD_ROLLOUT = 2  # macro moves played after the tree before the evaluation cut-off
HARD_UCB = 0.7  # exploration constant (rewards are in [0, 1])
HARD_SCALE = 4.0  # evaluation units that move the reward from 0.5 to 0.73
HARD_TREE_DEPTH = 6


def _after(kit: GameKit, state: Any, command: Command) -> Any | None:
    try:
        return kit.rules.apply(state, command).state
    except IllegalCommand:
        return None


def _is_wait(command: Command) -> bool:
    return command.KIND in ("pass", "end_turn")


def _own_turn(kit: GameKit, state: Any, seat: int) -> bool:
    return not kit.rules.is_over(state) and kit.rules.current_seat(state) == seat


def _still_deciding(kit: GameKit, state: Any, seat: int) -> bool:
    """The seat still answers the chain its command opened (not its next action)."""
    return _own_turn(kit, state, seat) and kit.in_chain(state)


def greedy_chain(kit: GameKit, state: Any, seat: int, measure, limit: int = CHAIN_LIMIT) -> Any:
    """Answer the pending decisions of ``seat`` one after another, each by the best ``measure``."""
    steps = 0
    while _still_deciding(kit, state, seat) and steps < limit:
        best, best_value = None, -math.inf
        for command in kit.candidates(state, seat, kit.rules.legal_commands(state)):
            after = _after(kit, state, command)
            if after is not None:
                value = measure(after, seat)
                if value > best_value:
                    best, best_value = after, value
        if best is None:
            break
        state, steps = best, steps + 1
    return state


def _best(
    kit: GameKit, state: Any, seat: int, legal: Sequence[Command], judge, rng: Rng, noise: float
) -> Command:
    options = kit.candidates(state, seat, legal)
    best, best_value = options[0], -math.inf
    for command in options:
        after = _after(kit, state, command)
        if after is None:
            continue
        value = judge(after) - (PASS_PENALTY if _is_wait(command) else 0.0)
        if noise:
            value += noise * (2 * rng.randbelow(1 << 16) / (1 << 16) - 1)
        if value > best_value:
            best, best_value = command, value
    return best


@dataclass
class RandomBot:
    kit: GameKit
    name: str = "random"
    budget_s: float = 0.1

    def choose(self, view: SeatView, legal: Sequence[Command], rng: Rng) -> Command:
        state = self.kit.determinize(view, rng)
        return rng.choice(self.kit.candidates(state, view.seat, legal))


@dataclass
class GreedyBot:
    """Highest immediate VP after the command and its chain."""

    kit: GameKit
    name: str = "greedy"
    budget_s: float = 1.0

    def choose(self, view: SeatView, legal: Sequence[Command], rng: Rng) -> Command:
        seat, state = view.seat, self.kit.determinize(view, rng)
        measure = self.kit.immediate
        return _best(self.kit, state, seat, legal, lambda s: measure(greedy_chain(self.kit, s, seat, measure), seat),
                     rng, 0.0)  # fmt: skip


@dataclass
class EasyBot:
    kit: GameKit
    name: str = "easy"
    budget_s: float = 1.0
    noise: float = EASY_NOISE

    def choose(self, view: SeatView, legal: Sequence[Command], rng: Rng) -> Command:
        seat, state = view.seat, self.kit.determinize(view, rng)
        return _best(self.kit, state, seat, legal, lambda s: self.kit.evaluate(s, seat), rng, self.noise)


@dataclass
class NormalBot:
    kit: GameKit
    name: str = "normal"
    budget_s: float = 1.0

    def choose(self, view: SeatView, legal: Sequence[Command], rng: Rng) -> Command:
        seat, state = view.seat, self.kit.determinize(view, rng)
        return normal_choice(self.kit, state, seat, legal, rng)


def normal_choice(kit: GameKit, state: Any, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
    evaluate = kit.evaluate
    return _best(
        kit, state, seat, legal, lambda s: evaluate(greedy_chain(kit, s, seat, evaluate), seat), rng, 0.0
    )


@dataclass
class _Node:
    visits: int = 0
    reward: float = 0.0  # summed reward of the seat that chose the move into this node
    available: int = 0  # times this node's move was available when its parent was visited
    children: dict[Command, _Node] = field(default_factory=dict)


@dataclass
class HardBot:
    """Single-observer ISMCTS over macro moves with an evaluation cut-off."""

    kit: GameKit
    name: str = "hard"
    budget_s: float = 2.0
    iterations: int | None = None  # a fixed count (tests) instead of the time budget

    def choose(self, view: SeatView, legal: Sequence[Command], rng: Rng) -> Command:
        seat = view.seat
        first = self.kit.determinize(view, rng)
        root_moves = self.kit.candidates(first, seat, legal)
        if len(root_moves) == 1:
            return root_moves[0]
        root = _Node()
        start = time.perf_counter()
        done = 0
        while True:
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif done and time.perf_counter() - start >= self.budget_s * 0.9:
                break
            state = first if done == 0 else self.kit.determinize(view, rng)
            self._iterate(root, state, seat, root_moves, rng)
            done += 1
        return max(root_moves, key=lambda c: (root.children[c].visits if c in root.children else -1,
                                              root.children[c].reward if c in root.children else 0.0))  # fmt: skip

    def _iterate(self, root: _Node, state: Any, seat: int, root_moves: list[Command], rng: Rng) -> None:
        kit = self.kit
        node, path = root, []  # (node, seat that chose it)
        depth = 0
        while not kit.rules.is_over(state) and depth < HARD_TREE_DEPTH:
            mover = kit.rules.current_seat(state)
            moves = (
                root_moves if depth == 0 else kit.candidates(state, mover, kit.rules.legal_commands(state))
            )
            for m in moves:
                node.children.setdefault(m, _Node()).available += 1
            untried = [m for m in moves if node.children[m].visits == 0]
            if untried:
                move = untried[rng.randbelow(len(untried))]
            else:
                move = max(moves, key=lambda m: _ucb(node.children[m]))
            after = _macro(kit, state, mover, move)
            if after is None:
                return
            node = node.children[move]
            path.append((node, mover))
            state, depth = after, depth + 1
            if untried:
                break
        for _ in range(HARD_ROLLOUT):
            if kit.rules.is_over(state):
                break
            mover = kit.rules.current_seat(state)
            legal = kit.rules.legal_commands(state)
            command = _best(kit, state, mover, legal, lambda s, m=mover: kit.evaluate(s, m), rng, 0.0)
            state = greedy_chain(kit, kit.rules.apply(state, command).state, mover, kit.evaluate)
        for visited, mover in path:
            visited.visits += 1
            visited.reward += 1.0 / (1.0 + math.exp(-kit.evaluate(state, mover) / HARD_SCALE))


def _ucb(node: _Node) -> float:
    return node.reward / node.visits + HARD_UCB * math.sqrt(math.log(max(1, node.available)) / node.visits)


def _macro(kit: GameKit, state: Any, mover: int, move: Command) -> Any | None:
    after = _after(kit, state, move)
    return None if after is None else greedy_chain(kit, after, mover, kit.evaluate)


LEVELS = {"random": RandomBot, "greedy": GreedyBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(level: str, kit: GameKit, **options: Any):
    """A bot of ``level`` (one of ``LEVELS``) for the game of ``kit``."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})") from None
    return cls(kit, **options)
