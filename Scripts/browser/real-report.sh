#!/usr/bin/env bash
# A review page written by the real tool, for the browser test (Scripts/test.sh): the login
# example on an iPhone SE, and again with its button 4 pt higher, as two folders of pictures with
# their geometry; `layout-snapshot diff --html` of the two (changed, added, removed and same
# pictures). Prints the page's folder.
#   Scripts/browser/real-report.sh BIN OUT
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="$1"; out="$2"
rm -rf "$out"
mkdir -p "$out/a" "$out/b"
sed 's/signIn.bottom == loginRoot.bottom - 20/signIn.bottom == loginRoot.bottom - 24/' Examples/login.json > "$out/moved-login.json"
grep -q 'loginRoot.bottom - 24' "$out/moved-login.json"
for side in a b; do
  spec=Examples/login.json
  [ "$side" = b ] && spec="$out/moved-login.json"
  "$bin" render "$spec" --device "iPhone SE (3rd generation)" --out "$out/$side/login.png" 2>/dev/null
  "$bin" compute "$spec" --device "iPhone SE (3rd generation)" --format json > "$out/$side/login.json"
done
"$bin" render Examples/form.json --device "iPhone 15 Pro" --out "$out/a/form.png" 2>/dev/null
cp "$out/a/form.png" "$out/b/form.png"
"$bin" render Examples/profile.json --device "iPad Pro 11-inch (M4)" --orientation landscapeLeft --out "$out/a/profile.png" 2>/dev/null
"$bin" render Examples/article.json --device "iPhone 15 Pro" --out "$out/b/article.png" 2>/dev/null
set +e
"$bin" diff "$out/a" "$out/b" --html "$out/page" >/dev/null 2>&1
status=$?
set -e
if [ $status -ne 1 ]; then echo "real-report: diff exited $status, expected 1 (differences)" >&2; exit 1; fi
echo "$out/page"
