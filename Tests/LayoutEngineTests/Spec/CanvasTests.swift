import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The spec's `canvas` as a screen size (`LayoutSpec.canvasSize`), the size the CLI puts in
/// `LayoutEnvironment.canvasSize`.
@Suite("spec canvas")
struct CanvasTests {
    static func size(_ json: String) throws(SpecError) -> Size {
        let spec = try SpecReader.read(bytes: Array(("{ " + json + #" "root": { "viewController": { "id": "vc" } } }"#).utf8), file: "spec.json")
        return try spec.canvasSize(in: .bundled, file: "spec.json")
    }

    @Test("the canvas, else the environment's device and orientation, else iPhone 16 Pro portrait", arguments: [
        (#""canvas": { "device": "iPhone SE 3", "orientation": "landscape" },"#, Size(width: 667, height: 375)),
        (#""canvas": { "device": "iphone-se-3rd-generation" },"#, Size(width: 375, height: 667)),
        // The environment's orientation goes with the environment's device only.
        (#""canvas": { "device": "iPhone SE 3" }, "environment": { "device": "iPhone X", "orientation": "landscapeRight" },"#, Size(width: 375, height: 667)),
        (#""environment": { "device": "iPhone X", "orientation": "landscapeRight" },"#, Size(width: 812, height: 375)),
        (#""canvas": { "orientation": "portrait" }, "environment": { "device": "iPhone X", "orientation": "landscapeRight" },"#, Size(width: 375, height: 812)),
        (#""environment": { "orientation": "landscape" },"#, Size(width: 402, height: 874)),
        (#""canvas": { "orientation": "landscape" },"#, Size(width: 874, height: 402)),
        ("", Size(width: 402, height: 874)),
    ])
    func defaults(json: String, expected: Size) throws {
        #expect(try Self.size(json) == expected)
    }

    @Test("an unknown device, or an orientation it lacks, names the file and the path", arguments: [
        (#""canvas": { "device": "iPhone 99" },"#, #"spec.json: $.canvas.device: canvas: unknown device "iPhone 99"; nearest:"#),
        (#""environment": { "device": "iPhone 99" },"#, #"spec.json: $.environment.device: canvas: unknown device "iPhone 99""#),
        (#""canvas": { "device": "iPhone X", "orientation": "portraitUpsideDown" },"#,
         "spec.json: $.canvas.orientation: canvas: iPhone X does not support portraitUpsideDown; it supports portrait, landscapeLeft, landscapeRight"),
        (#""environment": { "device": "iPhone X", "orientation": "portraitUpsideDown" },"#,
         "spec.json: $.environment.orientation: canvas: iPhone X does not support portraitUpsideDown"),
    ])
    func errors(json: String, expected: String) {
        do {
            let size = try Self.size(json)
            Issue.record("no error, got \(size)")
        } catch {
            #expect(error.description.hasPrefix(expected), "got: \(error)")
        }
    }

    @Test("layouts built in Swift get the default canvas")
    func swiftDefault() {
        #expect(SpecCanvas.defaultSize(in: .bundled) == Size(width: 402, height: 874))
    }
}
