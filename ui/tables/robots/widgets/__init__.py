"""The robot game's table widgets."""
