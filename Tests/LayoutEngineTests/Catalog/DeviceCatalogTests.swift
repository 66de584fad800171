import Foundation
import Testing
@testable import UIKitLayout
import StrictJSON

@Suite("device catalog")
struct DeviceCatalogTests {
    let catalog = DeviceCatalog.bundled

    @Test("every model resolves by name, slug and each alias, case-insensitively")
    func lookups() throws {
        #expect(catalog.devices.count >= 51)
        for device in catalog.devices {
            for name in [device.name, device.slug, device.name.uppercased()] + device.aliases {
                #expect(try catalog.device(named: name).name == device.name, "\(name)")
            }
        }
        #expect(try catalog.device(named: "iphone14promax").name == "iPhone 14 Pro Max")
    }

    @Test("iPhones, iPads and Apple TVs, each in the orientations it supports")
    func coverage() throws {
        let idioms = Set(catalog.devices.map(\.idiom))
        #expect(idioms == [.phone, .pad, .tv])
        for device in catalog.devices {
            switch device.idiom {
            case .phone: #expect(device.supportedOrientations == [.portrait, .landscapeLeft, .landscapeRight], "\(device.name)")
            case .pad: #expect(device.supportedOrientations == InterfaceOrientation.allCases, "\(device.name)")
            case .tv: #expect(device.supportedOrientations == [.landscapeLeft], "\(device.name)")
            }
            for (orientation, m) in device.orientations {
                let landscape = orientation.isLandscape || device.idiom == .tv
                let (w, h) = (device.portraitSize.width, device.portraitSize.height)
                #expect(m.screenSize == (landscape && device.idiom != .tv ? Size(width: h, height: w) : Size(width: w, height: h)), "\(device.name) \(orientation)")
                #expect(!m.safeAreaInsets.confidence.isEmpty)
                #expect(m.minimumLayoutMargins.value.top == 0 && m.minimumLayoutMargins.value.bottom == 0)
            }
        }
    }

    /// uikit-rules.md a4/a5 ([GKNB-SRC]): the navigation bar starts at y 56.333 on the 62 pt
    /// Dynamic Island phones and 62.333 on the 68 pt iPhone Air, so a child under it gets 100.333
    /// and 106.333 (catalog 1.4.0; before, 56.667 by analogy, low).
    @Test("the navigation bar's origin on the 62 and 68 pt Dynamic Island phones, measured")
    func navigationBarOrigin62() throws {
        for (name, top, child) in [("iPhone 16 Pro", 62.0, 100.333), ("iPhone 16 Pro Max", 62, 100.333)] {
            let portrait = try catalog.device(named: name).orientations[.portrait]!
            #expect(portrait.safeAreaInsets.value.top == top && close(top + portrait.navigationBarOriginOffset.value, child - 44), "\(name)")
        }
        // The Air runs iOS 26, whose bar starts at the safe-area top, 54 high: 68 + 54 = 122.
        let air = try catalog.device(named: "iPhone Air").orientations[.portrait]!
        #expect(air.safeAreaInsets.value.top == 68 && air.navigationBarOriginOffset.value == 0 && air.navigationBarHeight.value == 54)
        #expect(try catalog.device(named: "iPhone 16 Pro").orientations[.portrait]!.navigationBarOriginOffset.confidence == "medium")
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot")))])
        let layout = try LayoutEngine.compute(.navigationController(nav), in: LayoutEnvironment(device: catalog.device(named: "iPhone 16 Pro"), orientation: .portrait))
        #expect(close(layout.view("homeRoot")!.safeAreaInsets.top, 100.333))
    }

