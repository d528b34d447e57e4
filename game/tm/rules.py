"""``TMRules``: Terraforming Mars behind the engine contract of ``game.core``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.core.command import Command
from game.core.contract import Applied, GameInfo, Outcome, SeatResult, ranks
from game.core.errors import IllegalCommand
from game.core.rng import Rng
from game.core.seats import seat_kinds_problem
from game.core.serial import to_data
from game.i18n import N_, Text
from game.tm import executors as _executors  # noqa: F401  (registers task executors)
from game.tm.actions import (
    award_failure,
    card_action_failure,
    convert_heat_failure,
    convert_plants_failure,
    milestone_failure,
    play_card_failure,
    standard_project_failure,
    start_action,
)
from game.tm.commands import (
    Cancel,
    CardAction,
    ClaimMilestone,
    ConvertHeat,
    ConvertPlants,
    EndTurn,
    FundAward,
    Pass,
    PlayCard,
    StandardProject,
)
from game.tm.decisions import CardSubsets, PendingDecision, typed
from game.tm.determinize import determinize
from game.tm.effects import RESOLVER
from game.tm.flow import advance, continuous_turn, next_turn, pass_turn
from game.tm.legal_actions import top_level_actions
from game.tm.scoring import SCORE_CATEGORIES, final_scores, winners
from game.tm.setup import new_game
from game.tm.state import ACTION, OVER, GameState, TMSetup
from game.tm.undo import action_in_progress, turn_facts, turn_start
from game.tm.view import player_view

MAX_COLORS = 16  # palette entries a seat's colour may name
MAX_NAME_LENGTH = 24  # as typed on the new-game screen


def clean_name(name: str) -> str:
    """A player name as typed, made safe to keep and draw: printable characters only (no NUL,
    no lone surrogate, no control character), surrounding spaces removed, at most
    ``MAX_NAME_LENGTH`` characters."""
    kept = "".join(ch for ch in name if ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF)
    return kept.strip()[:MAX_NAME_LENGTH].strip()


class TMSetupModel(BaseModel):
    """A setup coming from outside (new-game screen, save file, scenario)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    players: int = Field(2, ge=1, le=5)
    corporate_era: bool = True
    draft: bool = False
    solo: bool = False
    beginners: tuple[bool, ...] = ()
    first_player: int | None = None
    names: tuple[str, ...] = ()
    colors: tuple[int, ...] = ()
    seat_kinds: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> TMSetupModel:
        if self.solo != (self.players == 1):
            raise ValueError("a solo game has exactly 1 player, and 1 player means a solo game")
        if len(self.beginners) > self.players or len(self.names) > self.players:
            raise ValueError("more beginner flags or names than players")
        if len(self.colors) > self.players or len(set(self.colors)) != len(self.colors):
            raise ValueError("colors: at most one per player, each chosen once")
        if any(clean_name(n) != n for n in self.names):
            raise ValueError(
                f"names: at most {MAX_NAME_LENGTH} printable characters each, no surrounding spaces"
            )
        if any(not 0 <= c < MAX_COLORS for c in self.colors):
            raise ValueError(f"colors: each is a palette index from 0 to {MAX_COLORS - 1}")
        if self.first_player is not None and not 0 <= self.first_player < self.players:
            raise ValueError("first_player must be a seat")
        problem = seat_kinds_problem(self.seat_kinds, self.players)
        if problem is not None:
            raise ValueError(problem)
        return self


