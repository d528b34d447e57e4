"""Setup, turns and the end of the game (spec §5, §6.1, §10; rulings AR-14, AR-15, AR-32, AR-37).

``new_state`` sets a game up; ``play`` applies a turn play; ``advance`` takes the decisions with one
legal answer (a forced pass) and ends the game when it is over. The team game (§13.2, ruling AR-31): a
team turn asks the teammates in seat order (``GameState.to_play``); attack cards wait in
``GameState.attacks`` until the last teammate has played (``team_next``), then one combat is fought.
"""

from __future__ import annotations

from collections import Counter

from game.ares import combat as K
from game.ares import commands as C
from game.ares import raid
from game.ares.content.load import Content
from game.ares.factions import hooks
from game.ares.state import Building, GameState, Player
from game.core import Command, Event, IllegalCommand
from game.core.rng import Rng
from game.i18n import N_, N_plural

HAND = 3
OPENING_CARDS = 2  # §5.1 step 4
FRONTIER_POINTS = 2  # R-SCORE: the Frontier's holder at the end


def start_id(name: str, seat: int, players: int) -> str:
    """A start building's id: its card's name; with more than two players (a faction may repeat: ruling
    AR-46) the seat's number follows, so ids stay unique in the game."""
    return name if players == 2 else f"{name} ({seat + 1})"


def new_state(
    content: Content, mode: str, factions: list[str], seed: int, teams: tuple[tuple[int, ...], ...] = ()
) -> GameState:
    """§5.1: decks shuffled, start buildings in the bases; each seat then chooses 2 opening cards (the full
    game too: ruling AR-17). The team game (§13.2, T34): each deck first discards 2 Standard attacks."""
    rng = Rng(seed)
    players = []
    for seat, f in enumerate(factions):
        p = Player(f, deck=content.deck(f))
        for name in content.start_buildings(f, mode):
            card = content.factions[f].cards[name]
            p.base.append(
                Building(
                    start_id(name, seat, len(factions)),
                    name,
                    card.units[0].name,
                    card.start_units,
                    start=True,
                    permanent=card.permanent,
                )
            )
        if teams:
            cards = content.factions[f].cards
            for name in [n for n in p.deck if cards[n].attack == "standard"][:2]:
                p.deck.remove(name)
                p.discard.append(name)
        players.append(p)
    state = GameState(content.cards(), mode, players, rng)
    state.teams = teams
    state.opening = list(range(len(players)))
    # ruling AR-15: each rolls a die, highest starts, ties roll again
    while True:
        rolls = [rng.randint(1, 6) for _ in players]
        best = max(rolls)
        if rolls.count(best) == 1:
            state.active = rolls.index(best)
            break
    if teams:
        begin_team_turn(state, state.team(state.active))
    return state


def begin_team_turn(state: GameState, team: tuple[int, ...]) -> None:
    """Ruling AR-31: teammates play one team turn, asked one after the other in seat order."""
    state.active = team[0]
    state.to_play = list(team[1:])


def opening(state: GameState, cmd: C.Opening, ev: list[Event]) -> None:
    """§5.1 steps 4-5 for one seat; after the last seat everybody shuffles and draws 1."""
    p = state.players[cmd.seat]
    if len(cmd.cards) != OPENING_CARDS or Counter(cmd.cards) - Counter(p.deck):
        raise IllegalCommand(N_("Choose 2 cards of your deck."))
    for name in cmd.cards:
        p.deck.remove(name)
        p.hand.append(name)
    state.opening.remove(cmd.seat)
    if state.opening:
        return
    for p in state.players:
        bottom = next((n for n in p.deck if state.cards[n].attack == "standard"), None)
        if bottom is not None:
            p.deck.remove(bottom)
        state.rng.shuffle(p.deck)
        if bottom is not None:
            p.deck.append(bottom)
        p.hand.append(p.deck.pop(0))
    everyone = tuple(range(len(state.players)))
    ev.append(
        Event(
            "start",
            N_("Player {seat} plays first."),
            {"seat": state.active + 1},
            state.active,
            revealed_to=everyone,
        )
    )


def _take(state: GameState, seat: int, card: str) -> None:
    hand = state.players[seat].hand
    if card not in hand:
        raise IllegalCommand(N_("{card} is not in your hand."), card=card)


