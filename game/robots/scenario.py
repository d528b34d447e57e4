"""The command line of the scenario runner (``game.robots.scenarios``)::

python -m game.robots.scenario FILE.json [FILE.json ...]
"""

from __future__ import annotations

import sys

from game.robots.scenarios.runner import main

if __name__ == "__main__":
    sys.exit(main())
