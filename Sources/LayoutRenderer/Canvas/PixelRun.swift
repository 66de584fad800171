import Foundation

/// The loop that changes rows of pixels already drawn by a function of each pixel alone: a colour
/// blended over them, several blended in turn (`SpanCompositor.composite(_:over:region:)`),
/// the fade of the content beyond the screen (`PixelBuffer.fade`).
///
/// Since the result depends on the pixel alone, two shortcuts give the bytes of mapping every
/// pixel: a run whose pixels are those the same columns of the row above held before it was
/// mapped gets that row's result copied (rows of a flat diagram repeat), and along a run a pixel
/// equal to the one before gets its result (`RepeatedBlend`).
enum PixelRun {
    /// Maps the `bytes` bytes (whole pixels) at `run` by `transform`, a pixel word (`RGBA.word`)
    /// to a pixel word.
    ///
    /// - `above`: the same columns of the row above, when that run was mapped by the same
    ///   function; nil when it was not (a band's first row, a row drawn otherwise).
    /// - `original`: `bytes` bytes of scratch that hold the run above's pixels as they were
    ///   before mapping (when `above` is given), and on return this run's.
    @inline(__always)
    static func map(_ run: UnsafeMutableRawPointer, bytes: Int, above: UnsafeMutableRawPointer?, original: UnsafeMutableRawPointer,
                    _ transform: (UInt32) -> UInt32) {
        if let above, memcmp(original, run, bytes) == 0 {
            run.copyMemory(from: above, byteCount: bytes)
            return
        }
        original.copyMemory(from: run, byteCount: bytes)
        var last = RepeatedBlend()
        for offset in stride(from: 0, to: bytes, by: 4) {
            last.apply(run, at: offset) {
                run.storeBytes(of: transform(run.loadUnaligned(fromByteOffset: offset, as: UInt32.self)), toByteOffset: offset, as: UInt32.self)
            }
        }
    }
}
