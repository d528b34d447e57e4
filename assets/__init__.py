"""Packaged data files: fonts, generated art sheets and translation catalogues."""

from __future__ import annotations

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent


def asset_path(*parts: str) -> Path:
    """Absolute path of a file under ``assets/``."""
    return ASSETS_DIR.joinpath(*parts)
