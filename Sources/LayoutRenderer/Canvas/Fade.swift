import Foundation
import RasterImage

extension PixelBuffer {
    /// Maps every pixel of `region` by `fade` (`PixelRun.map`: most rows beyond a screen repeat
    /// the one above, and get its result copied).
    func fade(_ fade: Fade, in region: PixelRect) {
        guard !region.isEmpty else { return }
        let rowBytes = width * 4, bytes = (region.x1 - region.x0) * 4
        let first = UnsafeMutableRawPointer(base) + region.x0 * 4
        // The previous row's pixels before fading.
        var saved = [UInt8](repeating: 0, count: bytes)
        saved.withUnsafeMutableBytes { saved in
            for row in region.y0..<region.y1 {
                let run = first + row * rowBytes
                PixelRun.map(run, bytes: bytes, above: row > region.y0 ? run - rowBytes : nil, original: saved.baseAddress!) {
                    fade(RGBA(word: $0)).word
                }
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
        (red, green, blue) = Rasterizer.blendTables(over: RGBA(colour.r, colour.g, colour.b, UInt8(255 - keeping)))
    }

    /// `colour` faded.
    func callAsFunction(_ colour: RGBA) -> RGBA {
        RGBA(red[Int(colour.r)], green[Int(colour.g)], blue[Int(colour.b)], 255)
    }
}
