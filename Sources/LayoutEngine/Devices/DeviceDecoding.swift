/// Reads one device of the catalog JSON (schema: Scripts/catalog/README.md) into a `Device`.
/// Strict like the spec reader: a calibration file with a wrong type fails here, with its path.
enum DeviceDecoding {
    static let deviceKeys = [
        "name", "slug", "aliases", "referenceEntry", "idiom", "defaultOS", "primaryOS", "portraitSize", "scale",
        "nativeScale", "nativePixels", "displayCornerRadius", "sensorHousing", "homeButton", "orientations",
        "osVariants", "alternates",
    ]
    static let metricsKeys = [
        "screenSize", "safeAreaInsets", "statusBarHeight", "homeIndicatorAreaHeight", "sizeClasses",
        "navigationBar", "tabBarHeight", "toolbarHeight", "minimumLayoutMargins",
    ]

    static func device(_ node: JSONNode, os requested: OSVersion?, appliedVariants: [String], osWarning: String?) throws(SpecError) -> Device {
        let object = try node.object()
        try object.allowOnly(deviceKeys)
        let idiomName = try object.required("idiom").oneOf(["phone", "pad", "tv"], what: "idiom")
        guard let defaultOS = OSVersion(try object.required("defaultOS").string()) else {
            throw try object.required("defaultOS").mismatch("an OS version such as \"18\" or \"26.0\"")
        }
        let orientationsNode = try object.required("orientations")
        let orientationsObject = try orientationsNode.object()
        try orientationsObject.allowOnly(InterfaceOrientation.allCases.map(\.rawValue))
        var orientations: [InterfaceOrientation: DeviceMetrics] = [:]
        for key in orientationsObject.keys {
            orientations[InterfaceOrientation(rawValue: key)!] = try metrics(orientationsObject.required(key))
        }
        guard !orientations.isEmpty else { throw orientationsNode.error("a device needs at least one orientation") }
        let pixels = try object.required("nativePixels").size()
        return Device(
            name: try object.required("name").string(),
            slug: try object.required("slug").string(),
            aliases: try object.optional("aliases")?.array().map { n throws(SpecError) in try n.string() } ?? [],
            referenceEntry: try object.optional("referenceEntry")?.string() ?? "",
            idiom: UserInterfaceIdiom(rawValue: idiomName)!,
            os: requested ?? defaultOS,
            defaultOS: defaultOS,
            appliedOSVariants: appliedVariants,
            osWarning: osWarning,
            portraitSize: try object.required("portraitSize").size(),
            scale: try sourcedNumber(object.required("scale"), positive: true),
            nativeScale: try sourcedNumber(object.required("nativeScale"), positive: true),
            nativePixels: pixels,
            displayCornerRadius: try sourcedNumber(object.required("displayCornerRadius")),
            sensorHousing: try sensorHousing(object.required("sensorHousing")),
            hasHomeButton: try object.required("homeButton").bool(),
            orientations: orientations
        )
    }

    static func metrics(_ node: JSONNode) throws(SpecError) -> DeviceMetrics {
        let object = try node.object()
        try object.allowOnly(metricsKeys)
        let sizeClasses = try object.required("sizeClasses").object()
        try sizeClasses.allowOnly(["horizontal", "vertical", "confidence", "note"])
        let nav = try object.required("navigationBar").object()
        try nav.allowOnly(["height", "largeTitleHeight", "originOffset"])
        return DeviceMetrics(
            screenSize: try object.required("screenSize").size(),
            safeAreaInsets: try sourced(object.required("safeAreaInsets")) { n throws(SpecError) in try n.edgeInsets() },
            statusBarHeight: try sourcedNumber(object.required("statusBarHeight")),
            homeIndicatorAreaHeight: try sourcedNumber(object.required("homeIndicatorAreaHeight")),
            horizontalSizeClass: try sizeClass(sizeClasses.required("horizontal")),
            verticalSizeClass: try sizeClass(sizeClasses.required("vertical")),
            sizeClassConfidence: try sizeClasses.optional("confidence")?.string() ?? "",
            navigationBarHeight: try sourcedOptionalNumber(nav.required("height")),
            largeTitleNavigationBarHeight: try sourcedOptionalNumber(nav.required("largeTitleHeight")),
            navigationBarOriginOffset: try sourced(nav.required("originOffset")) { n throws(SpecError) in try n.number() },
            tabBarHeight: try sourcedOptionalNumber(object.required("tabBarHeight")),
            toolbarHeight: try sourcedOptionalNumber(object.required("toolbarHeight")),
            minimumLayoutMargins: try sourced(object.required("minimumLayoutMargins")) { n throws(SpecError) in try n.directionalEdgeInsets() }
        )
    }

    static func sizeClass(_ node: JSONNode) throws(SpecError) -> UserInterfaceSizeClass {
        UserInterfaceSizeClass(rawValue: try node.oneOf(["compact", "regular"], what: "size class"))!
    }

    static func sensorHousing(_ node: JSONNode) throws(SpecError) -> SensorHousing {
        let object = try node.object()
        try object.allowOnly(["type", "size", "originY", "confidence", "note"])
        let kind = try object.required("type").oneOf(["none", "notch", "dynamicIsland"], what: "sensor housing")
        var size: Size?
        if let sizeNode = object.optional("size"), sizeNode.value != .null { size = try sizeNode.size() }
        return SensorHousing(
            kind: SensorHousing.Kind(rawValue: kind)!,
            size: size,
            originY: try object.optional("originY")?.optionalNumber(),
            confidence: try object.optional("confidence")?.string() ?? "",
            note: try object.optional("note")?.string()
        )
    }

    /// `{"value": …, "confidence": …, "note": …}`.
    static func sourced<T>(_ node: JSONNode, _ read: (JSONNode) throws(SpecError) -> T) throws(SpecError) -> Sourced<T> {
        let object = try node.object()
        try object.allowOnly(["value", "confidence", "note", "source"])
        return Sourced(
            try read(object.required("value")),
            confidence: try object.required("confidence").string(),
            note: try object.optional("note")?.string()
        )
    }

    static func sourcedNumber(_ node: JSONNode, positive: Bool = false) throws(SpecError) -> Sourced<Double> {
        try sourced(node) { n throws(SpecError) in
            let value = try n.nonNegativeNumber()
            if positive, value == 0 { throw n.error("expected a number > 0, got 0") }
            return value
        }
    }

    static func sourcedOptionalNumber(_ node: JSONNode) throws(SpecError) -> Sourced<Double?> {
        try sourced(node) { n throws(SpecError) in
            if n.value == .null { return nil }
            return try n.nonNegativeNumber()
        }
    }
}
