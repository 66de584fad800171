import ArgumentParser
import Foundation
import LayoutEngine
import StrictJSON
import Testing
@testable import LayoutSnapshotCLI
@testable import LayoutSnapshotCore

/// `--content-size-categories`: one output per device × orientation × category, named as the
/// test references are (no category for large).
@Suite("layout-snapshot --content-size-categories", .serialized)
struct ContentSizeCategoriesCLITests {
    /// A label in the body style under the safe area: taller at larger categories.
    static let spec = """
    { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [
      { "id": "title", "class": "label", "text": "Text grows with the setting", "font": "body", "numberOfLines": 0 } ],
      "constraints": ["title.leading == root.margins.leading", "title.trailing == root.margins.trailing", "title.top == root.safeArea.top + 8"] } } } }
    """

    @Test("the option takes a comma list of Swift names and short names, or a set's name")
    func parsing() throws {
        let list = try EnvironmentOptions.parse(["--content-size-categories", "large,AX5,extraSmall"])
        #expect(list.contentSizeCategories?.categories == [.large, .accessibilityExtraExtraExtraLarge, .extraSmall])
        #expect(try EnvironmentOptions.parse(["--content-size-categories", "accessibility"]).contentSizeCategories == .accessibility)
        #expect(try EnvironmentOptions.parse(["--content-size-categories", "default-and-accessibility"]).contentSizeCategories == .defaultAndAccessibility)
        #expect(try EnvironmentOptions.parse(["--content-size-categories", "all"]).contentSizeCategories?.categories.count == 12)
        #expect(try EnvironmentOptions.parse([]).contentSizeCategories == nil)
    }

    @Test("a bad value: exit 2, one line naming the option, the whole value, the word it could not read and the values it takes", arguments: [
        ("large,huge", "\"huge\""), ("AX6", "\"AX6\""), ("large,", "an empty item"),
    ])
    func badValue(value: String, names: String) throws {
        let result = try CLI.run(["compute", "Examples/article.json", "--device", "iPhone X", "--content-size-categories", value])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("--content-size-categories") && result.stderr.contains("'\(value)'") && result.stderr.contains(names)
                && result.stderr.contains("accessibilityExtraExtraExtraLarge (AX5)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--content-size-category and --content-size-categories together are refused")
    func both() throws {
        let result = try CLI.run(["compute", "Examples/article.json", "--device", "iPhone X", "--content-size-category", "AX1",
                                  "--content-size-categories", "large,AX5", "--format", "text"])
        #expect(result.status == 2 && result.stderr == "--content-size-category and --content-size-categories: give one or the other\n", "\(result.stderr)")
    }

    @Test("render writes one PNG per orientation × category, named <slug>-<orientation>[-<category>].png; AX5 is another picture")
    func render() throws {
        let spec = try CLI.temporaryFile(Self.spec)
        let out = CLI.scratch.appendingPathComponent("categories-\(UUID().uuidString)").path
        let result = try CLI.run(["render", spec, "--device", "iPhone SE (3rd generation)", "--orientation", "all",
                                  "--content-size-categories", "large,AX5", "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == ["iphone-se-3rd-generation-landscapeLeft-ax5.png", "iphone-se-3rd-generation-landscapeLeft.png",
                          "iphone-se-3rd-generation-landscapeRight-ax5.png", "iphone-se-3rd-generation-landscapeRight.png",
                          "iphone-se-3rd-generation-portrait-ax5.png", "iphone-se-3rd-generation-portrait.png"])
        #expect(result.stderr.contains("rendered 6 images"), "\(result.stderr)")
        let large = try #require(FileManager.default.contents(atPath: out + "/iphone-se-3rd-generation-portrait.png"))
        let ax5 = try #require(FileManager.default.contents(atPath: out + "/iphone-se-3rd-generation-portrait-ax5.png"))
        #expect(large != ax5)
        // diff between the two folders' files sees the picture change.
        let diff = try CLI.run(["diff", out + "/iphone-se-3rd-generation-portrait.png", out + "/iphone-se-3rd-generation-portrait-ax5.png"])
        #expect(diff.status == 1, "\(diff.stdout) \(diff.stderr)")
    }

    @Test("compute --out writes one geometry per category, each with its traits; a single category keeps the rule")
    func compute() throws {
        let spec = try CLI.temporaryFile(Self.spec)
        let out = CLI.scratch.appendingPathComponent("categories-\(UUID().uuidString)").path
        let result = try CLI.run(["compute", spec, "--device", "iPhone X", "--orientation", "portrait",
                                  "--content-size-categories", "accessibility", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == (1...5).map { "iphone-x-portrait-ax\($0).json" })
        var heights: [Double] = []
        for (file, category) in zip(files, ContentSizeCategorySelection.accessibility.categories) {
            let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
            #expect(text.contains("\"preferredContentSizeCategory\": \"\(category.rawValue)\""), "\(file)")
            guard case .object(let root) = try JSONParser.parse(Array(text.utf8)), case .array(let views)? = root["views"] else {
                Issue.record("not the output shape"); return
            }
            for case .object(let view) in views where view["id"] == .string("title") {
                if case .array(let frame)? = view["frame"], case .number(let height) = frame[3] { heights.append(height) }
            }
        }
        #expect(heights.count == 5 && heights == heights.sorted() && heights[0] < heights[4], "the label grows from AX1 to AX5: \(heights)")
        // One category other than large, given alone, is named too (the same rule as the references).
        let single = CLI.scratch.appendingPathComponent("categories-\(UUID().uuidString)").path
        #expect(try CLI.run(["compute", spec, "--device", "iPhone X", "--orientation", "all", "--content-size-category", "xs", "--out", single]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: single).sorted()
                == ["iphone-x-landscapeLeft-xs.json", "iphone-x-landscapeRight-xs.json", "iphone-x-portrait-xs.json"])
        // Several layouts without --out as JSON is refused, as for a matrix.
        let printed = try CLI.run(["compute", spec, "--device", "iPhone X", "--content-size-categories", "large,AX1"])
        #expect(printed.status == 2 && printed.stderr.contains("2 layouts to compute"), "\(printed.stderr)")
    }

    @Test("report names the category of a snapshot after its orientation, except large")
    func report() throws {
        let artifacts = CLI.scratch.appendingPathComponent("report-\(UUID().uuidString)").path
        var ax1 = ManifestAndFixtures.matched
        ax1.result = .failed
        ax1.detail = .missing
        ax1.contentSizeCategory = .accessibilityMedium
        ax1.reference = "/p/x-ax1.png"
        var large = ax1
        large.contentSizeCategory = .large
        large.reference = "/p/x.png"
        RunRecorder(environment: [EnvironmentKey.runID: "c1"]).record([ax1, large], artifactsRoot: artifacts)
        let result = try CLI.run(["report", "--artifacts", artifacts])
        #expect(result.status == 1)
        #expect(result.stdout.contains("failed (missing): ScreenTests/x on iPhone SE (3rd generation) portrait AX1\n"), "\(result.stdout)")
        #expect(result.stdout.contains("failed (missing): ScreenTests/x on iPhone SE (3rd generation) portrait\n"), "\(result.stdout)")
        let json = try CLI.run(["report", "--artifacts", artifacts, "--format", "json"])
        #expect(json.stdout.contains("\"contentSizeCategory\": \"accessibilityMedium\""), "\(json.stdout)")
    }
}
