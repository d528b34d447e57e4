"""Player-facing names of the Dice Game in the current language: cards (their own English and
Japanese names and texts from the content), faces, colours, milestones, tiles, log lines."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.i18n import N_, Text, current_language, tr
from game.tmdice.content import load
from game.tmdice.dice import COLOUR_NAMES, FACE_COLOUR, FACE_NAMES
from game.tmdice.events import TILE_NAMES
from game.tmdice.flow import DRAW_TWO_CARDS, STANDARD
from game.tmdice.milestones import NAMES as MILESTONE_NAMES

STANDARD_NAMES = {
    "raise_temperature": N_("Raise temperature"),
    "place_ocean": N_("Place ocean"),
    "place_greenery": N_("Place greenery"),
    "place_city": N_("Place city"),
    "buy_vp": N_("Buy {count} VP"),
}


def japanese() -> bool:
    return current_language() == "ja"


def card_name(name: str) -> str:
    card = load.cards().get(name)
    return card.name_ja if card is not None and japanese() and card.name_ja else name


def card_text(name: str, cards: Mapping[str, Any] | None = None) -> str:
    """A card's rules text; ``cards``: the game's own (a game of an earlier rules version keeps
    the numbers it was played with), today's content when not given."""
    card = (load.cards() if cards is None else cards).get(name)
    if card is None:
        return ""
    return card.text_ja if japanese() and card.text_ja else card.text_en


def face(face_id: str) -> str:
    return tr(FACE_NAMES[face_id]) if face_id in FACE_NAMES else face_id


def colour(colour_id: str) -> str:
    return tr(COLOUR_NAMES[colour_id]) if colour_id in COLOUR_NAMES else colour_id


def die_name(face_id: str) -> str:
    """A die by its face and colour ("heat (red die)"), or the wild token."""
    if face_id == "wild":
        return tr(N_("wild token"))
    return Text(
        N_("{face} ({colour} die)"), {"face": face(face_id), "colour": colour(FACE_COLOUR[face_id])}
    ).translated()


def milestone(name: str) -> str:
    return tr(MILESTONE_NAMES[name]) if name in MILESTONE_NAMES else name


def tile(kind: str) -> str:
    return tr(TILE_NAMES[kind]) if kind in TILE_NAMES else kind


def standard(action: str) -> str:
    """A standard action's name; buying VP says how many (the engine's figure)."""
    if action not in STANDARD_NAMES:
        return action
    vp = STANDARD.get(action, ({}, {}))[1].get("vp", 0)
    return Text(STANDARD_NAMES[action], {"count": vp}).translated()


def draw_two() -> str:
    return Text(N_("Draw {count} cards"), {"count": DRAW_TWO_CARDS}).translated()


def faces_list(faces: Sequence[str]) -> str:
    return tr(N_(", ")).join(face(f) for f in faces)


def localise(params: Mapping[str, Any], player_names: Sequence[str]) -> dict[str, Any]:
    """An event's parameters with seats as names, cards and faces in the current language."""
    out = dict(params)
    seat = out.get("player")
    if isinstance(seat, int) and 0 <= seat < len(player_names):
        out["player"] = player_names[seat]
    if isinstance(out.get("card"), str):
        out["card"] = card_name(out["card"])
    if isinstance(out.get("faces"), str):
        out["faces"] = faces_list([f.strip() for f in out["faces"].split(",") if f.strip()])
    return out


def event_line(event: Any, player_names: Sequence[str]) -> str:
    return Text(event.text, localise(event.params, player_names)).translated()
