/// One element of a parsed document: its name, attributes, child elements and character data.
///
/// A plain value tree, so that the Interface Builder importer can walk it, compare it and keep
/// parts of it without caring where the bytes came from. Swift frees, compares and hashes a tree
/// recursively, which is harmless at the depths `XMLLimits.maximumDepth` allows by default (256);
/// a caller that raises the limit to tens of thousands of levels must take such a tree apart level
/// by level itself before dropping it. (The reader does so for the trees it drops on an error.)
public struct XMLElement: Sendable, Hashable {
    /// The qualified name as written (`document`, `constraint`, `ib:x`): the reader does no
    /// namespace processing, since Interface Builder documents use none.
    public var name: String
    /// Attributes in document order, with values normalised as XML 1.0 requires for attributes
    /// of type CDATA (a literal tab, line feed or carriage return becomes a space; a character
    /// reference such as `&#10;` keeps its character).
    public var attributes: [XMLAttribute]
    /// Child elements only, in document order; comments and processing instructions are skipped.
    public var children: [XMLElement]
    /// All character data directly inside this element, concatenated: text runs between child
    /// elements (whitespace included, as XML has no notion of ignorable whitespace without a DTD),
    /// with references decoded, CDATA sections' contents and line ends normalised to "\n".
    /// Empty when there is none.
    public var text: String
    /// 1-based line of the start tag's `<`. Lines end at "\n", "\r\n" or a lone "\r".
    public var line: Int
    /// 1-based column of the start tag's `<`, counted in Unicode scalars (a byte order mark is not
    /// counted).
    public var column: Int

    public init(name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [], text: String = "",
                line: Int = 0, column: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The value of the attribute called `name` (compared exactly), or nil when it is absent.
    public subscript(attribute name: String) -> String? {
        for attribute in attributes where attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The child elements called `name`, in document order.
    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The first child element called `name`, or nil.
    public func firstChild(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }
}

/// One attribute of an element, as written in its start tag (after normalisation).
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A parsed document: the root element. The XML declaration, comments and processing
/// instructions around it are checked and dropped, as nothing in Interface Builder's documents
/// depends on them.
public struct XMLDocument: Sendable {
    public var root: XMLElement

    public init(root: XMLElement) {
        self.root = root
    }
}

extension XMLElement {
    /// How many elements deep the tree goes (1 for an element without children), measured
    /// without recursion: readers that walk a tree recursively use it to choose their stack.
    public var nestingDepth: Int {
        var deepest = 0
        var pending: [(XMLElement, Int)] = [(self, 1)]
        while let (element, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            pending += element.children.map { ($0, depth + 1) }
        }
        return deepest
    }
}