    @Test("values the rules derive from the reference (spot checks)")
    func spotChecks() throws {
        let x = try catalog.device(named: "iPhone X")
        #expect(x.orientations[.portrait]!.safeAreaInsets.value == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(x.orientations[.landscapeLeft]!.safeAreaInsets.value == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(x.orientations[.landscapeLeft]!.navigationBarHeight.value == 32)
        let max = try catalog.device(named: "iPhone 14 Pro Max")
        #expect(close(max.orientations[.portrait]!.navigationBarOriginOffset.value, -5.333))
        #expect(max.orientations[.portrait]!.statusBarHeight.value == 54)
        #expect(max.sensorHousing.kind == .dynamicIsland && max.displayCornerRadius.value == 55)
        #expect(try catalog.device(named: "iPhone 8").orientations[.portrait]!.minimumLayoutMargins.value.leading == 16)
        #expect(try catalog.device(named: "iPhone 12").orientations[.portrait]!.minimumLayoutMargins.value.leading == 20)
        #expect(try catalog.device(named: "iPhone 11").orientations[.landscapeLeft]!.minimumLayoutMargins.value.leading == 16)
        let xsMax = try catalog.device(named: "iPhone XS Max").orientations[.landscapeLeft]!
        #expect(xsMax.navigationBarHeight.value == 44 && xsMax.tabBarHeight.value == 49)
        let tv = try catalog.device(named: "Apple TV 4K")
        #expect(tv.orientations[.landscapeLeft]!.safeAreaInsets.value == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
        #expect(tv.orientations[.landscapeLeft]!.tabBarHeight.value == nil)
        #expect(catalog.version.contains("+ref."))
    }

