import ImageDiff
import LayoutEngine
import StrictJSON

/// Manifests are written and read with StrictJSON, the package's one JSON stack. Numbers that
/// are not finite (a ratio of an empty image) are written as the strings "inf", "-inf", "nan".
extension ManifestEntry {
    package var json: JSONValue {
        var o = JSONObject()
        o["test"] = .string(test)
        o["file"] = .string(file)
        o["line"] = .number(Double(line))
        o["device"] = .string(device)
        o["slug"] = .string(slug)
        o["orientation"] = .string(orientation)
        if let contentSizeCategory { o["contentSizeCategory"] = .string(contentSizeCategory.rawValue) }
        if let name { o["name"] = .string(name) }
        o["result"] = .string(result.rawValue)
        o["detail"] = .string(detail.rawValue)
        o["recordMode"] = .string(recordMode.rawValue)
        o["recordModeSource"] = .string(recordModeSource.rawValue)
        o["reference"] = .string(reference)
        o["geometryReference"] = .string(geometryReference)
        o["wroteReference"] = .bool(wroteReference)
        if let referenceSeal { o["referenceSeal"] = .string(referenceSeal.rawValue) }
        if let differentPixels { o["differentPixels"] = .number(Double(differentPixels)) }
        if let ratio { o["ratio"] = Self.number(ratio) }
        if let maxColorDistance { o["maxColorDistance"] = Self.number(maxColorDistance) }
        if let boxes {
            o["boxes"] = .array(boxes.map { box in
                .object(JSONObject([.init(key: "x", value: .number(Double(box.x))), .init(key: "y", value: .number(Double(box.y))),
                                    .init(key: "width", value: .number(Double(box.width))), .init(key: "height", value: .number(Double(box.height)))]))
            })
        }
        if let geometryChanges { o["geometryChanges"] = .array(geometryChanges.map { .string($0) }) }
        if let whyMoved { o["whyMoved"] = .array(whyMoved.map { .string($0) }) }
        if let artifacts {
            var a = JSONObject()
            for (key, path) in [("reference", artifacts.reference), ("actual", artifacts.actual), ("diff", artifacts.diff),
                                ("review", artifacts.review), ("referenceGeometry", artifacts.referenceGeometry), ("actualGeometry", artifacts.actualGeometry),
                                ("renderInput", artifacts.renderInput)] {
                if let path { a[key] = .string(path) }
            }
            o["artifacts"] = .object(a)
        }
        if let message { o["message"] = .string(message) }
        if let autoLayoutIssues { o["autoLayoutIssues"] = .array(autoLayoutIssues.map { .string($0) }) }
        return .object(o)
    }

    package init(json node: JSONNode) throws(SpecError) {
        let o = try node.object()
        try o.allowOnly(["test", "file", "line", "device", "slug", "orientation", "name", "result", "detail", "recordMode",
                         "recordModeSource", "reference", "geometryReference", "wroteReference", "referenceSeal", "differentPixels",
                         "ratio", "maxColorDistance", "boxes", "geometryChanges", "whyMoved", "artifacts", "message", "autoLayoutIssues",
                         "contentSizeCategory"])
        func word<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(SpecError) -> T where T.RawValue == String {
            let node = try o.required(key)
            let raw = try node.oneOf(T.allCases.map(\.rawValue), what: key)
            return T(rawValue: raw)!
        }
        self.init(
            test: try o.required("test").string(), file: try o.required("file").string(), line: try o.required("line").integer(),
            device: try o.required("device").string(), slug: try o.required("slug").string(),
            orientation: try o.required("orientation").string(), name: try o.optional("name")?.string(),
            result: try word("result", Result.self), detail: try word("detail", SnapshotDetail.self),
            recordMode: try word("recordMode", RecordMode.self), recordModeSource: try word("recordModeSource", RecordModeSource.self),
            reference: try o.required("reference").string(), geometryReference: try o.required("geometryReference").string(),
            wroteReference: try o.required("wroteReference").bool(), message: try o.optional("message")?.string())
        if o.has("referenceSeal") { referenceSeal = try word("referenceSeal", SnapshotSeal.Status.self) }
        // UIKit's case name, as the geometry JSON's traits write it.
        if o.has("contentSizeCategory") { contentSizeCategory = try word("contentSizeCategory", ContentSizeCategory.self) }
        differentPixels = try o.optional("differentPixels")?.integer()
        ratio = try o.optional("ratio").map { node throws(SpecError) in try Self.number(node) }
        maxColorDistance = try o.optional("maxColorDistance").map { node throws(SpecError) in try Self.number(node) }
        if let list = o.optional("boxes") {
            boxes = try list.array().map { node throws(SpecError) in
                let box = try node.object()
                try box.allowOnly(["x", "y", "width", "height"])
                return PixelRect(x: try box.required("x").integer(), y: try box.required("y").integer(),
                                 width: try box.required("width").integer(), height: try box.required("height").integer())
            }
        }
        geometryChanges = try o.optional("geometryChanges")?.array().map { node throws(SpecError) in try node.string() }
        whyMoved = try o.optional("whyMoved")?.array().map { node throws(SpecError) in try node.string() }
        autoLayoutIssues = try o.optional("autoLayoutIssues")?.array().map { node throws(SpecError) in try node.string() }
        if let node = o.optional("artifacts") {
            let a = try node.object()
            try a.allowOnly(["reference", "actual", "diff", "review", "referenceGeometry", "actualGeometry", "renderInput"])
            artifacts = Artifacts(
                reference: try a.optional("reference")?.string(), actual: try a.optional("actual")?.string(),
                diff: try a.optional("diff")?.string(), review: try a.optional("review")?.string(), referenceGeometry: try a.optional("referenceGeometry")?.string(),
                actualGeometry: try a.optional("actualGeometry")?.string(), renderInput: try a.optional("renderInput")?.string())
        }
    }

    private static func number(_ value: Double) -> JSONValue {
        if value.isFinite { return .number(value) }
        return .string(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf")
    }

    private static func number(_ node: JSONNode) throws(SpecError) -> Double {
        if case .string(let word) = node.value {
            switch word {
            case "inf": return .infinity
            case "-inf": return -.infinity
            case "nan": return .nan
            default: break
            }
        }
        return try node.number()
    }
}