def normal_targets(state: GameState, seat: int) -> list[int]:
    """Ruling AR-37: whom a Normal Attack may target (§4.3, §13.1): the holder attacks any opponent's
    base; anyone else attacks the Frontier, defended by its holder; a neutral Frontier is claimed instead."""
    others = [i for i, p in enumerate(state.players) if not state.allied(seat, i) and not p.eliminated]
    if state.allied(state.frontier, seat):
        return others[:1] if state.teams else others  # ruling AR-31: the other team is one side
    return [state.frontier] if state.frontier is not None else []


def attack_choices(state: GameState, seat: int, card: str) -> list[str]:
    """R-CMB-2..4, R-CARD-7 (ruling AR-35: basic game, every attack is a Standard attack); R-RAID-2."""
    if state.mode == "full" and state.cards[card].attack == "raid":
        return ["deep_strike"]
    if state.frontier is None:
        return ["claim", "deep_strike"]
    return ["normal", "deep_strike"]


def play(state: GameState, cmd: Command, ev: list[Event]) -> None:
    """One turn play (R-TURN-1), then everybody refills (R-TURN-2) and the turn passes (R-TURN-3)."""
    handler = _PLAYS.get(type(cmd))
    if handler is None:
        raise IllegalCommand(N_("That is not a turn play."))
    if not isinstance(cmd, C.Pass):
        _take(state, cmd.seat, cmd.card)  # type: ignore[attr-defined]
    if state.teams:
        (_join_attack if isinstance(cmd, C.Attack) else handler)(state, cmd, ev)  # type: ignore[operator]
        team_next(state, ev)
        return
    handler(state, cmd, ev)
    if state.combat is None:
        end_turn(state, cmd.seat, ev)


def _join_attack(state: GameState, cmd: C.Attack, ev: list[Event]) -> None:
    """§13.2: an attack card of the team turn waits for the teammate's play; two attack cards make one
    combat with one Combat Choice; a Raid is played alone."""
    card = state.cards[cmd.card]
    if card.kind != "attack":
        raise IllegalCommand(N_("{card} is not an attack card."), card=cmd.card)
    if cmd.choice not in attack_choices(state, cmd.seat, cmd.card):
        raise IllegalCommand(N_("That combat choice is not possible now."))
    if cmd.target >= 0 and (cmd.target >= len(state.players) or state.allied(cmd.seat, cmd.target)):
        raise IllegalCommand(N_("Choose an opponent to attack."))
    if state.attacks:
        raid = state.mode == "full" and (
            card.attack == "raid" or any(state.cards[c].attack == "raid" for _, c in state.attacks)
        )
        if raid:
            raise IllegalCommand(N_("A Raid is the only attack card of a team turn."))
        if cmd.choice != state.attack_choice:
            raise IllegalCommand(N_("Your team makes one Combat Choice: play the same one."))
    else:
        state.attack_choice = cmd.choice
        state.attack_target = K.other(state, cmd.seat)
        if cmd.choice == "normal" and not normal_targets(state, cmd.seat):
            raise IllegalCommand(N_("That combat choice is not possible now."))
    state.players[cmd.seat].hand.remove(cmd.card)
    state.attacks.append((cmd.seat, cmd.card))
    ev.append(
        Event("attack_card", N_("Player {seat} plays an attack card."), {"seat": cmd.seat + 1}, cmd.seat)
    )


def team_next(state: GameState, ev: list[Event]) -> None:
    """After a teammate's play: the next teammate, else the team's combat, else the next team's turn."""
    if state.to_play:
        state.active = state.to_play.pop(0)
        return
    if not state.attacks:
        end_turn(state, state.active, ev)
        return
    (seat, card), also = state.attacks[0], state.attacks[1:]
    choice, target = state.attack_choice, state.attack_target
    state.attacks, state.attack_choice, state.attack_target = [], "", -1
    if K.start(state, seat, card, choice, target, ev, also):
        raid.reveal(state, ev)
    if state.combat is None:
        end_turn(state, seat, ev)


def _pass(state: GameState, cmd: C.Pass, ev: list[Event]) -> None:
    if state.players[cmd.seat].hand:
        raise IllegalCommand(N_("You must play a card while you have one."))
    ev.append(Event("pass", N_("Player {seat} has no card and passes."), {"seat": cmd.seat + 1}, cmd.seat))


