import Foundation
import ImageDiff
import LayoutEngine
import LayoutRenderer
import PNGCodec
import RasterImage
import StrictJSON
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports

/// The verify path at the core level; the XCTest and Swift Testing suites check the same matrix
/// through `assertLayoutSnapshot`.
@Suite("snapshot verifier")
struct SnapshotVerifierTests {
    enum Situation: String, CaseIterable { case match, mismatch, missing }

    /// Expected result and whether the reference files are (re)written, for each mode and situation.
    static func expected(_ mode: RecordMode, _ situation: Situation) -> (ManifestEntry.Result, wrote: Bool) {
        switch (mode, situation) {
        case (.all, _): (.recorded, true)
        case (_, .match): (.matched, false)
        case (.failed, .mismatch): (.failed, true)
        case (_, .mismatch): (.failed, false)
        case (.never, .missing): (.failed, false)
        case (_, .missing): (.recorded, true)
        }
    }

    @Test("every record mode × match, mismatch, missing", arguments: RecordMode.allCases, Situation.allCases)
    func matrix(mode: RecordMode, situation: Situation) throws {
        let package = try TemporaryPackage()
        let recorded = try Screens.layout(headlineY: 100)
        if situation != .missing {
            #expect(Screens.verify(try Screens.request(recorded, in: package, mode: .all)).entry.wroteReference)
        }
        let before = package.snapshotFiles().map { (try? Data(contentsOf: URL(fileURLWithPath: package.root + "/__Snapshots__/" + $0))) }
        let actual = try Screens.layout(headlineY: situation == .mismatch ? 104 : 100)
        let outcome = Screens.verify(try Screens.request(actual, in: package, mode: mode))
        let (result, wrote) = Self.expected(mode, situation)
        #expect(outcome.entry.result == result)
        #expect(outcome.entry.wroteReference == wrote)
        #expect(outcome.passed == (result == .matched))
        #expect((outcome.message == nil) == (result == .matched))
        let files = package.snapshotFiles()
        if mode == .never && situation == .missing {
            #expect(files.isEmpty, "never with a missing reference writes nothing under __Snapshots__")
            #expect(outcome.message!.contains("does not exist") && outcome.message!.contains("Nothing was written"))
        } else {
            #expect(files == ["ScreenTests/testScreen.iphone-se-3rd-generation-portrait.json", "ScreenTests/testScreen.iphone-se-3rd-generation-portrait.png"])
        }
        let after = files.map { (try? Data(contentsOf: URL(fileURLWithPath: package.root + "/__Snapshots__/" + $0))) }
        if !wrote && situation != .missing { #expect(before == after, "a reference not recorded is not touched") }
        if result == .recorded { #expect(outcome.message!.hasPrefix("Recorded layout snapshot")) }
        if situation == .mismatch && result == .failed {
            let message = outcome.message!
            // The geometry decided: nothing was drawn in the check; the pictures are named, to draw.
            #expect(!message.contains("pixels differ") && message.contains(".actual.png (to draw)"))
            // The view's own frame first, by the parts that changed; what follows from it summed up.
            #expect(message.contains("    views[headline].frame: y 100 → 104\n    then frameInWindow of 1 view: headline"))
            #expect(outcome.entry.geometryChanges?.first == "views[headline].frame: [16, 100, 200, 40] → [16, 104, 200, 40]")
            // Why it moved, for the reports (the Markdown summary lists it).
            #expect(outcome.entry.whyMoved?.first?.hasPrefix("headline y 100 → 104") == true, "\(outcome.entry.whyMoved ?? [])")
            let markdown = MarkdownReport.markdown([ReportSnapshot(outcome.entry)], title: "t", approveAll: nil)
            #expect(markdown.contains("moved (inferred from the geometry files):\n\n- headline y 100 → 104"), "\(markdown)")
            let artifacts = try #require(outcome.entry.artifacts)
            for path in [artifacts.reference, artifacts.actual, artifacts.diff, artifacts.review, artifacts.actualGeometry, artifacts.referenceGeometry] {
                let path = try #require(path)
                #expect(FileManager.default.fileExists(atPath: path))
                #expect(message.contains(path))
                #expect(path.hasPrefix(package.root + "/.build/layout-snapshots/runs/test-run/ScreenTests/"))
            }
            // The review image outlines the headline where it was (magenta) and is (green): 4 pt
            // apart at 2x, the old top edge 8 pixels above the new one.
            let review = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: try #require(artifacts.review))))).image
            let reference = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: try #require(artifacts.reference))))).image
            // The two geometry files the run kept: the screens' sizes and the caption's title.
            let screen = MovedViews.report(old: try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: try #require(artifacts.referenceGeometry))))),
                                           new: try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: try #require(artifacts.actualGeometry))))))
            let c = ReviewPicture.composition(referenceWidth: reference.width, referenceHeight: reference.height, actualWidth: reference.width,
                                              actualHeight: reference.height, moved: screen, referenceScale: 2, actualScale: 2)
            #expect(review[c.newPanel.x + 16 * 2 + 40, c.newPanel.y + 100 * 2] == ImageDiff.reviewOldColor)
            #expect(review[c.newPanel.x + 16 * 2 + 40, c.newPanel.y + 104 * 2] == ImageDiff.reviewNewColor)
            if wrote { #expect(message.contains("Recorded the actual as the new reference")) }
        }
    }

    @Test("a matching verify skips the render when the render inputs match, renders and checks the hash otherwise")
    func verificationPaths() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        _ = Screens.verify(try Screens.request(layout, in: package, mode: .all))
        #expect(Screens.verify(try Screens.request(layout, in: package, mode: .never)).entry.detail.rawValue == "renderInputs")
        #expect(Screens.verify(try Screens.request(layout, in: package, mode: .never, strategy: .render)).entry.detail.rawValue == "pixelHash")
    }

    @Test("a reference re-compressed by another tool (seal gone, same pixels) still matches, by its decoded pixels")
    func recompressed() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        let request = try Screens.request(layout, in: package, mode: .never)
        _ = Screens.verify(try Screens.request(layout, in: package, mode: .all))
        let plain = try PNGCodec.encode(LayoutRenderer.render(layout), options: PNGEncodeOptions(compressionLevel: 9))
        try AtomicWrite.write(plain, to: request.referencePath)
        let outcome = Screens.verify(request)
        #expect(outcome.passed)
        #expect(outcome.entry.detail.rawValue == "pixels")
        #expect(outcome.entry.referenceSeal == .absent)
    }

    @Test("pixels edited in the reference after recording are noticed even though its recorded hash still matches the render")
    func editedPixels() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        _ = Screens.verify(try Screens.request(layout, in: package, mode: .all))
        let request = try Screens.request(layout, in: package, mode: .never)
        // An editor that keeps the text chunks: same metadata (so the same recorded hash), other pixels.
        var image = LayoutRenderer.render(layout)
        image.pixels[4 * (image.width * 300 + 100)] ^= 0xFF
        let text = try SnapshotFile(path: request.referencePath, bytes: try #require(FileManager.default.contents(atPath: request.referencePath)).map { $0 })
            .text.filter { $0.key != SnapshotFile.Key.seal }.sorted { $0.key < $1.key }.map { PNGTextEntry(keyword: $0.key, text: $0.value) }
        let edited = try PNGCodec.encode(image, text: text)
        try AtomicWrite.write(edited, to: request.referencePath)
        let outcome = Screens.verify(request)
        #expect(!outcome.passed)
        #expect(outcome.entry.differentPixels == 1)
        #expect(outcome.message!.contains("has no LayoutSnapshot seal"))
    }

    @Test("a sealed reference changed after recording is not trusted: its pixels are decoded and compared")
    func brokenSeal() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        _ = Screens.verify(try Screens.request(layout, in: package, mode: .all))
        let request = try Screens.request(layout, in: package, mode: .never)
        var bytes = try #require(FileManager.default.contents(atPath: request.referencePath)).map { $0 }
        // One byte of a text chunk before the seal (the device name); the pixels stay as they were.
        let key = Array("LayoutSnapshot.device".utf8) + [0]
        let at = try #require((0..<(bytes.count - key.count)).first { bytes[$0..<($0 + key.count)].elementsEqual(key) })
        bytes[at + key.count] ^= 0x20
        try AtomicWrite.write(bytes, to: request.referencePath)
        #expect(SnapshotSeal.status(of: bytes) == .broken)
        let same = Screens.verify(request)
        #expect(same.passed)
        #expect(same.entry.referenceSeal == .broken && same.entry.detail.rawValue == "pixels")
        // Different pixels with the same broken file: a failure that says the file was edited.
        let moved = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: package, mode: .never))
        #expect(!moved.passed)
        #expect(moved.message!.contains("was edited since it was recorded"))
    }

    @Test("a corrupted or truncated reference is a clear failure, and record mode failed replaces it", arguments: [
        "garbage", "truncated", "empty",
    ])
    func corrupted(kind: String) throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        _ = Screens.verify(try Screens.request(layout, in: package, mode: .all))
        let request = try Screens.request(layout, in: package, mode: .missing)
        let good = try #require(FileManager.default.contents(atPath: request.referencePath)).map { $0 }
        let bad: [UInt8] = switch kind {
        case "garbage": Array("not a png at all".utf8)
        case "truncated": Array(good.prefix(good.count / 2))
        default: []
        }
        try AtomicWrite.write(bad, to: request.referencePath)
        let outcome = Screens.verify(request)
        #expect(outcome.entry.result == .failed)
        #expect(outcome.entry.detail.rawValue == "corrupt")
        #expect(outcome.message!.contains("is not a readable PNG (\(bad.count) bytes)"))
        #expect(outcome.message!.contains(request.referencePath))
        #expect(try #require(FileManager.default.contents(atPath: request.referencePath)).map { $0 } == bad, "left as it was")
        var fix = request
        fix.recordMode = .failed
        let fixed = Screens.verify(fix)
        #expect(fixed.entry.result == .recorded && fixed.entry.wroteReference)
        #expect(Screens.verify(request).passed)
    }

    /// The screen's reference recorded in a new package, and a request that checks against it.
    static func recordedReference() throws -> (ComputedLayout, SnapshotRequest) {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        let request = try Screens.request(layout, in: package, mode: .never)
        _ = Screens.verify(try Screens.request(layout, in: package, mode: .all))
        return (layout, request)
    }

    @Test("only the geometry changed (a value not drawn): the failure lists it; a missing geometry file is recorded alone")
    func geometryOnly() throws {
        let (_, request) = try Self.recordedReference()
        let path = request.geometryPath
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\"preferredContentSizeCategory\": \"large\"", with: "\"preferredContentSizeCategory\": \"small\"")
        try AtomicWrite.write(text, to: path)
        let outcome = Screens.verify(request)
        #expect(outcome.entry.detail.rawValue == "geometry")
        #expect(outcome.message!.contains("environment.traits.preferredContentSizeCategory: \"small\" → \"large\""))
        try FileManager.default.removeItem(atPath: path)
        #expect(Screens.verify(request).entry.result == .failed)
        var missing = request
        missing.recordMode = .missing
        let recorded = Screens.verify(missing)
        #expect(recorded.entry.detail.rawValue == "missingGeometry" && recorded.entry.result == .recorded)
        #expect(Screens.verify(request).passed)
    }

    /// Docs/decisions/0025-catalog-version-is-provenance.md: a reference recorded with another
    /// version of the device catalog, whose values are all the same, matches (by its pixels: the
    /// render inputs name the version); with a value changed too, it fails on that value.
    @Test("a reference of another catalog version with the same values matches; with a value changed, fails on it")
    func otherCatalogVersion() throws {
        let (layout, request) = try Self.recordedReference()
        let path = request.geometryPath
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let version = layout.environment.catalogVersion
        #expect(original.contains(version))
        try AtomicWrite.write(original.replacingOccurrences(of: version, with: "0.9.0+ref.older"), to: path)
        let outcome = Screens.verify(request)
        #expect(outcome.passed && ["pixels", "pixelHash"].contains(outcome.entry.detail.rawValue), "\(outcome.entry.detail.rawValue)")
        let changed = original.replacingOccurrences(of: version, with: "0.9.0+ref.older")
            .replacingOccurrences(of: "\"preferredContentSizeCategory\": \"large\"", with: "\"preferredContentSizeCategory\": \"small\"")
        try AtomicWrite.write(changed, to: path)
        let failed = Screens.verify(request)
        #expect(failed.entry.result == .failed && failed.message!.contains("preferredContentSizeCategory"))
    }

    /// Decision 0026: a reference written before `environment.keyboardFrame` existed lacks the
    /// key the check now writes as `null`; that is the same value, not a change. A key the
    /// reference has with another value still fails.
    @Test("a reference without a field now written as null matches; the field with a value fails")
    func fieldAddedAsNull() throws {
        let (_, request) = try Self.recordedReference()
        let path = request.geometryPath
        let original = try String(contentsOfFile: path, encoding: .utf8)
        #expect(original.contains("\"keyboardFrame\": null"))
        let older = original.replacingOccurrences(of: ",\n    \"keyboardFrame\": null", with: "")
        #expect(older != original && !older.contains("keyboardFrame"))
        try AtomicWrite.write(older, to: path)
        let outcome = Screens.verify(request)
        #expect(outcome.passed, "\(outcome.message ?? "")")
        #expect(GeometryComparison.compare(reference: Array(older.utf8), actual: original) == .equalValues)
        // Only the fields a format added: another null the reference lacks is a change.
        let reference = #"{ "environment": { "os": "18" }, "views": [] }"#
        #expect(GeometryComparison.compare(reference: Array(reference.utf8),
                                           actual: #"{ "environment": { "os": "18", "keyboardFrame": null }, "views": [] }"#) == .equalValues)
        #expect(!GeometryComparison.compare(reference: Array(reference.utf8),
                                            actual: #"{ "environment": { "os": "18", "window": null }, "views": [] }"#).accepted)
        #expect(!GeometryComparison.compare(reference: Array(reference.utf8),
                                            actual: #"{ "environment": { "os": "18" }, "views": [], "keyboardFrame": null }"#).accepted)
        // The window, the whole screen unless said: the same as saying nothing; a pane is a change.
        let screen = #"{ "environment": { "screenSize": [1210, 834] }, "views": [] }"#
        #expect(GeometryComparison.compare(reference: Array(screen.utf8),
                                           actual: #"{ "environment": { "screenSize": [1210, 834], "window": [0, 0, 1210, 834] }, "views": [] }"#) == .equalValues)
        #expect(!GeometryComparison.compare(reference: Array(screen.utf8),
                                            actual: #"{ "environment": { "screenSize": [1210, 834], "window": [0, 0, 375, 834] }, "views": [] }"#).accepted)
        // The review names a window that is not the whole screen, and sizes its pictures by it.
        let pane = try JSONParser.parse(Array(#"""
            { "environment": { "device": "iPad Air 2", "orientation": "landscapeLeft", "screenSize": [1024, 768],
              "window": [704, 0, 320, 768] }, "views": [] }
            """#.utf8))
        let report = MovedViews.report(old: pane, new: pane)
        #expect(report.screenName == "iPad Air 2, landscapeLeft, window 320 x 768 at (704, 0)", "\(report.screenName ?? "")")
        #expect(MovedViews.screenSize(pane)! == (320, 768))
        let whole = try JSONParser.parse(Array(#"{ "environment": { "device": "iPad Air 2", "screenSize": [1024, 768], "window": [0, 0, 1024, 768] } }"#.utf8))
        #expect(MovedViews.report(old: whole, new: whole).screenName == "iPad Air 2")
        // A part that differs says both, so the review names the input that changed.
        // (Parts that do not line up, a window added: the new name alone.)
        #expect(MovedViews.report(old: whole, new: pane).screenName == "iPad Air 2, landscapeLeft, window 320 x 768 at (704, 0)")
        let large = try JSONParser.parse(Array(#"{ "environment": { "device": "iPhone 16 Pro", "orientation": "portrait", "os": "18", "traits": { "preferredContentSizeCategory": "large" } } }"#.utf8))
        let xxl = try JSONParser.parse(Array(#"{ "environment": { "device": "iPhone 16 Pro", "orientation": "portrait", "os": "18", "traits": { "preferredContentSizeCategory": "extraExtraLarge" } } }"#.utf8))
        #expect(MovedViews.report(old: large, new: xxl).screenName == "iPhone 16 Pro, portrait, iOS 18, large → extraExtraLarge")
        let shown = original.replacingOccurrences(of: "\"keyboardFrame\": null", with: "\"keyboardFrame\": [0, 538, 402, 336]")
        try AtomicWrite.write(shown, to: path)
        let failed = Screens.verify(request)
        #expect(failed.entry.result == .failed && failed.message!.contains("keyboardFrame"), "\(failed.message ?? "")")
    }

    @Test("tolerance: each gate alone, both, neither; ignore regions; a size change reported as such")
    func tolerance() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout(headlineY: 100)
        let reference = try Screens.request(layout, in: package, mode: .all)
        _ = Screens.verify(reference)
        // Pixels that differ under a geometry that matches (as a picture drawn by another renderer
        // would): the headline drawn 1 pt lower, unsealed, over the reference. A changed geometry
        // fails without drawing, so the tolerance only ever weighs pixels like these.
        let (_, lower) = try SnapshotFile.render(.render, layout: try Screens.layout(headlineY: 101), options: .default)
        try AtomicWrite.write(lower, to: reference.referencePath)
        func pixels(_ tolerance: SnapshotTolerance) throws -> SnapshotCheck {
            Screens.verify(try Screens.request(layout, in: package, mode: .never, tolerance: tolerance))
        }
        let measured = try pixels(.pixelmatch())
        let changed = try #require(measured.entry.differentPixels)
        let ratio = try #require(measured.entry.ratio)
        #expect(changed > 10 && measured.entry.detail.rawValue == "pixels" && !measured.passed)
        #expect(measured.message!.contains("the tolerance allows no differing pixel"))
        // The geometry matches in every case below, so the detail tells whether the pixels passed.
        #expect(try pixels(.pixelmatch(maxDifferentPixels: changed)).entry.detail.rawValue == "tolerance", "the count gate alone")
        #expect(try pixels(.pixelmatch(maxDifferentPixels: changed - 1)).entry.detail.rawValue == "pixels")
        #expect(try pixels(.pixelmatch(maxDifferentRatio: ratio)).entry.detail.rawValue == "tolerance", "the ratio gate alone")
        #expect(try pixels(.pixelmatch(maxDifferentRatio: ratio / 2)).entry.detail.rawValue == "pixels")
        let both = try pixels(.pixelmatch(maxDifferentPixels: changed, maxDifferentRatio: ratio / 2))
        #expect(both.entry.detail.rawValue == "pixels", "within the count, over the ratio")
        #expect(both.message!.contains("the tolerance allows \(changed) pixels and a ratio of \(ratio / 2)"))
        // Ignoring the changed rows makes the pixels equal.
        let box = try #require(measured.entry.boxes?.first)
        let ignored = try pixels(.pixelmatch(ignoring: measured.entry.boxes!))
        #expect(ignored.passed && ignored.entry.differentPixels == 0, "ignored \(box)")
        // Exact (the default) counts every pixel, anti-aliased or not.
        let exact = Screens.verify(try Screens.request(layout, in: package, mode: .never))
        #expect(exact.entry.differentPixels! >= changed)
        // Drawn at another scale, the same geometry is a picture of another size.
        var small = try Screens.request(layout, in: package, mode: .never)
        small.options.scale = 1
        let size = Screens.verify(small)
        let portrait = LayoutRenderer.pixelSize(of: layout)
        let oneX = LayoutRenderer.pixelSize(of: layout, options: small.options)
        #expect(portrait.height == 1334 && oneX.height == 667)
        #expect(size.message!.contains("size changed: the reference is \(portrait.width)×\(portrait.height) px, the render \(oneX.width)×\(oneX.height) px"), "\(size.message!)")
    }

    @Test("writers and readers of one reference in parallel: every pair read is one recording's PNG and JSON, or a JSON whose picture is not drawn yet")
    func pairsStayWhole() async throws {
        let package = try TemporaryPackage()
        let layouts = try (0..<4).map { try Screens.layout(headlineY: 100 + Double($0) * 10) }
        let digestOfGeometry = Dictionary(uniqueKeysWithValues: layouts.map { (GeometryJSON.string($0) + "\n", LayoutRenderer.inputDigest(of: $0)) })
        _ = Screens.verify(try Screens.request(layouts[0], in: package, mode: .all))
        let reader = try Screens.request(layouts[0], in: package, mode: .never)
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for layout in layouts {
                let request = try Screens.request(layout, in: package, mode: .all)
                group.addTask {
                    for _ in 0..<10 {
                        // Each recording, then its picture, which the tool refuses to draw once
                        // another writer's geometry has replaced it.
                        let check = Screens.verify(request, draws: false)
                        _ = try? PictureDrawing.draw(check.entry)
                    }
                    return 0
                }
            }
            for _ in 0..<2 {
                group.addTask {
                    var bad = 0
                    for _ in 0..<300 {
                        let (png, json) = try ReferencePair.read(reader)
                        guard let png else { continue }
                        let recorded = try SnapshotFile(path: reader.referencePath, bytes: png).text[SnapshotFile.Key.renderInputs]
                        if recorded != digestOfGeometry[String(decoding: try #require(json), as: UTF8.self)] { bad += 1 }
                    }
                    return bad
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(package.snapshotFiles().allSatisfy { !$0.contains(".tmp-") })
    }

    @Test("a recording that cannot be written fails, says it could not record, and names the path")
    func unwritable() throws {
        let package = try TemporaryPackage()
        // __Snapshots__ is a file: no folder can be made under it.
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: package.root + "/__Snapshots__"))
        let check = Screens.verify(try Screens.request(try Screens.layout(), in: package, mode: .missing))
        #expect(check.entry.result == .failed && check.entry.detail == .unwritable && !check.entry.wroteReference)
        let message = try #require(check.message)
        #expect(message.hasPrefix("Could not record layout snapshot"), "\(message)")
        #expect(message.contains("recording failed: \(package.root)/__Snapshots__/ScreenTests/"), "\(message)")
    }
}
