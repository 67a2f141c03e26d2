#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: Debian's package at
# /usr/bin/chromium (or the one CHROME_PATH names). On a fresh Debian machine
# run as root it installs the package; elsewhere it says what to do.
set -euo pipefail

chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    as_root=()
  elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "Chromium is missing: install Debian's package (apt-get install chromium) or set CHROME_PATH." >&2
    exit 1
  fi
  echo "Installing Debian's chromium for the browser tests…"
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "Chromium is missing: install it and set CHROME_PATH to its executable." >&2
exit 1