def _build(state: GameState, cmd: C.Build, ev: list[Event]) -> None:
    """R-CARD-5; ruling AR-03: the basic game has no building costs and no stacks; R-STACK-2 (AR-18)."""
    card = state.cards[cmd.card]
    special = card.kind == "special_building" and state.mode == "full"
    if (card.kind != "building" and not special) or card.start:
        raise IllegalCommand(N_("{card} is not a building card."), card=cmd.card)
    if not special and cmd.side not in [u.name for u in card.units]:
        raise IllegalCommand(N_("Choose one of the card's unit sides."))
    if state.mode == "basic" and cmd.on:
        raise IllegalCommand(N_("The basic game has no resource stacks."))
    player = state.players[cmd.seat]
    if not hooks(state, cmd.seat).may_build(state, cmd.seat, cmd.card):
        raise IllegalCommand(N_("Your base has no room for another building."))
    under: list[str] = []
    if state.mode == "full" and (card.cost or cmd.on):
        stack = player.building(cmd.on)
        if stack is None or stack.card is not None or len(stack.under) != card.cost:
            raise IllegalCommand(
                N_plural(
                    "{card} must be played on a resource stack of exactly {count} card.",
                    "{card} must be played on a resource stack of exactly {count} cards.",
                ),
                card=cmd.card,
                count=card.cost,
            )
        under = stack.under
        player.base.remove(stack)
    bid = cmd.id or new_id(state, cmd.seat, cmd.card)
    if any(b.id == bid for p in state.players for b in p.base):
        raise IllegalCommand(N_("The id {id} is already used."), id=bid)
    player.hand.remove(cmd.card)
    player.base.append(Building(bid, cmd.card, None if special else cmd.side, under=list(under)))
    ev.append(Event("build", N_("Player {seat} plays a building."), {"seat": cmd.seat + 1}, cmd.seat))


def _resource(state: GameState, cmd: C.Resource, ev: list[Event]) -> None:
    """R-UNIT-1; R-STACK-4 (full game): a new stack or a card added to one."""
    player = state.players[cmd.seat]
    if cmd.new_stack:
        if state.mode == "basic":
            raise IllegalCommand(N_("The basic game has no resource stacks: play the card onto a building."))
        if any(b.id == cmd.new_stack for p in state.players for b in p.base):
            raise IllegalCommand(N_("The id {id} is already used."), id=cmd.new_stack)
        player.hand.remove(cmd.card)
        player.base.append(Building(cmd.new_stack, None, under=[cmd.card]))
    else:
        b = player.building(cmd.on)
        if b is not None and b.card is None and state.mode == "full":
            player.hand.remove(cmd.card)
            b.under.append(cmd.card)
        elif b is not None and hooks(state, cmd.seat).takes_resources(state, cmd.seat, b):
            player.hand.remove(cmd.card)
            b.resources.append(cmd.card)
        elif b is None or b.card is None or state.side(cmd.seat, b.id) is None:
            raise IllegalCommand(
                N_("{building} is not one of your unit-producing buildings."), building=cmd.on
            )
        else:
            player.hand.remove(cmd.card)
            b.resources.append(cmd.card)
    ev.append(
        Event(
            "resource",
            N_("Player {seat} plays a card face down as a resource."),
            {"seat": cmd.seat + 1},
            cmd.seat,
        )
    )


def _special(state: GameState, cmd: C.Special, ev: list[Event]) -> None:
    """R-CARD-2 (basic game: never face up); full game: the faction's rule, else discarded (ruling AR-43)."""
    card = state.cards[cmd.card]
    if state.mode == "basic":
        raise IllegalCommand(N_("Special cards are played face down as resources in the basic game."))
    if card.kind != "special":
        raise IllegalCommand(N_("{card} is not a Special card."), card=cmd.card)
    player = state.players[cmd.seat]
    player.hand.remove(cmd.card)
    if not hooks(state, cmd.seat).play_special(state, cmd.seat, cmd.card, cmd.on):
        player.discard.append(cmd.card)
    ev.append(
        Event(
            "special",
            N_("Player {seat} plays {card} face up."),
            {"seat": cmd.seat + 1, "card": cmd.card},
            cmd.seat,
        )
    )


def _score(state: GameState, cmd: C.Score, ev: list[Event]) -> None:
    """R-SCORE-3."""
    if state.cards[cmd.card].kind != "attack":
        raise IllegalCommand(N_("{card} is not an attack card."), card=cmd.card)
    if not state.allied(state.frontier, cmd.seat):
        raise IllegalCommand(N_("Only the Frontier's controller may score without attacking."))
    player = state.players[cmd.seat]
    player.hand.remove(cmd.card)
    player.scoring.append(cmd.card)
    ev.append(
        Event(
            "score",
            N_("Player {seat} scores {card} without attacking."),
            {"seat": cmd.seat + 1, "card": cmd.card},
            cmd.seat,
        )
    )


