import Foundation
import LayoutEngine
import LayoutRenderer
import RasterImage

// Layout benchmarks (not tests): figures for the issue notes. Run in release:
//   swift run -c release LayoutBenchmarks
// 1. The Examples/ specs on every device and orientation of the catalog: ms per full matrix and
//    µs per view, for computing alone and for computing plus writing the geometry JSON.
// 2. A 10,000-view hierarchy on one device: µs per view.
// Each figure is the median of several runs, after a warm-up run.

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func measure(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()  // warm-up
    var times: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return median(times)
}

/// Drawing text (issue 10): a paragraph (no quote or backslash to escape in JSON) as a label on
/// the largest phone (3×), rendered with its text and with the text removed, so the difference is
/// the glyphs' cost; the first render of a process also decodes the face's outlines once
/// (Text/InterOutlines.swift), timed apart. `LayoutBenchmarks --text-drawing` runs this part alone.
func textDrawingBenchmark(paragraph: String) throws {
    let catalog = DeviceCatalog.bundled
    let textSpec = try SpecReader.read(bytes: Array("""
        { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [
          { "id": "paragraph", "class": "label", "numberOfLines": 0, "font": "body", "text": "\(paragraph)" } ],
          "constraints": ["paragraph.top == root.safeArea.top + 8", "paragraph.leading == root.margins.leading", "paragraph.trailing == root.margins.trailing"] } } } }
        """.utf8), file: "paragraph.json")
    let bigPhone = try catalog.device(named: "iPhone 17 Pro Max")
    let textLayout = try LayoutEngine.compute(textSpec.root, in: LayoutEnvironment(device: bigPhone, orientation: .portrait))
    var withoutText = textLayout
    for i in withoutText.views.indices { withoutText.views[i].text = nil }
    let firstStart = ContinuousClock.now
    _ = LayoutRenderer.render(textLayout)
    let firstRender = ContinuousClock.now - firstStart
    let textRender = measure(runs: 9) { _ = LayoutRenderer.render(textLayout) }
    let plainRender = measure(runs: 9) { _ = LayoutRenderer.render(withoutText) }
    let glyphs = textLayout.views.compactMap(\.text).flatMap(\.lines).reduce(0) { $0 + $1.text.filter { $0 != " " }.count }
    print("text drawn (Inter outlines, body 17 pt at 3×, \(glyphs) glyphs in \(textLayout.views.compactMap(\.text).first?.lines.count ?? 0) lines):")
    print(String(format: "  render with the text %.2f ms, without %.2f ms: %.2f ms of glyphs, %.2f µs a glyph; the process's first render %.2f ms (decodes the regular face)",
                 textRender, plainRender, textRender - plainRender, (textRender - plainRender) * 1000 / Double(glyphs),
                 Double(firstRender.components.seconds) * 1e3 + Double(firstRender.components.attoseconds) / 1e15))
}

let paragraph = "Layouts that break in production break exactly here: a title that wraps at the largest text size, "
    + "a stack that overflows a mini in landscape, a cell that does not grow. Real screens are laid out by constraints "
    + "against the safe area and the margins, and the content that drives them has a size of its own: a label's width "
    + "comes from its text and its font, and that font grows with the user's text size."

if CommandLine.arguments.contains("--text-drawing") {
    try textDrawingBenchmark(paragraph: paragraph)
    exit(0)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let examples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
    .filter { $0.hasSuffix(".json") }.sorted()
let specs = try examples.map { name in
    try SpecReader.read(bytes: Array(Data(contentsOf: root.appendingPathComponent("Examples").appendingPathComponent(name))), file: name)
}
let catalog = DeviceCatalog.bundled
// all-devices: the legacy models join no matrix, so the figures stay comparable (Docs/decisions/0001).
let targets = DeviceMatrix.allDevices.devices(in: catalog.devices).flatMap { device in device.supportedOrientations.map { (device, $0) } }

var viewsPerMatrix = 0
for spec in specs {
    for (device, orientation) in targets {
        viewsPerMatrix += try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation)).views.count
    }
}
let computeOnly = try measure(runs: 9) {
    for spec in specs {
        for (device, orientation) in targets {
            _ = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation))
        }
    }
}
var bytes = 0
let computeAndJSON = try measure(runs: 9) {
    bytes = 0
    for spec in specs {
        for (device, orientation) in targets {
            bytes += GeometryJSON.string(try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation))).utf8.count
        }
    }
}
print("examples × catalog: \(specs.count) specs × \(targets.count) device-orientations = \(specs.count * targets.count) layouts, \(viewsPerMatrix) views")
print(String(format: "  compute:            %8.2f ms per full matrix, %6.2f µs per view", computeOnly, computeOnly * 1000 / Double(viewsPerMatrix)))
print(String(format: "  compute + JSON:     %8.2f ms per full matrix, %6.2f µs per view (%d bytes of JSON)", computeAndJSON, computeAndJSON * 1000 / Double(viewsPerMatrix), bytes))
for (name, spec) in zip(examples, specs) {
    let one = try measure(runs: 5) {
        for (device, orientation) in targets { _ = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation)) }
    }
    print("    " + name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: " %8.2f ms per full matrix", one))
}
if CommandLine.arguments.contains("--examples-only") { exit(0) }

