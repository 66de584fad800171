import RasterImage
import SharedTestSupport

/// Synthetic layout diagrams like the ones the renderer draws, for choosing encoder settings:
/// large flat areas, rounded corners and diagonals with 1–3 px anti-aliased edges, 1 px rules,
/// translucent overlays (safe areas, margins) and small bitmap text. Integer arithmetic and a fixed
/// seed, so every run measures the same pixels.
struct FlatDiagram {
    /// Edges with 4×4 supersampled coverage (17 levels), else hard edges (few colours: a palette image).
    var antialiased: Bool
    /// Outside the device's rounded screen is transparent (an RGBA image), else black.
    var transparentOutside: Bool

    static let background = RGBA(242, 242, 247)
    static let colors = [RGBA(0, 122, 255), RGBA(52, 199, 89), RGBA(255, 149, 0), RGBA(175, 82, 222), RGBA(255, 59, 48),
                         RGBA(90, 200, 250), RGBA(255, 204, 0), RGBA(142, 142, 147), RGBA(255, 255, 255), RGBA(28, 28, 30)]

    func render(width: Int, height: Int, seed: UInt64 = 7) -> Image {
        var canvas = Canvas(image: Image(width: width, height: height, fill: transparentOutside ? RGBA(0, 0, 0, 0) : RGBA(0, 0, 0)),
                            antialiased: antialiased)
        var random = SplitMix64(state: seed)
        let scale = width >= 2000 ? 2 : 3
        let radius = 55 * scale
        canvas.screen(radius: radius, color: Self.background, transparentOutside: transparentOutside)

        let top = 59 * scale, bottom = height - 34 * scale, margin = 16 * scale
        // Navigation bar and title.
        canvas.fill(x: 0, y: top, w: width, h: 44 * scale, color: RGBA(249, 249, 249))
        canvas.fill(x: 0, y: top + 44 * scale, w: width, h: 1, color: RGBA(198, 198, 200))
        canvas.text(x: margin, y: top + 14 * scale, characters: 14, scale: scale, color: Self.colors[9], random: &random)

        // A list of cells: rounded thumbnail, title, subtitle, separator.
        var y = top + 56 * scale
        let cellHeight = 72 * scale
        while y + cellHeight < bottom - 120 * scale {
            // Anti-aliased diagrams colour each view by a hash (as a debug renderer would), which with
            // 17 coverage levels a corner takes them past 256 colours: truecolour images.
            let hash = random.next()
            let accent = antialiased ? RGBA(UInt8(truncatingIfNeeded: hash), UInt8(truncatingIfNeeded: hash >> 8), UInt8(truncatingIfNeeded: hash >> 16))
                                     : Self.colors[Int(hash % 7)]
            canvas.fill(x: 0, y: y, w: width, h: cellHeight, color: RGBA(255, 255, 255))
            canvas.roundedRect(x: margin, y: y + 10 * scale, w: 52 * scale, h: 52 * scale, radius: 12 * scale, color: accent)
            canvas.text(x: margin + 64 * scale, y: y + 16 * scale, characters: 10 + Int(random.next() % 14), scale: scale,
                        color: Self.colors[9], random: &random)
            canvas.text(x: margin + 64 * scale, y: y + 42 * scale, characters: 18 + Int(random.next() % 16), scale: max(1, scale - 1),
                        color: Self.colors[7], random: &random)
            canvas.fill(x: margin + 64 * scale, y: y + cellHeight - 1, w: width - margin - 64 * scale, h: 1, color: RGBA(198, 198, 200))
            y += cellHeight
        }
        // A placeholder image: a framed box with both diagonals.
        let box = (x: margin, y: y + 8 * scale, w: width - 2 * margin, h: max(8, bottom - 100 * scale - y))
        canvas.fill(x: box.x, y: box.y, w: box.w, h: box.h, color: RGBA(229, 229, 234))
        canvas.line(from: (box.x, box.y), to: (box.x + box.w, box.y + box.h), width: 2, color: Self.colors[7])
        canvas.line(from: (box.x + box.w, box.y), to: (box.x, box.y + box.h), width: 2, color: Self.colors[7])

        // Tab bar with circular icons.
        canvas.fill(x: 0, y: bottom - 49 * scale, w: width, h: 49 * scale + 34 * scale, color: RGBA(249, 249, 249))
        for i in 0..<5 {
            let cx = width * (2 * i + 1) / 10
            let hash = random.next()
            let hashed = RGBA(UInt8(truncatingIfNeeded: hash), UInt8(truncatingIfNeeded: hash >> 8), UInt8(truncatingIfNeeded: hash >> 16))
            canvas.circle(cx: cx, cy: bottom - 30 * scale, radius: 11 * scale, color: antialiased ? hashed : Self.colors[i == 0 ? 0 : 7])
        }
        // Unsafe areas and layout margins, drawn translucent over everything.
        canvas.tint(x: 0, y: 0, w: width, h: top, color: RGBA(255, 59, 48), alpha: 64)
        canvas.tint(x: 0, y: bottom, w: width, h: height - bottom, color: RGBA(255, 59, 48), alpha: 64)
        canvas.tint(x: 0, y: top, w: margin, h: bottom - top, color: RGBA(52, 199, 89), alpha: 48)
        canvas.tint(x: width - margin, y: top, w: margin, h: bottom - top, color: RGBA(52, 199, 89), alpha: 48)
        return canvas.image
    }
}

/// Just enough of a rasterizer for the diagrams above.
struct Canvas {
    var image: Image
    var antialiased: Bool

