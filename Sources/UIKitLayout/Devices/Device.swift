/// One marketed model, with its geometry for one OS version.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var slug: String
    public var aliases: [String]
    /// The source data's entry (one per screen geometry, Scripts/catalog/README.md) the model's values come from.
    public var referenceEntry: String
    /// An older model kept for Interface Builder design devices and lookups by name: it joins no
    /// named matrix (Docs/decisions/0001-legacy-design-devices.md).
    public var isLegacy: Bool = false
    public var idiom: UserInterfaceIdiom
    /// The OS these values are for: the device's default, or the one asked for.
    public var os: OSVersion
    public var defaultOS: OSVersion
    /// The last major OS the model runs, for models the current one no longer supports (the
    /// catalog's `latestOS`, from Apple's compatibility lists); nil: it runs the current OS.
    public var latestOS: OSVersion?
    /// Labels of the OS variants applied on top of the primary values.
    public var appliedOSVariants: [String]
    /// Set when no catalog values are recorded for the OS asked for, and others were used.
    public var osWarning: String?
    public var portraitSize: Size
    public var scale: Sourced<Double>
    public var nativeScale: Sourced<Double>
    public var nativePixels: Size
    public var displayCornerRadius: Sourced<Double>
    public var sensorHousing: SensorHousing
    public var hasHomeButton: Bool
    /// The orientations the device supports, in `InterfaceOrientation` order.
    public var orientations: [InterfaceOrientation: DeviceMetrics]

    public var supportedOrientations: [InterfaceOrientation] { orientations.keys.sorted() }

    public func metrics(for orientation: InterfaceOrientation) -> DeviceMetrics? { orientations[orientation] }

    public var description: String { name }
}
