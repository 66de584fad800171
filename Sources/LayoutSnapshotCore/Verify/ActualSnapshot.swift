import LayoutEngine
import LayoutRenderer
import PNGCodec
import RasterImage

/// The actual side of one check: the computed layout and its render inputs, and the geometry
/// JSON, the render and its PNG made only when a step needs them (a matching verify usually needs
/// none of them: Assertions.md, "How a verify stays fast"). One check's, on one thread: not Sendable.
package final class ActualSnapshot {
    package let layout: ComputedLayout
    package let options: RenderOptions
    /// `GeometryJSON` with a final newline: the bytes of the geometry reference (written once).
    package var geometry: String {
        if let written { return written }
        let text = GeometryJSON.string(layout) + "\n"
        written = text
        return text
    }
    private var written: String?
    /// `LayoutRenderer.inputDigest`: equal digests render equal pixels.
    package let renderInputs: String
    private var rendered: Image?
    private var encoded: Result<[UInt8], PNGError>?

    package init(layout: ComputedLayout, options: RenderOptions) {
        self.layout = layout
        self.options = options
        renderInputs = LayoutRenderer.inputDigest(of: layout, options: options)
    }

    /// The render (made once).
    package var image: Image {
        if let rendered { return rendered }
        let image = LayoutRenderer.render(layout, options: options)
        rendered = image
        return image
    }

    /// The render as a sealed reference file (encoded once). When nothing has rendered it yet,
    /// it is encoded as it is drawn (`SnapshotFile.render`).
    package func referencePNG() throws(PNGError) -> [UInt8] {
        if encoded == nil {
            do {
                if let rendered {
                    encoded = .success(try SnapshotFile.encode(.reference, image: rendered, layout: layout, options: options, renderInputs: renderInputs, geometry: geometry))
                } else {
                    let (image, png) = try SnapshotFile.render(.reference, layout: layout, options: options, renderInputs: renderInputs, geometry: geometry)
                    rendered = image
                    encoded = .success(png)
                }
            } catch { encoded = .failure(error) }
        }
        return try encoded!.get()
    }
}
