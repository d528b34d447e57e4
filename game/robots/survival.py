"""The planning season's survival search: which programs keep the robot through this round and the next.

A robot the Mars row destroys cannot win (ruling RB-19), and the round it is lost in is mostly
decided the round before: on the arena's games the round of death usually has no plan left that
keeps the robot, while the round before it had many (``bench/robots_losses.py --avoid``). The
evaluation's one-round look (``evaluation.doomed``) plays the next round with a few plain plans
only; this search judges whole plans of this round by playing the exploration seasons ahead.

``survival(s, seat, plan)``, in the bot's own determinized world ``s`` (the other seats' hidden
cards and programs, the decks' order are samples from the seat's view, never the true state):

* 0: the round the plan programs loses the robot (the other seats play ``quick_plan``, every
  open question its default answer, as ``evaluation.play_out``);
* 1: the robot comes through this round but none of the next round's plans tried
  (``next_plans``: the plain plans of every style and the best by the default plan's fit,
  after passing or recovering a Combat or Defense card in the development season) keeps it;
* 2: some plan keeps it through the next round too (or the game ends first).

``survivors`` keeps, among the given plans, those of the highest level, so the bot's evaluation
only chooses among the plans that survive longest ("survival first, then the evaluation").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import permutations

from game.core import Event
from game.robots import commands as C
from game.robots import flow
from game.robots.evaluation import PLAN_STYLES, fit, play_out, quick_plan, relative_value, reveal
from game.robots.state import GameState

NEXT_PLANS = 6  # plans of the next round tried by the default plan's fit (besides the plain styles)
FATE = 10.0  # a robot the rollout (``lost_at``) does not bring home
FATE_CARD = 1.0  # and per Mars card still to come when the rollout loses it


def _plan_fit(s: GameState, seat: int, cards: Sequence[str]) -> float:
    bonus: Counter = Counter()
    total = 0.0
    creatures = 0
    for i, name in enumerate(cards):
        card = s.mars_row[i] if i < len(s.mars_row) else s.mars_row[-1]
        part = s.parts[name]
        total += fit(s, seat, part, card, creatures, bonus)
        reveal(s, seat, part, card, creatures, bonus)
        creatures += bool(s.mars[card].creature)
    return total


def next_plans(s: GameState, seat: int) -> Iterator[tuple[str, ...]]:
    """The plans of a planning season ``s`` the search tries for ``seat``, lazily: the plain plan
    of every style, then the ``NEXT_PLANS`` best by the default plan's fit (distinct)."""
    seen: set[tuple[str, ...]] = set()
    for style in (None, *PLAN_STYLES):
        plan = quick_plan(s, seat, style)
        if plan not in seen:
            seen.add(plan)
            yield plan
    k = flow.plan_size(s, seat)
    if not k or not s.mars_row:
        return
    every = set(permutations(sorted(s.players[seat].hand), k)) - seen
    yield from sorted(every, key=lambda c: (-_plan_fit(s, seat, c), c))[:NEXT_PLANS]


def _development_options(s: GameState, seat: int) -> list[C.Pass | C.Recover]:
    """What the search lets the seat do in the development season: pass, or recover its best
    Combat card and its best Defense card from the discard pile."""
    p = s.players[seat]
    options: list[C.Pass | C.Recover] = [C.Pass(seat)]
    for key in ("combat", "defense"):
        best = max(
            (c for c in sorted(set(p.discard)) if getattr(s.parts[c], key)),
            key=lambda c: (not s.parts[c].disposable, getattr(s.parts[c], key)),
            default=None,
        )
        if best is not None and all(getattr(o, "card", None) != best for o in options):
            options.append(C.Recover(seat, best))
    return options


def _to_planning(s: GameState, seat: int, choice: C.Pass | C.Recover) -> GameState:
    """From a round start: the development season with ``choice`` for ``seat``, the others passing."""
    s = s.clone()
    ev: list[Event] = []
    while s.season == "development" and s.dev_order:
        who = s.dev_order[0]
        flow.develop(s, choice if who == seat else C.Pass(who), ev)
    flow.advance(s, ev)
    return s


def _programmed(s: GameState, seat: int, plan: Iterable[str]) -> GameState:
    t = s.clone()
    flow.plan(t, C.Plan(seat, tuple(plan)), [])
    return t


def _comes_through(s: GameState, seat: int) -> bool:
    """Whether some tried plan keeps the robot through the round starting at ``s``."""
    if s.over:
        return True
    for choice in _development_options(s, seat):
        t = _to_planning(s, seat, choice)
        if t.over or t.season != "planning" or t.players[seat].planned:
            return not t.players[seat].eliminated
        for plan in next_plans(t, seat):
            if not play_out(_programmed(t, seat, plan)).players[seat].eliminated:
                return True
    return False


def comes_through(s: GameState, seat: int) -> bool:
    """Whether the seat's robot, alive at the round start ``s``, has a tried plan that keeps it
    through that round (a game over counts as through)."""
    return _comes_through(s, seat)


HOME_RECOVERS = False  # the rollout recovers a Combat (else Defense) card from the discard pile each round
HOME_STYLES = (None, "arms", "repair", "bodies")  # the rollout's plans, the first that comes through


def cards_left(s: GameState) -> int:
    """Mars cards still to be resolved in the game (the row and both decks)."""
    return len(s.mars_row) + len(s.deck_a) + len(s.deck_b)


def lost_at(s: GameState, seat: int, limit: int = 12) -> int | None:
    """A plain rollout from the round start ``s`` to the game's end: None if it brings the robot
    home, else the Mars cards still to come when it is lost (more is worse). Each round the seat
    programs the first of ``HOME_STYLES`` that keeps it through the round (the others the default
    plan), passing in the development seasons (``HOME_RECOVERS``: recovering a Combat card)."""
    for _ in range(limit):
        if s.over:
            break
        t = _to_planning(s, seat, _development_options(s, seat)[:2][-1 if HOME_RECOVERS else 0])
        if t.over or t.season != "planning" or t.players[seat].planned:
            s = play_out(t)
            continue
        tried: set[tuple[str, ...]] = set()
        after = t
        for style in HOME_STYLES:
            plan = quick_plan(t, seat, style)
            if plan in tried:
                continue
            tried.add(plan)
            after = play_out(_programmed(t, seat, plan))
            if not after.players[seat].eliminated:
                break
        s = after
        if s.players[seat].eliminated:
            return cards_left(s)
    return cards_left(s) if s.players[seat].eliminated else None


def survival_value(s: GameState, seat: int) -> float:
    """The bots' evaluation with the survival search: ``evaluation.relative_value`` of the round
    played out, less ``FATE`` when the robot comes through that round but no plan tried keeps it
    through the next one (the one-round look there, ``doomed``, has already charged ``DOOM``)."""
    s = play_out(s)
    value = relative_value(s, seat)
    if not s.over and not s.players[seat].eliminated:
        left = lost_at(s, seat)
        if left is not None:
            value -= FATE + FATE_CARD * left
    return value
