#!/usr/bin/env bash
# Times the Auto Layout solver (LayoutEngine.compute: every layout pass, building and solving the
# constraint system) against kiwisolver, the C++ Cassowary peer, on the same systems in one run.
#   Scripts/bench-solver.sh [--quick] [--no-peer] [--peer-growth] [--no-matrix]
# The systems are the shared benchmark scripts': solver_specs.py writes them as layout specs,
# kiwi_peer.py builds and times them in kiwisolver (an equal-width chain, a grid of cells with
# labels, independent cells with a label each). Per system, kiwi_peer.py (build_s: its
# addConstraint loop, which solves as it goes, plus updateVariables) and then SolverBenchmarks
# (Benchmarks/SolverBenchmarks, release; the spec parsed once, untimed), and a table: constraints,
# kiwi's build time, ours, the ratio kiwi / ours, and our µs per constraint. Then a growth series
# of independent cells (ours only unless --peer-growth) with the fitted exponent (least squares
# of log t on log n), and the device-matrix figure: the same spec computed on every device and
# orientation of all-devices, against that many single-device computations.
#
# Default systems: chain 400, grid 32,32, independent 1999 (kiwi: 21.8 s and 39.6 s for the first
# two on the development machine, so a full run takes several minutes); growth 250 500 1000 1500
# 1999. Independent cells are 10 constraints each: 1999 is the most the product's limit of 20,000
# constraints in one model allows (Docs/LIMITS.md); larger specs are refused, as a user's would be.
# matrix on chain 400 and grid 8,8.
#   --quick        chain 100, grid 8,8, independent 1000; growth 250 … 1999; matrix on chain 100
#                  (a couple of minutes)
#   --no-peer      ours only (no kiwisolver, no virtualenv)
#   --peer-growth  kiwi on the growth series too (the full series takes well over an hour)
#   --no-matrix    skip the device-matrix figure
# Each system is timed three times: as the product runs (a part identical to one solved before takes
# its solution, ComponentCache; a big system's independent parts solved on every core), with
# --threads 1 (the same on one core: kiwi uses one) and with --solve-every-part (every part
# solved), all in the table.
# Environment: BENCH_DIR   the shared benchmark scripts (default: ../shared/bench beside the repo);
#                          they are not part of this repository: without them the script exits 2
#              PEER_VENV   kiwisolver's virtualenv (default /tmp/layout-peers, made by setup_peers.sh)
#              KIWI_REPS   kiwi builds per system (default 1; 3 with --quick)
#              OURS_REPS   our timed runs per system after one warm-up (default 5; big systems 3)
#              BENCH_KEEP=1 keeps the specs and raw JSON output (the path is printed)
# Progress goes to stderr, the tables to stdout. Figures, not assertions: never a timing check in
# a test (CONTRIBUTING.md, "Benchmarks").
set -euo pipefail
script_dir="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$script_dir/.." && pwd)"
bench_dir="${BENCH_DIR:-$repo/../shared/bench}"
venv="${PEER_VENV:-/tmp/layout-peers}"

quick=0; peer=1; peer_growth=0; matrix=1
usage="usage: $0 [--quick] [--no-peer] [--peer-growth] [--no-matrix]"
while [ "$#" -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --no-peer) peer=0 ;;
    --peer-growth) peer_growth=1 ;;
    --no-matrix) matrix=0 ;;
    -h|--help) echo "$usage"; exit 0 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
  shift
done
[ "$peer" = 1 ] || peer_growth=0

die() { echo "bench-solver: $*" >&2; exit 1; }
step() { echo "== $*" >&2; }

if [ ! -d "$bench_dir" ]; then
  echo "bench-solver: needs the project's shared benchmark scripts (solver_specs.py, kiwi_peer.py," >&2
  echo "  setup_peers.sh) at $bench_dir, which is not there. They are not part of this repository;" >&2
  echo "  set BENCH_DIR to the folder that holds them." >&2
  exit 2
fi
bench_dir="$(cd "$bench_dir" && pwd)"
for f in solver_specs.py kiwi_peer.py setup_peers.sh; do
  [ -f "$bench_dir/$f" ] || { echo "bench-solver: missing $bench_dir/$f (set BENCH_DIR)" >&2; exit 2; }
