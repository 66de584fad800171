import UIKitLayout

extension JSONNode {
    /// `edgesForExtendedLayout`: UIKit's `UIRectEdge` as a list of edge names (`["top",
    /// "bottom"]`), `[]` for none, or `"all"`.
    func rectEdges() throws(SpecError) -> RectEdge {
        if case .string(let text) = value {
            guard text == "all" else { throw error("\(Suggestions.quoted(text)) is not \"all\" or a list of edges (top, left, bottom, right)") }
            return .all
        }
        let names: [String: RectEdge] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]
        var edges: RectEdge = []
        for item in try array() {
            let name = try item.string()
            guard let edge = names[name] else {
                throw item.error("\(Suggestions.quoted(name)) is not an edge (top, left, bottom, right)\(Suggestions.hint(for: name, in: Array(names.keys).sorted()))")
            }
            edges.insert(edge)
        }
        return edges
    }
}
