import Foundation
import LayoutEngine

/// The devices an assertion checks: one model, a list, or a named matrix of the catalog.
///
///     assertLayoutSnapshot(of: screen, on: .currentPhones)
///     assertLayoutSnapshot(of: screen, on: "iPhone 15 Pro")
///     assertLayoutSnapshot(of: screen, on: ["iPhone SE (3rd generation)", "iPad Pro 11-inch (M4)"])
public struct DeviceSelection: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case named([String])
        case matrix(DeviceMatrix)
    }

    let kind: Kind
    /// The OS the devices run (their OS variants, reference decision 8); nil: each device's default.
    public var os: OSVersion?

    public init(stringLiteral name: String) { kind = .named([name]) }
    public init(arrayLiteral names: String...) { kind = .named(names) }
    init(kind: Kind, os: OSVersion? = nil) { self.kind = kind; self.os = os }

    /// One model, by name, slug or alias (`"iPhone 15 Pro"`, `"iphone-15-pro"`).
    public static func device(_ name: String, os: OSVersion? = nil) -> DeviceSelection { DeviceSelection(kind: .named([name]), os: os) }
    public static func devices(_ names: [String], os: OSVersion? = nil) -> DeviceSelection { DeviceSelection(kind: .named(names), os: os) }
    public static func matrix(_ matrix: DeviceMatrix, os: OSVersion? = nil) -> DeviceSelection { DeviceSelection(kind: .matrix(matrix), os: os) }

    /// The phones that run the current iOS, one per distinct geometry, newest first
    /// (`DeviceMatrix.currentPhones`): the default.
    public static let currentPhones = DeviceSelection(kind: .matrix(.currentPhones))
    /// Every phone in the catalog, from the iPhone 5 on.
    public static let allPhones = DeviceSelection(kind: .matrix(.allPhones))
    public static let allPads = DeviceSelection(kind: .matrix(.allPads))
    public static let allDevices = DeviceSelection(kind: .matrix(.allDevices))
    /// One model per distinct geometry (DeviceMatrix.distinctGeometries).
    public static let distinctGeometries = DeviceSelection(kind: .matrix(.distinctGeometries))

    /// The same devices on another OS.
    public func on(os: OSVersion) -> DeviceSelection { DeviceSelection(kind: kind, os: os) }

    public var description: String {
        let devices: String = switch kind {
        case .named(let names): names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
        case .matrix(let m): m.rawValue
        }
        return devices + (os.map { " (OS \($0))" } ?? "")
    }

    func devices(in catalog: DeviceCatalog) throws(DeviceLookupError) -> [Device] {
        switch kind {
        case .named(let names):
            var result: [Device] = []
            for name in names { result.append(try catalog.device(named: name, os: os)) }
            return result
        case .matrix(let matrix):
            return try catalog.devices(in: matrix, os: os)
        }
    }
}

/// The devices of each selection on the bundled catalog, worked out once a process: a matrix comes
/// from the whole catalog (its distinct geometries), tens of milliseconds in a debug build, and
/// the bundled catalog cannot change. Worked out under the lock: tests that start together (Swift
/// Testing runs them in parallel) wait for the first instead of each reading the whole catalog.
final class BundledSelections: @unchecked Sendable {
    static let shared = BundledSelections()
    private let lock = NSLock()
    private var devices: [DeviceSelection: [Device]] = [:]

    func devices(_ selection: DeviceSelection) throws(DeviceLookupError) -> [Device] {
        lock.lock()
        defer { lock.unlock() }
        if let known = devices[selection] { return known }
        let found = try selection.devices(in: .bundled)
        devices[selection] = found
        return found
    }
}
