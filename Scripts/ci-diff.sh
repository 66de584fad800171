#!/usr/bin/env bash
# Layout review for a pull request that has no snapshot tests (issue 12, point 4):
#
#   Scripts/ci-diff.sh BASE HEAD [SPEC…]
#
# renders the specs (default: every Examples/*.json at each revision) at two git revisions across
# a device matrix, each with that revision's own layout-snapshot, writes the geometry beside each
# PNG, and compares the two folders with HEAD's tool: `layout-snapshot diff --html` writes the
# review page (changed, added, removed and unchanged pictures, five ways to compare, the geometry
# changes). Exit status: 0 nothing changed, 1 something did (the page says what), 2 a failure.
#
# Environment:
#   CI_DIFF_OUT     where everything goes (default .build/ci-diff): base/, head/, page/index.html
#   CI_DIFF_MATRIX  the device matrix (default distinct-geometries: one device per distinct screen;
#                   all-devices for every one)
#
# Both revisions are built in one worktree (.build/ci-diff/src, checked out in turn), so the
# second build compiles only what changed between them.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
# Any failure before the comparison (a revision that does not build, a spec that does not render)
# is exit 2, never taken for "changed" (1) or "the same" (0).
trap 'echo "ci-diff: failed (line $LINENO)" >&2; exit 2' ERR
if [ $# -lt 2 ]; then
  echo "usage: Scripts/ci-diff.sh BASE HEAD [SPEC…]" >&2
  exit 2
fi
base_rev="$1"; head_rev="$2"; shift 2
./Scripts/ensure-deps.sh

out="${CI_DIFF_OUT:-.build/ci-diff}"
matrix="${CI_DIFF_MATRIX:-distinct-geometries}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
src="$out/src"
base_sha="$(git rev-parse --verify "$base_rev^{commit}")" || { echo "ci-diff: $base_rev is not a revision" >&2; exit 2; }
head_sha="$(git rev-parse --verify "$head_rev^{commit}")" || { echo "ci-diff: $head_rev is not a revision" >&2; exit 2; }

if [ ! -e "$src/.git" ]; then
  git worktree prune
  git worktree add --detach "$src" "$base_sha" >/dev/null
fi

# Renders the specs at one revision into $out/<side>/<spec name>/; sets $bin to its tool.
render_at() {
  local sha="$1" side="$2"
  git -C "$src" checkout --quiet --detach "$sha"
  swift build -c release --product layout-snapshot --package-path "$src" >&2
  bin="$(swift build -c release --package-path "$src" --show-bin-path)/layout-snapshot"
  rm -rf "${out:?}/$side"
  mkdir -p "$out/$side"
  local specs=("$@")
  if [ ${#specs[@]} -eq 0 ]; then
    specs=()
    for f in "$src"/Examples/*.json; do [ -e "$f" ] && specs+=("Examples/$(basename "$f")"); done
  fi
  for spec in "${specs[@]}"; do
    local name
    name="$(basename "$spec" .json)"
    if [ ! -e "$src/$spec" ]; then
      echo "ci-diff: $spec is not in $side ($sha); its pictures count as added or removed" >&2
      continue
    fi
    "$bin" render "$src/$spec" --matrix "$matrix" --out "$out/$side/$name"
    "$bin" compute "$src/$spec" --matrix "$matrix" --format json --out "$out/$side/$name"
  done
}

bin=""
render_at "$base_sha" base "$@"
render_at "$head_sha" head "$@"
# The tool of HEAD compares and writes the page (a copy outside the worktree, which moves on).
cp "$bin" "$out/layout-snapshot"
trap - ERR
set +e
"$out/layout-snapshot" diff "$out/base" "$out/head" --html "$out/page" > "$out/diff.txt"
status=$?
set -e
tail -n 1 "$out/diff.txt"
if [ $status -le 1 ]; then
  echo "review page: $out/page/index.html (base $base_rev, head $head_rev, matrix $matrix)"
fi
exit $status
