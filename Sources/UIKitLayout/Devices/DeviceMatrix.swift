/// A named set of devices to compute a layout on, each in its supported orientations. Legacy
/// models (`Device.isLegacy`: the older iPads and the iPhone 4s that Interface Builder documents
/// name as design devices) are in none of them; they are reached by name
/// (Docs/decisions/0001-legacy-design-devices.md).
public enum DeviceMatrix: String, CaseIterable, Sendable {
    /// The phones that run the current iOS (`currentOS`), one per distinct geometry, each drawn by
    /// its newest model, newest first: what a team's users hold today, without drawing the same
    /// screen twice (Docs/decisions/0021-current-phones-by-default.md). The assertions' default.
    case currentPhones = "current-phones"
    case allPhones = "all-phones"
    case allPads = "all-ipads"
    case allDevices = "all-devices"
    /// One model per distinct geometry: models whose values are all equal (say iPhone 13 and
    /// iPhone 14) are drawn once, by the first of them in catalog order.
    case distinctGeometries = "distinct-geometries"

    /// Accepts the raw names and a few spellings (`phones`, `ipads`, `all`, `distinct`).
    public init?(name: String) {
        let aliases: [String: DeviceMatrix] = [
            "current-phones": .currentPhones, "current": .currentPhones, "currentphones": .currentPhones,
            "all-phones": .allPhones, "phones": .allPhones, "allphones": .allPhones, "all-iphones": .allPhones,
            "all-ipads": .allPads, "ipads": .allPads, "all-pads": .allPads, "pads": .allPads, "allipads": .allPads,
            "all-devices": .allDevices, "all": .allDevices, "alldevices": .allDevices,
            "distinct-geometries": .distinctGeometries, "distinct": .distinctGeometries, "distinctgeometries": .distinctGeometries,
        ]
        guard let matrix = aliases[name.lowercased()] else { return nil }
        self = matrix
    }

    public func devices(in catalog: [Device]) -> [Device] {
        let candidates = catalog.filter { admits(DeviceSummary($0)) }
        switch self {
        case .currentPhones:
            // Newest first; each geometry drawn by its newest model.
            var seen: Set<GeometryKey> = []
            return candidates.reversed().filter { seen.insert(GeometryKey($0)).inserted }
        case .allPhones, .allPads, .allDevices: return candidates
        case .distinctGeometries:
            var seen: Set<GeometryKey> = []
            return candidates.filter { seen.insert(GeometryKey($0)).inserted }
        }
    }

    /// Whether the matrix may hold a device, before its geometry is compared: what
    /// `DeviceCatalog.devices(in:os:)` resolves.
    func admits(_ device: DeviceSummary) -> Bool {
        guard !device.isLegacy else { return false }
        switch self {
        case .currentPhones: return device.idiom == .phone && (device.latestOS.map { $0 >= Self.currentOS } ?? true)
        case .allPhones: return device.idiom == .phone
        case .allPads: return device.idiom == .pad
        case .allDevices, .distinctGeometries: return true
        }
    }

    /// The iOS release `currentPhones` asks a model to run: the newest major release when the
    /// catalog was made (iOS 26, September 2025; the iPhone 11 and later and the iPhone SE 2nd and
    /// 3rd generation run it).
    public static let currentOS = OSVersion(major: 26)

    /// Everything that changes a computed layout or its picture; names and notes do not.
    private struct GeometryKey: Hashable {
        var idiom: UserInterfaceIdiom
        var scale: Double
        var cornerRadius: Double
        var housing: SensorHousing.Kind
        var housingSize: Size?
        var housingOriginY: Double?
        var metrics: [InterfaceOrientation: [Double]]

        init(_ device: Device) {
            idiom = device.idiom
            scale = device.scale.value
            cornerRadius = device.displayCornerRadius.value
            housing = device.sensorHousing.kind
            housingSize = device.sensorHousing.size
            housingOriginY = device.sensorHousing.originY
            metrics = device.orientations.mapValues { m in
                let s = m.safeAreaInsets.value, margins = m.minimumLayoutMargins.value
                return [
                    m.screenSize.width, m.screenSize.height, s.top, s.left, s.bottom, s.right,
                    m.statusBarHeight.value, m.homeIndicatorAreaHeight.value,
                    m.horizontalSizeClass == .regular ? 1 : 0, m.verticalSizeClass == .regular ? 1 : 0,
                    m.navigationBarHeight.value ?? -1, m.largeTitleNavigationBarHeight.value ?? -1,
                    m.navigationBarOriginOffset.value, m.tabBarHeight.value ?? -1, m.toolbarHeight.value ?? -1,
                    margins.top, margins.leading, margins.bottom, margins.trailing, m.keyboardHeight.value ?? -1,
                ]
            }
        }
    }
}
