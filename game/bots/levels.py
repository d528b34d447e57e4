"""The generic bot levels, parameterised by a game's ``GameKit``.

* ``random``: a uniform legal command (among the kit's candidates).
* ``greedy``: the plain greedy baseline: the command after which its VP right now is
  highest (the chain of decisions the command opens is answered the same way).
* ``easy``: one-ply greedy on the evaluation, with noise of ``EASY_NOISE``.
* ``normal``: one-ply greedy on the evaluation, each command judged after answering the
  chain of decisions it opens for the same seat (payment, space, target...), each link
  chosen greedily on the evaluation.
* ``hard``: information-set Monte Carlo search (single observer, after Cowling et al.
  2012) over normal's best moves: every iteration samples a determinization of the view
  and plays each root move in it, then the moves normal's policy plays after it (its own
  next action, the other seats' replies), cut off by the evaluation; normal's judgement
  is a prior, so a short search plays what normal would (see ``HardBot``).

Every level looks only at its ``SeatView`` and at states it determinizes from it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.bots.framework import GameKit, SeatView
from game.core.command import Command
from game.core.errors import IllegalCommand
from game.core.rng import Rng

EASY_NOISE = 1.5  # evaluation units (TM: VP), uniform in [-noise, +noise]
CHAIN_LIMIT = 12  # decisions of one chain answered before the rest is cut off
PASS_PENALTY = 0.05  # a pass or an end of turn must beat doing something by this much
HARD_WIDTH = 5  # root moves the hard level searches (normal's best)
HARD_ROLLOUT = 6  # most moves played by normal's policy after the root move before the cut-off
HARD_PRIOR_WEIGHT = 2.0  # samples normal's own judgement of a root move counts as
HARD_REPLIES = 2  # the other seats' moves a look-ahead waits for
HARD_OWN_MOVES = 1  # the seat's own moves a look-ahead plays after the root move
HARD_MIN_VISITS = 3  # samples of every root move before the search may stop early
HARD_CLEAR = 2.0  # lead (evaluation units) of the best root move that stops the search early
HARD_WALL_FACTOR = 2.5  # budgets of wall time a move may take at most when the machine is busy


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


def _judged(kit: GameKit, state: Any, options: Sequence[Command], judge):
    """Each option that applies, with ``judge`` of the position after it."""
    standing = None
    for command in options:
        if _is_wait(command):
            # Waiting changes nothing by itself: it is judged as the position as it stands, so
            # the value an evaluation loses when a generation (a round) ends is not put down
            # to the pass (every action would look better than the time running out).
            standing = judge(state) if standing is None else standing
            yield command, standing - PASS_PENALTY
        else:
            after = _after(kit, state, command)
            if after is not None:
                yield command, judge(after)


def _best(
    kit: GameKit, state: Any, seat: int, legal: Sequence[Command], judge, rng: Rng, noise: float
) -> Command:
    options = kit.candidates(state, seat, legal)
    best, best_value = options[0], -math.inf
    for command, value in _judged(kit, state, options, judge):
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
    return _best(kit, state, seat, legal, _normal_judge(kit, seat), rng, 0.0)


def _normal_judge(kit: GameKit, seat: int):
    """Normal's judgement of a position: the evaluation once the seat's chain is answered."""
    return lambda s: kit.evaluate(greedy_chain(kit, s, seat, kit.evaluate), seat)


@dataclass
class _Arm:
    """One root move of the hard level's search: normal's judgement and the samples since."""

    command: Command
    prior: float  # normal's value of the move (on the first determinization)
    visits: int = 0
    total: float = 0.0  # summed sampled values

    def mean(self, offset: float = 0.0) -> float:
        """The prior counted as ``HARD_PRIOR_WEIGHT`` samples, then the samples; ``offset`` puts the
        prior on the samples' scale (``_prior_offset``)."""
        return ((self.prior + offset) * HARD_PRIOR_WEIGHT + self.total) / (HARD_PRIOR_WEIGHT + self.visits)


def _prior_offset(arms: Sequence[_Arm]) -> float:
    """How far the samples lie from normal's judgement, on average over the sampled moves.

    The prior is the evaluation right after a move; a sample is the evaluation after the
    others have replied too, which is lower for every move alike (their moves are good for
    them). Counting the prior as it is would favour the moves sampled least: the prior is
    shifted by this offset, so it keeps only what it says about one move against another."""
    gaps = [a.total / a.visits - a.prior for a in arms if a.visits]
    return sum(gaps) / len(gaps) if gaps else 0.0


