import LayoutEngine
import StrictXML

/// A `<variation key="…">` key (§5.1): `default`, or traits joined by `-`, each `name=value`
/// (`heightClass=regular-widthClass=compact`). An omitted trait means "any".
struct VariationKey: Hashable {
    var widthClass: UserInterfaceSizeClass?
    var heightClass: UserInterfaceSizeClass?
    /// `userInterfaceIdiom=mac` and the like: the value as written.
    var idiom: String?
    /// Trait names this importer does not know: such a key never matches (§5.1), with a warning.
    var unknown: [String] = []

    init(_ key: String) {
        guard key != "default" else { return }
        guard !key.isEmpty else { unknown.append("(empty key)"); return }
        var named: Set<String> = []
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            // A trait named twice, or without a value, makes the key one this importer cannot read.
            guard pair.count == 2, !pair[1].isEmpty, named.insert(pair[0]).inserted else { unknown.append(String(part)); continue }
            switch (pair[0], UserInterfaceSizeClass(rawValue: pair[1])) {
            case ("widthClass", let c?): widthClass = c
            case ("heightClass", let c?): heightClass = c
            case ("userInterfaceIdiom", _): idiom = pair[1]
            default: unknown.append(String(part))
            }
        }
    }

    /// §5.4 (open question Q4): among keys naming as many traits, width before height before
    /// idiom, so a height variation wins over a width one that also matches.
    var traitOrder: Int { widthClass != nil ? 0 : heightClass != nil ? 1 : 2 }

    /// How many traits it names: more specific variations apply later and win (§5.4, [ALG-SC]).
    var specificity: Int { [widthClass != nil, heightClass != nil, idiom != nil].count(where: { $0 }) }

    func matches(_ traits: TraitCollection) -> Bool {
        guard unknown.isEmpty else { return false }
        if let widthClass, widthClass != traits.horizontalSizeClass { return false }
        if let heightClass, heightClass != traits.verticalSizeClass { return false }
        if let idiom, idiom != traits.userInterfaceIdiom.rawValue { return false }
        return true
    }
}

/// Applies a document's variations for one trait environment (§5.4): for each element, the
/// matching `<variation>`s from least to most specific (document order among equals); their
/// attributes replace the element's, their keyed children replace its same-keyed children
/// (§5.3), and their masks install or uninstall the element's own constraints and subviews (§5.2).
/// The result has no `<variation>` elements left: the importer reads it as if written for these traits.
struct TraitResolution {
    let traits: TraitCollection
    /// Keys with traits this importer does not know, with the line of their first use.
    private(set) var unknownKeys: [(key: String, element: XMLElement)] = []
    /// Elements two equally specific variations both set (width and height classes at once):
    /// the attribute, and the variation that won.
    private(set) var contested: [(attribute: String, element: XMLElement)] = []
    /// The ids of elements these traits uninstall (masked subviews and constraints, and
    /// everything inside an uninstalled subview): constraints naming them go with them.
    private(set) var uninstalled: Set<String> = []

    init(traits: TraitCollection) { self.traits = traits }

    mutating func resolve(_ element: XMLElement) -> XMLElement {
        resolved(element) ?? element
    }

    /// nil when the element and its subtree have no variations: most of a document, which is
    /// then shared, not copied.
    private mutating func resolved(_ element: XMLElement) -> XMLElement? {
        guard element.children.contains(where: { $0.name == "variation" }) else {
            var children: [XMLElement]?
            for i in element.children.indices {
                guard let child = resolved(element.children[i]) else { continue }
                if children == nil { children = element.children }
                children![i] = child
            }
            guard let children else { return nil }
            var copy = element
            copy.children = children
            return copy
        }
        var element = element
        let variations = element.children.enumerated().compactMap { offset, child -> (VariationKey, Int, XMLElement)? in
            guard child.name == "variation" else { return nil }
            let key = VariationKey(child[attribute: "key"] ?? "")
            if !key.unknown.isEmpty { unknownKeys.append((child[attribute: "key"] ?? "", child)) }
            return key.matches(traits) ? (key, offset, child) : nil
        }
        .sorted { ($0.0.specificity, $0.0.traitOrder, $0.1) < ($1.0.specificity, $1.0.traitOrder, $1.1) }

        var installed: [String: [String: Bool]] = [:]   // mask key → reference → installed
        var keyed: [String: XMLElement] = [:]
        var setBy: [String: VariationKey] = [:]
        for (key, _, variation) in variations {
            for attribute in variation.attributes where attribute.name != "key" {
                if let earlier = setBy[attribute.name], earlier.specificity == key.specificity, earlier != key {
                    contested.append((attribute.name, variation))
                }
                setBy[attribute.name] = key
                if let i = element.attributes.firstIndex(where: { $0.name == attribute.name }) {
                    element.attributes[i].value = attribute.value
                } else {
                    element.attributes.append(attribute)
                }
            }
            for child in variation.children {
                if child.name == "mask", let maskKey = child[attribute: "key"] {
                    for entry in child.children {
                        guard let reference = entry[attribute: "reference"] else { continue }
                        installed[maskKey, default: [:]][reference] = entry.name == "include"
                    }
                } else if let key = child[attribute: "key"] {
                    keyed[key] = child
                }
            }
        }

        var children: [XMLElement] = []
        children.reserveCapacity(element.children.count)
        for var child in element.children where child.name != "variation" {
            if let key = child[attribute: "key"], let replacement = keyed.removeValue(forKey: key) { child = replacement }
            if let mask = installed[child.name], child.name == "constraints" || child.name == "subviews" {
                child.children.removeAll { removed in
                    guard let id = removed[attribute: "id"], mask[id] == false else { return false }
                    recordUninstalled(removed)
                    return true
                }
            }
            children.append(resolve(child))
        }
        // A keyed value the element did not have in its base form (a font only for regular width).
        // (Unkeyed children other than masks, and masks of other keys, change nothing in UIKit's
        // nib either; they are left.)
        for key in keyed.keys.sorted() { children.append(resolve(keyed[key]!)) }
        element.children = children
        return element
    }

    /// An uninstalled element and everything inside it.
    private mutating func recordUninstalled(_ element: XMLElement) {
        var stack = [element]
        while let e = stack.popLast() {
            if let id = e[attribute: "id"] { uninstalled.insert(id) }
            stack += e.children
        }
    }
}
