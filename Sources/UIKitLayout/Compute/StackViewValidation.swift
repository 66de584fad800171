extension LayoutBuilder {
    /// What the Swift API can build and UIKit could not hold: the JSON reader reports the same
    /// problems earlier, with their JSON path.
    static func validateStackView(_ view: View) throws(LayoutError) {
        func fail(_ problem: String) -> LayoutError { .invalidStackView(id: view.id, problem: problem) }
        @inline(__always) func ok(_ x: Double) -> Bool { x.isFinite && abs(x) <= LayoutEngine.maximumMagnitude }

        guard view.viewClass == .stackView else {
            throw fail("arrangedSubviews belong to stack views; this view's class is \"\(view.viewClass.rawValue)\"")
        }
        guard ok(view.spacing) else { throw .invalidGeometry(id: view.id, field: "spacing", value: "\(view.spacing)") }
        var arranged: Set<String> = []
        for id in view.arrangedSubviewIDs {
            guard arranged.insert(id).inserted else { throw fail("\"\(id)\" is arranged twice") }
            guard view.subviews.contains(where: { $0.id == id }) else {
                throw fail("arranged view \"\(id)\" is not one of its subviews (UIKit's arrangedSubviews are subviews)")
            }
        }
        for (id, value) in view.customSpacing.sorted(by: { $0.key < $1.key }) {
            guard arranged.contains(id) else { throw fail("customSpacing after \"\(id)\", which it does not arrange") }
            guard value == View.spacingUseDefault || ok(value) else {
                throw .invalidGeometry(id: view.id, field: "customSpacing[\(id)]", value: "\(value)")
            }
        }
    }
}

extension LayoutBuilder {
    /// Settings UIKit accepts but does not use as written: said once per layout.
    mutating func warnAboutStackView(_ view: View) {
        guard view.viewClass == .stackView, !view.arrangedSubviewIDs.isEmpty else { return }
        if view.alignment.isBaseline, view.axis == .vertical {
            warn(view.id, "alignment \(view.alignment.rawValue) applies to horizontal stack views (UIStackView.Alignment); this vertical stack is laid out with fill")
        }
    }
}
