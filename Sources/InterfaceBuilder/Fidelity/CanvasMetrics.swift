import LayoutEngine

/// The screen Interface Builder's canvas draws for a design device, as the frames it stored show
/// it, where it differs from the device's own values (Docs/InterfaceBuilder.md, "The canvas's
/// safe area and bars"). Measured on public documents other than the ones scored; each value in
/// that section with its evidence.
enum CanvasMetrics {
    /// `metrics` (the catalog's, in the document's orientation) as the canvas of `release` draws
    /// them for the design id: the bars on phones in portrait and on iPads; the safe area on
    /// phones in portrait only (iPads' and landscape's keep the catalog's values: no document
    /// measured them). `fullScreen`: a scene at the screen's size, not a freeform one (the
    /// doubled insets were measured on full-screen scenes only).
    static func adjusted(_ metrics: DeviceMetrics, device: Device, designID: String, orientation: InterfaceOrientation,
                         release: XcodeRelease, usesSafeAreas: Bool, fullScreen: Bool = true) -> DeviceMetrics {
        var m = metrics
        let note = "Interface Builder's canvas (Docs/InterfaceBuilder.md)"
        func measured(_ value: Double) -> Sourced<Double> { Sourced(value, confidence: "medium", note: note) }
        let phone = device.idiom == .phone
        // The bars: Xcode 26 draws iOS 26's 54-point navigation bar, earlier ones 44 (50 on iPad);
        // the simulated toolbar is 49; the bar starts at the top inset, under any sensor housing.
        if device.idiom != .tv, orientation == .portrait || !phone {
            let bar: Double = release.major >= 26 ? 54 : (phone ? 44 : 50)
            m.navigationBarHeight = Sourced(bar, confidence: "medium", note: note)
            m.largeTitleNavigationBarHeight = Sourced(bar + 52, confidence: release.major >= 26 ? "unsourced" : "medium",
                                                      note: release.major >= 26 ? "GUESS: 54 + the 52 of a large title before iOS 26" : note)
            m.navigationBarOriginOffset = measured(0)
            m.toolbarHeight = Sourced(49, confidence: "medium", note: note)
            m.tabBarHeight = Sourced(49, confidence: "medium", note: note)
        }
        guard phone, orientation == .portrait else { return m }
        var insets = m.safeAreaInsets.value
        if device.sensorHousing.kind == .none {
            // Home-button phones: up to Xcode 14.0 a document with safe-area guides gets no
            // simulated status bar (0 at the top, a navigation bar at y 0); one with the legacy
            // guides keeps its 20, and so do later Xcodes (no document measured otherwise).
            if usesSafeAreas, release <= XcodeRelease(major: 14) {
                insets.top = 0
                m.statusBarHeight = measured(0)
            }
        } else {
            // The top inset of the phone the canvas shows for this id in this Xcode.
            if let top = topInset(designID: designID, release: release) { insets.top = top }
            // Xcode 16.3 and later store both insets of a notched phone doubled.
            if fullScreen, release >= XcodeRelease(major: 16, minor: 3) {
                insets.top *= 2
                insets.bottom *= 2
            }
            m.statusBarHeight = measured(insets.top)
        }
        m.safeAreaInsets = Sourced(insets, confidence: "medium", note: note)
        return m
    }

    /// Ids whose canvas phone changed with the Xcode: `retina6_1` is 44 points at the top up to
    /// Xcode 13 and 48 from Xcode 14; `retina5_9` 44 up to Xcode 13, then 50 (a 375 × 812 phone
    /// with the 50-point inset). nil: the catalog model's own inset.
    static func topInset(designID: String, release: XcodeRelease) -> Double? {
        switch designID {
        case "retina6_1": release.major <= 13 ? 44 : 48
        case "retina5_9": release.major <= 13 ? 44 : 50
        default: nil
        }
    }
}
