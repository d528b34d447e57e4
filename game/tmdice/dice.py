"""The five dice colours, their faces and tiers (spec §3, R-DIE-1..3; faces per the scenario format).

Each die has a lower face on 3 sides, an upper face on 2 and a rare face on 1. A held die is
known by its face alone, since every face belongs to exactly one colour.
"""

from __future__ import annotations

from game.i18n import N_

COLOURS: tuple[str, ...] = ("yellow", "red", "green", "blue", "grey")

#: colour -> (lower, upper, rare)
TIERS: dict[str, tuple[str, str, str]] = {
    "yellow": ("megacredit", "science", "earth"),
    "red": ("heat", "event", "nuclear"),
    "green": ("plant", "microbe", "animal"),
    "blue": ("water", "energy", "oxygen"),
    "grey": ("steel", "titanium", "city"),
}

#: the six sides of a die of each colour
SIDES: dict[str, tuple[str, ...]] = {c: (lo, lo, lo, up, up, rare) for c, (lo, up, rare) in TIERS.items()}

FACE_COLOUR: dict[str, str] = {face: c for c, faces in TIERS.items() for face in faces}
FACES: tuple[str, ...] = tuple(FACE_COLOUR)
TIER_OF: dict[str, int] = {face: i for faces in TIERS.values() for i, face in enumerate(faces)}

DICE_PER_COLOUR = 12

#: A cost icon is a face, "<colour>?" (any face of that colour) or "any" (white "?").
ICONS: tuple[str, ...] = FACES + tuple(f"{c}?" for c in COLOURS) + ("any",)

COLOUR_NAMES = {
    "yellow": N_("yellow"),
    "red": N_("red"),
    "green": N_("green"),
    "blue": N_("blue"),
    "grey": N_("grey"),
}

FACE_NAMES = {
    "megacredit": N_("megacredit"),
    "science": N_("science"),
    "earth": N_("Earth"),
    "heat": N_("heat"),
    "event": N_("event"),
    "nuclear": N_("nuclear"),
    "plant": N_("plant"),
    "microbe": N_("microbe"),
    "animal": N_("animal"),
    "water": N_("water"),
    "energy": N_("energy"),
    "oxygen": N_("oxygen"),
    "steel": N_("steel"),
    "titanium": N_("titanium"),
    "city": N_("city"),
}


def icon_matches(icon: str, face: str) -> bool:
    """Whether a die showing ``face`` pays (or counts for) the cost icon ``icon``."""
    if icon == "any":
        return True
    if icon.endswith("?"):
        return FACE_COLOUR[face] == icon[:-1]
    return icon == face