done

if [ "$quick" = 1 ]; then
  systems=("chain 100" "grid 8,8" "independent 1000")
  growth=(250 500 1000 1999)
  matrix_systems=("chain 100")
  matrix_reps=3
  kiwi_reps="${KIWI_REPS:-3}"
else
  systems=("chain 400" "grid 32,32" "independent 1999")
  growth=(250 500 1000 1500 1999)
  matrix_systems=("chain 400" "grid 8,8")
  matrix_reps=2
  kiwi_reps="${KIWI_REPS:-1}"
fi
ours_reps="${OURS_REPS:-}"

py=python3
if [ "$peer" = 1 ]; then
  if "$venv/bin/python" -c 'import kiwisolver' 2>/dev/null; then
    step "kiwisolver already in $venv"
  else
    step "peers (setup_peers.sh, venv $venv)"
    PEER_VENV="$venv" bash "$bench_dir/setup_peers.sh" >&2 || die "setup_peers.sh failed"
    "$venv/bin/python" -c 'import kiwisolver' 2>/dev/null || die "no kiwisolver in $venv after setup_peers.sh"
  fi
  py="$venv/bin/python"
fi
command -v "$py" >/dev/null 2>&1 || die "no $py"

work="$(mktemp -d "${TMPDIR:-/tmp}/bench-solver.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then
  echo "bench-solver: keeping specs and raw output in $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi

step "SolverBenchmarks (swift build -c release)"
(cd "$repo" && swift build -c release --product SolverBenchmarks >&2) || die "SolverBenchmarks did not build"
bin="$(cd "$repo" && swift build -c release --show-bin-path)/SolverBenchmarks"
[ -x "$bin" ] || die "no SolverBenchmarks binary at $bin"

key() { echo "$1_${2//,/x}"; }                     # "grid" "32,32" -> grid_32x32
scenario() { case "$1" in chain) echo a_chain ;; grid) echo b_grid ;; independent) echo d_independent ;; esac; }

spec_for() {  # kind arg -> path of the spec (written once)
  local k; k="$(key "$1" "$2")"
  if [ ! -f "$work/$k.json" ]; then
    "$py" "$bench_dir/solver_specs.py" "$1" "$2" > "$work/$k.json" || die "solver_specs.py $1 $2 failed"
  fi
  echo "$work/$k.json"
}

run_ours() {  # kind arg [extra SolverBenchmarks options…]
  local kind="$1" arg="$2"; shift 2
  local k spec reps; k="$(key "$kind" "$arg")"; spec="$(spec_for "$kind" "$arg")"
  [ -s "$work/$k.ours.json" ] && [ "$#" -eq 0 ] && return 0
  reps="$ours_reps"
  if [ -z "$reps" ]; then
    # Big systems take seconds a run: fewer repetitions.
    local views; views="$(grep -o '"id"' "$spec" | wc -l)"
    if [ "$views" -gt 8000 ]; then reps=3; else reps=5; fi
  fi
  step "ours: $kind $arg ($reps runs after a warm-up)"
  "$bin" "$spec" --name "$kind $arg" --reps "$reps" "$@" > "$work/$k.ours.tmp" || die "SolverBenchmarks failed on $kind $arg"
  if [ "$#" -eq 0 ]; then mv "$work/$k.ours.tmp" "$work/$k.ours.json"; else mv "$work/$k.ours.tmp" "$work/$k.matrix.json"; fi
}

run_kiwi() {  # kind arg
  local k; k="$(key "$1" "$2")"
  [ -s "$work/$k.kiwi.json" ] && return 0
  step "kiwi: $(scenario "$1") $2 ($kiwi_reps builds; started $(date +%H:%M:%S))"
  "$py" "$bench_dir/kiwi_peer.py" "$(scenario "$1")" "$2" "$kiwi_reps" 0 > "$work/$k.kiwi.json" || die "kiwi_peer.py failed on $1 $2"
}

