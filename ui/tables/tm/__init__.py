"""Terraforming Mars at the table: the scenes, widgets and dialogs of the TM game."""
