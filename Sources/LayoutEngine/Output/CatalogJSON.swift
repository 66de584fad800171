import StrictJSON

/// The catalog as `layout-snapshot devices --format json` lists it: name, slug, aliases, idiom,
/// portrait size, scale and the per-orientation values with their confidence.
public enum CatalogJSON {
    public static func encode(_ devices: [Device], catalogVersion: String) -> JSONValue {
        typealias E = JSONObject.Entry
        func sourced(_ value: JSONValue, _ s: (confidence: String, note: String?)) -> JSONValue {
            var fields = [E(key: "value", value: value), E(key: "confidence", value: .string(s.confidence))]
            if let note = s.note { fields.append(E(key: "note", value: .string(note))) }
            return .object(JSONObject(fields))
        }
        func optional(_ x: Double?) -> JSONValue { x.map(GeometryJSON.number) ?? .null }
        let list: [JSONValue] = devices.map { d in
            let orientations = d.supportedOrientations.map { o -> E in
                let m = d.orientations[o]!
                return E(key: o.rawValue, value: .object(JSONObject([
                    E(key: "screenSize", value: GeometryJSON.sizeValue(m.screenSize)),
                    E(key: "safeAreaInsets", value: sourced(GeometryJSON.insets(m.safeAreaInsets.value), (m.safeAreaInsets.confidence, m.safeAreaInsets.note))),
                    E(key: "statusBarHeight", value: sourced(GeometryJSON.number(m.statusBarHeight.value), (m.statusBarHeight.confidence, m.statusBarHeight.note))),
                    E(key: "homeIndicatorAreaHeight", value: sourced(GeometryJSON.number(m.homeIndicatorAreaHeight.value), (m.homeIndicatorAreaHeight.confidence, m.homeIndicatorAreaHeight.note))),
                    E(key: "sizeClasses", value: .object(JSONObject([
                        E(key: "horizontal", value: .string(m.horizontalSizeClass.rawValue)),
                        E(key: "vertical", value: .string(m.verticalSizeClass.rawValue)),
                        E(key: "confidence", value: .string(m.sizeClassConfidence)),
                    ]))),
                    E(key: "navigationBarHeight", value: sourced(optional(m.navigationBarHeight.value), (m.navigationBarHeight.confidence, m.navigationBarHeight.note))),
                    E(key: "largeTitleNavigationBarHeight", value: sourced(optional(m.largeTitleNavigationBarHeight.value), (m.largeTitleNavigationBarHeight.confidence, m.largeTitleNavigationBarHeight.note))),
                    E(key: "navigationBarOriginOffset", value: sourced(GeometryJSON.number(m.navigationBarOriginOffset.value), (m.navigationBarOriginOffset.confidence, m.navigationBarOriginOffset.note))),
                    E(key: "tabBarHeight", value: sourced(optional(m.tabBarHeight.value), (m.tabBarHeight.confidence, m.tabBarHeight.note))),
                    E(key: "toolbarHeight", value: sourced(optional(m.toolbarHeight.value), (m.toolbarHeight.confidence, m.toolbarHeight.note))),
                    E(key: "minimumLayoutMargins", value: sourced(GeometryJSON.directional(m.minimumLayoutMargins.value), (m.minimumLayoutMargins.confidence, m.minimumLayoutMargins.note))),
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
                E(key: "scale", value: sourced(GeometryJSON.number(d.scale.value), (d.scale.confidence, d.scale.note))),
                E(key: "displayCornerRadius", value: sourced(GeometryJSON.number(d.displayCornerRadius.value), (d.displayCornerRadius.confidence, d.displayCornerRadius.note))),
                E(key: "sensorHousing", value: .object(JSONObject(housing))),
                E(key: "homeButton", value: .bool(d.hasHomeButton)),
                E(key: "orientations", value: .object(JSONObject(orientations))),
            ]
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
