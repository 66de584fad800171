/// Computes a view-controller hierarchy the way UIKit lays it out on one device, in one
/// orientation. Pure: the model is read, never changed, so one model can be computed for every
/// device of a matrix, in parallel.
public enum LayoutEngine {
    /// Deeper hierarchies are refused (with `LayoutError.hierarchyTooDeep`) rather than risking
    /// the stack; real screens are a few dozen levels deep.
    public static let maximumDepth = 256

    /// The largest magnitude any number of a model may have, in points (a million points is
    /// a thousand screens). Larger values are refused, so sums of frames and the rounding of the
    /// output never overflow.
    public static let maximumMagnitude = 1_000_000.0

    public static func compute(_ root: ViewControllerNode, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
        guard let metrics = environment.metrics else {
            throw .unsupportedOrientation(device: environment.device.name, orientation: environment.orientation,
                                          supported: environment.device.supportedOrientations)
        }
        return try LayoutPasses.run(root, in: environment, metrics: metrics)
    }

    /// A view shown as the root view of a plain controller named `root`.
    public static func compute(_ view: View, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
        try compute(.viewController(ViewController(id: "root", view: view)), in: environment)
    }
}
