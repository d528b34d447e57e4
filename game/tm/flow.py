"""Generations and phases (spec sections 9, 10, 17, 18): setup choices, turns, production,
research, draft, final greenery and game end. Phase steps are queued flow tasks, so the
whole game stays one replayable queue of data.
"""

from __future__ import annotations

from typing import Any

from game.core.contract import Event
from game.core.resolution import Task, ask, queue_task
from game.i18n import N_, N_plural
from game.tm.commands import ChooseCard, ChooseCards, ChooseCorporation, ChooseSpace, Pay, Skip
from game.tm.constants import ACTIONS_PER_TURN, CARD_PRICE, SOLO_LAST_GENERATION
from game.tm.content import BEGINNER, card
from game.tm.deck import SECRET_CARDS, deal_event, draw_cards, everyone
from game.tm.effects import (
    auto_choice,
    executor,
    fire_card_played,
    run_queue,
)
from game.tm.event_kinds import GENERATION_BEGINS, PRODUCTION_PHASE
from game.tm.params import parameters_maxed
from game.tm.payment import Payment, paid_event_params, payment_options, spend
from game.tm.placement import greenery_spaces
from game.tm.priorities import PRIO_FLOW, PRIO_LAST
from game.tm.scoring import final_scores, winners
from game.tm.state import (
    ACTION,
    DRAFT,
    ENERGY,
    FINAL_GREENERY,
    HEAT,
    MC,
    OVER,
    PLANTS,
    RESEARCH,
    RESOURCE_INDEX,
    STEEL,
    GameState,
)
from game.tm.tableau import has_effect, plants_per_greenery
from game.tm.tiles import place_tile


def advance(s: GameState) -> None:
    """Resolve everything that needs no answer; stop at the next decision or free action."""
    while True:
        run_queue(s)
        if s.pending is not None or s.phase == OVER:
            return
        if s.in_action:
            s.in_action = False
            after_action(s)
            continue
        return


def continuous_turn(s: GameState) -> bool:
    """Solo, or the only player left: no turn breaks until passing (R-14)."""
    return s.setup.solo or sum(1 for p in s.players if not p.passed) == 1


def after_action(s: GameState) -> None:
    s.actions_this_turn += 1
    if s.actions_this_turn >= ACTIONS_PER_TURN and not continuous_turn(s):
        next_turn(s)


def pass_turn(s: GameState, seat: int) -> None:
    s.players[seat].passed = True
    s.events.append(Event("pass", N_("{player} passes"), {"player": seat}, seat))
    next_turn(s)


def next_turn(s: GameState) -> None:
    s.actions_this_turn = 0
    for i in range(1, s.n + 1):
        seat = (s.active + i) % s.n
        if not s.players[seat].passed:
            s.active = seat
            return
    end_action_phase(s)


def production_phase(s: GameState) -> None:
    for p in s.players:
        p.resources[HEAT] += p.resources[ENERGY]
        p.resources[ENERGY] = 0
        p.resources[MC] += p.tr + p.production[MC]
        for i in range(STEEL, HEAT + 1):  # M€ came with the TR above
            p.resources[i] += p.production[i]
        p.actions_used.clear()
    s.events.append(
        Event(
            PRODUCTION_PHASE, N_("Production phase of generation {generation}"), {"generation": s.generation}
        )
    )


def end_action_phase(s: GameState) -> None:
    production_phase(s)
    if s.setup.solo:
        if s.generation >= SOLO_LAST_GENERATION:
            s.solo_result = parameters_maxed(s)
            start_final_greenery(s) if s.solo_result else finish_game(s)
            return
    elif parameters_maxed(s):
        start_final_greenery(s)
        return
    start_generation(s)


def start_generation(s: GameState) -> None:
    s.generation += 1
    if not s.setup.solo:
        s.first_player = (s.first_player + 1) % s.n
    for p in s.players:
        p.passed = False
        p.tr_raised_this_generation = False
        p.next_card_discount = 0
        p.next_card_offset = 0
    s.events.append(
        Event(GENERATION_BEGINS, N_("Generation {generation} begins"), {"generation": s.generation})
    )
    if s.setup.draft and not s.setup.solo and s.n > 1:
        start_draft(s)
    else:
        start_research(s, deal=True)


def start_research(s: GameState, deal: bool) -> None:
    s.phase = RESEARCH
    for seat in s.turn_order():
        if deal:
            s.players[seat].dealt_cards = draw_cards(s, 4)
            deal_event(
                s,
                seat,
                len(s.players[seat].dealt_cards),
                N_plural(
                    "{player} is dealt {count} research card", "{player} is dealt {count} research cards"
                ),
            )
        queue_task(s, PRIO_FLOW, "research", seat)
    queue_task(s, PRIO_FLOW, "begin_action_phase", s.first_player)


