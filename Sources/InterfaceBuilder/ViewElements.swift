import LayoutEngine

/// Element names that are views (§3.1: UIKit's class without `UI`, first letter lower-cased)
/// and the model class each becomes. Classes the engine has no sizing rule for are plain views
/// whose intrinsic size comes from `ControlSizes` or the stored frame.
enum ViewElements {
    static let classes: [String: ViewClass] = [
        "view": .view, "containerView": .view, "visualEffectView": .view,
        "scrollView": .scrollView, "tableView": .tableView, "collectionView": .collectionView,
        "textView": .textView, "stackView": .stackView, "label": .label, "imageView": .imageView,
        "button": .button, "textField": .textField,
        "switch": .view, "slider": .view, "stepper": .view, "activityIndicatorView": .view, "progressView": .view,
        "segmentedControl": .view, "pageControl": .view, "datePicker": .view, "pickerView": .view, "searchBar": .view,
        "navigationBar": .view, "toolbar": .view, "tabBar": .view, "mapView": .view, "wkWebView": .view,
        "mtkView": .view, "glkView": .view, "skView": .view, "sceneKitView": .view, "arscnView": .view, "arskView": .view,
        "tableViewCell": .view, "collectionViewCell": .view, "collectionReusableView": .view,
        "tableViewCellContentView": .view, "collectionViewCellContentView": .view,
    ]

    static func isView(_ name: String) -> Bool { classes[name] != nil }

    /// The UIKit (or framework) class an element name stands for: `label` → `UILabel`.
    static func uikitName(_ name: String) -> String {
        let frameworks = ["mapView": "MKMapView", "wkWebView": "WKWebView", "mtkView": "MTKView", "glkView": "GLKView", "skView": "SKView",
                          "sceneKitView": "SCNView", "arscnView": "ARSCNView", "arskView": "ARSKView"]
        if let name = frameworks[name] { return name }
        return "UI" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A view element's children that are views of it but not in `<subviews>`: a visual effect
    /// view's content view, a table's header and footer (§3.1).
    static let keyedSubviewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView"]
}
