import Foundation
import StrictJSON

/// How the geometry JSON of the layout compares with the reference's.
package enum GeometryComparison: Sendable, Equatable {
    /// Byte for byte.
    case equal
    /// The same values, written differently: the file was re-indented, or an older format left
    /// out a field now written with the value it had nothing to say about (`addedFields`).
    case equalValues
    /// Values changed, causes first (`GeometryChanges`), and the views that moved on screen
    /// (for the review image: the files are parsed here once).
    case changed([GeometryChanges.Change], moved: MovedViewsReport)
    /// The same values, computed with another version of the device catalog (the reference's,
    /// given): provenance, not a change (Docs/decisions/0025-catalog-version-is-provenance.md).
    /// The pictures are compared, as the render inputs' digest covers the version.
    case otherCatalog(String)
    /// The same values under reordered or repeated keys.
    case reordered
    /// The reference is not JSON.
    case unreadable(String)
    /// There is no geometry reference.
    case missing

    package var accepted: Bool {
        switch self {
        case .equal, .equalValues, .otherCatalog: true
        default: false
        }
    }

    /// The views that moved, when values changed.
    package var movedViews: MovedViewsReport? {
        if case .changed(_, let moved) = self { return moved }
        return nil
    }

    /// Compares the reference's bytes (nil: missing) with the actual geometry.
    package static func compare(reference: [UInt8]?, actual: String) -> GeometryComparison {
        guard let reference else { return .missing }
        // Compared as contiguous bytes (one memcmp), not element by element through the view.
        var actual = actual
        let same = actual.withUTF8 { new in
            reference.withUnsafeBufferPointer { old in old.count == new.count && (old.isEmpty || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0) }
        }
        if same { return .equal }
        do {
            let old = try JSONParser.parse(reference)
            let new = withoutUnsaidAdditions(try JSONParser.parse(Array(actual.utf8)), comparedTo: old)
            if old == new { return .equalValues }
            if let version = catalogVersion(old), version != catalogVersion(new), withoutCatalogVersion(old) == withoutCatalogVersion(new) {
                return .otherCatalog(version)
            }
            let changes = GeometryChanges.between(old: old, new: new)
            return changes.isEmpty ? .reordered : .changed(changes, moved: MovedViews.report(old: old, new: new))
        } catch {
            return .unreadable("\(error)")
        }
    }

    /// Fields a later format added, by their path, with the value they have where the older
    /// format had nothing to say (`keyboardFrame` null: no keyboard; `window` the whole screen).
    /// A reference written before lacks them, which is the same value
    /// (Docs/decisions/0026-keyboard-and-null-fields.md). Only these: any other field the
    /// reference lacks is a change.
    static let addedFields: [(object: String, key: String, unsaid: @Sendable (JSONObject) -> JSONValue?)] = [
        ("environment", "keyboardFrame", { _ in .null }),
        ("environment", "window", { environment in
            guard case .array(let size)? = environment["screenSize"], size.count == 2 else { return nil }
            return .array([.number(0), .number(0)] + size)
        }),
    ]

    /// `new` without the fields of `addedFields` that have their unsaid value there and are
    /// absent from `old`.
    private static func withoutUnsaidAdditions(_ new: JSONValue, comparedTo old: JSONValue) -> JSONValue {
        guard case .object(var root) = new, case .object(let oldRoot) = old else { return new }
        for (objectKey, key, unsaid) in addedFields {
            guard let i = root.entries.firstIndex(where: { $0.key == objectKey }), case .object(var object) = root.entries[i].value,
                  let value = object[key], value == unsaid(object), case .object(let before)? = oldRoot[objectKey], before[key] == nil
            else { continue }
            object.entries.removeAll { $0.key == key }
            root.entries[i].value = .object(object)
        }
        return .object(root)
    }

    /// `environment.catalogVersion` of a geometry file.
    private static func catalogVersion(_ geometry: JSONValue) -> String? {
        guard case .object(let root) = geometry, case .object(let environment)? = root["environment"],
              case .string(let version)? = environment["catalogVersion"] else { return nil }
        return version
    }

    /// The file with `environment.catalogVersion` left out.
    private static func withoutCatalogVersion(_ geometry: JSONValue) -> JSONValue {
        guard case .object(var root) = geometry, let e = root.entries.firstIndex(where: { $0.key == "environment" }),
              case .object(var environment) = root.entries[e].value else { return geometry }
        environment.entries.removeAll { $0.key == "catalogVersion" }
        root.entries[e].value = .object(environment)
        return .object(root)
    }
}
