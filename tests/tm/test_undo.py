"""Undo in Terraforming Mars (game.tm.undo): a player takes back their own commands within
their turn, never another seat's and never past a command that showed a hidden card.

Positions come from seeded random playouts, searched for the situation each test needs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from game.core import Match, Rng
from game.core.command import Command
from game.core.contract import Event
from game.core.serial import canonical_json
from game.tm import undo
from game.tm.board import tharsis
from game.tm.commands import CardAction, ChooseCorporation, ChooseSpace, Pass, PlayCard, Skip
from game.tm.content import project_cards
from game.tm.deck import REVEAL_EVENTS
from game.tm.rules import RULES
from game.tm.state import GameState
from game.tm.undo import take_back, undo_floor, undo_seat
from tests.support.tm_playout import choose


@dataclass
class Step:
    """One command of a playout: the match after it, the state before it, its events."""

    match: Match
    command: Command
    before: GameState
    events: tuple[Event, ...]


def setup_data(players: int, draft: bool = False) -> dict:
    return {"players": players, "solo": players == 1, "draft": draft}


def playout(data: dict, seed: int, chooser_seed: int, limit: int = 3000) -> Iterator[Step]:
    match = Match(RULES, RULES.setup_from_data(data), seed)
    rng = Rng(chooser_seed)
    while not match.is_over() and len(match.commands) < limit:
        command = choose(rng, match.legal_commands())
        before = match.state
        events = match.push(command)
        yield Step(match, command, before, events)


def find(predicate: Callable[[Step], bool], players: tuple[int, ...] = (2, 3), seeds: int = 30) -> Step:
    """The first step of the seeded playouts where ``predicate`` holds (the match stops there)."""
    for seed in range(seeds):
        for n in players:
            for step in playout(setup_data(n), seed, seed + 5):
                if predicate(step):
                    return step
    raise AssertionError("no playout reached the situation")


def snapshot(state: GameState) -> str:
    return canonical_json(RULES.snapshot(state))


def acting(step: Step) -> int | None:
    return RULES.current_seat(step.match.state)


# --- what may be taken back ----------------------------------------------------------------------
def test_a_card_waiting_for_its_payment_is_taken_back():
    step = find(
        lambda st: (
            isinstance(st.command, PlayCard)
            and st.match.state.pending is not None
            and st.match.state.pending.kind == "payment"
        )
    )
    match, seat = step.match, step.command.seat
    n = len(match.commands)
    assert undo_floor(match) == n - 1
    assert undo_seat(match) == seat
    take_back(match, seat)
    assert len(match.commands) == n - 1
    assert snapshot(match.state) == snapshot(step.before)
    assert step.command.card in match.state.players[seat].hand
    assert step.command in match.legal_commands()


def test_a_pass_that_reveals_nothing_is_taken_back():
    """The last pass of the game leads to the final greenery placement: no card is dealt, and the
    player who passed is the first to place, so they may take the pass back."""
    step = find(
        lambda st: (
            isinstance(st.command, Pass)
            and acting(st) == st.command.seat
            and st.match.state.phase == "final_greenery"
        )
    )
    match, seat = step.match, step.command.seat
    assert not any(e.kind in REVEAL_EVENTS for e in step.events)
    assert undo_floor(match) < len(match.commands)
    take_back(match, seat)
    assert snapshot(match.state) == snapshot(step.before)
    assert match.state.phase == "action" and not match.state.players[seat].passed


def test_a_pass_that_ends_the_generation_stays_because_research_cards_are_dealt():
    step = find(
        lambda st: (
            isinstance(st.command, Pass)
            and acting(st) == st.command.seat
            and st.match.state.phase == "research"
        )
    )
    match = step.match
    assert [e.kind for e in step.events].count("deal") == match.state.n
    assert undo_floor(match) == len(match.commands)
    assert undo_seat(match) is None
    with pytest.raises(ValueError):
        take_back(match, step.command.seat)


def test_solo_pass_ending_the_generation_stays():
    step = find(lambda st: isinstance(st.command, Pass) and not st.match.is_over(), players=(1,))
    assert step.match.state.phase == "research"
    assert undo_floor(step.match) == len(step.match.commands)


def test_the_research_deal_of_a_new_generation_is_never_undone():
    """Once a generation's research cards are dealt, no position of that generation lies before the deal."""
    for step in playout(setup_data(2), 11, 4):
        match = step.match
        floor = undo_floor(match)
        if floor < len(match.commands):
            kept = Match(RULES, match.setup, match.seed, match.commands[:floor])
            assert kept.state.generation == match.state.generation  # the deal comes with the new generation
        if match.state.generation >= 4:
            break


