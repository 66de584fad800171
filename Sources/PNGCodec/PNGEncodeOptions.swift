/// How `PNGCodec.encode` compresses. The defaults were chosen by measurement on flat diagrams
/// (see README.md in this folder); the other settings exist for benchmarks and special needs.
public struct PNGEncodeOptions: Sendable, Hashable {
    /// zlib's strategies (deflateInit2), under their zlib names.
    public enum Strategy: Int32, Sendable, Hashable, CaseIterable {
        case `default` = 0
        case filtered = 1
        case huffmanOnly = 2
        case rle = 3
        case fixed = 4
    }

    /// PNG row filters the encoder may choose from, row by row (libpng picks, per row, the allowed
    /// filter whose output has the smallest sum of absolute values).
    public struct Filters: OptionSet, Sendable, Hashable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let none = Filters(rawValue: 0x08)
        public static let sub = Filters(rawValue: 0x10)
        public static let up = Filters(rawValue: 0x20)
        public static let average = Filters(rawValue: 0x40)
        public static let paeth = Filters(rawValue: 0x80)
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// How RGB and RGBA image data is deflated.
    public enum Deflater: Sendable, Hashable, CaseIterable {
        /// Rows equal to the row above and runs of one colour as matches, every other pixel as
        /// literals (`clibpng_deflate_rows`). On the Examples/ renders of a 3× phone
        /// (`swift run -c release RecordBenchmarks --record-only`) it encodes in about a seventh of
        /// the zlib path's CPU time, for files 25–38 % larger. Level, strategy and
        /// `truecolorFilters` do not apply. Rows too wide for a match one row back go to `.zlib`.
        case rows
        /// libpng and zlib with the level, strategy and filters below.
        case zlib
    }

    /// Default `.rows`; palette images always go through libpng and zlib.
    public var deflater: Deflater
    /// Threads the row deflater may use; the bytes are the same for any count. Default 2.
    public var threads: Int
    /// zlib level 0...9 (0 stores, 9 searches hardest). Default 6: on flat diagrams levels 1–5
    /// give files 20–130 % larger for little time saved, and 9 saves 10–13 % for 2.5× the time.
    public var compressionLevel: Int
    /// Default: zlib's default strategy beat `filtered` at every level and `rle` by far.
    public var strategy: Strategy
    /// Filters for RGB and RGBA output. Default `up`: repeated rows become zeros; adaptive (`all`)
    /// is 2–3 % smaller for twice the time.
    public var truecolorFilters: Filters
    /// Filters for palette output. Default `none`: filtering indices only hurt (7–16 % larger).
    public var paletteFilters: Filters
    /// Write a palette image when the image has at most 256 distinct RGBA colours.
    public var allowPalette: Bool
    /// Write 1, 2 or 4 bits a pixel for palettes of at most 2, 4 or 16 colours.
    public var allowLowBitDepth: Bool

    public static let `default` = PNGEncodeOptions()

    public init(
        compressionLevel: Int = 6,
        strategy: Strategy = .default,
        truecolorFilters: Filters = .up,
        paletteFilters: Filters = .none,
        allowPalette: Bool = true,
        allowLowBitDepth: Bool = true,
        deflater: Deflater = .rows,
        threads: Int = 2
    ) {
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.truecolorFilters = truecolorFilters
        self.paletteFilters = paletteFilters
        self.allowPalette = allowPalette
        self.allowLowBitDepth = allowLowBitDepth
        self.deflater = deflater
        self.threads = threads
    }
}
