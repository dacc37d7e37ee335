#!/bin/sh
# Install the one-file executable, its desktop entry and icon for the current user.
#     make exe && sh packaging/install-linux.sh
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN="${XDG_BIN_HOME:-$HOME/.local/bin}"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
install -Dm755 "$ROOT/dist/feltside" "$BIN/feltside"
install -Dm644 "$ROOT/assets/images/icon.png" "$DATA/icons/hicolor/256x256/apps/feltside.png"
install -Dm644 "$ROOT/packaging/feltside.desktop" "$DATA/applications/feltside.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$DATA/applications" || true
echo "Feltside installed: $BIN/feltside (menu: Games > Feltside)"
