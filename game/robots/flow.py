"""The seasons of a round and the end of the game (spec §6, §7, §9-§12, §19).

``new_state`` deals a game; ``dispatch`` applies a development or planning command or an answer;
``advance`` runs everything that needs no decision (the exploration season, the end of the round)
until a seat must act or the game is over. The scenario runner calls the single steps
(``play_phase``, ``mars.start_mars_phase``, ``end_round``, ``end_game``) itself.
"""

from __future__ import annotations

from collections import Counter

from game.core import Command, Event, IllegalCommand
from game.core.rng import Rng
from game.i18n import N_, N_plural
from game.robots import commands as C
from game.robots import mars
from game.robots.content.load import Content
from game.robots.events import event
from game.robots.mars import end_game  # noqa: F401  (the flow's last step; scenarios call it here)
from game.robots.state import GameState, Player

ROW_SIZE = 6


def new_state(content: Content, players: int, seed: int) -> GameState:
    """Setup by player count (§6): Mars row ABABAB, robots dealt, 12 basic parts and 1 chit each."""
    rng = Rng(seed)
    comp = content.components
    s = GameState(dict(content.parts), dict(content.robots), dict(content.mars), [], rng)
    vp = content.vp_values()
    rng.shuffle(vp)
    s.vp_deck = vp
    for letter in ("A", "B"):
        deck = [m.name for m in content.mars.values() if m.deck == letter for _ in range(m.copies)]
        rng.shuffle(deck)
        if letter == "A":
            s.deck_a = deck
        else:
            s.deck_b = deck
    refill(s)
    robots = list(content.robots)
    rng.shuffle(robots)
    hand = [name for name in content.basic for _ in range(content.basic_copies)]
    for i in range(players):
        s.players.append(Player(robots[i], robot_chits=1, hand=list(hand)))
    s.boxed_robots = sorted(robots[players:])
    s.unused_basic = (comp.players["max"] - players) * len(hand)
    s.progress_deck = comp.progress_cards
    s.chit_supply = comp.data_chits - players
    s.supply = {name: content.special_copies for name in content.special}
    s.rights = [0] * players
    start_development(s, [])
    return s


def refill(s: GameState) -> None:
    """Fill the row to six from the right, alternating A/B (§12); an empty row continues after the
    last resolved card (ruling RB-16)."""
    while len(s.mars_row) < ROW_SIZE:
        if s.mars_row:
            last = s.mars[s.mars_row[-1]].deck
        elif s.mars_discard:
            last = s.mars[s.mars_discard[-1]].deck
        else:
            last = "B"
        deck = s.deck_b if last == "A" else s.deck_a
        if not deck:
            return
        s.mars_row.append(deck.pop(0))


def start_development(s: GameState, ev: list[Event]) -> None:
    s.season = "development"
    s.dev_order = s.order()
    for p in s.players:
        p.planned = False


def plan_size(s: GameState, seat: int) -> int:
    """min(3, Mars row) parts, or the whole hand if it is smaller (§10.5, ruling RB-12)."""
    return min(3, len(s.mars_row), len(s.players[seat].hand))


def payment(s: GameState, seat: int, cost: int) -> tuple[str, ...] | None:
    """The default payment: leftmost deployed part first, the robot last (ruling RB-26); None if short."""
    p = s.players[seat]
    if p.chit_total() < cost:
        return None
    spots: list[str] = []
    for i, n in enumerate(p.chits):
        spots.extend([str(i)] * n)
    spots.extend(["robot"] * p.robot_chits)
    return tuple(spots[:cost])


def _check_pay(s: GameState, seat: int, pay: tuple[str, ...], cost: int) -> Counter:
    p = s.players[seat]
    if len(pay) != cost:
        raise IllegalCommand(N_("Pay exactly the cost in data chits."))
    spots = Counter(pay)
    for spot, n in spots.items():
        if spot != "robot" and not (spot.isdigit() and int(spot) < len(p.deployed)):
            raise IllegalCommand(N_("You have no such card to pay from."))
        held = p.robot_chits if spot == "robot" else p.chits[int(spot)]
        if held < n:
            raise IllegalCommand(N_("That card does not hold so many chits."))
    return spots


