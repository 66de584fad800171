/// A catalog value with how much to trust it: the reference's confidence label ("high",
/// "medium", "low", "medium-high", …), "unsourced" for a product guess, or "calibrated" for a
/// value a user's calibration file set. The note says where it came from or what is assumed.
public struct Sourced<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var confidence: String
    public var note: String?

    public init(_ value: Value, confidence: String, note: String? = nil) {
        self.value = value
        self.confidence = confidence
        self.note = note
    }
}
