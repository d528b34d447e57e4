"""The Terraforming Mars scenario runner (``shared/specs/tm-scenario-format.md``).

``model`` validates a scenario file, ``position`` builds its starting position, ``steps``
plays its steps through the engine (``answers`` maps the file's answers onto the pending
decisions), ``expect`` compares the result, and ``runner`` ties them together; the command
line is ``python -m game.tm.scenario FILE.json ...``.
"""

from game.tm.scenarios.runner import Outcome, main, run_data, run_file, run_scenario

__all__ = ["Outcome", "main", "run_data", "run_file", "run_scenario"]
