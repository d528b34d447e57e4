"""The full original card set: counts, names, texts, seed cards, and every card played for real.

The play test is parameterised over the whole set: each card is paid and played (a bonus card
taken free, a corporation started), and every part of its data is checked against the state it
leaves: dice, faces, wild tokens, VP, cards drawn, parameter steps, tiles, attacks, production,
actions, tile triggers, cost reductions, box icons and the §16 rules. A new card whose data does
not do what it says fails here.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game.core import Rng
from game.tmdice import commands as C
from game.tmdice import placement
from game.tmdice.cardplay import IF_ADJACENT, card_cost
from game.tmdice.content import load
from game.tmdice.content.models import Board, Card
from game.tmdice.dice import COLOURS, FACE_COLOUR, FACES, TIERS
from game.tmdice.effects import push_effects, resume, run
from game.tmdice.flow import KEEP, keep_limit, produce
from game.tmdice.milestones import CONDITIONS
from game.tmdice.rules import RULES
from game.tmdice.setup import start_corporation_steps
from game.tmdice.state import OXYGEN_STEP, SPECIAL_TILES, TEMPERATURE_STEP, GameState, Player, full_pool
from tests.tmdice.support import check_invariants

CARDS = load.cards()
VALLEY_TRUST_PLAY = "Media Archives"  # costs 1 Earth and 1 "any": payable with Valley Trust's start bonus
COUNTS = {
    "corporation": {"base": 8, "corporate_era": 7, "promo": 1},
    "project": {"base": 86, "corporate_era": 40},
    "bonus": {"base": 12, "corporate_era": 5},
}
#: the seed's cards with the rule or effect the seed gives them (spec §16)
SEED_DATA: dict[str, dict[str, Any]] = {
    "Credicor": {"effects": [{"wild": 3}], "produce": {"yellow": 2, "red": 1}},
    "Tharsis Republic": {"rule": "Tharsis Republic"},
    "Valley Trust": {"effects": [{"resource": {"earth": 1}}, {"wild": 6}], "rule": "Valley Trust"},
    "Lakefront Resorts": {"module": "promo", "on_tile": {"ocean": [{"wild": 1}]}},
    "Equatorial Magnetizer": {"colour": "red", "rule": "Equatorial Magnetizer"},
    "Infrastructure": {"colour": "red", "rule": "Infrastructure"},
    "Mohole Lake": {"colour": "red", "rule": "Mohole Lake"},
    "Turning Point": {"colour": "red", "rule": "Turning Point"},
    "Electromagnetic Catapult": {"colour": "blue", "action": {"effects": [{"dice": {"any": 3}}]}},
    "Commercial District": {"colour": "blue", "action": {"effects": [{"change_face": 3}]}},
    "Development Center": {"colour": "blue", "action": {"rule": "Development Center"}},
    "Industrial Bacteria": {"colour": "blue", "action": {"timing": "free", "effects": [{"resource": {"grey?": 1}}]}},
    "Robot Workers": {"colour": "blue", "action": {"timing": "free", "rule": "Robot Workers"}},
    "Mangrove": {"rule": "Mangrove"},
    "Metropolis": {"rule": "Metropolis"},
    "Peninsula": {"rule": "Peninsula", "module": "corporate_era"},
    "Immigrant City": {"rule": "Immigrant City"},
    "Wetlands": {"rule": "Wetlands"},
    "Arctic Algae": {"on_tile": {"ocean": [{"dice": {"green": 1}}]}, "module": "corporate_era"},
    "Mediator": {"kind": "bonus", "rule": "Mediator"},
    "Quality Control": {"kind": "bonus", "rule": "Quality Control", "module": "corporate_era"},
    "Logistics Management": {"kind": "bonus", "boxes": 2, "module": "corporate_era"},
}  # fmt: skip


# --- the set ---------------------------------------------------------------------------------
def test_the_set_has_exactly_its_counts_per_kind_and_module():
    counts: dict[str, Counter] = {kind: Counter() for kind in COUNTS}
    for card in CARDS.values():
        counts[card.kind][card.module] += 1
    assert {k: dict(v) for k, v in counts.items()} == COUNTS
    assert len(CARDS) == 159  # the component table's 159 cards, the promo corporation among the 16


def test_names_are_unique_in_both_languages_and_every_text_is_written():
    assert len({n.casefold() for n in CARDS}) == len(CARDS)
    assert len({c.name_ja for c in CARDS.values()}) == len(CARDS)
    for name, card in CARDS.items():
        assert name.strip() and card.name_ja.strip(), name
        assert card.text_en.strip() and card.text_ja.strip(), name
        assert card.text_en != card.text_ja, name


@pytest.mark.parametrize("name", sorted(SEED_DATA))
def test_every_seed_card_keeps_its_seed_effect(name):
    card = CARDS[name]
    for key, want in SEED_DATA[name].items():
        if key == "action":
            for akey, avalue in want.items():
                assert getattr(card.action, akey) == avalue, (name, akey)
        else:
            assert getattr(card, key) == want, (name, key)


def _corporate_era_feature(card: Card) -> bool:
    return bool(
        card.on_tile
        or card.reduce
        or card.boxes
        or {"wild", "vp"} & set(card.produce)
        or card.rule in ("Quality Control", "Peninsula")
        or (card.tile and card.module == "corporate_era")
    )


def test_corporate_era_cards_are_the_ones_with_its_elements():
    for name, card in CARDS.items():
        if card.module == "base":
            assert not _corporate_era_feature(card), name
        elif card.module == "corporate_era":
            assert _corporate_era_feature(card), name


def test_the_six_special_tiles_each_have_their_own_card():
    placing = {n: c for n, c in CARDS.items() if c.places_special()}
    assert len(placing) == SPECIAL_TILES == 6
    assert all(c.tile is not None for c in placing.values())
    for key in ("id", "icon", "name", "name_ja"):
        assert len({getattr(c.tile, key) for c in placing.values()}) == 6, key
    assert sorted(c.module for c in placing.values()) == ["base"] * 5 + ["corporate_era"]


def test_colours_costs_and_vp_are_varied_enough_for_every_milestone_and_award():
    projects = [c for c in CARDS.values() if c.kind == "project"]
    base = [c for c in projects if c.module == "base"]
    by_colour = Counter(c.colour for c in base)
    assert by_colour["red"] >= 6 * 4 and by_colour["green"] >= 5 * 4 and by_colour["blue"] >= 3 * 4
    produced = {k for c in base if c.colour == "green" for k, n in c.produce.items() if n}
    assert produced == set(COLOURS)  # All-Rounder
    assert (
        sum(1 for c in projects if c.vp > 0 or any(e.get("vp", 0) > 0 for e in c.effects)) >= 4 * 5
    )  # Patron
    assert any(c.vp < 0 for c in projects)
    assert sum(1 for c in projects if sum(c.cost.values()) >= 5) >= 3 * 4  # Celebrity
    icons = Counter(face for c in CARDS.values() for face, n in c.cost.items() for _ in range(n))
    for face in FACES:  # every face can be an award; Award Contender needs 5 of one
        assert icons[face] >= 6, face
    costs = Counter(sum(c.cost.values()) for c in projects)
    assert min(costs) <= 2 and max(costs) >= 6


# --- playing every card ----------------------------------------------------------------------
def _bare_board() -> Board:
    """The game's board without space or track bonuses, so every gain comes from the card."""
    board = load.board()
    spaces = {
        sid: {"ocean": sp.ocean, "central": sp.central, "person": sp.person}
        for sid, sp in board.spaces.items()
    }
    return Board.model_validate({"spaces": spaces, "adjacent": [list(p) for p in board.adjacent]})


