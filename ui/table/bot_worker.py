"""Where a table's bots think: off the UI thread, so the window keeps drawing.

``BotWorker.submit(request)`` runs ``game.bots.request.answer`` on a ``BotRequest`` and
returns a ``concurrent.futures.Future``. Two kinds of worker:

* ``"process"`` (the default): one spawned process (``ProcessPoolExecutor``, spawn start
  method: nothing of pygame or the window is forked into it). The request is pickled, so
  the worker only ever holds what the request carries (the deciding seat's view);
* ``"thread"``: a thread of the app's own process.

Why a process: the bots are pure-Python search, and CPython's GIL lets one thread run
Python at a time, so a thinking thread takes turns with the UI thread. Measured with
``bench/tm_bot_frames.py`` (1280x720, frames paced at 60 per second, 4 moves of a hard
bot thinking its whole budget, this 2-core machine shared with other work), frame p95
while the bot thinks: process 9.2 ms (max 12 ms; 10.3 ms on a second run); thread 15.1 ms (max 20 ms, right at
the 16 ms target, with any heavier frame over it); thread with ``sys.setswitchinterval``
at 1 ms 7.5 ms, but then every other thread of the app switches five times as often and
the search still shares one core with the drawing. The process leaves the UI thread
alone, gives the search a core of its own, and keeps the game state out of the bot's
reach by construction (only the pickled request crosses). It costs a start of about a
second (the imports, begun when a table with computer seats opens: ``warm_up``) and the
pickling of each request (milliseconds).
One worker serves the whole app (``shared_worker``): a table asks one question at a time.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from game.bots.request import BotRequest, answer, warm_up
from ui.app_hooks import CLOSE_HOOKS

MODES = ("process", "thread")


class BotWorker:
    def __init__(self, mode: str = "process") -> None:
        if mode not in MODES:
            raise ValueError(f"unknown worker mode {mode!r}")
        self.mode = mode
        self._executor: Executor | None = None

    def _pool(self) -> Executor:
        if self._executor is None:
            if self.mode == "process":
                self._executor = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
            else:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="bot")
        return self._executor

    def warm_up(self, game_id: str) -> None:
        """Start the worker and import the game's bots before the first question."""
        self._submit(warm_up, game_id)

    def submit(self, request: BotRequest) -> Future:
        """Ask for the bot's command (the future's result), off the UI thread."""
        return self._submit(answer, request)

    def _submit(self, fn, arg) -> Future:
        try:
            return self._pool().submit(fn, arg)
        except BrokenProcessPool:  # the process died (killed, out of memory): start another
            self._executor = None
            return self._pool().submit(fn, arg)

    def close(self) -> None:
        """Stop the worker at once (a bot thinking through a hard move would hold up quitting)."""
        executor, self._executor = self._executor, None
        if executor is None:
            return
        if isinstance(executor, ProcessPoolExecutor):
            # ProcessPoolExecutor.terminate_workers() arrives in Python 3.14; until then its processes.
            processes = list(getattr(executor, "_processes", {}).values())
            for process in processes:
                process.terminate()
            # Reap them here, before the executor's own thread joins them too: two threads
            # waiting on one child race (the loser's waitpid finds no child and reads "alive").
            for process in processes:
                process.join(timeout=2)
        executor.shutdown(wait=False, cancel_futures=True)


_shared: BotWorker | None = None


def shared_worker() -> BotWorker:
    """The app's one bot worker (a process), started on first use and stopped when the app closes."""
    global _shared
    if _shared is None:
        _shared = BotWorker("process")
        if close_shared not in CLOSE_HOOKS:
            CLOSE_HOOKS.append(close_shared)
    return _shared


def close_shared() -> None:
    """Stop the app's worker (the app closes; the next table starts another)."""
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None
