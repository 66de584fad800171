/// Reads one device of the catalog JSON (schema: Scripts/catalog/README.md) into a `Device`: the
/// facts as the data holds them, then the rules of `Rules/` for everything UIKit derives. Strict
/// like the spec reader: a calibration file with a wrong type fails here, with its path.
enum DeviceDecoding {
    static let deviceKeys = [
        "name", "slug", "aliases", "referenceEntry", "legacy", "idiom", "defaultOS", "latestOS", "primaryOS", "portraitSize",
        "screenSizeConfidence", "scale", "nativeScale", "nativePixels", "displayCornerRadius", "sensorHousing",
        "homeButton", "navigationBarOriginYPortrait", "orientations", "osVariants", "alternates",
    ]
    /// An orientation's facts: the data holds these.
    static let factKeys = ["screenSize", "safeAreaInsets", "statusBarHeight", "homeIndicatorAreaHeight", "sizeClasses"]
    /// What UIKit derives from the facts: the rules give these unless the device's data (a device
    /// a calibration adds) or a calibration file sets them.
    static let derivedKeys = ["navigationBar", "tabBarHeight", "toolbarHeight", "minimumLayoutMargins", "keyboardHeight"]
    static let metricsKeys = factKeys + derivedKeys

    /// - Parameters:
    ///   - node: the device after its OS variants and a calibration file's facts are merged in.
    ///   - os: the OS the values are for.
    ///   - navigationBarSafeAreaTop: the portrait safe-area top of the device's own data, which
    ///     its `navigationBarOriginYPortrait` was measured with (before OS variants and calibration).
    static func device(
        _ node: JSONNode, os: OSVersion, appliedVariants: [String], osWarning: String?, navigationBarSafeAreaTop: Double?
    ) throws(SpecError) -> Device {
        let object = try node.object()
        try object.allowOnly(deviceKeys)
        let idiomName = try object.required("idiom").oneOf(["phone", "pad", "tv"], what: "idiom")
        guard let defaultOS = OSVersion(try object.required("defaultOS").string()) else {
            throw try object.required("defaultOS").mismatch("an OS version such as \"18\" or \"26.0\"")
        }
        var latestOS: OSVersion?
        if let node = object.optional("latestOS") {
            guard let version = OSVersion(try node.string()) else { throw node.mismatch("an OS version such as \"18\"") }
            latestOS = version
        }
        let orientationsNode = try object.required("orientations")
        let orientationsObject = try orientationsNode.object()
        try orientationsObject.allowOnly(InterfaceOrientation.allCases.map(\.rawValue))
        var facts: [InterfaceOrientation: OrientationFacts] = [:]
        for key in orientationsObject.keys {
            facts[InterfaceOrientation(rawValue: key)!] = try orientationFacts(orientationsObject.required(key))
        }
        guard !facts.isEmpty else { throw orientationsNode.error("a device needs at least one orientation") }
        let idiom = UserInterfaceIdiom(rawValue: idiomName)!
        let sensorHousing = try sensorHousing(object.required("sensorHousing"))
        let hasHomeButton = try object.required("homeButton").bool()
        var navigationBarOrigin: NavigationBarOriginMeasurement?
        if let originNode = object.optional("navigationBarOriginYPortrait"), let navigationBarSafeAreaTop {
            navigationBarOrigin = NavigationBarOriginMeasurement(y: try sourcedOptionalNumber(originNode), safeAreaTop: navigationBarSafeAreaTop)
        }
        let context = DeviceRuleContext(
            idiom: idiom,
            hasHomeButton: hasHomeButton,
            sensorHousing: sensorHousing.kind,
            // Absent in a device written before the field existed: the width's confidence then
            // leaves the margins rule's own.
            screenSizeConfidence: try object.optional("screenSizeConfidence")?.string() ?? "high",
            navigationBarOrigin: navigationBarOrigin,
            os: os
        )
        let pixels = try object.required("nativePixels").size()
        return Device(
            name: try object.required("name").string(),
            slug: try object.required("slug").string(),
            aliases: try object.optional("aliases")?.array().map { n throws(SpecError) in try n.string() } ?? [],
            referenceEntry: try object.optional("referenceEntry")?.string() ?? "",
            isLegacy: try object.optional("legacy")?.bool() ?? false,
            idiom: idiom,
            os: os,
            defaultOS: defaultOS,
            latestOS: latestOS,
            appliedOSVariants: appliedVariants,
            osWarning: osWarning,
            portraitSize: try object.required("portraitSize").size(),
            scale: try sourcedNumber(object.required("scale"), positive: true),
            nativeScale: try sourcedNumber(object.required("nativeScale"), positive: true),
            nativePixels: pixels,
            displayCornerRadius: try sourcedNumber(object.required("displayCornerRadius")),
            sensorHousing: sensorHousing,
            hasHomeButton: hasHomeButton,
            orientations: DeviceRules.metrics(context, facts: facts)
        )
    }

