"""What the computer players of the robot game weigh: VP now and projected (spec §14-§19, §23).

``relative_value(s, seat)`` is the bots' evaluation (higher is better for ``seat``): the seat's
worth minus the best other seat's. A position in the middle of a round is first played out to
the start of the next development season (``play_out``): every seat still to develop passes,
every seat still to plan programs ``quick_plan``, a Magnetic Storm takes the two hand cards least
worth keeping (``storm_pick``: never a Repair Tool or a weapon while others are left), and every
other open question takes its first answer. So a plan is judged by what it does against the Mars row, for the seat's own determinized
world (other programs are samples from their hidden cards, never the real ones). The position
reached is then judged statically (``worth``):

* VP held (times ``SCORE_WEIGHT``, as the Advertisement points and the rights ahead): the seat's own cards at their values; another seat's at ``VP_MEAN`` each (a seat sees
  only their count); Advertisement points as they stand.
* VP rights ahead (``prospects``): for the Mars cards still to come (the row and the kinds left in
  each deck, which the view shows), the rights the robot's abilities would earn now: a Collect
  for each Collection while chits last, a Hostile (and Friendly without Dialogue) Creature when
  its Combat meets the next creature's need, Complex Terrain when first in priority; each right
  worth ``RIGHT_VALUE`` while Storage has room, less once it is full (only a better card
  replaces the lowest). Damped by ``FUTURE_WEIGHT``: the abilities will change.
* Data chits: ``CHIT_VALUE`` each when the robot can Collect (they turn into rights), less without.
* Cards in hand (what the robot can still deploy) and in the discard pile (what a Repair Tool or a
  development turn can bring back): ``HAND_VALUE`` and ``DISCARD_VALUE`` each, plus the parts'
  abilities at ``ABILITY_VALUE`` per point; a Repair Tool in hand counts ``REPAIR_VALUE`` more, an
  Advertisement ``AD_HAND_VALUE`` (deployed, it scores itself and every part after it).
* Survival risk: an eliminated robot scores nothing and cannot win (ruling RB-19): worth
  ``-LOST``. A robot with few parts between the next destructions and its hull pays
  ``RISK_WEIGHT`` per missing part (the expected destructions of the next round: Sandstorm and
  the creatures the robot cannot beat, against its deployed parts and Defense).

* Readiness (``unready``): the requirement of every creature still to come (it climbs by one with
  each, §13.4) against the robot's ``strength`` (lasting Combat deployed, Combat parts in hand or
  discard counted at ``RESERVE_COMBAT`` / ``RESERVE_MISSILE`` a point) and lasting Defense;
  ``READY_WEIGHT`` per destruction short. Without it the bots bought Storage and Survey while the
  late creatures (Combat 6-8) took every robot: half the 2-player games ended with no robot left.

* The next round (``doomed``): from the round start reached, one more round of that default play
  (``LOOKAHEAD``); a robot it loses costs ``DOOM``. Survival is most of winning (ruling RB-19),
  and the static risk above cannot see a plan that leaves the robot too few bodies, too little
  Combat or no Repair Tool for the round after. A robot the default plan loses there but one of
  three other plain plans keeps (``saved``, ``PLAN_STYLES``: Combat and Defense before each
  creature and Sandstorm, parts that stay deployed, a Repair Tool first) costs only
  ``SAVED_DOOM`` of it, so the look tells a round start lost whatever the robot does from one a
  better plan survives.

* Score against survival: VP held, Advertisement points and projected rights count
  ``SCORE_WEIGHT`` (0.2) each against the survival terms above. With them at full weight the
  bots traded bodies and Combat for VP; measured 28 November (README, seeds 1-5, 320 games
  against random) this weight and ``saved`` won 179 where the weights before won 152.

The default plan (``quick_plan``) counts bodies: a part revealed before a creature that would
still leave more destructions than deployed parts (a used Missile or Shield is gone before the
destructions) fits ``DEATH_FIT`` worse.

At the end of the game: the final score minus the best other's, plus ``WIN_BONUS`` for the winner.
Weights were set by playing the normal level against random and against itself (BALANCE.md).
"""

from __future__ import annotations

from collections import Counter