BOARD = _bare_board()
NEIGHBOURS = BOARD.neighbours()


#: the solo start (a city on a person space, an ocean next to it, a greenery next to both), a
#: greenery on the central row, a second ocean with free shores, and a greenery beside an empty
#: ocean space, so every card's restriction and "if" condition can be met
START_TILES = {
    "B4": "city",
    "A4": "ocean",
    "A3": "greenery",
    "D3": "greenery",
    "C1": "ocean",
    "B2": "greenery",
}


def _payment(cost: dict[str, int]) -> tuple[dict[str, int], tuple[str, ...], int]:
    """Dice (face -> count) and wild tokens that pay ``cost`` exactly, and the payment."""
    dice: Counter = Counter()
    wild = 0
    for icon, n in cost.items():
        if icon == "any":
            wild += n
        elif icon.endswith("?"):
            dice[TIERS[icon[:-1]][0]] += n
        else:
            dice[icon] += n
    return dict(dice), tuple(sorted([*dice.elements(), *["wild"] * wild])), wild


def _position(hand: list[str], dice: dict[str, int], wild: int) -> GameState:
    tiles = dict(START_TILES)
    opponent = {face: 1 for face in FACES}  # one die of every face, for attacks
    s = GameState(cards=CARDS, board=BOARD, players=[Player(), Player(dice=opponent)], rng=Rng(7))
    s.players[0] = Player(wild=wild, dice=dict(dice), hand=list(hand))
    s.tiles = dict(tiles)
    s.ocean_pile -= 2
    s.tile_supply -= 4
    s.awards = ["megacredit", "heat", "water"]
    s.pool = full_pool()
    for colour in COLOURS:
        s.pool[colour] -= sum(p.colour_count(colour) for p in s.players)
        s.pool[colour] -= sum(1 for f in s.awards if FACE_COLOUR[f] == colour)
    s.deck = sorted(n for n, c in CARDS.items() if c.kind == "project" and n not in hand)[:10]
    s.turn.kind, s.turn.sub_done = "action", True
    check_invariants(s)
    return s


