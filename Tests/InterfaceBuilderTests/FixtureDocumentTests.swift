import InterfaceBuilder
import LayoutEngine
import Testing

/// The project's own documents, each laid out where its numbers can be worked by hand.
@Suite struct FixtureDocumentTests {
    /// On its design device (retina4_7: 375 × 667, an iPhone SE's screen) the login form lands
    /// exactly on the frames Xcode stored: safe area 64 (status bar 20 + navigation bar 44),
    /// margins 16, the title at safe top + 20 (Title 1, 28 pt: SF's line 33.414, 33.5 on 2×), the
    /// fields 20 below, the logo 2:1 at width 80.
    @Test func loginOnItsDesignDeviceMatchesTheStoredFrames() throws {
        let document = try Documents.fixture("Login.storyboard")
        let layout = try document.layout("Login", on: environment("iPhone SE (3rd generation)"))
        #expect(layout.frame("log-01-ttl") == Rect(x: 16, y: 84, width: 343, height: 33.5))
        #expect(layout.frame("log-01-stk") == Rect(x: 16, y: 137.5, width: 343, height: 80))
        #expect(layout.frame("log-01-pwd") == Rect(x: 0, y: 46, width: 343, height: 34))
        #expect(layout.frame("log-01-btn") == Rect(x: 16, y: 593, width: 343, height: 44))
        #expect(layout.frame("log-01-lgo") == Rect(x: 147.5, y: 237.5, width: 80, height: 40))
        // The scene is shown under its navigation controller (the relationship segue).
        #expect(layout.bars.contains { $0.kind == .navigationBar })
        // Readable ids: user label, outlet name, placeholder text.
        #expect(layout.view("log-01-ttl")?.id == "log-01-ttl.title")
        #expect(layout.view("log-01-btn")?.id == "log-01-btn.signInButton")
        #expect(layout.view("log-01-eml")?.id == "log-01-eml.Email")
        // What code may change is reported, naming the element: the placeholder constraint
        // (its constant 1000 would contradict the button's bottom), the custom class, the outlet.
        #expect(layout.warning(about: "log-01-c16")?.message.contains("placeholder constraint") == true)
        #expect(layout.warning(about: "log-01-ctl")?.message.contains("custom class LoginViewController") == true)
        #expect(layout.warning(about: "log-01-c04")?.message.contains("outlet titleTop") == true)
        #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue })
    }

    /// On a Dynamic Island phone the same constraints give other frames: the title below the
    /// taller bars, the button above the home indicator, the margins 20 on a 393-point screen.
    @Test func loginOnADynamicIslandPhone() throws {
        let document = try Documents.fixture("Login.storyboard")
        let layout = try document.layout("Login", on: environment("iPhone 15 Pro"))
        let root = try #require(layout.view("log-01-vw"))
        let title = try #require(layout.frame("log-01-ttl"))
        #expect(abs(title.minY - (root.safeAreaInsets.top + 20)) < 0.01)
        #expect(title.minX == 20 && title.width == 353)
        let button = try #require(layout.frame("log-01-btn"))
        #expect(abs(button.maxY - (852 - 34 - 30)) < 0.01)
    }

    /// §5: the stack turns horizontal and the first view's height 50 in compact height, the
    /// badge moves by its installed constraints, and the regular-width-only view exists on an iPad only.
    @Test func variationsFollowTheSizeClasses() throws {
        let document = try Documents.fixture("Variations.storyboard")
        let portrait = try document.layout(on: environment("iPhone SE (3rd generation)"))
        #expect(portrait.frame("var-01-stk") == Rect(x: 0, y: 30, width: 375, height: 200))
        #expect(portrait.frame("var-01-aaa") == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(portrait.frame("var-01-bdg") == Rect(x: 0, y: 240, width: 40, height: 40))
        #expect(portrait.view("var-01-reg") == nil)

        let landscape = try document.layout(on: environment("iPhone SE (3rd generation)", .landscapeLeft))
        #expect(landscape.frame("var-01-stk") == Rect(x: 0, y: 10, width: 667, height: 50))
        #expect(landscape.frame("var-01-aaa") == Rect(x: 0, y: 0, width: 333.5, height: 50))
        #expect(landscape.frame("var-01-bbb") == Rect(x: 333.5, y: 0, width: 333.5, height: 50))
        #expect(landscape.frame("var-01-bdg") == Rect(x: 627, y: 10, width: 40, height: 40))

        let pad = try document.layout(on: environment("iPad (A16)"))
        let stack = try #require(pad.frame("var-01-stk"))
        #expect(pad.frame("var-01-reg") == Rect(x: 0, y: stack.maxY + 10 + 40 + 20, width: 100, height: 30))
        // Constraints naming a view these traits uninstall go with it, silently (§5.2).
        #expect(portrait.diagnostics.isEmpty && landscape.diagnostics.isEmpty && pad.diagnostics.isEmpty)
    }

