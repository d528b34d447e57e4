"""Terraforming Mars's card vocabulary: every key a card's behaviour may hold, as typed parts.

One module per family of mechanics; each part class keeps its effect, its refusal check and its
description together (``base.Part``). Importing this package registers them all. The engine
reaches behaviours through ``behaviour_of`` (a content behaviour is parsed once, at load, by
``catalog``; a behaviour carried in a task or a decision is parsed when it is used).
See ``docs/tm-card-vocabulary.md``.
"""

from __future__ import annotations

from game.tm.vocabulary import (  # noqa: F401  (each module registers its parts)
    attacks,
    card_resources,
    cards,
    choices,
    conditions,
    parameters,
    production,
    resources,
    tiles,
)
from game.tm.vocabulary.base import REGISTRY, Behaviour, Part, Scope, VocabularyError, parse_behaviour
from game.tm.vocabulary.catalog import behaviour_of

__all__ = ["REGISTRY", "Behaviour", "Part", "Scope", "VocabularyError", "behaviour_of", "parse_behaviour"]
