"""Subset BIZ UDPGothic to the characters Mars Tabletop needs, for years of strings.

    python build_scripts/subset_fonts.py [SOURCE_DIR]

SOURCE_DIR holds the original ``BIZUDPGothic-Regular.ttf`` and ``-Bold.ttf``
(default: the Debian package ``fonts-morisawa-bizud-gothic`` unpacked at
``/tmp/bizud``, or installed system-wide). To fetch it without installing::

    cd /tmp && apt-get download fonts-morisawa-bizud-gothic \\
        && dpkg-deb -x fonts-morisawa-bizud-gothic_*.deb /tmp/bizud

The subset keeps:

* ASCII, Latin-1 and Latin Extended-A (names with diacritics: Tōkyō, Čapek);
* general punctuation, currency, letterlike symbols, number forms, arrows,
  mathematical operators, miscellaneous technical, enclosed alphanumerics,
  box drawing, geometric shapes, miscellaneous symbols, dingbats (board-game
  marks such as − × ÷ ° € ℃ → ★ ☆ ● ○ ■ □ ▲ ▼ ◆ ♦ ♥ ✓ ①), whatever of
  these the font actually draws;
* CJK symbols and punctuation, hiragana, katakana (and its phonetic
  extensions), enclosed CJK letters, CJK compatibility (㈱ ㍉ ㎡),
  halfwidth and fullwidth forms;
* every character of JIS X 0208 (all 6,879: levels 1 and 2 kanji plus the
  non-kanji rows, Greek and Cyrillic included), derived from Python's
  ``euc_jp`` codec, and the Windows code page 932 additions (NEC special
  characters, NEC/IBM extension kanji such as 髙 and 﨑) that Japanese input
  methods produce.

Each set is intersected with the font's own character map, so nothing is
asked of the font that it does not have. TrueType hinting is kept (it sharpens
small UI text), with one repair: a thin bar hinted by snapping its top and
bottom edge to the pixel grid each on its own (the whole program of − - _ and
a dozen more) vanishes at the sizes where both edges snap to the same row,
e.g. the minus sign at 13 px. Those glyphs get their top edge linked to the
bottom edge with a minimum distance of one pixel instead (see
``keep_thin_bars``), so every glyph leaves ink at every size. The licence and copyright name records are kept, and the file
timestamps are left untouched so the output is byte-for-byte reproducible.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: ui.fonts says which sizes the UI draws
    sys.path.insert(0, str(ROOT))
OUT_DIR = ROOT / "assets" / "fonts"
STYLES = ("Regular", "Bold")
FAMILY_FILE = "BIZUDPGothic"

SOURCE_CANDIDATES = (
    Path("/tmp/bizud/usr/share/fonts/truetype/bizud-gothic"),
    Path("/usr/share/fonts/truetype/bizud-gothic"),
)

#: Unicode blocks kept wholesale (intersected with the font's cmap).
BLOCKS: dict[str, tuple[int, int]] = {
    "Basic Latin (printable)": (0x0020, 0x007E),
    "Latin-1 Supplement": (0x00A0, 0x00FF),
    "Latin Extended-A": (0x0100, 0x017F),
    "General Punctuation": (0x2000, 0x206F),
    "Superscripts and Subscripts": (0x2070, 0x209F),
    "Currency Symbols": (0x20A0, 0x20CF),
    "Letterlike Symbols": (0x2100, 0x214F),
    "Number Forms": (0x2150, 0x218F),
    "Arrows": (0x2190, 0x21FF),
    "Mathematical Operators": (0x2200, 0x22FF),
    "Miscellaneous Technical": (0x2300, 0x23FF),
    "Enclosed Alphanumerics": (0x2460, 0x24FF),
    "Box Drawing": (0x2500, 0x257F),
    "Block Elements": (0x2580, 0x259F),
    "Geometric Shapes": (0x25A0, 0x25FF),
    "Miscellaneous Symbols": (0x2600, 0x26FF),
    "Dingbats": (0x2700, 0x27BF),
    "Miscellaneous Symbols and Arrows": (0x2B00, 0x2BFF),
    "CJK Symbols and Punctuation": (0x3000, 0x303F),
    "Hiragana": (0x3040, 0x309F),
    "Katakana": (0x30A0, 0x30FF),
    "Katakana Phonetic Extensions": (0x31F0, 0x31FF),
    "Enclosed CJK Letters and Months": (0x3200, 0x32FF),
    "CJK Compatibility": (0x3300, 0x33FF),
    "Halfwidth and Fullwidth Forms": (0xFF00, 0xFFEF),
}


def block_codepoints() -> set[int]:
    points: set[int] = set()
    for first, last in BLOCKS.values():
        points.update(range(first, last + 1))
    return points


def jis_x_0208() -> set[int]:
    """Every character of JIS X 0208, via the EUC-JP two-byte range (rows 1-94)."""
    points: set[int] = set()
    for row in range(0xA1, 0xFF):
        for cell in range(0xA1, 0xFF):
            try:
                text = bytes((row, cell)).decode("euc_jp")
            except UnicodeDecodeError:
                continue
            points.update(ord(ch) for ch in text)
    return points


def cp932_double_byte() -> set[int]:
    """Every double-byte character of Windows-31J (JIS X 0208 plus NEC/IBM additions)."""
    points: set[int] = set()
    leads = list(range(0x81, 0xA0)) + list(range(0xE0, 0xFD))
    trails = list(range(0x40, 0x7F)) + list(range(0x80, 0xFD))
    for lead in leads:
        for trail in trails:
            try:
                text = bytes((lead, trail)).decode("cp932")
            except UnicodeDecodeError:
                continue
            if 0xE000 <= ord(text[0]) <= 0xF8FF:  # user-defined area: nothing to draw
                continue
            points.update(ord(ch) for ch in text)
    return points


def wanted_codepoints() -> set[int]:
    return block_codepoints() | jis_x_0208() | cp932_double_byte()


def subset_options() -> subset.Options:
    options = subset.Options()
    options.hinting = True  # keep the TrueType instructions: crisper 12-16 px text
    options.name_IDs = ["*"]  # keep copyright, trademark, licence and licence URL records
    options.name_languages = ["*"]  # the Japanese family name (BIZ UDPゴシック) too
    options.name_legacy = True
    options.notdef_outline = True  # a visible box rather than nothing for a missing glyph
    options.recalc_timestamp = False  # reproducible output
    options.drop_tables += ["DSIG", "meta"]
    options.layout_features = ["ccmp", "liga", "locl", "kern", "palt", "vert", "vrt2", "vkna"]
    return options


#: The y-hinting program of a single bar: push two points, round each edge to the grid.
_TWO_EDGES = ("PUSHB[ ]", "SVTCA[0]", "MDAP[1]", "MDAP[1]", "IUP[0]", "IUP[1]")


def _collapses(low: float, high: float, units_per_em: int) -> bool:
    """True if two edges ``low`` < ``high`` (font units) round to one pixel row at a UI text size."""
    from ui.fonts import SIZES  # the sizes the UI draws at (pygame is only needed for the app)

    return any(round(low * ppem / units_per_em) == round(high * ppem / units_per_em) for ppem in SIZES)


def keep_thin_bars(font: TTFont) -> list[str]:
    """Relink the edges of bars that hinting would collapse; return the glyph names changed.

    The original program ``PUSHB a b; SVTCA[y]; MDAP[round] b; MDAP[round] a`` rounds
    both edges of the bar independently, so a bar thinner than a pixel lands on one
    row (no ink). ``MDRP[min-distance, round]`` instead places ``a`` at the rounded
    distance from ``b``, never less than one pixel; the reference points and the
    final interpolation are the same, so nothing else of the glyph moves.
    """
    from fontTools.ttLib.tables import ttProgram

    glyf = font["glyf"]
    units_per_em = font["head"].unitsPerEm
    changed = []
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        if glyph.numberOfContours <= 0 or not hasattr(glyph, "program"):
            continue
        assembly = [line.split("\t")[0] for line in glyph.program.getAssembly()]
        if len(assembly) != 8 or tuple(assembly[:1] + assembly[3:]) != _TWO_EDGES:
            continue
        first, second = int(assembly[1]), int(assembly[2])  # ``second`` is popped first
        coordinates = glyph.getCoordinates(glyf)[0]
        low, high = sorted((coordinates[first][1], coordinates[second][1]))
        if low == high or not _collapses(low, high, units_per_em):
            continue
        program = ttProgram.Program()
        program.fromAssembly(
            ["PUSHB[ ]", str(first), str(second), "SVTCA[0]", "MDAP[1]", "MDRP[01100]", "IUP[0]", "IUP[1]"]
        )
        glyph.program = program
        changed.append(name)
    return changed


def subset_font(source: Path, target: Path, codepoints: Iterable[int]) -> tuple[int, int]:
    """Write the subset of ``source`` to ``target``; return (characters kept, bytes)."""
    font = TTFont(source, recalcTimestamp=False, lazy=False)
    available = set(font.getBestCmap())
    keep = sorted(available & set(codepoints))
    subsetter = subset.Subsetter(options=subset_options())
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    keep_thin_bars(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(target, reorderTables=True)
    font.close()
    return len(keep), target.stat().st_size


def find_source_dir(argv: list[str]) -> Path:
    candidates = [Path(argv[0])] if argv else list(SOURCE_CANDIDATES)
    for folder in candidates:
        if all((folder / f"{FAMILY_FILE}-{style}.ttf").is_file() for style in STYLES):
            return folder
    tried = ", ".join(str(p) for p in candidates)
    raise SystemExit(
        f"BIZ UDPGothic not found (looked in {tried}).\n"
        "Fetch it: cd /tmp && apt-get download fonts-morisawa-bizud-gothic && "
        "dpkg-deb -x fonts-morisawa-bizud-gothic_*.deb /tmp/bizud"
    )


def main(argv: list[str]) -> int:
    source_dir = find_source_dir(argv)
    codepoints = wanted_codepoints()
    for style in STYLES:
        name = f"{FAMILY_FILE}-{style}.ttf"
        kept, size = subset_font(source_dir / name, OUT_DIR / name, codepoints)
        original = (source_dir / name).stat().st_size
        print(f"{name}: {kept} characters, {size:,} bytes (original {original:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
