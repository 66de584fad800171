import LayoutEngine

/// One stored frame against the engine's frame for the same view (Docs/InterfaceBuilder.md,
/// "Fidelity"). The engine's view is the one whose id begins with the document's id; its frame is
/// taken in the coordinates of the view the document stores as its superview, as the stored one is.
public struct FrameComparison: Hashable, Sendable {
    public var stored: StoredView
    /// The engine's id for the view; nil when its output has no view with this document id (a miss).
    public var computedID: String?
    /// The engine's frame in the stored superview's coordinates.
    public var computed: Rect?

    /// Engine minus stored, per edge, in points: positive is further right (left and right
    /// edges) or lower (top and bottom edges). nil for a miss.
    public var edgeDifferences: EdgeInsets? {
        guard let computed else { return nil }
        let s = stored.frame
        return EdgeInsets(top: computed.minY - s.minY, left: computed.minX - s.minX,
                          bottom: computed.maxY - s.maxY, right: computed.maxX - s.maxX)
    }

    /// The largest edge difference in points; infinite for a miss.
    public var largestDifference: Double {
        guard let d = edgeDifferences else { return .infinity }
        return max(abs(d.top), abs(d.left), abs(d.bottom), abs(d.right))
    }

    /// Every edge within `tolerance` points of the stored one.
    public func isWithin(_ tolerance: Double) -> Bool { largestDifference <= tolerance }
}

extension FrameComparison {
    /// Compares each stored view that counts with the engine's view of the same document id.
    static func compare(_ stored: [StoredView], with layout: ComputedLayout) -> [FrameComparison] {
        var byDocumentID: [String: ComputedView] = [:]
        for view in layout.views {
            // Model ids are `<document id>.<name>`; pre-order, so a cell comes before what it holds.
            let prefix = String(view.id.prefix { $0 != "." })
            if byDocumentID[prefix] == nil { byDocumentID[prefix] = view }
        }
        return stored.filter { $0.leftOut == nil }.map { storedView in
            guard let view = byDocumentID[storedView.id] else {
                return FrameComparison(stored: storedView, computedID: nil, computed: nil)
            }
            var frame = view.frame
            // In the stored superview's bounds: the engine may put views between them (a
            // container the importer adds), so the frame is converted through the window.
            if let superviewID = storedView.superviewID, let superview = byDocumentID[superviewID], superview.id != view.parent {
                frame.origin = Point(x: view.frameInWindow.minX - superview.frameInWindow.minX + superview.bounds.minX,
                                     y: view.frameInWindow.minY - superview.frameInWindow.minY + superview.bounds.minY)
            }
            return FrameComparison(stored: storedView, computedID: view.id, computed: frame)
        }
    }
}
