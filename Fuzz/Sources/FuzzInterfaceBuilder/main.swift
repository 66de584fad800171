import FuzzSupport
import InterfaceBuilder
import LayoutEngine

/// libFuzzer's entry: any bytes are read as an Interface Builder document; every scene of one
/// that reads is imported and laid out on one device. Errors are expected; a crash, a hang, a
/// sanitizer report or a frame that is not finite is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let document = try? InterfaceBuilderDocument(bytes: bytes, file: "fuzz.storyboard") else { return 0 }
    let environment = FuzzEnvironment.phone
    for scene in document.scenes {
        guard let imported = try? document.importScene(scene, traits: environment.traits(environment.metrics!)),
              let layout = try? imported.compute(in: environment) else { continue }
        FuzzEnvironment.checkFinite(layout)
    }
    return 0
}
