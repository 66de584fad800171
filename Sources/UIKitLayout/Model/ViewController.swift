/// A node of the view-controller hierarchy: exactly one of UIKit's controller kinds.
public indirect enum ViewControllerNode: Hashable, Sendable {
    case viewController(ViewController)
    case navigationController(NavigationController)
    case tabBarController(TabBarController)
    case splitViewController(SplitViewController)

    public var id: String {
        switch self {
        case .viewController(let c): c.id
        case .navigationController(let c): c.id
        case .tabBarController(let c): c.id
        case .splitViewController(let c): c.id
        }
    }

    public var additionalSafeAreaInsets: EdgeInsets {
        switch self {
        case .viewController(let c): c.additionalSafeAreaInsets
        case .navigationController(let c): c.additionalSafeAreaInsets
        case .tabBarController(let c): c.additionalSafeAreaInsets
        case .splitViewController(let c): c.additionalSafeAreaInsets
        }
    }

    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        switch self {
        case .viewController(let c): c.viewRespectsSystemMinimumLayoutMargins
        case .navigationController(let c): c.viewRespectsSystemMinimumLayoutMargins
        case .tabBarController(let c): c.viewRespectsSystemMinimumLayoutMargins
        case .splitViewController(let c): c.viewRespectsSystemMinimumLayoutMargins
        }
    }

    public var edgesForExtendedLayout: RectEdge {
        switch self {
        case .viewController(let c): c.edgesForExtendedLayout
        case .navigationController(let c): c.edgesForExtendedLayout
        case .tabBarController(let c): c.edgesForExtendedLayout
        case .splitViewController(let c): c.edgesForExtendedLayout
        }
    }

    public var extendedLayoutIncludesOpaqueBars: Bool {
        switch self {
        case .viewController(let c): c.extendedLayoutIncludesOpaqueBars
        case .navigationController(let c): c.extendedLayoutIncludesOpaqueBars
        case .tabBarController(let c): c.extendedLayoutIncludesOpaqueBars
        case .splitViewController(let c): c.extendedLayoutIncludesOpaqueBars
        }
    }
}

/// UIKit's `UIRectEdge`: edges of a rectangle, as a set.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
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
    /// The edges of the root view that extend under a container's bars (UIKit's default, all);
    /// an edge left out stops at the bar (Docs/Containers.md, "Extended layout").
    public var edgesForExtendedLayout: RectEdge = .all
    /// Whether the root view extends under opaque bars too (UIKit's default, false: it stops at them).
    public var extendedLayoutIncludesOpaqueBars: Bool = false
    /// Child controllers whose root views are placed inside one of this controller's views.
    public var children: [ChildViewController] = []
    /// The controller this one presents (Docs/Presentations.md).
    public var presented: Presentation?

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
    /// `navigationBar.isTranslucent` (UIKit's default, true): an opaque bar's controller stops at it.
    public var isNavigationBarTranslucent: Bool = true
    /// `toolbar.isTranslucent` (true).
    public var isToolbarTranslucent: Bool = true
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    public var viewRespectsSystemMinimumLayoutMargins: Bool = true
    public var edgesForExtendedLayout: RectEdge = .all
    public var extendedLayoutIncludesOpaqueBars: Bool = false
    /// The controller this one presents (Docs/Presentations.md).
    public var presented: Presentation?

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
    /// `UITabBarController.Mode` (iOS 18): how an iPad in regular width shows the tabs. Every mode
    /// floats the tab bar at the top there (Docs/Containers.md, "The floating tab bar");
    /// `.tabSidebar` can turn it into a sidebar on the leading edge, shown when
    /// `isSidebarHidden` is false (Docs/Containers.md, "The sidebar"). On an iPhone every mode
    /// is the bottom tab bar.
    public var mode: Mode = .automatic
    /// `sidebar.isHidden`: in `.tabSidebar` on an iPad in regular width, false shows the sidebar
    /// instead of the floating tab bar. UIKit documents no default; the sidebar appears when the
    /// user opens it, so hidden is the default here.
    public var isSidebarHidden: Bool = true
    /// `sidebar.preferredLayout`: how a shown sidebar shares the screen with the selected
    /// controller.
    public var sidebarLayout: SidebarLayout = .automatic
    /// `tabBar.isTranslucent` (UIKit's default, true): an opaque bar's controller stops at it.
    public var isTabBarTranslucent: Bool = true
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    public var viewRespectsSystemMinimumLayoutMargins: Bool = true
    public var edgesForExtendedLayout: RectEdge = .all
    public var extendedLayoutIncludesOpaqueBars: Bool = false
    /// The controller this one presents (Docs/Presentations.md).
    public var presented: Presentation?

    public init(id: String, viewControllers: [ViewControllerNode], selectedIndex: Int = 0) {
        self.id = id
        self.viewControllers = viewControllers
        self.selectedIndex = selectedIndex
    }

    /// `UITabBarController.Mode`'s cases.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        case automatic, tabBar, tabSidebar
    }

    /// `UITabBarController.Sidebar.Layout`'s cases. UIKit's header: `automatic` "resolves to
    /// overlap" on iOS; `overlap` lets the selected controller render under the sidebar (its
    /// safe area and margins keep clear of it); `tile` resizes and shifts it beside the sidebar.
    public enum SidebarLayout: String, Hashable, Sendable, CaseIterable {
        case automatic, overlap, tile
    }
}