def _answer(s: GameState) -> GameState:
    """Resolve pending decisions: the first option (one change of face, one science for Development Center)."""
    changed = False
    while s.pending is not None:
        d = s.pending
        if d.KIND == "change":
            value = "skip" if changed else d.options[0]
            changed = True
        elif d.KIND == "pay" and d.detail == "science":
            value = "science"
        elif d.KIND == "parameter":
            value = "temperature"
        elif d.KIND == "space" and s.cards.get(d.source) and s.cards[d.source].rule in IF_ADJACENT:
            kinds = IF_ADJACENT[s.cards[d.source].rule][1]  # where the "if" reward is gained
            value = max(d.options, key=lambda sp: sum(placement.adjacent_count(s, sp, k) for k in kinds))
        else:
            value = d.options[0]
        s = RULES.apply(s, C.Answer(d.seat, value)).state
    return s


def _measure(s: GameState) -> dict[str, Any]:
    me, other = s.players
    out: dict[str, Any] = {
        "dice": me.dice_total(),
        "wild": me.wild,
        "vp": me.vp,
        "hand": len(me.hand),
        "temperature": s.temperature,
        "oxygen": s.oxygen,
        "opponent": other.dice_total(),
    }
    out.update(
        {
            f"tile:{t}": sum(1 for x in s.tiles.values() if x == t)
            for t in ("ocean", "greenery", "city", "special")
        }
    )
    out.update({f"colour:{c}": me.colour_count(c) for c in COLOURS})
    out.update({f"face:{f}": me.dice.get(f, 0) for f in FACES})
    return out


def _gain(want: Counter, key: str, value: dict[str, int]) -> None:
    """Dice and resources: the total exactly, colours where known, set faces at least."""
    want["dice"] += sum(value.values())
    for icon, n in value.items():
        if icon == "any":
            want["?colour"] = 1  # a colour of the player's choice
        elif icon in COLOURS:
            want[f"colour:{icon}"] += n
        elif icon.endswith("?"):
            want[f"colour:{icon[:-1]}"] += n
        else:
            want[f"colour:{FACE_COLOUR[icon]}"] += n
            want[f"face:{icon}"] += n


STEPS = {"temperature": TEMPERATURE_STEP, "oxygen": OXYGEN_STEP}