def develop(s: GameState, c: Command, ev: list[Event]) -> None:
    """One development turn (§9): buy a special part, recover a discard or pass."""
    if s.season != "development" or not s.dev_order:
        raise IllegalCommand(N_("It is not the development season."))
    seat = s.dev_order[0]
    if c.seat != seat:
        raise IllegalCommand(N_("It is not your development turn."))
    p = s.players[seat]
    if isinstance(c, C.Buy):
        if s.supply.get(c.card, 0) <= 0:
            raise IllegalCommand(N_("That special part is not in the supply."))
        cost = s.parts[c.card].cost or 0
        pay = c.pay or payment(s, seat, cost)
        if pay is None:
            raise IllegalCommand(N_("You do not have enough data chits."))
        for spot, n in _check_pay(s, seat, tuple(pay), cost).items():
            if spot == "robot":
                p.robot_chits -= n
            else:
                p.chits[int(spot)] -= n
        s.chit_supply += cost
        s.supply[c.card] -= 1  # ruling RB-27: special parts never return to the supply
        p.hand.append(c.card)
        ev.append(event("buy", seat, card=c.card))
    elif isinstance(c, C.Recover):
        if c.card not in p.discard:
            raise IllegalCommand(N_("That card is not in your discard pile."))
        p.discard.remove(c.card)
        p.hand.append(c.card)
        ev.append(event("recover", seat, card=c.card))
    else:
        ev.append(event("pass", seat))
    s.dev_order.pop(0)
    if not s.dev_order:
        s.season = "planning"


def plan(s: GameState, c: C.Plan, ev: list[Event]) -> None:
    """Program parts face-down at the right end, in the order given (§10)."""
    if s.season != "planning":
        raise IllegalCommand(N_("It is not the planning season."))
    p = s.players[c.seat]
    if p.eliminated:
        raise IllegalCommand(N_("That robot is out of the game."))
    if p.planned:
        raise IllegalCommand(N_("You have already programmed your robot this round."))
    if len(c.cards) != plan_size(s, c.seat):
        raise IllegalCommand(
            N_plural("Program exactly {count} part.", "Program exactly {count} parts."),
            count=plan_size(s, c.seat),
        )
    if Counter(c.cards) - Counter(p.hand):
        raise IllegalCommand(N_("You can only program cards from your hand."))
    for card in c.cards:
        p.hand.remove(card)
    p.programmed.extend(c.cards)
    p.planned = True
    ev.append(event("plan", c.seat, count=len(c.cards)))
    if all(s.players[i].planned for i in s.active()):
        s.season = "exploration"
        s.iteration = 1
        s.phase = "play"
        s.resolved_this_round = 0
        s.extra_phases = 0


def unplanned(s: GameState) -> list[int]:
    return [i for i in s.active() if not s.players[i].planned]


def play_phase(s: GameState, ev: list[Event]) -> None:
    """Every active player reveals their leftmost face-down part (§11.1, §17.2, G13, G14)."""
    icons = 0
    for seat in s.active():
        p = s.players[seat]
        if not p.programmed:  # ruling RB-13: nothing to reveal
            continue
        card = p.programmed.pop(0)
        part = s.parts[card]
        icons += part.progress  # ruling RB-29: a Repair Tool's icons count too
        ev.append(event("reveal", seat, card=card, revealed_to=tuple(range(len(s.players)))))
        if part.repair:
            p.hand.extend(p.discard)
            p.hand.append(card)
            p.discard = []
            ev.append(event("repair", seat))
        else:
            p.deployed.append(card)
            p.chits.append(0)
    moved = min(icons, s.progress_deck)  # ruling RB-14: capped at the 8 cards
    s.progress_deck -= moved
    s.progress_row += moved
    s.phase = "mars"


def end_round(s: GameState, ev: list[Event]) -> None:
    """Refill the Mars row; the next round's development season begins (§12).

    The progress row is kept (ruling RB-15)."""
    refill(s)
    s.round += 1
    ev.append(event("round", round=s.round))
    start_development(s, ev)


def dispatch(s: GameState, c: Command, ev: list[Event]) -> None:
    """Apply one command (its own checks refuse it with the state unchanged by the caller's clone)."""
    if isinstance(c, C.Answer):
        mars.answer(s, c.seat, c.value, ev)
        mars.run_queue(s, ev)
    elif s.pending is not None:
        raise IllegalCommand(N_("A question is open: answer it first."))
    elif isinstance(c, C.Buy | C.Recover | C.Pass):
        develop(s, c, ev)
    elif isinstance(c, C.Plan):
        plan(s, c, ev)
    else:
        raise IllegalCommand(N_("Unknown command."))


def advance(s: GameState, ev: list[Event]) -> None:
    """Run the automatic parts of the game until a seat must decide or the game is over."""
    while not s.over:
        mars.run_queue(s, ev)
        if s.pending is not None or s.over:
            return
        if s.season == "exploration":
            if s.phase == "play":
                play_phase(s, ev)
            else:
                mars.start_mars_phase(s, ev)
        elif s.season == "end_of_round":
            end_round(s, ev)
        elif s.season == "development":
            if s.dev_order:
                return
            s.season = "planning"
        elif s.season == "planning":
            if unplanned(s):
                return
            s.season = "exploration"
        else:
            return
