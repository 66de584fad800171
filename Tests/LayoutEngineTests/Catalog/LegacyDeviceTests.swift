import Testing
@testable import UIKitLayout

/// The older models of Scripts/catalog/legacy-devices.json: reachable by name and alias, with
/// the home-button values of their sources, and in no named matrix (decision 0001).
@Suite("legacy devices")
struct LegacyDeviceTests {
    let catalog = DeviceCatalog.bundled

    /// Model, an alias, portrait points, native pixels.
    static let models: [(name: String, alias: String, size: Size, pixels: Size)] = [
        ("iPhone 4s", "iphone-4s", Size(width: 320, height: 480), Size(width: 640, height: 960)),
        ("iPad Air", "iPad Air (1st generation)", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad Air 2", "iPad Air (2nd generation)", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad Pro (9.7-inch)", "iPad Pro 9.7-inch", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad (5th generation)", "iPad 5", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad (6th generation)", "iPad 9.7-inch (6th generation)", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad mini 2", "iPad mini with Retina display", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad mini 3", "iPad mini (3rd generation)", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad mini 4", "iPad mini (4th generation)", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad mini (5th generation)", "iPad mini 5", Size(width: 768, height: 1024), Size(width: 1536, height: 2048)),
        ("iPad Pro (10.5-inch)", "iPad Pro 10.5-inch", Size(width: 834, height: 1112), Size(width: 1668, height: 2224)),
        ("iPad Air (3rd generation)", "iPad Air 3", Size(width: 834, height: 1112), Size(width: 1668, height: 2224)),
        ("iPad Pro 12.9-inch (1st generation)", "iPad Pro 12.9-inch (2015)", Size(width: 1024, height: 1366), Size(width: 2048, height: 2732)),
        ("iPad Pro 12.9-inch (2nd generation)", "iPad Pro 12.9-inch (2017)", Size(width: 1024, height: 1366), Size(width: 2048, height: 2732)),
    ]

    @Test(arguments: models.map(\.name))
    func resolvesByNameAndAlias(_ name: String) throws {
        let model = try #require(Self.models.first { $0.name == name })
        let device = try catalog.device(named: name)
        #expect(try catalog.device(named: model.alias).name == name)
        #expect(device.isLegacy && device.hasHomeButton)
        #expect(device.portraitSize == model.size && device.nativePixels == model.pixels)
        #expect(device.scale.value == 2 && device.nativeScale.value == 2)
        #expect(device.displayCornerRadius.value == 0 && device.sensorHousing.kind == .none)
    }

    /// Home-button iPads: a 20 pt status bar and safe top in every orientation (as the catalog's
    /// iPad (9th generation)), regular in both size classes, the home-button iPad bar heights.
    @Test(arguments: models.map(\.name).filter { $0.hasPrefix("iPad") })
    func homeButtonPadValues(_ name: String) throws {
        let device = try catalog.device(named: name)
        let reference = try catalog.device(named: "iPad (9th generation)")
        #expect(device.supportedOrientations == InterfaceOrientation.allCases)
        for orientation in InterfaceOrientation.allCases {
            let m = try #require(device.metrics(for: orientation)), r = try #require(reference.metrics(for: orientation))
            #expect(m.safeAreaInsets.value == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "\(name) \(orientation)")
            #expect(m.statusBarHeight.value == 20 && m.homeIndicatorAreaHeight.value == 0)
            #expect(m.horizontalSizeClass == .regular && m.verticalSizeClass == .regular)
            #expect(m.navigationBarHeight.value == r.navigationBarHeight.value && m.tabBarHeight.value == r.tabBarHeight.value)
            #expect(m.toolbarHeight.value == r.toolbarHeight.value && m.minimumLayoutMargins.value == r.minimumLayoutMargins.value)
        }
    }

    @Test func iPhone4sValues() throws {
        let phone = try catalog.device(named: "iPhone 4s")
        let portrait = try #require(phone.metrics(for: .portrait)), landscape = try #require(phone.metrics(for: .landscapeRight))
        #expect(portrait.safeAreaInsets.value == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(portrait.statusBarHeight.value == 20 && portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(landscape.safeAreaInsets.value == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(landscape.statusBarHeight.value == 0 && landscape.verticalSizeClass == .compact && landscape.horizontalSizeClass == .compact)
        // The rules treat it as the 320-pt home-button phone it is: margins and bars as the iPhone SE (1st generation).
        let se = try catalog.device(named: "iPhone SE (1st generation)")
        for orientation in phone.supportedOrientations {
            let m = try #require(phone.metrics(for: orientation)), r = try #require(se.metrics(for: orientation))
            #expect(m.minimumLayoutMargins.value == r.minimumLayoutMargins.value && m.navigationBarHeight.value == r.navigationBarHeight.value)
        }
    }

    @Test func inNoNamedMatrix() {
        let legacy = catalog.devices.filter(\.isLegacy).map(\.name)
        #expect(legacy.count == Self.models.count)
        for matrix in DeviceMatrix.allCases {
            let names = Set(matrix.devices(in: catalog.devices).map(\.name))
            #expect(names.isDisjoint(with: legacy), "\(matrix.rawValue)")
        }
        // The matrices are what they were before the legacy models: 52 phones from the iPhone 5 on.
        #expect(DeviceMatrix.allPhones.devices(in: catalog.devices).count == 52)
        #expect(DeviceMatrix.allDevices.devices(in: catalog.devices).count == catalog.devices.count - legacy.count)
    }

    @Test func legacyOnlyWhereTheDataSaysSo() throws {
        #expect(try !catalog.device(named: "iPad (9th generation)").isLegacy)
        #expect(try !catalog.device(named: "iPhone SE (1st generation)").isLegacy)
    }
}