run_ours_every_part() {  # kind arg: the same, every part solved (no reuse of identical parts)
  local kind="$1" arg="$2" k spec reps; k="$(key "$kind" "$arg")"; spec="$(spec_for "$kind" "$arg")"
  reps="${ours_reps:-3}"
  step "ours, every part solved: $kind $arg ($reps runs after a warm-up)"
  "$bin" "$spec" --name "$kind $arg" --reps "$reps" --solve-every-part > "$work/$k.every.json" || die "SolverBenchmarks --solve-every-part failed on $kind $arg"
}

run_ours_one_thread() {  # kind arg: as the product runs, but every part on one thread
  local kind="$1" arg="$2" k spec reps; k="$(key "$kind" "$arg")"; spec="$(spec_for "$kind" "$arg")"
  reps="${ours_reps:-3}"
  step "ours, one thread: $kind $arg ($reps runs after a warm-up)"
  "$bin" "$spec" --name "$kind $arg" --reps "$reps" --threads 1 > "$work/$k.one.json" || die "SolverBenchmarks --threads 1 failed on $kind $arg"
}

for s in "${systems[@]}"; do
  read -r kind arg <<< "$s"
  [ "$peer" = 1 ] && run_kiwi "$kind" "$arg"
  run_ours "$kind" "$arg"
  run_ours_one_thread "$kind" "$arg"
  run_ours_every_part "$kind" "$arg"
done
for n in "${growth[@]}"; do
  [ "$peer_growth" = 1 ] && run_kiwi independent "$n"
  run_ours independent "$n"
done
if [ "$matrix" = 1 ]; then
  for s in "${matrix_systems[@]}"; do
    read -r kind arg <<< "$s"
    step "ours: $kind $arg on every device and orientation of all-devices"
    run_ours "$kind" "$arg" --matrix all-devices --orientations all --matrix-reps "$matrix_reps"
  done
fi

systems_list="$(printf '%s;' "${systems[@]}")"
growth_list="${growth[*]}"
matrix_list="$( [ "$matrix" = 1 ] && printf '%s;' "${matrix_systems[@]}" || true)"
python3 - "$work" "$systems_list" "$growth_list" "$matrix_list" "$peer" <<'PY'
import json, math, os, sys
work, systems, growth, matrix, peer = sys.argv[1], [s for s in sys.argv[2].split(";") if s], sys.argv[3].split(), \
    [s for s in sys.argv[4].split(";") if s], sys.argv[5] == "1"

def key(kind, arg):
    return "%s_%s" % (kind, arg.replace(",", "x"))

def load(path):
    if not os.path.exists(path):
        return None
    for line in open(path):
        line = line.strip()
        if line.startswith("{"):
            return json.loads(line)
    return None

def times(r):
    return ("%9.2f×" if r < 10 else "%9.0f×") % r

def ok(o):
    c = o["check"]
    s = "ok" if c["ok"] else "WRONG (max error %g, %d unsatisfiable)" % (c.get("max_error", float("nan")), c["unsatisfiable"])
    if c["ambiguous"]:
        s += ", %d ambiguous" % c["ambiguous"]
    return s

print("build-and-solve, wall clock, one run; kiwi: kiwi_peer.py build_s (median of its builds), "
      "ours: LayoutEngine.compute on %s (median)" % "iPhone 16 Pro portrait")
fmt = "%-18s %9s %9s %12s %11s %10s %8s %11s %10s %11s %10s %8s  %s"
print(fmt % ("system", "kiwi cons", "our cons", "kiwi s", "ours s", "kiwi/ours", "µs/cons", "one thread", "kiwi/that",
             "every part", "kiwi/that", "µs/cons", "our layout"))
