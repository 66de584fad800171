import InterfaceBuilder
import LayoutEngine
import StrictJSON

/// What `fidelity` prints: per document the views past the tolerance and a summary line, then
/// the totals; or all of it as JSON.
struct FidelityReport {
    var documents: [DocumentFidelity]
    var tolerance: Double

    var comparisons: [FrameComparison] { documents.flatMap(\.comparisons) }

    /// Every compared frame within the tolerance, and no document refused.
    var allWithinTolerance: Bool {
        documents.allSatisfy { $0.refusal == nil } && comparisons.allSatisfy { $0.isWithin(tolerance) }
    }

    // MARK: Text

    func text() -> String {
        var out = ""
        for document in documents {
            out += "\(document.file)\n"
            if let refusal = document.refusal {
                out += "  refused: \(refusal)\n\n"
                continue
            }
            for scene in document.scenes {
                let off = scene.comparisons.filter { !$0.isWithin(tolerance) }
                if let failure = scene.failure { out += "  \(scene.scene.name): not laid out: \(failure)\n" }
                guard !off.isEmpty else { continue }
                out += "  \(scene.scene.name) on \(scene.deviceName) \(scene.orientation.rawValue)"
                    + " (\(Self.number(scene.canvasSize.width)) × \(Self.number(scene.canvasSize.height))):"
                    + " \(scene.count(within: tolerance)) of \(scene.comparisons.count) within \(Self.number(tolerance)) pt\n"
                for comparison in off { out += "    " + Self.describe(comparison) + "\n" }
            }
            // Stored frames that are no answer, each finding once, with the views it leaves out.
            for scene in document.scenes {
                for finding in scene.inconsistencies {
                    let n = finding.viewIDs.count
                    out += "  \(scene.scene.name): left out, stored frames break the document: \(finding.description), line \(finding.line)"
                        + " (\(n) view\(n == 1 ? "" : "s"))\n"
                }
            }
            // The scenes not listed, so the lines add up to the summary.
            let clean = document.scenes.filter { $0.failure == nil && $0.comparisons.allSatisfy { $0.isWithin(tolerance) } }
            if !clean.isEmpty, clean.count < document.scenes.count {
                let frames = clean.reduce(0) { $0 + $1.comparisons.count }
                out += "  \(clean.count) other scene\(clean.count == 1 ? "" : "s"): \(frames) frame\(frames == 1 ? "" : "s"), all within \(Self.number(tolerance)) pt\n"
            }
            out += "  " + summary(document.comparisons, leftOut: document.leftOut) + "\n\n"
        }
        let refused = documents.count { $0.refusal != nil }
        out += "\(documents.count) document\(documents.count == 1 ? "" : "s")\(refused > 0 ? " (\(refused) refused)" : ""): "
            + summary(comparisons, leftOut: documents.flatMap(\.leftOut)) + "\n"
        return out
    }

    /// "812 of 900 frames within 0.5 pt (90.2 %), 850 within 1 pt, 870 within 2 pt, 12 missing; left out: 20 hidden, 3 misplaced".
    func summary(_ comparisons: [FrameComparison], leftOut: [StoredView]) -> String {
        let total = comparisons.count
        func share(_ n: Int) -> String { total == 0 ? "" : " (\(Self.percent(Double(n) / Double(total))))" }
        let within = comparisons.count { $0.isWithin(tolerance) }
        var parts = ["\(within) of \(total) frame\(total == 1 ? "" : "s") within \(Self.number(tolerance)) pt\(share(within))"]
        for wider in [1.0, 2.0] where wider > tolerance {
            let n = comparisons.count { $0.isWithin(wider) }
            parts.append("\(n) within \(Self.number(wider)) pt\(share(n))")
        }
        let missing = comparisons.count { $0.computed == nil }
        if missing > 0 { parts.append("\(missing) missing from the output") }
        var text = parts.joined(separator: ", ")
        let reasons = StoredView.LeftOut.allCases.compactMap { reason -> String? in
            let n = leftOut.count { $0.leftOut == reason }
            return n == 0 ? nil : "\(n) \(Self.reasonName(reason))"
        }
        if !reasons.isEmpty { text += "; left out: " + reasons.joined(separator: ", ") }
        return text
    }

    /// `8HR-oh-U9F UILabel line 40: stored [0, 0, 267, 20.5], ours [0, 0, 283, 20.5]: right +16`.
    static func describe(_ comparison: FrameComparison) -> String {
        let stored = comparison.stored
        let head = "\(stored.id) \(stored.className) line \(stored.line): stored \(rect(stored.frame))"
        guard let computed = comparison.computed, let d = comparison.edgeDifferences else {
            return head + ", not in the output"
        }
        let edges = [("left", d.left), ("top", d.top), ("right", d.right), ("bottom", d.bottom)]
            .filter { abs($0.1) > 0.0005 }
            .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(number($0.1))" }
        return head + ", ours \(rect(computed)): " + edges.joined(separator: ", ")
    }