    /// §2.2: the table's scene is shown in its navigation controller, inside the tab bar
    /// controller whose first tab that is; its prototype cells are rows, the custom one self-sizing.
    @Test func containersFromRelationshipSegues() throws {
        let document = try Documents.fixture("Containers.storyboard")
        let scene = try document.scene("Inbox")
        let env = try environment("iPhone 15 Pro")
        let imported = try document.importScene(scene, traits: env.traits(env.metrics!))
        guard case .tabBarController(let tab) = imported.root, case .navigationController(let nav) = tab.viewControllers[0] else {
            Issue.record("expected tab bar controller → navigation controller, got \(imported.root)")
            return
        }
        #expect(tab.selectedIndex == 0 && tab.viewControllers.count == 2)
        #expect(nav.prefersLargeTitles)
        let layout = try imported.compute(in: env)
        #expect(Set(layout.bars.map(\.kind)).isSuperset(of: [.navigationBar, .tabBar]))
        let label = try #require(layout.view("tbl-01-lbl"))
        #expect(label.frame.minX == 20 && label.frame.minY == 11)   // the content view's margins (20 wide, 11 tall)
        let cell = try #require(layout.view("tbl-01-cl1"))
        #expect(abs(cell.frame.height - (11 + label.frame.height + 11 + 1.0 / 3)) < 0.01)   // self-sizing plus a 1-pixel separator
        // On a named device, prototypes have none of the canvas's "Prototype Cells" header.
        #expect(cell.frame.minY == 0)
        // The content view is named after the document's own (`tbl-01-cv1.contentView`).
        #expect(layout.view("tbl-01-cv1")?.parent == cell.id)
        // The Value1 cell: no constraints, so the standard row; its labels placed by the style's rules.
        let detailCell = try #require(layout.view("tbl-01-cl2"))
        #expect(detailCell.frame.minY == cell.frame.maxY && detailCell.frame.height == 44)
        let title = try #require(layout.view("tbl-01-txt")), detail = try #require(layout.view("tbl-01-dtl"))
        let content = try #require(layout.view("tbl-01-cv2"))
        #expect(title.frame.minX == 20 && title.frame.minY == ((content.frame.height - title.frame.height) / 2).rounded(.up))
        #expect(abs(detail.frame.maxX - (content.frame.width - 20)) < 1e-9)
        #expect(layout.warning(about: "tbl-01-cl2") == nil)
    }

    /// A scene a show segue leads to from a navigation stack is shown pushed onto it (IB's
    /// inferred top bar): under the navigation bar, the table standing below it, empty.
    @Test func showSeguePushesOntoTheNavigationStack() throws {
        let document = try Documents.fixture("Containers.storyboard")
        let env = try environment("iPhone 15 Pro")
        let imported = try document.importScene(try document.scene("Message"), traits: env.traits(env.metrics!))
        guard case .tabBarController(let tab) = imported.root, case .navigationController(let nav) = tab.viewControllers[0] else {
            Issue.record("expected tab bar controller → navigation controller, got \(imported.root)")
            return
        }
        #expect(nav.viewControllers.map(\.id) == ["tbl-01-ctl.Inbox", "cmp-01-ctl.Message"])
        let layout = try imported.compute(in: env)
        #expect(layout.view("cmp-01-vw")?.safeAreaInsets.top ?? 0 > 59)   // below the navigation bar
        #expect(layout.view("tbl-01-tv") == nil)
    }

    /// §2.4: a reference to a scene of a storyboard beside the document is laid out in its
    /// place; one to a storyboard not given is an empty controller and a warning naming it.
    @Test func storyboardReferences() throws {
        let document = try Documents.fixture("References.storyboard")
        let env = try environment("iPhone 15 Pro")
        let found = try document.layout(on: env)
        #expect(found.view("log-01-btn") != nil)
        #expect(found.bars.contains { $0.kind == .navigationBar })
        let missing = try document.layout("Tabs", on: env)
        let warning = try #require(missing.warning(about: "rfs-01-ref"))
        #expect(warning.message.contains("Missing.storyboard was not given"))
        #expect(missing.bars.contains { $0.kind == .tabBar })
    }

