import ArgumentParser
import LayoutRenderer

/// `--overlays`: `all`, `none`, or a comma list of overlay names (`safeArea,margins`).
struct OverlaySelection: ExpressibleByArgument, Hashable {
    var overlays: Set<RenderOptions.Overlay>

    static let all = OverlaySelection(overlays: Set(RenderOptions.Overlay.allCases))

    init(overlays: Set<RenderOptions.Overlay>) { self.overlays = overlays }

    init?(argument: String) {
        guard let overlays = RenderOptions.overlays(parsing: argument) else { return nil }
        self.overlays = overlays
    }

    /// What an error lists: the two words, then the names a comma list is made of.
    static var allValueStrings: [String] { ["all", "none"] + RenderOptions.Overlay.allCases.map(\.rawValue) }

    var defaultValueDescription: String {
        if overlays == Self.all.overlays { return "all" }
        if overlays.isEmpty { return "none" }
        return RenderOptions.Overlay.allCases.filter(overlays.contains).map(\.rawValue).joined(separator: ",")
    }
}