def _expect(effects: list[dict[str, Any]], before: GameState, after: GameState) -> Counter:
    """What ``effects`` should have changed, tile VP read from where the tiles went."""
    want: Counter = Counter()
    for effect in effects:
        ((key, value),) = effect.items()
        if key in ("dice", "resource"):
            _gain(want, key, value)
        elif key in ("wild", "vp"):
            want[key] += value
        elif key == "draw":
            want["hand"] += value
        elif key in STEPS:
            want[key] += STEPS[key] * value
            want["vp"] += 2 * value
        elif key in ("ocean", "greenery", "city", "special"):
            want[f"tile:{key}"] += value
            if key == "greenery":
                want["oxygen"] += OXYGEN_STEP * value
                want["vp"] += 2 * value
        elif key == "attack":
            want["opponent"] -= 1
        elif key == "change_face":
            want["?face"] = 1
    for space, tile in after.tiles.items():
        if space not in before.tiles:
            want["vp"] += placement.tile_vp(after, space, tile)
    return want


def _delta(before: GameState, after: GameState) -> Counter:
    a, b = _measure(before), _measure(after)
    return Counter({k: b[k] - a[k] for k in a if b[k] != a[k]})


def _compare(want: Counter, got: Counter, keys: set[str], what: tuple) -> None:
    """Totals and known colours exactly; set faces at least (a rolled die may show them too)."""
    loose_colour, loose_face = want["?colour"], want["?face"]
    if loose_face:  # a change of face was answered: some face moved
        assert any(got[k] for k in got if k.startswith("face:")), (*what, got)
    for key in keys:
        if key.startswith("?"):
            continue
        if key.startswith("face:"):
            assert loose_face or got[key] >= want[key], (*what, key, got)
        elif key.startswith("colour:"):
            assert loose_colour or got[key] == want[key], (*what, key, got)
        else:
            assert got[key] == want[key], (*what, key, got)


def _check(want: Counter, before: GameState, after: GameState, name: str) -> None:
    got = _delta(before, after)
    _compare(want, got, set(want) | set(got), (name,))
    check_invariants(after)


def _play(name: str) -> tuple[GameState, GameState]:
    """Pay and play ``name`` (a bonus card: take it free; a corporation: start it)."""
    card = CARDS[name]
    if card.kind == "project":
        dice, pay, wild = _payment(card.cost)
        before = _position([name], dice, wild)
        return before, _answer(RULES.apply(before, C.PlayCard(0, name, pay)).state)
    before = _position([], {}, 0)
    after = before.clone()
    if card.kind == "bonus":
        after.bonus_pile = [name]
        after.queue = [{"op": "bonus_pick", "seat": 0, "source": ""}]
        before.bonus_pile = list(after.bonus_pile)
    else:
        after.phase = "setup"
        after.queue = start_corporation_steps(0, name, solo=False)
        after.players[0].hand = [VALLEY_TRUST_PLAY]  # only Valley Trust plays it (§16.1)
        before.players[0].hand = list(after.players[0].hand)
    run(after, [])
    return before, _answer(after)


def _rule_effects(name: str, before: GameState, after: GameState) -> list[dict[str, Any]]:
    """What a card's §16 rule did, as effects (checked like printed ones)."""
    card = CARDS[name]
    rule = card.rule
    me = after.players[0]
    new = {sp: t for sp, t in after.tiles.items() if sp not in before.tiles}
    if rule == "Equatorial Magnetizer":
        central = sum(1 for sp in before.tiles if BOARD.spaces[sp].central)
        assert central >= 1
        return [{"dice": {"green": min(7, central)}}]
    if rule == "Infrastructure":
        return [{"dice": {"grey": sum(1 for t in before.tiles.values() if t == "city")}}]
    if rule in ("Mohole Lake", "Wetlands", "Immigrant City"):
        ((space, tile),) = new.items()
        kinds = {
            "Mohole Lake": ("city", "greenery"),
            "Wetlands": ("greenery",),
            "Immigrant City": ("ocean",),
        }[rule]
        touches = any(placement.adjacent_count(after, space, k) for k in kinds)
        reward = {
            "Mohole Lake": {"vp": 2},
            "Wetlands": {"resource": {"plant": 2}},
            "Immigrant City": {"vp": 2},
        }[rule]
        assert touches, (name, space)  # the first legal space of our start touches one
        return [{tile: 1}, reward]
    if rule == "Mangrove":
        ((space, tile),) = new.items()
        assert tile == "greenery" and placement.adjacent_count(after, space, "ocean")
        return [{"greenery": 1}]
    if rule == "Metropolis":
        ((space, tile),) = new.items()
        assert tile == "city" and placement.adjacent_count(after, space, "city")
        return [{"city": 1}]
    if rule == "Tharsis Republic":
        return [{"city": 1}]
    if rule == "Turning Point":
        return [{"temperature": 1}]
    if rule == "Mediator":
        assert after.extra_turn
    if rule == "Valley Trust":
        assert me.played == [VALLEY_TRUST_PLAY]  # paid with the start bonus: 1 Earth and 1 wild token
        return [{"draw": -1}, {"resource": {"earth": -1}}, {"wild": -1}]
    return []


