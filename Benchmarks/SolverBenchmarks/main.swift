import Foundation
import LayoutEngine
import StrictJSON

// Auto Layout solver benchmarks (not tests): figures for the issue notes, printed as JSON lines so
// Scripts/bench-solver.sh can put them beside ../shared/bench/kiwi_peer.py's on the same systems.
//
//   SolverBenchmarks SPEC.json [--name NAME] [--reps 5] [--warmup 1] [--device NAME] [--orientation O] [--solve-every-part] [--threads N]
//   SolverBenchmarks SPEC.json --matrix all-devices [--orientations all|default] [--matrix-reps 1] …
//
// The spec is read and parsed once, outside the timing. What is timed is
// `LayoutEngine.compute(spec.root, in: environment)`: model to solved frames, every layout pass,
// building each pass's constraint system and solving it, i.e. the engine's build-and-solve (what
// kiwi_peer.py's build_s times for kiwi: its addConstraint loop, which solves as it goes).
// Wall time (the monotonic clock), as kiwi_peer.py's time.perf_counter. The environment is the
// spec's device and orientation, else iPhone 16 Pro in portrait (the spec's default).
//
// Output, single mode: one line {"spec", "views", "model_constraints", "intrinsic_constraints",
// "constraints", "median_s", "min_s", "max_s", "reps", "us_per_constraint", "check", …}.
// `constraints` = the model's constraints (every view's `constraints`) + the intrinsic-size ones
// the engine generates (two per axis of a view with an intrinsic size: hugging and compression
// resistance), the count comparable with kiwi_peer.py's n_cons, which writes those by hand; the
// engine also generates encapsulated constraints for the views it does not place (root views),
// not counted. `us_per_constraint` divides the median by `constraints`.
//
// Matrix mode: the same spec on every device of a `DeviceMatrix` (`--matrix all-devices`…) in
// every orientation it supports (`--orientations default`: portrait and landscapeLeft, what
// assertLayoutSnapshot checks by default), one `compute` each inside one
// `LayoutEngine.reusingSolutions` (as `render --matrix` and assertLayoutSnapshot compute a
// matrix), after the single-device runs (which warm up). The reference is a pass of as many
// computations from scratch on the single device (each with only its own store); `--matrix-reps`
// passes of each, alternating (medians). Prints the total and per-layout times and ratio =
// matrix / from scratch.
//
// Reuse: the engine solves each distinct part of a system once (`ComponentCache`: identical
// cells, and across a matrix the parts no screen-dependent constant reaches). That is on, as in
// the product; `--solve-every-part` turns it off (an SPI for this benchmark), for the figures
// without it.
//
// Threads: a big system's independent parts are solved on every core (`LayoutEngine.solverThreads`,
// as in the product); `--threads 1` gives the single-thread figures (printed as "threads").

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("SolverBenchmarks: " + message + "\n").utf8))
    exit(2)
}

let usage = """
    usage: SolverBenchmarks SPEC.json [--name NAME] [--reps N] [--warmup N] [--device NAME] [--orientation O]
                                      [--solve-every-part] [--threads N] [--matrix MATRIX [--orientations all|default] [--matrix-reps N]]
    """
