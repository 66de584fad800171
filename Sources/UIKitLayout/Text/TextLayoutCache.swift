import Locking

/// Text already broken into lines, keyed by everything `TextLayout` reads (the text, the font,
/// the width limit, the number of lines), so a label measured again is not broken again: a
/// multi-line label is measured in every layout pass, for its baselines and for how it draws,
/// and across a device matrix at the few widths screens share. Exact: `TextLayout` is a pure
/// function of its key, so a stored layout is the one breaking the text again would give.
final class TextLayoutCache: Sendable {
    struct Key: Hashable, Sendable {
        var text: String
        var font: Font
        /// The limit's bit pattern (nil: none), so -0.0 and 0.0 are not merged by `==`.
        var maxWidth: UInt64?
        var numberOfLines: Int
    }

    /// Characters of text stored (keys and lines) past which nothing more is stored: a few MB.
    static let capacityCharacters = 4_000_000

    private struct Storage {
        var layouts: [Key: TextLayout] = [:]
        var characters = 0
    }

    private let storage = Locked(Storage())

    func layout(text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextLayout {
        let key = Key(text: text, font: font, maxWidth: maxWidth?.bitPattern, numberOfLines: numberOfLines)
        if let hit = storage.withLock({ $0.layouts[key] }) { return hit }
        let layout = TextLayout(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        let size = 2 * text.utf8.count
        storage.withLock { s in
            guard s.characters + size <= Self.capacityCharacters else { return }
            s.layouts[key] = layout
            s.characters += size
        }
        return layout
    }
}

extension TextLayout {
    /// `TextLayout(text:font:maxWidth:numberOfLines:)`, taken from the computation's store when
    /// the same text was broken the same way before (`TextLayoutCache`).
    static func cached(text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextLayout {
        guard let cache = LayoutEngine.textLayoutCache else {
            return TextLayout(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        }
        return cache.layout(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }
}
