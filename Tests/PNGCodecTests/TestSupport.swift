import Foundation
import RasterImage
import Testing

/// Where the shared PNG corpus and the fixtures live, found from this file's path so the tests do
/// not depend on the working directory.
enum Corpus {
    /// Package root: Tests/PNGCodecTests/TestSupport.swift is three levels below it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `../shared/corpus/png` relative to the package root, as on every machine of the project.
    static let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/png")
    static let manifest = packageRoot.appendingPathComponent("Tests/PNGCodecTests/Fixtures/pngsuite-expected.json")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("pngsuite").path) }
    static let absentMessage = "PNG corpus not found at \(root.path): these corpus tests are skipped"
    static var skipComment: Comment { Comment(rawValue: absentMessage) }

    /// Relative paths (e.g. "interlaced/ibasn0g01.png") of every .png under `folder`, sorted.
    static func files(in folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.sorted()
    }

    static func bytes(_ folder: String, _ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file)))
    }
}

struct ExpectedPixels: Decodable {
    var width: Int
    var height: Int
    var sha256: String
}

/// Builds PNG files chunk by chunk, for inputs no encoder would write.
enum PNGBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(UInt32(data.count)) + typeBytes + data + be32(crc32(typeBytes + data))
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [bitDepth, colorType, 0, 0, 0])
    }

    static func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) } }

    /// A zlib stream of stored (uncompressed) deflate blocks: valid input for any inflater,
    /// written without a compressor.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A complete RGBA8 PNG (filter 0 on every row, stored deflate), optionally with extra chunks
    /// before and after the image data.
    static func rgba(_ image: Image, before: [[UInt8]] = [], after: [[UInt8]] = []) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<image.height {
            raw.append(0)
            raw += image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)]
        }
        return signature + ihdr(width: UInt32(image.width), height: UInt32(image.height)) + before.flatMap { $0 }
            + chunk("IDAT", zlibStored(raw)) + after.flatMap { $0 } + chunk("IEND", [])
    }
}

extension Image {
    /// A deterministic image with exactly `colors` distinct colours (at most 65536), opaque or not.
    static func sample(width: Int, height: Int, colors: Int, alpha: Bool, seed: UInt64 = 1) -> Image {
        var generator = SplitMix64(state: seed)
        // Red and green spell the index, so the colours are distinct; blue and alpha vary.
        let palette = (0..<colors).map { i in
            RGBA(UInt8(i & 0xFF), UInt8(i >> 8), UInt8(truncatingIfNeeded: i &* 7), alpha ? UInt8(truncatingIfNeeded: i &* 13) : 255)
        }
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                // Every colour appears at least once, then runs of random colours.
                let i = y * width + x
                image[x, y] = i < colors ? palette[i] : palette[Int.random(in: 0..<colors, using: &generator)]
            }
        }
        return image
    }
}

@_exported import SharedTestSupport
