"""The computer seats of a table, for any game with bots (``game.bots``): whenever a
computer seat must decide, its bot is asked off the UI thread (``ui.table.bot_worker``)
and the table is handed the move once it is due.

``ComputerSeats.ask(seat, level)`` is the one way a table asks a bot: it sends a
``BotRequest`` (the seat's view, never the state; the generator seeded from the game's
seed and the number of commands, so the same position asks the same question) and
answers None until the bot has answered, then the command, for as long as the position
stands. A computer seat's move is due ``delay_s`` after it was asked (a pause the players
can follow; ``skip_wait`` ends it at once). Suggest and ``--autoplay <level>`` ask the same
way for a human seat. One question is under way at a time; an answer to a position that
has changed since (undo, a move) is dropped.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass

from game.bots.framework import seat_view
from game.bots.request import BotRequest, answer, move_rng
from game.core.command import Command
from ui.table.bot_worker import BotWorker, shared_worker
from ui.table.session import TableSession

log = logging.getLogger(__name__)


@dataclass
class _Question:
    key: tuple[int, int, str]  # (position version, seat, level)
    future: Future
    asked: float  # clock time
    request: BotRequest
    command: Command | None = None


class ComputerSeats:
    def __init__(
        self,
        session: TableSession,
        worker: BotWorker | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.session = session
        self._worker = worker
        self.clock = clock
        self._question: _Question | None = None
        self._skip = False
        if worker is None and session.computer_seats():
            self.worker.warm_up(session.rules.game_id)  # the process starts while the table opens

    @property
    def worker(self) -> BotWorker:
        if self._worker is None:
            self._worker = shared_worker()
        return self._worker

    # --- questions -----------------------------------------------------------------------------------
    def ask(self, seat: int, level: str) -> Command | None:
        """The ``level`` bot's command for ``seat``'s decision now, once it has answered (None
        meanwhile, or when ``seat`` does not decide now)."""
        session = self.session
        if session.is_over() or session.current_seat() != seat:
            return None
        key = (session.version, seat, level)
        question = self._question
        if question is None or question.key != key:
            question = self._question = self._send(key)
        if question.command is None and question.future.done():
            question.command = self._result(question)
        return question.command

    def _send(self, key: tuple[int, int, str]) -> _Question:
        session = self.session
        _version, seat, level = key
        view = seat_view(session.rules, session.state, seat)
        rng = move_rng(session.match.seed, len(session.match.commands))
        request = BotRequest.of(view, level, session.legal(), rng)
        self._skip = False
        return _Question(key, self.worker.submit(request), self.clock(), request)

    def _result(self, question: _Question) -> Command:
        try:
            command = question.future.result()
            if command in self.session.legal():
                return command
            log.error("the %s bot answered an illegal command %r", question.key[2], command)
        except Exception:  # a bot's bug must not stop the game: a random legal move instead
            log.exception("the %s bot failed", question.key[2])
        request = question.request
        return answer(BotRequest(request.game_id, "random", request.view, request.legal, request.rng_state))

    # --- the computer seats ----------------------------------------------------------------------------
    def deciding(self) -> int | None:
        """The computer seat that must decide now, if any."""
        seat = self.session.current_seat()
        return seat if seat is not None and self.session.is_computer(seat) else None

    def move(self, delay_s: float) -> Command | None:
        """The deciding computer seat's command, once its bot has answered and ``delay_s`` have
        passed since it was asked (or ``skip_wait``); None until then."""
        seat = self.deciding()
        if seat is None:
            return None
        command = self.ask(seat, self.session.seat_kind(seat))
        if command is None:
            return None
        if not self._skip and self.clock() < self._question.asked + delay_s:
            return None
        return command

    def answered(self) -> bool:
        """The question under way has its answer (the bot is not thinking)."""
        return self._question is not None and self._question.future.done()

    def skip_wait(self) -> None:
        """A click or key: the computer's move shows as soon as it is chosen."""
        self._skip = True
