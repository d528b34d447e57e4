"""The result of a finished solo game (spec 18.2 [SOLO-5] [SOLO-6], rulings AMB-06).

``solo_outcome(state)`` is what an end screen and the local record of solo results need:
won or lost, the final score breakdown (scored as usual; milestones and awards are always 0
in solo), the corporation played, the generation the game ended in and the three global
parameters at the end (so a loss can say what was missing)::

    outcome = solo_outcome(state)
    outcome.won, outcome.total, outcome.corporation, outcome.generation
    outcome.to_data()   # plain JSON values
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.tm.constants import SOLO_LAST_GENERATION
from game.tm.scoring import Score, final_scores
from game.tm.state import OCEANS_MAX, OVER, OXYGEN_MAX, TEMP_MAX, GameState


@dataclass(frozen=True, slots=True)
class SoloOutcome:
    won: bool
    score: Score
    corporation: str | None
    generation: int
    temperature: int
    oxygen: int
    oceans: int

    @property
    def total(self) -> int:
        return self.score.total

    @property
    def missing(self) -> dict[str, int]:
        """Steps still missing to the maximum of each global parameter (all 0 on a win)."""
        return {
            "temperature": max(0, (TEMP_MAX - self.temperature) // 2),
            "oxygen": max(0, OXYGEN_MAX - self.oxygen),
            "oceans": max(0, OCEANS_MAX - self.oceans),
        }

    def to_data(self) -> dict[str, Any]:
        return {
            "won": self.won,
            "score": self.score.to_data(),
            "corporation": self.corporation,
            "generation": self.generation,
            "temperature": self.temperature,
            "oxygen": self.oxygen,
            "oceans": self.oceans,
        }


def solo_outcome(s: GameState) -> SoloOutcome:
    """The outcome of a finished solo game; ``ValueError`` for a multiplayer or unfinished game."""
    if not s.setup.solo:
        raise ValueError("not a solo game")
    if s.phase != OVER or s.solo_result is None:
        raise ValueError("the solo game is not over yet")
    (score,) = final_scores(s)
    return SoloOutcome(
        won=s.solo_result,
        score=score,
        corporation=s.players[0].corporation,
        generation=s.generation,
        temperature=s.temperature,
        oxygen=s.oxygen,
        oceans=s.oceans,
    )


__all__ = ["SOLO_LAST_GENERATION", "SoloOutcome", "solo_outcome"]