    /// One orientation of the data: its facts, and any derived value it writes out.
    static func orientationFacts(_ node: JSONNode) throws(SpecError) -> OrientationFacts {
        let object = try node.object()
        try object.allowOnly(metricsKeys)
        let sizeClasses = try object.required("sizeClasses").object()
        try sizeClasses.allowOnly(["horizontal", "vertical", "confidence", "note"])
        var given = GivenDerivedValues()
        if let navNode = object.optional("navigationBar") {
            let nav = try navNode.object()
            try nav.allowOnly(["height", "largeTitleHeight", "originOffset"])
            if let n = nav.optional("height") { given.navigationBarHeight = try sourcedOptionalNumber(n) }
            if let n = nav.optional("largeTitleHeight") { given.largeTitleNavigationBarHeight = try sourcedOptionalNumber(n) }
            if let n = nav.optional("originOffset") { given.navigationBarOriginOffset = try sourced(n) { n throws(SpecError) in try n.number() } }
        }
        if let n = object.optional("tabBarHeight") { given.tabBarHeight = try sourcedOptionalNumber(n) }
        if let n = object.optional("toolbarHeight") { given.toolbarHeight = try sourcedOptionalNumber(n) }
        if let n = object.optional("keyboardHeight") { given.keyboardHeight = try sourcedOptionalNumber(n) }
        if let n = object.optional("minimumLayoutMargins") {
            given.minimumLayoutMargins = try sourced(n) { n throws(SpecError) in try n.directionalEdgeInsets() }
        }
        return OrientationFacts(
            screenSize: try object.required("screenSize").size(),
            safeAreaInsets: try sourced(object.required("safeAreaInsets")) { n throws(SpecError) in try n.edgeInsets() },
            statusBarHeight: try sourcedNumber(object.required("statusBarHeight")),
            homeIndicatorAreaHeight: try sourcedNumber(object.required("homeIndicatorAreaHeight")),
            horizontalSizeClass: try sizeClass(sizeClasses.required("horizontal")),
            verticalSizeClass: try sizeClass(sizeClasses.required("vertical")),
            sizeClassConfidence: try sizeClasses.optional("confidence")?.string() ?? "",
            given: given
        )
    }

    /// One orientation in the catalog's full form (facts and derived values), as
    /// `DerivedValuesJSON.orientation` writes it: how a calibration file's derived values are read.
    static func metrics(_ node: JSONNode) throws(SpecError) -> DeviceMetrics {
        let facts = try orientationFacts(node)
        // The full form names every derived value.
        let object = try node.object()
        let nav = try object.required("navigationBar").object()
        return DeviceMetrics(
            facts: facts,
            navigationBarHeight: try sourcedOptionalNumber(nav.required("height")),
            largeTitleNavigationBarHeight: try sourcedOptionalNumber(nav.required("largeTitleHeight")),
            navigationBarOriginOffset: try sourced(nav.required("originOffset")) { n throws(SpecError) in try n.number() },
            tabBarHeight: try sourcedOptionalNumber(object.required("tabBarHeight")),
            toolbarHeight: try sourcedOptionalNumber(object.required("toolbarHeight")),
            minimumLayoutMargins: try sourced(object.required("minimumLayoutMargins")) { n throws(SpecError) in try n.directionalEdgeInsets() },
            keyboardHeight: try sourcedOptionalNumber(object.required("keyboardHeight"))
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