@dataclass
class HardBot:
    """Information-set Monte Carlo search over normal's best moves.

    The root moves are the kit's candidates ranked by normal's judgement on a first
    determinization; the best ``HARD_WIDTH`` are searched. Every iteration samples a new
    determinization of the view (other hands and the deck order resampled) and plays every
    root move in it (common random numbers: the hidden cards weigh on all moves alike):
    the move with its chain, then every seat on by normal's policy (the seat's own next
    actions and the others' replies: combinations, races for a milestone or a space, what
    the hidden cards allow) until the seat has the move again, the others have replied, or
    the round ends (``_rollout``), cut off by the evaluation. Normal's own value counts as
    ``HARD_PRIOR_WEIGHT`` samples, shifted to the samples' scale (``_prior_offset``), so a
    search cut short plays what normal would.

    The decisions inside an action under way (a payment, a space) are searched the same way
    (the look-ahead answers the rest of the chain as normal would); choices after which every
    move ends the round are answered as normal answers them. The search stops at its time budget, or early once the best move leads
    clearly (``_settled``), or after ``iterations`` (reproducible games: tests and arena runs that
    must not depend on the machine at all), and plays the move
    with the best mean value.

    The budget is 1 s of CPU time per move: the 2 s wall-clock budget it had before got at most
    about that much CPU on this 2-core machine shared with other work, where its first recorded
    games won 60 % against normal and 34 % of solo challenges, and a hard game at 2 s of CPU a
    move takes four minutes of a core (the 400-game arena runs would need days).
    """

    kit: GameKit
    name: str = "hard"
    budget_s: float = 1.0  # CPU seconds of the thinking thread per move (see HardBot)
    iterations: int | None = None  # a fixed count instead of the time budget (still stops early)
    wall_factor: float | None = HARD_WALL_FACTOR  # wall time at most, in budgets (None: no cap)

    def choose(self, view: SeatView, legal: Sequence[Command], rng: Rng) -> Command:
        started = time.thread_time(), time.perf_counter()
        arms, searchable = self.root_moves(view, legal, rng)
        if searchable:
            self.search(view, arms, rng, started)
        return best_arm(arms).command

    def root_moves(self, view: SeatView, legal: Sequence[Command], rng: Rng) -> tuple[list[_Arm], bool]:
        """The moves the search compares (normal's best, ranked) and whether it can tell them apart:
        not with one move, or when every move ends the round. The decisions of an action under way
        (a payment, a space, a target, a combat's choices) are searched like actions: answered
        as normal answers them, hard's paying and placing was the first place where its search
        found better moves than normal's (``bench/hard_choices.py --chains``: 314 of 688
        play-outs won against 293)."""
        seat, kit = view.seat, self.kit
        first = kit.determinize(view, rng)
        options = kit.candidates(first, seat, legal)
        if len(options) == 1:
            return [_Arm(options[0], 0.0)], False
        arms = self._arms(first, seat, options)
        return arms, len(arms) > 1 and self._searchable(first, seat, arms)

    def search(
        self, view: SeatView, arms: list[_Arm], rng: Rng, started: tuple[float, float] | None = None
    ) -> None:
        """Sample every root move on new determinizations of the view until the budget (CPU and wall
        time since ``started``) or ``iterations`` is spent, or one move leads clearly."""
        cpu_start, wall_start = started or (time.thread_time(), time.perf_counter())
        seat, kit, done = view.seat, self.kit, 0
        while self.iterations is None or done < self.iterations:
            if _settled(arms) or (self.iterations is None and self._out_of_time(cpu_start, wall_start)):
                break
            # every move is judged on the same determinization (common random numbers): what
            # the hidden cards happen to be weighs on all of them alike
            world = kit.determinize(view, rng)
            for arm in arms:
                value = self._sample(world, seat, arm.command, rng)
                if value is not None:
                    arm.visits += 1
                    arm.total += value
            done += 1

    def _out_of_time(self, cpu_start: float, wall_start: float) -> bool:
        """The budget is CPU time of the thinking thread, so the level plays alike however busy the
        machine is (and arena figures measure the level, not the load); ``wall_factor`` caps the
        wait a person sees when other programs take the core (None: no cap, the arena's setting)."""
        limit = self.budget_s * 0.9
        if time.thread_time() - cpu_start >= limit:
            return True
        return self.wall_factor is not None and time.perf_counter() - wall_start >= limit * self.wall_factor

    def _arms(self, state: Any, seat: int, options: Sequence[Command]) -> list[_Arm]:
        """The ``HARD_WIDTH`` best moves by normal's judgement (a wait judged as the position)."""
        judged = [_Arm(c, v) for c, v in _judged(self.kit, state, options, _normal_judge(self.kit, seat))]
        judged.sort(key=lambda a: -a.prior)
        return judged[:HARD_WIDTH] or [_Arm(options[0], 0.0)]

    def _searchable(self, state: Any, seat: int, arms: list[_Arm]) -> bool:
        """Whether a look-ahead can tell the moves apart: not when every one of them ends the
        round (a research choice, a last pass), where the samples would only repeat the prior."""
        key = self.kit.round_of(state)
        for arm in arms:
            after = _after(self.kit, state, arm.command)
            if after is not None and self.kit.round_of(after) == key:
                return True
        return False

    def _sample(self, state: Any, seat: int, command: Command, rng: Rng) -> float | None:
        """The evaluation after ``command`` and the moves normal's policy plays after it."""
        kit = self.kit
        after = _macro(kit, state, seat, command) if not _is_wait(command) else _after(kit, state, command)
        if after is None:
            return None
        if _is_wait(command):
            if kit.round_of(after) != kit.round_of(state):
                return kit.evaluate(state, seat) - PASS_PENALTY  # the wait ends the round
            return self._rollout(after, seat, rng, kit.round_of(state)) - PASS_PENALTY
        return self._rollout(after, seat, rng, kit.round_of(state))

    def _rollout(self, state: Any, seat: int, rng: Rng, round_key: Any) -> float:
        """Normal's policy for every seat, for at most ``HARD_ROLLOUT`` moves (the seat's own at
        most ``HARD_OWN_MOVES``: longer own look-aheads lost more solo challenges than they won,
        each sample costing more and adding the noise of more hidden draws), until the seat
        has the move again after the others replied, or the others have made ``HARD_REPLIES``
        moves (after a pass they play on alone), or the round ends; then the evaluation of the
        last position within the round (so that every root move is judged at the same point of
        the game: an evaluation loses value when a round ends).

        A wait of the seat's own (the end of its turn) is played like any move, and the others
        reply to it: a look-ahead that stopped there judged such a move before the others'
        replies and every other move after them, and the replies lower the value of every
        move (they are good for the others), so the search favoured the moves after which
        the seat ends its turn (found comparing its choices with games played out to the end:
        a City standard project preferred to claiming the Mayor milestone, which won 5 of 16
        play-outs against 0)."""
        kit = self.kit
        replies = own = moves = 0
        for _ in range(HARD_ROLLOUT + CHAIN_LIMIT):
            if kit.rules.is_over(state):
                break
            mover = kit.rules.current_seat(state)
            if not kit.in_chain(state) and (
                moves >= HARD_ROLLOUT
                or (mover == seat and (replies or own >= HARD_OWN_MOVES))
                or replies >= HARD_REPLIES
            ):
                break
            command = normal_choice(kit, state, mover, kit.rules.legal_commands(state), rng)
            after = _after(kit, state, command) if _is_wait(command) else _macro(kit, state, mover, command)
            if after is None or kit.round_of(after) != round_key:
                break
            if not kit.in_chain(after):
                # a move that leaves a decision open for another seat (a combat's turns, which
                # alternate between the sides) is played through: judging the position in the
                # middle of it would put the evaluation's guess where the answer is known
                replies += mover != seat
                own += mover == seat
                moves += 1
            state = after
        return kit.evaluate(state, seat)


def best_arm(arms: Sequence[_Arm]) -> _Arm:
    """The root move with the best mean (normal's best while nothing is sampled)."""
    offset = _prior_offset(arms)
    return max(arms, key=lambda a: a.mean(offset))


def _settled(arms: list[_Arm]) -> bool:
    """Every move sampled ``HARD_MIN_VISITS`` times and the best ahead by ``HARD_CLEAR``."""
    if min(a.visits for a in arms) < HARD_MIN_VISITS:
        return False
    offset = _prior_offset(arms)
    first, second = sorted((a.mean(offset) for a in arms), reverse=True)[:2]
    return first - second > HARD_CLEAR


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