# --- what may not ------------------------------------------------------------------------------
def test_cannot_undo_across_another_seats_command():
    """Set-up: seat B's corporation choice may be taken back, seat A's earlier choices not,
    although they revealed nothing."""
    step = find(
        lambda st: (
            isinstance(st.command, ChooseCorporation)
            and len(st.match.commands) > 1
            and acting(st) == st.command.seat
        ),
        players=(2,),
    )
    match, seat = step.match, step.command.seat
    n = len(match.commands)
    assert match.commands[n - 2].seat != seat
    assert not any(step.reveals for step in match.steps)
    assert undo_floor(match) == n - 1
    take_back(match, seat)
    assert undo_floor(match) == n - 1 == len(match.commands)  # the other seat's command is the floor now
    assert undo_seat(match) is None


def test_the_other_seat_cannot_take_back_a_command():
    step = find(
        lambda st: (
            isinstance(st.command, PlayCard)
            and st.match.state.pending is not None
            and st.match.state.pending.kind == "payment"
        )
    )
    other = (step.command.seat + 1) % step.match.state.n
    with pytest.raises(ValueError):
        take_back(step.match, other)


def test_the_research_card_cannot_be_taken_back():
    step = find(
        lambda st: st.command == PlayCard(st.command.seat, "Research") and acting(st) == st.command.seat
    )
    assert any(e.kind == "draw" for e in step.events)
    assert undo_floor(step.match) == len(step.match.commands)


def test_a_placement_bonus_card_cannot_be_taken_back():
    def bonus_card(st: Step) -> bool:
        c = st.command
        return (
            isinstance(c, ChooseSpace)
            and acting(st) == c.seat
            and any(r == "card" for r, _ in tharsis()[c.space].bonus)
        )

    step = find(bonus_card)
    draws = [e for e in step.events if e.kind == "draw"]
    assert draws and draws[0].params == {"player": step.command.seat, "count": draws[0].params["count"]}
    assert undo_floor(step.match) == len(step.match.commands)


def test_inventors_guild_look_cannot_be_taken_back():
    """The guild shows the top card and asks whether to buy it: the action stays, even unfinished."""
    step = find(
        lambda st: (
            st.command == CardAction(st.command.seat, "Inventors' Guild")
            and st.match.state.pending is not None
        ),
        players=(1, 2, 3),
    )
    match = step.match
    assert [e.params for e in step.events if e.kind == "look"] == [{"player": step.command.seat, "count": 1}]
    assert undo_floor(match) == len(match.commands)
    match.push(Skip(step.command.seat))
    assert undo_floor(match) >= len(match.commands) - 1  # the answer may be taken back, the look not


# --- every position of a few random games -----------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "draft", "seed"), [(1, False, 2), (2, False, 7), (3, True, 5), (4, False, 1)]
)
def test_every_position_of_random_games(players, draft, seed):
    states: list[GameState] = []
    revealed: list[bool] = []
    match = None
    for step in playout(setup_data(players, draft), seed, seed + 1):
        match = step.match
        if not states:
            states.append(step.before)
        states.append(match.state)
        revealed.append(any(e.kind in REVEAL_EVENTS for e in step.events))
        n = len(match.commands)
        floor = undo_floor(match)
        assert 0 <= floor <= n
        if floor == n:
            continue
        seat = RULES.current_seat(match.state)
        back = states[floor]
        assert RULES.current_seat(back) == match.commands[floor].seat == seat
        assert all(c.seat == seat for c in match.commands[floor:])
        assert not any(revealed[floor:])
        # Nothing hidden moved: same deck, same draft packets, same generation.
        assert back.deck == match.state.deck and back.draft_packets == match.state.draft_packets
        assert back.generation == match.state.generation
        # The floor is as low as the rules allow: below it is another seat's command, a revealing
        # command, or the start of the turn.
        if floor > 0:
            assert (
                match.commands[floor - 1].seat != seat
                or revealed[floor - 1]
                or undo.turn_start(states[floor])
            )
        if n % 37 == 0:  # taking back really restores the position (a replay, so only now and then)
            copy = Match(RULES, match.setup, match.seed, match.commands)
            copy.undo(n - floor)
            assert snapshot(copy.state) == snapshot(back)
    assert match is not None and len(match.commands) > 50


