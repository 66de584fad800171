/// Where the navigation bar starts: its `frame.minY` minus the safe-area top (uikit-rules.md a4).
/// 0 where the bar starts at the safe-area top; −5.333 on Dynamic Island phones with a 59 pt
/// inset, whose bar starts at y 53.667 (the catalog's measurement), and −5.667 on the 62 and
/// 68 pt ones, whose bar starts at 56.333 and 62.333 (a4/a5 [GKNB-SRC], reference decision 10).
enum NavigationBarOriginRule {
    /// rules a4/a5: the Dynamic Island bar's overlap, 53.667 − 59, to 3 decimals.
    static let dynamicIslandOverlap = -5.333

    /// rules a5 [GKNB-SRC]: where the bar starts on the Dynamic Island phones the reference's
    /// device data has no measurement for, by their portrait safe-area top (pre-iOS 26 bars).
    static let measuredOriginByTop: [Double: Double] = [62: 56.333, 68: 62.333]

    static func offset(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double> {
        switch device.idiom {
        case .tv:
            return Sourced(0, confidence: "unsourced", note: TVBarNote.text)
        case .pad:
            if device.hasHomeButton {
                return Sourced(0, confidence: "high", note: "uikit-rules.md a4/a6 A20: the bar starts under the 20 pt status bar")
            }
            return Sourced(0, confidence: "medium", note: "uikit-rules.md a4/a6 A21: the bar starts under the status bar (24 pt on iPadOS 17-18)")
        case .phone:
            if !orientation.isLandscape, let glass = liquidGlassOffset(device) { return glass }
            return orientation.isLandscape ? landscapePhone(device, facts) : portraitPhone(device, facts)
        }
    }

    /// iOS 26's bar starts at the safe-area top on every iPhone in portrait: no overlap with the
    /// status bar's inset (a5, iOS 26 [GKNB-SRC]: a child's top is the safe-area top + 54). nil
    /// before iOS 26, where the measured overlaps hold.
    static func liquidGlassOffset(_ device: DeviceRuleContext) -> Sourced<Double>? {
        guard device.idiom == .phone, OS26ConfidenceCap.applies(os: device.os, idiom: device.idiom) else { return nil }
        return Sourced(0, confidence: "medium-low", note: "uikit-rules.md a5, iOS 26: the bar starts at the safe-area top [GKNB-SRC]")
    }

    private static func landscapePhone(_ device: DeviceRuleContext, _ facts: OrientationFacts) -> Sourced<Double> {
        if facts.safeAreaInsets.value.top > 0 {
            return Sourced(0, confidence: "low", note: "unsourced: bar origin with a landscape top inset was not measured")
        }
        // rules a4, f F2: iPhones hide the status bar in landscape (iOS 11-18).
        let confidence = device.sensorHousing == .dynamicIsland ? "medium" : "high"
        return Sourced(0, confidence: confidence, note: "status bar hidden in landscape: the bar starts at the top (rules a4, f F2)")
    }

    private static func portraitPhone(_ device: DeviceRuleContext, _ facts: OrientationFacts) -> Sourced<Double> {
        if device.hasHomeButton {
            return Sourced(0, confidence: "high", note: "uikit-rules.md a4/a6 A11: the bar starts under the 20 pt status bar")
        }
        if let measured = device.navigationBarOrigin, let y = measured.y.value {
            // The offset holds for OS variants and calibrations that move the safe-area top: the
            // bar moves with it, as on the 12/13 mini and the Dynamic Island phones.
            let offset = rounded3(y - measured.safeAreaTop)
            let note: String
            if device.sensorHousing == .dynamicIsland {
                note = "uikit-rules.md a4/a5: bar at y \(CatalogNumber.text(y)) inside the \(CatalogNumber.text(measured.safeAreaTop)) pt inset"
            } else if facts.screenSize.width == 375 && measured.safeAreaTop == 50 {
                note = "uikit-rules.md a4: 12/13 mini bar frame {{0,50},{375,44}}"
            } else {
                note = "devices.json: the bar starts at the safe-area top (y \(CatalogNumber.text(y)))"
            }
            return Sourced(offset, confidence: measured.y.confidence, note: note)
        }
        if device.sensorHousing == .dynamicIsland, let top = device.navigationBarOrigin?.safeAreaTop, let y = measuredOriginByTop[top] {
            // Keyed on the device's own portrait top, as a measurement is: the offset holds when
            // an OS variant or a calibration moves the top.
            return Sourced(rounded3(y - top), confidence: "medium",
                           note: "uikit-rules.md a5: bar at y \(CatalogNumber.text(y)) inside the \(CatalogNumber.text(top)) pt inset [GKNB-SRC]")
        }
        if device.sensorHousing == .dynamicIsland {
            // Reference decision 10: a Dynamic Island phone with no origin measured gets the 59 pt
            // models' overlap, low.
            return Sourced(dynamicIslandOverlap, confidence: "low",
                           note: "decision 10: same 5.333 pt overlap as on 59-class Dynamic Island phones (unsourced)")
        }
        return Sourced(0, confidence: "low", note: "assumed: the bar starts at the safe-area top as on notched phones (rules a4); not measured")
    }

    /// To 3 decimals, as the reference writes its thirds of a point (53.667).
    static func rounded3(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}

/// A number in a note as the reference writes it: `47`, `53.667`.
enum CatalogNumber {
    static func text(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return "\(x)"
    }
}
