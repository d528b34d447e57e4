"""Drawing and looking at cards: draws (kept, bought or free), discards before drawing, and
revealing the top card of the deck for a tag.

Keys: ``draw_cards``, ``discard_cards``, ``reveal_top_card``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.contract import Event
from game.core.resolution import queue_task
from game.i18n import N_, N_plural, Text
from game.tm.content import card
from game.tm.deck import draw_cards, everyone
from game.tm.priorities import PRIO_DEFAULT, PRIO_DRAW
from game.tm.vocabulary.base import Behaviour, Part, Scope, as_dict, as_int, as_str, parse_behaviour, part
from game.tm.vocabulary.wording import count


@part
@dataclass(frozen=True)
class DrawCards(Part):
    """``{"count": 2}`` (``keep``: keep only some, ``pay_to_keep``: buy them): a queued draw,
    refused when the deck and discard pile together hold too few cards."""

    KEY = "draw_cards"
    APPLY, FAILURE, DESCRIBE = 130, 50, 60
    count: int
    raw: dict[str, Any]

    @classmethod
    def parse(cls, value: Any, where: str) -> DrawCards:
        raw = as_dict(value, where)
        return cls(as_int(raw.get("count"), f"{where}.count"), raw)

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        if not whole.has("discard_cards"):  # a discard first draws as part of its own task
            queue_task(scope.state, PRIO_DRAW, "draw", scope.seat, scope.source, dict(self.raw))

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        if len(scope.state.deck) + len(scope.state.discard) < self.count:
            return Text(N_("not enough cards left to draw"))
        return None

    def describe(self) -> list[Text]:
        return [
            Text(
                N_plural("Draw {count} card", "Draw {count} cards"),
                {"count": count(self.raw.get("count", 1))},
            )
        ]


@part
@dataclass(frozen=True)
class DiscardCards(Part):
    """``2``: discard that many cards from hand, then draw the behaviour's ``draw_cards`` count."""

    KEY = "discard_cards"
    APPLY = 130
    count: int

    @classmethod
    def parse(cls, value: Any, where: str) -> DiscardCards:
        return cls(as_int(value, where))

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        queue_task(scope.state, PRIO_DRAW, "discard_draw", scope.seat, scope.source, self._task_data(whole))

    def queue_optional(self, scope: Scope, whole: Behaviour) -> None:
        """An optional trigger ("you may discard a card to draw a card", Mars University): the card
        choice itself is the opt-in, so the discard is queued at once, skippable."""
        queue_task(
            scope.state,
            PRIO_DEFAULT,
            "discard_draw",
            scope.seat,
            scope.source,
            {**self._task_data(whole), "optional": True},
        )

    def _task_data(self, whole: Behaviour) -> dict[str, Any]:
        draw = whole.get("draw_cards")
        return {"discard": self.count, "draw": draw.count if isinstance(draw, DrawCards) else 0}


@part
@dataclass(frozen=True)
class RevealTopCard(Part):
    """``{"if_tag": "microbe", "then": {...}}``: reveal the deck's top card, discard it, and apply
    ``then`` when it has the tag."""

    KEY = "reveal_top_card"
    APPLY = 80
    tag: str
    then: Behaviour

    @classmethod
    def parse(cls, value: Any, where: str) -> RevealTopCard:
        raw = as_dict(value, where)
        return cls(
            as_str(raw.get("if_tag"), f"{where}.if_tag"), parse_behaviour(raw.get("then"), f"{where}.then")
        )

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        s = scope.state
        drawn = draw_cards(s, 1)
        if not drawn:
            return
        name = drawn[0]
        hit = self.tag in card(name).tags
        s.events.append(
            Event("reveal", N_("Revealed {card}"), {"card": name, "hit": hit}, scope.seat, everyone(s))
        )
        s.discard.append(name)
        if hit:
            self.then.apply(scope)
