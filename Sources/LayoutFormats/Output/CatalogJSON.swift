import StrictJSON
import UIKitLayout

/// The catalog as `layout-snapshot devices --format json` lists it: name, slug, aliases, idiom,
/// portrait size, scale and the per-orientation values with their confidence.
package enum CatalogJSON {
    package static func encode(_ devices: [Device], catalogVersion: String) -> JSONValue {
        typealias E = JSONObject.Entry
        func optional(_ x: Double?) -> JSONValue { x.map(GeometryJSON.number) ?? .null }
        let list: [JSONValue] = devices.map { d in
            let orientations = d.supportedOrientations.map { o -> E in
                let m = d.orientations[o]!
                return E(key: o.rawValue, value: .object(JSONObject([
                    E(key: "screenSize", value: GeometryJSON.sizeValue(m.screenSize)),
                    E(key: "safeAreaInsets", value: m.safeAreaInsets.json(GeometryJSON.insets)),
                    E(key: "statusBarHeight", value: m.statusBarHeight.json(GeometryJSON.number)),
                    E(key: "homeIndicatorAreaHeight", value: m.homeIndicatorAreaHeight.json(GeometryJSON.number)),
                    E(key: "sizeClasses", value: .object(JSONObject([
                        E(key: "horizontal", value: .string(m.horizontalSizeClass.rawValue)),
                        E(key: "vertical", value: .string(m.verticalSizeClass.rawValue)),
                        E(key: "confidence", value: .string(m.sizeClassConfidence)),
                    ]))),
                    E(key: "navigationBarHeight", value: m.navigationBarHeight.json(optional)),
                    E(key: "largeTitleNavigationBarHeight", value: m.largeTitleNavigationBarHeight.json(optional)),
                    E(key: "navigationBarOriginOffset", value: m.navigationBarOriginOffset.json(GeometryJSON.number)),
                    E(key: "tabBarHeight", value: m.tabBarHeight.json(optional)),
                    E(key: "toolbarHeight", value: m.toolbarHeight.json(optional)),
                    E(key: "minimumLayoutMargins", value: m.minimumLayoutMargins.json(GeometryJSON.directional)),
                    E(key: "keyboardHeight", value: m.keyboardHeight.json(optional)),
                ])))
            }
            var housing: [E] = [E(key: "type", value: .string(d.sensorHousing.kind.rawValue))]
            if let size = d.sensorHousing.size { housing.append(E(key: "size", value: GeometryJSON.sizeValue(size))) }
            if let y = d.sensorHousing.originY { housing.append(E(key: "originY", value: GeometryJSON.number(y))) }
            housing.append(E(key: "confidence", value: .string(d.sensorHousing.confidence)))
            var fields: [E] = [
                E(key: "name", value: .string(d.name)),
                E(key: "slug", value: .string(d.slug)),
                E(key: "aliases", value: .array(d.aliases.map { .string($0) })),
                E(key: "idiom", value: .string(d.idiom.rawValue)),
                E(key: "os", value: .string(d.os.description)),
                E(key: "defaultOS", value: .string(d.defaultOS.description)),
                E(key: "portraitSize", value: GeometryJSON.sizeValue(d.portraitSize)),
                E(key: "scale", value: d.scale.json(GeometryJSON.number)),
                E(key: "displayCornerRadius", value: d.displayCornerRadius.json(GeometryJSON.number)),
                E(key: "sensorHousing", value: .object(JSONObject(housing))),
                E(key: "homeButton", value: .bool(d.hasHomeButton)),
                E(key: "orientations", value: .object(JSONObject(orientations))),
            ]
            if d.isLegacy {
                // Before "orientations": in no named matrix (Docs/decisions/0001).
                fields.insert(E(key: "legacy", value: .bool(true)), at: fields.count - 1)
            }
            if !d.appliedOSVariants.isEmpty {
                fields.append(E(key: "appliedOSVariants", value: .array(d.appliedOSVariants.map { .string($0) })))
            }
            return .object(JSONObject(fields))
        }
        return .object(JSONObject([
            E(key: "catalogVersion", value: .string(catalogVersion)),
            E(key: "devices", value: .array(list)),
        ]))
    }
}
