"""Partial comparison of a game position with a scenario's ``expect``.

Only keys present in ``expect`` are checked; lists of cards compare as
multisets. The first difference is reported as ``field: expected X, got Y``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from game.tm.constants import TAGS
from game.tm.scenarios.model import Expect, ExpectPlayer, ExpectTile
from game.tm.scoring import cards_vp, final_scores, winners
from game.tm.state import NEUTRAL, OVER, RESOURCE_INDEX, GameState, PlayerState
from game.tm.tableau import tag_count


class ExpectMismatch(Exception):
    """The position differs from ``expect``; the message names the first difference."""


def _differ(where: str, expected: Any, got: Any) -> None:
    raise ExpectMismatch(f"{where}: expected {expected!r}, got {got!r}")


def _same(where: str, expected: Any, got: Any) -> None:
    if expected != got:
        _differ(where, expected, got)


def _multiset(where: str, expected: Iterable[str], got: Iterable[str]) -> None:
    want, have = Counter(expected), Counter(got)
    if want == have:
        return
    missing = sorted((want - have).elements())
    extra = sorted((have - want).elements())
    detail = "; ".join(
        part
        for part in (f"missing {missing}" if missing else "", f"unexpected {extra}" if extra else "")
        if part
    )
    raise ExpectMismatch(
        f"{where}: expected {sorted(want.elements())}, got {sorted(have.elements())} ({detail})"
    )


def played_cards(p: PlayerState) -> list[str]:
    """Project cards in play (blue, green) and played events; the corporation is not a played card."""
    return [n for n in p.tableau if n != p.corporation] + list(p.events)


def check_expect(expect: Expect, s: GameState) -> None:
    fields = expect.model_fields_set
    for key, got in (
        ("generation", s.generation),
        ("temperature", s.temperature),
        ("oxygen", s.oxygen),
        ("oceans", s.oceans),
        ("active_player", s.active),
        ("first_player", s.first_player),
    ):
        if key in fields and getattr(expect, key) is not None:
            _same(key, getattr(expect, key), got)
    for seat, ep in enumerate(expect.players):
        _check_player(s, seat, ep)
    for i, et in enumerate(expect.tiles):
        _check_tile(s, i, et)
    for name, seat in expect.claimed_milestones.items():
        _same(f"claimed_milestones.{name}", seat, s.milestones.get(name))
    funded = dict(s.awards)
    for name, seat in expect.funded_awards.items():
        _same(f"funded_awards.{name}", seat, funded.get(name))
    if expect.deck_top:
        top = list(reversed(s.deck[-len(expect.deck_top) :]))
        _same("deck_top", list(expect.deck_top), top)
    _check_discard(s, expect.discard_includes, "discard_includes")
    _check_end(expect, s)


def _check_end(expect: Expect, s: GameState) -> None:
    """Game over, the solo result, final scores and winners."""
    if expect.game_over is not None:
        _same("game_over", expect.game_over, s.phase == OVER)
    if expect.solo_won is not None:
        if s.solo_result is None:
            raise ExpectMismatch("solo_won: the solo game has no result yet")
        _same("solo_won", expect.solo_won, s.solo_result)
    if expect.score is not None or expect.winner is not None:
        if s.phase != OVER:
            key = "score" if expect.score is not None else "winner"
            raise ExpectMismatch(f"{key}: the game is not over (add a final_scoring step)")
        scores = final_scores(s)
        for seat, es in enumerate(expect.score or []):
            got = scores[seat].to_data()
            for key in es.model_fields_set:
                if getattr(es, key) is not None:
                    _same(f"score[{seat}].{key}", getattr(es, key), got[key])
        if expect.winner is not None:
            want = expect.winner if isinstance(expect.winner, list) else [expect.winner]
            got_w = winners(scores)
            if sorted(want) != sorted(got_w):
                _differ("winner", expect.winner, got_w[0] if len(got_w) == 1 else got_w)


def _check_player(s: GameState, seat: int, ep: ExpectPlayer) -> None:
    p = s.players[seat]
    where = f"players[{seat}]"
    fields = ep.model_fields_set
    if "corporation" in fields:
        _same(f"{where}.corporation", ep.corporation, p.corporation)
    if ep.tr is not None:
        _same(f"{where}.tr", ep.tr, p.tr)
    for res, amount in ep.resources.items():
        _same(f"{where}.resources.{res}", amount, p.resources[RESOURCE_INDEX[res]])
    for res, amount in ep.production.items():
        _same(f"{where}.production.{res}", amount, p.production[RESOURCE_INDEX[res]])
    if ep.hand is not None:
        _multiset(f"{where}.hand", ep.hand, p.hand)
    if ep.played is not None:
        _multiset(f"{where}.played", ep.played, played_cards(p))
    for name, count in ep.card_resources.items():
        _same(f"{where}.card_resources.{name}", count, p.card_resources.get(name, 0))
    if ep.actions_used is not None:
        _multiset(f"{where}.actions_used", ep.actions_used, p.actions_used)
    if ep.tr_raised_this_generation is not None:
        _same(f"{where}.tr_raised_this_generation", ep.tr_raised_this_generation, p.tr_raised_this_generation)
    _check_player_cards(s, seat, ep)


def _check_player_cards(s: GameState, seat: int, ep: ExpectPlayer) -> None:
    """Tags, card points, the hand and the discard pile of one player."""
    p = s.players[seat]
    where = f"players[{seat}]"
    for tag, count in ep.tags.items():
        if tag not in TAGS:
            raise ExpectMismatch(f"{where}.tags: unknown tag {tag!r}; one of {', '.join(TAGS)}")
        _same(f"{where}.tags.{tag}", count, tag_count(p, tag))
    if ep.vp is not None:
        _same(f"{where}.vp", ep.vp, cards_vp(s, seat))
    if ep.hand_size is not None:
        _same(f"{where}.hand_size", ep.hand_size, len(p.hand))
    for name in ep.hand_excludes:
        if name in p.hand:
            raise ExpectMismatch(f"{where}.hand_excludes: {name!r} is in the hand")
    _check_discard(s, ep.discard_includes, f"{where}.discard_includes")


def _check_discard(s: GameState, names: list[str], where: str) -> None:
    for name in names:
        if name not in s.discard:
            raise ExpectMismatch(f"{where}: {name!r} is not in the discard pile")


def _owner_text(owner: int | None) -> str:
    return "neutral" if owner == NEUTRAL else "nobody" if owner is None else f"seat {owner}"


def _check_tile(s: GameState, i: int, et: ExpectTile) -> None:
    where = f"tiles[{i}] (space {et.space})"
    t = s.tiles.get(et.space)
    fields = et.model_fields_set
    if "tile" in fields:
        if et.tile is None:
            if t is not None:
                raise ExpectMismatch(
                    f"{where}: expected an empty space, found {t.kind} of {_owner_text(t.owner)}"
                )
        elif t is None:
            raise ExpectMismatch(f"{where}: expected {et.tile}, the space is empty")
        elif t.kind != et.tile:
            _differ(f"{where}.tile", et.tile, t.kind)
    if et.owner is not None:
        want = NEUTRAL if et.owner == "neutral" else et.owner
        if t is None:
            raise ExpectMismatch(f"{where}: expected a tile of {_owner_text(want)}, the space is empty")
        if t.owner != want:
            raise ExpectMismatch(f"{where}.owner: expected {_owner_text(want)}, got {_owner_text(t.owner)}")
