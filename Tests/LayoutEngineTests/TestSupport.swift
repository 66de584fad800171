import Testing
@testable import UIKitLayout

/// Shared helpers: look a device up, compute, and compare with the 0.01 tolerance readers use.
enum Fixture {
    static func device(_ name: String, os: String? = nil) throws -> Device {
        try DeviceCatalog.bundled.device(named: name, os: os.flatMap(OSVersion.init))
    }

    static func compute(
        _ root: ViewControllerNode, on name: String, _ orientation: InterfaceOrientation = .portrait,
        category: ContentSizeCategory = .large, direction: UserInterfaceLayoutDirection = .leftToRight,
        catalog: DeviceCatalog = .bundled, os: String? = nil
    ) throws -> ComputedLayout {
        let device = try catalog.device(named: name, os: os.flatMap(OSVersion.init))
        let env = LayoutEnvironment(device: device, orientation: orientation, contentSizeCategory: category,
                                    layoutDirection: direction, catalog: catalog)
        return try LayoutEngine.compute(root, in: env)
    }

    /// A plain controller whose root view holds `subviews`.
    static func screen(_ subviews: [View] = [], id: String = "vc", rootID: String = "root") -> ViewControllerNode {
        .viewController(ViewController(id: id, view: View(id: rootID, subviews: subviews)))
    }

    static func nav(_ child: ViewControllerNode, id: String = "nav") -> ViewControllerNode {
        .navigationController(NavigationController(id: id, viewControllers: [child]))
    }

    static func tab(_ child: ViewControllerNode, id: String = "tab") -> ViewControllerNode {
        .tabBarController(TabBarController(id: id, viewControllers: [child]))
    }

    /// `view`'s four edges pinned to `container`'s layout margins guide.
    static func pinnedToMargins(_ view: View, of container: View) -> [LayoutConstraint] {
        let guide = container.layoutMarginsGuide
        return [
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor), view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
    }
}

extension ComputedLayout {
    /// The view, or a test failure naming the id.
    func v(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ComputedView {
        try #require(view(id), "no view \(id)", sourceLocation: sourceLocation)
    }
}

func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.01 }

func expectInsets(
    _ actual: EdgeInsets, _ top: Double, _ left: Double, _ bottom: Double, _ right: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(close(actual.top, top) && close(actual.left, left) && close(actual.bottom, bottom) && close(actual.right, right),
            "expected (\(top), \(left), \(bottom), \(right)), got \(actual)\(comment.map { " — \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

func expectRect(
    _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(close(actual.minX, x) && close(actual.minY, y) && close(actual.width, width) && close(actual.height, height),
            "expected [\(x), \(y), \(width), \(height)], got \(actual)", sourceLocation: sourceLocation)
}


@_exported import SharedTestSupport
