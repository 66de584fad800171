internal import DeviceCatalogData

/// The bundled catalog's bytes: Sources/DeviceCatalogData/device-catalog.json, compiled into the
/// binary (static, read-only, never freed).
enum BundledCatalogData {
    static let file = "device-catalog.json"

    static var bytes: UnsafeBufferPointer<UInt8> {
        var count = 0
        let start = device_catalog_data(&count)
        return UnsafeBufferPointer(start: start, count: count)
    }
}