from game.core import Event
from game.robots import commands as C
from game.robots import flow, mars, scoring
from game.robots.content.models import Part
from game.robots.decisions import StormDiscard
from game.robots.state import GameState

VP_MEAN = 2.75  # the mean VP card (8 x 4, 8 x 3, 16 x 2)
RIGHT_VALUE = 2.75  # a VP acquisition right while Storage has room
FUTURE_WEIGHT = 0.5  # rights projected from today's abilities over the rest of the game
CHIT_VALUE = 0.9  # a chit on a robot that can Collect
IDLE_CHIT_VALUE = 0.2  # a chit without Collection (it may pay for a special part)
HAND_VALUE = 0.3  # a card in hand: a part still to deploy, a body for the next destruction
DISCARD_VALUE = 0.2  # a card in the discard pile (a Repair Tool or a recovery brings it back)
ABILITY_VALUE = 0.15  # per ability point of a card in hand
AD_HAND_VALUE = 2.5  # an Advertisement in hand: itself and the parts that will follow it, once deployed
REPAIR_VALUE = 1.0  # a Repair Tool in hand (the designer's advice: always keep one)
DEPLOYED_VALUE = 0.8  # a deployed part: a body between destructions and the robot
RISK_WEIGHT = 1.0  # per unit of ``risk``
NEAR_DEATH = 12.0  # a Mars card in the row that would leave the hull bare (halved, thirded... by distance)
FAR_WEIGHT = 1.0  # per destruction of the creatures still to come that the robot has no card for
LOST = 60.0  # an eliminated robot (above the largest ``unready`` penalty, so a lost robot stays far worse)
WIN_BONUS = 5.0  # winning the game (final positions)
PLAY_OUT_LIMIT = 400  # steps of ``play_out`` before it gives up (a safety net, never reached)
LOOKAHEAD = 1  # rounds of default play after the judged round that look for a lost robot
DOOM = 30.0  # a robot lost in the default play of the next round (divided by the rounds ahead)
DEATH_FIT = 8.0  # the default plan's fit of a part after which a creature would leave the hull bare
SAVED_DOOM = 0.3  # of ``DOOM``: the default plan loses the robot next round, another plain plan keeps it
PLAN_STYLES = ("arms", "bodies", "repair")  # the other plain plans ``saved`` tries (``style_fit``)
SCORE_WEIGHT = 0.2  # VP held and projected, against the survival terms (a lost robot cannot win)
READY_WEIGHT = 1.0  # per destruction the creatures still to come would deal against ``strength``
RESERVE_COMBAT = 0.6  # a lasting Combat part in hand or discard, counted towards ``strength``
RESERVE_MISSILE = 0.3  # a single-use Combat part in hand or discard, counted towards ``strength``


def immediate_vp(s: GameState, seat: int) -> float:
    """The seat's score as it stands (the plain greedy bot): VP cards and Advertisements."""
    return float(scoring.total(s, seat))


def relative_value(s: GameState, seat: int) -> float:
    """The seat's worth minus the best other seat's, after playing the round out."""
    s = play_out(s)
    if s.over:
        return final_value(s, seat)
    doom = doomed(s, LOOKAHEAD) if LOOKAHEAD else {}
    own = worth(s, seat, own=True) - doom.get(seat, 0.0)
    others = [worth(s, i, own=False) - doom.get(i, 0.0) for i in range(len(s.players)) if i != seat]
    return own - max(others, default=0.0)


def doomed(s: GameState, rounds: int) -> dict[int, float]:
    """Seats lost within the next ``rounds`` rounds of default play, with ``DOOM`` damped by distance;
    a seat the first of those rounds loses but one of its other plain plans (``PLAN_STYLES``)
    keeps through it costs ``SAVED_DOOM`` of ``DOOM``."""
    out: dict[int, float] = {}
    alive = set(s.active())
    start = s
    for k in range(1, rounds + 1):
        if s.over:
            break
        s = play_out(s, fresh=True)
        for i in list(alive):
            if s.players[i].eliminated:
                out[i] = DOOM / k
                if k == 1 and saved(start, i):
                    out[i] = DOOM * SAVED_DOOM
                alive.discard(i)
    return out


