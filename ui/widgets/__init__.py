"""Widgets, one per module: each has a rect (placed by its scene's layout),
handles its own events and draws itself in the theme's colours."""
