import StrictJSON

extension Sourced {
    /// `{"value": …, "confidence": …, "note": …}`, the form of every sourced value in the
    /// catalog's JSON and in `layout-snapshot devices --format json` (no note when there is none).
    package func json(_ encode: (Value) -> JSONValue) -> JSONValue {
        var fields: [JSONObject.Entry] = [.init(key: "value", value: encode(value)), .init(key: "confidence", value: .string(confidence))]
        if let note { fields.append(.init(key: "note", value: .string(note))) }
        return .object(JSONObject(fields))
    }
}
