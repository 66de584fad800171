import UIKitLayout

/// The spec's top-level `canvas`: the device and orientation its frames were written for. The
/// device name is looked up later, in the catalog the run uses (`LayoutSpec.canvasSize`).
extension SpecTreeReader {
    func canvas(_ node: JSONNode) throws(SpecError) -> SpecCanvas {
        let object = try node.object()
        try object.allowOnly(["device", "orientation"])
        var canvas = SpecCanvas()
        if let d = object.optional("device") {
            let name = try d.string()
            guard !name.isEmpty else { throw d.error("a device name must not be empty") }
            canvas.device = name
        }
        if let o = object.optional("orientation") {
            canvas.orientation = InterfaceOrientation(specName: try o.oneOf(InterfaceOrientation.specNames, what: "orientation"))
        }
        return canvas
    }
}
