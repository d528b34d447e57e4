"""The robot game's ``GameRules`` object: the engine contract of ``game.core``
(spec: mars-robot-exploration.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import Field, ValidationError

from game.core import Applied, Command, Event, GameInfo, IllegalCommand, Outcome, SeatResult, TurnFacts, ranks
from game.core.content_history import KeepsContentVersions
from game.core.rng import Rng
from game.core.seats import SeatedSetup
from game.i18n import N_, Text
from game.robots import commands as C
from game.robots import flow, scoring
from game.robots import view as V
from game.robots.content.load import content
from game.robots.legal import current_seat, legal_commands
from game.robots.state import GameState

GAME_ID = C.GAME_ID
DESCRIPTION = N_("Robot Exploration, {players} players, round {round}")
MAX_NAME_LENGTH = 20


class RobotsSetup(SeatedSetup):
    max_name_length = MAX_NAME_LENGTH
    players: int = Field(2, ge=2, le=4)


class RobotsRules(KeepsContentVersions):
    game_id = GAME_ID
    title = N_("Mars Robot Exploration")  # ruling RB-05: the working title
    rules_version = (
        2  # 2: the Pathfinder retuned (Survey 2, Storage 2); content/history/r1 keeps rules 1's robots
    )
    description_templates = (DESCRIPTION,)
    info = GameInfo(GAME_ID, title, 2, 4, solo=False, hidden_information=True, simultaneous=True)

    def setup_from_data(self, data: Mapping[str, Any]) -> RobotsSetup:
        try:
            return RobotsSetup.model_validate(dict(data))
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err.get("loc", ())) or "setup"
            raise ValueError(f"{where}: {err.get('msg', '')}") from None

    def setup_to_data(self, setup: RobotsSetup) -> dict[str, Any]:
        data = setup.model_dump()
        for key in ("names", "colors", "seat_kinds"):  # setups without seats read as before
            if not data[key]:
                del data[key]
            else:
                data[key] = list(data[key])
        if data["content_rules"] is None:
            del data["content_rules"]
        return data

    def new_game(self, setup: RobotsSetup, seed: int) -> GameState:
        state = flow.new_state(content(setup.content_rules), setup.players, seed)
        state.content_rules = setup.content_rules
        return state

    def current_seat(self, state: GameState) -> int | None:
        return current_seat(state)

    def legal_commands(self, state: GameState) -> Sequence[Command]:
        return legal_commands(state)

    def apply(self, state: GameState, command: Command) -> Applied:
        if not isinstance(command, Command) or command.GAME != GAME_ID:
            raise IllegalCommand(N_("That command belongs to another game."))
        if state.over:
            raise IllegalCommand(N_("The game is over."))
        if command.seat != current_seat(state) and not isinstance(command, C.Plan):
            raise IllegalCommand(N_("It is not your turn."))
        if not 0 <= command.seat < len(state.players):
            raise IllegalCommand(N_("It is not your turn."))
        facts = TurnFacts(state.round, True, True)
        s = state.clone()
        ev: list[Event] = []
        flow.dispatch(s, command, ev)
        flow.advance(s, ev)
        return Applied(s, tuple(ev), facts)

    def trace(self, state: GameState, command: Command) -> list[tuple[Event, GameState]]:
        """Each event of ``apply(state, command)`` with the state just after it, for the table's
        step-by-step playback of an exploration season (the engine runs it in one command)."""
        self.apply(state, command)  # refuses an illegal command before anything is traced
        s = state.clone()
        ev = _Trace(s)
        flow.dispatch(s, command, ev)
        flow.advance(s, ev)
        # An event is added as its step begins: the state after it is the one seen when the next
        # event comes (or at the end).
        return list(zip(ev, [*ev.states[1:], s.clone()], strict=True)) if ev else []

    def turn_start(self, state: GameState) -> bool:
        """A seat is to take its development turn or program its robot (undo's floor)."""
        return state.pending is None and state.season in ("development", "planning")

    def action_in_progress(self, state: GameState) -> bool:
        """Never: every command is a whole action (the exploration's questions stand alone)."""
        return False

    def is_over(self, state: GameState) -> bool:
        return state.over

    def clone(self, state: GameState) -> GameState:
        return state.clone()

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return V.snapshot(state)

    def view(self, state: GameState, seat: int) -> dict[str, Any]:
        return V.view(state, seat)

    def determinize(self, view: Mapping[str, Any], rng: Rng) -> GameState:
        c = content(view.get("content_rules"))
        template = GameState(dict(c.parts), dict(c.robots), dict(c.mars), [], Rng(0))
        template.content_rules = view.get("content_rules")
        return V.determinize(template, dict(view), rng)

    def outcome(self, state: GameState) -> Outcome:
        if not state.over:
            raise ValueError("the game is not over")
        seats = range(len(state.players))
        rank = ranks([scoring.rank_key(state, i) for i in seats])
        results = tuple(
            SeatResult(i, scoring.total(state, i), rank[i], scoring.breakdown(state, i)) for i in seats
        )
        win = scoring.winner(state)
        return Outcome(results, () if win is None else (win,))

    def describe(self, state: GameState) -> Text:
        return Text(DESCRIPTION, {"players": len(state.players), "round": state.round})


class _Trace(list):
    """An event list that keeps a copy of the state as each event is added (``RobotsRules.trace``)."""

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.state = state
        self.states: list[GameState] = []

    def append(self, item: Event) -> None:
        super().append(item)
        self.states.append(self.state.clone())


RULES = RobotsRules()
