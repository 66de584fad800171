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
}

extension ViewControllerNode: LayoutSnapshotSubject {
    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(self, in: environment)
    }
}

extension ViewController: LayoutSnapshotSubject {
    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(.viewController(self), in: environment)
    }
}

extension View: LayoutSnapshotSubject {
    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(self, in: environment)
    }
}

extension NavigationController: LayoutSnapshotSubject {
    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(.navigationController(self), in: environment)
    }
}

extension TabBarController: LayoutSnapshotSubject {
    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(.tabBarController(self), in: environment)
    }
}

/// The trailing-closure form: a controller built for each environment.
struct LayoutSnapshotBuilder: LayoutSnapshotSubject {
    let build: (LayoutEnvironment) throws -> ViewControllerNode

    func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        try LayoutEngine.compute(try build(environment), in: environment)
    }
}
