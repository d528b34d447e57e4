"""Rule engines for the Mars Tabletop games.

Nothing under ``game/`` imports pygame: engines are pure Python so they can be
tested headless, cloned for AI search and replayed from a command list.
"""
