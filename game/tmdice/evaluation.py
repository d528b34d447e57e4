"""What the bots need from the Dice Game: a value of a position for one seat, nothing else.

The value is the seat's final VP if the game ended now (track, awards, milestones, card VP)
plus what its dice, wild tokens, production and hand are worth towards more VP, minus the best
opponent's value (solo: minus a penalty per parameter step still missing as the time runs out).

Held dice are worth what they can still be turned into, not a flat amount per die: a die showing
the face a standard action pays with (R-ACT-MAIN 3-7: 3 heat, 3 water, 4 plants, 3 cities,
3 megacredits) counts as its share of that action's VP, a set still short of its count for less
than a full one, so that a change of face or a gained die that completes a set is worth taking and
a completed set is worth spending; any other face counts for little (it pays card costs, or its die
is changed to another face at the price of a sub action and a resource). Cards in hand count only
up to ``HAND_CAP``: a flat value per card made "pay a die, draw two, gain the die back" a gain every
turn, which two bots then played for thousands of commands with the temperature unchanged.
Production is worth more the more steps are still to make (it produces until the end); in a
multiplayer game every step still to make before the end costs ``TEMPO`` (a bot brings the end
nearer rather than buying VP) and a set of the dice of a parameter that brings the end nearer
(one of the two nearest completion) counts ``TEMPO_SET_SHARE`` of it; a step of the furthest
parameter counts ``FAR_SHARE`` of the tempo (it becomes a nearer way to the end), and in the solo
game a set of a parameter's dice also counts for a share of the penalty its step removes. Without
the multiplayer shares only the step itself counted the tempo: gathering water and plants was worth
no more than gathering megacredits for 2 VP, three heat were kept while one more die was gained,
and the last steps of the second parameter waited for dice nobody collected (2-player games of 40
to 52 rounds). From ``HOARD`` dice held on, every further die costs what a die no set wants is
worth: such a die then adds nothing, a die that completes a set still does. Each gained die used
to add a little, so a normal bot held ten or more dice no set wanted and spent its main action on
gaining one more for twenty rounds, while a Production turn (about eight dice) and a face changed
towards a set waited.

The weights are first guesses, tuned by the balance simulations where they moved the figures:
``TEMPO`` 3 (was 1) and ``PRODUCTION_PER_STEP`` 0.05 (was 0.1) make a bot bring the end nearer
rather than build production for a long game (issue 13's 2-player length, ``content/DESIGN.md``'s
*Pace*); ``TEMPO_SET_SHARE`` 0.5, ``FAR_SHARE`` 0.5 and ``HOARD`` 8 took two normal bots' median
from 33 rounds to 30 (arena, seed 1, 40 games; the slowest from 52 to 40). ``TEMPO`` 4 or
``HOARD`` 6 on top did not shorten the games further (median 30 and 32 on the same 40).
``LATE`` 3 on each of the last ``LATE_STEPS`` 3 steps before the end (and its share on the sets of
their dice): long games crawled at their last steps, the leader buying VP with megacredits while
one greenery would have ended the game. On top of the kit's discard of unpayable cards
(``game/bots/tmdice.py``) it took the first 20 games of the same seeds 0.85 rounds shorter on the
mean (shorter in 8, longer in 2, the rest equal; ``LATE`` 5 on the last 4 steps: the same). Tried
and left out: a production die valued by the set faces its colour rolls instead of one value for
every colour (alone 0.9 rounds shorter on the mean over 40 paired games, on top of a discard 0.8
longer over 23), stratified rolls in the bots' determinized states, for less luck in a judged
Production turn (1.8 rounds longer over 32).
"""

from __future__ import annotations

from collections.abc import Mapping

from game.tmdice.scoring import production_dice, totals
from game.tmdice.state import (
    OXYGEN_MAX,
    OXYGEN_STEP,
    SOLO_TURNS,
    TEMPERATURE_MAX,
    TEMPERATURE_STEP,
    GameState,
)

#: face -> (dice one standard action pays, VP the action brings: the 2 VP step plus what the
#: tile usually adds, a greenery's oxygen step, a city's neighbours)
SETS: dict[str, tuple[int, float]] = {
    "heat": (3, 2.0),
    "water": (3, 2.3),
    "plant": (4, 2.5),
    "city": (3, 2.5),
    "megacredit": (3, 2.0),
}
#: what the action of a finished parameter still gives (R-TF-2: 1 VP; a greenery places its tile)
FINISHED_VP = {"water": 1.0, "heat": 1.0, "plant": 1.5}
ACTION_COST = 0.6  # a set still needs a main action (a turn) to be spent
PARTIAL = 0.6  # a die of a set not yet complete, as a share of a complete set's die
OTHER_DIE = 0.15  # a die of any other face: pays card costs, or is changed to another face
WILD = 0.45  # a wild token pays any icon (it completes any set)
PRODUCTION = 0.2  # a die icon of production, at the end of the game
PRODUCTION_PER_STEP = 0.05  # and more for every parameter step still to make: it produces until then
HAND = 0.1
HAND_CAP = 5  # cards beyond this many add nothing (the hand refills to 5 in a Production turn)
MISSING_STEP = 3.0  # solo: each parameter step still to make
SOLO_SET_SHARE = 0.3  # solo: the share of a step's penalty a set of its dice counts for
TEMPO = 3.0  # multiplayer: each parameter step still to make before the end is triggered
HOARD = 8  # dice held from which every further die costs ``OTHER_DIE``
FAR_SHARE = 0.5  # multiplayer: a step of the parameter furthest from completion, as a share of TEMPO
TEMPO_SET_SHARE = 0.5  # multiplayer: the share of TEMPO a set of an ending parameter's dice counts for
LATE = 3.0  # multiplayer: each of the last ``LATE_STEPS`` steps before the end costs this on top of TEMPO
LATE_STEPS = 3


