"""The command line of the scenario runner (``game.tm.scenarios``)::

python -m game.tm.scenario FILE.json [FILE.json ...]
"""

from __future__ import annotations

import sys

from game.tm.scenarios.runner import main

if __name__ == "__main__":
    sys.exit(main())
