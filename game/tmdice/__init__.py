"""Terraforming Mars Dice Game engine (pure Python): rules, state, content and scenario runner."""
