import LayoutEngine
import RasterImage

/// The legend of the diagrams, drawn with the same canvas, palette and font as the renders, so it
/// can never disagree with them (PictureLegend.md, "The picture's legend").
public enum LegendRenderer {
    public static func render(scale: Int = 2) -> Image {
        let s = max(1, scale)
        let rowHeight = 22 * s, swatch = (w: 44 * s, h: 16 * s), margin = 10 * s
        let rows: [(String, (inout Canvas, Int, Int) -> Void)] = [
            ("view: tinted by its id (or its backgroundColor), outlined, labelled", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.withAlpha(Palette.hue(for: "title"), Palette.viewFillAlpha))
                c.strokeRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.outline(for: Palette.hue(for: "title")))
            }),
            ("label: its text as UILabel draws it, in Inter (its lines, wrapped and truncated)", { c, x, y in
                let font = Font(size: 13, weight: .regular)
                let paths = DiagramPainter.glyphPaths("Aa…", font: font, face: InterOutlines.face(font.weight)) { px, py in
                    (Fixed(Double(x + 4 * s) + px * Double(s)).raw, Fixed(Double(y + swatch.h - 3 * s) - py * Double(s)).raw)
                }
                for path in paths { c.fillPath(path, color: Palette.text) }
            }),
            ("unsafe area of a view controller's root view, from the device: tinted, hatched red", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.unsafeArea)
                c.hatchOnAnyFill(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), spacing: 6 * s, lineWidth: s, rising: true, color: Palette.unsafeHatch)
            }),
            ("unsafe area under a navigation bar, tab bar or toolbar: the bar, hatched grey", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.unsafeArea)
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.barFill)
                c.hatchOnAnyFill(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), spacing: 6 * s, lineWidth: s, rising: true, color: Palette.barHatch)
            }),
            ("unsafe area its controller's additionalSafeAreaInsets added: cross-hatched", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.unsafeArea)
                c.hatchOnAnyFill(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), spacing: 6 * s, lineWidth: s, rising: true, color: Palette.unsafeHatch)
                c.hatchOnAnyFill(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), spacing: 6 * s, lineWidth: s, rising: false, color: Palette.unsafeHatch)
            }),
            ("dimensions: insets as their parts (window + bars + additional), margins, in points", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.labelPlate)
                c.bitmapText("34", x: x + 2 * s, y: y + (swatch.h - BitmapFont.lineHeight * s) / 2 + s, scale: s, color: Palette.insetNumber)
                c.bitmapText("16", x: x + swatch.w / 2 + 2 * s, y: y + (swatch.h - BitmapFont.lineHeight * s) / 2 + s, scale: s, color: Palette.marginsGuide)
            }),
            ("safe-area layout guide", { c, x, y in
                c.strokeRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), lineWidth: s, color: Palette.safeAreaGuide)
            }),
            ("layout margins: the band inside the safe area", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.marginBand)
            }),
            ("layout-margins guide", { c, x, y in
                c.strokeDashedRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), dash: 4 * s, gap: 3 * s, color: Palette.marginsGuide)
            }),
            ("readable content guide, where narrower than the margins (outlined)", { c, x, y in
                c.strokeRect(x: Double(x + swatch.w / 4), y: Double(y), width: Double(swatch.w / 2), height: Double(swatch.h), lineWidth: s, color: Palette.readableGuide)
            }),
            ("content a scroll view clips on the screen: faded where it lies; tagged when none of it shows", { c, x, y in
                // A view's fill and outline, faded as `drawClippedContent` fades them, over a
                // button that covers half of it.
                let hue = Palette.hue(for: "terms"), keep = Double(Palette.offscreenKeep) / 255
                c.fillRect(x: Double(x), y: Double(y + swatch.h / 2), width: Double(swatch.w), height: Double(swatch.h - swatch.h / 2),
                           color: RGBA(0x0A, 0x84, 0xFF))
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h),
                           color: Palette.scaled(Palette.withAlpha(hue, Palette.viewFillAlpha), by: keep))
                c.strokeRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), lineWidth: 1,
                             color: Palette.scaled(Palette.outline(for: hue), by: keep))
            }),
            ("scroll view: content rectangle at the current offset", { c, x, y in
                c.strokeDashedRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), dash: 4 * s, gap: 3 * s, color: Palette.contentRect)
            }),
            ("scroll view: adjustedContentInset at its frame's edges, system part (safe area absorbed)", { c, x, y in
                Self.insetBracket(&c, x: x, y: y, swatch: swatch, scale: s, color: Palette.systemInset)
            }),
            ("scroll view: adjustedContentInset, contentInset part (set by the app)", { c, x, y in
                Self.insetBracket(&c, x: x, y: y, swatch: swatch, scale: s, color: Palette.contentInset)
            }),
            ("scroll indicator, placed by its insets", { c, x, y in
                c.fillRoundedRect(x: Double(x), y: Double(y + swatch.h / 2 - 3 * s / 2), width: Double(swatch.w), height: Double(3 * s), radius: Double(3 * s) / 2, color: Palette.scrollIndicator)
            }),
            ("Auto Layout: ambiguous layout (its constraints leave the frame free)", { c, x, y in
                c.hatchRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), spacing: 8 * s, lineWidth: s, rising: true,
                            color: Palette.withAlpha(Palette.ambiguousLayout, Palette.autoLayoutHatchAlpha))
                c.strokeDashedRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), dash: 6 * s, gap: 3 * s, lineWidth: 2 * s, color: Palette.ambiguousLayout)
            }),
            ("Auto Layout: in a conflict (an item of the constraint broken to recover)", { c, x, y in
                c.hatchRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), spacing: 8 * s, lineWidth: s, rising: false,
                            color: Palette.withAlpha(Palette.conflictingConstraints, Palette.autoLayoutHatchAlpha))
                c.strokeDashedRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), dash: 6 * s, gap: 3 * s, lineWidth: 2 * s, color: Palette.conflictingConstraints)
            }),
            ("a view laid out 0 wide or tall although it has content: a dashed marker, [0 wide] or [0 tall]", { c, x, y in
                // A 6-point marker around a view with no width, at the swatch's left.
                c.strokeDashedRect(x: Double(x), y: Double(y), width: Double(6 * s), height: Double(swatch.h), dash: 6 * s, gap: 3 * s, lineWidth: 2 * s, color: Palette.collapsedView)
            }),
            ("text that does not fit its label: outlined, the text beyond it tinted, the ellipsis underlined", { c, x, y in
                // A label two thirds of the swatch wide holding "Te…" and text running out of it.
                let box = swatch.w * 2 / 3
                c.fillRect(x: Double(x + box), y: Double(y + 2 * s), width: Double(swatch.w - box), height: Double(swatch.h - 4 * s),
                           color: Palette.withAlpha(Palette.textOverflow, Palette.textOverflowTintAlpha))
                c.strokeRect(x: Double(x), y: Double(y), width: Double(box), height: Double(swatch.h), lineWidth: s, color: Palette.textOverflow)
                let font = Font(size: 11, weight: .regular)
                let paths = DiagramPainter.glyphPaths("Te…  ab", font: font, face: InterOutlines.face(font.weight)) { px, py in
                    (Fixed(Double(x + 2 * s) + px * Double(s)).raw, Fixed(Double(y + swatch.h - 5 * s) - py * Double(s)).raw)
                }
                for path in paths { c.fillPath(path, color: Palette.text) }
                let ellipsis = DiagramPainter.ellipsisSpan(of: ComputedText.Line(text: "Te…", x: 0, baseline: 0, width: 0), font: font)!
                c.fillRect(x: Double(x + 2 * s) + ellipsis.minX * Double(s), y: Double(y + swatch.h - 4 * s), width: ellipsis.width * Double(s), height: Double(s),
                           color: Palette.textOverflow)
            }),
            ("navigation, tab and tool bars: see-through grey, outlined, captioned with kind and height", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.barFill)
                c.strokeRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), lineWidth: s, color: Palette.barOutline)
            }),
            ("device: display corners, notch or Dynamic Island, home indicator", { c, x, y in
                c.fillRoundedRect(x: Double(x + swatch.w / 4), y: Double(y + swatch.h / 4), width: Double(swatch.w / 2), height: Double(swatch.h / 2), radius: Double(swatch.h / 4), color: Palette.deviceFrame)
            }),
            ("beyond the screen's right and bottom edges: content faded, the screen's edge outlined", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.sheetBackground)
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h / 2), color: Palette.windowBackground)
                c.fillRect(x: Double(x + 4 * s), y: Double(y + swatch.h / 2 + 2 * s), width: Double(swatch.w - 8 * s), height: Double(swatch.h / 2 - 2 * s),
                           color: Palette.withAlpha(Palette.hue(for: "title"), UInt8(Palette.offscreenKeep / 2)))
                c.fillRect(x: Double(x), y: Double(y + swatch.h / 2), width: Double(swatch.w), height: Double(s), color: Palette.screenEdge)
            }),
            ("caption beside the screen: ~ marks a value held with low confidence, ? a guess", { c, x, y in
                c.fillRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), color: Palette.sheetBackground)
                let textY = y + (swatch.h - BitmapFont.lineHeight * s) / 2 + s
                let end = c.bitmapText("34", x: x + 2 * s, y: textY, scale: s, color: Palette.label)
                c.bitmapText("~", x: end + 2 * s, y: textY, scale: s, color: Palette.doubtMark)
            }),
        ]
        let textWidth = rows.map { BitmapFont.width(of: $0.0, scale: s) }.max() ?? 0
        let titleHeight = BitmapFont.lineHeight * s * 2
        let width = margin * 3 + swatch.w + textWidth, height = margin * 2 + titleHeight + rows.count * rowHeight
        var canvas = Canvas(width: width, height: height, background: Palette.windowBackground)
        canvas.bitmapText("LayoutSnapshotTesting legend (renderer \(LayoutRenderer.version))", x: margin, y: margin, scale: s, color: Palette.label)
        for (index, row) in rows.enumerated() {
            let y = margin + titleHeight + index * rowHeight
            row.1(&canvas, margin, y)
            let textY = y + (swatch.h - BitmapFont.lineHeight * s) / 2 + s
            canvas.bitmapText(row.0, x: margin * 2 + swatch.w, y: textY, scale: s, color: Palette.label)
        }
        return canvas.image
    }

    /// A top inset as the renders draw it: strips down both sides of the frame and a line
    /// across where content at rest begins.
    private static func insetBracket(_ c: inout Canvas, x: Int, y: Int, swatch: (w: Int, h: Int), scale s: Int, color: RGBA) {
        c.fillRect(x: Double(x), y: Double(y), width: Double(3 * s), height: Double(swatch.h / 2), color: color)
        c.fillRect(x: Double(x + swatch.w - 3 * s), y: Double(y), width: Double(3 * s), height: Double(swatch.h / 2), color: color)
        c.fillRect(x: Double(x), y: Double(y + swatch.h / 2 - s), width: Double(swatch.w), height: Double(s), color: color)
        c.strokeRect(x: Double(x), y: Double(y), width: Double(swatch.w), height: Double(swatch.h), lineWidth: s, color: Palette.withAlpha(Palette.label, 60))
    }
}