var specPath: String?
var name: String?
var reps = 5
var warmup = 1
var deviceName: String?
var orientationName: String?
var matrix: DeviceMatrix?
var allOrientations = true
var matrixReps = 1
var solveEveryPartArgument = false
var threadsArgument: Int?
var arguments = Array(CommandLine.arguments.dropFirst())[...]
@MainActor func value(_ option: String) -> String {
    guard let v = arguments.popFirst() else { fail("\(option) needs a value") }
    return v
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--name": name = value(argument)
    case "--solve-every-part": solveEveryPartArgument = true
    case "--threads":
        guard let v = arguments.popFirst().flatMap(Int.init), v > 0 else { fail("--threads needs a positive count") }
        threadsArgument = v
    case "--reps":
        guard let v = arguments.popFirst().flatMap(Int.init), v > 0 else { fail("--reps needs a positive count") }
        reps = v
    case "--warmup":
        guard let v = arguments.popFirst().flatMap(Int.init), v >= 0 else { fail("--warmup needs a count") }
        warmup = v
    case "--device": deviceName = value(argument)
    case "--orientation": orientationName = value(argument)
    case "--matrix":
        guard let v = arguments.popFirst().flatMap(DeviceMatrix.init(name:)) else {
            fail("--matrix needs one of \(DeviceMatrix.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        matrix = v
    case "--matrix-reps":
        guard let v = arguments.popFirst().flatMap(Int.init), v > 0 else { fail("--matrix-reps needs a positive count") }
        matrixReps = v
    case "--orientations":
        switch arguments.popFirst() {
        case "all": allOrientations = true
        case "default": allOrientations = false
        default: fail("--orientations needs all or default")
        }
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") || specPath != nil { fail("unexpected argument \(argument)\n\(usage)") }
        specPath = argument
    }
}
guard let specPath else { fail(usage) }
let solveEveryPart = solveEveryPartArgument
let threads = threadsArgument ?? LayoutEngine.solverThreads

// MARK: The spec, read once (not timed)

guard let data = FileManager.default.contents(atPath: specPath) else { fail("\(specPath): cannot read") }
let spec: LayoutSpec
do { spec = try SpecReader.read(bytes: Array(data), file: specPath) } catch { fail("\(error)") }
let specName = name ?? URL(fileURLWithPath: specPath).deletingPathExtension().lastPathComponent

/// Every view the model writes, controllers' views and table rows' subviews included.
func modelViews(_ root: ViewControllerNode) -> [View] {
    var result: [View] = []
    var controllers = [root]
    var stack: [View] = []
    while let node = controllers.popLast() {
        if case .viewController(let vc) = node, let view = vc.view { stack.append(view) }
        controllers += node.containedControllers
    }
    while let v = stack.popLast() {
        result.append(v)
        stack += v.subviews
        for row in v.rows { stack += row.subviews }
    }
    return result
}

let views = modelViews(spec.root)
let modelConstraints = views.reduce(0) { $0 + $1.constraints.count }
// Hugging and compression resistance: two per axis that has an intrinsic size (UIKit's rule;
// -1 = UIView.noIntrinsicMetric, no constraint on that axis).
let intrinsicConstraints = views.reduce(0) { sum, v in
    guard let s = v.intrinsicContentSize else { return sum }
    return sum + (s.width >= 0 ? 2 : 0) + (s.height >= 0 ? 2 : 0)
}
let constraintCount = modelConstraints + intrinsicConstraints

// MARK: Environments

let catalog = DeviceCatalog.bundled
func environment(device: Device, orientation: InterfaceOrientation) -> LayoutEnvironment {
    LayoutEnvironment(device: device, orientation: orientation,
                      contentSizeCategory: spec.environment.contentSizeCategory ?? .large,
                      layoutDirection: spec.environment.layoutDirection ?? .leftToRight, catalog: catalog)
}
let single: LayoutEnvironment = {
    do {
        let device = try catalog.device(named: deviceName ?? spec.environment.device ?? "iPhone 16 Pro", os: spec.environment.os)
        let orientation = try orientationName.map { o in
            guard let v = InterfaceOrientation(specName: o) else { throw SpecError(file: specPath, path: nil, message: "unknown orientation \(o)") }
            return v
        } ?? spec.environment.orientation ?? .portrait
        return environment(device: device, orientation: orientation)
    } catch { fail("\(error)") }
}()

// MARK: Timing

let clockStart = ContinuousClock.now
func now() -> Double {
    let d = ContinuousClock.now - clockStart
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func compute(in environment: LayoutEnvironment) -> ComputedLayout {
    do {
        return try LayoutEngine.$solverThreads.withValue(threads) {
            try LayoutEngine.$solvesEveryPart.withValue(solveEveryPart) { try LayoutEngine.compute(spec.root, in: environment) }
        }
    } catch { fail("compute on \(environment.device.name) \(environment.orientation.rawValue): \(error)") }
}

/// Times `body` `reps` times after `warmup` untimed runs; returns the times and the last result.
func time<T>(reps: Int, warmup: Int, _ body: () -> T) -> (times: [Double], last: T) {
    var last: T?
    for _ in 0 ..< warmup { last = body() }
    var times: [Double] = []
    for _ in 0 ..< reps {
        let start = now()
        let result = body()
        times.append(now() - start)
        last = result
    }
    return (times, last!)
}

// MARK: Checks

/// The layout is the one the system asks for: no unsatisfiable constraints, passes converged, and
/// per system a property of the solution (kiwi_peer.py's chain check; the grid's and the
/// independent cells' required relations, and their labels' intrinsic sizes where they fit).
func check(_ layout: ComputedLayout) -> [String: JSONValue] {
    var byID: [String: ComputedView] = [:]
    for v in layout.views { byID[v.id] = v }
    let unsatisfiable = layout.diagnostics.filter { $0.kind == .unsatisfiableConstraints }.count
    let ambiguous = layout.diagnostics.filter { $0.kind == .ambiguousLayout }.count
    let notConverged = layout.diagnostics.filter { $0.kind == .layoutDidNotConverge }.count
    var result: [String: JSONValue] = [
        "unsatisfiable": .number(Double(unsatisfiable)), "ambiguous": .number(Double(ambiguous)),
        "did_not_converge": .number(Double(notConverged)),
    ]
    var ok = unsatisfiable == 0 && notConverged == 0
    let tolerance = 1e-6
    var worst = 0.0
    func near(_ a: Double, _ b: Double) { worst = max(worst, abs(a - b)) }
    func atLeast(_ a: Double, _ b: Double) { worst = max(worst, b - a) }  // a >= b
    guard let box = byID["box"] else { result["ok"] = .bool(false); result["system"] = .string("no view named box"); return result }

    if byID["v0"] != nil {
        // Chain: every width is (W − 8(n+1))/n, the views abut with 8 between them.
        var n = 0
        while byID["v\(n)"] != nil { n += 1 }
        let expected = (box.frame.width - 8 * Double(n + 1)) / Double(n)
        var x = 8.0
        for i in 0 ..< n {
            let f = byID["v\(i)"]!.frame
            near(f.width, expected); near(f.minX, x); near(f.minY, 8); near(f.height, box.frame.height - 16)
            x = f.maxX + 8
        }
        result["system"] = .string("chain"); result["expected_width"] = .number(expected)
    } else if byID["row0"] != nil {
        // Grid: rows stacked 4 apart from y = 20, at least 44 high, within the box; cells fill their
        // row's height, at least 8 apart; labels inside their cell inset by 4, centred horizontally.
        var r = 0
        var y = 20.0
        while let row = byID["row\(r)"] {
            near(row.frame.minY, y); atLeast(row.frame.height, 44); near(row.frame.width, box.frame.width)
            y = row.frame.maxY + 4
            var c = 0
            var previousMaxX = 0.0
            while let cell = byID["c\(r)_\(c)"] {
                near(cell.frame.minY, 0); near(cell.frame.height, row.frame.height)
                atLeast(cell.frame.minX, previousMaxX + 8); previousMaxX = cell.frame.maxX
                if let label = byID["lb\(r)_\(c)"] {
                    atLeast(label.frame.minX, 4); atLeast(cell.frame.width - 4, label.frame.maxX)
                    atLeast(label.frame.minY, 4); atLeast(cell.frame.height - 4, label.frame.maxY)
                    near(label.frame.midX, cell.frame.width / 2)
                }
                c += 1
            }
            atLeast(row.frame.width - 8, previousMaxX)
            r += 1
        }
        atLeast(box.frame.height, y - 4)
        result["system"] = .string("grid")
    } else if byID["c0"] != nil {
        // Independent cells: where written, 150×44; each label at its intrinsic size, centred.
        var j = 0
        while let cell = byID["c\(j)"] {
            near(cell.frame.minX, Double(10 * (j % 37))); near(cell.frame.minY, Double(50 * j))
            near(cell.frame.width, 150); near(cell.frame.height, 44)
            if let label = byID["lb\(j)"], let size = label.intrinsicContentSize {
                near(label.frame.width, size.width); near(label.frame.height, size.height)
                near(label.frame.midX, 75); near(label.frame.midY, 22)
            }
            j += 1
        }
        result["system"] = .string("independent")
    } else {
        result["system"] = .string("other (diagnostics only)")
    }
    result["max_error"] = .number(worst)
    ok = ok && worst <= tolerance
    result["ok"] = .bool(ok)
    return result
}

// MARK: Output

/// One line of JSON, keys sorted (StrictJSON, the package's one JSON writer).
func json(_ object: [String: JSONValue]) -> String {
    JSONWriter.write(.object(JSONObject(object.keys.sorted().map { JSONObject.Entry(key: $0, value: object[$0]!) })), pretty: false)
}

func rounded(_ value: Double, _ digits: Double = 1e6) -> Double { (value * digits).rounded() / digits }

let note = "constraints = model (every view's constraints) + intrinsic-size ones the engine generates "
    + "(hugging and compression resistance, 2 per axis); the engine also generates encapsulated "
    + "constraints for root views (not counted). Timed: LayoutEngine.compute (all layout passes, "
    + "building and solving each pass's system); parsing excluded."

let (singleTimes, singleLayout) = time(reps: reps, warmup: warmup) { compute(in: single) }
let singleMedian = median(singleTimes)
var line: [String: JSONValue] = [
    "spec": .string(specName), "views": .number(Double(views.count)),
    "model_constraints": .number(Double(modelConstraints)), "intrinsic_constraints": .number(Double(intrinsicConstraints)),
    "constraints": .number(Double(constraintCount)),
    "device": .string(single.device.name), "orientation": .string(single.orientation.rawValue),
    "reps": .number(Double(reps)), "median_s": .number(rounded(singleMedian)),
    "min_s": .number(rounded(singleTimes.min()!)), "max_s": .number(rounded(singleTimes.max()!)),
    "us_per_constraint": .number(rounded(singleMedian * 1e6 / Double(max(1, constraintCount)), 1e3)),
    "check": .object(JSONObject(check(singleLayout).sorted { $0.key < $1.key }.map { JSONObject.Entry(key: $0.key, value: $0.value) })),
    "note": .string(note),
    "reuse": .string(solveEveryPart ? "off (--solve-every-part)" : "on (identical parts solved once)"),
    "threads": .number(Double(threads)),
]

if let matrix {
    let devices: [Device]
    do { devices = matrix.devices(in: try catalog.devices(os: spec.environment.os)) } catch { fail("\(error)") }
    let wanted: [InterfaceOrientation] = [.portrait, .landscapeLeft]
    let environments = devices.flatMap { device in
        (allOrientations ? device.supportedOrientations : wanted.filter { device.orientations[$0] != nil })
            .map { environment(device: device, orientation: $0) }
    }
    // Each layout is checked for conflicts as it comes (a scan of its few diagnostics; the
    // layouts are not kept, a big system on ~200 environments would not fit in memory).
    var failed = 0
    // The matrix as the product computes one (`render --matrix`, assertLayoutSnapshot): inside
    // `LayoutEngine.reusingSolutions`, one store of solved parts for every environment.
    func matrixPass() {
        failed = 0
        LayoutEngine.reusingSolutions {
            for e in environments {
                let layout = compute(in: e)
                if layout.diagnostics.contains(where: { $0.kind == .unsatisfiableConstraints || $0.kind == .layoutDidNotConverge }) { failed += 1 }
            }
        }
    }
    // The from-scratch reference in the same shape: as many computations, each on the single
    // environment, in a pass that alternates with the matrix's so a shared machine's drift
    // falls on both alike.
    func scratchPass() {
        for _ in environments { _ = compute(in: single).diagnostics.count }
    }
    var matrixTimes: [Double] = [], scratchTimes: [Double] = []
    for _ in 0 ..< matrixReps {
        var start = now()
        matrixPass()
        matrixTimes.append(now() - start)
        start = now()
        scratchPass()
        scratchTimes.append(now() - start)
    }
    let total = median(matrixTimes), scratch = median(scratchTimes)
    let count = Double(environments.count)
    line["matrix"] = .object(JSONObject([
        JSONObject.Entry(key: "name", value: .string(matrix.rawValue)),
        JSONObject.Entry(key: "orientations", value: .string(allOrientations ? "all supported" : "portrait, landscapeLeft")),
        JSONObject.Entry(key: "devices", value: .number(Double(devices.count))),
        JSONObject.Entry(key: "layouts", value: .number(count)),
        JSONObject.Entry(key: "passes", value: .number(Double(matrixReps))),
        JSONObject.Entry(key: "method", value: .string(solveEveryPart
            ? "one LayoutEngine.compute per environment, every part solved (--solve-every-part)"
            : "one LayoutEngine.compute per environment inside LayoutEngine.reusingSolutions (one store of solved parts)")),
        JSONObject.Entry(key: "total_s", value: .number(rounded(total))),
        JSONObject.Entry(key: "per_layout_s", value: .number(rounded(total / count, 1e9))),
        JSONObject.Entry(key: "from_scratch_total_s", value: .number(rounded(scratch))),
        JSONObject.Entry(key: "from_scratch_per_layout_s", value: .number(rounded(scratch / count, 1e9))),
        // The figure: the matrix against as many single-device computations from scratch.
        JSONObject.Entry(key: "ratio_to_from_scratch", value: .number(rounded(total / scratch, 1e3))),
        JSONObject.Entry(key: "ratio_of_minimums", value: .number(rounded(matrixTimes.min()! / scratchTimes.min()!, 1e3))),
        // Against layouts × the single-device median above (fewer, separately timed runs).
        JSONObject.Entry(key: "ratio_to_single_median", value: .number(rounded(total / count / singleMedian, 1e3))),
        JSONObject.Entry(key: "layouts_with_conflicts", value: .number(Double(failed))),
    ]))
}
print(json(line))
