import RasterImage

/// A decoded PNG: its pixels as RGBA8 and its text chunks in file order.
public struct DecodedPNG: Sendable, Hashable {
    public var image: Image
    public var text: [PNGTextEntry]

    public init(image: Image, text: [PNGTextEntry]) {
        self.image = image
        self.text = text
    }
}
