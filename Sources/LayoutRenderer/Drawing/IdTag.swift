/// A view's id tag shortened to the room its view has, keeping the end that names the view.
///
/// Ids are built outside-in ("settingsHeaderTitle", "row3.subtitle", "login.form.signIn"): the
/// start is what siblings share, the end what tells them apart, so cutting the end ("accou...")
/// leaves tags a reviewer cannot tell apart. In order, the first that fits: the whole tag
/// ("signIn (button)"); the id alone; a dotted id by its trailing parts ("form.signIn", then
/// "signIn"); the end of the last part after "..." ("...gnIn"); nothing when not even that fits.
enum IdTag {
    static let ellipsis = "..."

    /// `className` is shown in parentheses after the id when there is room (nil: a plain view).
    static func fitted(id: String, className: String?, toWidth width: Int, scale: Int) -> String {
        func fits(_ s: String) -> Bool { BitmapFont.width(of: s, scale: scale) <= width }
        if let className, fits("\(id) (\(className))") { return "\(id) (\(className))" }
        if fits(id) { return id }
        var parts = id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1 {
            parts.removeFirst()
            let tail = parts.joined(separator: ".")
            // An empty last part ("row.") names nothing on its own: stop, and keep the end of
            // the whole id instead.
            guard !tail.isEmpty else { break }
            if fits(tail) { return tail }
        }
        return keepingEnd(parts.last.flatMap { $0.isEmpty ? nil : $0 } ?? id, toWidth: width, scale: scale)
    }

    /// "..." and the longest end of `text` that fits; "" when "..." and one character do not.
    static func keepingEnd(_ text: String, toWidth width: Int, scale: Int) -> String {
        if BitmapFont.width(of: text, scale: scale) <= width { return text }
        let room = BitmapFont.characterCount(fitting: width, scale: scale) - ellipsis.unicodeScalars.count
        guard room >= 1 else { return "" }
        return ellipsis + String(String.UnicodeScalarView(text.unicodeScalars.suffix(room)))
    }
}
