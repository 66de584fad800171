import Foundation
import RasterImage

/// A picture drawn in horizontal bands at once, one painter a band, each keeping to its rows of
/// one shared pixel buffer. Every pixel's value depends only on what is drawn over it, never on
/// which band drew it (each drawing step is clipped per pixel, and the canvas's shortcuts —
/// repeated rows, runs of one colour, one compositing pass — give the same bytes as drawing one
/// by one), so the picture is the same for any number of bands (`RenderBandTests`). A band
/// repeats the work that is not per pixel (visibility, text layout, label placement), which is
/// small beside the pixels.
enum RenderBands {
    /// Two bands a core (at most 8): the render's wall time divided among the cores, a band that
    /// finishes early leaving its core to the next (a picture's rows are not equally busy: on two
    /// cores, four bands drew the article 12 % sooner than two on the 13-inch iPad in landscape,
    /// as soon on the largest phone; three were slower than two).
    static let defaultCount = max(1, min(8, 2 * threads))

    /// The threads that draw (`run(rows:bands:_:)`): one a core.
    static let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `bands` consecutive parts of `rows`, about equal, none empty (fewer when `rows` is short).
    static func split(_ rows: Range<Int>, bands: Int) -> [Range<Int>] {
        let count = max(1, min(bands, rows.count))
        return (0..<count).map { k in (rows.lowerBound + rows.count * k / count)..<(rows.lowerBound + rows.count * (k + 1) / count) }
    }

    /// Calls `draw` with `bands` consecutive parts of `rows` (`split`), on up to `threads`
    /// threads (`RowPipeline`), and returns when all have finished.
    static func run(rows: Range<Int>, bands: Int, _ draw: (Range<Int>) -> Void) {
        RowPipeline.run(threads: threads, bands: split(rows, bands: bands), draw: draw)
    }
}
