"""The TM table's decision dialogs: one per kind of pending decision (space, payment,
cards, options, player, amount...), on the base in ``dialog_base``."""