for s in systems:
    kind, arg = s.split()
    o, k = load("%s/%s.ours.json" % (work, key(kind, arg))), load("%s/%s.kiwi.json" % (work, key(kind, arg)))
    e = load("%s/%s.every.json" % (work, key(kind, arg)))
    t = load("%s/%s.one.json" % (work, key(kind, arg)))
    ks = "%12.4f" % k["build_s_med"] if k else "%12s" % "-"
    kc = "%9d" % k["n_cons"] if k else "%9s" % "-"
    ratio = times(k["build_s_med"] / o["median_s"]) if k else "%10s" % "-"
    eratio = times(k["build_s_med"] / e["median_s"]) if k and e else "%10s" % "-"
    tratio = times(k["build_s_med"] / t["median_s"]) if k and t else "%10s" % "-"
    print(fmt % (s, kc, o["constraints"], ks, "%11.4f" % o["median_s"], ratio, "%8.2f" % o["us_per_constraint"],
                 "%11.4f" % t["median_s"] if t else "-", tratio,
                 "%11.4f" % e["median_s"] if e else "-", eratio, "%8.2f" % e["us_per_constraint"] if e else "-", ok(o)
                 + ("" if not k or k["ok"] else "; kiwi's check failed") + ("" if not e or e["check"]["ok"] else "; every-part check FAILED")))
print("our cons = the model's constraints + the intrinsic-size ones the engine generates (kiwi_peer.py "
      "writes those by hand); µs/cons = ours s / our cons. ours: as the product runs (a part identical to one "
      "solved before takes its solution: ComponentCache; a big system's parts on every core, %d here); one thread: "
      "--threads 1; every part: --solve-every-part, each part solved. "
      "Targets: kiwi/ours >= 1000×, about 1 µs per constraint." % load("%s/%s.ours.json" % (work, key(*systems[0].split())))["threads"])
readings = {load("%s/%s.ours.json" % (work, key(*s.split()))).get("spec_reading") for s in systems} - {None}
for r in readings:
    print("note: " + r)

print()
print("growth, independent cells (ours%s)" % (", kiwi" if any(load("%s/%s.kiwi.json" % (work, key("independent", n))) for n in growth) else ""))
gfmt = "%-8s %9s %11s %8s %12s %10s"
print(gfmt % ("cells", "our cons", "ours s", "µs/cons", "kiwi s", "kiwi/ours"))
xs, ys, kx, ky = [], [], [], []
for n in growth:
    o, k = load("%s/%s.ours.json" % (work, key("independent", n))), load("%s/%s.kiwi.json" % (work, key("independent", n)))
    xs.append(math.log(int(n))); ys.append(math.log(o["median_s"]))
    if k:
        kx.append(math.log(int(n))); ky.append(math.log(k["build_s_med"]))
    print(gfmt % (n, o["constraints"], "%11.4f" % o["median_s"], "%8.2f" % o["us_per_constraint"],
                  "%12.4f" % k["build_s_med"] if k else "-", times(k["build_s_med"] / o["median_s"]) if k else "-"))

def slope(x, y):
    mx, my = sum(x) / len(x), sum(y) / len(y)
    return sum((a - mx) * (b - my) for a, b in zip(x, y)) / sum((a - mx) ** 2 for a in x)

print("growth exponent (least squares of log t on log n): ours %.3f%s (target: 1, linear)"
      % (slope(xs, ys), "; kiwi %.3f" % slope(kx, ky) if len(kx) > 1 else ""))

if matrix:
    print()
    print("device matrix: the same spec on every device and orientation of all-devices, one compute each, "
          "inside one LayoutEngine.reusingSolutions")
    mfmt = "%-18s %8s %10s %13s %15s %9s %10s  %s"
    print(mfmt % ("system", "layouts", "matrix s", "per layout s", "from scratch s", "ratio", "(of mins)", "conflicts"))
    for s in matrix:
        kind, arg = s.split()
        o = load("%s/%s.matrix.json" % (work, key(kind, arg)))
        m = o["matrix"]
        print(mfmt % (s, m["layouts"], "%10.4f" % m["total_s"], "%13.6f" % m["per_layout_s"], "%15.4f" % m["from_scratch_total_s"],
                      "%9.3f" % m["ratio_to_from_scratch"], "%10.3f" % m["ratio_of_minimums"], m["layouts_with_conflicts"]))
    print("from scratch = as many computations on iPhone 16 Pro portrait, in passes alternating with the matrix's; "
          "ratio = matrix / from scratch (medians of %d passes; target: a fraction), (of mins) with minimums. %s."
          % (m["passes"], m["method"]))
PY
