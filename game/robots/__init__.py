"""Mars Robot Exploration: the card game of programmed robots (spec: mars-robot-exploration.md)."""