// A 10,000-view hierarchy: 100 scroll views of 99 subviews each, under tab and navigation bars.
var big = View(id: "root")
for section in 0..<100 {
    var scroll = View.scrollView(id: "section\(section)", frame: Rect(x: 0, y: Double(section) * 120, width: 430, height: 120),
                                 contentSize: Size(width: 430, height: 99 * 44))
    for row in 0..<99 {
        var cell = View(id: "s\(section)r\(row)", frame: Rect(x: 0, y: Double(row) * 44, width: 430, height: 44))
        cell.preservesSuperviewLayoutMargins = row % 2 == 0
        scroll.subviews.append(cell)
    }
    big.subviews.append(scroll)
}
let bigRoot = ViewControllerNode.tabBarController(TabBarController(id: "tab", viewControllers: [
    .navigationController(NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "vc", view: big))])),
]))
let device = try catalog.device(named: "iPhone 14 Pro Max")
let environment = LayoutEnvironment(device: device, orientation: .portrait)
let bigCount = try LayoutEngine.compute(bigRoot, in: environment).views.count
let bigTime = try measure(runs: 9) { _ = try LayoutEngine.compute(bigRoot, in: environment) }
let bigJSON = try measure(runs: 5) { _ = GeometryJSON.string(try LayoutEngine.compute(bigRoot, in: environment)) }
print("10,000-view hierarchy (\(bigCount) views with the containers', iPhone 14 Pro Max portrait):")
print(String(format: "  compute:            %8.2f ms, %6.2f µs per view", bigTime, bigTime * 1000 / Double(bigCount)))
print(String(format: "  compute + JSON:     %8.2f ms, %6.2f µs per view", bigJSON, bigJSON * 1000 / Double(bigCount)))

// Rendering at native scale: each example on the largest phone and the largest iPad, both
// orientations (median of 9 renders each).
print("render at native scale (median of 9):")
for name in ["iPhone 17 Pro Max", "iPad Pro 13-inch (M5)"] {
    let device = try catalog.device(named: name)
    for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
        for (index, spec) in specs.enumerated() {
            let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation))
            var size = (0, 0)
            let time = measure(runs: 9) {
                let image = LayoutRenderer.render(layout)
                size = (image.width, image.height)
            }
            // The floor: producing an image of that size filled with one colour, in the same run.
            let floor = measure(runs: 9) { _ = Image(width: size.0, height: size.1, fill: RGBA(255, 255, 255)) }
            print("  \(name), \(orientation.rawValue), \(examples[index]): \(size.0)×\(size.1) px, "
                  + String(format: "%.2f ms (%.1f× the %.2f ms fill floor)", time, time / floor, floor))
        }
    }
}

// Text (issue 10): measuring a paragraph as a label does (line breaking at a width, Inter's
// metrics) and one line's width. The floor: summing one Double per character of the paragraph
// (reading its UTF-8 bytes), in the same run.
let body = Font(size: 17)
var lineCount = 0
let paragraphRuns = 2000
let paragraphTime = measure(runs: 9) {
    for _ in 0..<paragraphRuns { lineCount = TextLayout(text: paragraph, font: body, maxWidth: 343, numberOfLines: 0).lines.count }
} / Double(paragraphRuns)
var widthSum = 0.0
let lineTime = measure(runs: 9) {
    for _ in 0..<paragraphRuns { widthSum += body.width(of: "Sign in to continue") }
} / Double(paragraphRuns)
var floorSum = 0.0
let textFloor = measure(runs: 9) {
    for _ in 0..<paragraphRuns { for byte in paragraph.utf8 { floorSum += Double(byte) } }
} / Double(paragraphRuns)
print("text (Inter metrics, 17 pt):")
print(String(format: "  a %d-character paragraph at 343 pt: %d lines in %.2f µs (%.0f× the %.3f µs floor of reading its bytes)",
             paragraph.count, lineCount, paragraphTime * 1000, paragraphTime / textFloor, textFloor * 1000))
print(String(format: "  one line's width (19 characters): %.3f µs", lineTime * 1000))

// Stack views: a vertical stack of rows pinned to the root's margins, each row a horizontal
// stack (centre-aligned, spacing 8) of an icon, a label and an accessory. The column chains the
// rows, so the whole list is one part of the system, solved as one.
print("stack views (iPhone 15 portrait, median of 5):")
let stackDevice = try catalog.device(named: "iPhone 15")
for rowCount in [25, 100] {
    var column = View.stackView(id: "column", axis: .vertical)
    for r in 0..<rowCount {
        var icon = View(id: "icon\(r)")
        icon.intrinsicContentSize = Size(width: 40, height: 40)
        var title = View(id: "title\(r)", viewClass: .label)
        title.text = "Row \(r) title"
        title.contentHuggingPriority.horizontal = 249
        var accessory = View(id: "accessory\(r)")
        accessory.intrinsicContentSize = Size(width: 20, height: 20)
        var row = View.stackView(id: "row\(r)", arrangedSubviews: [icon, title, accessory])
        row.alignment = .center
        row.spacing = 8
        column.addArrangedSubview(row)
    }
    column.constraints = try ["column.leading == superview.margins.leading", "column.trailing == superview.margins.trailing",
                              "column.top == superview.safeArea.top"].map { try LayoutConstraint($0) }
    let stackRoot = ViewControllerNode.viewController(ViewController(id: "vc", view: View(id: "root", subviews: [column])))
    let stackEnvironment = LayoutEnvironment(device: stackDevice, orientation: .portrait)
    let stackTime = try measure(runs: 5) { _ = try LayoutEngine.compute(stackRoot, in: stackEnvironment) }
    print(String(format: "  %3d rows (%d views): %8.2f ms", rowCount, 4 * rowCount + 2, stackTime))
}

try textDrawingBenchmark(paragraph: paragraph)
