import Foundation
import Testing
@testable import LayoutSnapshotTesting

/// Every form of `of:` and the trailing closure go through one implementation with one set of
/// defaults (`AssertionSettings`).
@Suite("assertLayoutSnapshot subjects and settings")
struct SubjectTests {
    /// A subject of the user's own: records the environments it is laid out in.
    struct Recording: LayoutSnapshotSubject {
        let seen = Collected()
        func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
            seen.append("\(environment.device.slug) \(environment.orientation.rawValue) \(environment.contentSizeCategory.rawValue) \(environment.layoutDirection.rawValue)")
            return try LayoutEngine.compute(Screens.article(), in: environment)
        }
    }

    static func failures(_ body: () -> Void) -> [String] {
        let collector = IssueCollector()
        IssueReporter.$collector.withValue(collector, operation: body)
        return collector.failures.map(\.message)
    }

    @Test("a controller node, a controller, a navigation controller, a view and a closure each record their reference")
    func everyForm() throws {
        let sandbox = try Sandbox()
        let controller = ViewController(id: "plain", view: View(id: "root", subviews: [View(id: "box", frame: Rect(x: 10, y: 10, width: 50, height: 50))]))
        let failures = Self.failures {
            sandbox.run {
                withLayoutSnapshotTesting(record: .all, devices: Screens.device, orientations: [.portrait]) {
                    assertLayoutSnapshot(of: Screens.article(), named: "node")
                    assertLayoutSnapshot(of: controller, named: "controller")
                    assertLayoutSnapshot(of: NavigationController(id: "nav", viewControllers: [.viewController(controller)]), named: "navigation")
                    assertLayoutSnapshot(of: View(id: "card", frame: Rect(x: 20, y: 40, width: 200, height: 120)), named: "view")
                    assertLayoutSnapshot(named: "built") { _ in .viewController(controller) }
                }
            }
        }
        #expect(failures.count == 5 && failures.allSatisfy { $0.contains("Recorded layout snapshot") }, "\(failures)")
        let names = sandbox.files().filter { $0.hasSuffix(".png") }.map { $0.split(separator: ".").dropLast().last.map(String.init) ?? "" }
        #expect(Set(names) == ["node", "controller", "navigation", "view", "built"])
    }

    @Test("left out, content size and direction are large and leftToRight; given, they reach the environment")
    func traitDefaults() throws {
        let sandbox = try Sandbox()
        let subject = Recording()
        _ = Self.failures {
            sandbox.run {
                assertLayoutSnapshot(of: subject, on: Screens.device, orientations: [.portrait], named: "defaults", record: .all)
                assertLayoutSnapshot(of: subject, on: Screens.device, orientations: [.landscapeLeft], named: "given", record: .all,
                                     contentSizeCategory: .accessibilityMedium, layoutDirection: .rightToLeft)
            }
        }
        #expect(subject.seen.all == [
            "\(Screens.slug) portrait large leftToRight",
            "\(Screens.slug) landscapeLeft accessibilityMedium rightToLeft",
        ])
    }

    @Test("keyboard: left out, hidden and no name part; shown, it reaches the environment and names the files")
    func keyboard() throws {
        let sandbox = try Sandbox()
        let seen = Collected()
        _ = Self.failures {
            sandbox.run {
                for keyboard in [nil, SoftwareKeyboard.shown, .height(216)] {
                    assertLayoutSnapshot(on: Screens.device, orientations: [.portrait], named: "form", record: .all, keyboard: keyboard) { environment in
                        seen.append("\(environment.keyboard)")
                        return Screens.article()
                    }
                }
            }
        }
        #expect(seen.all == ["hidden", "shown", "height 216"])
        let pictures = sandbox.files().filter { $0.hasSuffix(".png") }.map { $0.split(separator: "/").last.map(String.init) ?? "" }.sorted()
        #expect(pictures == ["keyboard.\(Screens.slug)-portrait-keyboard-216.form.png", "keyboard.\(Screens.slug)-portrait-keyboard.form.png",
                             "keyboard.\(Screens.slug)-portrait.form.png"], "\(pictures)")
        #expect(AssertionSettings.defaultKeyboard == .hidden)
    }

    @Test("window: a Split View pane reaches the environment and names the files; a phone cannot show it")
    func window() throws {
        let sandbox = try Sandbox()
        let seen = Collected()
        let failures = Self.failures {
            sandbox.run {
                assertLayoutSnapshot(on: "iPad Air 2", orientations: [.landscapeLeft], named: "pane", record: .all, window: .multitasking(.splitOneThird)) { environment in
                    seen.append("\(environment.window)")
                    return Screens.article()
                }
                assertLayoutSnapshot(on: Screens.device, orientations: [.portrait], named: "phone", record: .all, window: .multitasking(.slideOver)) { _ in
                    Screens.article()
                }
            }
        }
        #expect(seen.all == ["Split View 1/3"])
        let pictures = sandbox.files().filter { $0.hasSuffix(".json") && !$0.contains("manifest") }.map { $0.split(separator: "/").last.map(String.init) ?? "" }
        #expect(pictures.contains("window.ipad-air-2-landscapeLeft-splitOneThird.pane.json"), "\(pictures)")
        #expect(failures.contains { $0.contains("Split View and Slide Over are an iPad's") }, "\(failures)")
        #expect(AssertionSettings.defaultWindow == .fullScreen)
    }

    @Test("windows: .multitasking sweeps the whole screen, each Split View pane of the orientation and Slide Over; a phone the whole screen")
    func windowSweep() throws {
        let sandbox = try Sandbox()
        let seen = Collected()
        let failures = Self.failures {
            sandbox.run {
                assertLayoutSnapshot(on: ["iPad Air 2", "iPhone SE (3rd generation)"], orientations: [.portrait, .landscapeLeft], named: "sweep", record: .all,
                                     windows: .multitasking) { environment in
                    seen.append("\(environment.device.slug) \(environment.orientation.rawValue) \(environment.window)")
                    return Screens.article()
                }
                assertLayoutSnapshot(of: Screens.article(), on: "iPad Air 2", named: "both", window: .fullScreen, windows: [.fullScreen])
                assertLayoutSnapshot(of: Screens.article(), on: "iPad Air 2", named: "none", windows: [])
            }
        }
        #expect(seen.all.filter { $0.hasPrefix("ipad-air-2 portrait") }
            == ["ipad-air-2 portrait full screen", "ipad-air-2 portrait Split View 1/3", "ipad-air-2 portrait Split View 2/3", "ipad-air-2 portrait Slide Over"])
        #expect(seen.all.filter { $0.hasPrefix("ipad-air-2 landscapeLeft") }.count == 5)
        #expect(seen.all.filter { $0.hasPrefix(Screens.slug) }.allSatisfy { $0.hasSuffix("full screen") })
        #expect(failures.contains { $0.contains("give one or the other") } && failures.contains { $0.contains("windows: the list is empty") }, "\(failures)")
    }

    @Test("left out everywhere, devices and orientations are the current phones in portrait and landscapeLeft")
    func matrixDefaults() {
        #expect(AssertionSettings.defaultDevices == .currentPhones)
        #expect(AssertionSettings.defaultOrientations == [.portrait, .landscapeLeft])
        #expect(AssertionSettings.defaultTolerance == .exact)
        #expect(AssertionSettings.defaultOverlays.count == RenderOptions.Overlay.allCases.count)
    }
}
