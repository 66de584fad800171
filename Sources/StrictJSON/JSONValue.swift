/// A JSON document in memory: what `JSONParser` reads and `JSONWriter` writes.
///
/// Numbers are `Double` (RFC 8259 leaves their precision to the implementation; every number a
/// layout spec or a geometry file holds fits one exactly or is rounded correctly to one).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// A JSON object that keeps its members in the order they were written (or appended), so that a
/// document read and written again comes out with its keys where they were.
///
/// Equality compares members in order: `{"a":1,"b":2}` and `{"b":2,"a":1}` are different values,
/// because they are written as different bytes.
public struct JSONObject: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The value of the member named `key`. Setting a value replaces the member in place, or
    /// appends it when there is none; setting `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get {
            for entry in entries where entry.key == key {
                return entry.value
            }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }

    /// The member names, in order.
    public var keys: [String] {
        entries.map(\.key)
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
}

extension JSONValue {
    /// What kind of value this is, worded for an error message: "null", "a boolean", "a number",
    /// "a string", "an array of 3 items", "an object".
    public var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array(let items): return items.count == 1 ? "an array of 1 item" : "an array of \(items.count) items"
        case .object: return "an object"
        }
    }
}

// MARK: - Literals (for tests and builders)

extension JSONValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Keeps the members in the order written. A key written twice is a programming error.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(literalElements: elements))
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Keeps the members in the order written. A key written twice is a programming error.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(literalElements: elements)
    }

    init(literalElements elements: [(String, JSONValue)]) {
        var seen = Set<String>()
        var entries: [Entry] = []
        entries.reserveCapacity(elements.count)
        for (key, value) in elements {
            precondition(seen.insert(key).inserted, "duplicate key \"\(key)\" in a JSON object literal")
            entries.append(Entry(key: key, value: value))
        }
        self.init(entries)
    }
}

extension JSONValue {
    /// How many arrays and objects deep the value goes (0 for a scalar), measured without
    /// recursion: readers that walk a document recursively use it to choose their stack
    /// (`DeepStack`).
    public var nestingDepth: Int {
        var deepest = 0
        var pending: [(JSONValue, Int)] = [(self, 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .array(let items):
                deepest = max(deepest, depth + 1)
                pending += items.map { ($0, depth + 1) }
            case .object(let object):
                deepest = max(deepest, depth + 1)
                pending += object.entries.map { ($0.value, depth + 1) }
            case .null, .bool, .number, .string:
                break
            }
        }
        return deepest
    }
}
