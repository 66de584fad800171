import LayoutEngine
import StrictXML

extension SceneImporter {
    /// The fields of each class the engine sizes (§3.6–§3.9), and the intrinsic sizes of the
    /// controls and custom classes it cannot measure (§7.2, §7.4).
    mutating func readClassFields(_ element: XMLElement, into view: inout View, context: inout HierarchyContext) throws(InterfaceBuilderError) {
        switch element.name {
        case "label":
            view.text = Texts.text(of: element)
            try readFont(element, into: &view)
            if let lines = element[attribute: "numberOfLines"] {
                guard let n = Int(lines), n >= 0 else { throw error(element, "numberOfLines \"\(lines)\" is not a whole number ≥ 0") }
                view.numberOfLines = n
            }
            if let width = Geometry.number(element, "preferredMaxLayoutWidth"), width > 0 { view.preferredMaxLayoutWidth = width }
            view.adjustsFontForContentSizeCategory = element[attribute: "adjustsFontForContentSizeCategory"] == "YES"
        case "textView":
            // A text view that does not scroll sizes to its text like a multi-line label (its
            // 8-point text container insets are not modelled); one that scrolls has no intrinsic size.
            if element[attribute: "scrollEnabled"] == "NO" {
                view.viewClass = .label
                view.text = Texts.text(of: element)
                view.numberOfLines = 0
                try readFont(element, into: &view)
            } else {
                readScrollView(element, into: &view)
            }
        case "button":
            view.title = Texts.title(of: element)
            try readFont(element, into: &view)
            // An image-only button is as large as its image (the image's point size from
            // `<resources>`, §3.12); a button with a title and an image is sized by its title only.
            if view.title == nil, let image = element.child("state", key: "normal")?[attribute: "image"] {
                if let size = document.resources.imageSizes[image] { view.intrinsicContentSize = size } else {
                    warn(element, "image \"\(image)\" has no size in the document's resources: sized as a button without a title")
                }
            }
            if let configuration = element.children.first(where: { $0.name == "buttonConfiguration" }) {
                warn(configuration, "button configuration (style \(configuration[attribute: "style"] ?? "plain")): sized as a system button with a title; the configuration's content insets are not modelled")
            }
            if let insets = element.child("inset", key: "contentEdgeInsets"),
               ["minX", "minY", "maxX", "maxY"].contains(where: { (Geometry.number(insets, $0) ?? 0) != 0 }) {
                warn(insets, "contentEdgeInsets are not modelled: the button is sized without them")
            }
        case "textField":
            view.text = element[attribute: "text"]
            view.placeholder = element[attribute: "placeholder"]
            view.borderStyle = TextFieldBorderStyle(rawValue: element[attribute: "borderStyle"] ?? "none") ?? .none
            try readFont(element, into: &view)
        case "imageView":
            if let image = element[attribute: "image"] {
                if let size = document.resources.imageSizes[image] {
                    view.intrinsicContentSize = size
                } else {
                    warn(element, "image \"\(image)\" has no size in the document's resources: no intrinsic size")
                }
            }
        case "stackView":
            try readStackView(element, into: &view)
        case "scrollView", "tableView", "collectionView":
            readScrollView(element, into: &view)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(element[attribute: "style"] ?? "")
            view.intrinsicContentSize = options.controlSizes[large ? "activityIndicatorView.large" : "activityIndicatorView"]
        default:
            if let size = options.controlSizes[element.name] {
                view.intrinsicContentSize = size
            } else if ControlSizes.measuredByInterfaceBuilder.contains(element.name), let frame = Geometry.frame(of: element) {
                view.intrinsicContentSize = frame.size
            }
        }
        try readCustomClass(element, into: &view)
    }

    private mutating func readFont(_ element: XMLElement, into view: inout View) throws(InterfaceBuilderError) {
        guard let description = element.child("fontDescription", key: "fontDescription") else { return }
        switch FontImport.font(description) {
        case .font(let font): view.font = font
        case .assumed(let font, let message): view.font = font; warn(description, message)
        case .invalid(let message): throw error(description, message)
        }
    }

