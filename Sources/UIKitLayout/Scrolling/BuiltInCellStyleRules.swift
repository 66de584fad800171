/// Where a cell of a built-in style (`TableViewCellStyle`) puts its own `textLabel`,
/// `detailTextLabel` and `imageView` in its content view (Docs/Tables.md "Built-in cell styles",
/// which gives each rule's measurements). UIKit places them itself when the cell lays out; their
/// constraints, if any, take no part.
///
/// L is the leading layout margin of the content view plus the indentation, T the trailing one
/// (8 with an accessory), H the content view's height; labels take their natural size (their
/// text's, at most the room between L and T). A vertical centre is `ceil((H − h) / 2)` in whole
/// points, as every measured Value1 and Subtitle label sits.
enum BuiltInCellStyleRules {
    /// What a built-in view measures: its natural size, and for a label its font's ascender
    /// (to line up baselines).
    struct Item {
        var size: Size
        var ascender: Double = 0
    }

    struct Frames: Equatable {
        var textLabel: Rect?
        var detailTextLabel: Rect?
        var imageView: Rect?
    }

    /// Value2's title column: 91 points wide, its detail 6 points after it (one measurement, a
    /// 12-point title in a 375-point table: low confidence).
    static let value2TitleWidth = 91.0
    static let value2Gap = 6.0
    /// The space between the image and the title. Not measured: a guess, UIKit's decompiled
    /// padding between a cell's content and its accessory (16).
    static let imageToTitle = 16.0

    /// The frames in the content view's bounds, left to right (mirror them for right to left).
    static func frames(style: TableViewCellStyle, contentSize: Size, leading: Double, trailing: Double,
                       text: Item?, detail: Item?, image: Item?) -> Frames {
        let h = contentSize.height, right = contentSize.width - trailing
        func centred(_ height: Double) -> Double { ((h - height) / 2 - 1e-9).rounded(.up) }
        func clipped(_ x: Double, _ width: Double) -> Double { max(0, min(width, right - x)) }
        var result = Frames()
        var x = leading
        if let image {
            result.imageView = Rect(x: leading, y: centred(image.size.height), width: image.size.width, height: image.size.height)
            if image.size.width > 0 { x = leading + image.size.width + imageToTitle }
        }
        switch style {
        case .default:
            // The title fills the row's height and the room to the trailing margin.
            if text != nil { result.textLabel = Rect(x: x, y: 0, width: max(0, right - x), height: h) }
        case .value1:
            if let text {
                result.textLabel = Rect(x: x, y: centred(text.size.height), width: clipped(x, text.size.width), height: text.size.height)
            }
            if let detail {
                let width = clipped(x, detail.size.width)
                var y = centred(detail.size.height)
                // Beside a title of another font, the detail shares its baseline.
                if let text, let title = result.textLabel, text.ascender != detail.ascender {
                    y = (title.minY + text.ascender - detail.ascender).rounded()
                }
                result.detailTextLabel = Rect(x: right - width, y: y, width: width, height: detail.size.height)
            }
        case .value2:
            if let text {
                result.textLabel = Rect(x: x, y: centred(text.size.height), width: clipped(x, value2TitleWidth), height: text.size.height)
            }
            if let detail {
                let dx = x + value2TitleWidth + value2Gap
                result.detailTextLabel = Rect(x: dx, y: centred(detail.size.height), width: clipped(dx, detail.size.width), height: detail.size.height)
            }
        case .subtitle:
            // The pair centred as one block, the detail directly under the title.
            let total = (text?.size.height ?? 0) + (detail?.size.height ?? 0)
            let top = centred(total)
            if let text { result.textLabel = Rect(x: x, y: top, width: clipped(x, text.size.width), height: text.size.height) }
            if let detail {
                result.detailTextLabel = Rect(x: x, y: top + (text?.size.height ?? 0), width: clipped(x, detail.size.width), height: detail.size.height)
            }
        }
        return result
    }

    /// `frames` mirrored in a content view `width` wide (right to left).
    static func mirrored(_ frames: Frames, width: Double) -> Frames {
        func flip(_ r: Rect?) -> Rect? { r.map { Rect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) } }
        return Frames(textLabel: flip(frames.textLabel), detailTextLabel: flip(frames.detailTextLabel), imageView: flip(frames.imageView))
    }
}
