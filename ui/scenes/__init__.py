"""The shell's screens: title, settings, load game, and a message screen."""
