import Foundation
import LayoutEngine
import LayoutRenderer

/// What a test stores for a picture it does not draw: the computed layout, to the bit, and the
/// render options. `layout-snapshot report` and `approve`, built optimised, draw the picture from
/// it later, and draw exactly what the test would have drawn, since the renderer is a pure
/// function of these (Docs/decisions/0024-pictures-drawn-by-the-tool.md).
///
/// A run's file, never a reference: its form is this library's `Codable` synthesis of the
/// computed layout, read only by the same version of the library that wrote it. The digest of
/// what it holds (`LayoutRenderer.inputDigest`) is stored beside it, so a file read by another
/// version, or edited, is refused rather than drawn wrong.
package struct RenderInput: Codable, Sendable {
    package var layout: ComputedLayout
    package var options: RenderOptions
    /// `LayoutRenderer.inputDigest(of: layout, options: options)` when written.
    package var digest: String

    package init(layout: ComputedLayout, options: RenderOptions, digest: String) {
        self.layout = layout
        self.options = options
        self.digest = digest
    }

    package struct Problem: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// The file's bytes: JSON, the numbers written so they read back to the same bits.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = Self.nonFinite
        return [UInt8](try encoder.encode(self))
    }

    /// Numbers a layout should not hold, kept rather than refused.
    private static let nonFinite = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

    /// The input stored at `path`, checked against its digest.
    package static func read(_ path: String) throws(Problem) -> RenderInput {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(description: "\(path): the layout to draw is gone (was the artifacts folder cleaned?); run the tests again")
        }
        let input: RenderInput
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { input = try decoder.decode(RenderInput.self, from: data) } catch {
            throw Problem(description: "\(path): not a layout this version of layout-snapshot can draw (\(error)); run the tests again with this version")
        }
        guard LayoutRenderer.inputDigest(of: input.layout, options: input.options) == input.digest else {
            throw Problem(description: "\(path): written by another version of layout-snapshot, or edited (its digest differs); run the tests again with this version")
        }
        return input
    }
}
