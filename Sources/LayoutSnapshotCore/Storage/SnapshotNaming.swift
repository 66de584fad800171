import RasterImage

/// File names of references: `<testName>.<device-slug>-<orientation>[.<name>].png` (DESIGN.md,
/// "Snapshot files"). Every part is sanitized, so no name can leave its folder or collide with
/// the dots that separate the parts.
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

    /// The base name without extension: `testArticle.iphone-15-pro-portrait.compact`.
    package static func baseName(testName: String, deviceSlug: String, orientation: String, name: String?) -> String {
        var base = "\(sanitize(testName)).\(sanitize(deviceSlug))-\(sanitize(orientation))"
        if let name { base += ".\(sanitize(name))" }
        return base
    }
}
