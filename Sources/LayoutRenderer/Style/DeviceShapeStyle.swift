/// Sizes used only to draw the device; the geometry never reads them.
enum DeviceShapeStyle {
    /// A notch where the catalog has no size (device-catalog.json has none for notched phones):
    /// drawn at the iPhone X notch's commonly quoted 209 × 30 pt. A drawing guess, not geometry.
    static let notchSize = (width: 209.0, height: 30.0)
    /// The home indicator: 134 × 5 pt, 8 pt above the bottom edge (drawing only).
    static let homeIndicatorSize = (width: 134.0, height: 5.0)
    static let homeIndicatorBottomGap = 8.0
}
