import FuzzSupport
import LayoutEngine

/// libFuzzer's entry: any bytes are read as a JSON layout spec; a spec that reads is laid out on
/// one device. A thrown error is expected; a crash, a hang, a sanitizer report or a frame that
/// is not finite is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let spec = try? SpecReader.read(bytes: bytes, file: "fuzz.json") else { return 0 }
    guard let layout = try? LayoutEngine.compute(spec.root, in: FuzzEnvironment.phone) else { return 0 }
    FuzzEnvironment.checkFinite(layout)
    return 0
}
