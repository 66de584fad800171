import LayoutEngine
import RasterImage

/// File names of references: `<testName>.<device-slug>-<orientation>[-<category>][.<name>].png`
/// (Assertions.md, "Files"; the category part is decision 0015,
/// Docs/decisions/0015-content-size-categories-in-file-names.md). Every part is sanitized, so no name can leave its folder or collide with the
/// dots that separate the parts.
package enum SnapshotNaming {
    /// Characters kept as they are; everything else becomes `_`.
    private static func isKept(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_")
    }

    /// The longest part kept whole; longer ones keep a prefix and a hash of the whole, so two
    /// long names stay distinct.
    static let maxPartLength = 80

    /// `"testArticle()"` → `"testArticle"`, `"layout(on:)"` → `"layout_on"`, `"../x"` → `"x"`.
    /// Never empty, never `.` or `..`, never containing `/`, `\` or `.`.
    package static func sanitize(_ raw: String) -> String {
        var name = raw
        if name.hasSuffix("()") { name.removeLast(2) }
        var out = ""
        var lastWasUnderscore = false
        for c in name {
            if isKept(c) {
                out.append(c)
                lastWasUnderscore = c == "_"
            } else if !lastWasUnderscore {
                out.append("_")
                lastWasUnderscore = true
            }
        }
        while out.hasPrefix("_") && out.count > 1 { out.removeFirst() }
        while out.hasSuffix("_") && out.count > 1 { out.removeLast() }
        if out.isEmpty || out == "_" { out = "snapshot" }
        if out.count > maxPartLength {
            out = String(out.prefix(maxPartLength - 17)) + "-" + String(StableHasher.hex(StableHasher.hash(bytes: Array(raw.utf8))))
        }
        return out
    }

    /// The folder for one test file: `ArticleTests.swift` → `ArticleTests`.
    package static func testFileFolder(forFilePath filePath: String) -> String {
        let last = filePath.split(separator: "/").last.map(String.init) ?? filePath
        let stem = last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
        return sanitize(stem)
    }

    /// The base name without extension: `testArticle.iphone-15-pro-portrait.compact`,
    /// `testArticle.iphone-15-pro-portrait-ax5.compact`.
    package static func baseName(
        testName: String, deviceSlug: String, orientation: String, contentSizeCategory: ContentSizeCategory = .large,
        keyboard: SoftwareKeyboard = .hidden, window: AppWindow = .fullScreen, name: String?
    ) -> String {
        let environment = environmentName(deviceSlug: deviceSlug, orientation: orientation, contentSizeCategory: contentSizeCategory,
                                          keyboard: keyboard, window: window)
        var base = "\(sanitize(testName)).\(environment)"
        if let name { base += ".\(sanitize(name))" }
        return base
    }

    /// The category whose snapshots carry no category in their names: UIKit's default,
    /// `UIContentSizeCategory.large` (the Settings app's middle position), so every file named
    /// before categories were swept keeps its name.
    package static let unnamedContentSizeCategory = ContentSizeCategory.large

    /// The part that says where a layout was computed, shared by the references and the files
    /// `layout-snapshot render|compute --out` writes: `iphone-15-pro-portrait`, and at a category
    /// other than large its short name in lower case after a dash, `iphone-15-pro-portrait-ax5`.
    /// A name depends only on its own device, orientation and category, never on what else a
    /// sweep holds, so adding or removing a category never moves a file. A window that is not
    /// the whole screen follows the orientation (`-splitOneThird`, `-slideOver-leading`,
    /// `-window-500x800`, `-window-500x800-at-100-20`; Docs/Windows.md, "In tests"). A shown
    /// keyboard adds `-keyboard`, or `-keyboard-<height>` for a height given (`-keyboard-291_5`):
    /// the hidden keyboard, the default, adds nothing (Docs/Keyboard.md, "In tests").
    package static func environmentName(
        deviceSlug: String, orientation: String, contentSizeCategory: ContentSizeCategory = .large, keyboard: SoftwareKeyboard = .hidden,
        window: AppWindow = .fullScreen
    ) -> String {
        func number(_ x: Double) -> String { sanitize(x == x.rounded() && abs(x) < 1e9 ? String(Int(x)) : String(x)) }
        var part = "\(sanitize(deviceSlug))-\(sanitize(orientation))"
        switch window {
        case .fullScreen: break
        case let .multitasking(kind, side):
            // A side only where it is not the default one, so one window has one name.
            let usual: AppWindow.Side = kind == .slideOver ? .trailing : .leading
            part += "-\(kind.rawValue)" + (side.map { $0 == usual ? "" : "-\($0.rawValue)" } ?? "")
        case let .size(size, origin):
            part += "-window-\(number(size.width))x\(number(size.height))"
                + (origin.map { $0 == .zero ? "" : "-at-\(number($0.x))-\(number($0.y))" } ?? "")
        }
        if let slug = categorySlug(contentSizeCategory) { part += "-\(slug)" }
        switch keyboard {
        case .hidden: break
        case .shown: part += "-keyboard"
        case .height(let h): part += "-keyboard-" + number(h)
        }
        return part
    }

    /// `ax5`, `xxxl`, `xs`; nil for large, which names leave out.
    package static func categorySlug(_ category: ContentSizeCategory) -> String? {
        category == unnamedContentSizeCategory ? nil : category.shortName.lowercased()
    }
}