def immediate_vp(s: GameState, seat: int) -> float:
    return float(totals(s)[seat])


def set_values(s: GameState) -> dict[str, tuple[int, float]]:
    """``SETS`` for the position: a finished parameter's action gives 1 VP instead of its step
    (R-TF-2), so its dice are worth less (a greenery still places its tile); a step that brings
    the end nearer (multiplayer: one of the two parameters nearest completion, R-END-1, and more
    for the last ``LATE_STEPS``; solo: any step still missing) adds its share of what the
    evaluation counts for that step."""
    missing = _missing_by_face(s)
    if s.solo:
        step, late = SOLO_SET_SHARE * MISSING_STEP * _urgency(s), 0.0
        ending, far = {face for face, n in missing.items() if n > 0}, set()
    else:
        step = TEMPO_SET_SHARE * TEMPO
        ranked = sorted(missing.values())
        late = TEMPO_SET_SHARE * LATE if ranked[0] + ranked[1] <= LATE_STEPS else 0.0
        ending = {face for face, n in missing.items() if 0 < n <= ranked[1]}
        far = {face for face, n in missing.items() if n > ranked[1] > 0}
    sets = dict(SETS)
    for face, n in missing.items():
        size, vp = SETS[face]
        if n == 0:
            sets[face] = (size, FINISHED_VP[face])
        elif face in ending:
            sets[face] = (size, vp + step + late)
        elif face in far:
            sets[face] = (size, vp + FAR_SHARE * step)
    return sets


def _missing_by_face(s: GameState) -> dict[str, int]:
    return {
        "water": s.ocean_pile,
        "heat": max(0, (TEMPERATURE_MAX - s.temperature) // TEMPERATURE_STEP),
        "plant": max(0, (OXYGEN_MAX - s.oxygen) // OXYGEN_STEP),
    }


def _urgency(s: GameState) -> float:
    return 1 + s.time_marker / SOLO_TURNS


def dice_value(dice: Mapping[str, int], sets: Mapping[str, tuple[int, float]] = SETS) -> float:
    """What held dice are worth towards VP (see the module's note)."""
    value = 0.0
    for face, n in dice.items():
        kind = sets.get(face)
        if kind is None:
            value += OTHER_DIE * n
            continue
        size, vp = kind
        per_die = max(0.0, vp - ACTION_COST) / size
        full, rest = divmod(n, size)
        value += per_die * (full * size + PARTIAL * rest)
    return value


def _potential(s: GameState, seat: int) -> float:
    p = s.players[seat]
    return (
        dice_value(p.dice, set_values(s))
        - OTHER_DIE * max(0, p.dice_total() - HOARD)
        + WILD * p.wild
        + (PRODUCTION + PRODUCTION_PER_STEP * _steps_left(s)) * production_dice(s, seat)
        + HAND * min(len(p.hand), HAND_CAP)
    )


def _steps_left(s: GameState) -> int:
    return missing_steps(s) if s.solo else steps_to_end(s)


def missing_steps(s: GameState) -> int:
    return (
        s.ocean_pile
        + (TEMPERATURE_MAX - s.temperature) // TEMPERATURE_STEP
        + (OXYGEN_MAX - s.oxygen) // OXYGEN_STEP
    )


def far_steps(s: GameState) -> int:
    """Steps still missing on the parameter furthest from completion (none once the end is
    triggered): it does not bring the end nearer while two others are nearer, but each of its
    steps makes it a nearer way to the end."""
    missing = sorted(_missing_by_face(s).values())
    return missing[2] if missing[1] else 0


def steps_to_end(s: GameState) -> int:
    """Parameter steps still to make until two parameters are complete (R-END-1)."""
    missing = sorted(
        (
            s.ocean_pile,
            max(0, (TEMPERATURE_MAX - s.temperature) // TEMPERATURE_STEP),
            max(0, (OXYGEN_MAX - s.oxygen) // OXYGEN_STEP),
        )
    )
    return missing[0] + missing[1]


def relative_value(s: GameState, seat: int) -> float:
    scores = totals(s)
    own = scores[seat] + (0 if s.phase == "over" else _potential(s, seat))
    if s.solo:
        if s.phase == "over":
            return -1000.0 if s.failed else float(scores[0])
        return own - MISSING_STEP * _urgency(s) * missing_steps(s)
    if s.phase != "over":
        to_end = steps_to_end(s)
        own -= TEMPO * (to_end + FAR_SHARE * far_steps(s)) + LATE * min(to_end, LATE_STEPS)
    others = [
        scores[i] + (0 if s.phase == "over" else _potential(s, i)) for i in range(len(s.players)) if i != seat
    ]
    return own - max(others)
