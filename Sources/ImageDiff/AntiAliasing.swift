/// pixelmatch's anti-aliasing test. It runs only for pixels already over the threshold (a few
/// per cent of the changed ones in a typical snapshot), so it stays simple rather than fast;
/// the cheap word comparison before each brightness keeps flat neighbourhoods quick.
extension ImageDiff {
    /// Whether the pixel at (x, y) has 3 or more neighbours with exactly its colour (a pixel on
    /// the image border counts as having one already).
    static func hasManySiblings(_ img: UnsafeRawPointer, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            // Inside the image (nearly always): all 8 neighbours, counted without branches.
            let centre = loadPixel(img, y &* width &+ x)
            let above = (y &- 1) &* width &+ x, here = y &* width &+ x, below = (y &+ 1) &* width &+ x
            @inline(__always) func same(_ p: Int) -> Int { loadPixel(img, p) == centre ? 1 : 0 }
            let equal = same(above &- 1) &+ same(above) &+ same(above &+ 1) &+ same(here &- 1)
                &+ same(here &+ 1) &+ same(below &- 1) &+ same(below) &+ same(below &+ 1)
            return equal > 2
        }
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let centre = loadPixel(img, y &* width &+ x)
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                if loadPixel(img, ny &* width &+ nx) == centre {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }

    /// Whether the pixel at (x, y) of `img` looks like anti-aliasing: at most 2 neighbours of
    /// equal brightness, both a darker and a brighter neighbour, and the most extreme darker or
    /// brighter neighbour sits in a flat area (many siblings) in both images.
    ///
    /// Neighbours are visited row by row, left to right; of several equally dark (or bright)
    /// neighbours the first visited is the one whose flatness is tested.
    static func isAntiAliased(_ img: UnsafeRawPointer, _ other: UnsafeRawPointer,
                              _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        // A pixel with 3 or more neighbours of exactly its colour has 3 or more of equal
        // brightness: not anti-aliasing. This settles flat areas without any arithmetic.
        if hasManySiblings(img, x, y, width, height) { return false }
        let centre = loadPixel(img, y &* width &+ x)
        let centreY = brightness(centre)
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                let neighbour = loadPixel(img, ny &* width &+ nx)
                // Equal words have equal brightness: skip the arithmetic (same outcome).
                let delta = neighbour == centre ? 0 : centreY - brightness(neighbour)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = nx; minY = ny
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = nx; maxY = ny
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }
}
