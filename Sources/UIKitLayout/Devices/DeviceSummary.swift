/// What a `DeviceMatrix` chooses a device by before its geometry: read from the bundled data's
/// skim (`BundledCatalogIndex`) without resolving the device, so a matrix resolves only the
/// devices it may hold (resolving every model of the catalog takes tens of milliseconds in a
/// debug build, which each test process paid).
struct DeviceSummary: Sendable, Equatable {
    var idiom: UserInterfaceIdiom
    var isLegacy: Bool
    var latestOS: OSVersion?
}

extension DeviceSummary {
    init(_ device: Device) {
        self.init(idiom: device.idiom, isLegacy: device.isLegacy, latestOS: device.latestOS)
    }
}
