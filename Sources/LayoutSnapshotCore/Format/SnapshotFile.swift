import LayoutEngine
import LayoutRenderer
import PNGCodec
import RasterImage

/// The snapshot file format, in one place: a PNG of the render whose `tEXt` chunks say what it
/// shows (Docs/snapshot-checks.md, "The snapshot file"; Assertions.md, "How a verify stays fast").
///
/// Every file records the device, orientation, scale, OS, catalog and renderer versions, the
/// overlays and the hash of its pixels. A reference recorded by an assertion adds the digest of
/// everything the renderer read (`LayoutRenderer.inputDigest`), the digest of the geometry JSON
/// recorded beside it (`Key.geometry`) and, last before IEND, a seal: a
/// hash of every byte before it. While the seal holds, a verify may trust the recorded pixel hash
/// and render inputs without decoding the image.
///
/// `layout-snapshot render` writes `.render` files and assertions `.reference` files; both are
/// read by `SnapshotFile(path:bytes:)`.
package struct SnapshotFile: Sendable {
    /// The text keywords, as they are spelled in every file written since the format began.
    package enum Key {
        package static let device = "LayoutSnapshot.device"
        package static let orientation = "LayoutSnapshot.orientation"
        package static let scale = "LayoutSnapshot.scale"
        package static let os = "LayoutSnapshot.os"
        package static let catalog = "LayoutSnapshot.catalog"
        package static let renderer = "LayoutSnapshot.renderer"
        package static let overlays = "LayoutSnapshot.overlays"
        package static let pixelHash = "LayoutSnapshot.pixelHash"
        package static let renderInputs = "LayoutSnapshot.renderInputs"
        /// The digest of the geometry JSON recorded with the PNG (`geometryDigest`): a pair write
        /// interrupted between its two renames is finished only while the JSON in place is the
        /// one it wrote (`StaleWrites`).
        package static let geometry = "LayoutSnapshot.geometry"
        package static let seal = "LayoutSnapshot.seal"
    }

    /// What a file written by this package holds besides the pixels.
    package enum Kind: Sendable {
        /// The description and the pixel hash: what `render` writes.
        case render
        /// A render plus its render inputs and the seal: what an assertion records.
        case reference
    }

    package var path: String
    package var bytes: [UInt8]
    /// The text chunks (the first of each keyword).
    package var text: [String: String]
    package var seal: SnapshotSeal.Status

    /// Reads the text chunks without inflating the pixels; throws for a file that is not a PNG
    /// or is truncated.
    package init(path: String, bytes: [UInt8]) throws(PNGError) {
        self.path = path
        self.bytes = bytes
        var text: [String: String] = [:]
        for entry in try PNGCodec.readText(bytes) where text[entry.keyword] == nil { text[entry.keyword] = entry.text }
        self.text = text
        self.seal = SnapshotSeal.status(of: bytes)
    }

    /// The recorded pixel hash and render inputs, trusted only while the seal holds.
    package var trustedPixelHash: String? { seal == .intact ? text[Key.pixelHash] : nil }
    package var trustedRenderInputs: String? { seal == .intact ? text[Key.renderInputs] : nil }
    /// The digest of the geometry JSON recorded with this PNG, while the seal holds; nil for a
    /// reference recorded before the key existed.
    package var trustedGeometryDigest: String? { seal == .intact ? text[Key.geometry] : nil }

    /// The digest `Key.geometry` records: of the geometry file's bytes.
    package static func geometryDigest(_ json: [UInt8]) -> String {
        StableHasher.hex(StableHasher.hash(bytes: json))
    }

    /// The pixels (a full decode).
    package func decodeImage() throws(PNGError) -> Image { try PNGCodec.decode(bytes).image }

    /// The text a file of `kind` records for `image`, a render of `layout` with `options`.
    /// `pixelHash` (`Image.pixelHashString`) and `renderInputs` (`LayoutRenderer.inputDigest`) are
    /// computed when not given.
    package static func text(
        _ kind: Kind, image: Image, pixelHash: String? = nil, layout: ComputedLayout, options: RenderOptions, renderInputs: String? = nil, geometry: String? = nil
    ) -> [PNGTextEntry] {
        let e = layout.environment
        var text = [
            PNGTextEntry(keyword: Key.device, text: e.deviceName),
            PNGTextEntry(keyword: Key.orientation, text: e.orientation.rawValue),
            PNGTextEntry(keyword: Key.scale, text: GeometryText.n(options.scale ?? e.scale)),
            PNGTextEntry(keyword: Key.os, text: e.os.description),
            PNGTextEntry(keyword: Key.catalog, text: e.catalogVersion),
            PNGTextEntry(keyword: Key.renderer, text: LayoutRenderer.version),
            PNGTextEntry(keyword: Key.overlays, text: options.overlays.map(\.rawValue).sorted().joined(separator: ",")),
            PNGTextEntry(keyword: Key.pixelHash, text: pixelHash ?? image.pixelHashString),
        ]
        if case .reference = kind {
            text.append(PNGTextEntry(keyword: Key.renderInputs, text: renderInputs ?? LayoutRenderer.inputDigest(of: layout, options: options)))
            if let geometry { text.append(PNGTextEntry(keyword: Key.geometry, text: geometryDigest(Array(geometry.utf8)))) }
        }
        return text
    }

    /// The pixels per point a picture was rendered at, as its text records it (`Key.scale`);
    /// nil for a PNG this package did not write (or one without a readable scale).
    package static func recordedScale(of png: [UInt8]) -> Double? {
        (try? PNGCodec.readText(png)).flatMap(recordedScale(in:))
    }

    /// `recordedScale(of:)` from text already read.
    package static func recordedScale(in entries: [PNGTextEntry]) -> Double? {
        guard let text = entries.last(where: { $0.keyword == Key.scale })?.text, let scale = Double(text), scale.isFinite, scale > 0 else { return nil }
        return scale
    }

    /// `layout` rendered and encoded as a file of `kind`: `LayoutRenderer.render`, then `encode`
    /// (the picture fits a palette, so it is written as a palette PNG).
    package static func render(
        _ kind: Kind, layout: ComputedLayout, options: RenderOptions, renderInputs: String? = nil, geometry: String? = nil
    ) throws(PNGError) -> (image: Image, png: [UInt8]) {
        let image = LayoutRenderer.render(layout, options: options)
        return (image, try encode(kind, image: image, layout: layout, options: options, renderInputs: renderInputs, geometry: geometry))
    }

    /// A reference is drawn once, by the optimised tool (Docs/decisions/0024-pictures-drawn-by-the-tool.md),
    /// and carried by the repository for good, so it is deflated harder than a render: zlib level
    /// 8. On the bench client's 216 references (Docs/performance.md) level 6 gave 21.8 MB in
    /// 7.3 s of `report`, level 8 19.9 MB in 12.5 s, level 9 19.4 MB in 22.2 s.
    static func compression(_ kind: Kind) -> PNGEncodeOptions {
        switch kind {
        case .render: .default
        case .reference: PNGEncodeOptions(compressionLevel: 8)
        }
    }

    /// The bytes of a file of `kind`: the PNG with its text, sealed when it is a reference.
    /// `geometry`, for a reference, is the geometry JSON recorded beside it.
    package static func encode(
        _ kind: Kind, image: Image, layout: ComputedLayout, options: RenderOptions, renderInputs: String? = nil, geometry: String? = nil
    ) throws(PNGError) -> [UInt8] {
        // The pixel hash the text records is computed on an encoder thread while the others
        // deflate the image (its pass over the pixels then costs no wall time on a free core).
        var hash = ""
        let png = try PNGCodec.encode(image, options: compression(kind), alongside: { hash = image.pixelHashString }) {
            text(kind, image: image, pixelHash: hash, layout: layout, options: options, renderInputs: renderInputs, geometry: geometry)
        }
        switch kind {
        case .render: return png
        case .reference: return SnapshotSeal.seal(png)
        }
    }
}