def saved(s: GameState, seat: int) -> bool:
    """Whether, from the round start ``s``, one of the seat's ``PLAN_STYLES`` keeps its robot through
    that round (the others playing the default)."""
    return any(not play_out(s, fresh=True, styles={seat: st}).players[seat].eliminated for st in PLAN_STYLES)


def final_value(s: GameState, seat: int) -> float:
    if s.players[seat].eliminated:
        return -LOST
    scores = [scoring.total(s, i) if not s.players[i].eliminated else 0 for i in range(len(s.players))]
    best_other = max((v for i, v in enumerate(scores) if i != seat), default=0)
    return scores[seat] - best_other + (WIN_BONUS if scoring.winner(s) == seat else 0.0)


# --- abilities, memoized by robot and deployed parts ---------------------------------------

_KEYS = ("mobility", "collection", "survey", "storage", "combat", "defense", "dialogue")
_ABILITIES: dict[tuple, dict[str, int]] = {}
_ABILITIES_OF: list = [None, None]  # the content tables the memo was filled from


def abilities(s: GameState, seat: int) -> dict[str, int]:
    """Every ability of the seat (robot card + deployed parts, as ``GameState.ability``)."""
    if _ABILITIES_OF[0] is not s.parts or _ABILITIES_OF[1] is not s.robots or len(_ABILITIES) > 100_000:
        _ABILITIES.clear()
        _ABILITIES_OF[:] = [s.parts, s.robots]
    p = s.players[seat]
    key = (p.robot, *p.deployed)
    ab = _ABILITIES.get(key)
    if ab is None:
        robot, parts = s.robots[p.robot], [s.parts[c] for c in p.deployed]
        ab = {k: getattr(robot, k) + sum(getattr(x, k) for x in parts) for k in _KEYS}
        _ABILITIES[key] = ab
    return ab


def _ability(s: GameState, seat: int, key: str) -> int:
    return abilities(s, seat)[key]


# --- playing a round out ----------------------------------------------------------------------


def round_start(s: GameState) -> bool:
    """A development season with nobody's turn taken yet (or the game over): where judging stops."""
    return s.over or (s.season == "development" and len(s.dev_order) == len(s.active()) and s.pending is None)


def play_out(s: GameState, fresh: bool = False, styles: dict[int, str] | None = None) -> GameState:
    """The position at the next round start, every seat playing the plain default (a clone);
    ``fresh``: from a round start, play that whole round; ``styles``: seats that program
    ``quick_plan`` of that style instead."""
    if round_start(s) and not fresh:
        return s
    s = s.clone()
    ev: list[Event] = []
    for step in range(PLAY_OUT_LIMIT):
        if round_start(s) and not (fresh and step == 0):
            break
        if s.pending is not None:
            d = s.pending
            value = d.options[0]
            if isinstance(d, StormDiscard) and len(d.options) > 1:
                value = storm_pick(s, d.seat)
            mars.answer(s, d.seat, value, ev)
        elif s.season == "development" and s.dev_order:
            flow.develop(s, C.Pass(s.dev_order[0]), ev)
        elif s.season == "planning":
            for seat in flow.unplanned(s):
                style = styles.get(seat) if styles else None
                flow.plan(s, C.Plan(seat, quick_plan(s, seat, style)), ev)
        flow.advance(s, ev)
    return s


def keep_value(part: Part) -> float:
    """How much a hand card is worth keeping through a Magnetic Storm (the default answer's order)."""
    return (
        (5.0 if part.repair else 0.0)
        + (3.0 if part.advertisement else 0.0)
        + 1.5 * part.combat
        + 2.0 * part.defense
        + 2.0 * part.dialogue
        + 1.0 * part.collection
        + 0.4 * (part.survey + part.storage + part.mobility)
    )


def storm_pick(s: GameState, seat: int) -> str:
    """The two hand cards least worth keeping, as a Magnetic Storm answer."""
    hand = sorted(s.players[seat].hand, key=lambda n: (keep_value(s.parts[n]), mars.card_key(s, n)))
    return "|".join(sorted(hand[:2], key=lambda n: mars.card_key(s, n)))


