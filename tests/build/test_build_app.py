"""The double-click build: icons, the Linux launcher, and a real PyInstaller build that starts."""

from __future__ import annotations

import configparser
import os
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from build_scripts import build_app, make_icon  # noqa: E402

ROOT = build_app.ROOT
ICON_DIR = ROOT / "assets" / "icon"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_MAGIC)
    return struct.unpack(">II", data[16:24])


def _distinct_colours(surface: pygame.Surface) -> int:
    raw = pygame.image.tobytes(surface, "RGB")
    return len({raw[i : i + 3] for i in range(0, len(raw), 3)})


# -- icons ---------------------------------------------------------------------------------------


def test_png_icons_are_a_planet_on_a_transparent_tile():
    for name, size in (("mars-tabletop.png", 256), ("mars-tabletop-512.png", 512)):
        image = pygame.image.load(str(ICON_DIR / name))
        assert image.get_size() == (size, size)
        assert image.get_at((1, 1)).a == 0, "corners are transparent (hexagonal tile)"
        centre = image.get_at((size // 2, size // 2))
        assert centre.a == 255 and centre.r > centre.g > centre.b, (
            f"a rust-red planet in the middle, got {centre}"
        )
        assert _distinct_colours(image) > 1000, "a drawn emblem, not a flat shape"


def test_ico_holds_every_windows_size_as_png():
    data = (ICON_DIR / "mars-tabletop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        image = data[offset : offset + length]
        real = _png_size(image)
        expected = width or 256
        assert real == (expected, height or 256) and planes == 1 and bits == 32
        sizes.append(expected)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_elements_are_pngs_of_the_declared_sizes():
    data = (ICON_DIR / "mars-tabletop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    declared = dict(make_icon.ICNS_TYPES)
    pos, seen = 8, {}
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        seen[kind] = _png_size(data[pos + 8 : pos + length])[0]
        pos += length
    assert pos == len(data)
    assert seen == declared


# -- the builder's choices -----------------------------------------------------------------------


def test_bundle_carries_every_data_file():
    bundled = {source.relative_to(ROOT).as_posix(): dest for source, dest in build_app.data_files()}
    for needed in (
        "assets/fonts/BIZUDPGothic-Regular.ttf",
        "assets/fonts/BIZUDPGothic-Bold.ttf",
        "assets/fonts/OFL.txt",
        "assets/locale/ja/LC_MESSAGES/mars_tabletop.mo",
        "assets/locale/en/LC_MESSAGES/mars_tabletop.mo",
        "assets/icon/mars-tabletop.png",
    ):
        assert bundled.get(needed) == needed.rsplit("/", 1)[0], needed
    for content in sorted((ROOT / "game").rglob("*.json")):
        relative = content.relative_to(ROOT)
        assert bundled.get(relative.as_posix()) == relative.parent.as_posix()
    assert not [path for path in bundled if path.endswith((".py", ".pyc"))]


@pytest.mark.parametrize(
    ("kind", "windowed", "icon"),
    [("windows", True, "mars-tabletop.ico"), ("macos", True, "mars-tabletop.icns"), ("linux", False, None)],
)
def test_pyinstaller_options_per_platform(tmp_path, kind, windowed, icon):
    args = build_app.pyinstaller_args(tmp_path / "dist", tmp_path / "work", kind)
    assert "--onedir" in args and "--noupx" in args and "--onefile" not in args
    assert ("--windowed" in args) is windowed
    if icon:
        assert Path(args[args.index("--icon") + 1]).name == icon
    else:
        assert "--icon" not in args
    collected = {
        value for option, value in zip(args, args[1:], strict=False) if option == "--collect-submodules"
    }
    assert collected == {"game", "ui", "saves", "assets"}
    assert Path(args[0]) == ROOT / "build_scripts" / "launcher.py"
    assert args[args.index("--distpath") + 1] == str(tmp_path / "dist")


def test_linux_desktop_entry():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(ROOT / "build_scripts" / "linux" / "mars-tabletop.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Name"] == "Mars Tabletop" and desktop["Name[ja]"]
    assert desktop["Comment"] and desktop["Comment[ja]"]
    assert desktop["Exec"] == "mars-tabletop" and desktop["Icon"] == "mars-tabletop"
    assert desktop["Terminal"] == "false"
    assert desktop["Categories"] == "Game;BoardGame;"


def test_desktop_entry_installer(tmp_path):
    """install-desktop-entry.sh points the menu entry at the built folder."""
    app = tmp_path / "dist app"
    app.mkdir()
    build_app.add_linux_launcher(app)
    program = app / "mars-tabletop"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    done = subprocess.run(
        ["sh", str(app / "install-desktop-entry.sh")], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    installed = (data / "applications" / "mars-tabletop.desktop").read_text(encoding="utf-8")
    assert f'Exec="{program}"' in installed and f"TryExec={program}\n" in installed
    assert "Name[ja]=" in installed
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "mars-tabletop.png").is_file()
    removed = subprocess.run(
        ["sh", str(app / "install-desktop-entry.sh"), "--remove"], env=env, capture_output=True
    )
    assert removed.returncode == 0
    assert not (data / "applications" / "mars-tabletop.desktop").exists()


# -- the real build ------------------------------------------------------------------------------


@pytest.mark.slow
def test_built_app_starts_and_draws_a_frame(tmp_path):
    assert (ROOT / "ui" / "app.py").is_file(), "ui/app.py (entry point ui.app:main) is missing"
    started = time.monotonic()
    built = subprocess.run(
        [
            sys.executable,
            str(ROOT / "build_scripts" / "build_app.py"),
            "--dist",
            str(tmp_path / "dist"),
            "--work",
            str(tmp_path / "work"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    build_seconds = time.monotonic() - started
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    app_dir = tmp_path / "dist" / "mars-tabletop"
    kind = build_app.platform_kind()
    program = build_app.executable(app_dir, kind)
    assert program.is_file()
    internal = app_dir / "_internal"
    assert (internal / "assets" / "fonts" / "BIZUDPGothic-Regular.ttf").is_file()
    assert (internal / "assets" / "locale" / "ja" / "LC_MESSAGES" / "mars_tabletop.mo").is_file()
    if kind == "linux":
        assert (app_dir / "mars-tabletop.desktop").is_file() and (app_dir / "mars-tabletop.png").is_file()

    # Start it like a double-click would: not from the source tree, no PYTHONPATH,
    # a fresh home so no settings or saves of a real player are touched.
    home = tmp_path / "home"
    home.mkdir()
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(home),
        "USERPROFILE": str(home),
        "APPDATA": str(home / "AppData" / "Roaming"),
        "LOCALAPPDATA": str(home / "AppData" / "Local"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    if "SYSTEMROOT" in os.environ:  # Windows needs it to start any process
        env["SYSTEMROOT"] = os.environ["SYSTEMROOT"]
    shot = tmp_path / "OUT.png"
    started = time.monotonic()
    ran = subprocess.run(
        [str(program), "--screenshot", str(shot), "--frames", "3"],
        cwd=home,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    run_seconds = time.monotonic() - started
    print(f"build {build_seconds:.0f} s, run with 3 frames {run_seconds:.2f} s")
    assert ran.returncode == 0, f"exit {ran.returncode}\n{ran.stdout[-3000:]}\n{ran.stderr[-3000:]}"
    assert shot.is_file(), "the app wrote no screenshot"
    image = pygame.image.load(str(shot))
    width, height = image.get_size()
    assert width >= 320 and height >= 240
    assert _distinct_colours(image) >= 16, "the first frame is blank"

    # In Japanese the bundled catalogue and font draw a different screen.
    shot_ja = tmp_path / "OUT-ja.png"
    ran_ja = subprocess.run(
        [str(program), "--lang", "ja", "--screenshot", str(shot_ja), "--frames", "3"],
        cwd=home,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ran_ja.returncode == 0, (
        f"exit {ran_ja.returncode}\n{ran_ja.stdout[-3000:]}\n{ran_ja.stderr[-3000:]}"
    )
    image_ja = pygame.image.load(str(shot_ja))
    assert image_ja.get_size() == image.get_size()
    assert _distinct_colours(image_ja) >= 16
    assert pygame.image.tobytes(image_ja, "RGB") != pygame.image.tobytes(image, "RGB"), (
        "Japanese looks like English"
    )
