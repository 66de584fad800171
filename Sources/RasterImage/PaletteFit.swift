import CPaletteFit

extension Image {
    /// Makes the image use at most `maxColors` distinct colours, in place: when it has more, the
    /// most frequent stay and every other colour becomes the nearest of them (squared RGBA
    /// distance; ties to the more frequent, then the smaller value). Integers only, so the same
    /// pixels on every machine. Returns how many colours the image had before.
    ///
    /// Why: a PNG of at most 256 colours is a palette image, one byte a pixel, about a quarter of
    /// the size of the same picture in RGB. A diagram's colours beyond its 256 most frequent are
    /// the blends at the edges of antialiased text and shapes (under 1 % of the pixels of the
    /// examples' pictures), which a neighbouring shade draws as well.
    @discardableResult
    public mutating func fitPalette(maxColors: Int = 256) -> Int {
        precondition(maxColors >= 1, "a palette holds at least one colour")
        let count = width * height
        let before = pixels.withUnsafeMutableBufferPointer { buffer in
            palette_fit_rgba(buffer.baseAddress, count, UInt32(maxColors))
        }
        precondition(before >= 0, "fitting a \(width) × \(height) image to a palette ran out of memory")
        return before
    }
}