    /// An embed segue's child fills its container as the container is laid out (a quarter of the screen's height).
    @Test func embeddedChildFillsItsContainer() throws {
        let layout = try Documents.fixture("Containers.storyboard").layout("Dashboard", on: environment("iPhone 15 Pro"))
        let container = try #require(layout.view("emb-01-box"))
        #expect(container.frame.height == 213)
        let child = try #require(layout.view("chd-01-vw"))
        #expect(child.frame == Rect(x: 0, y: 0, width: container.frame.width, height: 213))
        #expect(layout.frame("chd-01-bar") == Rect(x: 0, y: 163, width: container.frame.width, height: 50))
    }

    /// [ALG-SV]: edges between a scroll view and its content are the content area: the content
    /// size is the content view's 1500 points, not the scroll view's frame.
    @Test func scrollViewEdgesToContentAreTheContentArea() throws {
        let layout = try Documents.fixture("Containers.storyboard").layout("Article", on: environment("iPhone SE (3rd generation)"))
        let scroll = try #require(layout.view("scr-01-scv"))
        #expect(scroll.scroll?.contentSize == Size(width: 375, height: 1500))
        #expect(layout.frame("scr-01-cnt") == Rect(x: 0, y: 0, width: 375, height: 1500))
    }

    /// §4.8: topLayoutGuide.bottom is the safe area's top, bottomLayoutGuide.top its bottom.
    @Test func legacyLayoutGuidesMapToTheSafeArea() throws {
        for device in ["iPhone SE (3rd generation)", "iPhone 15 Pro"] {
            let layout = try Documents.fixture("Containers.storyboard").layout("Legacy", on: environment(device))
            let root = try #require(layout.view("leg-01-vw"))
            let panel = try #require(layout.frame("leg-01-box"))
            #expect(abs(panel.minY - (root.safeAreaInsets.top + 8)) < 0.01)
            #expect(abs(panel.maxY - (root.frame.height - root.safeAreaInsets.bottom - 8)) < 0.01)
        }
    }

    /// A xib: File's Owner's view first, as the root of a full-screen controller; a custom class
    /// sized by IB's placeholder (and warned about); a `fixedFrame` view resized by its mask.
    @Test func xibOwnersViewWithPlaceholderIntrinsicSize() throws {
        let document = try Documents.fixture("Card.xib")
        #expect(document.kind == .xib)
        #expect(document.scenes.map(\.name) == ["CardViewController", "banner"])
        let layout = try document.layout(on: environment("iPhone SE (3rd generation)"))
        let avatar = try #require(layout.frame("crd-01-avt"))
        #expect(avatar.width == 120 && avatar.height == 120 && avatar.midX == 187.5)
        #expect(layout.warning(about: "crd-01-avt")?.message.contains("120 × none") == true)
        // Written for a 393 × 852 canvas: flexible width and top margin keep it at the bottom.
        #expect(layout.frame("crd-01-ftr") == Rect(x: 0, y: 567, width: 375, height: 100))
        var options = ImportOptions()
        options.customClassSizes["App.AvatarView"] = Size(width: 64, height: View.noIntrinsicMetric)
        let sized = try document.layout(on: environment("iPhone SE (3rd generation)"), options: options)
        #expect(sized.frame("crd-01-avt")?.width == 64)
        #expect(sized.warning(about: "crd-01-avt") == nil)
    }

    /// A cell's own nib: one self-sizing row of a table filling the screen.
    @Test func xibTableViewCellIsARow() throws {
        let layout = try Documents.fixture("Cell.xib").layout(on: environment("iPhone SE (3rd generation)"))
        let body = try #require(layout.view("cel-01-txt"))
        #expect(body.frame.minX == 16 && body.frame.width == 343)
        #expect((body.text?.lines.count ?? 0) >= 2)
        let cell = try #require(layout.view("cel-01-cel"))
        #expect(abs(cell.frame.height - (11 + body.frame.height + 11 + 0.5)) < 0.01)
        // The table that shows the cell is a stand-in: it does not bounce, so the cell sits at
        // the top of the screen and of its canvas, not below the safe area's inset.
        #expect(cell.frameInWindow.minY == 0)
        let canvas = try Documents.fixture("Cell.xib").designLayout(of: Documents.fixture("Cell.xib").defaultScene())
        #expect(canvas.view("cel-01-cel")?.frameInWindow.minY == 0)
    }
}