@pytest.mark.parametrize("name", sorted(CARDS))
def test_every_card_does_what_its_data_says_when_played(name):
    card = CARDS[name]
    before, after = _play(name)
    me = after.players[0]
    assert after.pending is None and not after.queue, name
    assert name in me.cards(), name
    if card.kind == "project":
        spent = _payment(card.cost)
        assert me.wild >= 0 and after.players[0].hand.count(name) == 0
        assert sum(spent[0].values()) + spent[2] == sum(card.cost.values())
    effects = list(card.effects)
    if card.kind == "corporation":  # its starting dice and wild/VP production come in setup step 10
        effects += [{"dice": {c: n for c, n in card.produce.items() if c in COLOURS}}]
        effects += [{k: card.produce[k]} for k in ("wild", "vp") if card.produce.get(k)]
    effects += _rule_effects(name, before, after)
    if card.kind == "project":
        effects += _paid_back(card)
    if card.tile is not None:
        _check_special_tile(name, before, after)
    _check(_expect(effects, before, after), before, after, name)
    _check_standing(name, after)


def _paid_back(card: Card) -> list[dict[str, Any]]:
    """The card leaving the hand and the dice and tokens of its payment, as negative gains."""
    dice, _, wild = _payment(card.cost)
    out: list[dict[str, Any]] = [{"draw": -1}]
    if dice:
        out.append({"resource": {f: -n for f, n in dice.items()}})
    if wild:
        out.append({"wild": -wild})
    return out


def _check_standing(name: str, s: GameState) -> None:
    """Production, actions, tile triggers, cost reductions, box icons and standing rules."""
    card = CARDS[name]
    if card.produce and card.kind != "corporation":
        before = s.clone()
        produce(s, 0, [], compensate=True)
        want = [{"dice": {c: n for c, n in card.produce.items() if c in COLOURS}}]
        want += [{k: card.produce[k]} for k in ("wild", "vp") if card.produce.get(k)]
        _check(_expect(want, before, s), before, s, name)
    if card.action is not None:
        _check_action(name, s)
    for tile, effects in card.on_tile.items():
        _check_trigger(name, s, tile, effects)
    if card.reduce:
        other = next(n for n, c in CARDS.items() if c.kind == "project" and c.cost.get(card.reduce, 0) >= 1)
        assert sum(card_cost(s, 0, other).values()) == sum(CARDS[other].cost.values()) - 1, name
    assert keep_limit(s, 0) == KEEP + card.boxes, name
    if card.rule == "Quality Control":
        green = next(
            n for n, c in CARDS.items() if c.colour == "green" and c.kind == "project" and not c.effects
        )
        before, after = _play_more(s, green)
        assert after.players[0].vp - before.players[0].vp == 1, name
    if card.rule == "Peninsula":
        before = s.clone()
        after = s.clone()
        push_effects(after, 0, [{"greenery": 1}], "test")
        run(after, [])
        shore = next(sp for sp in after.pending.options if placement.adjacent_count(after, sp, "ocean"))
        after = _answer_with(after, shore)
        want = _expect([{"greenery": 1}, {"dice": {"blue": 2}}], before, after)
        _check(want, before, after, name)


