import ArgumentParser

/// `--format`: what `compute`, `devices`, `diff` and `report` print.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Machine-readable (for `compute`, LAYOUT-SPEC.md's output).
    case json
    /// For a person reading a terminal.
    case text
}
