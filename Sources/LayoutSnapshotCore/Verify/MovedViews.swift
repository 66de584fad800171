import ImageDiff
import StrictJSON

/// The views whose place on screen (`frameInWindow`) differs between two geometry files: the
/// lines a review reads ("signIn y 560 → 564") and the outlines a review image draws.
package struct MovedView: Sendable, Hashable, CustomStringConvertible {
    package var id: String
    /// `[x, y, width, height]` in window points; nil: the view is new.
    package var old: [Double]?
    /// nil: the view is gone.
    package var new: [Double]?
    /// `y 560 → 564, height 44 → 48`, `added` or `removed`.
    package var change: String
    /// Why it moved, as far as the two files tell (`MoveCause`); nil for a view added or removed.
    package var cause: String? = nil

    package var description: String { "\(id) \(change)" }

    /// `signIn y 560 → 564, +4: <cause>`, the line the message, the manifest and `diff` give an
    /// explained view; nil without a cause.
    package var whyLine: String? { cause.map { "\(id) \(change): \($0)" } }

    package init(id: String, old: [Double]?, new: [Double]?, change: String) {
        self.id = id
        self.old = old
        self.new = new
        self.change = change
    }
}

/// The views that moved between two geometry files, then those that changed in place and the
/// bars that changed (`RestyledViews`), with each side's screen width: what a review image
/// needs to outline them on pictures of any scale.
package struct MovedViewsReport: Sendable, Equatable {
    package var views: [MovedView] = []
    package var oldScreenWidth: Double?
    package var newScreenWidth: Double?
    /// The screens' heights, in points: where a review crops each picture's screen.
    package var oldScreenHeight: Double?
    package var newScreenHeight: Double?
    /// The new file's screen as a review names it: "iPhone 16 Pro, portrait, iOS 18, large"; a
    /// part the old file has otherwise says both: "large → extraExtraLarge".
    package var screenName: String?

    package init(views: [MovedView] = [], oldScreenWidth: Double? = nil, newScreenWidth: Double? = nil,
                 oldScreenHeight: Double? = nil, newScreenHeight: Double? = nil) {
        self.views = views
        self.oldScreenWidth = oldScreenWidth
        self.newScreenWidth = newScreenWidth
        self.oldScreenHeight = oldScreenHeight
        self.newScreenHeight = newScreenHeight
    }

    /// Each view's cause from the test's own lines (`ManifestEntry.whyMoved`, "id change:
    /// cause"), where one names the view and the same change: those were written with the
    /// model's constraints, which the geometry files do not hold.
    package mutating func takeCauses(from lines: [String]) {
        for i in views.indices {
            let prefix = "\(views[i].id) \(views[i].change): "
            if let line = lines.first(where: { $0.hasPrefix(prefix) }) { views[i].cause = String(line.dropFirst(prefix.count)) }
        }
    }

    /// Points to pixels of a picture drawn at `scale` (nil: no scale or no rectangle).
    package static func pixels(_ rect: [Double]?, _ scale: Double?) -> PixelRect? {
        guard let rect, let scale, rect.allSatisfy(\.isFinite) else { return nil }
        let x0 = (rect[0] * scale).rounded(), y0 = (rect[1] * scale).rounded()
        let x1 = ((rect[0] + rect[2]) * scale).rounded(), y1 = ((rect[1] + rect[3]) * scale).rounded()
        // Far outside any picture (a view flung off screen): nothing to outline.
        guard [x0, y0, x1, y1].allSatisfy({ abs($0) < 1e7 }) else { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}

package enum MovedViews {
    /// `between` with both screens' widths.
    package static func report(old: JSONValue, new: JSONValue) -> MovedViewsReport {
        let oldScreen = screenSize(old), newScreen = screenSize(new)
        var views = between(old: old, new: new)
        let causes = MoveCause.causes(old: old, new: new, moved: views)
        for i in views.indices { views[i].cause = causes[views[i].id] }
        // Then what changed in place (a colour, a text, a bar's capsule): named as moves are.
        views += RestyledViews.between(old: old, new: new)
        var report = MovedViewsReport(views: views, oldScreenWidth: oldScreen?.width, newScreenWidth: newScreen?.width,
                                      oldScreenHeight: oldScreen?.height, newScreenHeight: newScreen?.height)
        report.screenName = screenName(old: old, new: new)
        return report
    }

    /// Views in the new file's order, then the ones removed in the old file's order.
    package static func between(old: JSONValue, new: JSONValue) -> [MovedView] {
        let before = frames(old), after = frames(new)
        let oldByID = Dictionary(before.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(after.map(\.id))
        var moved: [MovedView] = []
        for (id, value) in after {
            guard let previous = oldByID[id] else {
                moved.append(.init(id: id, old: nil, new: rect(value), change: "added"))
                continue
            }
            guard previous != value else { continue }
            moved.append(.init(id: id, old: rect(previous), new: rect(value),
                               change: GeometryChanges.rectParts(previous, value) ?? "frameInWindow changed"))
        }
        for (id, value) in before where !newIDs.contains(id) {
            moved.append(.init(id: id, old: rect(value), new: nil, change: "removed"))
        }
        return moved
    }

    /// The screen size a file's pictures are drawn at, in points: its window's
    /// (`environment.window`), which is the screen's unless the app was in a smaller window.
    package static func screenSize(_ geometry: JSONValue) -> (width: Double, height: Double)? {
        guard case .object(let root) = geometry, case .object(let environment)? = root["environment"] else { return nil }
        if case .array(let window)? = environment["window"], window.count == 4, case .number(let w) = window[2], case .number(let h) = window[3],
           w > 0, h > 0 {
            return (w, h)
        }
        guard case .array(let size)? = environment["screenSize"], size.count == 2,
              case .number(let w) = size[0], case .number(let h) = size[1], w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// The new screen's name, each part the old one has otherwise written "old → new" (the input
    /// a reviewer looks for first: a text size, an OS, a window).
    private static func screenName(old: JSONValue, new: JSONValue) -> String? {
        guard let after = screenParts(new) else { return nil }
        guard let before = screenParts(old), before.count == after.count else { return after.joined(separator: ", ") }
        var parts = zip(before, after).map { $0 == $1 ? $1 : "\($0) → \($1)" }
        // The size classes and the layout direction when they changed (right-to-left also when
        // both are): inputs the caption names, as the why does.
        for key in ["horizontalSizeClass", "verticalSizeClass", "layoutDirection"] {
            let (a, b) = (trait(key, old), trait(key, new))
            let prefix = key == "horizontalSizeClass" ? "w " : key == "verticalSizeClass" ? "h " : ""
            if let a, let b, a != b { parts.append("\(prefix)\(a) → \(prefix)\(b)") } else if key == "layoutDirection", b == "rightToLeft" { parts.append("rightToLeft") }
        }
        return parts.joined(separator: ", ")
    }

    /// A trait of `environment.traits`, as the geometry file writes it.
    private static func trait(_ key: String, _ geometry: JSONValue) -> String? {
        guard case .object(let root) = geometry, case .object(let environment)? = root["environment"],
              case .object(let traits)? = environment["traits"], case .string(let value)? = traits[key] else { return nil }
        return value
    }

    /// `environment`'s device, orientation, OS and text size, as the geometry file writes them.
    private static func screenParts(_ geometry: JSONValue) -> [String]? {
        guard case .object(let root) = geometry, case .object(let environment)? = root["environment"],
              case .string(let device)? = environment["device"] else { return nil }
        var parts = [device]
        if case .string(let orientation)? = environment["orientation"] { parts.append(orientation) }
        var traits: JSONObject?
        if case .object(let t)? = environment["traits"] { traits = t }
        if case .string(let os)? = environment["os"] {
            let system = switch traits?["userInterfaceIdiom"] { case .string("pad")?: "iPadOS"; case .string("tv")?: "tvOS"; default: "iOS" }
            parts.append(system + " " + os)
        }
        if case .string(let size)? = traits?["preferredContentSizeCategory"] { parts.append(size) }
        // A window that is not the whole screen, as the caption says it (Docs/Windows.md).
        if case .array(let w)? = environment["window"], w.count == 4, case .array(let screen)? = environment["screenSize"],
           Array(w[2...]) != screen || w[0] != .number(0) || w[1] != .number(0) {
            let n = w.map { JSONWriter.write($0, pretty: false) }
            parts.append("window \(n[2]) x \(n[3]) at (\(n[0]), \(n[1]))")
        }
        return parts
    }

    /// Each view's id and `frameInWindow`, in document order (views without either are skipped:
    /// the comparison is about places, GeometryChanges reports the rest).
    private static func frames(_ geometry: JSONValue) -> [(id: String, value: JSONValue)] {
        guard case .object(let root) = geometry, case .array(let views)? = root["views"] else { return [] }
        return views.compactMap { view in
            guard case .object(let o) = view, case .string(let id)? = o["id"], let frame = o["frameInWindow"] else { return nil }
            return (id, frame)
        }
    }

    private static func rect(_ value: JSONValue) -> [Double]? { MoveCause.numbers(value, count: 4) }
}
