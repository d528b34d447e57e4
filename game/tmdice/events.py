"""Event texts of the Dice Game log (English templates, translated when shown).

A name filled into a template (a die face, a tile) never follows an article: "a {face} die"
would read "a Earth die" or "a oxygen die", and English needs "an" before a vowel sound while
Japanese has no article at all, so the texts say "1 {face} die" instead."""

from __future__ import annotations

from game.core import Event
from game.i18n import N_, N_plural, Text
from game.tmdice.dice import FACE_NAMES
from game.tmdice.slots import maker

ROLLED = N_("{player} rolls {faces}.")
GAINED_FACE = N_("{player} gains 1 {face} die.")
SHORTAGE = N_("The pool is short of dice: {player} gains 1 wild token.")
WILD = N_plural("{player} gains {count} wild token.", "{player} gains {count} wild tokens.")
VP = N_plural("{player} gains {count} VP.", "{player} gains {count} VP.")
TILE = N_("{player} places 1 {tile} tile on {space}.")
TEMPERATURE = N_("{player} raises the temperature to {value} °C.")
OXYGEN = N_("{player} raises the oxygen to {value} %.")
PLAYED = N_("{player} plays {card}.")
USED = N_("{player} uses {card}.")
MILESTONE = N_("{player} claims the milestone {milestone}.")
MILESTONE_REMOVED = N_("The milestone {milestone} is removed (time limit).")
PRODUCTION = N_("{player} takes a Production turn.")
END_TRIGGERED = N_("Two parameters are complete: every player takes one last turn.")
GAME_OVER = N_("The game is over.")
DISCARDED = N_("{player} discards 1 {face} die.")
CHANGED = N_("{player} changes 1 {face} die to {to}.")
DREW = N_plural("{player} draws {count} card.", "{player} draws {count} cards.")
GAVE = N_("{player} gives 1 {face} die to the last player.")
BONUS_PILE = N_("{player} looks through the bonus pile.")
NEXT = N_("{player} takes the turn.")


TILE_NAMES = {"ocean": N_("ocean"), "greenery": N_("greenery"), "city": N_("city"), "special": N_("special")}


def player_name(seat: int) -> int:
    """The ``player`` parameter is the seat, as in Terraforming Mars' events (the table names it)."""
    return seat


#: ``Event(kind, text, params, seat=None, revealed_to=())`` for the engine's own arguments, built
#: without the frozen dataclass's ``__init__`` (its slots set directly: the same event, a third of the time).
make = maker(Event)


def event(kind: str, text, seat: int | None = None, **params) -> Event:
    """An event whose faces and tiles are translatable names (``Text``); milestones come as ``Text``."""
    if seat is not None:
        params.setdefault("player", player_name(seat))
    face = params.get("face")
    if face is not None and face in FACE_NAMES:
        params["face"] = Text(FACE_NAMES[face])
    to = params.get("to")
    if to is not None and to in FACE_NAMES:
        params["to"] = Text(FACE_NAMES[to])
    tile = params.get("tile")
    if tile is not None and tile in TILE_NAMES:
        params["tile"] = Text(TILE_NAMES[tile])
    return make(kind, text, params, seat)
