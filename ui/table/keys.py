"""The keys every table answers the same way, whatever the game (``TableScene.handle_event``):
Ctrl+Z (Cmd+Z on a Mac) presses Undo and S presses Suggest, both also above a decision dialog or
a finished turn held on screen; Esc puts away a half-made choice, else opens the menu; F1 or "?"
opens the table's help over everything (``ui.table.help``, which lists these keys). F11 and
F12 (full screen, screenshot) belong to the app and work on every screen. A game's own keys
(``table_shortcuts``) never take these."""

from __future__ import annotations

import pygame

#: Modifier keys that make a letter something else than the table's shortcut.
COMMAND_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


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