    /// Coverage 0...16 → blended colour over the current pixel, which keeps its alpha.
    mutating func blend(_ x: Int, _ y: Int, _ color: RGBA, coverage: Int) {
        guard x >= 0, y >= 0, x < image.width, y < image.height, coverage > 0 else { return }
        let c = antialiased ? coverage : (coverage >= 8 ? 16 : 0)
        guard c > 0 else { return }
        let under = image[x, y]
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * c + Int(b) * (16 - c) + 8) / 16) }
        image[x, y] = RGBA(mix(color.r, under.r), mix(color.g, under.g), mix(color.b, under.b), under.a)
    }

    mutating func fill(x: Int, y: Int, w: Int, h: Int, color: RGBA) {
        for py in max(0, y)..<min(image.height, y + h) {
            for px in max(0, x)..<min(image.width, x + w) where image[px, py].a != 0 {
                image[px, py] = RGBA(color.r, color.g, color.b, image[px, py].a)
            }
        }
    }

    mutating func tint(x: Int, y: Int, w: Int, h: Int, color: RGBA, alpha: Int) {
        for py in max(0, y)..<min(image.height, y + h) {
            for px in max(0, x)..<min(image.width, x + w) {
                let under = image[px, py]
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * alpha + Int(b) * (255 - alpha) + 127) / 255) }
                image[px, py] = RGBA(mix(color.r, under.r), mix(color.g, under.g), mix(color.b, under.b), under.a)
            }
        }
    }

    /// 4×4 samples a pixel; `inside` takes sample coordinates in quarter pixels (sample centres at 4k+2 eighths).
    private func coverage(_ px: Int, _ py: Int, _ inside: (Int, Int) -> Bool) -> Int {
        var count = 0
        for sy in 0..<4 { for sx in 0..<4 where inside(px * 8 + sx * 2 + 1, py * 8 + sy * 2 + 1) { count += 1 } }
        return count
    }

    mutating func roundedRect(x: Int, y: Int, w: Int, h: Int, radius: Int, color: RGBA) {
        let r8 = radius * 8
        for py in y..<(y + h) {
            for px in x..<(x + w) {
                let inCorner = (px < x + radius || px >= x + w - radius) && (py < y + radius || py >= y + h - radius)
                guard inCorner else { blend(px, py, color, coverage: 16); continue }
                let cx = (px < x + radius ? x + radius : x + w - radius) * 8
                let cy = (py < y + radius ? y + radius : y + h - radius) * 8
                blend(px, py, color, coverage: coverage(px, py) { sx, sy in (sx - cx) * (sx - cx) + (sy - cy) * (sy - cy) <= r8 * r8 })
            }
        }
    }

    mutating func circle(cx: Int, cy: Int, radius: Int, color: RGBA) {
        roundedRect(x: cx - radius, y: cy - radius, w: 2 * radius, h: 2 * radius, radius: radius, color: color)
    }

    /// The device screen: a rounded rectangle over the whole image; coverage goes to alpha when
    /// the outside is transparent, else to a blend with the black outside.
    mutating func screen(radius: Int, color: RGBA, transparentOutside: Bool) {
        let (w, h) = (image.width, image.height)
        let r8 = radius * 8
        for py in 0..<h {
            for px in 0..<w {
                let inCorner = (px < radius || px >= w - radius) && (py < radius || py >= h - radius)
                var c = 16
                if inCorner {
                    let cx = (px < radius ? radius : w - radius) * 8, cy = (py < radius ? radius : h - radius) * 8
                    c = coverage(px, py) { sx, sy in (sx - cx) * (sx - cx) + (sy - cy) * (sy - cy) <= r8 * r8 }
                    if !antialiased { c = c >= 8 ? 16 : 0 }
                }
                if transparentOutside {
                    image[px, py] = c == 0 ? RGBA(0, 0, 0, 0) : RGBA(color.r, color.g, color.b, UInt8((c * 255 + 8) / 16))
                } else {
                    blend(px, py, color, coverage: c)
                }
            }
        }
    }

    mutating func line(from a: (Int, Int), to b: (Int, Int), width: Int, color: RGBA) {
        let (ax, ay, bx, by) = (a.0 * 8, a.1 * 8, b.0 * 8, b.1 * 8)
        let (dx, dy) = (bx - ax, by - ay)
        let length2 = dx * dx + dy * dy
        let half = width * 4  // half the width, in eighths
        for py in (min(a.1, b.1) - width)...(max(a.1, b.1) + width) {
            // Only the pixels near the line on this row.
            let t = by == ay ? 0 : (py * 8 - ay) * dx / (by - ay)
            let centre = (ax + t) / 8
            let reach = abs(dx) / max(1, abs(dy)) + 2 * width + 2
            for px in (centre - reach)...(centre + reach) {
                blend(px, py, color, coverage: coverage(px, py) { sx, sy in
                    let cross = (sx - ax) * dy - (sy - ay) * dx
                    let along = (sx - ax) * dx + (sy - ay) * dy
                    return along >= 0 && along <= length2 && cross * cross <= half * half * length2
                })
            }
        }
    }

    /// A run of 5×7 glyphs with pseudo-random shapes (text-like density), scaled by whole pixels.
    mutating func text(x: Int, y: Int, characters: Int, scale: Int, color: RGBA, random: inout SplitMix64) {
        for i in 0..<characters {
            if random.next() % 6 == 0 { continue }  // a space
            let bits = random.next()
            for gy in 0..<7 {
                for gx in 0..<5 where bits >> UInt64(gy * 5 + gx) & 1 == 1 {
                    for sy in 0..<scale {
                        for sx in 0..<scale { blend(x + (i * 6 + gx) * scale + sx, y + gy * scale + sy, color, coverage: 16) }
                    }
                }
            }
        }
    }
}
