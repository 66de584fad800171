import InterfaceBuilder
import LayoutEngine
import Testing

/// Every design device id Interface Builder writes resolves to a catalog model whose screen is
/// the root-view size IB stores for that id, in portrait and landscape (the sources of each id
/// are beside `DesignDevice.catalogNames`).
@Suite struct DesignDeviceTests {
    /// The id, the portrait root-view size IB stores for it, and whether the model is legacy.
    static let ids: [(id: String, width: Double, height: Double, legacy: Bool)] = [
        ("retina3_5", 320, 480, true),
        ("retina4_0", 320, 568, false),
        ("retina4_7", 375, 667, false),
        ("retina5_4", 375, 812, false),
        ("retina5_5", 414, 736, false),
        ("retina5_9", 375, 812, false),
        ("retina6_0", 390, 844, false),
        ("retina6_1", 414, 896, false),
        ("retina6_12", 393, 852, false),
        ("retina6_3", 402, 874, false),
        ("retina6_5", 414, 896, false),
        ("retina6_7", 428, 926, false),
        ("retina6_72", 430, 932, false),
        ("retina6_9", 440, 956, false),
        ("ipad7_9", 768, 1024, true),
        ("ipad9_7", 768, 1024, true),
        ("ipad10_2", 810, 1080, false),
        ("ipad10_5", 834, 1112, true),
        ("ipad10_9rounded", 820, 1180, false),
        ("ipad11_0rounded", 834, 1194, false),
        ("ipad12_9", 1024, 1366, true),
        ("ipad12_9rounded", 1024, 1366, false),
    ]

    @Test func theTableNamesEveryIdOnce() {
        #expect(Set(DesignDevice.catalogNames.keys) == Set(Self.ids.map(\.id)).union(["appleTV"]))
    }

    @Test(arguments: ids.map(\.id))
    func idResolvesToItsScreen(_ id: String) throws {
        let expected = try #require(Self.ids.first { $0.id == id })
        let name = try #require(DesignDevice.catalogNames[id])
        let device = try DeviceCatalog.bundled.device(named: name)
        #expect(device.portraitSize == Size(width: expected.width, height: expected.height), "\(id) → \(name)")
        #expect(device.metrics(for: .portrait)?.screenSize == Size(width: expected.width, height: expected.height))
        #expect(device.metrics(for: .landscapeLeft)?.screenSize == Size(width: expected.height, height: expected.width))
        #expect(device.isLegacy == expected.legacy, "\(name)")
        #expect(device.idiom == (id.hasPrefix("ipad") ? .pad : .phone))
    }

    @Test func appleTVResolvesToTheTV() throws {
        let tv = try DeviceCatalog.bundled.device(named: try #require(DesignDevice.catalogNames["appleTV"]))
        #expect(tv.idiom == .tv && tv.metrics(for: .landscapeLeft)?.screenSize == Size(width: 1920, height: 1080))
    }

    /// A document's `<device>` is read with its orientation, and a legacy id names its model.
    @Test(arguments: [("ipad9_7", "landscape", "iPad Air"), ("retina3_5", "portrait", "iPhone 4s"), ("ipad12_9", "portrait", "iPad Pro 12.9-inch (1st generation)")])
    func documentDesignDevice(_ id: String, _ orientation: String, _ name: String) throws {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><device id="\#(id)" orientation="\#(orientation)"/><objects><view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view></objects></document>"#
        let document = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "Design.xib")
        let design = try #require(document.designDevice)
        #expect(design.id == id && design.orientation == orientation)
        #expect(design.catalogName == name)
    }

    @Test func anUnknownIdHasNoModel() {
        #expect(DesignDevice.catalogNames["ipad99_9"] == nil)
    }
}
