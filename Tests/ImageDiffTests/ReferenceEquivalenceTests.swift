import Testing
import RasterImage
import SharedTestSupport
@testable import ImageDiff

/// A pair shaped like UI snapshots: flat fills from a small palette (so pixels have equal
/// siblings), soft edges (anti-aliasing candidates), translucency, and in the second image moved
/// and recoloured rectangles, faint shifts under the threshold and scattered noise.
private func snapshotPair(width: Int, height: Int, seed: UInt64) -> (Image, Image) {
    var rng = SplitMix64(state: seed)
    let palette: [RGBA] = [RGBA(255, 255, 255), RGBA(0, 0, 0), RGBA(242, 242, 247), RGBA(0, 122, 255),
                           RGBA(52, 199, 89), RGBA(255, 59, 48, 200), RGBA(20, 20, 20, 0), RGBA(128, 128, 128, 127)]
    func randomColour(_ rng: inout SplitMix64) -> RGBA { palette[rng.below(palette.count)] }
    func fill(_ image: inout Image, _ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ c: RGBA, soft: Bool) {
        let ys = max(y0, 0)..<max(min(y0 + h, image.height), max(y0, 0))
        let xs = max(x0, 0)..<max(min(x0 + w, image.width), max(x0, 0))
        for y in ys {
            for x in xs {
                let edge = x == x0 || y == y0 || x == x0 + w - 1 || y == y0 + h - 1
                if soft && edge {
                    // Halfway between the colour below and the fill: an anti-aliased border.
                    let under = image[x, y]
                    image[x, y] = RGBA(UInt8((Int(under.r) + Int(c.r)) / 2), UInt8((Int(under.g) + Int(c.g)) / 2),
                                       UInt8((Int(under.b) + Int(c.b)) / 2), UInt8((Int(under.a) + Int(c.a)) / 2))
                } else {
                    image[x, y] = c
                }
            }
        }
    }
    var a = Image(width: width, height: height, fill: randomColour(&rng))
    for _ in 0..<(3 + rng.below(6)) {
        fill(&a, rng.below(width + 1) - 2, rng.below(height + 1) - 2, 1 + rng.below(width), 1 + rng.below(height),
             randomColour(&rng), soft: rng.below(2) == 0)
    }
    var b = a
    for _ in 0..<(1 + rng.below(3)) {  // moved or recoloured rectangles
        fill(&b, rng.below(width + 1) - 1, rng.below(height + 1) - 1, 1 + rng.below(max(width / 2, 1)),
             1 + rng.below(max(height / 2, 1)), randomColour(&rng), soft: rng.below(2) == 0)
    }
    if rng.below(2) == 0 {  // a faint shift of green over a band (mostly under the threshold)
        let y0 = rng.below(height), y1 = min(height, y0 + 1 + rng.below(height))
        for y in y0..<y1 { for x in 0..<width { var p = b[x, y]; p.g = p.g >= 6 ? p.g - 6 : p.g + 6; b[x, y] = p } }
    }
    for _ in 0..<rng.below(width * height / 8 + 1) {  // noise, single channels or alpha
        let x = rng.below(width), y = rng.below(height)
        var p = b[x, y]
        switch rng.below(4) {
        case 0: p.r = UInt8(truncatingIfNeeded: rng.next())
        case 1: p.a = UInt8(truncatingIfNeeded: rng.next())
        case 2: p.b = p.b ^ 1
        default: p = RGBA(UInt8(truncatingIfNeeded: rng.next()), 128, 128)
        }
        b[x, y] = p
    }
    return (a, b)
}

@Suite struct ReferenceEquivalenceTests {
    /// Sizes around the 8-pixel steps of the scan and the image borders.
    static let sizes: [(Int, Int)] = [(1, 1), (1, 9), (9, 1), (2, 2), (3, 5), (7, 7), (8, 3), (9, 9), (16, 4), (17, 13), (31, 20), (64, 33)]

    @Test(arguments: 0..<12)
    func compareAgreesWithReference(seed: Int) {
        for (index, (width, height)) in Self.sizes.enumerated() {
            let pairSeed = UInt64(seed * 100 + index)
            let (a, b) = snapshotPair(width: width, height: height, seed: pairSeed)
            var rng = SplitMix64(state: pairSeed ^ 0xABCDEF)
            let regions = (0..<rng.below(3)).map { _ in
                PixelRect(x: rng.below(width + 2) - 1, y: rng.below(height + 2) - 1,
                          width: rng.below(width + 1), height: rng.below(height + 1) - (rng.below(5) == 0 ? height : 0))
            }
            for threshold in [0.0, 0.05, 0.1, 0.3, 1.0] {
                for includeAA in [false, true] {
                    for ignore in [[], regions] {
                        let options = DiffOptions(threshold: threshold, includeAntiAliasing: includeAA, ignoreRegions: ignore)
                        let expected = ReferenceDiff.compare(a, b, options).0
                        let actual = ImageDiff.compare(a, b, options: options)
                        #expect(actual == expected, "seed \(pairSeed) \(width)x\(height) threshold \(threshold) includeAA \(includeAA) regions \(ignore)")
                        #expect(ImageDiff.compare(b, a, options: options) == ReferenceDiff.compare(b, a, options).0,
                                "swapped: seed \(pairSeed) \(width)x\(height) threshold \(threshold)")
                    }
                }
            }
            let options = DiffOptions(threshold: 0.1, ignoreRegions: regions)
            #expect(ImageDiff.diffImage(a, b, options: options) == ReferenceDiff.diffImage(a, b, options),
                    "diff image: seed \(pairSeed) \(width)x\(height)")
        }
    }

    /// Many separate groups (more than `maxBoxes`), joined only diagonally or through runs that
    /// start before and end after each other: the run-based grouping against the flood fill.
    @Test func boxesAgreeWithFloodFill() {
        for seed in 0..<20 {
            var rng = SplitMix64(state: UInt64(seed))
            let width = 5 + rng.below(60), height = 5 + rng.below(40)
            let a = Image(width: width, height: height, fill: RGBA(255, 255, 255))
            var b = a
            for _ in 0..<(width * height / (2 + rng.below(6))) { b[rng.below(width), rng.below(height)] = RGBA(0, 0, 0) }
            let expected = ReferenceDiff.compare(a, b, DiffOptions()).0
            #expect(ImageDiff.compare(a, b) == expected, "seed \(seed) \(width)x\(height)")
            #expect(ImageDiff.compare(a, b, options: DiffOptions(includeAntiAliasing: true))
                    == ReferenceDiff.compare(a, b, DiffOptions(includeAntiAliasing: true)).0)
        }
    }

    /// A U shape: its two arms are separate runs in the upper rows and join only at the bottom,
    /// so grouping must merge groups found earlier.
    @Test func groupsJoinedLater() {
        let a = Image(width: 12, height: 8, fill: RGBA(255, 255, 255))
        var b = a
        for y in 0..<6 { b[2, y] = RGBA(0, 0, 0); b[9, y] = RGBA(0, 0, 0) }
        for x in 2...9 { b[x, 6] = RGBA(0, 0, 0) }
        b[11, 0] = RGBA(0, 0, 0)  // separate
        let result = ImageDiff.compare(a, b)
        #expect(result.boxes == [PixelRect(x: 2, y: 0, width: 8, height: 7), PixelRect(x: 11, y: 0, width: 1, height: 1)])
    }
}
