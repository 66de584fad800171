/// A model that cannot be laid out. The JSON reader catches these earlier with a JSON path; the
/// Swift API gets them from `LayoutEngine.compute`.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    case unsupportedOrientation(device: String, orientation: InterfaceOrientation, supported: [InterfaceOrientation])
    case duplicateID(String)
    /// Two different views written under one id in the controllers a layout shows: most often
    /// controllers that share an id too, so which of them is shown cannot be told.
    case duplicateViewID(String, controllers: [String])
    case unknownContainerView(controller: String, viewID: String)
    case selectedIndexOutOfRange(controller: String, index: Int, count: Int)
    case hierarchyTooDeep(id: String, limit: Int)
    /// More views or constraints than the engine lays out (`LayoutEngine.maximumViews`,
    /// `maximumConstraints`); `what` is "views" or "constraints".
    case tooLarge(what: String, count: Int, limit: Int)
    case invalidGeometry(id: String, field: String, value: String)
    case nestedNavigationController(parent: String, child: String)
    /// A split view controller pushed onto a navigation controller, which UIKit refuses.
    case splitViewControllerPushed(parent: String, child: String)
    /// A constraint that cannot be installed: an unknown item, an item outside the holder's
    /// controller, an illegal pairing of attributes or a number out of range.
    case invalidConstraint(holder: String, constraint: String, problem: String)
    /// A stack view's arrangement that UIKit could not hold: an arranged view that is not a
    /// subview, one arranged twice, custom spacing after a view it does not arrange.
    case invalidStackView(id: String, problem: String)
    /// The environment shows the keyboard on a device and orientation whose keyboard height no
    /// source gives (`DeviceMetrics.keyboardHeight` is nil), or gives a height the screen cannot hold.
    case keyboardHeightUnknown(device: String, orientation: InterfaceOrientation)
    case invalidKeyboardHeight(Double, device: String, orientation: InterfaceOrientation, screenHeight: Double)
    /// A window the device cannot show (`LayoutEnvironment.window`): `problem` says why and what to give.
    case invalidWindow(device: String, orientation: InterfaceOrientation, window: String, problem: String)
    /// A sweep that cannot be made (`LayoutSweep`): `problem` names the sweep and what to give.
    case invalidSweep(problem: String)
    /// A presentation UIKit could not make (Docs/Presentations.md): `problem` says why and what to give.
    case invalidPresentation(presenter: String, problem: String)

    public var description: String {
        switch self {
        case let .unsupportedOrientation(device, orientation, supported):
            "\(device) does not support \(orientation.rawValue); it supports \(supported.map(\.rawValue).joined(separator: ", "))"
        case let .duplicateID(id):
            "the id \"\(id)\" is used twice; ids must be unique (the engine names container views <controller id>.view and cell content views <row id>.contentView)"
        case let .duplicateViewID(id, controllers) where Set(controllers).count == 1:
            "the id \"\(id)\" names two different views of controllers that share the id \"\(controllers[0])\", so which of them is shown cannot be told; give the controllers distinct ids"
        case let .duplicateViewID(id, controllers):
            "the id \"\(id)\" names two different views, in controllers \(controllers.map { "\"\($0)\"" }.joined(separator: " and ")); give each its own id"
        case let .unknownContainerView(controller, viewID):
            "child controller \"\(controller)\" is placed in \"\(viewID)\", which is not a view of its parent controller"
        case let .selectedIndexOutOfRange(controller, index, count):
            "tab bar controller \"\(controller)\" has selectedIndex \(index) but \(count) view controller\(count == 1 ? "" : "s")"
        case let .hierarchyTooDeep(id, limit):
            "the hierarchy under \"\(id)\" is deeper than \(limit) levels"
        case let .tooLarge(what, count, limit):
            "the model has \(count) \(what); at most \(limit) are laid out (LayoutEngine.maximum\(what.prefix(1).uppercased() + what.dropFirst())); split the screen into several"
        case let .nestedNavigationController(parent, child):
            "navigation controller \"\(child)\" is pushed onto navigation controller \"\(parent)\"; UIKit does not support that (it raises an exception)"
        case let .splitViewControllerPushed(parent, child):
            "split view controller \"\(child)\" is pushed onto navigation controller \"\(parent)\"; UIKit refuses that (\"Split View Controllers cannot be pushed to a Navigation Controller\"): make it the root, or a tab's controller"
        case let .invalidConstraint(holder, constraint, problem):
            "\(holder): constraint \"\(constraint)\": \(problem)"
        case let .invalidStackView(id, problem):
            "\(id): \(problem)"
        case let .keyboardHeightUnknown(device, orientation):
            "the keyboard's height on \(device) in \(orientation.rawValue) is not known (Docs/Keyboard.md lists the heights with their sources): give one with keyboard .height(h) (\"keyboard\": {\"height\": h} in a spec, --keyboard h), or set keyboardHeight for this device and orientation in a calibration file"
        case let .invalidKeyboardHeight(height, device, orientation, screenHeight):
            "keyboard height \(NumberText.format(height)) on \(device) in \(orientation.rawValue): give a height from 0 to the screen's, \(NumberText.format(screenHeight)) points (keyboard .height(h), \"keyboard\": {\"height\": h} in a spec, --keyboard h)"
        case let .invalidWindow(device, orientation, window, problem):
            "window \(window) on \(device) in \(orientation.rawValue): \(problem)"
        case let .invalidSweep(problem):
            "sweep of \(problem)"
        case let .invalidPresentation(presenter, problem):
            "controller \"\(presenter)\" presents: \(problem)"
        case let .invalidGeometry(id, field, value):
            "\(id): \(field) must be finite, at most 1000000 in magnitude, and not negative for sizes, got \(value)"
        }
    }
}
