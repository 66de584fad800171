import Foundation
import SharedTestSupport
import Testing

/// `compute`, `render` and `scenes` on `.storyboard` and `.xib` files, as a user or CI runs them.
@Suite("layout-snapshot on Interface Builder documents")
struct InterfaceBuilderCLITests {
    static let containers = "Tests/InterfaceBuilderTests/Fixtures/Containers.storyboard"
    static let login = "Tests/InterfaceBuilderTests/Fixtures/Login.storyboard"

    @Test func scenesListsWhatComputeLaysOut() throws {
        let result = try CLI.run(["scenes", Self.containers, "--names"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == ["tabBarController", "navigationController", "Inbox", "Message", "Dashboard", "Chart", "Article", "Legacy"])
        let long = try CLI.run(["scenes", Self.login])
        #expect(long.stdout.contains(#"Login: <viewController id="log-01-ctl"> line 31, identifier Login, class LoginViewController, title "Sign In""#))
        #expect(long.stdout.contains("navigationController: <navigationController id=\"nav-01-ctl\"> line 16, initial"))
    }

    /// The document's design device is the default; one scene prints; the warnings are in the
    /// geometry. (The design canvas applies the scene's placeholder constraint, as Interface
    /// Builder's does; a device drops it with a warning, `renderEveryScene` below.)
    @Test func computeOneScene() throws {
        let result = try CLI.run(["compute", Self.login, "--scene", "Login", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""device" : "iPhone SE (2nd generation)""#) || result.stdout.contains(#""device": "iPhone SE (2nd generation)""#))
        #expect(result.stdout.contains("log-01-btn.signInButton"))
        #expect(result.stdout.contains("constraint is connected to outlet titleTop"))
        #expect(!result.stdout.contains("placeholder constraint"))
    }

    /// A scene's name matches without regard to case when nothing matches exactly.
    @Test func sceneNamesIgnoreCase() throws {
        let result = try CLI.run(["compute", Self.login, "--scene", "login", "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("log-01-btn.signInButton"))
    }

    /// Every scene into its own folder, every device of a matrix in each.
    @Test func renderEveryScene() throws {
        let out = TestScratch.folder("ib-render").path
        let result = try CLI.run(["render", Self.login, "--device", "iPhone 15 Pro", "--orientation", "all", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        for scene in ["navigationController", "Login"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: "\(out)/\(scene)").sorted()
            #expect(files == ["iphone-15-pro-landscapeLeft.png", "iphone-15-pro-landscapeRight.png", "iphone-15-pro-portrait.png"])
        }
        // The warnings are printed on stderr, naming the document, the device and the element.
        #expect(result.stderr.contains("Login.storyboard: iPhone 15 Pro portrait: warning [log-01-c16]"))
        let computed = try CLI.run(["compute", Self.containers, "--device", "iPhone 15 Pro", "--out", out + "/json"])
        #expect(computed.status == 0, "\(computed.stderr)")
        #expect(FileManager.default.fileExists(atPath: "\(out)/json/Inbox/iphone-15-pro-portrait.json"))
    }

    @Test(arguments: [
        (["compute", containers, "--scene", "Nope"], "no scene \"Nope\"; the scenes are: tabBarController, navigationController, Inbox"),
        (["compute", "Examples/login.json", "--scene", "Login"], "--scene Login: Examples/login.json is a JSON spec, which has no scenes"),
        (["scenes", "Examples/login.json"], "Examples/login.json: expected a .storyboard or .xib file"),
        (["scenes", "Tests/InterfaceBuilderTests/Fixtures/Broken.xib"], "Broken.xib: no such file"),
        (["compute", "nowhere.storyboard"], "nowhere.storyboard: no such file"),
        (["render", login, "--out", "/tmp/x.png", "--device", "iPhone 15 Pro"], "2 scenes to render into /tmp/x.png: give --scene NAME"),
    ])
    func badInput(_ arguments: [String], _ message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A document with nothing else named is laid out as its canvas shows it (the status bar as
    /// the saving Xcode draws it, 59 on this iPhone 15 document); a keyboard or a window asks
    /// for the device's own values (54), as a device does.
    @Test func designCanvasUnlessSomethingElseIsNamed() throws {
        let xib = "Tests/InterfaceBuilderTests/Fixtures/Card.xib"
        let canvas = try CLI.run(["compute", xib, "--format", "text"])
        #expect(canvas.status == 0 && canvas.stdout.contains("bar statusBar [0, 0, 393, 59]"), "\(canvas.stdout.prefix(400))")
        for extra in [["--keyboard", "hidden"], ["--window", "fullScreen"], ["--device", "iPhone 15"]] {
            let device = try CLI.run(["compute", xib, "--format", "text"] + extra)
            #expect(device.status == 0 && device.stdout.contains("bar statusBar [0, 0, 393, 54]"), "\(extra): \(device.stdout.prefix(400))")
        }
    }

    @Test func documentWithoutACatalogDesignDeviceNeedsADevice() throws {
        let folder = TestScratch.folder("ib-device")
        let path = folder.appendingPathComponent("Old.storyboard").path
        let text = try String(contentsOfFile: CLI.packageRoot.appendingPathComponent(Self.login).path, encoding: .utf8)
            .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="ipad99_9""#)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CLI.run(["compute", path, "--scene", "Login"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no device: give --device or --matrix (its design device ipad99_9 is not in the catalog)"), "\(result.stderr)")
    }
}
