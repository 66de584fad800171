import RasterImage

/// The diagram's colours. Fixed tables, no colour-space maths: the same bytes everywhere.
enum Palette {
    /// Outside the display (its rounded corners, the sensor housing) and the home indicator.
    static let deviceFrame = RGBA(0x1C, 0x1C, 0x1E)
    static let windowBackground = RGBA(0xFF, 0xFF, 0xFF)

    /// View fills when a view sets no backgroundColor, picked by a hash of the id so a view keeps
    /// its colour across devices and runs. Stone and slate greys, warm and cool: every overlay
    /// owns a saturated hue (red, green, blue, purple, orange, yellow, cyan, magenta, sienna), so
    /// a tint never reads as one (a salmon row read as unsafe area); neighbours differ in warmth
    /// and lightness, and their darker outlines separate them.
    static let viewHues: [RGBA] = [
        RGBA(0xCF, 0xC8, 0xBA), RGBA(0xB5, 0xBF, 0xCA), RGBA(0xDA, 0xD1, 0xBE), RGBA(0xC0, 0xC9, 0xD1),
        RGBA(0xC8, 0xBD, 0xB4), RGBA(0xCB, 0xD2, 0xCE), RGBA(0xBD, 0xBD, 0xC3), RGBA(0xD6, 0xCE, 0xC5),
    ]
    static let viewFillAlpha: UInt8 = 128
    static let viewOutlineAlpha: UInt8 = 255
    static let label = RGBA(0x1C, 0x1C, 0x1E)
    /// A label's text: UILabel's default `textColor`, `.label`, black in light mode.
    static let text = RGBA(0x00, 0x00, 0x00)
    /// A text field's placeholder: `.placeholderText` in light mode, #3C3C43 at 30% opacity,
    /// flattened on white (UIKit's system colours, Apple's Human Interface Guidelines "Color").
    static let placeholderText = RGBA(0xC4, 0xC4, 0xC7)
    static let labelPlate = RGBA(0xFF, 0xFF, 0xFF, 190)

    // Overlays: each a hue people associate with it, in a tint and a line.
    static let unsafeArea = RGBA(0xFF, 0x3B, 0x30, 34)          // red: do not put content here (a tint)
    static let unsafeHatch = RGBA(0xE0, 0x1E, 0x1E, 120)        // and its hatching over everything
    static let barHatch = RGBA(0x63, 0x63, 0x66, 120)           // the unsafe area under a container's bar
    static let hatchCompanion = RGBA(0xFF, 0xFF, 0xFF, 150)     // beside each hatch line: shows on dark fills
    static let insetNumber = RGBA(0xB0, 0x10, 0x10)             // and its insets' numbers (dimensions)
    static let measure = RGBA(0x00, 0x79, 0x6B)                 // dark teal: sizes and gaps asked for (measuredViews)
    static let safeAreaGuide = RGBA(0x24, 0xA1, 0x48)           // green: the safe area
    static let marginBand = RGBA(0x00, 0x7A, 0xFF, 42)          // blue: margins
    static let marginsGuide = RGBA(0x00, 0x5C, 0xD6)
    static let readableGuide = RGBA(0xAF, 0x52, 0xDE)           // purple: readable width
    static let contentRect = RGBA(0xFF, 0x95, 0x00)             // orange: scroll content
    static let clippedContent = RGBA(0x6C, 0x6C, 0x70, 200)     // grey: the tag of content a scroll view clips
    static let contentInset = RGBA(0xF2, 0xB8, 0x00, 235)       // yellow: contentInset (the app's)
    static let systemInset = RGBA(0x1E, 0xA8, 0xF0, 235)        // cyan: adjustedContentInset's system part
    static let scrollIndicator = RGBA(0x00, 0x00, 0x00, 120)
    // Auto Layout's problems: strong colours no other overlay uses, drawn dashed and hatched so
    // they stand out from the tints (and from the readable guide's purple and the content's orange).
    static let ambiguousLayout = RGBA(0xE2, 0x00, 0x74)         // magenta: the constraints leave the frame free
    static let conflictingConstraints = RGBA(0xFF, 0x45, 0x00)  // red-orange: an item of a broken constraint
    static let autoLayoutHatchAlpha: UInt8 = 150
    // Text that does not fit its label: sienna, a brown no other overlay is near.
    static let textOverflow = RGBA(0xA0, 0x52, 0x2D)
    /// A view laid out 0 points wide or tall that has content: the colour of content not shown.
    static let collapsedView = textOverflow
    static let textOverflowTintAlpha: UInt8 = 80

    /// Bars: a neutral grey material, see-through (the views under it show, as under UIKit's
    /// translucent bars), with an outline of its own.
    static let barFill = RGBA(0xE4, 0xE4, 0xEA, 205)
    /// The veil over what a sheet or popover is presented over (`PresentationBackdrop`).
    static let presentationDimming = RGBA(0x1C, 0x1C, 0x1E, 96)
    static let barOutline = RGBA(0x63, 0x63, 0x66)
    static let barLabel = RGBA(0x3A, 0x3A, 0x3C)
    /// The keyboard: UIKit's light keyboard grey, nearly opaque (what it covers is hidden from
    /// the user, and faintly seen here), with white keys.
    static let keyboardFill = RGBA(0xD1, 0xD3, 0xD9, 235)
    static let keyboardKey = RGBA(0xFF, 0xFF, 0xFF, 235)

    // The sheet around the screen (`SheetLayout`): a grey ground (UIKit's
    // systemGroupedBackground), content beyond the screen faded towards it, the screen's edge.
    static let sheetBackground = RGBA(0xF2, 0xF2, 0xF7)
    /// Of 255: how much of a pixel beyond the screen is kept when faded.
    static let offscreenKeep = 110
    static let screenEdge = RGBA(0x1C, 0x1C, 0x1E)
    static let captionHeading = RGBA(0x6C, 0x6C, 0x70)
    /// The caption's "~" and "?" on values to doubt.
    static let doubtMark = RGBA(0xC4, 0x3E, 0x00)

    /// The hue of a view without a colour of its own: FNV-1a over the id's UTF-8 bytes.
    static func hue(for id: String) -> RGBA {
        var hash: UInt32 = 0x811C_9DC5
        for byte in id.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return viewHues[Int(hash % UInt32(viewHues.count))]
    }

    /// An outline for a fill of `color`: a darker shade (two thirds of each channel), or on a dark
    /// fill (a `backgroundColor` of the app's) a lighter one (halfway to white), so the outline
    /// shows against the fill either way. Dark: Rec. 601 luma under 96 of 255, in integers.
    static func outline(for color: RGBA) -> RGBA {
        let luma = (299 * Int(color.r) + 587 * Int(color.g) + 114 * Int(color.b)) / 1000
        if luma < 96 {
            return RGBA(UInt8((Int(color.r) + 255) / 2), UInt8((Int(color.g) + 255) / 2), UInt8((Int(color.b) + 255) / 2), viewOutlineAlpha)
        }
        return RGBA(UInt8(Int(color.r) * 2 / 3), UInt8(Int(color.g) * 2 / 3), UInt8(Int(color.b) * 2 / 3), viewOutlineAlpha)
    }

    static func withAlpha(_ color: RGBA, _ alpha: UInt8) -> RGBA { RGBA(color.r, color.g, color.b, alpha) }

    /// `color`'s alpha scaled by `factor` (0…1), rounded.
    static func scaled(_ color: RGBA, by factor: Double) -> RGBA {
        RGBA(color.r, color.g, color.b, UInt8((Double(color.a) * min(1, max(0, factor))).rounded()))
    }
}
