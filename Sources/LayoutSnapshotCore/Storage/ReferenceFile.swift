import LayoutEngine
import LayoutRenderer
import PNGCodec
import RasterImage

/// What a reference PNG says about itself, read from its text chunks without inflating its
/// pixels, and whether its seal still holds.
public struct ReferenceFile: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public var text: [String: String]
    public var seal: ReferenceSeal.Status

    public static let pixelHashKey = "LayoutSnapshot.pixelHash"
    public static let renderInputsKey = "LayoutSnapshot.renderInputs"

    /// The recorded pixel hash, trusted only while the seal is intact.
    public var trustedPixelHash: String? { seal == .intact ? text[Self.pixelHashKey] : nil }
    public var trustedRenderInputs: String? { seal == .intact ? text[Self.renderInputsKey] : nil }

    /// Reads the text chunks; throws for a file that is not a PNG or is truncated.
    public init(path: String, bytes: [UInt8]) throws(PNGError) {
        self.path = path
        self.bytes = bytes
        var text: [String: String] = [:]
        for entry in try PNGCodec.readText(bytes) where text[entry.keyword] == nil { text[entry.keyword] = entry.text }
        self.text = text
        self.seal = ReferenceSeal.status(of: bytes)
    }

    /// The pixels (a full decode).
    public func decodeImage() throws(PNGError) -> Image { try PNGCodec.decode(bytes).image }
}

/// The PNG bytes of a snapshot as it is recorded: the render's metadata, the digest of its
/// inputs, and the seal last.
public enum SnapshotPNG {
    public static func encode(_ image: Image, layout: ComputedLayout, options: RenderOptions, renderInputs: String) throws(PNGError) -> [UInt8] {
        var text = LayoutRenderer.metadata(for: layout, image: image, options: options).map { PNGTextEntry(keyword: $0.key, text: $0.value) }
        text.append(PNGTextEntry(keyword: ReferenceFile.renderInputsKey, text: renderInputs))
        return ReferenceSeal.seal(try PNGCodec.encode(image, text: text))
    }
}
