"""Entry point of the double-click build (PyInstaller runs this file).

It only hands over to the application's own ``main``, exactly as the
``mars-tabletop`` console script does, so command-line flags work the same in
the built app.
"""

from __future__ import annotations

import multiprocessing
import sys

from ui.app import main

if __name__ == "__main__":
    # The computer players think in a spawned process (ui.table.bot_worker): in a frozen build
    # that process starts this executable again, which must then run the worker, not the app.
    multiprocessing.freeze_support()
    sys.exit(main())
