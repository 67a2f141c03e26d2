#!/usr/bin/env bash
# Makes sure the tests have the tools they need: Chromium for the browser
# tests (Debian's package, at scripts/chromium.ts's path, or the one CHROME_PATH names)
# and Java for the W3C Nu HTML Checker (Debian's default-jre-headless).
# On Debian, run as root or with sudo, it installs what is missing: one
# apt-get update, then one install. Where it cannot, a missing Chromium fails;
# a missing Java only warns (the Nu check is then skipped), except where
# CI=true: in CI every check must run, so a missing tool fails.
set -euo pipefail

chrome="${CHROME_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chrome" ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

# can_install: apt-get is here and we are root or have sudo. (A flag, not
# "${as_root+set}": an empty array reads as unset, so root never installed.)
can_install=false
as_root=()
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    can_install=true
  elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
    can_install=true
  fi
fi
if [ "$can_install" = true ]; then
  echo "Installing Debian's ${missing[*]} for the tests…"
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

failed=0
for package in "${missing[@]}"; do
  if [ "$package" = chromium ]; then
    echo "Chromium is missing: install Debian's package (apt-get install chromium) or set CHROME_PATH." >&2
    failed=1
  elif [ "${CI:-}" = true ]; then
    echo "Java is missing, which the W3C Nu HTML Checker needs: install Debian's default-jre-headless." >&2
    failed=1
  else
    echo "Java is missing: the W3C Nu HTML Checker will be skipped (install Debian's default-jre-headless)." >&2
  fi
done
exit "$failed"
