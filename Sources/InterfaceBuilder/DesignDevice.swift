import StrictXML

/// The document's `<device id="retina6_12" orientation="portrait"/>`: the "View as" device the
/// stored frames were drawn for (Docs/InterfaceBuilder.md, "The design canvas"). It is the default device to lay a
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

    /// Interface Builder's device ids and a catalog model with the same screen in points: the
    /// first model sold with that screen. Each line names where the id and its root-view size were
    /// seen ("measured": the root-view size public documents saved with that id store, surveyed in
    /// the project's research; a repository path is one such document). Ids marked "by name" were not seen in a public
    /// document with a stored root view: their size is the marketed screen the id's name gives
    /// (IB names iPhones `retina<diagonal>` and iPads `ipad<diagonal>[rounded]`). The older models
    /// are legacy: in the catalog by name, in no named matrix (Docs/decisions/0001).
    public static let catalogNames: [String: String] = [
        // 320×480: measured.
        "retina3_5": "iPhone 4s",
        // 320×568, 375×667, 414×736, 375×812, 414×896 (×2), 390×844, 428×926, 393×852: measured.
        "retina4_0": "iPhone SE (1st generation)",
        "retina4_7": "iPhone SE (2nd generation)",
        "retina5_5": "iPhone 8 Plus",
        "retina5_9": "iPhone X",
        "retina6_1": "iPhone 11",
        "retina6_5": "iPhone 11 Pro Max",
        "retina6_0": "iPhone 12",
        "retina6_7": "iPhone 12 Pro Max",
        "retina6_12": "iPhone 15",
        // 402×874: a public Tauri LaunchScreen.storyboard, toolsVersion 23727 (GitHub code index id 37825369852).
        "retina6_3": "iPhone 16 Pro",
        // 430×932: §1.3 "id seen; size not measured"; by name (6.7-inch, iPhone 15 Plus class).
        "retina6_72": "iPhone 15 Plus",
        // 375×812 and 440×956: by name (5.4-inch iPhone 12 mini, 6.9-inch iPhone 16 Pro Max).
        "retina5_4": "iPhone 12 mini",
        "retina6_9": "iPhone 16 Pro Max",
        // 768×1024 (legacy): measured; bryceco/GoMap src/iOS/Base.lproj/iPad_MainStoryboard.storyboard @403089f.
        "ipad9_7": "iPad Air",
        // 768×1024 (legacy): by name (7.9-inch iPad mini).
        "ipad7_9": "iPad mini 2",
        // 810×1080: by name (10.2-inch iPad, the catalog's iPad 7th–9th generation).
        "ipad10_2": "iPad (7th generation)",
        // 834×1112 (legacy): bryceco/GoMap "src/iOS/Launch Screen.storyboard" @403089f (root view 834×1112).
        "ipad10_5": "iPad Pro (10.5-inch)",
        // 820×1180: by name (10.9-inch iPad Air, 4th generation).
        "ipad10_9rounded": "iPad Air (4th generation)",
        // 834×1194: §1.3 "seen; not measured"; by name.
        "ipad11_0rounded": "iPad Pro 11-inch (1st generation)",
        // 1024×1366 with a home button (legacy): measured.
        "ipad12_9": "iPad Pro 12.9-inch (1st generation)",
        // 1024×1366, Face ID: measured.
        "ipad12_9rounded": "iPad Pro 12.9-inch (3rd generation)",
        // 1920×1080: the tvOS documents of §1.1 (`device id="appleTV"`).
        "appleTV": "Apple TV 4K",
    ]
}
