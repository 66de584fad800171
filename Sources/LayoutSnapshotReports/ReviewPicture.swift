import ImageDiff
import LayoutRenderer
import LayoutSnapshotCore
import RasterImage

/// The review image the reports and `diff --review-out` write, made to be read at the width a
/// pull request shows it (Docs/snapshot-checks.md, "The review image"):
///
/// - one caption for the pair: "was → now", the screen, how many views changed;
/// - the two screens side by side, faded to grey so the outlines stand out: where each changed
///   view was (magenta, on both) and is (green, on the right), each numbered;
/// - per changed view, its number, id and change in points ("2  signIn  y 597 -> 593 (-4)"),
///   and a crop of the region around it from both pictures, zoomed so that a move of one point
///   spans several pixels.
///
/// The whole image is two screens wide; the pictures' own captions and what lies beyond the screen
/// are in the actual and reference PNGs beside it.
package enum ReviewPicture {
    /// Views given a row of their own at most; the others are listed by id on one line.
    static let rowLimit = 6
    /// Lines of "why" under a row at most; the whole reason is in the report and the message.
    static let whyLineLimit = 3

    /// Where the parts of a review image go, for the drawing and for readers (tests) that look
    /// for a panel's pixels.
    package struct Composition {
        /// Pixels per point of each picture (nil: unknown, so nothing is outlined on that side).
        package var oldScale: Double?, newScale: Double?
        /// The part of each picture shown in its panel: its screen, else the whole picture.
        package var oldScreen: PixelRect, newScreen: PixelRect
        /// Each panel's top-left corner in the review image.
        package var oldPanel: (x: Int, y: Int), newPanel: (x: Int, y: Int)
        package var gap: Int, textScale: Int, line: Int, width: Int
        /// The caption's lines: "was -> now", the screen and the count, wrapped to the width.
        package var captionLines = 1
        /// Characters a line of text holds across the image, inside the gaps.
        var columns: Int { max(1, (width - 2 * gap) / (BitmapFont.cellWidth * textScale)) }

        /// The rows of text and the panels' top.
        var top: Int { oldPanel.y }
        var panelsBottom: Int { top + max(oldScreen.height, newScreen.height) }
        var textHeight: Int { BitmapFont.lineHeight * textScale }
    }

    package static func composition(referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int,
                                     moved: MovedViewsReport?, referenceScale: Double?, actualScale: Double?) -> Composition {
        let oldScale = referenceScale ?? moved?.oldScreenWidth.map { Double(referenceWidth) / $0 }
        let newScale = actualScale ?? moved?.newScreenWidth.map { Double(actualWidth) / $0 }
        func screen(_ width: Int, _ height: Int, _ scale: Double?, _ w: Double?, _ h: Double?) -> PixelRect {
            guard let scale, let w, let h, scale > 0, (w * scale).isFinite, (h * scale).isFinite else {
                return PixelRect(x: 0, y: 0, width: width, height: height)
            }
            return PixelRect(x: 0, y: 0, width: Int(min(Double(width), (w * scale).rounded())), height: Int(min(Double(height), (h * scale).rounded())))
        }
        let oldScreen = screen(referenceWidth, referenceHeight, oldScale, moved?.oldScreenWidth, moved?.oldScreenHeight)
        let newScreen = screen(actualWidth, actualHeight, newScale, moved?.newScreenWidth, moved?.newScreenHeight)
        let panel = max(oldScreen.width, newScreen.width, 1)
        let gap = max(8, panel / 32)
        // Text about as tall, shown at a pull request's width, as the page's own (about 15 px).
        // Up to 16: a 13-inch iPad in landscape is 2,752 pixels a panel, shown at a ninth.
        let textScale = max(2, min(16, panel / 220))
        let width = 3 * gap + oldScreen.width + newScreen.width
        // The count the caption gives (the longest it may give when no view moved: the regions
        // that differ are found later, on the panels).
        let views = moved?.views.count ?? 0
        var c = Composition(oldScale: oldScale, newScale: newScale, oldScreen: oldScreen, newScreen: newScreen,
                            oldPanel: (gap, 0), newPanel: (2 * gap + oldScreen.width, 0),
                            gap: gap, textScale: textScale, line: max(2, panel / 300), width: width)
        c.captionLines = captionText(title: moved?.screenName, count: countText(views: views, regions: views > 0 ? 0 : 999), room: c.columns).count
        c.oldPanel.y = gap + c.captionLines * BitmapFont.lineHeight * textScale + gap
        c.newPanel.y = c.oldPanel.y
        return c
    }

    /// The moved views with those that hold no other moved view first, in their order, then the
    /// containers: the button that moved gets a row before the root view or the row that only
    /// grew around it (a window-wide change moves every container).
    static func leavesFirst(_ views: [MovedView]) -> [MovedView] {
        func holds(_ a: MovedView, _ b: MovedView) -> Bool {
            guard let r = a.new ?? a.old, let s = b.new ?? b.old else { return false }
            return r[0] <= s[0] && r[1] <= s[1] && s[0] + s[2] <= r[0] + r[2] && s[1] + s[3] <= r[1] + r[3]
        }
        // Past a few hundred views the check costs more than the order is worth.
        guard views.count <= 400 else { return views }
        let containers = Set(views.filter { a in views.contains { b in b.id != a.id && holds(a, b) } }.map(\.id))
        return views.filter { !containers.contains($0.id) } + views.filter { containers.contains($0.id) }
    }

    /// "3 views changed", or when none moved "no view moved, 2 regions differ".
    static func countText(views: Int, regions: Int) -> String {
        views == 0 && regions > 0 ? "no view moved, \(regions) \(regions == 1 ? "region differs" : "regions differ")"
            : views == 1 ? "1 view changed" : "\(views) views changed"
    }

    /// "was -> now   iPhone 16 Pro, portrait, iOS 18, large -> extraExtraLarge   3 views
    /// changed", wrapped between the title's parts to `room` characters, the first line starting
    /// "was -> now"; in ASCII, as the bitmap font draws it.
    static func captionText(title: String?, count: String, room: Int) -> [String] {
        var tokens = (title.map(ascii)?.components(separatedBy: ", ") ?? []).filter { !$0.isEmpty }
        for i in tokens.indices.dropLast() { tokens[i] += "," }
        var lines = ["was -> now"]
        for (i, token) in (tokens + [count]).enumerated() {
            // Three spaces before the title and before the count, one between the title's parts.
            let separator = i == 0 || i == tokens.count ? "   " : " "
            if lines[lines.count - 1].count + separator.count + token.count <= room {
                lines[lines.count - 1] += separator + token
            } else {
                lines.append(token)
            }
        }
        return lines
    }

    /// The review of two pictures; the scales are the pixels per point each was drawn at (nil:
    /// from its screen's width).
    package static func make(reference: Image, actual: Image, moved: MovedViewsReport?, referenceScale: Double?, actualScale: Double?) -> Image {
        let c = composition(referenceWidth: reference.width, referenceHeight: reference.height, actualWidth: actual.width,
                            actualHeight: actual.height, moved: moved, referenceScale: referenceScale, actualScale: actualScale)
        let moves = moved?.views ?? []
        // No view moved, yet the pixels differ (a colour, a text, a caption's mark, another
        // renderer): the regions that differ take the views' place, so the change is still found.
        let regions = moves.isEmpty ? pixelRegions(reference, actual, c) : []
        let views = moves.isEmpty ? regions : leavesFirst(moves)
        // Rows while they fit in one and a half screens' height below the panels (at least
        // one): the image stays about two and a half screens tall however many views moved.
        var rows: [Row] = [], texts: [RowText] = []
        var height = c.panelsBottom + c.gap
        let budget = height + 3 * (c.panelsBottom - c.top) / 2
        for view in views.prefix(rowLimit) {
            let row = Row(view: view, composition: c, reference: reference, actual: actual), text = RowText(rows.count + 1, view, c)
            let rowHeight = text.height + c.gap / 2 + row.height + c.gap
            guard rows.isEmpty || height + rowHeight <= budget else { break }
            rows.append(row)
            texts.append(text)
            height += rowHeight
        }
        if views.count > rows.count || views.isEmpty { height += c.textHeight + c.gap }

        var image = Image(width: c.width, height: height, fill: ImageDiff.reviewBackground)
        drawCaption(into: &image, c, changed: countText(views: moves.count, regions: regions.count), title: moved?.screenName)
        drawPanels(into: &image, c, reference: reference, actual: actual, views: views, numbered: rows.count)
        var y = c.panelsBottom + c.gap
        for (row, text) in zip(rows, texts) {
            BitmapFont.draw(text.head, into: &image, x: c.gap, y: y, scale: c.textScale, color: light)
            // A removed view's line in the colour of where it was, the others' in that of where they are.
            let changeColor = row.view.new == nil ? ImageDiff.reviewOldColor : ImageDiff.reviewNewColor
            for line in text.lines {
                BitmapFont.draw(line, into: &image, x: text.indent, y: y, scale: c.textScale, color: changeColor)
                y += c.textHeight
            }
            for line in text.why {
                BitmapFont.draw(line, into: &image, x: text.indent, y: y, scale: c.textScale, color: light)
                y += c.textHeight
            }
            y += c.gap / 2
            row.draw(into: &image, y: y, c)
            y += row.height + c.gap
        }
        if views.isEmpty {
            let text = moved == nil ? "pixels differ; no geometry to name the change" : "no view moved; no pixel differs"
            BitmapFont.draw(text, into: &image, x: c.gap, y: y, scale: c.textScale, color: light)
        } else if views.count > rows.count {
            BitmapFont.draw(moreLine(views.dropFirst(rows.count).map(\.id), c), into: &image, x: c.gap, y: y, scale: c.textScale, color: light)
        }
        return image
    }

    /// "and 12 more: nameLabel, nameField, …": the ids that fit the image's width (the rest
    /// are in the report and the message).
    static func moreLine(_ ids: [String], _ c: Composition) -> String {
        var line = "and \(ids.count) more: "
        for (index, id) in ids.enumerated() {
            let piece = (index == 0 ? "" : ", ") + id
            let tail = index == ids.count - 1 ? "" : ", ..."
            guard BitmapFont.width(of: line + piece + tail, scale: c.textScale) <= c.width - 2 * c.gap else { return line + (index == 0 ? "..." : ", ...") }
            line += piece
        }
        return line
    }

    private static let light = RGBA(0xF2, 0xF2, 0xF7)
    /// How much of the pictures' contrast the panels keep: enough to read the screen, little
    /// enough that the magenta and green outlines are what the eye finds first.
    static let contrast = 0.35

    /// "was -> now", each word in its colour, then the screen and the count (`captionText`).
    private static func drawCaption(into image: inout Image, _ c: Composition, changed count: String, title: String?) {
        for (i, line) in captionText(title: title, count: count, room: c.columns).prefix(c.captionLines).enumerated() {
            let y = c.gap + i * c.textHeight
            guard i == 0 else {
                BitmapFont.draw(line, into: &image, x: c.gap, y: y, scale: c.textScale, color: light)
                continue
            }
            var x = BitmapFont.draw("was", into: &image, x: c.gap, y: y, scale: c.textScale, color: ImageDiff.reviewOldColor)
            x = BitmapFont.draw(" -> ", into: &image, x: x, y: y, scale: c.textScale, color: light)
            x = BitmapFont.draw("now", into: &image, x: x, y: y, scale: c.textScale, color: ImageDiff.reviewNewColor)
            BitmapFont.draw(String(line.dropFirst("was -> now".count)), into: &image, x: x, y: y, scale: c.textScale, color: light)
        }
    }

    /// Both screens faded, each changed view outlined where it was (both sides) and is (the
    /// right), with its number beside the outline.
    private static func drawPanels(into image: inout Image, _ c: Composition, reference: Image, actual: Image, views: [MovedView], numbered: Int) {
        ImageDiff.blit(ImageDiff.fadedCrop(reference, c.oldScreen, zoom: 1, contrast: contrast), into: &image, x: c.oldPanel.x, y: c.oldPanel.y)
        ImageDiff.blit(ImageDiff.fadedCrop(actual, c.newScreen, zoom: 1, contrast: contrast), into: &image, x: c.newPanel.x, y: c.newPanel.y)
        let oldPanel = PixelRect(x: c.oldPanel.x, y: c.oldPanel.y, width: c.oldScreen.width, height: c.oldScreen.height)
        let newPanel = PixelRect(x: c.newPanel.x, y: c.newPanel.y, width: c.newScreen.width, height: c.newScreen.height)
        // Old outlines first, new ones over them: a view that did not move shows green only.
        for view in views {
            if let old = MovedViewsReport.pixels(view.old, c.oldScale) { ImageDiff.outline(old, in: &image, panel: oldPanel, width: c.line, color: ImageDiff.reviewOldColor) }
            if let old = MovedViewsReport.pixels(view.old, c.newScale) { ImageDiff.outline(old, in: &image, panel: newPanel, width: c.line, color: ImageDiff.reviewOldColor) }
        }
        for view in views {
            if let new = MovedViewsReport.pixels(view.new, c.newScale) { ImageDiff.outline(new, in: &image, panel: newPanel, width: c.line, color: ImageDiff.reviewNewColor) }
        }
        for (index, view) in views.prefix(numbered).enumerated() {
            if let old = MovedViewsReport.pixels(view.old, c.oldScale) { badge(index + 1, at: old, in: &image, panel: oldPanel, c) }
            if let new = MovedViewsReport.pixels(view.new ?? view.old, c.newScale) { badge(index + 1, at: new, in: &image, panel: newPanel, c) }
        }
    }

    /// The view's number on the ground's colour, above its outline's top-left corner (inside
    /// the panel when there is no room above).
    private static func badge(_ number: Int, at r: PixelRect, in image: inout Image, panel: PixelRect, _ c: Composition) {
        let scale = max(1, c.textScale - 1), text = "\(number)"
        let w = BitmapFont.width(of: text, scale: scale) + 2 * scale, h = BitmapFont.lineHeight * scale + scale
        // Only for a view that shows in the panel; the number kept inside it.
        guard r.x < panel.width, r.y < panel.height, r.x + max(r.width, 1) > 0, r.y + max(r.height, 1) > 0 else { return }
        let x = min(max(0, r.x), max(0, panel.width - w)), y = min(max(0, r.y - h >= 0 ? r.y - h : r.y), max(0, panel.height - h))
        let box = PixelRect(x: panel.x + x, y: panel.y + y, width: w, height: h)
        for py in box.y..<min(image.height, box.y + box.height) {
            for px in box.x..<min(image.width, box.x + box.width) { image[px, py] = ImageDiff.reviewBackground }
        }
        BitmapFont.draw(text, into: &image, x: box.x + scale, y: box.y + scale, scale: scale, color: light)
    }

    /// One changed view's crops: the region around where it was and is, from both pictures, at
    /// one zoom.
    private struct Row {
        var view: MovedView
        var oldCrop: Image, newCrop: Image
        /// Where the view was and is in each crop's pixels.
        var oldInOld: PixelRect?, oldInNew: PixelRect?, newInNew: PixelRect?
        var height: Int { max(oldCrop.height, newCrop.height) }

        init(view: MovedView, composition c: Composition, reference: Image, actual: Image) {
            self.view = view
            let rects = [view.old, view.new].compactMap { $0 }
            let minX = rects.map { $0[0] }.min() ?? 0, minY = rects.map { $0[1] }.min() ?? 0
            let maxX = rects.map { $0[0] + $0[2] }.max() ?? 0, maxY = rects.map { $0[1] + $0[3] }.max() ?? 0
            let panelWidth = max(c.oldScreen.width, c.newScreen.width, 1), panelHeight = max(c.oldScreen.height, c.newScreen.height, 1)
            // 8 points around the view, to see what it moved against. A view wider than a third of
            // the screen, or taller than a quarter, is cropped to its end that moved (its leading
            // or top end unless only the other one moved), so the crop can be zoomed.
            let scale = max(c.newScale ?? 0, c.oldScale ?? 0, 1e-9)
            func window(_ low: Double, _ high: Double, lowMoved: Bool, highMoved: Bool, limit: Double) -> (Double, Double) {
                let low = low - 8, high = high + 8
                guard high - low > limit else { return (low, high - low) }
                return !lowMoved && highMoved ? (high - limit, limit) : (low, limit)
            }
            let old = view.old ?? view.new ?? [0, 0, 0, 0], new = view.new ?? old
            // Along each axis one window for both crops, so the move shows against the same
            // surroundings; but a move farther than that window reaches (the two places apart and
            // the window cut) gives each crop its own: the "was" crop where the view was, the
            // "now" crop where it is (a row that right to left puts on the other side).
            func windows(_ i: Int, _ low: Double, _ high: Double, limit: Double) -> (old: (Double, Double), new: (Double, Double)) {
                let shared = window(low, high, lowMoved: old[i] != new[i], highMoved: old[i] + old[i + 2] != new[i] + new[i + 2], limit: limit)
                let apart = old[i] + old[i + 2] <= new[i] || new[i] + new[i + 2] <= old[i]
                guard apart, view.old != nil, view.new != nil, shared.1 < high - low + 16 else { return (shared, shared) }
                return (window(old[i], old[i] + old[i + 2], lowMoved: true, highMoved: true, limit: limit),
                        window(new[i], new[i] + new[i + 2], lowMoved: true, highMoved: true, limit: limit))
            }
            let xs = windows(0, minX, maxX, limit: Double(panelWidth) / 3 / scale)
            let ys = windows(1, minY, maxY, limit: Double(panelHeight) / 4 / scale)
            // Each crop within its own picture's screen (the screens may differ in size: beyond
            // the smaller one lies its caption sheet, not the view's surroundings).
            func crop(_ image: Image, _ scale: Double?, screen: PixelRect, _ x: (Double, Double), _ y: (Double, Double)) -> PixelRect? {
                guard let r = MovedViewsReport.pixels([x.0, y.0, x.1, y.1], scale) else { return nil }
                let x0 = max(screen.x, r.x), y0 = max(screen.y, r.y)
                let x1 = min(image.width, r.x + r.width, screen.x + screen.width), y1 = min(image.height, r.y + r.height, screen.y + screen.height)
                return x0 < x1 && y0 < y1 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
            }
            let oldRegion = crop(reference, c.oldScale, screen: c.oldScreen, xs.old, ys.old)
            let newRegion = crop(actual, c.newScale, screen: c.newScreen, xs.new, ys.new)
            // As large as both columns allow, up to 8×, never shrunk: a one-point move is zoom ×
            // scale pixels.
            var zoom = 8
            for (region, column) in [(oldRegion, c.oldScreen.width), (newRegion, c.newScreen.width)] {
                guard let region else { continue }
                zoom = min(zoom, max(1, column) / region.width, (panelHeight / 2) / region.height)
            }
            zoom = max(1, zoom)
            let empty = Image(width: 0, height: 0, pixels: [])
            // A change in place (a colour, a text) keeps its colours, as does a view added or
            // removed: faded to grey, a blue button and a red one look alike.
            let kept: Double? = view.old == view.new || view.old == nil || view.new == nil ? nil : contrast
            oldCrop = oldRegion.map { ImageDiff.fadedCrop(reference, $0, zoom: zoom, contrast: kept) } ?? empty
            newCrop = newRegion.map { ImageDiff.fadedCrop(actual, $0, zoom: zoom, contrast: kept) } ?? empty
            func within(_ rect: [Double]?, _ scale: Double?, _ region: PixelRect?) -> PixelRect? {
                guard let region, let r = MovedViewsReport.pixels(rect, scale) else { return nil }
                return PixelRect(x: (r.x - region.x) * zoom, y: (r.y - region.y) * zoom, width: r.width * zoom, height: r.height * zoom)
            }
            oldInOld = within(view.old, c.oldScale, oldRegion)
            oldInNew = within(view.old, c.newScale, newRegion)
            newInNew = within(view.new, c.newScale, newRegion)
        }

        func draw(into image: inout Image, y: Int, _ c: Composition) {
            ImageDiff.blit(oldCrop, into: &image, x: c.oldPanel.x, y: y)
            ImageDiff.blit(newCrop, into: &image, x: c.newPanel.x, y: y)
            let oldPanel = PixelRect(x: c.oldPanel.x, y: y, width: oldCrop.width, height: oldCrop.height)
            let newPanel = PixelRect(x: c.newPanel.x, y: y, width: newCrop.width, height: newCrop.height)
            if let r = oldInOld { ImageDiff.outline(r, in: &image, panel: oldPanel, width: c.line, color: ImageDiff.reviewOldColor) }
            if let r = oldInNew { ImageDiff.outline(r, in: &image, panel: newPanel, width: c.line, color: ImageDiff.reviewOldColor) }
            if let r = newInNew { ImageDiff.outline(r, in: &image, panel: newPanel, width: c.line, color: ImageDiff.reviewNewColor) }
        }
    }

    /// A row's heading: its number and id (`head`, light), then its change (`lines`, green) from
    /// `indent`, wrapped between its parts to the image's width: beside the id when a part fits
    /// there, else on the lines below it.
    private struct RowText {
        var head: String, indent: Int, lines: [String]
        /// Why it moved (`MovedView.cause`), three lines at most, and the constraints the test
        /// named on one more, in the caption's colour.
        var why: [String] = []
        var height: Int

        init(_ number: Int, _ view: MovedView, _ c: Composition) {
            head = "\(number)  \(view.id)  "
            let cell = BitmapFont.cellWidth * c.textScale, room = c.columns
            let besideID = head.count + 24 <= room
            indent = besideID ? c.gap + head.count * cell : c.gap + 3 * cell
            let width = max(1, room - (indent - c.gap) / cell)
            lines = besideID ? [] : [""]
            for part in changeParts(view) {
                if let last = lines.last, !last.isEmpty, last.count + 2 + part.count <= width {
                    lines[lines.count - 1] += ", " + part
                } else {
                    if let last = lines.last, !last.isEmpty { lines[lines.count - 1] += "," }
                    lines.append(part)
                }
            }
            if let cause = view.cause {
                // The test's constraints (`ManifestEntry.whyMoved`) on a line of their own, which
                // the reason's cut never takes.
                let parts = cause.components(separatedBy: "; its constraints: ")
                why = ReviewPicture.wrap("why: " + parts[0], width: width, lines: ReviewPicture.whyLineLimit)
                if parts.count > 1 { why += ReviewPicture.wrap("its constraints: " + parts.dropFirst().joined(), width: width, lines: 1) }
            }
            height = (lines.count + why.count) * c.textHeight
        }
    }

    /// The bitmap font is ASCII: arrows and ellipses as the change's own text writes them.
    static func ascii(_ text: String) -> String {
        text.replacingOccurrences(of: "→", with: "->").replacingOccurrences(of: "…", with: "...")
    }

    /// `text` wrapped between words to `width` characters, at most `lines` of them, the last
    /// cut between words with " ..." when there is more; in ASCII, as the bitmap font draws it.
    static func wrap(_ text: String, width: Int, lines limit: Int) -> [String] {
        var lines: [String] = []
        for word in ascii(text).split(separator: " ").map(String.init) {
            if let last = lines.last, last.count + 1 + word.count <= width { lines[lines.count - 1] += " " + word } else { lines.append(word) }
        }
        guard lines.count > limit else { return lines }
        var last = lines[limit - 1].split(separator: " ").map(String.init)
        while last.count > 1, last.joined(separator: " ").count + 4 > width { last.removeLast() }
        return Array(lines.prefix(limit - 1)) + [last.joined(separator: " ") + " ..."]
    }

    /// The regions where the screens of two pictures of one size differ, as rows: each group of
    /// differing pixels (ImageDiff's boxes), groups within 8 points of each other merged, in
    /// points of the actual picture, named `pixels 1`, `pixels 2`, …
    static func pixelRegions(_ reference: Image, _ actual: Image, _ c: Composition) -> [MovedView] {
        guard let scale = c.newScale, scale > 0, reference.width == actual.width, reference.height == actual.height else { return [] }
        // On the screen only: the caption strips differ with the environment ("iOS 18" against
        // "iOS 26"), and a region reaching into them would cover the whole picture.
        func screen(_ image: Image) -> Image { ImageDiff.fadedCrop(image, c.newScreen, zoom: 1, contrast: nil) }
        var boxes = ImageDiff.compare(screen(reference), screen(actual), options: DiffOptions(threshold: 0, includeAntiAliasing: true)).boxes
        let reach = Int((8 * scale).rounded())
        func near(_ a: PixelRect, _ b: PixelRect) -> Bool {
            a.x - reach < b.x + b.width && b.x - reach < a.x + a.width && a.y - reach < b.y + b.height && b.y - reach < a.y + a.height
        }
        var merged = true
        while merged {
            merged = false
            outer: for i in boxes.indices {
                for j in boxes.indices where j > i && near(boxes[i], boxes[j]) {
                    let a = boxes[i], b = boxes[j]
                    let x0 = min(a.x, b.x), y0 = min(a.y, b.y), x1 = max(a.x + a.width, b.x + b.width), y1 = max(a.y + a.height, b.y + b.height)
                    boxes[i] = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                    boxes.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        // The largest first: the rows go to the change, not to specks on an anti-aliased edge.
        boxes.sort { ($0.width * $0.height, $1.y, $1.x) > ($1.width * $1.height, $0.y, $0.x) }
        return boxes.enumerated().map { index, box in
            let rect = [Double(box.x) / scale, Double(box.y) / scale, Double(box.width) / scale, Double(box.height) / scale]
            return MovedView(id: "pixels \(index + 1)", old: rect, new: rect,
                             change: "differ at x \(number(rect[0])), y \(number(rect[1])), \(number(rect[2])) x \(number(rect[3])) pt")
        }
    }

    /// "y 597 -> 593 (-4), height 44 -> 48 (+4)", `added` or `removed`: what the row says, in
    /// points to the thousandth as the geometry file's numbers read.
    package static func changeText(_ view: MovedView) -> String { changeParts(view).joined(separator: ", ") }

    static func changeParts(_ view: MovedView) -> [String] {
        guard let old = view.old, let new = view.new else { return [view.old == nil ? "added" : "removed"] }
        guard old != new else { return [ascii(view.change)] }
        var parts: [String] = []
        let names = ["x", "y", "width", "height"]
        for (index, name) in names.enumerated() where old[index] != new[index] {
            let delta = new[index] - old[index]
            parts.append("\(name) \(number(old[index])) -> \(number(new[index])) (\(delta < 0 ? "-" : "+")\(number(abs(delta))))")
        }
        // What changed besides the place (a bar's "capsule added"), after it.
        let others = view.change.components(separatedBy: ", ").filter { part in !part.isEmpty && !names.contains { part.hasPrefix($0 + " ") } }
        return (parts + others).map(ascii)
    }

    package static func number(_ value: Double) -> String {
        // The geometry's numbers stay far below this; anything beyond is written as Swift does.
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
        let thousandths = Int((abs(value) * 1000).rounded())
        var text = (value < 0 && thousandths != 0 ? "-" : "") + String(thousandths / 1000)
        if thousandths % 1000 != 0 {
            var fraction = String(thousandths % 1000)
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text
    }
}
