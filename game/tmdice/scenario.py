"""The command line of the scenario runner (``game.tmdice.scenarios``)::

python -m game.tmdice.scenario FILE.json [FILE.json ...]
"""

from __future__ import annotations

import sys

from game.tmdice.scenarios.runner import main

if __name__ == "__main__":
    sys.exit(main())
