"""Rewrite the Ares table's reference images (after an intended change of its look or engine).

SDL_VIDEODRIVER=dummy python tests/ui/ares/make_reference_images.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from tests.ui.reference_images import write_references  # noqa: E402

if __name__ == "__main__":
    sys.exit(write_references("ares"))
