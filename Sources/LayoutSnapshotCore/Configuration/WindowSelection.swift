import LayoutEngine

/// The windows an assertion sweeps (`assertLayoutSnapshot(windows:)`, Docs/Windows.md, "In
/// tests"): a list, or `.multitasking`, every way iPadOS shows an app on each device in each
/// orientation: the whole screen, each Split View pane it has there and Slide Over. A phone has
/// the whole screen only.
public struct WindowSelection: Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    enum Kind: Hashable { case list([AppWindow]), multitasking }
    let kind: Kind

    public init(_ windows: some Sequence<AppWindow>) {
        var seen = Set<AppWindow>()
        kind = .list(windows.filter { seen.insert($0).inserted })
    }

    public init(arrayLiteral windows: AppWindow...) { self.init(windows) }

    /// The whole screen, and on an iPad each Split View pane of the orientation (1/3, 1/2 in
    /// landscape, 2/3) and Slide Over.
    public static let multitasking = WindowSelection(kind: .multitasking)

    private init(kind: Kind) { self.kind = kind }

    /// The windows to check on `device` in `orientation`, in sweep order.
    package func windows(on device: Device, _ orientation: InterfaceOrientation) -> [AppWindow] {
        switch kind {
        case .list(let windows): return windows
        case .multitasking:
            guard device.idiom == .pad else { return [.fullScreen] }
            let panes: [AppWindow.Multitasking] = orientation.isLandscape
                ? [.splitOneThird, .splitHalf, .splitTwoThirds, .slideOver] : [.splitOneThird, .splitTwoThirds, .slideOver]
            return [.fullScreen] + panes.map { .multitasking($0) }
        }
    }

    package var isEmpty: Bool { if case .list(let w) = kind { w.isEmpty } else { false } }

    public var description: String {
        switch kind {
        case .multitasking: ".multitasking"
        case .list(let windows): "[" + windows.map { "\($0)" }.joined(separator: ", ") + "]"
        }
    }
}
