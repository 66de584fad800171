/// A view's id tag fitted to the room its view has, never cut to a fragment.
///
/// Ids are built outside-in ("settingsHeaderTitle", "row3.subtitle", "login.form.signIn"): the
/// start is what siblings share, the end what tells them apart. In order, the first that fits:
/// the whole tag ("signIn (button)"); the id alone; a dotted id by its trailing parts
/// ("form.signIn", then "signIn"). Nothing else: an end cut after "..." ("...gnIn", "...witch")
/// named nothing a reviewer could find (issue 35), so a view whose name does not fit is tagged
/// from outside, with a leader line, by its whole id (`leaderTag`).
enum IdTag {
    /// `className` is shown in parentheses after the id when there is room (nil: a plain view);
    /// "" when neither the id nor any trailing part of it fits.
    static func fitted(id: String, className: String?, toWidth width: Int, scale: Int) -> String {
        func fits(_ s: String) -> Bool { BitmapFont.width(of: s, scale: scale) <= width }
        if let className, fits("\(id) (\(className))") { return "\(id) (\(className))" }
        if fits(id) { return id }
        var parts = id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1 {
            parts.removeFirst()
            let tail = parts.joined(separator: ".")
            // An empty last part ("row.") names nothing on its own.
            guard !tail.isEmpty else { break }
            if fits(tail) { return tail }
        }
        return ""
    }

    /// The tag beside a view, at the end of a leader line: the id, or its trailing parts when the
    /// id is wider than `width`, and the whole id when even the last part is (a long tag outside
    /// the view covers nothing of it; a fragment would name nothing).
    static func leaderTag(id: String, toWidth width: Int, scale: Int) -> String {
        let fitted = fitted(id: id, className: nil, toWidth: width, scale: scale)
        return fitted.isEmpty ? id : fitted
    }
}
