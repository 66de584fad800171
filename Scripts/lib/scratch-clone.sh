# Sourced by the scripts that try the library from a separate package (check-user-package.sh,
# check-doc-examples.sh). `scratch_clone NAME` makes a scratch folder ($work, removed on exit
# unless KEEP=1) holding the repository's files under LayoutSnapshotTesting/, as a fresh clone
# has them: only what git tracks or would track, no .build, nothing from outside the repository
# (a package's identity is its folder's name, so the folder keeps the library's).
scratch_clone() {
  local repo
  repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  work="$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")"
  if [ "${KEEP:-0}" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
  mkdir -p "$work/LayoutSnapshotTesting"
  git -C "$repo" ls-files -z --cached --others --exclude-standard \
    | while IFS= read -r -d '' file; do if [ -e "$repo/$file" ]; then printf '%s\0' "$file"; fi; done \
    | tar -C "$repo" --null -T - -cf - | tar -C "$work/LayoutSnapshotTesting" -xf -
}
