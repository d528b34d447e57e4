"""The shared table kit: everything a game's table needs that is not about that game.

``session`` (the match at the table: log, viewer and hand-off, autosave, undo hooks,
legal-command cache), ``input`` (targets, command buttons, click routing and the
autoplay protocol), ``dialog`` and ``overlays`` (decision dialog and overlay bases;
hand-off, confirm and menu overlays), ``players`` (player colours and marker shapes,
the players block of a new-game screen), ``scene`` (a table scene generic over the
game) and ``score_scene`` (any game's ``outcome``). A game's own table lives in
``ui/tables/<game_id>`` and builds on these.
"""
