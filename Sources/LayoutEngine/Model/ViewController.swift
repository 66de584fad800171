/// A node of the view-controller hierarchy: exactly one of UIKit's controller kinds.
public indirect enum ViewControllerNode: Hashable, Sendable {
    case viewController(ViewController)
    case navigationController(NavigationController)
    case tabBarController(TabBarController)

    public var id: String {
        switch self {
        case .viewController(let c): c.id
        case .navigationController(let c): c.id
        case .tabBarController(let c): c.id
        }
    }

    public var additionalSafeAreaInsets: EdgeInsets {
        switch self {
        case .viewController(let c): c.additionalSafeAreaInsets
        case .navigationController(let c): c.additionalSafeAreaInsets
        case .tabBarController(let c): c.additionalSafeAreaInsets
        }
    }

    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        switch self {
        case .viewController(let c): c.viewRespectsSystemMinimumLayoutMargins
        case .navigationController(let c): c.viewRespectsSystemMinimumLayoutMargins
        case .tabBarController(let c): c.viewRespectsSystemMinimumLayoutMargins
        }
    }
}

/// A `UIViewController` with its root view.
public struct ViewController: Hashable, Sendable {
    public var id: String
    /// nil: UIKit's default root view, a plain view named `<id>.view`.
    public var view: View?
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    public var viewRespectsSystemMinimumLayoutMargins: Bool = true
    /// Deprecated in iOS 11 but still read by `.automatic` (uikit-rules.md d3).
    public var automaticallyAdjustsScrollViewInsets: Bool = true
    public var prefersStatusBarHidden: Bool = false
    /// Child controllers whose root views are placed inside one of this controller's views.
    public var children: [ChildViewController] = []

    public init(id: String, view: View? = nil) {
        self.id = id
        self.view = view
    }
}

/// A child view controller placed in a view of its parent (`addChild` + `addSubview`).
public struct ChildViewController: Hashable, Sendable {
    /// The id of the parent's view that holds the child's root view (the spec's `in`).
    public var containerViewID: String
    /// The child's root-view frame in that view's bounds coordinates.
    public var frame: Rect
    public var controller: ViewControllerNode

    public init(in containerViewID: String, frame: Rect, controller: ViewControllerNode) {
        self.containerViewID = containerViewID
        self.frame = frame
        self.controller = controller
    }
}

/// A `UINavigationController`: shows the last of `viewControllers` under its bars.
public struct NavigationController: Hashable, Sendable {
    public var id: String
    public var viewControllers: [ViewControllerNode]
    public var isNavigationBarHidden: Bool = false
    /// `navigationBar.prefersLargeTitles`, the title shown expanded.
    public var prefersLargeTitles: Bool = false
    public var isToolbarHidden: Bool = true
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    public var viewRespectsSystemMinimumLayoutMargins: Bool = true

    public init(id: String, viewControllers: [ViewControllerNode]) {
        self.id = id
        self.viewControllers = viewControllers
    }
}

/// A `UITabBarController`: shows `viewControllers[selectedIndex]` above its tab bar.
public struct TabBarController: Hashable, Sendable {
    public var id: String
    public var viewControllers: [ViewControllerNode]
    public var selectedIndex: Int = 0
    public var isTabBarHidden: Bool = false
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    public var viewRespectsSystemMinimumLayoutMargins: Bool = true

    public init(id: String, viewControllers: [ViewControllerNode], selectedIndex: Int = 0) {
        self.id = id
        self.viewControllers = viewControllers
        self.selectedIndex = selectedIndex
    }
}
