"""Build the double-click application for the operating system this runs on.

    python build_scripts/build_app.py            # -> dist/mars-tabletop/
    python build_scripts/build_app.py --dist DIR --work DIR

PyInstaller, one-folder mode (fast start-up: nothing to unpack at launch, no
UPX). The folder holds the ``mars-tabletop`` program (``mars-tabletop.exe`` on
Windows) and everything it needs: the packages ``game``, ``ui``, ``saves`` and
``assets``, every data file under ``assets/`` (fonts, translation catalogues,
images, icons), the ``*.json`` content files under ``game/`` and the app icon.
On macOS PyInstaller also writes ``dist/mars-tabletop.app``. On Linux the
``.desktop`` launcher, the icon and ``install-desktop-entry.sh`` are copied into
the folder.

The build is self-contained: PyInstaller's work files go to ``build/pyinstaller``
(override with ``--work``), the result to ``dist/`` (``--dist``); both are
emptied first, and ``PYTHONHASHSEED`` is fixed so that repeated builds of the
same tree match.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "mars-tabletop"
BUNDLE_ID = "org.marstabletop.MarsTabletop"
LAUNCHER = ROOT / "build_scripts" / "launcher.py"
ENTRY_MODULE = ROOT / "ui" / "app.py"
ICON_DIR = ROOT / "assets" / "icon"
LINUX_DIR = ROOT / "build_scripts" / "linux"
PACKAGES = ("game", "ui", "saves", "assets")

#: Never needed at run time; leaving them out keeps the bundle small and the
#: start-up fast (development tools, test frameworks, GUI toolkits we do not use).
EXCLUDES = (
    "tkinter",
    "_tkinter",
    "turtle",
    "idlelib",
    "lib2to3",
    "pydoc_data",
    "numpy",
    "PIL",
    "IPython",
    "matplotlib",
    "babel",
    "fontTools",
    "PyInstaller",
    "pytest",
    "_pytest",
    "hypothesis",
    "ruff",
    "setuptools",
    "pkg_resources",
    "pip",
    "build_scripts",
    "tests",
    "bench",
)

SKIP_DIRS = {"__pycache__"}
CODE_SUFFIXES = {".py", ".pyc", ".pyo"}


def platform_kind() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def _files(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not SKIP_DIRS.intersection(path.relative_to(ROOT).parts):
            yield path


def data_files() -> list[tuple[Path, str]]:
    """(source file, destination folder inside the bundle) for every data file:
    all non-code files under ``assets/`` and the ``*.json`` content files under
    ``game/`` (and ``ui/``, ``saves/``), wherever they are, so files added later
    are bundled without touching this script."""
    found: list[tuple[Path, str]] = []
    for package in PACKAGES:
        folder = ROOT / package
        if not folder.is_dir():
            continue
        for path in _files(folder):
            wanted = path.suffix not in CODE_SUFFIXES if package == "assets" else path.suffix == ".json"
            if wanted:
                found.append((path, path.parent.relative_to(ROOT).as_posix()))
    return found


def icon_file(kind: str) -> Path | None:
    wanted = {"windows": "mars-tabletop.ico", "macos": "mars-tabletop.icns"}.get(kind)
    return ICON_DIR / wanted if wanted else None


def ensure_icons() -> None:
    needed = [ICON_DIR / name for name in ("mars-tabletop.png", "mars-tabletop.ico", "mars-tabletop.icns")]
    if not all(path.is_file() for path in needed):
        sys.path.insert(0, str(ROOT))
        from build_scripts import make_icon

        make_icon.write_icons()


def pyinstaller_args(dist: Path, work: Path, kind: str) -> list[str]:
    args = [
        str(LAUNCHER),
        "--name",
        APP_NAME,
        "--onedir",
        "--noconfirm",
        "--clean",
        "--noupx",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--paths",
        str(ROOT),
    ]
    if kind in ("windows", "macos"):
        args.append("--windowed")
    if kind == "macos":
        args += ["--osx-bundle-identifier", BUNDLE_ID]
    icon = icon_file(kind)
    if icon is not None:
        args += ["--icon", str(icon)]
    for package in PACKAGES:
        if (ROOT / package).is_dir():
            args += ["--collect-submodules", package]
    for module in EXCLUDES:
        args += ["--exclude-module", module]
    for source, dest in data_files():
        args += ["--add-data", f"{source}{os.pathsep}{dest}"]
    return args


def add_linux_launcher(app_dir: Path) -> None:
    """The .desktop file, icons and the menu-entry installer next to the program."""
    shutil.copy2(LINUX_DIR / "mars-tabletop.desktop", app_dir / "mars-tabletop.desktop")
    installer = app_dir / "install-desktop-entry.sh"
    shutil.copy2(LINUX_DIR / "install-desktop-entry.sh", installer)
    installer.chmod(0o755)
    shutil.copy2(ICON_DIR / "mars-tabletop.png", app_dir / "mars-tabletop.png")
    shutil.copy2(ICON_DIR / "mars-tabletop-512.png", app_dir / "mars-tabletop-512.png")


def executable(app_dir: Path, kind: str) -> Path:
    return app_dir / (f"{APP_NAME}.exe" if kind == "windows" else APP_NAME)


def build(dist: Path, work: Path, quiet: bool = False) -> Path:
    """Build the app into ``dist/mars-tabletop/`` and return the program's path."""
    if not ENTRY_MODULE.is_file():
        raise SystemExit(
            f"{ENTRY_MODULE.relative_to(ROOT)} is missing: nothing to build (entry point ui.app:main)"
        )
    kind = platform_kind()
    dist, work = dist.resolve(), work.resolve()
    for folder in (dist / APP_NAME, dist / f"{APP_NAME}.app", work):
        if folder.exists():
            shutil.rmtree(folder)
    work.mkdir(parents=True, exist_ok=True)
    ensure_icons()
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONDONTWRITEBYTECODE="1")
    command = [sys.executable, "-m", "PyInstaller", *pyinstaller_args(dist, work, kind)]
    started = time.monotonic()
    subprocess.run(
        command,
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL if quiet else None,
        stderr=subprocess.STDOUT if quiet else None,
    )
    app_dir = dist / APP_NAME
    if kind == "linux":
        add_linux_launcher(app_dir)
    program = executable(app_dir, kind)
    if not program.is_file():
        raise SystemExit(f"PyInstaller finished but {program} does not exist")
    if not quiet:
        print(f"built {program} in {time.monotonic() - started:.0f} s")
        if kind == "macos":
            print(f"macOS application bundle: {dist / (APP_NAME + '.app')}")
        if kind == "linux":
            print(f"menu entry: {app_dir / 'install-desktop-entry.sh'}")
    return program


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "pyinstaller",
        help="work folder (default: build/pyinstaller/)",
    )
    parser.add_argument("--quiet", action="store_true", help="hide PyInstaller's output")
    args = parser.parse_args(argv)
    build(args.dist, args.work, quiet=args.quiet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
