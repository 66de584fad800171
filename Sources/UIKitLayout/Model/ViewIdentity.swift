import Locking
import Synchronization

/// Which `View` values are copies of one view, and the constraints activated on any of them
/// (Docs/decisions/0023-constraints-on-copies.md).
///
/// `View` is a value: `root.addSubview(card)` stores a copy of `card`, so constraints activated on
/// `card` afterwards stay on the local copy. UIKit code is written in that order, so every copy
/// of a view made by one `View(id:…)` shares one `ViewIdentity`, which remembers each
/// `activate(_:)` call; each copy remembers the calls it holds (`CopyTrail.seen`). The engine
/// hands the calls a copy in the hierarchy missed to that copy when the layout needs them
/// (`CopiedActivations`). Nothing else about a view is shared: its properties and subviews stay
/// values.
final class ViewIdentity: @unchecked Sendable {
    /// One `activate(_:)` call: the id of the view it was made on and its constraints.
    struct Activation: Sendable {
        var serial: Int
        var holderID: String
        var constraints: [LayoutConstraint]
    }

    /// Written under `lock`; `count` is read without it (a view that was never activated on, or
    /// whose copy holds every call, costs one atomic load to check).
    private var activations: [Activation] = []
    private let count = Atomic<Int>(0)

    /// A few locks shared by all identities: activations are rare and short, and one lock (two
    /// allocations) per view would cost every `View(id:)`.
    private static let locks = (0..<16).map { _ in Locked(()) }

    private var lock: Locked<Void> {
        Self.locks[Int(UInt(bitPattern: ObjectIdentifier(self).hashValue) >> 4) % Self.locks.count]
    }

    init() {}

    /// Records a call; returns its serial.
    func record(holderID: String, constraints: [LayoutConstraint]) -> Int {
        lock.withLock { _ in
            let serial = activations.count
            activations.append(Activation(serial: serial, holderID: holderID, constraints: constraints))
            count.store(activations.count, ordering: .releasing)
            return serial
        }
    }

    /// How many calls were made on copies of this view.
    var activationCount: Int { count.load(ordering: .acquiring) }

    /// The calls a copy that holds `seen` misses, made on a view named `holderID`, in order.
    func activations(missing seen: [Int], holderID: String) -> [Activation] {
        guard activationCount > seen.count else { return [] }
        let held = Set(seen)
        return lock.withLock { _ in activations.filter { !held.contains($0.serial) && $0.holderID == holderID } }
    }
}

/// A view's link to its `ViewIdentity` and the activations this copy holds. Not part of the
/// view's value: two views that hold the same values are equal, however they were made.
struct CopyTrail: Hashable, Sendable {
    let identity = ViewIdentity()
    /// Serials of the identity's activations this copy holds.
    var seen: [Int] = []

    static func == (_: CopyTrail, _: CopyTrail) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    /// Whether copies of this view were activated on in calls this copy does not hold.
    var missesActivations: Bool { identity.activationCount > seen.count }
}
