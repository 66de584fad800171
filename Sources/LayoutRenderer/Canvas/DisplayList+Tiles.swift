import Foundation
import Locking
import RasterImage

// The display list drawn fast: in tiles of rows, on every core, each tile's rectangles in one
// compositing pass (Sources/LayoutRenderer/README.md, "Words": tile, run, held).
extension DisplayList {
    /// Rows a tile: small enough that a tile's pixels stay in the cache while every plane draws
    /// on them, large enough that the rows alike between two rectangle edges are copied rather
    /// than composited again.
    static let tileRows = 64

    /// The threads that draw: one a core.
    static let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// The picture, the same bytes as `drawInOrder`: each tile (`tileRows` rows) on one of
    /// `threads` threads, every plane in turn over its rows (`drawTile`).
    func draw(tileRows: Int = Self.tileRows, threads: Int = Self.threads) -> Image {
        precondition(tileRows > 0, "a tile has rows")
        var image = Self.uninitializedImage(width: width, height: height)
        let tiles = stride(from: 0, to: height, by: tileRows).map { $0..<min(height, $0 + tileRows) }
        let reaching = planes.map { Self.commandsByTile($0.commands, tileRows: tileRows, tiles: tiles.count) }
        // The glyphs' pixels kept by the tiles drawn so far, one set a thread at a time: a tile
        // takes one when it starts and gives it back when done, so the next tile on the thread
        // finds the glyphs it shares with the last (a screen's text repeats from tile to tile).
        let kept = Locked<[GlyphBlends]>([])
        image.withPixelBuffer { pixels in
            RowPipeline.run(threads: threads, bands: tiles) { rows in
                let tile = rows.lowerBound / tileRows
                var rasterizer = Rasterizer(pixels: pixels, region: PixelRect(x0: 0, y0: rows.lowerBound, x1: 0, y1: rows.lowerBound))
                rasterizer.glyphBlends = kept.withLock { $0.popLast() } ?? GlyphBlends()
                for (k, plane) in planes.enumerated() {
                    for part in plane.parts {
                        let region = part.intersection(PixelRect(x0: 0, y0: rows.lowerBound, x1: width, y1: rows.upperBound))
                        guard !region.isEmpty else { continue }
                        rasterizer.region = region
                        drawTile(plane, commands: reaching[k][tile], in: &rasterizer)
                    }
                }
                kept.withLock { $0.append(rasterizer.glyphBlends) }
            }
        }
        return image
    }

    /// Per tile, the indices of the commands whose bounds reach its rows, in order.
    private static func commandsByTile(_ commands: [DrawCommand], tileRows: Int, tiles: Int) -> [[Int]] {
        var byTile = [[Int]](repeating: [], count: tiles)
        for (index, command) in commands.enumerated() {
            let first = max(0, command.bounds.y0 / tileRows), last = min(tiles - 1, (command.bounds.y1 - 1) / tileRows)
            guard first <= last else { continue }
            for tile in first...last { byTile[tile].append(index) }
        }
        return byTile
    }

    /// `plane`'s commands `indices` over the rasterizer's region (a plane's part within a tile).
    ///
    /// Two commands whose pixels do not meet give the same bytes in either order, so each
    /// rectangle fill that meets none of the commands held back so far joins the **run**, drawn
    /// first: on the plane's background in one pass that writes each pixel once
    /// (`SpanCompositor.composite(_:background:into:region:mapping:)`, the plane's fade made as
    /// it is stored when nothing is held). Every other command is **held** and drawn after the
    /// run, in order, its consecutive fills in one pass over what is drawn. A line of text among
    /// a screen's fills holds back only the few drawn over it (a bar over text scrolled under
    /// it); the rest of the tile's fills go past it into the run.
    private func drawTile(_ plane: Plane, commands indices: [Int], in rasterizer: inout Rasterizer) {
        let region = rasterizer.region
        var run: [SpanCompositor.Fill] = []
        var held: [DrawCommand] = []
        // The pixels the held commands can change, all together: most fills miss it.
        var heldBox = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for index in indices {
            let command = plane.commands[index]
            guard command.bounds.meets(region) else { continue }
            let meetsHeld = !held.isEmpty && heldBox.meets(command.bounds) && held.contains { $0.bounds.meets(command.bounds) }
            if let fill = command.fill, !meetsHeld {
                run.append(fill)
                continue
            }
            heldBox = held.isEmpty ? command.bounds : heldBox.union(command.bounds)
            held.append(command)
        }
        let pixels = rasterizer.pixels
        let fadedInRun = held.isEmpty ? plane.fade : nil
        SpanCompositor.composite(run, background: plane.background, into: pixels, region: region, mapping: fadedInRun?.callAsFunction)
        var k = 0
        while k < held.count {
            guard held[k].fill != nil else {
                rasterizer.draw(held[k])
                k += 1
                continue
            }
            let fills = held[k...].prefix { $0.fill != nil }.compactMap(\.fill)
            SpanCompositor.composite(fills, over: pixels, region: region)
            k += fills.count
        }
        if let fade = plane.fade, fadedInRun == nil { pixels.fade(fade, in: region) }
    }
}
