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
    /// Per device, from the bundled data's skim; nil for a device resolved when the catalog was
    /// made (a document's, a calibrated or added one), whose summary is its own.
    private let summaries: [DeviceSummary?]

    /// `resolved`: devices already resolved at their default OS.
    init(file: String, sources: [Source], names: [[String]], summaries: [DeviceSummary?], overlays: [Int: CalibrationOverlay],
         resolved: [Int: Device]) {
        self.file = file
        self.sources = sources
        self.names = names
        self.overlays = overlays
        var atDefault = [Device?](repeating: nil, count: sources.count)
        var summaries = summaries + [DeviceSummary?](repeating: nil, count: max(0, sources.count - summaries.count))
        for (index, device) in resolved {
            atDefault[index] = device
            summaries[index] = DeviceSummary(device)
        }
        atDefaultOS = Locked(atDefault)
        self.summaries = summaries
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

    /// How many devices are resolved at their default OS so far (tests: a matrix resolves only
    /// the models it may hold).
    var resolvedCount: Int { atDefaultOS.withLock { $0.count { $0 != nil } } }

    /// What a matrix chooses the device by, without resolving it.
    func summary(at index: Int) -> DeviceSummary {
        if let summary = summaries[index] { return summary }
        return DeviceSummary(deviceAtDefaultOS(index))
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