def test_every_hidden_draw_and_deal_is_an_event_with_counts_only():
    """Any command that takes cards off the deck, or passes draft cards on, records a revealing
    event; and the events of hidden cards name no card."""
    names = set(project_cards(True))
    for players, draft in ((1, False), (3, True), (2, False)):
        deals = 0
        for step in playout(setup_data(players, draft), 3, 9):
            kinds = {e.kind for e in step.events}
            if step.before.deck != step.match.state.deck:
                assert kinds & (REVEAL_EVENTS - {"draft_pass", "reveal_corporations"}), step.command
            before, after = step.before.draft_packets, step.match.state.draft_packets
            if any(before) and any(
                not set(a) <= set(b) for a, b in zip(after, before, strict=False)
            ):  # passed on
                assert "draft_pass" in kinds
            for e in step.events:
                if e.kind in REVEAL_EVENTS - {"reveal"}:
                    assert not (set(map(str, e.params.values())) & names), e
                    deals += e.kind == "deal"
        assert deals > 0


def test_setup_deals_are_logged_with_counts():
    s = RULES.new_game(RULES.setup_from_data(setup_data(3)), 8)
    deals = [e for e in s.events if e.kind == "deal"]
    corporations = [e for e in s.events if e.kind == "deal_corporations"]
    assert [e.params["count"] for e in deals] == [10, 10, 10]
    assert [e.params["count"] for e in corporations] == [2, 2, 2]


# --- cost: undo reads the facts the match kept with each command, it never replays -------------
class CountingRules:
    """The TM rules, counting the commands they apply."""

    def __init__(self, calls: list[Command]) -> None:
        self.calls = calls

    def __getattr__(self, name: str):
        return getattr(RULES, name)

    def apply(self, state: GameState, command: Command):
        self.calls.append(command)
        return RULES.apply(state, command)


def test_the_floor_needs_no_replay():
    calls: list[Command] = []
    match = Match(CountingRules(calls), RULES.setup_from_data(setup_data(3)), 4)
    rng = Rng(2)
    while len(match.commands) < 500 and not match.is_over():
        match.push(choose(rng, match.legal_commands()))
    assert len(match.commands) == 500 and len(calls) == 500  # every command applied once, by push
    calls.clear()
    floors = set()
    for _ in range(100):  # a UI asks every frame
        floors.add(undo_floor(match))
        undo.action_start(match)
        undo_seat(match, after_turn_end=True)
    assert calls == [] and len(floors) == 1


def test_reveal_events_name_who_saw_and_no_other_event_does():
    """Every event of a revealing kind says to whom it revealed (its own seat for a private
    draw or deal, everybody for a card turned face up); no other event reveals."""
    public = {"reveal", "draft_pass", "reveal_corporations"}
    seen = set()
    for players, draft in ((1, False), (3, True)):
        for step in playout(setup_data(players, draft), 3, 9, limit=600):
            n = step.match.state.n
            for e in step.events:
                if e.kind in public:
                    assert e.revealed_to == tuple(range(n)), e
                elif e.kind in REVEAL_EVENTS:
                    assert e.revealed_to == (e.seat,) and e.seat is not None, e
                else:
                    assert e.revealed_to == (), e
                seen.add(e.kind)
            assert step.match.steps[-1].reveals == any(e.kind in REVEAL_EVENTS for e in step.events)
    assert REVEAL_EVENTS - {"deal_corporations", "look"} <= seen
