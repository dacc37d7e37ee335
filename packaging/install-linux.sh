#!/bin/sh
# Install Feltside (the folder build of `make exe`), its menu entry and icon; or remove them.
#
#     make exe && sh packaging/install-linux.sh              # under ~/.local (no root needed)
#     PREFIX=/opt/feltside sh packaging/install-linux.sh     # under another prefix
#     sh packaging/install-linux.sh --uninstall              # remove what it installed (same PREFIX)
#
# What lands under PREFIX:
#     lib/feltside/                                  the program folder (dist/feltside/)
#     bin/feltside, bin/feltside-cli                 links to the window and to the commands
#     share/applications/feltside.desktop            the menu entry (Games > Feltside)
#     share/icons/hicolor/NxN/apps/feltside.png      its icon at 48, 128, 256 and 512 px
#     share/metainfo/org.feltside.Feltside.metainfo.xml   what software centres show
# The menus' shared cache (update-desktop-database's mimeinfo.cache) is refreshed only where
# it is shared, when PREFIX/share is one of the folders the desktop reads (XDG_DATA_HOME,
# XDG_DATA_DIRS: ~/.local, /usr/local, /usr); under any other PREFIX it would be litter that
# the uninstall could not tell from the desktop's own, so it is never made there.
# The save (~/.local/share/Feltside, or --data-dir) is never touched, by either direction.
# FELTSIDE_DIST names another build folder than dist/feltside/ (the tests use it).
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIST="${FELTSIDE_DIST:-$ROOT/dist/feltside}"
PREFIX="${PREFIX:-$HOME/.local}"
case "$PREFIX" in
  /*) ;;
  *) echo "PREFIX must be an absolute path, not '$PREFIX'." >&2; exit 2 ;;
esac
PREFIX="${PREFIX%/}"
LIB="$PREFIX/lib/feltside"
BIN="$PREFIX/bin"
APPS="$PREFIX/share/applications"
ICONS="$PREFIX/share/icons/hicolor"
ICON="$ICONS/256x256/apps/feltside.png"
SIZES="48 128 256 512"
METAINFO="$PREFIX/share/metainfo/org.feltside.Feltside.metainfo.xml"

# PREFIX/share is a folder the desktop reads (so its menu cache is shared with other programs)
shared_data() {
  for dir in "${XDG_DATA_HOME:-$HOME/.local/share}" $(echo "${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" | tr ':' ' '); do
    [ "${dir%/}" = "$PREFIX/share" ] && return 0
  done
  return 1
}

refresh_menus() {
  if shared_data && command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$APPS" >/dev/null 2>&1 || true
  fi
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$LIB"
  rm -f "$BIN/feltside" "$BIN/feltside-cli" "$APPS/feltside.desktop" "$METAINFO"
  for size in $SIZES; do rm -f "$ICONS/${size}x${size}/apps/feltside.png"; done
  [ -d "$APPS" ] && refresh_menus
  echo "Feltside removed from $PREFIX (your save is kept)."
  exit 0
elif [ $# -gt 0 ]; then
  echo "usage: [PREFIX=DIR] sh packaging/install-linux.sh [--uninstall]" >&2
  exit 2
fi

if [ ! -x "$DIST/Feltside" ] || [ ! -x "$DIST/feltside-cli" ]; then
  echo "Feltside is not built in $DIST: run 'make exe' first." >&2
  exit 1
fi
rm -rf "$LIB"
mkdir -p "$PREFIX/lib" "$BIN" "$APPS" "$(dirname "$METAINFO")"
cp -R "$DIST" "$LIB"
ln -sf "$LIB/Feltside" "$BIN/feltside"
ln -sf "$LIB/feltside-cli" "$BIN/feltside-cli"
for size in $SIZES; do
  mkdir -p "$ICONS/${size}x${size}/apps"
  cp "$ROOT/packaging/icons/feltside-$size.png" "$ICONS/${size}x${size}/apps/feltside.png"
  chmod 644 "$ICONS/${size}x${size}/apps/feltside.png"
done
cp "$ROOT/packaging/org.feltside.Feltside.metainfo.xml" "$METAINFO"
chmod 644 "$METAINFO"
# the entry names the program and icon by full path: it works whether or not PREFIX/bin is on PATH
sed -e "s|^Exec=.*|Exec=\"$BIN/feltside\"|" -e "s|^Icon=.*|Icon=$ICON|" \
  "$ROOT/packaging/feltside.desktop" > "$APPS/feltside.desktop"
chmod 644 "$APPS/feltside.desktop"
refresh_menus
echo "Feltside installed under $PREFIX: $BIN/feltside (the window), $BIN/feltside-cli (the commands), menu: Games > Feltside"
case ":$PATH:" in
  *":$BIN:"*) ;;
  *) echo "Note: $BIN is not on your PATH; the menu entry works anyway." ;;
esac
