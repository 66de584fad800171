// What a test names with `import LayoutSnapshotTesting` alone (decision 0016; GettingStarted.md, "Write a test"): the
// whole model, and from the modules a test never imports, only the types its arguments take.
// Scoped re-exports, not whole modules: the snapshot machinery of LayoutSnapshotCore and the
// renderer's internals stay out of a user's namespace. A new argument type is added here.

// Views, controllers, geometry, devices, traits, the environment and `ComputedLayout`: the
// model is the user's vocabulary (and a product of its own, `LayoutEngine`).
@_exported import LayoutEngine

// `record:`
@_exported import enum LayoutSnapshotCore.RecordMode
// `autoLayoutIssues:`
@_exported import enum LayoutSnapshotCore.AutoLayoutIssueMode
// `tolerance:`, and the pixel regions its `ignoring:` takes.
@_exported import struct LayoutSnapshotCore.SnapshotTolerance
@_exported import struct ImageDiff.PixelRect
// `contentSizeCategories:` (the Dynamic Type sizes swept; `ContentSizeCategory` is the model's)
@_exported import struct LayoutSnapshotCore.ContentSizeCategorySelection
@_exported import struct LayoutSnapshotCore.ContentSizeCategoryParseError
// `overlays:` takes a set of `RenderOptions.Overlay`.
@_exported import struct LayoutRenderer.RenderOptions
// `.storyboard(_:scene:options:)` and `.nib(_:view:options:)` take import options; the
// control-size table is what a user calibrates.
@_exported import struct InterfaceBuilder.ImportOptions
@_exported import enum InterfaceBuilder.ControlSizes
@_exported import struct InterfaceBuilder.InterfaceBuilderError
