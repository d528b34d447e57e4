"""The Dice Game table's widgets: board and tracks, player areas and pool, hand, action panel, log."""
