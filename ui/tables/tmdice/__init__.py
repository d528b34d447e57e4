"""The Dice Game at the table: its scenes, widgets and dialogs (engine: ``game.tmdice``)."""
