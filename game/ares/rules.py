"""The Ares Project's ``GameRules`` object: the engine contract of ``game.core`` (spec: ares-project.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import Field, ValidationError, model_validator

from game.ares import answers, flow
from game.ares import commands as C
from game.ares import view as V
from game.ares.content.load import content
from game.ares.legal import current_seat, legal_commands
from game.ares.state import GameState
from game.core import Applied, Command, Event, GameInfo, IllegalCommand, Outcome, SeatResult, TurnFacts, ranks
from game.core.content_history import KeepsContentVersions
from game.core.rng import Rng
from game.core.seats import SeatedSetup
from game.i18n import N_, Text

GAME_ID = C.GAME_ID
DESCRIPTION = N_("The Ares Project, {players} players, turn {turn}")
MAX_NAME_LENGTH = 20
TEAMS = ((0, 1), (2, 3))  # the team game's seats: teammates sit side by side (ruling AR-31)
TEAM_PLAYERS = 4  # §13.2


def default_factions(players: int) -> tuple[str, ...]:
    """Terran and Kahoum for two; for more (ruling AR-46) the catalogue's factions in order, repeated when
    the catalogue has fewer factions than seats."""
    if players == 2:
        return ("terran", "kahoum")
    names = list(content().factions)
    return tuple(names[i % len(names)] for i in range(players))


class AresSetup(SeatedSetup):
    """``players`` 2, or 3-4 for the multiplayer rules (§13, full game: ruling AR-46): a melee, or with
    ``teams`` (4 players) the team game, seats 0+1 against 2+3 (ruling AR-31)."""

    max_name_length = MAX_NAME_LENGTH
    players: int = Field(2, ge=2, le=4)
    mode: Literal["basic", "full"] = "basic"
    factions: tuple[str, ...] = ("terran", "kahoum")
    open_bases: bool = False
    teams: bool = False

    @model_validator(mode="before")
    @classmethod
    def _defaults(cls, data: Any) -> Any:
        if isinstance(data, Mapping):
            data = dict(data)
            players = data.get("players", 2)
            if isinstance(players, int) and players > 2:
                data.setdefault("mode", "full")  # ruling AR-46: the multiplayer rules are full games
                if 2 <= players <= 4:
                    data.setdefault("factions", default_factions(players))
        return data

    @model_validator(mode="after")
    def _factions(self) -> AresSetup:
        if len(self.factions) != self.players:
            raise ValueError("factions: one per player")
        if self.players > 2 and self.mode != "full":
            raise ValueError("mode: the multiplayer rules are played with the full game")
        if self.teams and self.players != 4:
            raise ValueError("teams: the team game is for 4 players")
        if self.mode == "basic" and sorted(self.factions) != ["kahoum", "terran"]:
            raise ValueError("factions: the basic game is Terran against Kahoum")
        if not set(self.factions) <= set(content().factions):
            raise ValueError("factions: factions of the catalogue")
        if self.players == 2 and len(set(self.factions)) != 2:
            raise ValueError("factions: different factions of the catalogue")
        return self


class AresRules(KeepsContentVersions):
    game_id = GAME_ID
    title = N_("The Ares Project")
    # 2: the four factions' full-game rules (ruling AR-47); 3: the Xenos Burrowers are field units (balance
    # round 5), content/history/r2 keeps rules 2's xenos.json
    rules_version = 3
    description_templates = (DESCRIPTION,)
    info = GameInfo(
        GAME_ID, title, 2, 4, solo=False, hidden_information=True, simultaneous=True
    )  # the team game's teammates play at the same time (§13.2), asked one after the other

    def setup_from_data(self, data: Mapping[str, Any]) -> AresSetup:
        data = dict(data)
        if data.get("solo") is False:
            del data["solo"]  # the generic callers (the bot arena) say "not solo"; there is no solo game
        try:
            return AresSetup.model_validate(data)
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err.get("loc", ())) or "setup"
            raise ValueError(f"{where}: {err.get('msg', '')}") from None

    def setup_to_data(self, setup: AresSetup) -> dict[str, Any]:
        data = setup.model_dump()
        data["factions"] = list(setup.factions)
        if not setup.teams:
            del data["teams"]  # two-player and melee setups read as before
        for key in ("names", "colors", "seat_kinds"):  # setups without seats read as before
            if not data[key]:
                del data[key]
            else:
                data[key] = list(data[key])
        if data["content_rules"] is None:
            del data["content_rules"]
        return data

    def new_game(self, setup: AresSetup, seed: int) -> GameState:
        teams = TEAMS if setup.teams else ()
        state = flow.new_state(content(setup.content_rules), setup.mode, list(setup.factions), seed, teams)
        state.open_bases = setup.open_bases
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
        if command.seat != current_seat(state):
            raise IllegalCommand(N_("It is not your turn."))
        starts = state.combat is None and not state.opening
        facts = TurnFacts(state.turn, starts, starts)
        s = state.clone()
        ev: list[Event] = []
        if s.opening:
            if not isinstance(command, C.Opening):
                raise IllegalCommand(N_("Choose your 2 opening cards first."))
            flow.opening(s, command, ev)
        elif s.combat is not None:
            attacker = s.combat.attacker
            answers.answer(s, command, ev)
            if s.combat is None:
                flow.end_turn(s, attacker, ev)
        else:
            flow.play(s, command, ev)
            answers.take_forced(s, ev)
        flow.advance(s, ev)
        return Applied(s, tuple(ev), facts)

    def turn_start(self, state: GameState) -> bool:
        """A seat is to play its turn's card (undo's floor); combat answers stand alone."""
        return state.combat is None and not state.opening and not state.over

    def action_in_progress(self, state: GameState) -> bool:
        """Never: each command is a whole action (a combat's answers involve both seats)."""
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
        template = GameState(content(view.get("content_rules")).cards(), view["mode"], [], Rng(0))
        return V.determinize(template, view, rng)

    def outcome(self, state: GameState) -> Outcome:
        if not state.over:
            raise ValueError("the game is not over")
        seats = range(len(state.players))
        if state.captured:
            keys = [1 if i in state.winners else 0 for i in seats]
            results = tuple(SeatResult(i, keys[i], ranks(keys)[i], {}) for i in seats)
            return Outcome(results, state.winners)
        scores = [flow.score(state, i) for i in seats]
        keys = [(scores[i], 1 if i in state.winners else 0) for i in seats]
        rank = ranks(keys)
        results = tuple(
            SeatResult(
                i,
                scores[i],
                rank[i],
                {
                    "scoring cards": sum(
                        len(state.players[s].scoring) for s in state.team(i)
                    ),  # §13.2: per team
                    "frontier": 2 if state.frontier in state.team(i) else 0,
                },
            )
            for i in seats
        )
        return Outcome(results, state.winners)

    def describe(self, state: GameState) -> Text:
        return Text(DESCRIPTION, {"players": len(state.players), "turn": state.turn})


RULES = AresRules()
