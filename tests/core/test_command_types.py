"""Commands refuse wrong types when built, unknown keys from files, and explain in our own words."""

from __future__ import annotations

import pytest

from game.core import IllegalCommand, command_from_data, command_to_data
from game.core.command import interned
from game.i18n import set_language
from game.tm.commands import ChooseCards, Pay, PlayCard


@pytest.mark.parametrize(
    "build",
    [
        lambda: PlayCard(1.0, "Birds"),
        lambda: PlayCard(True, "Birds"),
        lambda: PlayCard(0, None),
        lambda: ChooseCards(0, None),
        lambda: ChooseCards(0, ["Birds"]),
        lambda: ChooseCards(0, ("Birds", 3)),
        lambda: Pay(0, megacredits=2.5),
    ],
)
def test_wrong_types_are_refused_when_built(build):
    with pytest.raises(IllegalCommand) as info:
        build()
    assert "command needs" in str(info.value)


def test_right_types_round_trip():
    for command in (PlayCard(1, "Birds"), ChooseCards(0, ("Birds", "Fish")), Pay(2, megacredits=3, heat=1)):
        assert command_from_data("tm", command_to_data(command)) == command


def test_unknown_keys_in_a_saved_command_are_refused():
    with pytest.raises(IllegalCommand) as info:
        command_from_data("tm", {"kind": "play_card", "seat": 0, "card": "Birds", "cheat": 1})
    assert str(info.value) == "Malformed play_card command: cheat: not a field of this command"


def test_the_reason_is_in_our_words_and_translated():
    with pytest.raises(IllegalCommand) as info:
        command_from_data("tm", {"kind": "play_card", "seat": "zero", "card": "Birds"})
    assert str(info.value) == "Malformed play_card command: seat: not a whole number"
    set_language("ja")
    try:
        assert (
            info.value.translated() == "play_card コマンドの形式が正しくありません：seat：整数ではありません"
        )
    finally:
        set_language("en")


def test_interned_commands_are_built_once_and_equal_to_plain_ones():
    play = interned(PlayCard)
    first = play(1, "Birds")
    assert play(1, "Birds") is first and first == PlayCard(1, "Birds")
    assert play(0, "Birds") is not first and play(0, "Birds") == PlayCard(0, "Birds")
