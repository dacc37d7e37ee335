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
#     share/icons/hicolor/256x256/apps/feltside.png  its icon
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
ICON="$PREFIX/share/icons/hicolor/256x256/apps/feltside.png"

refresh_menus() {
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$APPS" >/dev/null 2>&1 || true
  fi
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$LIB"
  rm -f "$BIN/feltside" "$BIN/feltside-cli" "$APPS/feltside.desktop" "$ICON"
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
mkdir -p "$PREFIX/lib" "$BIN" "$APPS" "$(dirname "$ICON")"
cp -R "$DIST" "$LIB"
ln -sf "$LIB/Feltside" "$BIN/feltside"
ln -sf "$LIB/feltside-cli" "$BIN/feltside-cli"
cp "$ROOT/assets/images/icon.png" "$ICON"
chmod 644 "$ICON"
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
