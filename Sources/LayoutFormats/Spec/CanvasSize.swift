import StrictJSON
import UIKitLayout

/// The screen size the spec's frames were written for (`LayoutEnvironment.canvasSize`).
extension LayoutSpec {
    /// The canvas device's screen size in the canvas orientation, from `catalog`. The device is
    /// `canvas.device`, else the environment's device, else `SpecCanvas.defaultDevice`; the
    /// orientation is `canvas.orientation`, else the environment's orientation when the device is
    /// the environment's too (they describe one screen together), else the device's first
    /// (portrait on phones). The CLI's `--device` and `--orientation` never change it.
    /// An unknown device or an orientation it lacks is an error at the JSON path that named it.
    package func canvasSize(in catalog: DeviceCatalog, file: String) throws(SpecError) -> Size {
        let root = JSONPath.root
        let name: String
        let namePath: JSONPath
        var orientation = canvas?.orientation
        var orientationPath = root.appending("canvas").appending("orientation")
        if let device = canvas?.device {
            (name, namePath) = (device, root.appending("canvas").appending("device"))
        } else if let device = environment.device {
            (name, namePath) = (device, root.appending("environment").appending("device"))
            if orientation == nil, let o = environment.orientation {
                orientation = o
                orientationPath = root.appending("environment").appending("orientation")
            }
        } else {
            (name, namePath) = (SpecCanvas.defaultDevice, root.appending("canvas"))
        }
        let device: Device
        do { device = try catalog.device(named: name) } catch {
            let what = namePath.components.count == 1 ? "the default canvas device is not in the catalog; set canvas.device: " : "canvas: "
            throw SpecError(file: file, path: namePath, message: what + error.description)
        }
        guard let o = orientation ?? device.supportedOrientations.first, let metrics = device.metrics(for: o) else {
            let supported = device.supportedOrientations.map(\.rawValue).joined(separator: ", ")
            throw SpecError(file: file, path: orientationPath,
                            message: "canvas: \(device.name) does not support \(orientation?.rawValue ?? "any orientation"); it supports \(supported)")
        }
        return metrics.screenSize
    }
}

extension SpecCanvas {
    /// The canvas of a spec that names no device, and of layouts built in Swift: the device
    /// Interface Builder's "View as" shows first at the time of writing.
    package static let defaultDevice = "iPhone 16 Pro"

    /// `defaultDevice` in portrait, for layouts built in Swift; nil when `catalog` lacks it
    /// (then frames are used as written, nothing is resized).
    package static func defaultSize(in catalog: DeviceCatalog) -> Size? {
        (try? catalog.device(named: defaultDevice))?.metrics(for: .portrait)?.screenSize
    }
}
