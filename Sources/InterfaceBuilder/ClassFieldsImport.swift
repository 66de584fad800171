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
            try readAutoshrink(element, into: &view)
            if let adjustment = element[attribute: "baselineAdjustment"] {
                view.baselineAdjustment = BaselineAdjustment(rawValue: adjustment) ?? .alignBaselines
            }
        case "textView":
            // A text view that does not scroll sizes to its text inside its container insets;
            // one that scrolls has no intrinsic size.
            view.isScrollEnabled = element[attribute: "scrollEnabled"] != "NO"
            view.text = Texts.text(of: element)
            try readFont(element, into: &view)
            if let insets = element.child("edgeInsets", key: "textContainerInset") {
                let (t, l, b, r) = try Geometry.insets(insets, ("top", "left", "bottom", "right"), file: file)
                view.textContainerInset = EdgeInsets(top: t, left: l, bottom: b, right: r)
            }
            if view.isScrollEnabled { readScrollView(element, into: &view) }
        case "button":
            try readButton(element, into: &view)
        case "textField":
            view.text = element[attribute: "text"]
            view.placeholder = element[attribute: "placeholder"]
            view.borderStyle = TextFieldBorderStyle(rawValue: element[attribute: "borderStyle"] ?? "none") ?? .none
            try readFont(element, into: &view)
            try readAutoshrink(element, into: &view)
        case "imageView":
            let reference = element.child("imageReference", key: "image")
            if let image = element[attribute: "image"] ?? reference?[attribute: "image"] {
                if (element[attribute: "catalog"] ?? reference?[attribute: "catalog"]) == "system" {
                    // The resources give an SF Symbol's aspect only (its longer side is 128);
                    // its size follows its symbol configuration and font, not measured here.
                    warn(element, "SF Symbol \"\(image)\": its size is not known here (the document gives its aspect only); no intrinsic size, so its constraints size it")
                } else if let size = document.resources.imageSizes[image] {
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
            // Auto Layout aligns the control's alignment rectangle, which its intrinsic size measures.
            let insets = options.controlAlignmentInsets[element.name] ?? .zero
            view.alignmentRectInsets = insets
            if let size = options.controlSizes[element.name] {
                view.intrinsicContentSize = ControlSizes.intrinsicSize(frame: size, insets: insets)
            } else if ControlSizes.measuredByInterfaceBuilder.contains(element.name), let frame = Geometry.frame(of: element) {
                view.intrinsicContentSize = ControlSizes.intrinsicSize(frame: frame.size, insets: insets)
            }
        }
        if element[attribute: "customClass"] == nil, let size = try placeholderIntrinsicSize(element) {
            view.intrinsicContentSize = size
            warn(element, "intrinsic size \(describe(size)) from Interface Builder's placeholder (a design-time value: its content decides at run time)")
        }
        try readCustomClass(element, into: &view)
    }

    /// A button's title, type, insets, configuration, image and background image (Docs/Buttons.md).
    private mutating func readButton(_ element: XMLElement, into view: inout View) throws(InterfaceBuilderError) {
        view.title = Texts.title(of: element)
        try readFont(element, into: &view)
        // Absent means custom (`UIButton.ButtonType`'s raw default); IB writes `system` for its
        // library button; `roundedRect` has been `system` since iOS 7.
        let type = element[attribute: "buttonType"] ?? "custom"
        view.buttonType = type == "roundedRect" ? .system : ButtonType(rawValue: type) ?? .custom
        if let insets = element.child("inset", key: "contentEdgeInsets") {
            let (t, l, b, r) = try Geometry.insets(insets, ("minY", "minX", "maxY", "maxX"), file: file)
            view.contentEdgeInsets = EdgeInsets(top: t, left: l, bottom: b, right: r)
        }
        var imageName = element.child("state", key: "normal")?[attribute: "image"]
            ?? element.child("state", key: "normal")?.child("imageReference", key: "image")?[attribute: "image"]
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            var model = ButtonConfiguration(style: configuration[attribute: "style"] ?? "plain")
            if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") {
                let (t, l, b, r) = try Geometry.insets(insets, ("top", "leading", "bottom", "trailing"), file: file)
                model.contentInsets = DirectionalEdgeInsets(top: t, leading: l, bottom: b, trailing: r)
            }
            if let font = configuration.child("fontDescription", key: "titleFontDescription") {
                switch FontImport.font(font) {
                case .font(let f): model.titleFont = f
                case .assumed(let f, let message): model.titleFont = f; warn(font, message)
                case .invalid(let message): throw error(font, message)
                }
            }
            if let size = configuration[attribute: "buttonSize"], size != "medium" {
                warn(configuration, "button size \(size): sized with the medium size's insets (the other sizes' are not measured)")
            }
            imageName = configuration[attribute: "image"] ?? configuration.child("imageReference", key: "image")?[attribute: "image"] ?? imageName
            view.buttonConfiguration = model
        }
        if let imageName {
            // `catalog="system"` on the state or the configuration, or on an `<imageReference>`
            // in either: an SF Symbol.
            let symbol = (element.children + element.children.flatMap(\.children))
                .contains { ($0.name == "imageReference" || $0.name == "state" || $0.name == "buttonConfiguration") && $0[attribute: "catalog"] == "system" }
            if symbol {
                warn(element, "SF Symbol \"\(imageName)\": its size in the button is not known here (the document gives its aspect only); sized without it")
            } else {
                view.buttonImageSize = resourceSize(of: imageName, "image", for: element)
            }
        }
        // `<state key="normal" backgroundImage="…">`: the button is at least its size.
        if let name = element.child("state", key: "normal")?[attribute: "backgroundImage"] {
            view.buttonBackgroundImageSize = resourceSize(of: name, "background image", for: element)
        }
    }

    /// An image's point size from the document's `<resources>`; nil, with a warning naming
    /// `what` and the image, when they do not give one.
    private mutating func resourceSize(of name: String, _ what: String, for element: XMLElement) -> Size? {
        if let size = document.resources.imageSizes[name] { return size }
        warn(element, "\(what) \"\(name)\" has no size in the document's resources: sized without it")
        return nil
    }

    /// The font the view's text is measured with: its `fontDescription`, or, when it shows an
    /// attributed string whose fragments name fonts, the first of those (UIKit draws and sizes
    /// attributed text in its own fonts; IB keeps a `fontDescription` beside it that it does
    /// not show). One font a view: fragments in several are measured in the first, and said so.
    private mutating func readFont(_ element: XMLElement, into view: inout View) throws(InterfaceBuilderError) {
        if let attributed = Texts.attributedString(of: element), case let elements = Texts.fragmentFonts(of: attributed), !elements.isEmpty {
            // Every fragment's font is read (a bad one is an error); the first is measured, its
            // assumptions said. Fonts compare as read, so one written two ways is one.
            var fonts: [LabelFont] = []
            for (index, font) in elements.enumerated() {
                switch FontImport.attributedFont(font) {
                case .font(let read): fonts.append(read)
                case .assumed(let read, let message):
                    fonts.append(read)
                    if index == 0 { warn(font, message) }
                case .invalid(let message): throw error(font, message)
                }
            }
            view.font = fonts[0]
            let distinct = Set(fonts).count
            if distinct > 1 { warn(attributed, "attributed text in \(distinct) fonts: measured in its first fragment's") }
            return
        }
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
        // Interface Builder writes a stack view's margins only with "Layout Margins" relative
        // arrangement on, and never the attribute itself: stack views with written margins lay
        // their arranged subviews out inside them (Docs/InterfaceBuilder.md, "Stack views").
        let hasMargins = element.children.contains { ($0.name == "edgeInsets" && $0[attribute: "key"] == "layoutMargins")
            || ($0.name == "directionalEdgeInsets" && $0[attribute: "key"] == "directionalLayoutMargins") }
        view.isLayoutMarginsRelativeArrangement = element[attribute: "layoutMarginsRelativeArrangement"].map { $0 == "YES" } ?? hasMargins
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
        if let size = try placeholderIntrinsicSize(element) {
            view.intrinsicContentSize = size
            warn(element, "custom class \(custom): intrinsic size \(describe(size)) from Interface Builder's placeholder (its code decides at run time)")
            return
        }
        if let size = document.resources.designableSizes[id] {
            view.intrinsicContentSize = size
            warn(element, "custom class \(custom): intrinsic size \(describe(size)) as Interface Builder last rendered it (<designables>)")
            return
        }
        warn(element, "custom class \(custom): laid out as a \(element.name); its code may change its size and add views")
    }

    /// `placeholderIntrinsicWidth/Height` (the size inspector's "Intrinsic Size: Placeholder"):
    /// the size Interface Builder gives a view whose content is set at run time; `infinite`, or
    /// an axis not written, is no intrinsic metric.
    func placeholderIntrinsicSize(_ element: XMLElement) throws(InterfaceBuilderError) -> Size? {
        let width = element[attribute: "placeholderIntrinsicWidth"], height = element[attribute: "placeholderIntrinsicHeight"]
        guard width != nil || height != nil else { return nil }
        func metric(_ text: String?) throws(InterfaceBuilderError) -> Double {
            guard let text, text != "infinite" else { return View.noIntrinsicMetric }
            guard let v = Geometry.decimal(text), v >= 0, v <= LayoutEngine.maximumMagnitude else { throw error(element, "placeholder intrinsic size \"\(text)\" is not a number of points") }
            return v
        }
        return Size(width: try metric(width), height: try metric(height))
    }

    private func describe(_ size: Size) -> String {
        func axis(_ v: Double) -> String { v < 0 ? "none" : NumberFormat.points(v) }
        return "\(axis(size.width)) × \(axis(size.height))"
    }

    /// Autoshrink (Docs/InterfaceBuilder.md, "Autoshrink"): IB writes `adjustsFontSizeToFit="NO"`
    /// for a label or text field that keeps its font size and leaves the attribute out for one
    /// that shrinks; `minimumScaleFactor` and `minimumFontSize` are the floors.
    private func readAutoshrink(_ element: XMLElement, into view: inout View) throws(InterfaceBuilderError) {
        view.adjustsFontSizeToFitWidth = element[attribute: "adjustsFontSizeToFit"] != "NO"
        if let factor = try Geometry.points(element, "minimumScaleFactor", file: file) {
            guard factor >= 0, factor <= 1 else { throw error(element, "minimumScaleFactor \"\(element[attribute: "minimumScaleFactor"]!)\" is not a multiplier from 0 to 1: fix it in Interface Builder's Autoshrink field") }
            view.minimumScaleFactor = factor
        }
        if let size = try Geometry.points(element, "minimumFontSize", file: file) {
            guard size >= 0 else { throw error(element, "minimumFontSize \"\(element[attribute: "minimumFontSize"]!)\" is below 0: fix it in Interface Builder's Autoshrink field") }
            view.minimumFontSize = size
        }
    }
}
