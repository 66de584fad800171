import Foundation
import StrictJSON
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The geometry files are written as they go (`GeometryJSON+Stream.swift`) rather than through a
/// `JSONValue` tree: the bytes must be the tree's, field for field and line break for line break.
@Suite("output: the streamed geometry JSON is the tree's, byte for byte")
struct GeometryStreamTests {
    static func same(_ layout: ComputedLayout, _ what: String) {
        let streamed = GeometryJSON.string(layout)
        let tree = JSONWriter.write(GeometryJSON.encode(layout), pretty: true)
        guard streamed != tree else { return }
        let a = streamed.split(separator: "\n", omittingEmptySubsequences: false), b = tree.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        Issue.record("\(what): line \(line + 1) differs: \(line < a.count ? String(a[line]) : "(end)") | tree: \(line < b.count ? String(b[line]) : "(end)")")
    }

    @Test("every example on phones, iPads and the TV, both orientations")
    func examples() throws {
        let devices = ["iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 15 Pro", "iPhone 16 Pro Max", "iPad Pro 11-inch (M4)", "iPad Pro 13-inch (M4)", "Apple TV 4K"]
        for name in ["article.json", "sheet-picker.json", "table-multiline.json", "login.json", "proportional-spacing.json", "profile.json", "form.json"] {
            let spec = try ExamplesTests.spec(name)
            for deviceName in devices {
                let device = try DeviceCatalog.bundled.device(named: deviceName)
                for orientation in [InterfaceOrientation.portrait, .landscapeLeft] where device.orientations[orientation] != nil {
                    Self.same(try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation)), "\(name) \(deviceName) \(orientation)")
                }
            }
        }
    }

    @Test("every optional field, long values that break one-line containers, odd numbers")
    func everyField() throws {
        let base = try LayoutEngine.compute(try ExamplesTests.spec("article.json").root,
                                            in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPhone 15 Pro"), orientation: .portrait))
        Self.same(base, "article")
        var l = base
        let i = try #require(l.views.indices.last)
        l.views[i].transform = AffineTransform(a: 0.5, b: 0.25, c: -0.25, d: 0.5, tx: 1e-7, ty: -3.333333333)
        l.views[i].isHidden = true
        l.views[i].alpha = 0.35
        l.views[i].effectiveUserInterfaceLayoutDirection = .rightToLeft
        l.views[i].backgroundColor = Color(hex: "#123456")
        l.views[i].additionalSafeAreaInsets = EdgeInsets(top: 0.333333, left: 0, bottom: 20, right: 1e-7)
        l.views[i].layoutGuides = [ComputedLayoutGuide(id: "spacer", layoutFrame: Rect(x: 0, y: -0.0, width: 1e13, height: 2.5), hasAmbiguousLayout: true),
                                   ComputedLayoutGuide(id: String(repeating: "g", count: 120), layoutFrame: .zero)]
        l.views[i].hasAmbiguousLayout = false
        l.views[i].hasConflictingConstraints = true
        l.views[i].intrinsicContentSize = Size(width: -1, height: 20.125)
        l.views[i].text = ComputedText(font: Font(size: 17), lines: [
            ComputedText.Line(text: "short", x: 0, baseline: 16.5, width: 30),
            ComputedText.Line(text: String(repeating: "a long line \"quoted\" \\ é ", count: 6), x: 1.25, baseline: 38, width: 340.000001),
        ], isTruncated: true, overflowsHorizontally: false, overflowsVertically: true)
        l.views[i].text?.isPlaceholder = true
        l.views[0].id = String(repeating: "root", count: 30)
        l.diagnostics = [
            Diagnostic(id: nil, message: "short"),
            Diagnostic(id: "x", message: String(repeating: "a message long enough to break the line ", count: 3)),
            Diagnostic(kind: .unsatisfiableConstraints, id: "box", message: "conflict", constraints: ["box.width == 100", String(repeating: "box.height == 2 ", count: 8)], brokenConstraint: "box.width == 100"),
            Diagnostic(kind: .ambiguousLayout, id: "box", message: "ambiguous", attribute: "height"),
        ]
        l.bars = [ComputedBar(kind: .navigationBar, owner: "nav", frameInWindow: Rect(x: 0, y: 54, width: 393, height: 96), isLargeTitle: true),
                  ComputedBar(kind: .statusBar, owner: nil, frameInWindow: Rect(x: 0, y: 0, width: 393, height: 54))]
        Self.same(l, "every field")
        for housing in [(Size(width: 126, height: 37.33), 11.0), (nil, 11.0), (nil, nil)] as [(Size?, Double?)] {
            var h = l
            h.environment.sensorHousing.size = housing.0
            h.environment.sensorHousing.originY = housing.1
            Self.same(h, "sensor housing \(housing)")
        }
        var empty = base
        empty.views = []
        empty.bars = []
        empty.diagnostics = []
        Self.same(empty, "empty arrays")
    }
}