def research_budget(s: GameState, seat: int) -> int:
    p = s.players[seat]
    heat = p.resources[HEAT] if has_effect(p, "heat_as_megacredits") else 0
    return (p.resources[MC] + heat) // CARD_PRICE


@executor("research")
def _research(s: GameState, task: Task, answer: Any) -> None:
    p = s.players[task.player]
    if isinstance(answer, Pay):
        payment = (answer.megacredits, answer.steel, answer.titanium, answer.heat)
        spend(p, payment)
        _keep_research(s, task.player, task.data["chosen"], payment)
        return
    if isinstance(answer, ChooseCards):
        chosen = list(answer.cards)
        cost = CARD_PRICE * len(chosen)
        options = payment_options(p, cost)
        if len(options) > 1:
            ask(
                s,
                "payment",
                task.player,
                task.with_data(chosen=chosen),
                {"cost": cost, "options": [list(o) for o in options], "cancel": False},
            )
            return
        spend(p, options[0])
        _keep_research(s, task.player, chosen, options[0])
        return
    dealt = p.dealt_cards
    if not dealt:
        return
    most = min(len(dealt), research_budget(s, task.player))
    ask(
        s,
        "cards",
        task.player,
        task,
        {"cards": list(dealt), "min": 0, "max": most, "purpose": "research", "price": CARD_PRICE},
    )


def _keep_research(s: GameState, seat: int, chosen: list[str], payment: Payment) -> None:
    p = s.players[seat]
    p.hand.extend(chosen)
    s.discard.extend(c for c in p.dealt_cards if c not in chosen)
    p.dealt_cards = []
    # The number bought is public, which cards only their buyer knows (rulings AMB-25).
    s.events.append(
        Event(
            "research",
            N_plural(
                "{player} buys {count} card and pays {payment}",
                "{player} buys {count} cards and pays {payment}",
            )
            if any(payment)
            else N_plural("{player} buys {count} card", "{player} buys {count} cards"),
            {"player": seat, "count": len(chosen), SECRET_CARDS: list(chosen), **paid_event_params(payment)},
            seat,
        )
    )


@executor("begin_action_phase")
def _begin_action_phase(s: GameState, task: Task, answer: Any) -> None:
    s.phase = ACTION
    s.active = s.first_player
    s.actions_this_turn = 0


# --- draft (spec 18.3, AMB-26) -------------------------------------------------------------------
def start_draft(s: GameState) -> None:
    s.phase = DRAFT
    s.draft_packets = [[] for _ in s.players]
    for seat in s.turn_order():
        s.draft_packets[seat] = draw_cards(s, 4)
        s.players[seat].dealt_cards = []
        deal_event(
            s,
            seat,
            len(s.draft_packets[seat]),
            N_plural("{player} is dealt {count} card to draft", "{player} is dealt {count} cards to draft"),
        )
    _queue_draft_round(s)


def _queue_draft_round(s: GameState) -> None:
    for seat in s.turn_order():
        queue_task(s, PRIO_FLOW, "draft_pick", seat)
    queue_task(s, PRIO_FLOW, "draft_pass", s.first_player)


def draft_direction(generation: int) -> int:
    """+1 (to the next seat, "left") in even generations, -1 in odd ones ([DRAFT-1])."""
    return 1 if generation % 2 == 0 else -1


@executor("draft_pick")
def _draft_pick(s: GameState, task: Task, answer: Any) -> None:
    packet = s.draft_packets[task.player]
    if isinstance(answer, ChooseCard):
        packet.remove(answer.card)
        s.players[task.player].dealt_cards.append(answer.card)
        return
    if len(packet) == 1:
        auto_choice(
            s, task.player, "card", packet[0], **{SECRET_CARDS: [packet[0]]}
        )  # a draft card: named to its seat only
        s.players[task.player].dealt_cards.append(packet.pop())
    elif packet:
        ask(s, "card", task.player, task, {"cards": list(packet), "purpose": "draft"})


@executor("draft_pass")
def _draft_pass(s: GameState, task: Task, answer: Any) -> None:
    step = draft_direction(s.generation)
    passed = [[] for _ in s.players]
    for seat, packet in enumerate(s.draft_packets):
        passed[(seat + step) % s.n] = packet
    s.draft_packets = passed
    if any(passed):
        s.events.append(
            Event(
                "draft_pass",
                N_("The remaining draft cards are passed on"),
                {"direction": step, "counts": [len(p) for p in passed]},
                revealed_to=everyone(s),
            )
        )
    if any(len(p) > 1 for p in s.draft_packets):
        _queue_draft_round(s)
        return
    for seat, packet in enumerate(s.draft_packets):
        s.players[seat].dealt_cards.extend(packet)
    s.draft_packets = [[] for _ in s.players]
    start_research(s, deal=False)