class TMRules:
    game_id = "tm"
    title = N_("Terraforming Mars")
    # Research and the draft are simultaneous secret choices in the rulebook (asked seat by seat here).
    info = GameInfo(
        "tm",
        title,
        min_players=1,
        max_players=5,
        solo=True,
        hidden_information=True,
        simultaneous=True,
        round_word="generation",
    )
    #: 1: the rules and state layout of the first release (saves before it recorded no version).
    #: 2: Flooding removes min(4, the target's M€) without asking an amount (a recorded amount
    #:    answer no longer replays).
    #: 3: the state no longer holds four fields the rules never read (waiting, draft_round,
    #:    final_greenery_order, last_tile): the snapshot layout changed.
    rules_version = 3
    description_templates = (
        N_("Generation {generation}, solo game"),
        N_("Generation {generation}, {players} players"),
        "Solo game, generation {generation}",
    )
    #: Templates older saves wrote, shown in today's wording (solo and multiplayer read alike).
    description_aliases = {"Solo game, generation {generation}": N_("Generation {generation}, solo game")}

    # --- setup -------------------------------------------------------------------------
    def setup_from_data(self, data: Mapping[str, Any]) -> TMSetup:
        m = TMSetupModel.model_validate(dict(data))
        return TMSetup(
            m.players,
            m.corporate_era,
            m.draft,
            m.solo,
            m.beginners,
            m.first_player,
            m.names,
            m.colors,
            m.seat_kinds,
        )

    def setup_to_data(self, setup: TMSetup) -> dict[str, Any]:
        data = {
            "players": setup.players,
            "corporate_era": setup.corporate_era,
            "draft": setup.draft,
            "solo": setup.solo,
            "beginners": list(setup.beginners),
            "first_player": setup.first_player,
            "names": list(setup.names),
            "colors": list(setup.colors),
        }
        if setup.seat_kinds:  # written only when a computer plays: all-human setups read as before
            data["seat_kinds"] = list(setup.seat_kinds)
        return data

    def new_game(self, setup: TMSetup, seed: int) -> GameState:
        return new_game(setup, seed)

    # --- queries -----------------------------------------------------------------------
    def current_seat(self, s: GameState) -> int | None:
        if s.phase == OVER:
            return None
        if s.pending is not None:
            return s.pending.seat
        return s.active if s.phase == ACTION else None

    def is_over(self, s: GameState) -> bool:
        return s.phase == OVER

    def clone(self, s: GameState) -> GameState:
        return s.clone()

    def snapshot(self, s: GameState) -> dict[str, Any]:
        data = to_data(s)
        data.pop("events", None)
        data["setup"].pop("seat_kinds", None)  # who plays a seat is no part of the game's position
        return data

    def view(self, s: GameState, seat: int) -> dict[str, Any]:
        return player_view(s, seat)

    def determinize(self, view: Mapping[str, Any], rng: Rng) -> GameState:
        """A full state consistent with ``view`` (``game.tm.determinize``): hidden cards resampled."""
        return determinize(dict(view), rng)

    def outcome(self, s: GameState) -> Outcome:
        """Final scores by category, ranks by (VP, M€) as the tie-break (AMB-17); in the solo
        game the player wins only by terraforming Mars in time ([SOLO-3]), whatever the score."""
        if s.phase != OVER:
            raise ValueError("the game is not over")
        scores = final_scores(s)
        keys = [(sc.total, sc.megacredits) for sc in scores]
        results = tuple(
            SeatResult(sc.seat, sc.total, rank, {key: getattr(sc, key) for key in SCORE_CATEGORIES})
            for sc, rank in zip(scores, ranks(keys), strict=True)
        )
        won = ((0,) if s.solo_result else ()) if s.setup.solo else tuple(winners(scores))
        return Outcome(results, won)

    def describe(self, s: GameState) -> Text:
        if s.setup.solo:
            return Text(N_("Generation {generation}, solo game"), {"generation": s.generation})
        return Text(
            N_("Generation {generation}, {players} players"), {"generation": s.generation, "players": s.n}
        )

    def legal_commands(self, s: GameState) -> Sequence[Command]:
        if s.phase == OVER:
            return []
        if s.pending is not None:
            return typed(s.pending).answers()
        if s.phase != ACTION:
            return []
        return top_level_actions(s, s.active)

    # --- the one way to change a game ----------------------------------------------------
    def apply(self, s: GameState, command: Command) -> Applied:
        if s.phase == OVER:
            raise IllegalCommand(N_("The game is over."))
        seat = self.current_seat(s)
        if command.seat != seat:
            raise IllegalCommand(N_("It is not seat {seat}'s turn to decide."), seat=command.seat)
        if s.pending is not None:
            return self._answer(s, command)
        why = self._action_failure(s, command)
        if why is not None:
            raise IllegalCommand(why.template, **why.params)
        new = s.clone()
        if isinstance(command, Pass):
            pass_turn(new, command.seat)
        elif isinstance(command, EndTurn):
            next_turn(new)
        else:
            start_action(new, command.seat, command)
        advance(new)
        return _applied(s, new)

    def _action_failure(self, s: GameState, c: Command) -> Text | None:
        p = s.players[c.seat]
        if (
            p.first_action_pending
            and s.actions_this_turn == 0
            and not (isinstance(c, Pass) or (isinstance(c, CardAction) and c.card == p.corporation))
        ):
            return Text(
                N_("You must first take the first action of {card} (or pass)."), {"card": p.corporation}
            )
        if isinstance(c, Pass):
            return None
        if isinstance(c, EndTurn):
            if s.actions_this_turn == 0:
                return Text(N_("Take an action or pass; you cannot end a turn without an action."))
            if continuous_turn(s):
                return Text(
                    N_("Nobody else is still playing this generation: keep taking actions until you pass.")
                )
            return None
        if isinstance(c, PlayCard):
            return play_card_failure(s, c.seat, c.card)
        if isinstance(c, StandardProject):
            return standard_project_failure(s, c.seat, c.project)
        if isinstance(c, CardAction):
            return card_action_failure(s, c.seat, c.card)
        if isinstance(c, ConvertPlants):
            return convert_plants_failure(s, c.seat)
        if isinstance(c, ConvertHeat):
            return convert_heat_failure(s, c.seat)
        if isinstance(c, ClaimMilestone):
            return milestone_failure(s, c.seat, c.milestone)
        if isinstance(c, FundAward):
            return award_failure(s, c.seat, c.award)
        return Text(N_("{kind} does not answer anything right now."), {"kind": c.KIND})

    def _answer(self, s: GameState, command: Command) -> Applied:
        d = s.pending
        decision = typed(d)
        if not decision.accepts(command):
            why = decision.refusal(command)
            raise IllegalCommand(why.template, **why.params)
        new = s.clone()
        new.pending = None
        if isinstance(command, Cancel):
            new.queue.clear()
            new.in_action = False
        elif d.kind == "order":
            RESOLVER.run_first(new, d.data["tasks"][command.option])
        else:
            RESOLVER.resume(new, d, command)
        advance(new)
        return _applied(s, new)

    def decision(self, s: GameState) -> PendingDecision | None:
        """The decision the game waits for, typed (``game.tm.decisions``), or None."""
        return None if s.pending is None else typed(s.pending)

    # --- what undo asks (game.core.undo.UndoRules) ---------------------------------------------
    def turn_start(self, s: GameState) -> bool:
        return turn_start(s)

    def action_in_progress(self, s: GameState) -> bool:
        return action_in_progress(s)


def _applied(before: GameState, new: GameState) -> Applied:
    events = tuple(new.events)
    new.events = []
    return Applied(new, events, turn_facts(before))


RULES = TMRules()

__all__ = ["RULES", "CardSubsets", "TMRules", "TMSetupModel"]
