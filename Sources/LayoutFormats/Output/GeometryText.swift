import StrictJSON
import UIKitLayout

/// `ComputedLayout` as an indented tree for people (`layout-snapshot compute --format text`).
package enum GeometryText {
    package static func string(_ layout: ComputedLayout) -> String {
        let e = layout.environment
        var lines: [String] = []
        lines.append("\(e.deviceName) · \(e.orientation.rawValue) · \(n(e.screenSize.width))×\(n(e.screenSize.height)) pt @\(n(e.scale))x · OS \(e.os) · \(e.traits.horizontalSizeClass.rawValue)/\(e.traits.verticalSizeClass.rawValue) · \(e.traits.preferredContentSizeCategory.rawValue) · \(e.traits.layoutDirection.rawValue)")
        lines.append("window safe area \(insets(e.windowSafeAreaInsets))\(e.statusBarHidden ? " · status bar hidden" : "")")
        if let window = e.window { lines.append("window \(rect(window)) on the screen") }
        if let keyboard = e.keyboardFrame { lines.append("keyboard \(rect(keyboard))") }
        for bar in layout.bars {
            lines.append("bar \(bar.kind.rawValue)\(bar.owner.map { " (\($0))" } ?? "")\(bar.isLargeTitle ? " large title" : "")\(bar.isFloating ? " floating" : "")\(bar.floatingTabBarExtension > 0 ? " + tab bar \(n(bar.floatingTabBarExtension))" : "") \(rect(bar.frameInWindow))\(bar.capsule.map { " capsule \(rect($0))" } ?? "")")
        }
        var depth: [String: Int] = [:]
        for v in layout.views {
            let level = v.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[v.id] = level
            let pad = String(repeating: "  ", count: level)
            var head = "\(pad)\(v.id) (\(v.viewClass.rawValue)"
            if v.isRootView, let vc = v.viewController { head += ", root of \(vc)" }
            if v.isHidden { head += ", hidden" }
            if v.hasAmbiguousLayout == true { head += ", ambiguous layout" }
            if v.hasConflictingConstraints { head += ", conflicting constraints" }
            head += ") frame \(rect(v.frame)) in window \(rect(v.frameInWindow))"
            lines.append(head)
            var guides = "\(pad)  safe area \(insets(v.safeAreaInsets)) · margins \(insets(v.layoutMargins)) · readable \(rect(v.readableContentGuide))"
            if let size = v.intrinsicContentSize { guides += " · intrinsic \(n(size.width))×\(n(size.height))" }
            lines.append(guides)
            if let keyboard = v.keyboardLayoutGuide { lines.append("\(pad)  keyboard guide \(rect(keyboard))") }
            if let p = v.presentation {
                var line = "\(pad)  presented by \(p.presentingViewController) as \(p.appearance.rawValue) (\(p.modalPresentationStyle.rawValue))"
                if let d = p.detent { line += ", detent \(d.rawValue)" }
                if let a = p.arrowDirection { line += ", arrow \(a.rawValue)\(p.sourceView.map { " to \($0)" } ?? "")" }
                lines.append(line)
            }
            for g in v.layoutGuides {
                lines.append("\(pad)  guide \(g.id) \(rect(g.layoutFrame))\(g.hasAmbiguousLayout == true ? ", ambiguous layout" : "")")
            }
            if let t = v.text {
                var flags = [String]()
                if t.isTruncated { flags.append("truncated") }
                if t.overflowsHorizontally { flags.append("overflows horizontally") }
                if t.overflowsVertically { flags.append("overflows vertically") }
                let shown = t.lines.map { "\"\($0.text)\"" }.joined(separator: " / ")
                lines.append("\(pad)  text \(n(t.font.pointSize)) pt \(t.font.weight.rawValue), \(t.lines.count) line\(t.lines.count == 1 ? "" : "s"): \(shown)\(flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))")")
            }
            if let s = v.scroll {
                lines.append("\(pad)  content \(n(s.contentSize.width))×\(n(s.contentSize.height)) offset (\(n(s.contentOffset.x)), \(n(s.contentOffset.y))) · adjustedContentInset \(insets(s.adjustedContentInset)) [\(s.contentInsetAdjustmentBehavior.rawValue)] · offset range (\(n(s.contentOffsetMin.x)), \(n(s.contentOffsetMin.y)))…(\(n(s.contentOffsetMax.x)), \(n(s.contentOffsetMax.y)))")
            }
        }
        // Auto Layout's conflicts as UIKit logs them (AutoLayoutWording), other warnings on a line.
        for d in layout.diagnostics { lines += AutoLayoutWording.lines(for: d) }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func n(_ x: Double) -> String { JSONWriter.write(GeometryJSON.number(x), pretty: false) }
    package static func rect(_ r: Rect) -> String { "[\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]" }
    package static func insets(_ i: EdgeInsets) -> String { "(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)))" }
}
