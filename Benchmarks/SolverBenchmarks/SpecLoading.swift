import LayoutEngine
import StrictJSON

/// Reads a spec as `layout-snapshot` does (`SpecReader.read(bytes:file:)`). solver_specs.py writes
/// labels with `"intrinsicContentSize": [w, h]`, which the model has (`View.intrinsicContentSize`)
/// but `SpecReader` does not read yet ("unknown key"): only then are those keys taken out of the
/// JSON, the rest read by `SpecReader.read(json:file:)`, and the sizes set on the model's views by
/// id. `viaWorkaround` says which way was taken (the output names it). Once the reader knows the
/// key, the first read succeeds and this is a plain `SpecReader.read`.
enum SpecLoading {
    struct Loaded {
        var spec: LayoutSpec
        var viaWorkaround: Bool
    }

    static func load(bytes: [UInt8], file: String) throws -> Loaded {
        let firstError: SpecError
        do { return Loaded(spec: try SpecReader.read(bytes: bytes, file: file), viaWorkaround: false) } catch { firstError = error }
        guard firstError.message.contains("intrinsicContentSize") else { throw firstError }
        var sizes: [String: Size] = [:]
        let stripped = try strip(try JSONParser.parse(bytes), sizes: &sizes)
        var spec = try SpecReader.read(json: stripped, file: file)
        spec.root = apply(sizes, to: spec.root)
        return Loaded(spec: spec, viaWorkaround: true)
    }

    struct BadSize: Error, CustomStringConvertible {
        var id: String
        var description: String { "view \(id): intrinsicContentSize must be [width, height]" }
    }

    private static func strip(_ value: JSONValue, sizes: inout [String: Size]) throws -> JSONValue {
        switch value {
        case .array(let items):
            return .array(try items.map { try strip($0, sizes: &sizes) })
        case .object(let object):
            var out = JSONObject()
            var size: JSONValue?
            var id: String?
            for entry in object.entries {
                if entry.key == "intrinsicContentSize" { size = entry.value; continue }
                if entry.key == "id", case .string(let s) = entry.value { id = s }
                out.entries.append(JSONObject.Entry(key: entry.key, value: try strip(entry.value, sizes: &sizes)))
            }
            if let size, let id {
                guard case .array(let wh) = size, wh.count == 2, case .number(let w) = wh[0], case .number(let h) = wh[1] else { throw BadSize(id: id) }
                sizes[id] = Size(width: w, height: h)
            }
            return .object(out)
        default:
            return value
        }
    }

    private static func apply(_ sizes: [String: Size], to node: ViewControllerNode) -> ViewControllerNode {
        switch node {
        case .viewController(var vc):
            vc.view = vc.view.map { apply(sizes, to: $0) }
            vc.children = vc.children.map { child in
                var c = child
                c.controller = apply(sizes, to: c.controller)
                return c
            }
            return .viewController(vc)
        case .navigationController(var nav):
            nav.viewControllers = nav.viewControllers.map { apply(sizes, to: $0) }
            return .navigationController(nav)
        case .tabBarController(var tab):
            tab.viewControllers = tab.viewControllers.map { apply(sizes, to: $0) }
            return .tabBarController(tab)
        }
    }

    private static func apply(_ sizes: [String: Size], to view: View) -> View {
        var v = view
        if let size = sizes[v.id] { v.intrinsicContentSize = size }
        v.subviews = v.subviews.map { apply(sizes, to: $0) }
        v.rows = v.rows.map { row in
            var r = row
            r.subviews = r.subviews.map { apply(sizes, to: $0) }
            return r
        }
        return v
    }
}
