"""The Dice Game's ``GameRules`` object: the engine contract of ``game.core`` (spec: terraforming-mars-dice.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import Field, ValidationError

from game.core import Applied, Command, Event, GameInfo, IllegalCommand, Outcome, SeatResult, TurnFacts, ranks
from game.core.content_history import KeepsContentVersions
from game.core.rng import Rng
from game.core.seats import SeatedSetup
from game.i18n import N_, Text
from game.tmdice import commands as C
from game.tmdice import flow, setup
from game.tmdice import view as V
from game.tmdice.content import load
from game.tmdice.effects import resume, run
from game.tmdice.legal import legal_commands as _legal
from game.tmdice.milestones import check_milestones
from game.tmdice.scoring import breakdown, production_dice, totals, winners
from game.tmdice.slots import maker
from game.tmdice.state import GameState

GAME_ID = C.GAME_ID
MAX_NAME_LENGTH = 24
DESCRIPTION = N_("Dice Game, {players} players, turn {turn}")


class DiceSetup(SeatedSetup):
    max_name_length = MAX_NAME_LENGTH
    players: int = Field(2, ge=1, le=4)
    corporate_era: bool = False
    solo_full_length: bool = False  # ruling TD-06's option: a solo game plays on to turn 50


class DiceRules(KeepsContentVersions):
    game_id = GAME_ID
    title = N_("Terraforming Mars Dice Game")
    # 2: our full card set, first player drawn, secret corporations, round; 3: the board's bonuses and
    # the green cards' production retuned for pace (content/history/r2 keeps rules 2's files); 4: the
    # first balance pass on six corporations and cards (content/BALANCE.md; history/r3 keeps the cards)
    rules_version = 4
    description_templates = (DESCRIPTION,)
    info = GameInfo(
        GAME_ID, title, 1, 4, solo=True, hidden_information=True, simultaneous=False, round_word="turn"
    )

    def setup_from_data(self, data: Mapping[str, Any]) -> DiceSetup:
        try:
            return DiceSetup.model_validate(dict(data))
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err.get("loc", ())) or "setup"
            raise ValueError(f"{where}: {err.get('msg', '')}") from None

    def setup_to_data(self, setup: DiceSetup) -> dict[str, Any]:
        data = setup.model_dump()
        for key in ("names", "colors", "seat_kinds"):  # written only when chosen: older saves read the same
            if data[key]:
                data[key] = list(data[key])
            else:
                del data[key]
        if data["content_rules"] is None:
            del data["content_rules"]
        return data

    def new_game(self, options: DiceSetup, seed: int) -> GameState:
        kept = options.content_rules
        s = setup.new_state(load.cards(kept), load.board(kept), options.players, seed, options.corporate_era)
        s.content_rules = kept
        s.solo_full_length = options.solo_full_length
        settle(s, [])
        return s

    def current_seat(self, state: GameState) -> int | None:
        if state.phase == "over":
            return None
        if state.pending is not None:
            return state.pending.seat
        return state.active

    def legal_commands(self, state: GameState) -> Sequence[Command]:
        return _legal(state)

    def apply(self, state: GameState, command: Command) -> Applied:
        if not isinstance(command, Command) or command.GAME != GAME_ID:
            raise IllegalCommand(N_("That command belongs to another game."))
        if state.phase == "over":
            raise IllegalCommand(N_("The game is over."))
        top = state.pending is None and not state.queue
        facts = _facts(state.round, top and state.phase == "play" and not state.turn.acted, top)
        s = state.clone()
        ev: list[Event] = []
        if s.phase == "play" and command.seat == s.active:
            s.turn.acted = True
        dispatch(s, command, ev)
        return _applied(s, tuple(ev), facts)

    def turn_start(self, state: GameState) -> bool:
        """The seat to play has not acted in its turn yet (undo's floor)."""
        return state.phase == "play" and state.pending is None and not state.queue and not state.turn.acted

    def action_in_progress(self, state: GameState) -> bool:
        """A command began something that still waits for one of its decisions."""
        return state.phase == "play" and state.pending is not None

    def is_over(self, state: GameState) -> bool:
        return state.phase == "over"

    def clone(self, state: GameState) -> GameState:
        return state.clone()

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return V.snapshot(state)

    def view(self, state: GameState, seat: int) -> dict[str, Any]:
        return V.view(state, seat)

    def determinize(self, view: Mapping[str, Any], rng: Rng) -> GameState:
        kept = view.get("content_rules")
        template = GameState(
            cards=load.cards(kept), board=load.board(kept), players=[], rng=Rng(0), content_rules=kept
        )
        return V.determinize(template, dict(view), rng)

    def outcome(self, state: GameState) -> Outcome:
        if state.phase != "over":
            raise ValueError("the game is not over")
        if state.solo and state.failed:
            return Outcome((SeatResult(0, 0, 1, {}),), ())
        scores = totals(state)
        keys = [(scores[i], production_dice(state, i)) for i in range(len(scores))]
        rank = ranks(keys)
        parts = breakdown(state)
        results = tuple(SeatResult(i, scores[i], rank[i], parts[i]) for i in range(len(scores)))
        return Outcome(results, tuple(winners(state)))

    def describe(self, state: GameState) -> Text:
        turn = state.time_marker if state.solo else state.turns_played + 1
        return Text(DESCRIPTION, {"players": len(state.players), "turn": turn})


#: ``TurnFacts(...)`` and ``Applied(...)`` with their slots set directly (every command makes one of each).
_facts = maker(TurnFacts)
_applied = maker(Applied)


def settle(s: GameState, ev: list[Event]) -> None:
    """Run queued steps; when setup's queue empties, play begins; a waiting turn end continues."""
    run(s, ev)
    if s.pending is None and not s.queue:
        if s.phase == "setup":
            s.phase = "play"
            s.active = s.first
        elif s.phase == "play" and s.turn.kind == "ending":
            flow.continue_end(s, ev)
            settle_again = s.pending is None and not s.queue and s.phase == "play" and s.turn.kind == "ending"
            if settle_again:
                settle(s, ev)


def dispatch(s: GameState, c: Command, ev: list[Event]) -> None:
    seat = c.seat
    checked = False  # the flow ended with a milestone check of the state as it now stands
    if type(c) is C.EndTurn:  # the most frequent command, ahead of the checks below
        flow.end_turn(s, seat, ev, no_main_possible=_stuck(s))
    elif isinstance(c, C.Answer):
        if s.pending is None:
            raise IllegalCommand(N_("There is no open question."))
        if seat != s.pending.seat:
            raise IllegalCommand(N_("It is not your decision."))
        resume(s, c.value, ev)
    elif isinstance(c, C.Production):
        flow.production(s, seat, c.keep, c.discard, ev)
        checked = True
    elif isinstance(c, C.GainDie):
        flow.gain_die(s, seat, c.colour, ev)
        checked = True
    elif isinstance(c, C.ChangeFace):
        flow.change_face(s, seat, tuple(sorted(c.pay)), c.die, c.to, ev)
        checked = True
    elif isinstance(c, C.DrawTwo):
        flow.draw_two(s, seat, tuple(sorted(c.pay)), ev)
        checked = True
    elif isinstance(c, C.UseCard):
        flow.use_card(s, seat, c.card, tuple(sorted(c.pay)), ev)
    elif isinstance(c, C.PlayCard):
        flow.play_card(s, seat, c.card, tuple(sorted(c.pay)), ev)
    elif isinstance(c, C.StandardAction):
        flow.standard_action(s, seat, c.action, tuple(sorted(c.pay)), ev)
    elif isinstance(c, C.EndTurn):
        flow.end_turn(s, seat, ev, no_main_possible=_stuck(s))
    else:
        raise IllegalCommand(N_("Unknown command."))
    if checked and s.pending is None and not s.queue and s.phase == "play" and s.turn.kind != "ending":
        return  # settle has nothing to do and a second check of the same state claims nothing
    settle(s, ev)
    if s.phase != "over":
        check_milestones(s, ev)


def _stuck(s: GameState) -> bool:
    """An Action turn with its sub action taken and no main action possible may end (ruling TD-46)."""
    if s.turn.kind != "action" or not s.turn.sub_done or s.turn.mains_done:
        return False
    p = s.players[s.active]
    if p.dice or p.wild > 0 or any(n > 0 for n in s.pool.values()):
        return False  # a die to gain or a resource to draw two cards with: listed sub actions
    return all(kind is C.EndTurn for kind in _legal(s).kinds)


RULES = DiceRules()
