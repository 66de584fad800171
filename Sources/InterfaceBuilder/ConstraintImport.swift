import LayoutEngine
import StrictXML

extension SceneImporter {
    /// The hierarchy's constraints in document order (§4), all held by its root view: the engine
    /// solves every constraint of a controller's hierarchy together, whichever view holds it.
    mutating func constraints(_ context: inout HierarchyContext) throws(InterfaceBuilderError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let outlets = document.index.outletNames
        for pending in context.pending {
            let element = pending.element
            // §7.3: removed at build time; the app's code adds the real ones. Interface Builder's
            // canvas lays out with it ("Placeholder: Remove at build time" keeps it while
            // designing), so the design canvas applies it (Docs/InterfaceBuilder.md, "The design
            // canvas").
            if element[attribute: "placeholder"] == "YES", !options.isDesignCanvas {
                warn(element, "placeholder constraint (removed at build time, the app's code adds the real one): not applied")
                continue
            }
            if let guide = [element[attribute: "firstItem"], element[attribute: "secondItem"]].compactMap({ $0 }).first(where: { context.unmodelledGuides[$0] != nil }) {
                warn(element, "names the \(context.unmodelledGuides[guide]!) layout guide, which is not modelled: not applied")
                continue
            }
            if marginsOfScrollContent(element, owner: pending.ownerID, context: context) {
                warn(element, "ties content to its scroll view's margins, which attach to the content area's margins ([ALG-SV]); those are not modelled: not applied")
                continue
            }
            guard let constraint = try constraint(element, owner: pending.ownerID, context: context) else { continue }
            if element[attribute: "symbolic"] == "YES", element[attribute: "constant"] == nil {
                // §4.7: "Standard" spacing with no value stored; UIKit's would be 8 or 20.
                warn(element, "standard spacing (symbolic) without a stored constant: laid out with 0")
            }
            if let id = element[attribute: "id"], let outlet = outlets[id] {
                warn(element, "constraint is connected to outlet \(outlet): the app's code may change it; laid out as the document has it")
            }
            result.append(constraint)
        }
        return result
    }

