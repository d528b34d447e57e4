#!/bin/sh
# Add Mars Tabletop to the desktop's application menu (current user only).
#
#   ./install-desktop-entry.sh            # install or refresh the menu entry
#   ./install-desktop-entry.sh --remove   # take it out again
#
# Run it from the built folder (dist/mars-tabletop/), next to the
# `mars-tabletop` program; the entry points at that folder, so run it again
# if you move the folder. Nothing outside ~/.local/share is touched.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/mars-tabletop.desktop"
icon_dir="$data/icons/hicolor"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icon_dir" || true
}

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$icon_dir/256x256/apps/mars-tabletop.png" "$icon_dir/512x512/apps/mars-tabletop.png"
    refresh
    echo "removed $entry"
    exit 0
fi

program="$here/mars-tabletop"
if [ ! -x "$program" ]; then
    echo "error: $program not found; run this script from the built dist/mars-tabletop/ folder" >&2
    exit 1
fi
case "$here" in
    *'"'* | *'`'* | *'$'* | *'\'* | *'|'* | *'&'*)
        echo "error: move the folder to a path without any of these characters: \" \` \$ \\ | &" >&2
        exit 1
        ;;
esac

mkdir -p "$data/applications" "$icon_dir/256x256/apps" "$icon_dir/512x512/apps"
cp "$here/mars-tabletop.png" "$icon_dir/256x256/apps/mars-tabletop.png"
if [ -f "$here/mars-tabletop-512.png" ]; then
    cp "$here/mars-tabletop-512.png" "$icon_dir/512x512/apps/mars-tabletop.png"
fi
sed -e "s|^Exec=.*|Exec=\"$program\"|" \
    -e "s|^TryExec=.*|TryExec=$program|" \
    "$here/mars-tabletop.desktop" >"$entry.tmp"
chmod 644 "$entry.tmp"
mv "$entry.tmp" "$entry"
refresh
echo "installed $entry"
