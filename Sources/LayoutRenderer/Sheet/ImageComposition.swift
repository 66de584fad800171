import Foundation
import RasterImage

/// The few whole-picture operations that put a picture's parts together (`SheetLayout`), each
/// kept to a band of rows (`RenderBands`).
extension PixelBuffer {
    /// Fills every pixel of `rows` outside the top-left rectangle of `size` with `colour`.
    func fill(_ colour: RGBA, outside size: (width: Int, height: Int), rows: Range<Int>) {
        // A row like the one before is copied from it (the C library's copy writes whole cache
        // lines; a store loop's narrower writes cost about twice as long).
        var above: (row: Int, start: Int)? = nil
        for row in rows {
            let start = row < size.height ? min(size.width, width) : 0
            guard start < width else { continue }
            if let above, above.start == start {
                (base + (row * width + start) * 4).update(from: base + (above.row * width + start) * 4, count: (width - start) * 4)
            } else {
                store(colour.word, row: row, columns: start..<width)
                above = (row, start)
            }
        }
    }

    /// Blends every pixel of `region` (within `rows`) outside the top-left `screen` rectangle
    /// by `fade`.
    func fade(_ fade: Fade, in region: PixelRect, rows: Range<Int>, outside screen: (width: Int, height: Int)) {
        let width = self.width
        let raw = UnsafeMutableRawPointer(base)
        // The previous row's pixels before fading (from its start on): a row equal to it gets its
        // result copied (most rows beyond a screen repeat the one above).
        var saved = [UInt8](repeating: 0, count: max(0, region.x1 - region.x0) * 4)
        var previous: (row: Int, start: Int)? = nil
        saved.withUnsafeMutableBytes { saved in
            for row in (region.y0..<region.y1).clamped(to: rows) {
                let start = row < screen.height ? max(region.x0, screen.width) : region.x0
                guard start < region.x1 else { continue }
                let first = raw + (row * width + start) * 4
                let above = previous.flatMap { $0.start == start ? raw + ($0.row * width + start) * 4 : nil }
                PixelRun.map(first, bytes: (region.x1 - start) * 4, above: above, original: saved.baseAddress! + (start - region.x0) * 4) {
                    fade(RGBA(word: $0)).word
                }
                previous = (row, start)
            }
        }
    }
}

/// Content beyond the screen blended towards a colour, keeping `keeping`/255 of each pixel:
/// per channel (value · keeping + colour · (255 − keeping) + 127) / 255 (integer arithmetic,
/// rounded: the same bytes everywhere), opaque.
struct Fade {
    let red: [UInt8], green: [UInt8], blue: [UInt8]

    init(towards colour: RGBA, keeping: Int) {
        // The colour drawn over the pixel at alpha 255 − keeping: the same integers.
        (red, green, blue) = Canvas.blendTables(over: RGBA(colour.r, colour.g, colour.b, UInt8(255 - keeping)))
    }

    /// `colour` faded.
    func callAsFunction(_ colour: RGBA) -> RGBA {
        RGBA(red[Int(colour.r)], green[Int(colour.g)], blue[Int(colour.b)], 255)
    }
}
