import StrictXML

/// The document's `<device id="retina6_12" orientation="portrait"/>`: the "View as" device the
/// stored frames were drawn for (interface-builder.md §1.3). It is the default device to lay a
/// scene out on, never the only one.
public struct DesignDevice: Hashable, Sendable {
    /// Interface Builder's id (`retina6_12`, `ipad9_7`, …).
    public var id: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// A catalog device with this screen (`DesignDevice.catalogNames`), nil for an id not in the table.
    public var catalogName: String? { Self.catalogNames[id] }

    init(_ element: XMLElement) {
        id = element[attribute: "id"] ?? ""
        orientation = element[attribute: "orientation"] ?? "portrait"
    }

    /// Interface Builder's device ids and a catalog model with the same screen in points
    /// (interface-builder.md §1.3 measured the sizes; the model is the first one sold with it).
    /// `retina6_72` and `ipad11_0rounded` are there by their marketed screens, not measured root
    /// views (§1.3 "seen; not measured"). Ids whose screen the catalog lacks (`retina3_5`
    /// 320×480, `ipad9_7` 768×1024, `ipad10_5`, the home-button `ipad12_9`) have none: the run
    /// names its devices.
    public static let catalogNames: [String: String] = [
        "retina4_0": "iPhone SE (1st generation)",
        "retina4_7": "iPhone SE (2nd generation)",
        "retina5_5": "iPhone 8 Plus",
        "retina5_9": "iPhone X",
        "retina6_1": "iPhone 11",
        "retina6_5": "iPhone 11 Pro Max",
        "retina6_0": "iPhone 12",
        "retina6_7": "iPhone 12 Pro Max",
        "retina6_12": "iPhone 15",
        "retina6_72": "iPhone 15 Plus",
        "ipad11_0rounded": "iPad Pro 11-inch (1st generation)",
        "ipad12_9rounded": "iPad Pro 12.9-inch (3rd generation)",
        "appleTV": "Apple TV 4K",
    ]
}
