import Foundation
import SharedTestSupport
import StrictJSON
import Testing

/// `layout-snapshot fidelity`: the stored frames of documents against the engine's, as a team
/// runs it on its own storyboards.
@Suite("layout-snapshot fidelity")
struct FidelityCLITests {
    static let login = "Tests/InterfaceBuilderTests/Fixtures/Login.storyboard"
    static let cell = "Tests/InterfaceBuilderTests/Fixtures/Cell.xib"

    /// Every frame within the tolerance: a summary per document and in all, exit 0.
    @Test func everyFrameWithinTolerance() throws {
        let result = try CLI.run(["fidelity", Self.login])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("6 of 6 frames within 0.5 pt (100 %)"), "\(result.stdout)")
        #expect(result.stdout.contains("left out: 1 in bars, 1 root views (the canvas)"), "\(result.stdout)")
    }

    /// Cell.xib with a stale stored frame (the label 41.333 tall where its constraints make it
    /// 58) and a keyed view the importer does not read (a cell's background view).
    static func staleCell() throws -> String {
        let folder = TestScratch.folder("fidelity-stale")
        let path = folder.appendingPathComponent("StaleCell.xib").path
        let text = try String(contentsOfFile: CLI.packageRoot.appendingPathComponent(Self.cell).path, encoding: .utf8)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="11" width="353" height="58"/>"#,
                                  with: #"<rect key="frame" x="20" y="11" width="353" height="41.333"/>"#)
            .replacingOccurrences(of: #"            </tableViewCellContentView>"#, with: """
                            </tableViewCellContentView>
                            <view key="backgroundView" contentMode="scaleToFill" id="cel-01-bgv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                            </view>
                """)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A frame off past the tolerance and a view missing from the output: each named with its
    /// class, line, both frames and the edges that differ; exit 1. A wider tolerance passes the one.
    @Test func framesOffAreNamed() throws {
        let stale = try Self.staleCell()
        let result = try CLI.run(["fidelity", stale])
        #expect(result.status == 1)
        #expect(result.stdout.contains("cel-01-txt UILabel line 19: stored [20, 11, 353, 41.333], ours [20, 11, 353, 58]: bottom +16.667"), "\(result.stdout)")
        #expect(result.stdout.contains("cel-01-bgv UIView line 34: stored [0, 0, 393, 80], not in the output"), "\(result.stdout)")
        let wide = try CLI.run(["fidelity", stale, "--tolerance", "20"])
        #expect(wide.stdout.contains("2 of 3 frames within 20 pt (66.7 %)"), "\(wide.stdout)")
        // The document as saved: its cell, content view and label as the canvas lays them out.
        let saved = try CLI.run(["fidelity", Self.cell])
        #expect(saved.status == 0 && saved.stdout.contains("2 of 2 frames within 0.5 pt (100 %)"), "\(saved.stdout)")
    }

    /// JSON: every comparison, with the summary counts.
    @Test func json() throws {
        let result = try CLI.run(["fidelity", Self.login, try Self.staleCell(), "--format", "json"])
        #expect(result.status == 1)
        guard case .object(let root) = try JSONParser.parse(Array(result.stdout.utf8)),
              case .object(let summary)? = root["summary"], case .array(let documents)? = root["documents"] else {
            Issue.record("not the expected JSON: \(result.stdout)")
            return
        }
        #expect(summary["compared"] == .number(9) && summary["withinTolerance"] == .number(7) && summary["missing"] == .number(1))
        #expect(documents.count == 2)
    }

    @Test(arguments: [
        (["fidelity", "Examples/login.json"], "Examples/login.json: expected a .storyboard or .xib file"),
        (["fidelity", login, "--tolerance=-1"], "--tolerance: expected a number of points ≥ 0, got -1.0"),
        (["fidelity", "nowhere.xib"], "nowhere.xib: no such file"),
    ])
    func badInput(_ arguments: [String], _ message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A document without a design device is reported after the others, exit 2.
    @Test func documentWithoutADesignDevice() throws {
        let folder = TestScratch.folder("fidelity-device")
        let path = folder.appendingPathComponent("NoDevice.storyboard").path
        let text = try String(contentsOfFile: CLI.packageRoot.appendingPathComponent(Self.login).path, encoding: .utf8)
            .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CLI.run(["fidelity", Self.login, path])
        #expect(result.status == 2)
        #expect(result.stdout.contains("6 of 6 frames within 0.5 pt"), "\(result.stdout)")
        #expect(result.stderr.contains("NoDevice.storyboard: names no design device"), "\(result.stderr)")
    }
}