def _attack(state: GameState, cmd: C.Attack, ev: list[Event]) -> None:
    if state.cards[cmd.card].kind != "attack":
        raise IllegalCommand(N_("{card} is not an attack card."), card=cmd.card)
    if cmd.choice not in attack_choices(state, cmd.seat, cmd.card):
        raise IllegalCommand(N_("That combat choice is not possible now."))
    if cmd.target < 0 and len(state.players) > 2 and cmd.choice != "claim":
        raise IllegalCommand(N_("Choose an opponent to attack."))
    target = cmd.target if cmd.target >= 0 else K.other(state, cmd.seat)
    if target == cmd.seat or not 0 <= target < len(state.players) or state.players[target].eliminated:
        raise IllegalCommand(N_("Choose an opponent to attack."))
    if cmd.choice == "normal" and target not in normal_targets(state, cmd.seat):
        raise IllegalCommand(
            N_("A Normal Attack by a player without the Frontier strikes the Frontier's holder.")
        )
    state.players[cmd.seat].hand.remove(cmd.card)
    if K.start(state, cmd.seat, cmd.card, cmd.choice, target, ev):
        raid.reveal(state, ev)


_PLAYS = {
    C.Pass: _pass,
    C.Build: _build,
    C.Resource: _resource,
    C.Score: _score,
    C.Attack: _attack,
    C.Special: _special,
}


def new_id(state: GameState, seat: int, card: str) -> str:
    ids = {b.id for p in state.players for b in p.base}
    n = 1
    while f"{card}#{n}" in ids:
        n += 1
    return f"{card}#{n}"


def end_turn(state: GameState, attacker: int, ev: list[Event] | None = None) -> None:
    """R-TURN-2/3: refill to 3; the next seat (after a combat: the attacker's next opponent) plays."""
    for seat, p in enumerate(state.players):
        if p.eliminated:
            continue  # ruling AR-30: its hand and deck have left the game
        drawn = 0
        while len(p.hand) < HAND and p.deck:
            p.hand.append(p.deck.pop(0))
            drawn += 1
        if drawn and ev is not None:
            ev.append(
                Event(
                    "draw",
                    N_plural("Player {seat} draws {count} card.", "Player {seat} draws {count} cards."),
                    {"seat": seat + 1, "count": drawn},
                    seat,
                    revealed_to=(seat,),
                )
            )
    state.turn += 1
    if not state.over and state.teams:
        mine = state.team(attacker)
        begin_team_turn(state, next(t for t in state.teams if t != mine))
        check_cards_end(state)
    elif not state.over:
        n = len(state.players)
        nxt = (attacker + 1) % n
        while state.players[nxt].eliminated:
            nxt = (nxt + 1) % n
        state.active = nxt
        check_cards_end(state)


def check_cards_end(state: GameState) -> None:
    """R-SCORE-4 (b), checked after every turn only (a capture has ended the game first: ruling AR-32): everybody out of cards; the score decides (ties: the Frontier's holder, AR-14)."""
    if all(not p.hand and not p.deck for p in state.players if not p.eliminated):
        state.over = True
        totals = {i: score(state, i) for i, p in enumerate(state.players) if not p.eliminated}
        best = max(totals.values())
        top = tuple(i for i, t in totals.items() if t == best)
        if len(top) > 1 and state.frontier in top:
            top = state.team(state.frontier)  # type: ignore[arg-type]
        state.winners = top  # ruling AR-14: a tie with a neutral Frontier is shared


def score(state: GameState, seat: int) -> int:
    """The seat's points: its scoring cards and the Frontier's 2; in the team game the team's (§13.2)."""
    team = state.team(seat)
    return sum(len(state.players[s].scoring) for s in team) + (
        FRONTIER_POINTS if state.frontier in team else 0
    )


def advance(state: GameState, ev: list[Event]) -> None:
    """Forced passes (R-TURN-4) are taken by the engine; after a combat the turn moves on."""
    while not state.over and state.combat is None and not state.opening:
        p = state.players[state.active]
        if p.hand:
            return
        ev.append(
            Event(
                "pass", N_("Player {seat} has no card and passes."), {"seat": state.active + 1}, state.active
            )
        )
        if state.teams:
            team_next(state, ev)  # ruling AR-31: the teammate plays on
        else:
            end_turn(state, state.active, ev)