# --- setup (spec 9.1, AMB-24, AMB-33) ------------------------------------------------------------
@executor("setup_choice")
def _setup_choice(s: GameState, task: Task, answer: Any) -> None:
    p = s.players[task.player]
    if p.beginner:
        return  # the Beginner Corporation keeps all 10 dealt cards, nothing to choose
    if isinstance(answer, ChooseCorporation):
        p.dealt_corporations = [answer.corporation]
        task, answer = task.with_data(corporation=answer.corporation), None
    if "corporation" not in task.data:
        ask(s, "corporation", task.player, task, {"corporations": list(p.dealt_corporations)})
        return
    if isinstance(answer, ChooseCards):
        # Kept face down until every corporation is revealed; paid for at the reveal.
        p.hand = list(answer.cards)
        p.dealt_cards = [c for c in p.dealt_cards if c not in answer.cards]
        return
    start_mc = card(task.data["corporation"]).starting["megacredits"]
    most = min(len(p.dealt_cards), start_mc // CARD_PRICE)
    ask(
        s,
        "cards",
        task.player,
        task,
        {"cards": list(p.dealt_cards), "min": 0, "max": most, "purpose": "starting", "price": CARD_PRICE},
    )


@executor("reveal_corporations")
def _reveal(s: GameState, task: Task, answer: Any) -> None:
    s.events.append(
        Event(
            "reveal_corporations",
            N_("The corporations and the bought cards are revealed"),
            {},
            revealed_to=everyone(s),
        )
    )
    for seat in s.turn_order():
        p = s.players[seat]
        bought, p.hand = p.hand, []
        if p.beginner:
            apply_corporation(s, seat, BEGINNER, p.dealt_cards)
        else:
            apply_corporation(s, seat, p.dealt_corporations[0], bought)
            s.discard.extend(p.dealt_cards)
        p.dealt_cards = []
        p.dealt_corporations = []


def apply_corporation(s: GameState, seat: int, corporation: str, cards: list[str]) -> None:
    """Reveal and start a corporation exactly as at game start (spec 9.1 step 7)."""
    p = s.players[seat]
    c = card(corporation)
    start = c.starting or {}
    p.corporation = corporation
    p.tableau.insert(0, corporation)
    p.resources[MC] += start.get("megacredits", 0)
    for res, amount in (start.get("stock") or {}).items():
        p.resources[RESOURCE_INDEX[res]] += amount
    for res, amount in (start.get("production") or {}).items():
        p.production[RESOURCE_INDEX[res]] += amount
    p.first_action_pending = "first_action" in start
    if not start.get("free_cards"):
        p.resources[MC] -= CARD_PRICE * len(cards)
    p.hand.extend(cards)
    if s.setup.solo and corporation == "Tharsis Republic":
        p.production[MC] += 2  # the two neutral cities ([SOLO-TH], AMB-32)
    s.events.append(
        Event("corporation", N_("{player} plays {card}"), {"player": seat, "card": corporation}, seat)
    )
    fire_card_played(s, seat, corporation)


# --- game end (spec 17, AMB-14, D-19) ------------------------------------------------------------
def start_final_greenery(s: GameState) -> None:
    s.phase = FINAL_GREENERY
    for seat in s.turn_order():
        queue_task(s, PRIO_FLOW, "final_greenery", seat)
    queue_task(s, PRIO_FLOW, "game_over", s.first_player)


@executor("final_greenery")
def _final_greenery(s: GameState, task: Task, answer: Any) -> None:
    p = s.players[task.player]
    if isinstance(answer, Skip):
        return
    if isinstance(answer, ChooseSpace):
        p.resources[PLANTS] -= plants_per_greenery(p)
        place_tile(s, task.player, answer.space, "greenery", raise_oxygen_for_greenery=False)
        queue_task(s, PRIO_LAST, "final_greenery", task.player)
        return
    if p.resources[PLANTS] < plants_per_greenery(p):
        return
    spaces = greenery_spaces(s, task.player)
    if spaces:
        ask(
            s,
            "space",
            task.player,
            task,
            {"tile": "greenery", "spaces": spaces, "purpose": "final"},
            optional=True,
        )


@executor("game_over")
def _game_over(s: GameState, task: Task, answer: Any) -> None:
    finish_game(s)


def finish_game(s: GameState) -> None:
    s.phase = OVER
    s.queue.clear()
    scores = final_scores(s)
    data = {"scores": [sc.to_data() for sc in scores], "winners": winners(scores)}
    if s.setup.solo:
        # Solo: the player wins only by terraforming Mars in time; the score is the result ([SOLO-5]).
        data["winners"] = data["winners"] if s.solo_result else []
        data["solo_won"] = bool(s.solo_result)
    s.events.append(Event("game_over", N_("The game is over"), data))
