import Foundation
import Testing
import SharedTestSupport
@testable import StrictJSON

// MARK: - Helpers

private func parseText(_ text: String, maxDepth: Int = 512) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8), maxDepth: maxDepth)
}

/// The error parsing `bytes` gives, or nil (and a recorded issue) when it parses.
private func parseJSONError(_ bytes: [UInt8], maxDepth: Int = 512,
                        sourceLocation: SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    do {
        let value = try JSONParser.parse(bytes, maxDepth: maxDepth)
        Issue.record("expected an error, parsed \(value.typeDescription)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

// MARK: - Round trips

@Suite("Round trips")
struct JSONRoundTripTests {
    static let sample: JSONValue = [
        "null": nil,
        "flags": [true, false],
        "numbers": [0, -97.667, 430, 932, 0.1, 1e-7, 1.5e300, .number(-Double.leastNonzeroMagnitude), 123456789012345678],
        "strings": ["", "plain", "quote \" backslash \\ slash /", "controls \n\t\r\u{8}\u{C}\u{1}\u{1F}\u{7F}",
                    "é 中文 😀 \u{FEFF}", "\u{0}"],
        "nested": ["a": [[], [:], [[1, [2, ["deep": true]]]]], "b": [:]],
        "my key": "not an identifier",
    ]

    @Test func compactRoundTrip() throws {
        let text = JSONWriter.write(Self.sample, pretty: false)
        #expect(try parseText(text) == Self.sample)
        #expect(JSONWriter.write(try parseText(text), pretty: false) == text)
    }

    @Test func prettyRoundTrip() throws {
        let text = JSONWriter.write(Self.sample)
        #expect(try parseText(text) == Self.sample)
        #expect(JSONWriter.write(try parseText(text)) == text)
    }

    @Test func keyOrderIsKept() throws {
        let value = try parseText(#"{"z": 1, "a": 2, "m": 3}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(JSONWriter.write(value, pretty: false) == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test func dataInput() throws {
        let data = Data(#"{"a": [1, "b"]}"#.utf8)
        #expect(try JSONParser.parse(data) == ["a": [1, "b"]])
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Data()) }
    }

    @Test func scalarsAtTopLevel() throws {
        #expect(try parseText("  42 ") == 42)
        #expect(try parseText("\"x\"") == "x")
        #expect(try parseText("true") == true)
        #expect(try parseText("false") == false)
        #expect(try parseText("null") == .null)
        #expect(try parseText("\n[]\n") == [])
        #expect(try parseText("{}") == .object(JSONObject()))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try parseText("\u{FEFF}{\"a\": 1}") == ["a": 1])
        #expect(try parseText("\u{FEFF} [1]\n") == [1])
        // Only at the very start.
        let error = parseJSONError(Array("[1, \u{FEFF}2]".utf8))
        #expect(error?.message == "expected a JSON value, found U+FEFF")
        #expect(error?.column == 5)
    }

    @Test func escapesAndSurrogatePairs() throws {
        #expect(try parseText(#""\uD83D\uDE00""#) == "😀")
        #expect(try parseText(#""\ud83d\ude00 \u00e9\u4E2D""#) == "😀 é中")
        #expect(try parseText(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{8}\u{C}\n\r\t")
        #expect(try parseText(#""a\u0000b""#) == .string("a\u{0}b"))
        #expect(try parseText(#"{"k\u00e9y": 1}"#) == ["kéy": 1])
        // Raw UTF-8 of every length.
        #expect(try parseText("\"é中😀\"") == "é中😀")
    }

    @Test func sameKeyInDifferentObjectsIsFine() throws {
        #expect(try parseText(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]"#)
                == [["a": 1], ["a": 2], ["b": ["a": 3], "a": 4]])
    }

    @Test func exactlyMaxDepthParses() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try parseText(text)
        var depth = 0
        while case .array(let items) = value {
            depth += 1
            guard let first = items.first else { break }
            value = first
        }
        #expect(depth == 512)
    }
}

// MARK: - Numbers

@Suite("Number parsing")
struct JSONNumberParsingTests {
    @Test(arguments: [
        "0", "-0", "1", "-1", "0.1", "0.30000000000000004", "97.667", "-97.667", "1e23", "1E23", "1e+23",
        "8.98846567431158e307", "1.7976931348623157e308", "2.2250738585072011e-308", "2.2250738585072014e-308",
        "4.9e-324", "5e-324", "1e-400", "9007199254740993", "123456789012345678901234567890",
        "0.1000000000000000055511151231257827", "3.141592653589793238462643383279", "1e22", "1e-22",
        "123456789012345", "1234567890123456", "0.000001", "100e-2", "0e10", "-0.0e-5",
    ])
    func matchesSwiftDoubleParsing(_ literal: String) throws {
        let value = try parseText(literal)
        guard case .number(let number) = value else {
            Issue.record("\(literal) parsed as \(value.typeDescription)")
            return
        }
        #expect(number.bitPattern == Double(literal)!.bitPattern, "\(literal)")
    }

    @Test func randomLiteralsMatchSwiftDoubleParsing() throws {
        var rng = SplitMix64(state: 0x0005_EED5)
        for _ in 0..<20_000 {
            var literal = Bool.random(using: &rng) ? "-" : ""
            let integerDigits = Int.random(in: 1...20, using: &rng)
            literal += String(Int.random(in: 1...9, using: &rng))
            for _ in 1..<integerDigits { literal += String(Int.random(in: 0...9, using: &rng)) }
            if Bool.random(using: &rng) {
                literal += "."
                for _ in 0..<Int.random(in: 1...20, using: &rng) { literal += String(Int.random(in: 0...9, using: &rng)) }
            }
            if Bool.random(using: &rng) {
                literal += "e" + String(Int.random(in: -330...300, using: &rng))
            }
            let expected = Double(literal)!
            if !expected.isFinite { continue }
            guard case .number(let number) = try parseText(literal) else {
                Issue.record("\(literal) is not a number")
                return
            }
            #expect(number.bitPattern == expected.bitPattern, "\(literal)")
        }
    }
}

// MARK: - Errors

struct JSONErrorCase: Sendable, CustomTestStringConvertible {
    var input: [UInt8]
    var line: Int
    var column: Int
    var path: String
    var message: String
    var maxDepth = 512

    init(_ text: String, _ line: Int, _ column: Int, _ path: String, _ message: String, maxDepth: Int = 512) {
        self.init(bytes: Array(text.utf8), line, column, path, message, maxDepth: maxDepth)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ path: String, _ message: String, maxDepth: Int = 512) {
        self.input = bytes
        self.line = line
        self.column = column
        self.path = path
        self.message = message
        self.maxDepth = maxDepth
    }

    var testDescription: String {
        let text = String(decoding: input.prefix(40), as: UTF8.self)
        return "\(text.debugDescription) -> \(message)"
    }
}

@Suite("Syntax errors")
struct JSONSyntaxErrorTests {
    static let cases: [JSONErrorCase] = [
        // Empty input and trailing garbage.
        JSONErrorCase("", 1, 1, "$", "empty file, expected a JSON value"),
        JSONErrorCase("  \n ", 2, 2, "$", "empty file, expected a JSON value"),
        JSONErrorCase("\u{FEFF}", 1, 1, "$", "empty file, expected a JSON value"),
        JSONErrorCase(#"{"a": 1} x"#, 1, 10, "$", "expected end of file after the JSON value, found 'x'"),
        JSONErrorCase("[1, 2] [3]", 1, 8, "$", "expected end of file after the JSON value, found '['"),
        JSONErrorCase("123abc", 1, 4, "$", "expected end of file after the JSON value, found 'a'"),
        // Values, with the path of the value being read.
        JSONErrorCase("{\n\"root\": {\n\"view\": [1,2,x]}}", 3, 14, "$.root.view[2]", "expected a JSON value, found 'x'"),
        JSONErrorCase(#"{"my key": [x]}"#, 1, 13, #"$["my key"][0]"#, "expected a JSON value, found 'x'"),
        JSONErrorCase(#"{"clé": "é", "x": y}"#, 1, 19, "$.x", "expected a JSON value, found 'y'"),
        JSONErrorCase("[1, é]", 1, 5, "$[1]", "expected a JSON value, found 'é' (U+00E9)"),
        JSONErrorCase("[1,,2]", 1, 4, "$[1]", "expected a JSON value, found ','"),
        JSONErrorCase(#"{"a": }"#, 1, 7, "$.a", "expected a JSON value, found '}'"),
        JSONErrorCase("[1, 2", 1, 6, "$", "expected ',' or ']' after an array element, found end of file"),
        JSONErrorCase("[1,", 1, 4, "$[1]", "expected a JSON value, found end of file"),
        JSONErrorCase("[1 2]", 1, 4, "$", "expected ',' or ']' after an array element, found '2'"),
        JSONErrorCase(#"{"a": 1 "b": 2}"#, 1, 9, "$", #"expected ',' or '}' after an object member, found '"'"#),
        JSONErrorCase(#"{"a": {"b": 1 x}}"#, 1, 15, "$.a", "expected ',' or '}' after an object member, found 'x'"),
        JSONErrorCase(#"{"a" 1}"#, 1, 6, "$.a", #"expected ':' after the key "a", found '1'"#),
        JSONErrorCase("{a: 1}", 1, 2, "$", "expected a string key in double quotes or '}', found 'a'"),
        JSONErrorCase(#"{"a": 1, b: 1}"#, 1, 10, "$", "expected a string key in double quotes, found 'b'"),
        JSONErrorCase("['a']", 1, 2, "$[0]", "expected a JSON value, found ''' (JSON strings are in double quotes)"),
        JSONErrorCase("True", 1, 1, "$", "expected a JSON value, found 'True' (JSON's literals are lowercase: true, false, null)"),
        JSONErrorCase("[nul]", 1, 2, "$[0]", "expected a JSON value, found 'nul'"),
        // Trailing commas and comments.
        JSONErrorCase("[1, 2,]", 1, 6, "$", "trailing comma before ']'"),
        JSONErrorCase("{\"a\": 1,\n}", 1, 8, "$", "trailing comma before '}'"),
        JSONErrorCase("{\"a\": [1,\n  ]}", 1, 9, "$.a", "trailing comma before ']'"),
        JSONErrorCase("[1, // two\n 2]", 1, 5, "$[1]", "comments are not allowed in JSON"),
        JSONErrorCase("/* spec */ {}", 1, 1, "$", "comments are not allowed in JSON"),
        JSONErrorCase(#"{"a": 1 /* x */}"#, 1, 9, "$", "comments are not allowed in JSON"),
        JSONErrorCase("{// x\n}", 1, 2, "$", "comments are not allowed in JSON"),
        // NaN, Infinity, out of range.
        JSONErrorCase("NaN", 1, 1, "$", "NaN and Infinity are not JSON numbers"),
        JSONErrorCase("nan", 1, 1, "$", "NaN and Infinity are not JSON numbers"),
        JSONErrorCase("[Infinity]", 1, 2, "$[0]", "NaN and Infinity are not JSON numbers"),
        JSONErrorCase(#"{"x": -Infinity}"#, 1, 7, "$.x", "NaN and Infinity are not JSON numbers"),
        JSONErrorCase("+Infinity", 1, 1, "$", "NaN and Infinity are not JSON numbers"),
        JSONErrorCase("1e400", 1, 1, "$", "number out of range"),
        JSONErrorCase("[0, -1e400]", 1, 5, "$[1]", "number out of range"),
        JSONErrorCase("[179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792]",
                  1, 2, "$[0]", "number out of range"),
        // Number grammar.
        JSONErrorCase("01", 1, 1, "$", "leading zeros are not allowed in numbers"),
        JSONErrorCase("[-01]", 1, 2, "$[0]", "leading zeros are not allowed in numbers"),
        JSONErrorCase("-", 1, 2, "$", "expected a digit after '-', found end of file"),
        JSONErrorCase("[-x]", 1, 3, "$[0]", "expected a digit after '-', found 'x'"),
        JSONErrorCase("1.", 1, 3, "$", "expected a digit after the decimal point, found end of file"),
        JSONErrorCase("[1.x]", 1, 4, "$[0]", "expected a digit after the decimal point, found 'x'"),
        JSONErrorCase("1e+", 1, 4, "$", "expected a digit in the exponent, found end of file"),
        JSONErrorCase(".5", 1, 1, "$", "numbers must start with a digit, found '.'"),
        JSONErrorCase("+1", 1, 1, "$", "numbers cannot start with '+'"),
        // Duplicate keys.
        JSONErrorCase(#"{"id": 1, "id": 2}"#, 1, 11, "$.id", #"duplicate key "id""#),
        JSONErrorCase(#"{"a": {"b": 1, "b": 2}}"#, 1, 16, "$.a.b", #"duplicate key "b""#),
        JSONErrorCase(#"{"a\"b": 1, "a\u0022b": 2}"#, 1, 13, #"$["a\"b"]"#, #"duplicate key "a\"b""#),
        JSONErrorCase("{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + ",\n\"k17\": 0}",
                  2, 1, "$.k17", #"duplicate key "k17""#),
        // Strings.
        JSONErrorCase("[\"a\nb\"]", 1, 4, "$[0]", "unescaped line break in string (write it as \\n)"),
        JSONErrorCase("\"a\tb\"", 1, 3, "$", "unescaped tab in string (write it as \\t)"),
        JSONErrorCase("\"a\rb\"", 1, 3, "$", "unescaped carriage return in string (write it as \\r)"),
        JSONErrorCase("\"\u{1F}\"", 1, 2, "$", "unescaped control character U+001F in string (write it as \\u001f)"),
        JSONErrorCase(#"{"k": "\uD83D"}"#, 1, 8, "$.k", "unpaired surrogate \\uD83D in string"),
        JSONErrorCase(#""\uDE00""#, 1, 2, "$", "unpaired surrogate \\uDE00 in string"),
        JSONErrorCase(#""ab\ud83dx""#, 1, 4, "$", "unpaired surrogate \\uD83D in string"),
        JSONErrorCase(#""\uD83D\u0041""#, 1, 2, "$", "unpaired surrogate \\uD83D in string"),
        JSONErrorCase(#"{"\uDC00": 1}"#, 1, 3, "$", "unpaired surrogate \\uDC00 in string"),
        JSONErrorCase(#""\x""#, 1, 2, "$", #"invalid escape sequence '\x' in string (valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        JSONErrorCase(#""\u12G4""#, 1, 2, "$", "invalid \\u escape in string: expected 4 hex digits"),
        JSONErrorCase(#""\u12"#, 1, 2, "$", "invalid \\u escape in string: expected 4 hex digits"),
        JSONErrorCase(#"["abc"#, 1, 2, "$[0]", "unterminated string: no closing '\"' before the end of the file"),
        JSONErrorCase(#"["ab\"#, 1, 2, "$[0]", "unterminated string: no closing '\"' before the end of the file"),
        // Binary data and text that is not UTF-8.
        JSONErrorCase("[1,\u{0}]", 1, 4, "$[1]", "binary data: byte 0x00 at offset 3"),
        JSONErrorCase("{\"a\":\u{1}}", 1, 6, "$.a", "binary data: byte 0x01 at offset 5"),
        JSONErrorCase("\"ab\u{0}\"", 1, 4, "$", "binary data: byte 0x00 at offset 3"),
        JSONErrorCase("[1]\u{7F}", 1, 4, "$", "binary data: byte 0x7F at offset 3"),
        JSONErrorCase(bytes: [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], 1, 4, "$[0]", "not UTF-8 text: invalid byte 0xFF at offset 3"),
        JSONErrorCase(bytes: Array("{\"caf".utf8) + [0xE9] + Array("\": 1}".utf8), 1, 6, "$", "not UTF-8 text: invalid byte 0xE9 at offset 5"),
        JSONErrorCase(bytes: [0x7B, 0x0A, 0xC0, 0x80], 2, 1, "$", "not UTF-8 text: invalid byte 0xC0 at offset 2"),
        JSONErrorCase(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], 1, 1, "$", "not UTF-8 text: invalid byte 0xFF at offset 0"),
        JSONErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "$", "not UTF-8 text: invalid byte 0xED at offset 1"),  // encoded surrogate
        JSONErrorCase(bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], 1, 2, "$", "not UTF-8 text: invalid byte 0xE0 at offset 1"),  // overlong
        JSONErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "$", "not UTF-8 text: invalid byte 0xF4 at offset 1"),  // > U+10FFFF
        JSONErrorCase(bytes: [0x22, 0xE2, 0x82], 1, 2, "$", "not UTF-8 text: invalid byte 0xE2 at offset 1"),  // truncated
        JSONErrorCase(bytes: [0x22, 0x80, 0x22], 1, 2, "$", "not UTF-8 text: invalid byte 0x80 at offset 1"),  // lone continuation
        // Depth.
        JSONErrorCase("[[[[1]]]]", 1, 4, "$[0][0][0]", "nested deeper than 3 levels", maxDepth: 3),
        JSONErrorCase(#"{"a":{"a":{"a":{"a":1}}}}"#, 1, 16, "$.a.a.a", "nested deeper than 3 levels", maxDepth: 3),
        JSONErrorCase("[1, {}]", 1, 5, "$[1]", "nested deeper than 1 level", maxDepth: 1),
        // Lines and columns.
        JSONErrorCase("{\r\n\"a\": x}", 2, 6, "$.a", "expected a JSON value, found 'x'"),
        JSONErrorCase("[1,\r x]", 2, 2, "$[1]", "expected a JSON value, found 'x'"),
        JSONErrorCase("\u{FEFF}[x]", 1, 2, "$[0]", "expected a JSON value, found 'x'"),
        JSONErrorCase("[\"😀\", \"中\", x]", 1, 12, "$[2]", "expected a JSON value, found 'x'"),
    ]

    @Test(arguments: cases)
    func reportsPositionPathAndMessage(_ expected: JSONErrorCase) {
        guard let error = parseJSONError(expected.input, maxDepth: expected.maxDepth) else { return }
        #expect(error.message == expected.message)
        #expect(error.line == expected.line)
        #expect(error.column == expected.column)
        #expect(error.path.description == expected.path)
    }

    @Test func descriptionFormat() {
        let error = parseJSONError(Array("{\n\"root\": {\n\"view\": [1,2,x]}}".utf8))
        #expect(error?.description == "line 3, column 14 ($.root.view[2]): expected a JSON value, found 'x'")
        #expect(error?.path == JSONPath.root.appending("root").appending("view").appending(2))
    }

    @Test func deepArraysFailFastAtTheLimit() {
        let clock = ContinuousClock()
        let start = clock.now
        let error = parseJSONError(Array(repeating: UInt8(ascii: "["), count: 100_000))
        #expect(clock.now - start < .seconds(1))
        #expect(error?.message == "nested deeper than 512 levels")
        #expect(error?.line == 1)
        #expect(error?.column == 513)
        #expect(error?.path.components.count == 512)
        #expect(error?.path.description.hasPrefix("$[0][0][0]") == true)
    }

    @Test func deepObjectsFailFastAtTheLimit() {
        let clock = ContinuousClock()
        let start = clock.now
        let text = String(repeating: #"{"a":"#, count: 100_000)
        let error = parseJSONError(Array(text.utf8))
        #expect(clock.now - start < .seconds(1))
        #expect(error?.message == "nested deeper than 512 levels")
        #expect(error?.column == 5 * 512 + 1)
        #expect(error?.path == JSONPath(Array(repeating: .key("a"), count: 512)))
    }

    @Test func deepNestingOnASmallThreadStack() {
        // 512 KB, the default for secondary threads on Darwin.
        final class Box: @unchecked Sendable { var messages: [String] = [] }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for input in [Array(repeating: UInt8(ascii: "["), count: 100_000),
                          Array(String(repeating: #"{"a":"#, count: 100_000).utf8),
                          Array(String(repeating: "[{\"a\":", count: 50_000).utf8)] {
                do {
                    _ = try JSONParser.parse(input)
                    box.messages.append("parsed")
                } catch let error as JSONSyntaxError {
                    box.messages.append(error.message)
                } catch {
                    box.messages.append("\(error)")
                }
            }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(box.messages == Array(repeating: "nested deeper than 512 levels", count: 3))
    }

    @Test func randomBinaryGarbageIsRejected() {
        var rng = SplitMix64(state: 0xB1_4A27)
        for _ in 0..<3_000 {
            let length = Int.random(in: 16...256, using: &rng)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
            guard let error = parseJSONError(bytes) else { return }
            #expect(error.line >= 1 && error.column >= 1)
            #expect(!error.message.isEmpty)
        }
    }

    @Test func mutatedDocumentsNeverCrash() throws {
        var rng = SplitMix64(state: 0xF0_220F)
        let original = Array(JSONWriter.write(JSONRoundTripTests.sample).utf8)
        let alphabet = Array(#"{}[]",:0123456789-+.eE \/uDd8"tfnrx"#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF, 0xF0]
        var failures = 0
        var successes = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                let byte = alphabet.randomElement(using: &rng)!
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[i] = byte
                case 1: bytes.insert(byte, at: i)
                default: bytes.remove(at: i)
                }
            }
            do {
                let value = try JSONParser.parse(bytes)
                successes += 1
                // Whatever parses must survive a round trip.
                #expect(try JSONParser.parse(Array(JSONWriter.write(value).utf8)) == value)
            } catch {
                failures += 1
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
                #expect(error.line >= 1 && error.line <= lines + 1)
                #expect(error.column >= 1 && error.column <= bytes.count + 1)
            }
        }
        #expect(failures > 2_000)
        #expect(successes > 0)
    }
}

// MARK: - Sizes

@Suite("Large documents")
struct JSONLargeDocumentTests {
    @Test func hundredThousandElementArray() throws {
        let text = "[" + (0..<100_000).map { String($0) }.joined(separator: ",") + "]"
        guard case .array(let items) = try parseText(text) else {
            Issue.record("not an array")
            return
        }
        #expect(items.count == 100_000)
        #expect(items[0] == 0)
        #expect(items[99_999] == 99_999)
        #expect(items[12_345] == 12_345)
    }

    @Test func hundredThousandSiblingObjects() throws {
        let text = "[" + (0..<100_000).map { #"{"id": "v\#($0)", "frame": [0, -97.667, 430, \#($0)]}"# }
            .joined(separator: ",\n") + "]"
        let clock = ContinuousClock()
        let start = clock.now
        let value = try parseText(text)
        // A debug build is much slower than release; this only guards against quadratic behavior.
        #expect(clock.now - start < .seconds(20))
        guard case .array(let items) = value else {
            Issue.record("not an array")
            return
        }
        #expect(items.count == 100_000)
        #expect(items[77_777] == ["id": "v77777", "frame": [0, -97.667, 430, 77_777]])
    }

    @Test func largeObjectDuplicateCheck() throws {
        let members = (0..<20_000).map { #""key\#($0)": \#($0)"# }
        guard case .object(let object) = try parseText("{" + members.joined(separator: ",") + "}") else {
            Issue.record("not an object")
            return
        }
        #expect(object.count == 20_000)
        #expect(object["key19999"] == 19_999)
        let error = parseJSONError(Array(("{" + members.joined(separator: ",") + #","key0": 1}"#).utf8))
        #expect(error?.message == #"duplicate key "key0""#)
        #expect(error?.path.description == "$.key0")
    }
}

// MARK: - Writer

@Suite("Writer")
struct JSONWriterTests {
    @Test(arguments: [
        (0.1, "0.1"),
        (97.667, "97.667"),
        (1102, "1102"),
        (-0.0, "0"),
        (0, "0"),
        (1e-7, "1e-07"),
        (Double(123456789012345678 as Int64), "1.2345678901234568e+17"),
        (53.666666666666664, "53.666666666666664"),
        (-97, "-97"),
        (-97.667, "-97.667"),
        (430, "430"),
        (1e-6, "0.000001"),
        (0.00001, "0.00001"),
        (1.5e-5, "0.000015"),
        (-0.00012345, "-0.00012345"),
        (0.0001, "0.0001"),
        (999_999_999_999_999, "999999999999999"),
        (-999_999_999_999_999, "-999999999999999"),
        (123456789012345.5, "123456789012345.5"),
        (1e15, "1000000000000000.0"),
        (1e16, "1e+16"),
        (Double.leastNonzeroMagnitude, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (2.5, "2.5"),
        (800.333, "800.333"),
    ] as [(Double, String)])
    func numberFormatting(_ number: Double, _ expected: String) throws {
        #expect(JSONWriter.formatNumber(number) == expected)
        #expect(JSONWriter.write(.number(number), pretty: false) == expected)
        // Every written number reads back as the same value.
        #expect(try parseText(expected) == .number(number))
    }

    @Test func randomNumbersRoundTripAndAvoidExponentsInRange() throws {
        var rng = SplitMix64(state: 0xD0_0B1E)
        for _ in 0..<20_000 {
            let number = Double(bitPattern: rng.next())
            guard number.isFinite else { continue }
            let scaled = Bool.random(using: &rng) ? number : (Double.random(in: -1e6...1e6, using: &rng) / 7)
            let text = JSONWriter.formatNumber(scaled)
            guard case .number(let back) = try parseText(text) else {
                Issue.record("\(text) is not a number")
                return
            }
            #expect(back == scaled, "\(text)")
            if scaled.magnitude >= 1e-6 && scaled.magnitude < 1e15 {
                #expect(!text.contains("e"), "\(text)")
            }
            if scaled == scaled.rounded(), scaled.magnitude < 1e15 {
                #expect(!text.contains("."), "\(text)")
            }
        }
    }

    @Test func stringEscaping() {
        let value: JSONValue = .string("a\"b\\c/d\n\t\r\u{8}\u{C}\u{1}\u{1F}é😀\u{7F}\u{2028}")
        #expect(JSONWriter.write(value, pretty: false)
                == "\"a\\\"b\\\\c/d\\n\\t\\r\\b\\f\\u0001\\u001fé😀\u{7F}\u{2028}\"")
        #expect(JSONWriter.write(value) == JSONWriter.write(value, pretty: false) + "\n")
    }

    @Test func compactForm() {
        let value: JSONValue = ["a": [1, 2, ["b": nil]], "c": "d", "e": true, "f": [:], "g": []]
        #expect(JSONWriter.write(value, pretty: false) == #"{"a":[1,2,{"b":null}],"c":"d","e":true,"f":{},"g":[]}"#)
    }

    @Test func prettyLayoutOfNestedObjects() {
        let value: JSONValue = [
            "environment": [
                "device": "iPhone 14 Pro Max",
                "screenSize": [430, 932],
                "traits": ["horizontalSizeClass": "compact", "verticalSizeClass": "regular"],
            ],
            "views": [
                [
                    "id": "scroll",
                    "bounds": [0, -97.667, 430, 932],
                    "safeAreaInsets": ["top": 97.667, "left": 0, "bottom": 34, "right": 0],
                    "contentOffsetRange": ["min": [0, -97.667], "max": [0, 1102]],
                ],
            ],
            "empty": [],
            "none": [:],
            "nested": [[]],
            "diagnostics": ["a long warning about an ambiguous constraint", "and another one that pushes it over the limit"],
        ]
        let expected = """
        {
          "environment": {
            "device": "iPhone 14 Pro Max",
            "screenSize": [430, 932],
            "traits": { "horizontalSizeClass": "compact", "verticalSizeClass": "regular" }
          },
          "views": [
            {
              "id": "scroll",
              "bounds": [0, -97.667, 430, 932],
              "safeAreaInsets": { "top": 97.667, "left": 0, "bottom": 34, "right": 0 },
              "contentOffsetRange": {
                "min": [0, -97.667],
                "max": [0, 1102]
              }
            }
          ],
          "empty": [],
          "none": {},
          "nested": [
            []
          ],
          "diagnostics": [
            "a long warning about an ambiguous constraint",
            "and another one that pushes it over the limit"
          ]
        }

        """
        #expect(JSONWriter.write(value) == expected)
    }

    @Test func oneLineLimitIsHundredCharactersAfterIndentation() {
        // `"k": ["xxx…"]` is 9 characters plus the x's.
        let fits: JSONValue = ["k": [.string(String(repeating: "x", count: 91))]]
        let tooLong: JSONValue = ["k": [.string(String(repeating: "x", count: 92))]]
        #expect(JSONWriter.write(fits) == "{\n  \"k\": [\"\(String(repeating: "x", count: 91))\"]\n}\n")
        #expect(JSONWriter.write(tooLong) == "{\n  \"k\": [\n    \"\(String(repeating: "x", count: 92))\"\n  ]\n}\n")
        // Characters are Unicode scalars, not bytes; at top level there is no prefix.
        let wide: JSONValue = [.string(String(repeating: "é", count: 96))]
        #expect(JSONWriter.write(wide) == "[\"\(String(repeating: "é", count: 96))\"]\n")
        let wider: JSONValue = [.string(String(repeating: "é", count: 97))]
        #expect(JSONWriter.write(wider) == "[\n  \"\(String(repeating: "é", count: 97))\"\n]\n")
    }

    @Test func scalarsAndEmptyContainersAtTopLevel() {
        #expect(JSONWriter.write(5) == "5\n")
        #expect(JSONWriter.write(nil) == "null\n")
        #expect(JSONWriter.write([]) == "[]\n")
        #expect(JSONWriter.write([:]) == "{}\n")
        #expect(JSONWriter.write([], pretty: false) == "[]")
        #expect(JSONWriter.write("x", pretty: false) == "\"x\"")
    }
}

// MARK: - Model

@Suite("Values and paths")
struct JSONModelTests {
    @Test func pathDescriptions() {
        #expect(JSONPath.root.description == "$")
        let path = JSONPath.root.appending("root").appending("viewController").appending("view")
            .appending("subviews").appending(2).appending("frame")
        #expect(path.description == "$.root.viewController.view.subviews[2].frame")
        #expect(JSONPath.root.appending("my key").description == #"$["my key"]"#)
        #expect(JSONPath.root.appending("a\"b\n").description == #"$["a\"b\n"]"#)
        #expect(JSONPath.root.appending("1abc").description == #"$["1abc"]"#)
        #expect(JSONPath.root.appending("_x1").appending(0).appending("é").description == #"$._x1[0]["é"]"#)
        #expect(JSONPath.root.appending("").description == #"$[""]"#)
        #expect(JSONPath.root.appending("a-b").description == #"$["a-b"]"#)
    }

    @Test func objectSubscript() {
        var object: JSONObject = ["a": 1, "b": 2]
        object["a"] = "one"
        object["c"] = 3
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["a"] == "one")
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["b"] == nil)
        object["missing"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object.entries == [.init(key: "a", value: "one"), .init(key: "c", value: 3)])
    }

    @Test func typeDescriptions() {
        #expect(JSONValue.null.typeDescription == "null")
        #expect(JSONValue.bool(true).typeDescription == "a boolean")
        #expect(JSONValue.bool(false).typeDescription == "a boolean")
        #expect(JSONValue.number(1).typeDescription == "a number")
        #expect(JSONValue.string("").typeDescription == "a string")
        #expect(JSONValue.array([1, 2, 3]).typeDescription == "an array of 3 items")
        #expect(JSONValue.array([1]).typeDescription == "an array of 1 item")
        #expect(JSONValue.array([]).typeDescription == "an array of 0 items")
        #expect(JSONValue.object([:]).typeDescription == "an object")
    }

    @Test func literals() {
        let value: JSONValue = ["z": 1, "a": 2.5, "s": "t", "b": true, "n": nil, "l": [1, "x"]]
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["z", "a", "s", "b", "n", "l"])
        #expect(object["z"] == .number(1))
        #expect(object["a"] == .number(2.5))
        #expect(object["s"] == .string("t"))
        #expect(object["b"] == .bool(true))
        #expect(object["n"] == .null)
        #expect(object["l"] == .array([.number(1), .string("x")]))
    }

    @Test("numbers are written byte for byte as formatNumber spells them, on the fast paths too")
    func numberFastPaths() {
        var random = SplitMix64(state: 7)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 20.666667, 0.000001, -0.000001, 0.0000015, 1e-7, 999_999_999.999999,
                                1e9, 1e9 + 0.5, 123_456.000001, 1e15 - 1, 1e15, 1e16, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1e-5, 3.14159265358979]
        for _ in 0..<20_000 {
            let scale = [1.0, 1e-3, 1e3, 1e6, 1e-6][random.below(5)]
            let raw = (Double(random.next() % 2_000_000_000) / 1000 - 1_000_000) * scale
            values.append(raw)
            values.append((raw * 1e6).rounded() / 1e6)  // a geometry number, rounded to 1e-6
        }
        for value in values {
            var out: [UInt8] = []
            JSONWriter.appendNumber(value, into: &out)
            #expect(String(decoding: out, as: UTF8.self) == JSONWriter.formatNumber(value), "\(value)")
        }
    }
}
