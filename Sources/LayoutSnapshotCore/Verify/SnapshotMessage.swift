import Foundation
import ImageDiff
import LayoutEngine
import LayoutRenderer

/// What a check found, in words: the one place outcomes become text. The test framework adds
/// its own words (how to re-run, record or accept: `AssertionMessage` in LayoutSnapshotTesting)
/// and `layout-snapshot report` its own; this says only what happened, with the numbers and paths.
package enum SnapshotMessage {
    /// Lines of geometry changes shown in a message; the manifest keeps up to 500.
    package static let geometryLines = 20

    /// The message for an outcome and the layout's Auto Layout issues that fail it (UIKit's words,
    /// `AutoLayoutWording`); nil for a match without such issues.
    package static func text(_ outcome: SnapshotOutcome, request: SnapshotRequest, autoLayoutIssues: [Diagnostic]) -> String? {
        let snapshot = text(outcome, request: request)
        guard !autoLayoutIssues.isEmpty else { return snapshot }
        let count = "\(autoLayoutIssues.count) Auto Layout issue\(autoLayoutIssues.count == 1 ? "" : "s")"
        var lines: [String]
        if let snapshot {
            lines = [snapshot, "  and its layout has \(count):"]
        } else {
            lines = ["Layout snapshot \(request.baseName) matches its reference (\(target(request))), but its layout has \(count):"]
        }
        for issue in autoLayoutIssues {
            lines += AutoLayoutWording.issueLines(issue).map { $0.isEmpty ? "" : "    \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// The message for an outcome; nil for a match.
    package static func text(_ outcome: SnapshotOutcome, request: SnapshotRequest) -> String? {
        let subject = "layout snapshot \(request.baseName) (\(target(request)))"
        let mode = "record mode \(request.recordMode.rawValue), \(request.recordModeSource.rawValue)"
        var lines: [String]
        switch outcome.verdict {
        case .matched:
            return nil
        case .recorded(let recording):
            // A recording whose write failed is a failure: say so first, then why it was recorded.
            let recorded = outcome.problems.isEmpty ? "Recorded" : "Could not record"
            switch recording {
            case .recordAll:
                lines = ["\(recorded) \(subject): record mode all (\(request.recordModeSource.rawValue)) rewrites every reference."]
            case .missingReference:
                lines = ["\(recorded) \(subject): no reference existed (\(mode))."]
            case .corruptReference(let problem):
                lines = ["\(recorded) \(subject): \(corrupt(problem, request)) (\(mode))."]
            case .missingGeometry:
                lines = ["\(recorded) the geometry of \(subject): it was missing; the PNG matches (\(mode))."]
            }
        case .failed(.missingReference):
            lines = [
                "No reference for \(subject): \(request.referencePath) does not exist.",
                "  Nothing was written under __Snapshots__ (\(mode)).",
            ]
        case .failed(.unreadableReference(let why)):
            lines = ["Layout snapshot \(request.baseName) (\(target(request))): \(why)"]
        case .failed(.corruptReference(let problem)):
            lines = ["Layout snapshot \(request.baseName) (\(target(request))): \(corrupt(problem, request))."]
        case .failed(.pictureNotDrawn):
            lines = [
                "The reference of \(subject) has no picture yet: its geometry \(request.geometryPath) matches, but \(request.referencePath) has not been drawn.",
            ]
        case .failed(.mismatch(let pixels, let geometry, _)):
            lines = ["Layout snapshot \(request.baseName) does not match its reference (\(target(request)))."]
            if !pixels.accepted, pixels.isDrawn { lines += pixelLines(pixels, seal: outcome.referenceSeal ?? .intact, request: request) }
            if !pixels.isDrawn, let note = sealNote(outcome.referenceSeal ?? .intact) { lines.append(note) }
            if !pixels.isDrawn, outcome.referenceSeal == nil {
                lines.append("  note: the reference has no picture yet (its geometry was recorded and never drawn), so the review shows the actual alone")
            }
            if !geometry.accepted { lines += geometryLines(geometry, request: request) }
        }
        let toDraw = Set(outcome.picturesToDraw)
        for path in outcome.wrote where !isMismatch(outcome.verdict) { lines.append("  wrote \(path)") }
        if toDraw.contains(request.referencePath), !isMismatch(outcome.verdict) { lines.append("  to draw: \(request.referencePath)") }
        for problem in outcome.problems { lines.append("  \(problem)") }
        if let artifacts = outcome.artifacts {
            let named = [("reference", artifacts.reference), ("actual", artifacts.actual), ("diff", artifacts.diff),
                         ("review", artifacts.review), ("reference geometry", artifacts.referenceGeometry), ("actual geometry", artifacts.actualGeometry)]
                .compactMap { label, path in path.map { "    \(label): \($0)\(toDraw.contains($0) ? " (to draw)" : "")" } }
            if !named.isEmpty || !outcome.artifactProblems.isEmpty { lines.append("  artifacts:") }
            lines += named
            for problem in outcome.artifactProblems { lines.append("    could not write: \(problem)") }
        }
        if case .failed(.mismatch(_, _, recordsActual: true)) = outcome.verdict, outcome.problems.isEmpty {
            lines.append("  Recorded the actual as the new reference (\(mode)): \(request.geometryPath)\(toDraw.contains(request.referencePath) ? ", its picture to draw" : "")")
        }
        return lines.joined(separator: "\n")
    }

    /// "iPhone 15 Pro landscapeLeft (name)", "iPhone 15 Pro landscapeLeft AX5 (name)".
    package static func target(_ request: SnapshotRequest) -> String {
        let e = request.layout.environment
        return "\(environmentDescription(device: e.deviceName, orientation: e.orientation, contentSizeCategory: e.traits.preferredContentSizeCategory))\(request.name.map { " (\($0))" } ?? "")"
    }

    /// "iPhone 15 Pro portrait", with the category's short name after it when it is not large
    /// (the rule of the file names, `SnapshotNaming.environmentName`).
    package static func environmentDescription(device: String, orientation: InterfaceOrientation, contentSizeCategory: ContentSizeCategory?) -> String {
        let category = contentSizeCategory.flatMap { $0 == SnapshotNaming.unnamedContentSizeCategory ? nil : $0.shortName }
        return "\(device) \(orientation.rawValue)\(category.map { " \($0)" } ?? "")"
    }

    private static func isMismatch(_ verdict: SnapshotVerdict) -> Bool {
        if case .failed(.mismatch) = verdict { return true }
        return false
    }

    private static func corrupt(_ problem: SnapshotVerdict.CorruptReference, _ request: SnapshotRequest) -> String {
        "the reference \(request.referencePath) is not a readable PNG (\(problem.bytes) bytes): \(problem.error)"
    }

    private static func pixelLines(_ pixels: PixelComparison, seal: SnapshotSeal.Status, request: SnapshotRequest) -> [String] {
        var lines: [String] = []
        if let diff = pixels.diff, diff.sizeMismatch {
            let size = LayoutRenderer.pixelSize(of: request.layout, options: request.options)
            lines.append("  size changed: the reference is \(diff.width)×\(diff.height) px, the render \(size.width)×\(size.height) px")
        } else if let diff = pixels.diff {
            let percent = String(format: "%.4f", diff.ratio * 100)
            var text = "  pixels differ: \(diff.differentPixels) pixels (\(percent) % of \(diff.width)×\(diff.height)), largest colour distance \(String(format: "%.3f", diff.maxColorDistance))"
            if !request.tolerance.isExact {
                text += "; the tolerance allows \(request.tolerance.gatesDescription) at colour threshold \(request.tolerance.colorThreshold)"
            }
            lines.append(text)
            if !diff.boxes.isEmpty {
                let boxes = diff.boxes.prefix(4).map { "[\($0.x), \($0.y), \($0.width)×\($0.height)]" }.joined(separator: ", ")
                lines.append("  changed regions (x, y, w×h px): \(boxes)\(diff.boxes.count > 4 ? ", … \(diff.boxes.count - 4) more" : "")")
            }
        } else {
            lines.append("  pixels differ")
        }
        if let note = sealNote(seal) { lines.append(note) }
        return lines
    }

    private static func sealNote(_ seal: SnapshotSeal.Status) -> String? {
        switch seal {
        case .broken: "  note: the reference PNG was edited since it was recorded (its seal is broken)"
        case .absent: "  note: the reference PNG has no LayoutSnapshot seal (written by another tool?)"
        case .intact: nil
        }
    }

    private static func geometryLines(_ geometry: GeometryComparison, request: SnapshotRequest) -> [String] {
        switch geometry {
        case .equal, .equalValues, .otherCatalog: return []
        case .missing: return ["  the geometry reference \(request.geometryPath) is missing"]
        case .reordered: return ["  the geometry reference's keys are reordered or repeated (\(request.geometryPath))"]
        case .unreadable(let error): return ["  the geometry reference \(request.geometryPath) is not valid JSON (\(error))"]
        case .changed(let changes, let moved):
            let count = "\(changes.count)\(changes.count >= GeometryChanges.limit ? "+" : "") value\(changes.count == 1 ? "" : "s")"
            return ["  geometry changed (\(count), old → new):"] + GeometryChanges.summary(changes, lines: geometryLines).map { "    \($0)" }
                + whyLines(moved, constraints: request.constraintsNaming)
        }
    }

    /// Why the first views moved (`MoveCause`), as far as the two geometry files tell, each with
    /// the model's constraints that name it on the axis it moved along (the first three).
    static func whyLines(_ moved: MovedViewsReport, limit: Int = 4,
                         constraints: (String) -> [LayoutConstraint] = { _ in [] }) -> [String] {
        let explained = moved.views.filter { $0.cause != nil }
        guard !explained.isEmpty else { return [] }
        var lines = ["  why \(explained.count == 1 ? "it" : "they") moved (inferred from the geometry files):"]
        for view in explained.prefix(limit) {
            lines.append("    " + view.whyLine!)
            if let note = constraintsNote(view, constraints: constraints) { lines.append("      " + note) }
        }
        if explained.count > limit { lines.append("    … and \(explained.count - limit) more views") }
        return lines
    }

    /// "its constraints: signIn.bottom == root.safeArea.bottom - 16": the first three of the
    /// model's constraints that name `view` on the axis it moved along; nil when none does. What
    /// the geometry files cannot tell (a constant that changed), for the message and the manifest.
    package static func constraintsNote(_ view: MovedView, constraints: (String) -> [LayoutConstraint]) -> String? {
        guard let old = view.old, let new = view.new else { return nil }
        let vertical: Set<LayoutConstraint.Attribute> = [.top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline]
        let alongY = old[1] != new[1] || old[3] != new[3], alongX = old[0] != new[0] || old[2] != new[2]
        let named = constraints(view.id).filter { c in
            [c.first, c.second].compactMap { $0 }.contains { a in
                a.item.description == view.id && (vertical.contains(a.attribute) ? alongY : alongX)
            }
        }
        guard !named.isEmpty else { return nil }
        return "its constraints: " + named.prefix(3).map(\.description).joined(separator: "; ") + (named.count > 3 ? "; …" : "")
    }
}
