import RasterImage

/// The pieces a review image (`ReviewPicture`, in LayoutSnapshotReports) is drawn with: the two
/// outline colours, the ground, copying, outlining and faded, zoomed crops.
extension ImageDiff {
    /// Where a view was: magenta, the colour of "before" in the legend.
    public static let reviewOldColor = RGBA(0xD0, 0x1F, 0x8C)
    /// Where it is now: green.
    public static let reviewNewColor = RGBA(0x0E, 0x9F, 0x4E)
    package static let reviewBackground = RGBA(0x3A, 0x3A, 0x3C)

    /// Copies `image` (opaque over the ground: a see-through pixel shows the ground), clipped to
    /// `out`.
    package static func blit(_ image: Image, into out: inout Image, x: Int, y: Int) {
        let rowBytes = image.width * 4, outWidth = out.width
        let rows = max(0, -y)..<max(max(0, -y), min(image.height, out.height - y))
        let columns = max(0, -x)..<max(max(0, -x), min(image.width, out.width - x))
        image.pixels.withUnsafeBytes { src in
            out.pixels.withUnsafeMutableBytes { dst in
                for row in rows {
                    for col in columns {
                        let s = row * rowBytes + col * 4, d = ((y + row) * outWidth + x + col) * 4
                        let a = Int(src[s + 3])
                        for c in 0..<3 { dst[d + c] = UInt8((Int(src[s + c]) * a + Int(dst[d + c]) * (255 - a) + 127) / 255) }
                        dst[d + 3] = 255
                    }
                }
            }
        }
    }

    /// A rectangle's border `width` pixels wide, inside its edges, clipped to `panel` (the
    /// rectangle is in the panel's own pixels).
    package static func outline(_ r: PixelRect, in out: inout Image, panel: PixelRect, width: Int, color: RGBA) {
        let x0 = max(0, r.x), y0 = max(0, r.y)
        let x1 = min(panel.width, r.x + max(r.width, 1)), y1 = min(panel.height, r.y + max(r.height, 1))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            let edgeRow = y < r.y + width || y >= r.y + max(r.height, 1) - width
            for x in x0..<x1 where edgeRow || x < r.x + width || x >= r.x + max(r.width, 1) - width {
                out[panel.x + x, panel.y + y] = color
            }
        }
    }

    /// The pixels of `image` in `region` (clipped to the image) faded to grey, keeping
    /// `contrast` of their contrast (the diff image keeps 0.1), each repeated `zoom` × `zoom` times (nearest neighbour: a one-pixel move stays
    /// a sharp `zoom`-pixel step).
    /// `contrast` nil keeps the colours (a row whose change is a colour).
    package static func fadedCrop(_ image: Image, _ region: PixelRect, zoom: Int, contrast: Double? = 0.1) -> Image {
        let x0 = max(0, region.x), y0 = max(0, region.y)
        let x1 = min(image.width, region.x + region.width), y1 = min(image.height, region.y + region.height)
        let zoom = max(1, zoom)
        guard x0 < x1, y0 < y1 else { return Image(width: 0, height: 0, pixels: []) }
        let width = x1 - x0, height = y1 - y0, rowBytes = width * zoom * 4
        var faded = [UInt8](repeating: 0, count: width * 4)
        var out = [UInt8](repeating: 0, count: rowBytes * height * zoom)
        image.pixels.withUnsafeBytes { src in
            faded.withUnsafeMutableBytes { f in
                out.withUnsafeMutableBytes { o in
                    for row in 0..<height {
                        let source = src.baseAddress! + ((y0 + row) * image.width + x0) * 4
                        if let contrast {
                            fadeToGrey(source, into: f.baseAddress!, count: width, contrast: contrast)
                        } else {
                            f.baseAddress!.copyMemory(from: source, byteCount: width * 4)
                        }
                        let first = o.baseAddress! + row * zoom * rowBytes
                        for col in 0..<width {
                            let pixel = f.loadUnaligned(fromByteOffset: col * 4, as: UInt32.self)
                            for dx in 0..<zoom { first.storeBytes(of: pixel, toByteOffset: (col * zoom + dx) * 4, as: UInt32.self) }
                        }
                        // The other rows of this source row's block are copies of its first.
                        for dy in 1..<zoom { (first + dy * rowBytes).copyMemory(from: first, byteCount: rowBytes) }
                    }
                }
            }
        }
        return Image(width: width * zoom, height: height * zoom, pixels: out)
    }
}