    static func reasonName(_ reason: StoredView.LeftOut) -> String {
        switch reason {
        case .misplaced: "misplaced"
        case .ambiguous: "ambiguous"
        case .hidden: "hidden"
        case .bar: "in bars"
        case .collectionViewCell: "in collection view cells"
        case .canvas: "root views (the canvas)"
        case .notInstalled: "not installed"
        case .inconsistent: "breaking their own document"
        }
    }

    static func rect(_ r: Rect) -> String {
        "[\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))]"
    }

    /// Up to three decimals, no trailing zeros: 20.333, 16, -0.5.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return JSONWriter.formatNumber(rounded == 0 ? 0 : rounded)
    }

    static func percent(_ fraction: Double) -> String {
        "\(number((fraction * 1000).rounded() / 10)) %"
    }

    // MARK: JSON

    func json() -> String {
        // Rounded to a millionth of a point, as the geometry output is.
        func round(_ x: Double) -> Double { let r = (x * 1e6).rounded() / 1e6; return r == 0 ? 0 : r }
        func rect(_ r: Rect) -> JSONValue { .array([r.minX, r.minY, r.width, r.height].map { .number(round($0)) }) }
        func counts(_ comparisons: [FrameComparison], _ leftOut: [StoredView]) -> JSONValue {
            var object = JSONObject()
            object["compared"] = .number(Double(comparisons.count))
            object["withinTolerance"] = .number(Double(comparisons.count { $0.isWithin(tolerance) }))
            object["within1pt"] = .number(Double(comparisons.count { $0.isWithin(1) }))
            object["within2pt"] = .number(Double(comparisons.count { $0.isWithin(2) }))
            object["missing"] = .number(Double(comparisons.count { $0.computed == nil }))
            var reasons = JSONObject()
            for reason in StoredView.LeftOut.allCases { reasons[reason.rawValue] = .number(Double(leftOut.count { $0.leftOut == reason })) }
            object["leftOut"] = .object(reasons)
            return .object(object)
        }
        var documentsJSON: [JSONValue] = []
        for document in documents {
            var object = JSONObject()
            object["file"] = .string(document.file)
            if let refusal = document.refusal { object["refusal"] = .string(refusal) }
            object["summary"] = counts(document.comparisons, document.leftOut)
            object["scenes"] = .array(document.scenes.map { scene in
                var s = JSONObject()
                s["scene"] = .string(scene.scene.name)
                s["device"] = .string(scene.deviceName)
                s["orientation"] = .string(scene.orientation.rawValue)
                s["canvas"] = .array([.number(scene.canvasSize.width), .number(scene.canvasSize.height)])
                if let failure = scene.failure { s["failure"] = .string(failure) }
                s["frames"] = .array(scene.comparisons.map { c in
                    var f = JSONObject()
                    f["id"] = .string(c.stored.id)
                    f["class"] = .string(c.stored.className)
                    f["line"] = .number(Double(c.stored.line))
                    f["stored"] = rect(c.stored.frame)
                    f["computed"] = c.computed.map(rect) ?? .null
                    if let computedID = c.computedID { f["computedID"] = .string(computedID) }
                    f["largestDifference"] = c.computed == nil ? .null : .number(round(c.largestDifference))
                    return .object(f)
                })
                if !scene.inconsistencies.isEmpty {
                    s["inconsistencies"] = .array(scene.inconsistencies.map { finding in
                        .object(JSONObject([.init(key: "description", value: .string(finding.description)),
                                            .init(key: "line", value: .number(Double(finding.line))),
                                            .init(key: "ids", value: .array(finding.viewIDs.map { .string($0) }))]))
                    })
                }
                s["leftOut"] = .array(scene.leftOut.map { v in
                    .object(JSONObject([.init(key: "id", value: .string(v.id)), .init(key: "class", value: .string(v.className)),
                                        .init(key: "reason", value: .string(v.leftOut?.rawValue ?? ""))]))
                })
                return .object(s)
            })
            documentsJSON.append(.object(object))
        }
        var root = JSONObject()
        root["tolerance"] = .number(tolerance)
        root["summary"] = counts(comparisons, documents.flatMap(\.leftOut))
        root["documents"] = .array(documentsJSON)
        return JSONWriter.write(.object(root)) + "\n"
    }
}
