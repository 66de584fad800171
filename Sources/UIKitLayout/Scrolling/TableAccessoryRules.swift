/// How much of a cell's width an accessory takes from its content view (Docs/Tables.md
/// "Accessories"): the content view keeps its leading edge and ends `m + k` points short of the
/// cell's trailing edge, m the cell margin (16 or 20, `TableCellRules.cellMargins`) and k the
/// accessory's own width below, its width rounded to the pixel grid.
enum TableAccessoryRules {
    /// k in points, by accessory and OS. Measured on Interface Builder's canvas: the disclosure
    /// indicator 10.4 from iOS 16 (10.3–10.5 explains every document from Xcode 14 to 26),
    /// 9.5 on iOS 15 (Xcode 13, one document at 2×), 11 before (Xcode 11, one document); the
    /// detail button 24 (Xcode 16 and 26; the same assumed before). Not measured, guesses
    /// marked in Docs/Tables.md: the checkmark as the disclosure indicator (both a glyph with
    /// no button), the detail disclosure button as the detail button.
    static func width(_ type: TableViewCellAccessoryType, os: OSVersion) -> Double {
        switch type {
        case .none: 0
        case .disclosureIndicator, .checkmark: os.major >= 16 ? 10.4 : os.major == 15 ? 9.5 : 11
        case .detailButton, .detailDisclosureButton: 24
        }
    }

    /// Whether `width(_:os:)` for this accessory was measured (else a guess).
    static func isMeasured(_ type: TableViewCellAccessoryType) -> Bool {
        type == .none || type == .disclosureIndicator || type == .detailButton
    }

    /// The points the accessory takes from a content view that would otherwise be `available`
    /// wide: the row's given `accessoryWidth`, else `m + k` with the content view's width
    /// rounded to the nearest pixel (383.6 is 383.5 at 2×, 348.6 is 348.667 at 3×).
    static func takenWidth(_ row: TableRow, available: Double, trailingMargin m: Double, os: OSVersion, scale: Double) -> Double {
        if row.accessoryWidth > 0 { return row.accessoryWidth }
        guard row.accessoryType != .none else { return 0 }
        let content = max(0, available - m - width(row.accessoryType, os: os))
        let snapped = scale > 0 ? (content * scale).rounded() / scale : content
        return max(0, available - snapped)
    }

    /// With an accessory, the content view's trailing layout margin is 8 points instead of the
    /// cell margin: the built-in labels end 8 points short of it (measured), and UIKit's
    /// decompiled cell constants give a "trailing content padding" of 8.
    static let trailingContentMargin = 8.0
}
