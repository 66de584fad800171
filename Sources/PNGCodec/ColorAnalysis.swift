import RasterImage

/// What the encoder looks at to choose a PNG's colour layout: a palette where the image has at
/// most 256 colours, else RGB when every alpha is 255, else RGBA (`PNGEncoding` decides: the row
/// deflater checks the alpha bytes as it drops them, `isOpaque` serves where libpng writes rows).
enum ColorAnalysis {
    /// At most 256 colours: one index byte a pixel, `colors` packed as RGBA (r in the low byte),
    /// entries with alpha < 255 first so tRNS stays as short as possible.
    struct Palette {
        let indices: [UInt8]
        let colors: [UInt32]
        let translucentCount: Int
    }

    /// The palette when the image has at most 256 colours (the pass stops at the 257th).
    static func palette(_ image: Image) -> Palette? {
        image.pixels.withUnsafeBytes { palette($0, count: image.width * image.height) }
    }

    /// `palette(_:)` of `count` RGBA pixels.
    static func palette(_ pixels: UnsafeRawBufferPointer, count: Int) -> Palette? {
        PaletteBuilder.build(pixels, count: count)
    }

    /// Whether every alpha is 255.
    static func isOpaque(_ image: Image) -> Bool {
        image.pixels.withUnsafeBytes { allOpaque($0, count: image.width * image.height) }
    }

    /// Whether every alpha of the first and the last row is 255: a cheap look before deflating
    /// as RGB (the row deflater checks the rest).
    static func edgeRowsOpaque(_ image: Image) -> Bool {
        image.pixels.withUnsafeBytes { raw in
            let rowBytes = image.width * 4
            let first = UnsafeRawBufferPointer(rebasing: raw[0..<rowBytes])
            let last = UnsafeRawBufferPointer(rebasing: raw[(raw.count - rowBytes)...])
            return allOpaque(first, count: image.width) && allOpaque(last, count: image.width)
        }
    }

    private static func allOpaque(_ raw: UnsafeRawBufferPointer, count: Int) -> Bool {
        // Eight pixels a step: their alpha bytes ANDed together are 0xFF only if each is (the
        // loop the compiler turns into vector code), stopping at the first block that is not.
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        var i = 0
        while i + 8 <= count {
            let o = i &* 4
            let all = raw.loadUnaligned(fromByteOffset: o, as: UInt64.self) & raw.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self)
                & raw.loadUnaligned(fromByteOffset: o &+ 16, as: UInt64.self) & raw.loadUnaligned(fromByteOffset: o &+ 24, as: UInt64.self)
            if UInt64(littleEndian: all) & alphas != alphas { return false }
            i += 8
        }
        while i < count {
            // Read as little-endian whatever the CPU: alpha is the top byte.
            if UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)) < 0xFF00_0000 { return false }
            i += 1
        }
        return true
    }
}

/// Collects up to 256 colours with a small open-addressing table, giving up at the 257th.
/// Diagrams repeat the previous pixel most of the time, so that case skips the table entirely.
private enum PaletteBuilder {
    static let tableSize = 1024  // four times the most colours kept: short probe sequences

    static func build(_ raw: UnsafeRawBufferPointer, count: Int) -> ColorAnalysis.Palette? {
        var colors: [UInt32] = []
        colors.reserveCapacity(256)
        var overflow = false
        var indices = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: tableSize) { keys in
                withUnsafeTemporaryAllocation(of: Int16.self, capacity: tableSize) { slots in
                    slots.initialize(repeating: -1)
                    overflow = !fill(out, from: raw, count: count, keys: keys, slots: slots, colors: &colors)
                }
            }
            initialized = overflow ? 0 : count
        }
        if overflow { return nil }

        // Translucent entries first, each group in order of first appearance, so the output does
        // not depend on anything but the pixels.
        let order = colors.indices.filter { colors[$0] < 0xFF00_0000 } + colors.indices.filter { colors[$0] >= 0xFF00_0000 }
        let translucentCount = colors.indices.filter { colors[$0] < 0xFF00_0000 }.count
        if order != Array(colors.indices) {
            var remap = [UInt8](repeating: 0, count: 256)
            for (newIndex, oldIndex) in order.enumerated() { remap[oldIndex] = UInt8(newIndex) }
            indices.withUnsafeMutableBufferPointer { buffer in
                for i in buffer.indices { buffer[i] = remap[Int(buffer[i])] }
            }
            colors = order.map { colors[$0] }
        }
        return ColorAnalysis.Palette(indices: indices, colors: colors, translucentCount: translucentCount)
    }

    /// Writes each pixel's palette index into `out`; false at the 257th colour.
    private static func fill(_ out: UnsafeMutableBufferPointer<UInt8>, from raw: UnsafeRawBufferPointer, count: Int,
                             keys: UnsafeMutableBufferPointer<UInt32>, slots: UnsafeMutableBufferPointer<Int16>,
                             colors: inout [UInt32]) -> Bool {
        guard count > 0 else { return true }
        var previous = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)) ^ 1  // differs from the first pixel
        var previousIndex: UInt8 = 0
        for i in 0..<count {
            let color = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
            if color != previous {
                var slot = Int((color &* 0x9E37_79B1) >> 22)  // top 10 bits of a Fibonacci hash
                while slots[slot] >= 0 && keys[slot] != color { slot = (slot &+ 1) & (tableSize - 1) }
                if slots[slot] < 0 {
                    if colors.count == 256 { return false }
                    keys[slot] = color
                    slots[slot] = Int16(colors.count)
                    colors.append(color)
                }
                previous = color
                previousIndex = UInt8(truncatingIfNeeded: slots[slot])
            }
            out[i] = previousIndex
        }
        return true
    }
}
