/// A controller presented over another with `present(_:animated:)` (Docs/Presentations.md): a
/// sheet, a popover or a full-screen cover. The presenting controller stays laid out behind it,
/// as UIKit leaves it; the presented one is laid out in the frame its style gives, with its own
/// safe area, margins and bars.
public struct Presentation: Hashable, Sendable {
    /// The presented controller (it may present another in turn).
    public var controller: ViewControllerNode
    public var modalPresentationStyle: ModalPresentationStyle
    /// `preferredContentSize`: a form sheet's or a popover's size when both sides are above 0.
    public var preferredContentSize: Size?
    /// `sheetPresentationController.detents` (UIKit's default, large only).
    public var detents: [SheetDetent]
    /// `selectedDetentIdentifier`; nil for the smallest of `detents`, as UIKit starts a sheet.
    public var selectedDetent: SheetDetent?
    /// `popoverPresentationController.sourceView`: the id of a view of the presenting hierarchy
    /// the popover's arrow points at.
    public var sourceViewID: String?

    public init(_ controller: ViewControllerNode, style: ModalPresentationStyle = .automatic, preferredContentSize: Size? = nil,
                detents: [SheetDetent] = [.large], selectedDetent: SheetDetent? = nil, sourceView: String? = nil) {
        self.controller = controller
        self.modalPresentationStyle = style
        self.preferredContentSize = preferredContentSize
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.sourceViewID = sourceView
    }
}

/// `UIModalPresentationStyle`'s cases that lay a controller out on their own (`currentContext`
/// and `custom` need a presentation context or a controller of the app's, and are not modelled).
public enum ModalPresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic, pageSheet, formSheet, popover, fullScreen, overFullScreen

    /// Asked to cover the whole window, whatever its size classes.
    var coversWindow: Bool { self == .fullScreen || self == .overFullScreen }
}

/// `UISheetPresentationController.Detent`'s system detents.
public enum SheetDetent: String, Hashable, Sendable, Codable, CaseIterable {
    case medium, large
}

extension ViewControllerNode {
    /// The controller this one presents, if any.
    public var presented: Presentation? {
        get {
            switch self {
            case .viewController(let c): c.presented
            case .navigationController(let c): c.presented
            case .tabBarController(let c): c.presented
            case .splitViewController(let c): c.presented
            }
        }
        set {
            switch self {
            case .viewController(var c): c.presented = newValue; self = .viewController(c)
            case .navigationController(var c): c.presented = newValue; self = .navigationController(c)
            case .tabBarController(var c): c.presented = newValue; self = .tabBarController(c)
            case .splitViewController(var c): c.presented = newValue; self = .splitViewController(c)
            }
        }
    }

    /// This controller presenting `controller`: `root.presenting(.viewController(settings), style: .formSheet)`.
    public func presenting(_ controller: ViewControllerNode, style: ModalPresentationStyle = .automatic, preferredContentSize: Size? = nil,
                           detents: [SheetDetent] = [.large], selectedDetent: SheetDetent? = nil, sourceView: String? = nil) -> ViewControllerNode {
        var copy = self
        copy.presented = Presentation(controller, style: style, preferredContentSize: preferredContentSize, detents: detents,
                                      selectedDetent: selectedDetent, sourceView: sourceView)
        return copy
    }

    /// The controllers this one holds (children, a stack, tabs, columns) and the one it
    /// presents, last: every controller a walk of the model visits next.
    package var containedControllers: [ViewControllerNode] {
        var result: [ViewControllerNode]
        switch self {
        case .viewController(let vc): result = vc.children.map(\.controller)
        case .navigationController(let nav): result = nav.viewControllers
        case .tabBarController(let tab): result = tab.viewControllers
        case .splitViewController(let split): result = split.columns
        }
        if let presented { result.append(presented.controller) }
        return result
    }
}
