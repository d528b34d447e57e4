"""Raids (full game, spec §11.10; rulings AR-19, AR-34): one force a side, 3 rounds, two of three rewards.

A Raid skips the defender's declaration (AR-19: it always strikes the base, never a Surprise); its card
scores per R-CMB-8 (AR-34). Each side secretly chooses one eligible force; then the two face each other in
one column and the ordinary rounds run (no emergency defense; the defender may retreat). A Raid never
captures a base or changes the Frontier; a won Raid asks the attacker for its rewards.
"""

from __future__ import annotations

from collections import Counter

from game.ares import combat as K
from game.ares.forces import empty_destroyable, is_force
from game.ares.state import Building, Column, GameState, Pending
from game.core import Event, IllegalCommand
from game.i18n import N_, N_plural

REWARDS = ("steal", "bonus", "destroy")
BONUS = 3


def eligible(state: GameState, seat: int) -> list[str]:
    """R-RAID-3: attacker infantry or armour, not Base Defense; defender infantry, armour or Base Defense."""
    c = state.combat
    assert c is not None
    out = []
    for own, b in (
        (s, b) for s in state.team(seat) for b in state.players[s].base
    ):  # §13.2: either teammate's
        side = state.side(own, b.id)
        if side is None or not is_force(state, own, b):
            continue
        if state.allied(seat, c.attacker):
            ok = side.type in ("infantry", "armour") and not side.base_defense
        else:
            ok = side.type in ("infantry", "armour") or side.base_defense
        if ok:
            out.append(b.id)
    return out


def reveal(state: GameState, ev: list[Event]) -> None:
    """Step 3 of a Raid: the card scores per R-CMB-8, 3 rounds, the attacker constructs, forces are chosen."""
    c = state.combat
    assert c is not None
    c.revealed = True
    c.at = "raid"
    c.scoring_to = state.frontier
    K.file_attack_cards(state, c.scoring_to)
    c.marker = 3
    K.construct_side(state, c.attacker, ev)
    if not eligible(state, c.attacker):
        K.finish(state, c.defender, "no_battle", c.scoring_to, ev)  # ruling AR-19
        return
    c.stage = "raid_force"
    c.pending = Pending("raid_force", c.attacker)


def choose(state: GameState, seat: int, force: str, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None
    if force not in eligible(state, seat):
        raise IllegalCommand(N_("{force} cannot fight this Raid."), force=force)
    c.raid_forces[seat] = force
    c.pending = None
    if seat == c.attacker:
        if eligible(state, c.defender):
            c.pending = Pending("raid_force", c.defender)
            return
        K.finish(state, c.attacker, "no_battle", c.scoring_to, ev)  # ruling AR-19: rewards apply
        return
    c.line = [Column([c.raid_forces[c.attacker]], [force])]
    ev.append(Event("raid_forces", N_("The Raid forces are revealed."), {}, None))
    c.stage = "emergency"
    K.run(state, ev)


def _victim(state: GameState) -> int:
    """Whose scoring card a steal takes: the defender's, else its teammate's (one team pile, §13.2)."""
    c = state.combat
    assert c is not None
    return next((s for s in state.team(c.defender) if state.players[s].scoring), c.defender)


def can_steal(state: GameState) -> bool:
    return bool(state.players[_victim(state)].scoring)


def rewards(
    state: GameState, take: tuple[str, ...], destroy: str, bonus: tuple[str, ...], ev: list[Event]
) -> None:
    """R-RAID-5: two different rewards; one that cannot be obtained is lost."""
    c = state.combat
    assert c is not None
    att = state.players[c.attacker]
    if len(take) != 2 or len(set(take)) != 2 or not set(take) <= set(REWARDS):
        raise IllegalCommand(N_("Choose 2 different rewards of steal, bonus and destroy."))
    targets = empty_destroyable(state, c.defender)
    if "destroy" in take and targets and destroy not in targets:
        raise IllegalCommand(N_("Choose an empty building of the defender to destroy."))
    if "bonus" in take:
        check_bonus(state, c.attacker, bonus)
    elif bonus:
        raise IllegalCommand(N_("Bonus resources come only with the bonus reward."))
    if "steal" in take and can_steal(state):  # ruling AR-44
        att.scoring.append(state.players[_victim(state)].scoring.pop())
    if "destroy" in take and targets:
        K.destroy_building(state, c.defender, destroy, ev)
    if "bonus" in take:
        place_bonus(state, c.attacker, bonus)
    ev.append(Event("rewards", N_("The raider takes its rewards."), {}, c.attacker))
    c.pending = None
    c.stage = "rewarded"
    K.finish(state, c.attacker, c.end, c.scoring_to, ev)


def _plays(bonus: tuple[str, ...]) -> list[tuple[str, str]]:
    return [(card, on) for card, _, on in (b.partition("@") for b in bonus)]


def check_bonus(state: GameState, seat: int, bonus: tuple[str, ...]) -> None:
    """R-BONUS-1: cards of one's own discard, as many as the bonus or the discard allows."""
    p = state.players[seat]
    plays = _plays(bonus)
    if len(plays) != min(BONUS, len(p.discard)) or Counter(c for c, _ in plays) - Counter(p.discard):
        raise IllegalCommand(
            N_plural(
                "Take {count} card of your discard pile as a bonus resource.",
                "Take {count} cards of your discard pile as bonus resources.",
            ),
            count=min(BONUS, len(p.discard)),
        )
    for _, on in plays:
        if on.startswith("+"):
            continue
        b = p.building(on)
        if b is None or (b.card is not None and state.side(seat, b.id) is None):
            raise IllegalCommand(N_("{building} cannot take a resource."), building=on)


def place_bonus(state: GameState, seat: int, bonus: tuple[str, ...]) -> None:
    p = state.players[seat]
    for card, on in _plays(bonus):
        p.discard.remove(card)
        if on.startswith("+"):
            stack = p.building(on[1:])
            if stack is None:
                stack = Building(on[1:], None)
                p.base.append(stack)
            stack.under.append(card)
            continue
        b = p.building(on)
        assert b is not None
        (b.under if b.card is None else b.resources).append(card)


def reward_options(state: GameState) -> list[tuple[tuple[str, str], str, tuple[str, ...]]]:
    """A representative set of legal rewards (every pair; each destroyable building; the bonus cards placed
    on one building or a new stack)."""
    c = state.combat
    assert c is not None
    p = state.players[c.attacker]
    cards = sorted(p.discard)[:BONUS]
    homes = [b.id for b in p.base if b.card is None or state.side(c.attacker, b.id) is not None]
    places = [tuple(f"{card}@{h}" for card in cards) for h in homes]
    if state.mode == "full":
        places.append(tuple(f"{card}@+bonus" for card in cards))
    targets = empty_destroyable(state, c.defender) or [""]
    out = []
    for pair in (("steal", "bonus"), ("steal", "destroy"), ("bonus", "destroy")):
        for d in targets if "destroy" in pair else [""]:
            for b in places if "bonus" in pair else [()]:
                out.append((pair, d, b))
    return out
