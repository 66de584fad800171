import ArgumentParser
import LayoutEngine

// The engine's own trait and matrix types are the options' values, so the CLI accepts exactly
// the spellings the spec reader does (LAYOUT-SPEC.md) and the help lists them.

/// `--content-size-category`: UIKit's case names (`large`, `accessibilityMedium`) and the short
/// forms designers use (`L`, `xs`, `AX1`), as in a spec.
extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

/// `--layout-direction`: `leftToRight` or `rightToLeft`.
extension UserInterfaceLayoutDirection: ExpressibleByArgument {}

/// `--matrix`: `all-phones`, `all-ipads`, `all-devices`, `distinct-geometries` (and the short
/// spellings `DeviceMatrix(name:)` accepts: `phones`, `all`, `distinct`, …).
extension DeviceMatrix: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}
