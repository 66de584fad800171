import PNGCodec

/// libFuzzer's entry: any bytes are decoded as a PNG; an error is expected, a crash, a hang or
/// a sanitizer report is a finding. A decoded image is encoded again and must decode to the
/// same pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let decoded = try? PNGCodec.decode(bytes) else { return 0 }
    let again = try! PNGCodec.decode(try! PNGCodec.encode(decoded.image))
    precondition(again.image == decoded.image, "re-encoding changed the pixels")
    return 0
}
