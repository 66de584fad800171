import Foundation
import LayoutEngine
import LayoutSnapshotCore

/// One snapshot as the reports show it (`HTMLReport`, `JUnitReport`, `MarkdownReport`): a run's
/// manifest entry, or one picture of a folder-vs-folder diff, with its images and the commands
/// that accept it.
package struct ReportSnapshot: Sendable, Hashable {
    /// A run's results (`ManifestEntry.Result`) and a diff's.
    package enum Status: String, Sendable, CaseIterable {
        case failed, recorded, matched
        case changed, added, removed, same

        /// Whether it fails the run or the diff (exit code 1; a JUnit failure).
        package var isProblem: Bool { self != .matched && self != .same }
    }

    /// One geometry change as a table row: `views[signIn].frame: [16, 560, …] → [16, 564, …]`
    /// reads as view `signIn`, field `frame`, before and after.
    package struct Change: Sendable, Hashable {
        package var view: String?
        package var field: String
        package var before: String?
        package var after: String?
        /// A value the layout was given (a cause) rather than one computed from it.
        package var cause: Bool
    }

    package var test: String
    package var file: String?
    package var line: Int?
    package var device: String
    package var slug: String
    package var orientation: String
    package var contentSize: ContentSizeCategory?
    package var name: String?
    package var status: Status
    package var detail: String
    package var message: String?
    package var differentPixels: Int?
    package var ratio: Double?
    /// Image files as they are now (absolute or relative to the working directory).
    package var reference: String?
    package var actual: String?
    package var diff: String?
    package var review: String?
    package var changes: [Change]
    /// Why the first views moved, one line each (`ManifestEntry.whyMoved`).
    package var whyMoved: [String] = []
    /// The reference this snapshot is checked against ("" when none was named).
    package var referencePath: String
    /// Whether `layout-snapshot approve` can accept it (a failure with an actual image).
    package var approvable: Bool

    package init(
        test: String, file: String?, line: Int?, device: String, slug: String, orientation: String, contentSize: ContentSizeCategory?,
        name: String?, status: Status, detail: String, message: String?, differentPixels: Int?, ratio: Double?,
        reference: String?, actual: String?, diff: String?, review: String?, changes: [Change], referencePath: String, approvable: Bool
    ) {
        self.test = test; self.file = file; self.line = line; self.device = device; self.slug = slug; self.orientation = orientation
        self.contentSize = contentSize; self.name = name; self.status = status; self.detail = detail; self.message = message
        self.differentPixels = differentPixels; self.ratio = ratio
        self.reference = reference; self.actual = actual; self.diff = diff; self.review = review
        self.changes = changes; self.referencePath = referencePath; self.approvable = approvable
    }

    /// `test` split at its first "/": the test file's folder name and the test.
    package var testFile: String { String(test.split(separator: "/", maxSplits: 1).first ?? Substring(test)) }

    /// "iPhone 15 Pro portrait", with the content size category when it is not the default and
    /// the snapshot's name: how the reports name a snapshot beside its test.
    package var variant: String {
        var text = "\(device) \(orientation)"
        // The category when file names carry it (not large), as `report` prints it.
        if let contentSize, SnapshotNaming.categorySlug(contentSize) != nil { text += " \(contentSize.shortName)" }
        if let name { text += " [\(name)]" }
        return text
    }
}

extension ReportSnapshot {
    /// The snapshot a manifest entry records.
    package init(_ entry: ManifestEntry) {
        let status: Status = switch entry.result {
        case .failed: .failed
        case .recorded: .recorded
        case .matched: .matched
        }
        let artifacts = entry.artifacts
        let referenceFile = artifacts?.reference ?? (entry.reference.isEmpty ? nil : entry.reference)
        self.init(
            test: entry.test, file: entry.file, line: entry.line, device: entry.device, slug: entry.slug, orientation: entry.orientation,
            contentSize: entry.contentSizeCategory, name: entry.name, status: status, detail: entry.detail.rawValue, message: entry.message,
            differentPixels: entry.differentPixels, ratio: entry.ratio,
            reference: referenceFile, actual: artifacts?.actual, diff: artifacts?.diff, review: artifacts?.review,
            changes: (entry.geometryChanges ?? []).map(Self.change), referencePath: entry.reference,
            approvable: entry.isApprovable)
        whyMoved = entry.whyMoved ?? []
    }

    /// A manifest's change line as a row (`GeometryChanges.Change.description`, and the summary
    /// lines `GeometryChanges.summary` writes): `<path>: <old> → <new>`, `<path>: added <new>`,
    /// `<path>: removed (was <old>)`; a view's path starts `views[<id>]`. A cause is a value the
    /// spec sets (frames, constants, options); the derived lines start with "then".
    package static func change(_ line: String) -> Change {
        guard !line.hasPrefix("then "), let colon = line.range(of: ": ") else {
            return Change(view: nil, field: line, before: nil, after: nil, cause: false)
        }
        var path = String(line[..<colon.lowerBound])
        let value = String(line[colon.upperBound...])
        var view: String?
        if path.hasPrefix("views["), let close = path.firstIndex(of: "]") {
            view = String(path[path.index(path.startIndex, offsetBy: 6)..<close])
            path = String(path[path.index(after: close)...]).trimmingPrefix(".").description
            if path.isEmpty { path = "view" }
        }
        let cause = GeometryChanges.Origin(of: String(line[..<colon.lowerBound])).isCause
        if let arrow = value.range(of: " → ") {
            return Change(view: view, field: path, before: String(value[..<arrow.lowerBound]), after: String(value[arrow.upperBound...]), cause: cause)
        }
        if value.hasPrefix("added ") { return Change(view: view, field: path, before: nil, after: String(value.dropFirst(6)), cause: cause) }
        if value.hasPrefix("removed (was "), value.hasSuffix(")") {
            return Change(view: view, field: path, before: String(value.dropFirst(13).dropLast()), after: nil, cause: cause)
        }
        // A cause's changed parts ("y 560 → 564" reads as one value).
        return Change(view: view, field: path, before: nil, after: value, cause: cause)
    }

    /// Failures first, then recordings, then matches (a diff: changed, added, removed, same),
    /// each by test, then as the run checked them.
    package static func ordered(_ snapshots: [ReportSnapshot]) -> [ReportSnapshot] {
        let rank = Dictionary(uniqueKeysWithValues: Status.allCases.enumerated().map { ($1, $0) })
        return snapshots.enumerated().sorted { a, b in
            let (ra, rb) = (rank[a.element.status]!, rank[b.element.status]!)
            if ra != rb { return ra < rb }
            if a.element.test != b.element.test { return a.element.test < b.element.test }
            return a.offset < b.offset
        }.map(\.element)
    }
}
