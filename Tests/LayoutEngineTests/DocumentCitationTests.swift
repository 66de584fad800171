import Foundation
import Testing

/// Every document a source comment cites is in the repository (Docs/reference/README.md has the
/// convention): a user's clone has nothing else, so a comment that points outside it points at
/// nothing. The scanner reads comments only, so a JSON value's accessor in code is not a
/// citation.
@Suite("document citations")
struct DocumentCitationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Citations that are known not to name a file of this repository, each with the reason. An
    /// entry matches a citation in a file whose name ends with `file`.
    static let allowed: [CitationScanner.Allowance] = [
        .init(file: "Text/DynamicType.swift", citation: "README.md", why: "temoki/UIKit_DynamicType's README"),
        .init(file: "Text/DynamicType.swift", citation: "docs/typography.md", why: "a file of another project, named with its repository on the lines before"),
        .init(file: "LayoutEngineTests/Text/DynamicTypeTests.swift", citation: "README.md", why: "temoki/UIKit_DynamicType's README"),
        .init(file: "LayoutSnapshotCLI/DiffCommand.swift", citation: "name.json", why: "a file name pattern, not a document"),
        .init(file: "LayoutSnapshotCLI/GeometryDifference.swift", citation: "name.json", why: "a file name pattern, not a document"),
    ]

    /// This file: its scanner test holds deliberately bad citations in comment-like lines.
    static let scannerTestFile = "Tests/LayoutEngineTests/DocumentCitationTests.swift"

    @Test("every document a comment under Sources/ or Tests/ cites is in the repository")
    func everyCitationResolves() throws {
        let scanner = try CitationScanner(root: Self.root)
        var problems: [String] = []
        var files = 0
        for folder in ["Sources", "Tests"] {
            for file in scanner.swiftFiles(under: folder) where file != Self.scannerTestFile {
                files += 1
                let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                problems += scanner.problems(inFile: file, text: text, allowed: Self.allowed)
            }
        }
        #expect(files > 100, "found only \(files) Swift files under \(Self.root.path)")
        #expect(problems.isEmpty, "\(problems.count) citations point at nothing:\n\(problems.joined(separator: "\n"))")
    }

    @Test("the scanner reports citations of missing documents, sections and decisions")
    func scannerFindsBadCitations() throws {
        let scanner = try CitationScanner(root: Self.root)
        let text = """
            let a = m.tabBarHeight.json(number) // code, not a citation
            /// Fine: LAYOUT-SPEC.md "Constraints", Docs/Engine.md, README, "A first test".
            /// Missing: no-such-document.md, and Docs/nowhere.json.
            /// A README section that is not there (README, "No such section").
            // The margins add up (README decision 4).
            /// A reference decision that does not exist (reference decision 99).
            /// A section heading split over
            /// lines: Docs/Engine.md, "No such
            /// heading".
            /// Sections: uikit-rules.md b7, d1–d6 and e exist, uikit-rules.md b99 and solver-cases.md §9 do not.
            let b = 1
            /// A bare §4 with no document before it; solver-cases.md §1, T14 and then §3 are fine.
            """
        let problems = scanner.problems(inFile: "Sources/Example/Example.swift", text: text, allowed: [])
        let joined = problems.joined(separator: "\n")
        #expect(problems.count == 9, "\(joined)")
        #expect(joined.contains("Sources/Example/Example.swift:3: no-such-document.md"))
        #expect(joined.contains("Sources/Example/Example.swift:3: Docs/nowhere.json"))
        #expect(joined.contains("Sources/Example/Example.swift:4: README, \"No such section\""))
        #expect(joined.contains("Sources/Example/Example.swift:5: README decision"))
        #expect(joined.contains("Sources/Example/Example.swift:6: reference decision 99"))
        #expect(joined.contains("Sources/Example/Example.swift:8: Docs/Engine.md, \"No such heading\""))
        #expect(joined.contains("Sources/Example/Example.swift:10: uikit-rules.md b99"))
        #expect(joined.contains("Sources/Example/Example.swift:10: solver-cases.md §9"))
        #expect(joined.contains("Sources/Example/Example.swift:12: §4: a bare section number"))
        #expect(!joined.contains("tabBarHeight"))
    }
}

/// Finds document citations in the comments of a Swift file and checks them against the
/// repository's files.
struct CitationScanner {
    struct Allowance {
        var file: String
        var citation: String
        var why: String
    }

    let root: URL
    /// Every file of the repository, as paths relative to `root` (build products and hidden
    /// folders left out).
    let files: [String]
    let fileSet: Set<String>

    init(root: URL) throws {
        self.root = root
        var found: [String] = []
        let rootPath = root.standardizedFileURL.path
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            throw CocoaError(.fileReadUnknown)
        }
        for case let url as URL in walk {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { continue }
            let relative = String(path.dropFirst(rootPath.count + 1))
            if relative.hasPrefix("__Snapshots__") || relative.contains("/.build") { walk.skipDescendants(); continue }
            if (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true { found.append(relative) }
        }
        files = found.sorted()
        fileSet = Set(found)
    }

