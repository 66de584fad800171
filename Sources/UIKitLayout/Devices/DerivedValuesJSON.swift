import StrictJSON

/// Values in the catalog's JSON form (Scripts/catalog/README.md, "Schema"), for a calibration
/// file's values to be merged into them with the same rules as the data's.
enum DerivedValuesJSON {
    /// One orientation with its facts and derived values, read back by `DeviceDecoding.metrics`.
    static func orientation(_ m: DeviceMetrics) -> JSONValue {
        .object([
            "screenSize": [.number(m.screenSize.width), .number(m.screenSize.height)],
            "safeAreaInsets": m.safeAreaInsets.json { i in
                .object(["top": .number(i.top), "left": .number(i.left), "bottom": .number(i.bottom), "right": .number(i.right)])
            },
            "statusBarHeight": m.statusBarHeight.json(number),
            "homeIndicatorAreaHeight": m.homeIndicatorAreaHeight.json(number),
            "sizeClasses": .object([
                "horizontal": .string(m.horizontalSizeClass.rawValue),
                "vertical": .string(m.verticalSizeClass.rawValue),
                "confidence": .string(m.sizeClassConfidence),
            ]),
            "navigationBar": .object([
                "height": m.navigationBarHeight.json(optionalNumber),
                "largeTitleHeight": m.largeTitleNavigationBarHeight.json(optionalNumber),
                "originOffset": m.navigationBarOriginOffset.json(number),
            ]),
            "tabBarHeight": m.tabBarHeight.json(optionalNumber),
            "toolbarHeight": m.toolbarHeight.json(optionalNumber),
            "minimumLayoutMargins": m.minimumLayoutMargins.json { i in
                .object(["top": .number(i.top), "leading": .number(i.leading), "bottom": .number(i.bottom), "trailing": .number(i.trailing)])
            },
            "keyboardHeight": m.keyboardHeight.json(optionalNumber),
        ])
    }

    /// The readable-width table, keyed by content size category.
    static func readableWidths(_ widths: [ContentSizeCategory: Sourced<Double>]) -> JSONValue {
        .object(JSONObject(ContentSizeCategory.allCases.map { .init(key: $0.rawValue, value: widths[$0]!.json(number)) }))
    }

    private static func number(_ x: Double) -> JSONValue { .number(x) }
    private static func optionalNumber(_ x: Double?) -> JSONValue { x.map(JSONValue.number) ?? .null }
}
