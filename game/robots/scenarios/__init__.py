"""The scenario runner of ``specs/robots-scenario-format.md`` (``python -m game.robots.scenario``)."""
