"""Entry point of the double-click build (PyInstaller runs this file).

It only hands over to the application's own ``main``, exactly as the
``mars-tabletop`` console script does, so command-line flags work the same in
the built app.
"""

from __future__ import annotations

import sys

from ui.app import main

if __name__ == "__main__":
    sys.exit(main())