def _check_special_tile(name: str, before: GameState, after: GameState) -> None:
    tile = CARDS[name].tile
    assert tile is not None
    ((space, tile_id),) = after.specials.items()
    assert tile_id == tile.id and after.tiles[space] == "special", name
    near = {before.tiles.get(n) for n in NEIGHBOURS[space]} - {None}
    fits = {
        "anywhere": True,
        "isolated": not near,
        "central": BOARD.spaces[space].central,
        "next_to_ocean": "ocean" in near,
        "next_to_greenery": "greenery" in near,
        "next_to_city": "city" in near,
    }
    assert fits[tile.placement], (name, space)


def _answer_with(s: GameState, space: str) -> GameState:
    assert s.pending is not None and space in s.pending.options
    resume(s, space, [])
    return _answer(s)


def _play_more(s: GameState, other: str) -> tuple[GameState, GameState]:
    dice, pay, wild = _payment(CARDS[other].cost)
    s = s.clone()
    s.players[0].hand.append(other)
    for face, n in dice.items():
        for _ in range(n):
            s.players[0].add_die(face)
            s.pool[FACE_COLOUR[face]] -= 1
    s.players[0].wild += wild
    s.turn.kind, s.turn.sub_done, s.turn.mains_done = "action", True, 0
    return s, _answer(RULES.apply(s, C.PlayCard(0, other, pay)).state)


def _check_action(name: str, s: GameState) -> None:
    action = CARDS[name].action
    assert action is not None
    dice, pay, wild = _payment(action.cost)
    s = s.clone()
    if action.rule == "Development Center":
        dice = {"science": 1}
    for face, n in dice.items():
        for _ in range(n):
            s.players[0].add_die(face)
            s.pool[FACE_COLOUR[face]] -= 1
    s.players[0].wild += wild
    s.players[0].add_die("steel")  # a die to change, for actions that change faces
    s.pool["grey"] -= 1
    s.turn.kind, s.turn.sub_done, s.turn.mains_done = "action", action.timing != "sub", 0
    before = s.clone()
    after = _answer(RULES.apply(s, C.UseCard(0, name, pay)).state)
    assert name in after.players[0].used, name
    effects = list(action.effects)
    if dice and action.rule != "Development Center":
        effects.append({"resource": {f: -n for f, n in dice.items()}})
    if wild:
        effects.append({"wild": -wild})
    if action.rule == "Robot Workers":
        assert after.turn.mains_allowed == 2, name
    if action.rule == "Development Center":
        effects.append({"resource": {"science": -1}})
        effects.append({"dice": {"any": 1}})
    _check(_expect(effects, before, after), before, after, name)


def _check_trigger(name: str, s: GameState, tile: str, effects: list[dict[str, Any]]) -> None:
    """The opponent places ``tile``: the card's owner gains the reward (R-CE-4)."""
    before = s.clone()
    after = s.clone()
    push_effects(after, 1, [{tile: 1}], "test")
    run(after, [])
    after = _answer(after)
    mine = _delta(before, after)
    want = _expect(effects, before, before)
    _compare(want, mine, set(want), (name, tile))
    assert mine[f"tile:{tile}"] == 1, name


def test_every_milestone_condition_can_be_met_with_the_set():
    """A player holding chosen cards of the set meets each condition (checked on its own data)."""
    s = _position([], {}, 0)
    p = s.players[0]
    by = lambda pred: sorted(n for n, c in CARDS.items() if c.kind == "project" and pred(c))  # noqa: E731
    cases = {
        "Legend": by(lambda c: c.colour == "red")[:6],
        "Prospector": by(lambda c: c.colour == "green")[:5],
        "Scientist": by(lambda c: c.colour == "blue")[:3],
        "Patron": by(lambda c: c.vp > 0)[:4],
        "Spendthrift": by(lambda c: True)[:12],
        "Celebrity": by(lambda c: sum(c.cost.values()) >= 5)[:3],
        "All-Rounder": [by(lambda c, k=k: c.produce.get(k, 0) > 0)[0] for k in COLOURS],
        "Award Contender": by(lambda c: c.cost.get("water", 0) > 0)[:5],
    }
    for milestone, played in cases.items():
        p.played = list(played)
        if milestone == "Award Contender":
            assert sum(CARDS[n].cost["water"] for n in played) >= 5
        assert CONDITIONS[milestone](s, p), milestone
