import Testing
@testable import UIKitLayout

/// Line breaking as UILabel's default: word wrapping within the width, tail truncation on the
/// last line `numberOfLines` allows.
@Suite("Text: line breaking")
struct TextLayoutTests {
    let body = Font(size: 17)

    @Test("without a width each paragraph is one line, as wide as its text")
    func unlimited() {
        let layout = TextLayout(text: "Sign in to continue\nor create an account", font: body)
        #expect(layout.lines.map(\.text) == ["Sign in to continue", "or create an account"])
        #expect(layout.lines[0].width == body.width(of: "Sign in to continue"))
        #expect(layout.size.height == 2 * body.lineHeight)
        #expect(!layout.isTruncated)
    }

    @Test("a line ends at the last space that fits; the spaces that end it take no width")
    func wordWrap() {
        let full = body.width(of: "Sign in to continue")
        let layout = TextLayout(text: "Sign in to continue", font: body, maxWidth: full - 1)
        #expect(layout.lines.map(\.text) == ["Sign in to ", "continue"])
        #expect(layout.lines[0].width == body.width(of: "Sign in to"))
        #expect(layout.size.width == body.width(of: "Sign in to"))
        #expect(layout.size.height == 2 * body.lineHeight)
    }

    @Test("a width that fits the text exactly keeps one line")
    func exactFit() {
        let full = body.width(of: "Sign in to continue")
        #expect(TextLayout(text: "Sign in to continue", font: body, maxWidth: full).lines.count == 1)
    }

    @Test("a word wider than the line is broken between characters")
    func longWord() {
        let word = "Supercalifragilisticexpialidocious"
        let limit = body.width(of: word) / 2.5
        let layout = TextLayout(text: word, font: body, maxWidth: limit)
        #expect(layout.lines.count == 3)
        #expect(layout.lines.map(\.text).joined() == word)
        for line in layout.lines { #expect(line.width <= limit) }
    }

    @Test("a character wider than the line takes a line of its own, and the spaces after it no line")
    func narrowerThanACharacter() {
        // Found by review: "W W" at 5 pt gave ["W", " ", "W"].
        let layout = TextLayout(text: "W W", font: body, maxWidth: 5)
        #expect(layout.lines.map(\.text) == ["W ", "W"])
        #expect(layout.size.height == 2 * body.lineHeight)
        #expect(TextLayout(text: "a b", font: body, maxWidth: 0).lines.count == 2)
    }

    @Test("a hyphen is a place to break")
    func hyphen() {
        let limit = body.width(of: "A well-") + 0.5
        #expect(TextLayout(text: "A well-known fact", font: body, maxWidth: limit).lines.map(\.text) == ["A well-", "known ", "fact"])
    }

    @Test("numberOfLines cuts the text short with … on the last line, within the width")
    func truncation() {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let limit = 120.0
        let all = TextLayout(text: text, font: body, maxWidth: limit)
        #expect(all.lines.count > 2)
        let two = TextLayout(text: text, font: body, maxWidth: limit, numberOfLines: 2)
        #expect(two.lines.count == 2)
        #expect(two.isTruncated)
        #expect(two.lines[0] == all.lines[0])
        #expect(two.lines[1].text.hasSuffix("…"))
        #expect(two.lines[1].width <= limit)
        #expect(two.size.height == 2 * body.lineHeight)
        // Exactly enough lines: nothing cut.
        #expect(!TextLayout(text: text, font: body, maxWidth: limit, numberOfLines: all.lines.count).isTruncated)
    }

    @Test("one line of a long text, without a width limit, takes the first paragraph and …")
    func singleLineOfParagraphs() {
        let layout = TextLayout(text: "First\nSecond", font: body, numberOfLines: 1)
        #expect(layout.lines.map(\.text) == ["First…"])
        #expect(layout.isTruncated)
    }

    @Test("hard line breaks, empty lines included, each take a line; empty text takes none")
    func hardBreaks() {
        #expect(TextLayout(text: "a\n\nb", font: body).lines.map(\.text) == ["a", "", "b"])
        #expect(TextLayout(text: "", font: body).lines.isEmpty)
        #expect(TextLayout(text: "", font: body).size == Size(width: 0, height: 0))
    }

    @Test("every line fits and the lines give back the text, on many texts and widths")
    func linesFitAndReassemble() {
        let words = ["a", "layout", "snapshot", "of", "every", "device", "Auto", "Layout", "constraints", "é", "wrap-around", "—", "12,50"]
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<300 {
            let text = (0..<(1 + next(20))).map { _ in words[next(words.count)] }.joined(separator: " ")
            let limit = 20 + Double(next(300))
            let layout = TextLayout(text: text, font: body, maxWidth: limit)
            for line in layout.lines {
                // A single character wider than the line is the one exception.
                #expect(line.width <= limit + 1e-9 || line.text.trimmingCharacters(in: .whitespaces).count == 1)
            }
            #expect(layout.lines.map(\.text).joined() == text)
        }
    }

    @Test("a truncated line is the longest start that fits with …, spaces before … dropped, on many texts and widths")
    func truncationIsLongestFit() {
        let font = Font(size: 17)
        let texts = ["The quick brown fox jumps over the lazy dog", "a  b   c    d", "Wörter  mit Ümlauten, Kerning: AVATAR To Ty", "   leading spaces", "x"]
        for text in texts {
            for limit in stride(from: 0.0, through: 300, by: 7.5) {
                let line = TextLayout.truncated(Substring(text), font: font, limit: limit)
                #expect(line.text.hasSuffix("…"))
                let kept = String(line.text.dropLast())
                #expect(text.hasPrefix(kept) && kept == String(TextLayout.trimmingTrailingSpaces(Substring(kept))), "\(text) at \(limit): \(line.text)")
                #expect(line.width <= limit + 1e-9 || kept.isEmpty, "\(text) at \(limit): \(line.text)")
                // No longer start (through the next character that is not a space, the spaces
                // before it inside the line) fits.
                let rest = text.dropFirst(kept.count).drop { $0 == " " }
                if let next = rest.first {
                    let longer = String(text.prefix(text.count - rest.count)) + String(next) + "…"
                    #expect(font.width(of: longer) > limit + 1e-9, "\(text) at \(limit): \(line.text) but \(longer) fits")
                }
            }
        }
    }
}
