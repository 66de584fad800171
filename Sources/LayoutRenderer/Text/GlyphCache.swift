import LayoutEngine
import Locking
import Synchronization

/// Glyph coverage, rasterised once per render for each glyph, size and quarter-pixel phase, and
/// blended wherever that glyph is drawn again (a label's "e"s, a table's repeated words).
///
/// Text engines do the same: FreeType's and Skia's glyph caches key a glyph's bitmap by its
/// size and its origin's sub-pixel position, rounded to a quarter pixel along the line (Skia's
/// `kSubpixelRounding`, four horizontal positions). A glyph drawn upright lands on a whole-pixel
/// baseline (`prepareText`), so only x has a phase. Moving the origin by whole pixels moves the
/// coverage by whole pixels exactly (the path's points are on the 1/256 px grid either way), so
/// a cached mask gives the pixels rasterising the glyph there would.
///
/// Two levels: one cache per render (a painter's, no locking), in front of one per process that
/// every render shares, as a text engine's glyph cache is shared (Skia's `SkStrikeCache`): a test
/// run draws the same few fonts at the same scales in snapshot after snapshot. A mask is a pure
/// function of its key, so which level it comes from, or whether it was evicted, never changes a
/// pixel.
final class GlyphCache {
    struct Key: Hashable, Sendable {
        let weight: FontWeight
        /// The glyph's row in Inter's table (`InterOutlines.index(of:)`), -1 for .notdef.
        let glyph: Int
        /// Pixels per font unit, across and down (the bit patterns of the Doubles).
        let xScale: UInt64
        let yScale: UInt64
        /// The origin's position within its pixel, in quarters (0…3).
        let phase: Int
    }

    /// One glyph's coverage (0…`Rasterizer.fullPathCoverage`) over whole pixels, placed relative to
    /// its origin's pixel: column `x0` is that many pixels right of the origin's.
    struct Mask: Sendable {
        let x0: Int, y0: Int, width: Int, height: Int
        let coverage: [UInt16]
        /// Which mask this is, unique in the process (`GlyphBlends` keys the pixels a mask makes
        /// by it).
        let id: Int

        static let empty = Mask(x0: 0, y0: 0, width: 0, height: 0, coverage: [], id: -1)
    }

    /// The last `Mask.id` given.
    private static let lastID = Atomic<Int>(0)

    /// Quarter pixels: Skia's and FreeType's sub-pixel positions along a line.
    static let phases = 4

    private var masks: [Key: Mask] = [:]

    /// The process's masks, and their coverage's size in bytes.
    private static let shared = Locked<(masks: [Key: Mask], bytes: Int)>(([:], 0))
    /// When the process's masks would hold more than this, they are dropped and gathered again
    /// (a run with many fonts and scales stays bounded; pixels do not change).
    static let sharedLimitBytes = 32 << 20

    /// The mask for `key`, rasterising `outline` (the glyph's path with its origin's pixel at
    /// 0, 0) the first time in the process.
    func mask(for key: Key, outline: () -> FixedPath) -> Mask {
        if let mask = masks[key] { return mask }
        let mask = Self.shared.withLock { $0.masks[key] } ?? {
            let mask = Self.rasterise(outline())
            Self.shared.withLock { shared in
                let bytes = mask.coverage.count * MemoryLayout<UInt16>.size
                if shared.bytes + bytes > Self.sharedLimitBytes { shared = ([:], 0) }
                if shared.masks.updateValue(mask, forKey: key) == nil { shared.bytes += bytes }
            }
            return mask
        }()
        masks[key] = mask
        return mask
    }

    /// Forgets the process's masks (a benchmark's cold start).
    static func removeShared() {
        shared.withLock { $0 = ([:], 0) }
    }

    static func rasterise(_ path: FixedPath) -> Mask {
        guard !path.isEmpty else { return .empty }
        let bounds = path.pixelBounds
        let (x0, y0, x1, y1) = (bounds.x0, bounds.y0, bounds.x1, bounds.y1)
        let coverage = PathCoverage.rows(of: path, columns: x0..<x1, rows: y0..<y1)
        // At most `Rasterizer.fullPathCoverage` (4096) where contours do not overlap; an overlap
        // counts once, as the blend clamps it.
        return Mask(x0: x0, y0: y0, width: x1 - x0, height: y1 - y0, coverage: coverage.map { UInt16(min($0, Rasterizer.fullPathCoverage)) },
                    id: lastID.add(1, ordering: .relaxed).newValue)
    }

    /// A pen position in pixels as the cache places it: its pixel and its quarter within it.
    static func origin(_ x: Double) -> (pixel: Int, phase: Int) {
        let quarters = Int((max(-1e12, min(1e12, x)) * Double(phases)).rounded(.toNearestOrAwayFromZero))
        let pixel = quarters >= 0 ? quarters / phases : -((-quarters + phases - 1) / phases)
        return (pixel, quarters - pixel * phases)
    }
}
