"""The command line of the scenario runner (``game.ares.scenarios``)::

python -m game.ares.scenario FILE.json [FILE.json ...]
"""

from __future__ import annotations

import sys

from game.ares.scenarios.runner import main

if __name__ == "__main__":
    sys.exit(main())
