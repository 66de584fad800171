import Foundation
import LayoutEngine
import PNGCodec
import StrictJSON
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotTesting

/// The content size category axis: `contentSizeCategories:` sweeps each device and orientation
/// at each category, and the category (when not large) goes into the file name.
@Suite("assertLayoutSnapshot sweeps content size categories")
struct ContentSizeSweepTests {
    static func issues(_ body: () -> Void) -> [String] {
        let collector = IssueCollector()
        IssueReporter.$collector.withValue(collector, operation: body)
        return collector.failures.map(\.message)
    }

    /// The one call site of the tests that record and then verify the same sweep (named: an
    /// unnamed second call in a test would be numbered `.2`).
    static func sweep(
        _ screen: ViewControllerNode = Screens.dynamicType(), categories: ContentSizeCategorySelection? = [.large, .accessibilityExtraExtraExtraLarge],
        record: RecordMode, testName: String = #function
    ) {
        assertLayoutSnapshot(of: screen, on: Screens.device, orientations: [.portrait], named: "sweep", record: record,
                             contentSizeCategories: categories, testName: testName)
    }

    @Test("a sweep records one reference per category, named by the rule; a verify of the same sweep matches")
    func recordThenVerify() throws {
        let sandbox = try Sandbox()
        let recorded = Self.issues { sandbox.run { Self.sweep(record: .all) } }
        #expect(recorded.count == 2 && recorded.allSatisfy { $0.contains("Recorded layout snapshot") }, "\(recorded)")
        #expect(recorded.last?.contains("iPhone SE (3rd generation) portrait AX5") == true, "\(recorded)")
        let base = "ContentSizeSweepTests/recordThenVerify.\(Screens.slug)-portrait"
        #expect(sandbox.files() == [base + "-ax5.sweep.json", base + "-ax5.sweep.png", base + ".sweep.json", base + ".sweep.png"])
        let verified = Self.issues { sandbox.run { Self.sweep(record: .never) } }
        #expect(verified.isEmpty, "\(verified)")
        // The manifest lists each snapshot with its category.
        let path = RunRecorder.shared.manifestPath(artifactsRoot: sandbox.artifacts)
        let manifest = try RunManifest.decode([UInt8](try #require(FileManager.default.contents(atPath: path))))
        #expect(manifest.snapshots.map(\.contentSizeCategory) == [.large, .accessibilityExtraExtraExtraLarge, .large, .accessibilityExtraExtraExtraLarge])
        #expect(manifest.snapshots.suffix(2).allSatisfy { $0.result == .matched })
        #expect(manifest.snapshots.last?.reference.hasSuffix(base + "-ax5.sweep.png") == true)
    }

    @Test("at AX5 a screen of text-style labels is another picture and another geometry than at large")
    func accessibilitySizeDiffers() throws {
        let sandbox = try Sandbox()
        _ = Self.issues { sandbox.run { Self.sweep(record: .all) } }
        let base = "ContentSizeSweepTests/accessibilitySizeDiffers.\(Screens.slug)-portrait"
        let large = try #require(sandbox.bytes(base + ".sweep.png")), ax5 = try #require(sandbox.bytes(base + "-ax5.sweep.png"))
        #expect(try PNGCodec.decode(large).image.pixels != PNGCodec.decode(ax5).image.pixels)
        let largeJSON = String(decoding: try #require(sandbox.bytes(base + ".sweep.json")), as: UTF8.self)
        let ax5JSON = String(decoding: try #require(sandbox.bytes(base + "-ax5.sweep.json")), as: UTF8.self)
        #expect(largeJSON.contains("\"preferredContentSizeCategory\": \"large\""))
        #expect(ax5JSON.contains("\"preferredContentSizeCategory\": \"accessibilityExtraExtraExtraLarge\""))
        // The label is taller at AX5 (body 53 pt instead of 17 pt: `DynamicType`'s table).
        let heights = try [largeJSON, ax5JSON].map { try Self.frame(of: "title", in: $0)[3] }
        #expect(heights[1] > heights[0] * 2, "\(heights)")
    }

    /// The `frame` of one view in a geometry JSON text: [x, y, width, height].
    static func frame(of id: String, in json: String) throws -> [Double] {
        guard case .object(let root) = try JSONParser.parse(Array(json.utf8)), case .array(let views)? = root["views"] else { return [] }
        for case .object(let view) in views where view["id"] == .string(id) {
            guard case .array(let numbers)? = view["frame"] else { return [] }
            return numbers.compactMap { if case .number(let n) = $0 { n } else { nil } }
        }
        return []
    }

    /// The one call site of `oneCategoryFails`: the screen, moved down 4 pt at AX5 alone when `moved`.
    static func built(moved: Bool, record: RecordMode, testName: String = #function) {
        assertLayoutSnapshot(on: Screens.device, orientations: [.portrait], named: "built", record: record,
                             contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge], testName: testName) { environment in
            Screens.dynamicType(top: moved && environment.contentSizeCategory == .accessibilityExtraExtraExtraLarge ? 12 : 8)
        }
    }

    @Test("a layout changed at one category fails that category alone, naming it")
    func oneCategoryFails() throws {
        let sandbox = try Sandbox()
        _ = Self.issues { sandbox.run { Self.built(moved: false, record: .all) } }
        let changed = Self.issues { sandbox.run { Self.built(moved: true, record: .never) } }
        #expect(changed.count == 1, "\(changed)")
        #expect(changed.first?.contains("does not match its reference (iPhone SE (3rd generation) portrait AX5 (built))") == true, "\(changed)")
        #expect(changed.first?.contains("views[title].frame: y 28 → 32") == true, "\(changed)")
        #expect(changed.first?.contains("oneCategoryFails.\(Screens.slug)-portrait-ax5.built") == true, "\(changed)")
    }

    @Test("scope and trait set the sweep; the assertion's argument wins; contentSizeCategory: is a sweep of one")
    func precedence() throws {
        let sandbox = try Sandbox()
        let files = { (body: () -> Void) -> [String] in
            let before = Set(sandbox.files())
            _ = Self.issues { sandbox.run([:], body) }
            return sandbox.files().filter { !before.contains($0) && $0.hasSuffix(".png") }.map { $0.split(separator: ".").dropFirst().first.map(String.init) ?? "" }
        }
        let scoped = files {
            withLayoutSnapshotTesting(record: .all, devices: Screens.device, orientations: [.portrait], contentSizeCategories: .accessibility) {
                assertLayoutSnapshot(of: Screens.dynamicType(), named: "scope", testName: "precedence")
            }
        }
        #expect(scoped == ["ax1", "ax2", "ax3", "ax4", "ax5"].map { "\(Screens.slug)-portrait-\($0)" })
        let inner = files {
            withLayoutSnapshotTesting(record: .all, devices: Screens.device, orientations: [.portrait], contentSizeCategories: .accessibility) {
                withLayoutSnapshotTesting(contentSizeCategories: [.extraSmall]) {
                    assertLayoutSnapshot(of: Screens.dynamicType(), named: "inner", testName: "precedence")
                }
                assertLayoutSnapshot(of: Screens.dynamicType(), named: "argument", contentSizeCategories: [.medium], testName: "precedence")
                assertLayoutSnapshot(of: Screens.dynamicType(), named: "one", contentSizeCategory: .large, testName: "precedence")
            }
        }
        #expect(inner.sorted() == ["\(Screens.slug)-portrait", "\(Screens.slug)-portrait-m", "\(Screens.slug)-portrait-xs"])
    }

    @Test("the trait sweeps a whole test", .layoutSnapshots(record: .never, devices: "iPhone 15 Pro", orientations: [.portrait],
                                                           contentSizeCategories: .defaultAndAccessibility))
    func trait() throws {
        let sandbox = try Sandbox()
        let issues = Self.issues { sandbox.run { assertLayoutSnapshot(of: Screens.dynamicType()) } }
        #expect(issues.count == 6)
        #expect(issues.first?.contains("iPhone 15 Pro portrait)") == true, "large names no category: \(issues)")
        for short in ["AX1", "AX2", "AX3", "AX4", "AX5"] {
            #expect(issues.contains { $0.contains("iPhone 15 Pro portrait \(short))") }, "\(short)")
        }
        #expect(sandbox.files().isEmpty)
    }

    @Test("both contentSizeCategory: and contentSizeCategories:, or an empty list, fail the assertion and say why")
    func badSettings() throws {
        let sandbox = try Sandbox()
        let both = Self.issues {
            sandbox.run {
                assertLayoutSnapshot(of: Screens.dynamicType(), on: Screens.device, named: "both", record: .all,
                                     contentSizeCategory: .small, contentSizeCategories: .accessibility)
            }
        }
        #expect(both == ["assertLayoutSnapshot: contentSizeCategory: small and contentSizeCategories: accessibility: give one or the other"])
        let empty = Self.issues { sandbox.run { Self.sweep(categories: [], record: .all) } }
        #expect(empty.count == 1 && empty[0].contains("contentSizeCategories: the list is empty"), "\(empty)")
        #expect(sandbox.files().isEmpty)
    }

    @Test("a layout that cannot be computed at one category names it, and its manifest entry carries it")
    func layoutErrorNamesCategory() throws {
        let sandbox = try Sandbox()
        struct TooLarge: Error {}
        let issues = Self.issues {
            sandbox.run {
                assertLayoutSnapshot(on: Screens.device, orientations: [.portrait], named: "throws", record: .all,
                                     contentSizeCategories: [.large, .accessibilityLarge]) { environment in
                    if environment.contentSizeCategory.isAccessibilityCategory { throw TooLarge() }
                    return Screens.dynamicType()
                }
            }
        }
        #expect(issues.count == 2)
        #expect(issues.contains { $0.contains("cannot lay out layoutErrorNamesCategory() on iPhone SE (3rd generation) portrait AX2: ") }, "\(issues)")
        let path = RunRecorder.shared.manifestPath(artifactsRoot: sandbox.artifacts)
        let manifest = try RunManifest.decode([UInt8](try #require(FileManager.default.contents(atPath: path))))
        let failed = try #require(manifest.snapshots.first { $0.detail == .layout })
        #expect(failed.contentSizeCategory == .accessibilityLarge && failed.reference.hasSuffix("-portrait-ax2.throws.png"))
    }
}