    private func readStackView(_ element: XMLElement, into view: inout View) throws(InterfaceBuilderError) {
        // §3.8: axis absent means horizontal; distribution and alignment absent mean fill.
        view.axis = element[attribute: "axis"] == "vertical" ? .vertical : .horizontal
        if let d = element[attribute: "distribution"] {
            guard let distribution = StackViewDistribution(rawValue: d) else {
                throw error(element, "distribution \"\(d)\" is not one of \(StackViewDistribution.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            view.distribution = distribution
        }
        if let a = element[attribute: "alignment"] {
            guard let alignment = StackViewAlignment(specName: a) else {
                throw error(element, "alignment \"\(a)\" is not one of \(StackViewAlignment.specNames.joined(separator: ", "))")
            }
            view.alignment = alignment
        }
        if element[attribute: "spacingType"] == "standard" {
            view.spacing = View.spacingUseSystem
        } else if let s = element[attribute: "spacing"] {
            guard let spacing = Double(s), abs(spacing) <= LayoutEngine.maximumMagnitude else { throw error(element, "spacing \"\(s)\" is not a number of points") }
            view.spacing = spacing
        }
        view.isBaselineRelativeArrangement = element[attribute: "baselineRelativeArrangement"] == "YES"
        view.isLayoutMarginsRelativeArrangement = element[attribute: "layoutMarginsRelativeArrangement"] == "YES"
    }

    private func readScrollView(_ element: XMLElement, into view: inout View) {
        if let behavior = element[attribute: "contentInsetAdjustmentBehavior"].flatMap(ContentInsetAdjustmentBehavior.init(rawValue:)) {
            view.contentInsetAdjustmentBehavior = behavior
        }
        view.alwaysBounceVertical = element[attribute: "alwaysBounceVertical"] == "YES"
        view.alwaysBounceHorizontal = element[attribute: "alwaysBounceHorizontal"] == "YES"
    }

    /// §7.4: a custom class's intrinsic size from the user's options, IB's placeholder values or
    /// its cached designable size; else its UIKit class's own sizing, with a warning.
    private mutating func readCustomClass(_ element: XMLElement, into view: inout View) throws(InterfaceBuilderError) {
        guard let custom = element[attribute: "customClass"] else { return }
        let module = element[attribute: "customModule"]
        let id = element[attribute: "id"] ?? ""
        let key = module.map { "\($0).\(custom)" }.flatMap { options.customClassSizes[$0] != nil ? $0 : nil } ?? custom
        if let size = options.customClassSizes[key] {
            view.intrinsicContentSize = size
            usedCustomClassSizes.insert(key)
            return
        }
        let width = element[attribute: "placeholderIntrinsicWidth"], height = element[attribute: "placeholderIntrinsicHeight"]
        if width != nil || height != nil {
            func metric(_ text: String?) throws(InterfaceBuilderError) -> Double {
                guard let text, text != "infinite" else { return View.noIntrinsicMetric }
                guard let v = Double(text), v >= 0, v <= LayoutEngine.maximumMagnitude else { throw error(element, "placeholder intrinsic size \"\(text)\" is not a number of points") }
                return v
            }
            view.intrinsicContentSize = Size(width: try metric(width), height: try metric(height))
            warn(element, "custom class \(custom): intrinsic size \(describe(view.intrinsicContentSize!)) from Interface Builder's placeholder (its code decides at run time)")
            return
        }
        if let size = document.resources.designableSizes[id] {
            view.intrinsicContentSize = size
            warn(element, "custom class \(custom): intrinsic size \(describe(size)) as Interface Builder last rendered it (<designables>)")
            return
        }
        warn(element, "custom class \(custom): laid out as a \(element.name); its code may change its size and add views")
    }

    private func describe(_ size: Size) -> String {
        func axis(_ v: Double) -> String { v < 0 ? "none" : NumberFormat.points(v) }
        return "\(axis(size.width)) × \(axis(size.height))"
    }
}
