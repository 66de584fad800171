#!/usr/bin/env bash
# Installs the system packages the build needs when they are missing (a fresh machine):
# libpng's headers and pkg-config for the PNG codec, python3 for the catalog-freshness test,
# Debian's fonts-inter and python3-fonttools for the text-metrics and glyph-outline freshness tests (Debian's fontTools
# is for /usr/bin/python3, which those tests and Scripts/fonts/extract_inter_*.py use).
set -euo pipefail
missing=()
command -v pkg-config >/dev/null || missing+=(pkg-config)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
command -v python3 >/dev/null || missing+=(python3)
[ -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || missing+=(fonts-inter)
{ [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import fontTools' 2>/dev/null; } || missing+=(python3-fonttools)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}" >&2
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "swift is not on PATH (expected the toolchain at /opt/swift/usr/bin)" >&2; exit 1; }
