/// One PNG text chunk: a keyword (1–79 Latin-1 characters) and its text.
public struct PNGTextEntry: Sendable, Hashable {
    public var keyword: String
    public var text: String

    public init(keyword: String, text: String) {
        self.keyword = keyword
        self.text = text
    }
}
