import LayoutEngine

/// What the harnesses share: one device to lay out on, and the invariant every layout keeps.
public enum FuzzEnvironment {
    public static let phone = LayoutEnvironment(device: try! DeviceCatalog.bundled.device(named: "iPhone 15 Pro"), orientation: .portrait)

    /// Every frame the engine returns is finite.
    public static func checkFinite(_ layout: ComputedLayout) {
        for view in layout.views {
            let f = view.frameInWindow
            precondition([f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite), "\(view.id): frame \(f)")
        }
    }
}
