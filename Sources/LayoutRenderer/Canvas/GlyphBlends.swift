import LayoutEngine
import Locking
import RasterImage

/// A glyph mask blended in a colour onto one opaque background colour, kept as the pixels it
/// makes: text lies on flat backgrounds (a label's tint, a paragraph's view), so the same glyph
/// in the same colour on the same background makes the same pixels wherever it is drawn, and
/// drawing it again is copying those, four pixels a step, where the pixels under it are that
/// background (`Rasterizer.blend(_:x:y:color:clip:)`).
///
/// A pixel's blend depends on the pixel under it alone, so this gives the bytes of blending each
/// pixel (the tests compare the two on random backgrounds). Two levels, as `GlyphCache`: a
/// rasterizer's own (handed from tile to tile on a thread, `DisplayList.draw`) in front of the
/// process's, which every render shares.
struct GlyphBlends {
    struct Key: Hashable {
        /// `GlyphCache.Mask.id` (unique in the process).
        let mask: Int
        let color: UInt32
        let background: UInt32
    }

    /// Per mask pixel (row-major, as its coverage), the pixel the glyph makes on the background,
    /// 0 where it leaves the background as it is (a blend onto an opaque pixel is opaque, never 0).
    private var made: [Key: [UInt32]] = [:]

    /// The process's, and how many pixels they hold.
    private static let shared = Locked<(made: [Key: [UInt32]], words: Int)>(([:], 0))
    /// When the process's would hold more pixels than this (16 MB), they are dropped and made
    /// again (the pixels drawn do not change).
    static let sharedLimitWords = 4 << 20

    /// The pixels `mask` makes in `color` on `background` (opaque).
    mutating func pixels(of mask: GlyphCache.Mask, color: RGBA, on background: UInt32) -> [UInt32] {
        let key = Key(mask: mask.id, color: color.word, background: background)
        if let pixels = made[key] { return pixels }
        let pixels = Self.shared.withLock { $0.made[key] } ?? {
            let under = RGBA(word: background)
            let byAlpha = (0..<256).map { $0 == 0 ? 0 : PixelBlend.over(under, RGBA(color.r, color.g, color.b, UInt8($0))).word }
            let pixels = mask.coverage.map { byAlpha[Rasterizer.glyphAlpha(Int($0), color: color)] }
            Self.shared.withLock { shared in
                if shared.words + pixels.count > Self.sharedLimitWords { shared = ([:], 0) }
                if shared.made.updateValue(pixels, forKey: key) == nil { shared.words += pixels.count }
            }
            return pixels
        }()
        made[key] = pixels
        return pixels
    }

    /// Forgets the process's (a benchmark's cold start).
    static func removeShared() {
        shared.withLock { $0 = ([:], 0) }
    }
}