    @Test("an unknown device names the nearest ones")
    func unknownDevice() {
        #expect {
            _ = try catalog.device(named: "iPhone 14 Pro Maxx")
        } throws: { error in
            let message = (error as? DeviceLookupError)?.description ?? ""
            return message.contains("unknown device \"iPhone 14 Pro Maxx\"") && message.contains("iPhone 14 Pro Max")
        }
    }

    @Test("an OS setting selects the values recorded for that OS (decision 8)")
    func osVariants() throws {
        // "Where iOS 26 point releases disagree, prefer the later measurement and keep the other
        // reachable": the 26.5/27 probes are primary, the 26.0 launch value a variant.
        let seventeen = try catalog.device(named: "iPhone 17")
        #expect(seventeen.os == OSVersion("26.5"))
        #expect(seventeen.orientations[.landscapeLeft]!.safeAreaInsets.value.top == 0)
        let launch = try catalog.device(named: "iPhone 17", os: OSVersion("26.0"))
        #expect(launch.orientations[.landscapeLeft]!.safeAreaInsets.value.top == 20)
        #expect(!launch.appliedOSVariants.isEmpty)
        let xr13 = try catalog.device(named: "iPhone XR", os: OSVersion("13"))
        #expect(xr13.orientations[.portrait]!.safeAreaInsets.value.top == 44)
        #expect(try catalog.device(named: "iPhone XR").orientations[.portrait]!.safeAreaInsets.value.top == 48)
        // An OS with no recorded values keeps the default values and says so.
        let old = try catalog.device(named: "iPhone 8", os: OSVersion("26"))
        #expect(old.orientations[.portrait]!.safeAreaInsets.value.top == 20)
        #expect(old.osWarning != nil)
        #expect(old.os == OSVersion(major: 18))  // the OS whose values were used
    }

    @Test("named matrices")
    func matrices() {
        let phones = DeviceMatrix.allPhones.devices(in: catalog.devices)
        let pads = DeviceMatrix.allPads.devices(in: catalog.devices)
        #expect(phones.allSatisfy { $0.idiom == .phone } && pads.allSatisfy { $0.idiom == .pad })
        // Every model but the legacy ones (decision 0001; LegacyDeviceTests).
        #expect(DeviceMatrix.allDevices.devices(in: catalog.devices).count == catalog.devices.filter { !$0.isLegacy }.count)
        let distinct = DeviceMatrix.distinctGeometries.devices(in: catalog.devices)
        #expect(distinct.count < catalog.devices.count)
        // iPhone 13 and iPhone 14 have the same geometry: only the first is kept.
        let names = Set(distinct.map(\.name))
        #expect(names.contains("iPhone 12") && !names.contains("iPhone 14"))
        #expect(DeviceMatrix(name: "phones") == .allPhones && DeviceMatrix(name: "nope") == nil)
    }

    @Test("current phones: those iOS 26 supports (decision 0021), one per geometry by its newest model, newest first")
    func currentPhones() throws {
        let current = DeviceMatrix.currentPhones.devices(in: catalog.devices)
        let names = current.map(\.name)
        // Apple's iOS 26 list starts at the iPhone 11 and the SE 2nd generation; the XS and XR stop at 18.
        #expect(try catalog.device(named: "iPhone XR").latestOS == OSVersion(major: 18))
        #expect(try catalog.device(named: "iPhone 11").latestOS == nil)
        #expect(!names.contains("iPhone XR") && !names.contains("iPhone X") && !names.contains("iPhone 8"))
        #expect(names.contains("iPhone 11") && names.contains("iPhone SE (3rd generation)"))
        // The SE 2nd and 3rd generation share a geometry: the newer names it.
        #expect(!names.contains("iPhone SE (2nd generation)"))
        // The iPhone 12, 13 and 14 (390 × 844) share one: the iPhone 14 draws it.
        #expect(names.contains("iPhone 14") && !names.contains("iPhone 12") && !names.contains("iPhone 13"))
        // Newest first: the catalog lists each idiom oldest first.
        let order = catalog.devices.map(\.name)
        let positions = names.map { order.firstIndex(of: $0)! }
        #expect(positions == positions.sorted(by: >))
        #expect(current.allSatisfy { $0.idiom == .phone && !$0.isLegacy })
        // Every current phone's geometry is drawn: each is equal in all values to one of the matrix.
        let every = DeviceMatrix.allPhones.devices(in: catalog.devices).filter { $0.latestOS == nil }
        #expect(DeviceMatrix.distinctGeometries.devices(in: every).count == current.count)
        #expect(DeviceMatrix(name: "current") == .currentPhones && DeviceMatrix(name: "current-phones") == .currentPhones)
    }

    @Test("a matrix resolves only the models it may hold, and gives what it gives from every model, on every OS")
    func matricesFromSummaries() throws {
        // The skim's summary of every bundled model is the resolved model's, at each OS (no OS
        // variant changes an idiom, a legacy flag or a latest OS).
        for os in [nil, OSVersion(major: 18), OSVersion(major: 26)] {
            let all = try catalog.devices(os: os)
            for (index, device) in all.enumerated() {
                #expect(BundledCatalogIndex.shared.summaries[index] == DeviceSummary(device), "\(device.name) at \(os.map { "\($0)" } ?? "its default")")
            }
            for matrix in DeviceMatrix.allCases {
                #expect(try catalog.devices(in: matrix, os: os).map(\.name) == matrix.devices(in: all).map(\.name), "\(matrix) at \(os.map { "\($0)" } ?? "default")")
                // Resolved at the OS asked for, as `devices(os:)` resolves them.
                #expect(try catalog.devices(in: matrix, os: os) == matrix.devices(in: all))
            }
        }
        // A catalog of its own resolves the models of the current phones' kind only: about a third.
        let fresh = try DeviceCatalog.bundled(calibration: Calibration(json: .object(JSONObject()), file: "empty.json"))
        #expect(fresh.storage.resolvedCount == 0)
        let current = try fresh.devices(in: .currentPhones)
        let candidates = BundledCatalogIndex.shared.summaries.filter(DeviceMatrix.currentPhones.admits).count
        #expect(fresh.storage.resolvedCount == candidates && candidates * 2 < fresh.storage.count && current.count < candidates)
        // An OS variant cannot change what a matrix chooses by.
        guard case .object(let root) = try JSONParser.parse(Array(BundledCatalogData.bytes)), case .array(let all)? = root["devices"],
              case .object(var device)? = all.first else { Issue.record("no device in the bundled data"); return }
        device["osVariants"] = try JSONParser.parse(Array(#"[{ "os": { "from": "26" }, "overrides": { "idiom": "pad" } }]"#.utf8))
        var document = JSONObject()
        document["catalogVersion"] = .string("t")
        document["devices"] = .array([.object(device)])
        let error = #expect(throws: SpecError.self) { try DeviceCatalog(json: .object(document), file: "doc.json") }
        #expect(error?.description.contains(#"an OS variant cannot change "idiom""#) == true, "\(error.map { "\($0)" } ?? "")")
        // A calibration's device is chosen by what the calibration makes of it.
        let old = "iPad Pro 12.9-inch (2nd generation)"
        let json = try JSONParser.parse(Array(#"{ "devices": { "\#(old)": { "legacy": false } } }"#.utf8))
        let calibrated = try DeviceCatalog.bundled(calibration: Calibration(json: json, file: "cal.json"))
        let names = try calibrated.devices(in: .allPads).map(\.name)
        #expect(names.contains(old) && names == DeviceMatrix.allPads.devices(in: calibrated.devices).map(\.name))
        #expect(try !catalog.devices(in: .allPads).map(\.name).contains(old))
    }
}

@Suite("calibration")
struct CalibrationTests {
    @Test("a calibration file overrides any value and marks it calibrated")
    func overrides() throws {
        let json = try JSONParser.parse(Array("""
        { "readableWidths": { "large": 700 },
          "devices": { "iphone-16-pro": { "orientations": { "landscapeLeft": {
              "safeAreaInsets": { "top": 20, "bottom": 20 }, "statusBarHeight": 20 } } } } }
        """.utf8))
        let catalog = try DeviceCatalog.bundled(calibration: Calibration(json: json, file: "cal.json"))
        let landscape = try catalog.device(named: "iPhone 16 Pro").orientations[.landscapeLeft]!
        #expect(landscape.safeAreaInsets.value == EdgeInsets(top: 20, left: 62, bottom: 20, right: 62))
        #expect(landscape.safeAreaInsets.confidence == "calibrated")
        #expect(landscape.statusBarHeight.value == 20)
        #expect(catalog.readableWidth(for: .large) == 700)
        #expect(catalog.version.contains("calibration(cal.json)"))
        // Untouched values keep their source.
        #expect(try catalog.device(named: "iPhone 16 Pro").orientations[.portrait]!.safeAreaInsets.confidence == "high")
    }

    @Test("bad calibration input names the file, the path and the nearest key",
          arguments: [
            (#"{ "devices": { "iPhone 99": {} } }"#, #"cal.json: $.devices["iPhone 99"]: unknown device"#),
            (#"{ "devices": { "iPhone X": { "orientations": { "portrait": { "safeAreaInset": {} } } } } }"#, #"unknown key "safeAreaInset" (did you mean "safeAreaInsets"?)"#),
            (#"{ "devices": { "iPhone X": { "orientations": { "portrait": { "statusBarHeight": "tall" } } } } }"#, #"$.devices["iPhone X"].orientations.portrait.statusBarHeight.value: expected a number, got the string "tall""#),
            (#"{ "readableWidths": { "large": -1 } }"#, "cal.json: $.readableWidths.large.value: expected a number ≥ 0, got -1"),
            (#"{ "devices": [] }"#, "$.devices: expected an object"),
            (#"{ "device": {} }"#, #"unknown key "device" (did you mean "devices""#),
          ])
    func badCalibration(text: String, expected: String) throws {
        #expect {
            let calibration = try Calibration(bytes: Array(text.utf8), file: "cal.json")
            _ = try DeviceCatalog.bundled(calibration: calibration)
        } throws: { error in
            let message = (error as? SpecError)?.description ?? "\(error)"
            return message.contains(expected) && message.contains("cal.json")
        }
    }

    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The generator's input, beside the repository; a clone without it has no reference to check
    /// the data against.
    static let reference = root.deletingLastPathComponent().appendingPathComponent("shared/reference/devices.json")

    // A check that cannot run is reported as skipped, not passed.
    @Test("the bundled data is what the generator makes of the reference",
          .enabled(if: FileManager.default.fileExists(atPath: reference.path), "needs ../shared/reference/devices.json beside the repository"))
    func generatedIsFresh() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent("Scripts/catalog/build_catalog.py").path, "--check", "--reference", Self.reference.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "Sources/DeviceCatalogData/device-catalog.json is stale: run python3 Scripts/catalog/build_catalog.py")
    }
}
