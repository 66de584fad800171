/// Bounds on what one document may make the reader do, so that hostile or broken input costs at
/// most a known amount of time and memory. Every limit is checked as the reader goes, before the
/// work it bounds, and a document over any of them is an `XMLSyntaxError` naming the limit.
public struct XMLLimits: Sendable, Hashable {
    /// Largest document, in bytes, checked before anything is read. Interface Builder's largest
    /// real documents are around 1 MB; 32 MiB leaves room without letting a stray file of
    /// gigabytes be scanned.
    public var maximumBytes: Int
    /// Deepest element nesting (the root is level 1). Interface Builder nests views a few dozen
    /// levels deep; 256 also keeps the recursive release of the resulting tree shallow.
    public var maximumDepth: Int
    /// Most elements in one document (2,000,000: about 60 bytes per element at `maximumBytes`).
    public var maximumElements: Int
    /// Most attributes on one element. Interface Builder writes at most a few dozen.
    public var maximumAttributes: Int
    /// Longest element or attribute name, in UTF-8 bytes.
    public var maximumNameLength: Int
    /// Longest attribute value as written between its quotes, in UTF-8 bytes. The longest values
    /// in real documents are base64 blobs and long strings of a few KB.
    public var maximumAttributeValueLength: Int

    public init(maximumBytes: Int = 32 << 20,
                maximumDepth: Int = 256,
                maximumElements: Int = 2_000_000,
                maximumAttributes: Int = 256,
                maximumNameLength: Int = 1024,
                maximumAttributeValueLength: Int = 1 << 20) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
        self.maximumAttributes = maximumAttributes
        self.maximumNameLength = maximumNameLength
        self.maximumAttributeValueLength = maximumAttributeValueLength
    }

    /// 32 MiB, depth 256, 2,000,000 elements, 256 attributes an element, names up to 1 KiB and
    /// attribute values up to 1 MiB.
    public static let `default` = XMLLimits()
}
