import StrictJSON

/// Values in the catalog's JSON form (Scripts/catalog/README.md, "Schema"), for a calibration
/// file's values to be merged into them with the same rules as the data's.
enum DerivedValuesJSON {
    /// One orientation with its facts and derived values, read back by `DeviceDecoding.metrics`.
    static func orientation(_ m: DeviceMetrics) -> JSONValue {
        .object([
            "screenSize": [.number(m.screenSize.width), .number(m.screenSize.height)],
            "safeAreaInsets": sourced(m.safeAreaInsets) { i in
                .object(["top": .number(i.top), "left": .number(i.left), "bottom": .number(i.bottom), "right": .number(i.right)])
            },
            "statusBarHeight": sourced(m.statusBarHeight, number),
            "homeIndicatorAreaHeight": sourced(m.homeIndicatorAreaHeight, number),
            "sizeClasses": .object([
                "horizontal": .string(m.horizontalSizeClass.rawValue),
                "vertical": .string(m.verticalSizeClass.rawValue),
                "confidence": .string(m.sizeClassConfidence),
            ]),
            "navigationBar": .object([
                "height": sourced(m.navigationBarHeight, optionalNumber),
                "largeTitleHeight": sourced(m.largeTitleNavigationBarHeight, optionalNumber),
                "originOffset": sourced(m.navigationBarOriginOffset, number),
            ]),
            "tabBarHeight": sourced(m.tabBarHeight, optionalNumber),
            "toolbarHeight": sourced(m.toolbarHeight, optionalNumber),
            "minimumLayoutMargins": sourced(m.minimumLayoutMargins) { i in
                .object(["top": .number(i.top), "leading": .number(i.leading), "bottom": .number(i.bottom), "trailing": .number(i.trailing)])
            },
        ])
    }

    /// The readable-width table, keyed by content size category.
    static func readableWidths(_ widths: [ContentSizeCategory: Sourced<Double>]) -> JSONValue {
        .object(JSONObject(ContentSizeCategory.allCases.map { .init(key: $0.rawValue, value: sourced(widths[$0]!, number)) }))
    }

    private static func sourced<T>(_ s: Sourced<T>, _ value: (T) -> JSONValue) -> JSONValue {
        var fields: [JSONObject.Entry] = [.init(key: "value", value: value(s.value)), .init(key: "confidence", value: .string(s.confidence))]
        if let note = s.note { fields.append(.init(key: "note", value: .string(note))) }
        return .object(JSONObject(fields))
    }

    private static func number(_ x: Double) -> JSONValue { .number(x) }
    private static func optionalNumber(_ x: Double?) -> JSONValue { x.map(JSONValue.number) ?? .null }
}
