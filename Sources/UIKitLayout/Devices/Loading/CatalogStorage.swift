import Locking
import StrictJSON

/// A catalog's devices as they are read: each device's raw JSON (for the bundled data, a byte
/// range parsed the first time the device is asked for) and each device at its default OS,
/// resolved once. Shared by the copies of a `DeviceCatalog`; safe to use from any thread.
final class CatalogStorage: Sendable {
    enum Source: Sendable {
        /// A device of the bundled data, by its bytes.
        case bundled(Range<Int>)
        /// A device already parsed: from a catalog document, or added by a calibration file.
        case parsed(JSONValue)
    }

    let file: String
    let sources: [Source]
    /// Per device: its name, slug and aliases, in that order.
    let names: [[String]]
    let overlays: [Int: CalibrationOverlay]
    private let atDefaultOS: Locked<[Device?]>

    /// `resolved`: devices already resolved at their default OS.
    init(file: String, sources: [Source], names: [[String]], overlays: [Int: CalibrationOverlay], resolved: [Int: Device]) {
        self.file = file
        self.sources = sources
        self.names = names
        self.overlays = overlays
        var atDefault = [Device?](repeating: nil, count: sources.count)
        for (index, device) in resolved { atDefault[index] = device }
        atDefaultOS = Locked(atDefault)
    }

    var count: Int { sources.count }

    func rawDevice(at index: Int) -> JSONValue {
        Self.rawDevice(sources[index], index: index)
    }

    static func rawDevice(_ source: Source, index: Int) -> JSONValue {
        switch source {
        case .parsed(let value):
            return value
        case .bundled(let range):
            do {
                return try JSONParser.parse(Array(BundledCatalogData.bytes[range]))
            } catch {
                // The data is generated and parsed whole by the tests: failing here is a build defect.
                fatalError("the bundled device catalog does not parse at device \(index): \(error)")
            }
        }
    }

    func device(at index: Int, os: OSVersion?) throws(SpecError) -> Device {
        try DeviceResolution.resolve(rawDevice(at: index), index: index, os: os, overlay: overlays[index], file: file)
    }

    /// The device at its default OS, resolved on first use.
    func deviceAtDefaultOS(_ index: Int) -> Device {
        if let device = atDefaultOS.withLock({ $0[index] }) { return device }
        let device: Device
        do {
            device = try self.device(at: index, os: nil)
        } catch {
            // Devices that can fail (a parsed document's, calibrated ones) are resolved when the
            // catalog is made, which reports the error; the bundled data is tested device by device.
            fatalError("the device catalog's device \(index) does not resolve: \(error)")
        }
        atDefaultOS.withLock { $0[index] = device }
        return device
    }
}
