"""The keys every table answers the same way, whatever the game (``TableScene.handle_event``):
Ctrl+Z (Cmd+Z on a Mac) presses Undo and S presses Suggest, both also above a decision dialog or
a finished turn held on screen; Esc puts away a half-made choice, else opens the menu; F1 or "?"
opens the table's help over everything (``ui.table.help``, which lists these keys). F11 and
F12 (full screen, screenshot) belong to the app and work on every screen. A game's own keys
are a declared map (``TableScene.shortcut_keys``: a plain key -> what it presses), which never
takes these (``KIT_KEYS``); ``press_shortcut`` answers a key from such a map."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

#: Modifier keys that make a letter something else than the table's shortcut.
COMMAND_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META

#: The keys the kit and the app answer at every table (Suggest, Esc, the help, full screen,
#: screenshot): no game's shortcut map takes them.
KIT_KEYS = frozenset(
    {pygame.K_s, pygame.K_ESCAPE, pygame.K_F1, pygame.K_QUESTION, pygame.K_F11, pygame.K_F12}
)
#: 1-9: the first nine cards of the hand, where a game's shortcut map wants them.
HAND_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 10)}
#: Enter (the main one or the keypad's): confirm, where a game's shortcut map wants it.
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)

#: A game's shortcut map: a key -> what it presses, which answers True when it was used (the
#: button or spot was shown and enabled).
ShortcutMap = Mapping[int, Callable[[], bool]]


def is_undo_key(event: pygame.event.Event) -> bool:
    """Ctrl+Z or Cmd+Z, without Shift or Alt."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_z:
        return False
    mod = event.mod
    return bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META)) and not mod & (
        pygame.KMOD_SHIFT | pygame.KMOD_ALT
    )


def is_suggest_key(event: pygame.event.Event) -> bool:
    """S, without Ctrl, Alt or Cmd."""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_s and not event.mod & COMMAND_MODS


def is_escape(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE


def is_plain_key(event: pygame.event.Event) -> bool:
    """A key pressed without Ctrl, Alt or Cmd (a game's one-letter shortcuts take only these)."""
    return event.type == pygame.KEYDOWN and not event.mod & COMMAND_MODS


def press_shortcut(event: pygame.event.Event, keys: ShortcutMap) -> bool:
    """Press what ``keys`` maps a plain key (``is_plain_key``) to; True when it was used."""
    if not is_plain_key(event):
        return False
    press = keys.get(event.key)
    return press is not None and press()
