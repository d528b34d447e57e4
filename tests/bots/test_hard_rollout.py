"""The hard level's look-ahead judges every root move at the same point: after the others' replies.

A toy game keeps the numbers plain: on its turn a seat adds 1-3 to its own score, then may
only end its turn; its value is its score less the other's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.bots.framework import GameKit
from game.bots.levels import HardBot, _Arm, _prior_offset
from game.core.command import Command
from game.core.errors import IllegalCommand


@dataclass(frozen=True)
class Add(Command):
    amount: int = 1
    KIND = "add"


@dataclass(frozen=True)
class EndTurn(Command):
    KIND = "end_turn"


@dataclass(frozen=True)
class Toy:
    scores: tuple[int, int] = (0, 0)
    mover: int = 0
    added: bool = False  # the mover has made its one move this turn


@dataclass(frozen=True)
class _Applied:
    state: Toy


class ToyRules:
    game_id = "toy"

    def legal_commands(self, s: Toy) -> list[Command]:
        if s.added:
            return [EndTurn(s.mover)]
        return [Add(s.mover, n) for n in (1, 2, 3)]

    def apply(self, s: Toy, command: Command) -> _Applied:
        if command not in self.legal_commands(s):
            raise IllegalCommand("not now")
        if isinstance(command, EndTurn):
            return _Applied(replace(s, mover=1 - s.mover, added=False))
        scores = list(s.scores)
        scores[s.mover] += command.amount
        return _Applied(replace(s, scores=(scores[0], scores[1]), added=True))

    def current_seat(self, s: Toy) -> int:
        return s.mover

    def is_over(self, s: Toy) -> bool:
        return False


def _kit() -> GameKit:
    return GameKit(
        rules=ToyRules(),
        determinize=lambda view, rng: view,
        evaluate=lambda s, seat: float(s.scores[seat] - s.scores[1 - seat]),
        immediate=lambda s, seat: float(s.scores[seat]),
        candidates=lambda s, seat, legal: list(legal),
        in_chain=lambda s: False,
    )


def test_the_others_reply_after_the_seat_ends_its_turn():
    bot = HardBot(_kit(), iterations=1)
    # seat 0 has just added 2; its only move left ends the turn, then seat 1 adds 3 (its best)
    after_root = Toy(scores=(2, 0), mover=0, added=True)
    assert bot._rollout(after_root, 0, rng=None, round_key=None) == 2 - 3


def test_a_move_left_unsampled_does_not_beat_sampled_moves_on_its_prior_alone():
    # The samples of the first move lie 4 below its prior (the others' replies); the second move
    # was never sampled. On the samples' scale its prior of 9 is 5, below the first move's 6.
    sampled = _Arm(Add(0, 3), prior=10.0, visits=4, total=4 * 6.0)
    unsampled = _Arm(Add(0, 2), prior=9.0)
    offset = _prior_offset([sampled, unsampled])
    assert offset == -4.0
    assert sampled.mean(offset) == 6.0
    assert unsampled.mean(offset) == 5.0
    assert unsampled.mean() > sampled.mean()  # without the offset the unsampled move won
