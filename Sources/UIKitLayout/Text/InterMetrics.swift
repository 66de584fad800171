/// Inter's metrics, compiled in (`Generated/InterMetricsData.swift`, written by
/// Scripts/fonts/extract_inter_metrics.py from Debian's fonts-inter; a test checks it is what the
/// script makes of the installed font). Inter stands in for San Francisco, which is not free to
/// ship: its advances are SF Text's to within a fraction of a percent once SF's tracking is added
/// (`Font`, `SystemFontMetrics`; Docs/Engine.md, "How the system font is measured").
enum InterMetrics {
    /// One of the nine weights, in font units (`unitsPerEm` to the em).
    struct InterFace {
        var weight: FontWeight
        /// hhea ascender, descender (negative) and line gap: Inter's own, kept for reference; `Font`
        /// reports SF's (`SystemFontMetrics`), which UIKit's `lineHeight` follows.
        var ascender: Int
        var descender: Int
        var lineGap: Int
        var capHeight: Int
        var xHeight: Int
        /// Per entry of `InterMetrics.characters`.
        var advances: [Int16]
        /// Sorted `first << 16 | second` (indices into `characters`), printable ASCII only.
        var kerningPairs: [UInt32]
        var kerningValues: [Int16]

        /// The kerning between two characters (indices), in font units; 0 for most pairs.
        func kerning(_ first: Int, _ second: Int) -> Int {
            let key = UInt32(first) << 16 | UInt32(second)
            var low = 0, high = kerningPairs.count
            while low < high {
                let mid = (low + high) / 2
                if kerningPairs[mid] < key { low = mid + 1 } else { high = mid }
            }
            return low < kerningPairs.count && kerningPairs[low] == key ? Int(kerningValues[low]) : 0
        }
    }

    static func face(_ weight: FontWeight) -> InterFace {
        faces[FontWeight.allCases.firstIndex(of: weight)!]
    }

    /// The index of a code point in `characters`, nil when the table has none: a direct table
    /// for the Latin blocks (most text), the dictionary beyond.
    @inline(__always)
    static func index(of scalar: UInt32) -> Int? {
        if scalar < UInt32(latinIndex.count) {
            let i = latinIndex[Int(scalar)]
            return i >= 0 ? Int(i) : nil
        }
        return indexOfCharacter[scalar]
    }

    private static let latinIndex: [Int16] = {
        var table = [Int16](repeating: -1, count: 0x180)
        for (i, c) in characters.enumerated() where c < 0x180 { table[Int(c)] = Int16(i) }
        return table
    }()

    /// Code point → index into `characters` and the faces' `advances`.
    static let indexOfCharacter: [UInt32: Int] = {
        var index: [UInt32: Int] = [:]
        index.reserveCapacity(characters.count)
        for (i, c) in characters.enumerated() { index[c] = i }
        return index
    }()
}