    /// One `<constraint>` as the engine's: items resolved (an omitted `firstItem` is the owner,
    /// §4.2), guides mapped, multipliers in each written form (§4.4). nil: it names a view this
    /// trait environment uninstalled, so it is not installed either (§5.2).
    func constraint(_ element: XMLElement, owner: String, context: HierarchyContext) throws(InterfaceBuilderError) -> LayoutConstraint? {
        let firstAttribute = try attribute(element, "firstAttribute", required: true)!
        let secondAttribute = try attribute(element, "secondAttribute", required: element[attribute: "secondItem"] != nil)
        if element[attribute: "secondItem"] == nil, element[attribute: "secondAttribute"] != nil {
            throw error(element, "secondAttribute without a secondItem")
        }
        let firstID = element[attribute: "firstItem"] ?? owner
        let secondID = element[attribute: "secondItem"]

        guard let first = try anchor(firstID, firstAttribute, other: secondID, element, "firstItem", context) else { return nil }
        var second: LayoutConstraint.Anchor?
        if let secondID, let secondAttribute {
            guard let anchor = try anchor(secondID, secondAttribute, other: firstID, element, "secondItem", context) else { return nil }
            second = anchor
        }
        let relation: LayoutConstraint.Relation
        switch element[attribute: "relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: throw error(element, "relation \"\(other)\" is not greaterThanOrEqual or lessThanOrEqual")
        }
        let multiplier = try multiplier(element)
        let constant = try Geometry.points(element, "constant", file: file) ?? 0
        var priority = LayoutPriority.required
        if let text = element[attribute: "priority"] {
            guard let p = Geometry.decimal(text), p >= 1, p <= 1000 else { throw error(element, "priority \"\(text)\" is not a number from 1 to 1000") }
            priority = LayoutPriority(p)
        }
        var result = LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                                      identifier: element[attribute: "identifier"])
        if second == nil, multiplier != 1 { result.multiplier = 1 }
        if let problem = result.legalityProblem { throw error(element, problem) }
        return result
    }

    /// A `…Margin` attribute of a scroll view in a constraint with something inside it.
    private func marginsOfScrollContent(_ element: XMLElement, owner: String, context: HierarchyContext) -> Bool {
        let first = element[attribute: "firstItem"] ?? owner
        let second = element[attribute: "secondItem"]
        for (item, attribute, other) in [(first, "firstAttribute", second), (second, "secondAttribute", Optional(first))] {
            guard let item, let other, context.scrollViews.contains(item), context.isInside(other, item),
                  let name = element[attribute: attribute], name.hasSuffix("Margin") || name.hasSuffix("WithinMargins") else { continue }
            return true
        }
        return false
    }

    private enum ParsedAttribute {
        case plain(LayoutConstraint.Attribute)
        /// `leadingMargin`, `centerXWithinMargins`, …: the attribute of the view's margins guide.
        case margins(LayoutConstraint.Attribute)
    }

    /// §4.3's names: UIKit's attributes, their `…Margin` forms, `baseline` (UIKit's alias of lastBaseline).
    private func attribute(_ element: XMLElement, _ name: String, required: Bool) throws(InterfaceBuilderError) -> ParsedAttribute? {
        guard let text = element[attribute: name] else {
            if required { throw error(element, "\(name) is missing") }
            return nil
        }
        if text == "baseline" { return .plain(.lastBaseline) }
        if let a = LayoutConstraint.Attribute(rawValue: text) { return .plain(a) }
        if text.hasSuffix("WithinMargins"), let a = LayoutConstraint.Attribute(rawValue: String(text.dropLast("WithinMargins".count))),
           a == .centerX || a == .centerY {
            return .margins(a)
        }
        if text.hasSuffix("Margin"), let a = LayoutConstraint.Attribute(rawValue: String(text.dropLast("Margin".count))),
           [.leading, .trailing, .top, .bottom, .left, .right].contains(a) {
            return .margins(a)
        }
        throw error(element, "\(name) \"\(text)\" is not a layout attribute")
    }

    /// An item and attribute as the engine's anchor.
    private func anchor(_ id: String, _ parsed: ParsedAttribute, other: String?, _ element: XMLElement, _ field: String,
                        _ context: HierarchyContext) throws(InterfaceBuilderError) -> LayoutConstraint.Anchor? {
        let (attribute, margins): (LayoutConstraint.Attribute, Bool) = switch parsed {
        case .plain(let a): (a, false)
        case .margins(let a): (a, true)
        }
        if let guide = context.guides[id] {
            switch guide {
            case .viewGuide(let owner, let kind):
                guard !margins else { throw error(element, "\(field) \"\(id)\" is a layout guide, which has no margins") }
                return .init(item: .viewGuide(.view(owner), kind), attribute: attribute)
            case .legacyTop(let root):
                // §4.8: topLayoutGuide spans from the root view's top to its safe area's top.
                switch attribute {
                case .bottom: return .init(item: .viewGuide(.view(root), .safeArea), attribute: .top)
                case .top: return .init(item: .view(.view(root)), attribute: .top)
                default: throw error(element, "\(field) \"\(id)\" is the legacy top layout guide; only its top and bottom are supported, not \(attribute.rawValue)")
                }
            case .legacyBottom(let root):
                switch attribute {
                case .top: return .init(item: .viewGuide(.view(root), .safeArea), attribute: .bottom)
                case .bottom: return .init(item: .view(.view(root)), attribute: .bottom)
                default: throw error(element, "\(field) \"\(id)\" is the legacy bottom layout guide; only its top and bottom are supported, not \(attribute.rawValue)")
                }
            }
        }
        guard let model = context.modelIDs[id] else {
            guard let target = document.index[id] else {
                throw error(element, "\(field) \"\(id)\" is not the id of any element in the document")
            }
            // A view these traits uninstall: the constraint goes with it (§5.2).
            if resolution.uninstalled.contains(id) { return nil }
            if document.index.isDescendant(id, of: context.controllerID) || id == context.controllerID {
                throw error(element, "\(field) \"\(id)\" is a <\(target.name)> on line \(target.line), not a view or layout guide")
            }
            throw error(element, "\(field) \"\(id)\" is a <\(target.name)> on line \(target.line), outside this scene's view hierarchy")
        }
        if margins { return .init(item: .viewGuide(.view(model), .margins), attribute: attribute) }
        // [ALG-SV]: edges between a scroll view and its content attach to the content area, which
        // is the scroll view's content layout guide; sizes and centres attach to its frame.
        if context.scrollViews.contains(id), let other, context.isInside(other, id),
           [.leading, .trailing, .top, .bottom, .left, .right].contains(attribute) {
            return .init(item: .viewGuide(.view(model), .contentLayoutGuide), attribute: attribute)
        }
        return .init(item: .view(.view(model)), attribute: attribute)
    }

    /// §4.4: `0.8`, `16:9` or `1/3`.
    private func multiplier(_ element: XMLElement) throws(InterfaceBuilderError) -> Double {
        guard let text = element[attribute: "multiplier"] else { return 1 }
        guard let value = Geometry.multiplier(text) else {
            throw error(element, "multiplier \"\(text)\" is not a number, a ratio a:b or a fraction a/b (non-zero)")
        }
        return value
    }
}