# --- the default plan -------------------------------------------------------------------------


def _need(s: GameState, ahead: int) -> int:
    """The Combat the next creature after ``ahead`` more asks (§13.4)."""
    return s.creatures_resolved + ahead + 1


def _body(part: Part) -> int:
    """Whether a revealed part stays between the next destruction and the hull (a used Missile or
    Shield has gone to the discard before the destructions are dealt)."""
    return 0 if part.repair or (part.disposable and (part.combat or part.defense)) else 1


def _hits(s: GameState, seat: int, card: str, ahead: int, bonus: Counter, part: Part | None) -> int:
    """Destructions ``card`` deals the robot once ``part`` (if any) is revealed before it."""
    effect = s.mars[card].effect
    combat = _ability(s, seat, "combat") + bonus["combat"] + (part.combat if part and not part.repair else 0)
    defense = (
        _ability(s, seat, "defense") + bonus["defense"] + (part.defense if part and not part.repair else 0)
    )
    if effect == "hostile" or (
        effect == "friendly" and _ability(s, seat, "dialogue") + bonus["dialogue"] < 1
    ):
        return max(0, _need(s, ahead) - combat - defense)
    if effect == "sandstorm":
        bodies = len(s.players[seat].deployed) + bonus["bodies"] + (_body(part) if part else 0)
        return max(0, bodies // 2 - defense)
    return 0


def fit(s: GameState, seat: int, part: Part, card: str, ahead: int, bonus: Counter) -> float:
    """How well ``part``, revealed just before Mars card ``card``, meets it (the default plan)."""
    effect = s.mars[card].effect
    has = lambda key: _ability(s, seat, key) + bonus[key]  # noqa: E731
    death = 0.0
    if s.mars[card].creature:
        bodies = len(s.players[seat].deployed) + bonus["bodies"] + _body(part)
        if _hits(s, seat, card, ahead, bonus, part) > bodies:
            death = DEATH_FIT
    if part.repair:
        base = 0.3 * len(s.players[seat].discard)
        return base + (1.5 if effect == "sandstorm" else 0.0) - death
    if part.advertisement:
        return 1.0 - death  # early in the row: every later part scores
    value = 0.2 * (part.survey + part.storage + part.mobility + part.combat + part.defense + part.collection)
    if effect == "hostile" or (effect == "friendly" and has("dialogue") < 1):
        short = _need(s, ahead) - has("combat")
        if short > 0:
            value += 3.0 * min(part.combat, short) + 2.0 * part.defense
        if effect == "friendly":
            value += 3.0 * part.dialogue
    elif effect == "friendly" or effect == "collect_survey":
        chits = s.players[seat].chit_total()
        value += 2.0 * part.collection if chits else 1.5 * part.survey
    elif effect == "sandstorm":
        value += 2.0 * part.defense - (1.0 if len(s.players[seat].deployed) % 2 else 0.0)
    elif effect == "complex_terrain":
        value += 1.5 * part.mobility
    return value - death


def reveal(s: GameState, seat: int, part: Part, card: str, ahead: int, bonus: Counter) -> None:
    """Carry the plan's running abilities and bodies past ``part`` revealed before ``card`` and
    past ``card`` itself (disposable parts used, destructions taken)."""
    if not part.repair:
        for key in ("combat", "dialogue", "mobility", "collection", "defense"):
            bonus[key] += getattr(part, key)
        bonus["bodies"] += _body(part)
        if part.disposable:
            bonus["spent_combat"] += part.combat
            bonus["spent_defense"] += part.defense
    effect = s.mars[card].effect
    hits = _hits(s, seat, card, ahead, bonus, None)
    if effect == "hostile" or (
        effect == "friendly" and _ability(s, seat, "dialogue") + bonus["dialogue"] < 1
    ):
        bonus["combat"] -= bonus["spent_combat"]  # used Missiles are gone after the fight
        bonus["spent_combat"] = 0
    if hits:
        bonus["defense"] -= bonus["spent_defense"]  # used Shields too
        bonus["spent_defense"] = 0
    bonus["bodies"] -= min(hits, len(s.players[seat].deployed) + bonus["bodies"])


def style_fit(
    style: str | None, s: GameState, seat: int, part: Part, card: str, ahead: int, bonus: Counter
) -> float:
    """``fit`` leaning one way (``PLAN_STYLES``): "arms" Combat and Defense before each creature and
    Defense before a Sandstorm; "bodies" parts that stay deployed; "repair" a Repair Tool while
    the discard pile holds anything."""
    base = fit(s, seat, part, card, ahead, bonus)
    effect = s.mars[card].effect
    if style == "arms":
        if s.mars[card].creature:
            base += 4.0 * part.combat + 3.0 * part.defense
        elif effect == "sandstorm":
            base += 4.0 * part.defense
    elif style == "bodies":
        base += 3.0 * _body(part) - (2.0 if part.repair else 0.0)
    elif style == "repair":
        base += 20.0 if part.repair and s.players[seat].discard else 0.0
    return base


def quick_plan(s: GameState, seat: int, style: str | None = None) -> tuple[str, ...]:
    """A plain plan: for each of the next Mars cards in turn, the hand card that fits it best
    (``style``: by ``style_fit`` instead)."""
    p = s.players[seat]
    k = flow.plan_size(s, seat)
    hand = list(p.hand)
    bonus: Counter = Counter()
    chosen: list[str] = []
    creatures = 0
    for i in range(k):
        card = s.mars_row[i] if i < len(s.mars_row) else s.mars_row[-1]
        best = max(
            sorted(set(hand)), key=lambda c: style_fit(style, s, seat, s.parts[c], card, creatures, bonus)
        )
        hand.remove(best)
        chosen.append(best)
        reveal(s, seat, s.parts[best], card, creatures, bonus)
        creatures += bool(s.mars[card].creature)
    return tuple(chosen)


# --- the static worth of a seat ---------------------------------------------------------------


def remaining_kinds(s: GameState) -> Counter:
    """The Mars card effects still to come: the row and the decks (their kinds are public)."""
    left: Counter = Counter(s.mars[c].effect for c in s.mars_row)
    for deck in (s.deck_a, s.deck_b):
        left.update(s.mars[c].effect for c in deck)
    return left


def right_value(s: GameState, seat: int) -> float:
    """What one more right is worth: a whole card while Storage has room, else the upgrade."""
    p = s.players[seat]
    room = _ability(s, seat, "storage") - len(p.vp)
    if room > 0:
        return RIGHT_VALUE
    if room < 0 or not p.vp:
        return 0.0
    return max(0.0, 3.6 - min(p.vp))  # the mean of the cards that would beat the lowest, roughly


def prospects(s: GameState, seat: int) -> float:
    """Rights the robot's present abilities would earn from the Mars cards still to come."""
    left = remaining_kinds(s)
    p = s.players[seat]
    rights = 0.0
    collection = _ability(s, seat, "collection")
    chits = p.chit_total()
    collects = left["collect_survey"] + (left["friendly"] if _ability(s, seat, "dialogue") else 0)
    if collection and collects:
        # the first Collect spends what is held; each later one what a Survey tops up
        rights += min(collection, chits) + (collects - 1) * min(collection, _capacity(s, seat)) * 0.5
    creatures = left["hostile"] + (0 if _ability(s, seat, "dialogue") else left["friendly"])
    combat = _ability(s, seat, "combat")
    need = s.creatures_resolved + 1
    rights += sum(1 for j in range(creatures) if combat >= need + j * 2)  # the kinds interleave
    if left["complex_terrain"] and s.order() and s.order()[0] == seat:
        rights += left["complex_terrain"] * 0.5
    return rights * right_value(s, seat) * FUTURE_WEIGHT


def _capacity(s: GameState, seat: int) -> int:
    p = s.players[seat]
    return s.robot(seat).survey + sum(s.parts[c].survey for c in p.deployed)


def risk(s: GameState, seat: int) -> float:
    """Expected elimination danger: destructions ahead that the robot's parts cannot absorb.

    Near: the Mars row in order, the robot's deployed parts growing by one for each of the next
    three cards (the round's reveals), each destruction taking one; a creature or Sandstorm
    that leaves nothing between it and the hull counts ``NEAR_DEATH`` (damped by distance). Far:
    every creature still to come against today's Combat, against every card the robot has."""
    p = s.players[seat]
    combat = _ability(s, seat, "combat")
    defense = _ability(s, seat, "defense")
    dialogue = _ability(s, seat, "dialogue")
    bodies = len(p.deployed)
    danger = 0.0
    creatures = 0
    for i, card in enumerate(s.mars_row):
        if i < 3 and p.hand:
            bodies += 1
        m = s.mars[card]
        hits = 0
        if m.effect == "sandstorm":
            hits = bodies // 2
        elif m.effect == "hostile" or (m.effect == "friendly" and not dialogue):
            hits = max(0, _need(s, creatures) - combat)
        creatures += m.creature
        hits = max(0, hits - defense)
        if hits >= bodies and hits:
            danger += NEAR_DEATH / (1 + i)
        bodies = max(0, bodies - hits)
    left = remaining_kinds(s)
    later = left["hostile"] + (0 if dialogue else left["friendly"]) - creatures
    need = s.creatures_resolved + creatures + 1
    shortfall = sum(max(0, need + 2 * j - combat - defense) for j in range(max(0, later)))
    cards = len(p.deployed) + len(p.hand) + len(p.discard)
    return danger + max(0, shortfall - cards) * FAR_WEIGHT


def strength(s: GameState, seat: int) -> float:
    """The Combat the robot can bring to a later creature: its lasting Combat deployed, with the
    Combat parts in hand and discard counted in part (they still have to be programmed in time)."""
    p = s.players[seat]
    parts = s.parts
    reserve = 0.0
    for c in (*p.hand, *p.discard):
        part = parts[c]
        if part.combat:
            reserve += part.combat * (RESERVE_MISSILE if part.disposable else RESERVE_COMBAT)
    lasting = s.robot(seat).combat + sum(parts[c].combat for c in p.deployed if not parts[c].disposable)
    return lasting + reserve


def unready(s: GameState, seat: int) -> float:
    """Destructions the creatures still to come would deal the robot at today's ``strength`` and
    lasting Defense: the requirement climbs with every creature (§13.4), so a robot that does not
    build Combat up is lost late however many bodies it has (a Friendly Creature counts only
    without Dialogue)."""
    left = remaining_kinds(s)
    total = left["hostile"] + left["friendly"]
    if not total:
        return 0.0
    fights = (left["hostile"] + (0 if _ability(s, seat, "dialogue") else left["friendly"])) / total
    if not fights:
        return 0.0
    p = s.players[seat]
    parts = s.parts
    guard = s.robot(seat).defense + sum(parts[c].defense for c in p.deployed if not parts[c].disposable)
    have = strength(s, seat) + guard
    first = s.creatures_resolved + 1
    return fights * sum(max(0.0, need - have) for need in range(first, first + total))


def worth(s: GameState, seat: int, own: bool) -> float:
    """The seat's worth at a round start; ``own``: its VP values are known, else counted at the mean."""
    p = s.players[seat]
    if p.eliminated:
        return -LOST if own else 0.0
    vp = float(sum(p.vp)) if own else VP_MEAN * len(p.vp)
    value = SCORE_WEIGHT * (vp + scoring.advertisement_points(s, seat) + prospects(s, seat))
    chit = CHIT_VALUE if _ability(s, seat, "collection") else IDLE_CHIT_VALUE
    value += chit * p.chit_total()
    if own:
        parts = s.parts
        value += HAND_VALUE * len(p.hand) + DISCARD_VALUE * len(p.discard)
        value += sum(
            ABILITY_VALUE * _points(parts[c]) + (REPAIR_VALUE if parts[c].repair else 0) for c in p.hand
        )
    else:
        value += HAND_VALUE * len(p.hand) + DISCARD_VALUE * len(p.discard)
    value += DEPLOYED_VALUE * len(p.deployed)
    return value - RISK_WEIGHT * risk(s, seat) - READY_WEIGHT * unready(s, seat)


def _points(part: Part) -> int:
    return (
        part.mobility
        + part.collection
        + part.survey
        + part.storage
        + part.combat
        + part.defense
        + part.dialogue
    )
