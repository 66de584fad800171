import LayoutEngine

/// What `assertLayoutSnapshot(of:)` lays out: a `ViewControllerNode`, a `ViewController`,
/// `NavigationController` or `TabBarController`, a `View` (as the root view of a full-screen
/// controller), or a type of yours that builds one:
///
///     extension ArticleScreen: LayoutSnapshotSubject {
///         func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
///             try LayoutEngine.compute(controller(width: environment.windowMetrics!.screenSize.width), in: environment)
///         }
///     }
public protocol LayoutSnapshotSubject {
    /// The layout in one environment of the assertion (device, orientation, content size,
    /// layout direction). A thrown error fails that device and orientation.
    func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout

    /// The model the layout was computed from, when there is one: a failing check names its
    /// constraints beside why a view moved. nil by default (a subject of your own need not give it).
    func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode?
}

extension LayoutSnapshotSubject {
    public func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode? { nil }
}

extension ViewControllerNode: LayoutSnapshotSubject {
    public func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode? { self }

    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(self, in: environment)
    }
}

extension ViewController: LayoutSnapshotSubject {
    public func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode? { .viewController(self) }

    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(.viewController(self), in: environment)
    }
}

extension View: LayoutSnapshotSubject {
    public func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode? {
        .viewController(ViewController(id: "\(id).controller", view: self))
    }

    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(self, in: environment)
    }
}

extension NavigationController: LayoutSnapshotSubject {
    public func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode? { .navigationController(self) }

    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(.navigationController(self), in: environment)
    }
}

extension TabBarController: LayoutSnapshotSubject {
    public func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode? { .tabBarController(self) }

    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(.tabBarController(self), in: environment)
    }
}

extension SplitViewController: LayoutSnapshotSubject {
    public func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode? { .splitViewController(self) }

    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(.splitViewController(self), in: environment)
    }
}

/// The trailing-closure form: a controller built for each environment.
struct LayoutSnapshotBuilder: LayoutSnapshotSubject {
    let build: (LayoutEnvironment) throws -> ViewControllerNode

    func layoutModel(in environment: LayoutEnvironment) throws -> ViewControllerNode? { try build(environment) }

    func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(try build(environment), in: environment)
    }
}
