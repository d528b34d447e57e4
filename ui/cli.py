"""Command-line flags: display options and the automation used by tests and bug reports.

``build_parser`` groups flags so later issues can add theirs to a group
(``--new``, ``--players``, ``--seed``, ``--autoplay``, ``--until`` belong in
``automation``) without touching the others. Bad values stop with argparse's
usual "error:" line and exit status 2.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from pathlib import Path

from game.i18n import LANGUAGES
from game.product import APP_ID

_SIZE = re.compile(r"^\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*$")
MIN_SIZE = (640, 360)
MAX_SIZE = (7680, 4320)


def window_size(value: str) -> tuple[int, int]:
    """``"1280x720"`` -> ``(1280, 720)``, or an argparse error saying what is expected."""
    match = _SIZE.match(value)
    if not match:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, got {value!r}")
    width, height = int(match.group(1)), int(match.group(2))
    if not (MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(
            f"window size {width}x{height} is out of range "
            f"({MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIZE[0]}x{MAX_SIZE[1]})"
        )
    return width, height


def positive_int(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {number}")
    return number


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=APP_ID,
        description="Mars Tabletop: Mars board games for one computer, solo or pass-and-play.",
        epilog=(
            "Environment: MARS_TABLETOP_CONFIG_DIR (settings folder), MARS_TABLETOP_DATA_DIR "
            "(saves and screenshots folder), SDL_VIDEODRIVER=dummy (no window, for headless runs). "
            "F11 toggles fullscreen, F12 saves a screenshot into the data folder."
        ),
    )
    display = parser.add_argument_group("display")
    display.add_argument(
        "--lang", choices=sorted(LANGUAGES), help="language for this run (default: the saved setting)"
    )
    display.add_argument(
        "--size",
        type=window_size,
        metavar="WxH",
        help="window size for this run, e.g. 1920x1080 (starts windowed unless --fullscreen)",
    )
    display.add_argument("--fullscreen", action="store_true", help="start in fullscreen")

    games = parser.add_argument_group("games")
    games.add_argument(
        "--load",
        type=Path,
        metavar="FILE",
        help="open this save file at start (a broken file shows its error in the window)",
    )

    automation = parser.add_argument_group("automation (tests and bug reports)")
    automation.add_argument(
        "--screenshot",
        type=Path,
        metavar="PATH",
        help="save the window as a PNG after --frames frames, then exit with status 0",
    )
    automation.add_argument(
        "--frames",
        type=positive_int,
        metavar="N",
        help="run N frames, then exit (default with --screenshot: 5)",
    )
    automation.add_argument(
        "--screenshot-on-exit",
        type=Path,
        metavar="PATH",
        help="save the last frame as a PNG when the app quits",
    )
    automation.add_argument(
        "--print-startup-time",
        action="store_true",
        help="print the time of the first drawn frame on standard output",
    )
    automation.add_argument(
        "--new", metavar="GAME", help="start a new game of GAME (e.g. tm) at once, skipping the setup screen"
    )
    automation.add_argument(
        "--players",
        type=positive_int,
        metavar="N",
        help="players in the --new game (1 is the solo game; default 2)",
    )
    automation.add_argument("--seed", type=int, metavar="N", help="seed of the --new game (default: random)")
    automation.add_argument(
        "--autoplay",
        choices=["random", "easy", "normal", "hard"],
        help="play every seat through the window's own controls: random legal moves, or the moves of "
        "that computer level",
    )
    automation.add_argument(
        "--until",
        type=until_spec,
        metavar="WHEN",
        help="with --autoplay: stop at 'generation:N' (Terraforming Mars), 'turn:N' (Dice Game), 'round:N' (robot game, The Ares Project) or 'end' "
        "(then --screenshot, exit 0)",
    )
    return parser


_UNTIL = re.compile(r"^(end|(generation|turn|round):[1-9][0-9]*)$")


def until_spec(value: str) -> str:
    """``end``, ``generation:N``, ``turn:N`` or ``round:N`` (N >= 1)."""
    value = value.strip().lower()
    if not _UNTIL.match(value):
        raise argparse.ArgumentTypeError(
            f"expected 'end', 'generation:N', 'turn:N' or 'round:N' such as generation:4, got {value!r}"
        )
    return value


DEFAULT_SCREENSHOT_FRAMES = 5


def _round_word(game_id: str | None) -> str | None:
    """The round word of a shipped game (None for an id no game has: the app reports that)."""
    if game_id is None:
        return None
    from game import catalog
    from game.registry import get_rules, is_registered

    catalog.register_all()
    return get_rules(game_id).info.round_word if is_registered(game_id) else None


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.until is not None and args.autoplay is None:
        parser.error("--until needs --autoplay")
    # What ``--until`` counts is the game's own round word (``GameInfo.round_word``, which its
    # table's ``autoplay_reached`` reads too): a point another game counts would never be
    # reached, and the run would play to the end.
    unit = _round_word(args.new)
    if unit is not None and args.until not in (None, "end") and args.until.split(":", 1)[0] != unit:
        parser.error(f"--until for --new {args.new} is 'end' or '{unit}:N', got {args.until!r}")
    if (args.players is not None or args.seed is not None) and args.new is None:
        parser.error("--players and --seed go with --new")
    if args.screenshot is not None and args.frames is None and args.autoplay is None:
        args.frames = DEFAULT_SCREENSHOT_FRAMES  # with --autoplay the shot is taken at --until (or the end)
    return args
