import ArgumentParser
import LayoutEngine

/// `--orientation`: one of UIKit's interface orientations, by the spec's names (`landscape` is
/// `landscapeLeft`, LAYOUT-SPEC.md), or `all` the device supports.
enum OrientationChoice: ExpressibleByArgument, Hashable {
    case only(InterfaceOrientation)
    case all

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if let orientation = InterfaceOrientation(specName: argument) {
            self = .only(orientation)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { InterfaceOrientation.specNames + ["all"] }

    var defaultValueDescription: String {
        switch self {
        case .only(let orientation): orientation.rawValue
        case .all: "all"
        }
    }

    /// The one orientation asked for; nil for `all`.
    var orientation: InterfaceOrientation? {
        if case .only(let orientation) = self { orientation } else { nil }
    }
}