    func swiftFiles(under folder: String) -> [String] {
        files.filter { $0.hasPrefix(folder + "/") && $0.hasSuffix(".swift") }
    }

    /// The comment text of a file, consecutive comment lines joined into one block so a citation
    /// may wrap; each block keeps the line each of its characters came from.
    static func commentBlocks(_ text: String) -> [(text: String, lines: [Int])] {
        var blocks: [(text: String, lines: [Int])] = []
        var current = ""
        var lines: [Int] = []
        func close() {
            if !current.isEmpty { blocks.append((current, lines)) }
            current = ""
            lines = []
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            var comment: Substring?
            var wholeLine = false
            if trimmed.hasPrefix("//") {
                comment = trimmed.drop { $0 == "/" }
                wholeLine = true
            } else if let range = Self.trailingCommentStart(line) {
                comment = line[range.upperBound...]
            }
            guard let comment else { close(); continue }
            if !wholeLine { close() }
            let piece = (current.isEmpty ? "" : " ") + comment.trimmingCharacters(in: .whitespaces)
            current += piece
            lines += Array(repeating: index + 1, count: piece.count)
            if !wholeLine { close() }
        }
        close()
        return blocks
    }

    /// Where a `//` that is outside a string literal starts, if the line has one.
    static func trailingCommentStart(_ line: String) -> Range<String.Index>? {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            if c == "\"" && previous != "\\" { inString.toggle() }
            if !inString && c == "/" {
                let next = line.index(after: index)
                if next < line.endIndex && line[next] == "/" { return index..<line.index(after: next) }
            }
            previous = c
            index = line.index(after: index)
        }
        return nil
    }

    static let documentPattern = try! NSRegularExpression(
        pattern: #"(?<![\w./-])([A-Za-z0-9_][\w./-]*\.(?:md|json))(?![\w])(?:,? \"([^\"]+)\")?"#)
    static let readmeSectionPattern = try! NSRegularExpression(pattern: #"\bREADME,? \"([^\"]+)\""#)
    static let readmeDecisionPattern = try! NSRegularExpression(pattern: #"\bREADME,? decisions?\b"#)
    static let referenceDecisionPattern = try! NSRegularExpression(
        pattern: #"\breference decisions? (\d+)(?:(?:,| and) (\d+))*"#)

    /// One line per citation that does not resolve: `file:line: citation: why`.
    func problems(inFile file: String, text: String, allowed: [Allowance]) -> [String] {
        var problems: [String] = []
        let folder = (file as NSString).deletingLastPathComponent
        for block in Self.commentBlocks(text) {
            var claimed: [NSRange] = []
            var documents: [(end: Int, path: String)] = []
            let ns = block.text as NSString
            let whole = NSRange(location: 0, length: ns.length)
            func report(_ range: NSRange, _ citation: String, _ why: String) {
                let offset = block.text.utf16.index(block.text.utf16.startIndex, offsetBy: range.location)
                let character = block.text.distance(from: block.text.startIndex, to: offset)
                let line = block.lines[min(character, block.lines.count - 1)]
                if allowed.contains(where: { file.hasSuffix($0.file) && (citation == $0.citation || citation.hasPrefix($0.citation + ",")) }) { return }
                problems.append("\(file):\(line): \(citation): \(why)")
            }
            for match in Self.documentPattern.matches(in: block.text, range: whole) {
                let citation = ns.substring(with: match.range(at: 1))
                let section = match.range(at: 2).location == NSNotFound ? nil : ns.substring(with: match.range(at: 2))
                switch resolve(citation, from: folder) {
                case .missing:
                    report(match.range, citation, "no such document in the repository")
                case .ambiguous(let candidates):
                    report(match.range, citation, "names several documents: \(candidates.joined(separator: ", "))")
                case .found(let path):
                    if let section, path.hasSuffix(".md"), !hasHeading(section, in: path) {
                        report(match.range, "\(citation), \"\(section)\"", "\(path) has no such heading")
                    }
                    guard path.hasSuffix(".md"), section == nil else { break }
                    let after = NSRange(location: NSMaxRange(match.range), length: ns.length - NSMaxRange(match.range))
                    let letters = path.hasSuffix("uikit-rules.md")
                    let pattern = letters ? Self.letterIDsPattern : Self.numberIDsPattern
                    guard let ids = pattern.firstMatch(in: block.text, options: .anchored, range: after) else { break }
                    claimed.append(ids.range)
                    for id in Self.ids(in: ns.substring(with: ids.range), letters: letters) where !hasSection(id, in: path) {
                        report(match.range, "\(citation) \(id)", "\(path) has no section \(id)")
                    }
                }
                if case .found(let path) = resolve(citation, from: folder), path.hasSuffix(".md") {
                    documents.append((NSMaxRange(match.range), path))
                }
            }
            // A bare §N is a section of the document the comment named before it; without one, in
            // the Interface Builder importer and its tests, of interface-builder.md.
            for match in Self.barePattern.matches(in: block.text, range: whole)
            where !claimed.contains(where: { NSLocationInRange(match.range.location, $0) }) {
                let id = ns.substring(with: match.range)
                let named = documents.last(where: { $0.end <= match.range.location })?.path
                let inImporter = file.hasPrefix("Sources/InterfaceBuilder/") || file.hasPrefix("Tests/InterfaceBuilderTests/")
                guard let path = named ?? (inImporter ? resolvedPath("interface-builder.md") : nil) else {
                    report(match.range, id, "a bare section number with no document named before it in the comment")
                    continue
                }
                if !hasSection(id, in: path) { report(match.range, id, "\(path) has no section \(id)") }
            }
            for match in Self.readmeSectionPattern.matches(in: block.text, range: whole) {
                let section = ns.substring(with: match.range(at: 1))
                if !hasHeading(section, in: "README.md") {
                    report(match.range, "README, \"\(section)\"", "README.md has no such heading")
                }
            }
            for match in Self.readmeDecisionPattern.matches(in: block.text, range: whole) {
                report(match.range, "README decision", "cite a reference decision (Docs/reference/decisions.md) as \"reference decision N\", a decision record by its Docs/decisions path")
            }
            for match in Self.referenceDecisionPattern.matches(in: ns.substring(with: whole), range: whole) {
                let numbers = ns.substring(with: match.range).components(separatedBy: CharacterSet.decimalDigits.inverted).filter { !$0.isEmpty }
                for number in numbers where !referenceDecisions.contains(number) {
                    report(match.range, "reference decision \(number)", "Docs/reference/decisions.md has no decision \(number)")
                }
            }
        }
        return problems
    }

    /// Section ids right after a document's name: `§3`, `§5.3–5.4`, `T13` (any document), and
    /// `b7`, `d1–d6`, `a4/a5` (uikit-rules.md's letters).
    static let numberIDsPattern = try! NSRegularExpression(
        pattern: #"[ ,]*(?:§\d+(?:\.\d+)?|T\d+)(?![\w])(?:(?:, | and |[–/-]|, and )§?(?:\d+(?:\.\d+)?|T\d+)(?![\w]))*"#)
    static let letterIDsPattern = try! NSRegularExpression(
        pattern: #"[ ,]*[a-g]\d{0,2}(?![\w'’])(?:(?:, | and |[–/-])[a-g]\d{0,2}(?![\w'’]))*"#)
    static let barePattern = try! NSRegularExpression(pattern: #"§\d+(?:\.\d+)?"#)

    static func ids(in text: String, letters: Bool) -> [String] {
        let pattern = letters ? #"[a-g]\d{0,2}(?![\w])"# : #"§?\d+(?:\.\d+)?|T\d+"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
            let id = ns.substring(with: $0.range)
            return letters || id.hasPrefix("§") || id.hasPrefix("T") ? id : "§" + id
        }
    }

    /// Whether a reference document has a section: `§N` in a heading, `N` as a table row's or a
    /// list item's number (`| 7.2 |`, `- **8.6**`), `TN` as a table row, and a letter id as the
    /// start of a heading (`### b7.`, `## (e)`).
    func hasSection(_ id: String, in path: String) -> Bool {
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return false }
        let number = id.hasPrefix("§") ? String(id.dropFirst()) : nil
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("#") {
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                if let number, title.hasPrefix("§\(number). ") || title.hasPrefix("§\(number) ") { return true }
                if number == nil, title.hasPrefix("\(id). ") || title.hasPrefix("(\(id)) ") { return true }
            } else if let number, line.hasPrefix("| \(number) |") || line.hasPrefix("- **\(number)**") {
                return true
            } else if id.hasPrefix("T"), line.hasPrefix("| \(id) |") {
                return true
            }
        }
        return false
    }

    func resolvedPath(_ citation: String) -> String? {
        if case .found(let path) = resolve(citation, from: "") { return path }
        return nil
    }

    enum Resolution: Equatable {
        case found(String)
        case missing
        case ambiguous([String])
    }

    /// A citation names a file by its path from the citing file's folder, from the repository
    /// root, or by a tail of its path (`uikit-rules.md`, `reference/solver-cases.md`) that only
    /// one file of the repository has.
    func resolve(_ citation: String, from folder: String) -> Resolution {
        let local = (folder as NSString).appendingPathComponent(citation)
        if fileSet.contains(local) { return .found(local) }
        if fileSet.contains(citation) { return .found(citation) }
        let candidates = files.filter { $0.hasSuffix("/" + citation) }
        switch candidates.count {
        case 0: return .missing
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates)
        }
    }

    /// Whether a Markdown file has a heading that starts with `title`.
    func hasHeading(_ title: String, in path: String) -> Bool {
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return false }
        return text.split(separator: "\n").contains { line in
            guard line.hasPrefix("#") else { return false }
            return line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).hasPrefix(title)
        }
    }

    /// The numbers of Docs/reference/decisions.md's numbered decisions (`## N.` headings).
    var referenceDecisions: Set<String> {
        guard let text = try? String(contentsOf: root.appendingPathComponent("Docs/reference/decisions.md"), encoding: .utf8) else { return [] }
        var numbers: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("## ") {
            let digits = line.dropFirst(3).prefix { $0.isNumber }
            if !digits.isEmpty { numbers.insert(String(digits)) }
        }
        return numbers
    }
}
