import ImageDiff
import Testing
@testable import LayoutSnapshotCore

/// The decision alone, as a table: no file, no render.
@Suite("snapshot verdict")
struct SnapshotVerdictTests {
    static let diff = DiffResult(width: 10, height: 10, differentPixels: 3, antiAliasedPixels: 0, ratio: 0.03,
                                 maxColorDistance: 0.5, boxes: [], sizeMismatch: false)
    static let change = GeometryChanges.Change(path: "views[a].frame", old: "[0, 0, 1, 1]", new: "[0, 1, 1, 1]")

    static func compared(_ pixels: PixelComparison, _ geometry: GeometryComparison) -> SnapshotVerdict.Reference {
        .compared(bytes: 100, pixels: pixels, geometry: geometry)
    }

    static func detail(_ mode: RecordMode, _ reference: SnapshotVerdict.Reference) -> String {
        let verdict = SnapshotVerdict.decide(mode: mode, reference: reference)
        return "\(verdict.result.rawValue) \(verdict.detail.rawValue)"
    }

    @Test("record mode all records whatever the reference is")
    func recordAll() {
        for reference in [SnapshotVerdict.Reference.missing, .unreadable("x"), Self.compared(.equal(.renderInputs), .equal)] {
            #expect(Self.detail(.all, reference) == "recorded recordAll")
        }
    }

    @Test("missing, unreadable and corrupt references by mode")
    func references() {
        let corrupt = SnapshotVerdict.Reference.corrupt(SnapshotVerdict.CorruptReference(bytes: 3, error: "not a PNG"))
        #expect(Self.detail(.never, .missing) == "failed missing")
        #expect(Self.detail(.missing, .missing) == "recorded missing")
        #expect(Self.detail(.failed, .missing) == "recorded missing")
        #expect(Self.detail(.missing, .unreadable("denied")) == "failed unreadable")
        #expect(Self.detail(.failed, .unreadable("denied")) == "failed unreadable")
        #expect(Self.detail(.missing, corrupt) == "failed corrupt")
        #expect(Self.detail(.failed, corrupt) == "recorded corrupt")
        // Pixels that cannot be decoded make the reference corrupt too.
        #expect(Self.detail(.failed, Self.compared(.undecodable(.notPNG), .equal)) == "recorded corrupt")
        #expect(Self.detail(.never, Self.compared(.undecodable(.notPNG), .equal)) == "failed corrupt")
    }

    @Test("matches say how they were established")
    func matches() {
        #expect(Self.detail(.never, Self.compared(.equal(.renderInputs), .equal)) == "matched renderInputs")
        #expect(Self.detail(.never, Self.compared(.equal(.pixelHash), .equalValues)) == "matched pixelHash")
        #expect(Self.detail(.never, Self.compared(.equal(.pixels), .equal)) == "matched pixels")
        #expect(Self.detail(.never, Self.compared(.withinTolerance(Self.diff), .equal)) == "matched tolerance")
    }

    @Test("mismatches name what differs; mode failed records the actual; a missing geometry alone is recorded")
    func mismatches() {
        #expect(Self.detail(.never, Self.compared(.different(Self.diff), .equal)) == "failed pixels")
        #expect(Self.detail(.never, Self.compared(.equal(.pixels), .changed([Self.change], moved: MovedViewsReport()))) == "failed geometry")
        #expect(Self.detail(.never, Self.compared(.withinTolerance(Self.diff), .reordered)) == "failed geometry")
        #expect(Self.detail(.never, Self.compared(.different(Self.diff), .unreadable("x"))) == "failed pixels+geometry")
        #expect(Self.detail(.missing, Self.compared(.equal(.pixels), .missing)) == "recorded missingGeometry")
        #expect(Self.detail(.never, Self.compared(.equal(.pixels), .missing)) == "failed geometry")
        #expect(Self.detail(.missing, Self.compared(.different(Self.diff), .missing)) == "failed pixels+geometry")
        guard case .failed(.mismatch(_, _, let records)) = SnapshotVerdict.decide(mode: .failed, reference: Self.compared(.different(Self.diff), .equal)) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(records)
    }
}
