import LayoutEngine
import RasterImage
import SharedTestSupport
import Testing
@testable import LayoutRenderer

/// A glyph's pixels on a flat background are kept and copied four at a step where the pixels
/// under it are that background (`GlyphBlends`, `Rasterizer.blend(_:x:y:color:clip:)`); anything else
/// is blended pixel by pixel: the bytes of filling the glyph's outline there, on any background.
@Suite("glyph pixels kept by background")
struct GlyphBlendTests {
    @Test("a glyph drawn from its kept pixels gives the bytes of its outline filled, on flat, mixed, translucent and clear backgrounds",
          arguments: 0..<40)
    func keptPixelsAreTheOutline(seed: UInt64) {
        var random = SplitMix64(state: seed &* 0x51_7CC1 &+ 7)
        let letters = DisplayListTests.letters()
        func colour(alphas: [UInt8]) -> RGBA {
            RGBA(UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)), alphas[random.below(alphas.count)])
        }
        // Opaque mostly (a picture's canvas), sometimes translucent or clear (every pixel then
        // blended by itself).
        let background = colour(alphas: [255, 255, 255, 128, 0])
        var direct = Canvas(width: 90, height: 90, background: background)
        var kept = Canvas(width: 90, height: 90, background: background)
        // A few flat colours to draw on: rectangles, some translucent, some over a glyph's
        // first pixels only (the background there differs from the rest of the glyph).
        for _ in 0..<random.below(6) {
            let rect = (x: Double(random.below(80)), y: Double(random.below(80)), w: Double(1 + random.below(50)), h: Double(1 + random.below(50)))
            let c = colour(alphas: [255, 255, 180])
            direct.fillRect(x: rect.x, y: rect.y, width: rect.w, height: rect.h, color: c)
            kept.fillRect(x: rect.x, y: rect.y, width: rect.w, height: rect.h, color: c)
        }
        // The same glyphs drawn again and again: later ones take the pixels kept by earlier ones
        // (the process's too, from other seeds).
        let text = colour(alphas: [255, 255, 200, 96])
        for _ in 0..<8 {
            let letter = letters[random.below(letters.count)]
            let x = random.below(80) - 10, y = random.below(80) + 10
            if random.below(3) == 0 {
                let clip = (x: Double(random.below(60)), y: Double(random.below(60)), w: Double(10 + random.below(60)), h: Double(10 + random.below(60)))
                direct.pushClip(x: clip.x, y: clip.y, width: clip.w, height: clip.h)
                kept.pushClip(x: clip.x, y: clip.y, width: clip.w, height: clip.h)
                direct.fillPath(letter.outline(x, y), color: text)
                kept.blend([(letter.mask, x, y)], color: text)
                direct.popClip()
                kept.popClip()
            } else {
                direct.fillPath(letter.outline(x, y), color: text)
                kept.blend([(letter.mask, x, y)], color: text)
            }
        }
        #expect(direct.image == kept.image, "seed \(seed)")
    }

    @Test("the lane helpers answer as lane-by-lane code does")
    func lanes() {
        var random = SplitMix64(state: 11)
        for _ in 0..<2_000 {
            // Lanes zero half the time, so every mix of zero and not zero comes up.
            func lane() -> UInt32 { random.below(2) == 0 ? 0 : UInt32(truncatingIfNeeded: random.next()) | UInt32(random.below(2)) << 31 }
            let v = SIMD4<UInt32>(lane(), lane(), lane(), lane()), w = SIMD4<UInt32>(lane(), lane(), lane(), lane())
            let mask = SIMD4<UInt32>((0..<4).map { _ in random.below(2) == 0 ? 0 : UInt32.max })
            #expect(v.nonzeroLanes == SIMD4((0..<4).map { v[$0] != 0 ? 1 : 0 }))
            #expect(v.isZero == (0..<4).allSatisfy { v[$0] == 0 })
            #expect(v.selecting(mask, else: w) == SIMD4((0..<4).map { mask[$0] != 0 ? v[$0] : w[$0] }))
        }
    }
}
