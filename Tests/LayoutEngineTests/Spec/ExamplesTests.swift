import Foundation
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The Examples/ specs computed on every device and orientation of the catalog (issue 2, item 6).
@Suite("examples on the whole catalog")
struct ExamplesTests {
    static let examplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static func spec(_ name: String) throws -> LayoutSpec {
        let url = examplesFolder.appendingPathComponent(name)
        return try SpecReader.read(bytes: Array(try Data(contentsOf: url)), file: name)
    }

    @Test("every example computes on every device and orientation", arguments: ["article.json", "sheet-picker.json", "table-multiline.json", "login.json", "proportional-spacing.json", "profile.json", "form.json", "compose-sheet.json"])
    func wholeCatalog(name: String) throws {
        let spec = try Self.spec(name)
        var count = 0
        for device in DeviceCatalog.bundled.devices {
            for orientation in device.supportedOrientations {
                let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation))
                count += 1
                for view in layout.views {
                    // Guides are never negative (reference decision 1) and always inside finite numbers.
                    for r in [view.safeAreaLayoutGuide, view.layoutMarginsGuide, view.readableContentGuide, view.frameInWindow] {
                        #expect(r.width >= 0 && r.height >= 0 && r.minX.isFinite && r.minY.isFinite, "\(name) \(device.name) \(orientation) \(view.id)")
                    }
                    #expect(view.readableContentGuide.width <= view.layoutMarginsGuide.width + 1e-9)
                }
                #expect(layout.views.first?.parent == nil)
                // Laid out by constraints with nothing left to chance, on every screen.
                #expect(layout.diagnostics.allSatisfy { !$0.isAutoLayoutIssue }, "\(name) \(device.name) \(orientation): \(layout.diagnostics)")
            }
        }
        #expect(count >= 200)
    }

    @Test("article: the scroll view takes the bars into adjustedContentInset; its subviews do not see them")
    func article() throws {
        let layout = try Fixture.compute(try Self.spec("article.json").root, on: "iPhone X")
        let scroll = try layout.v("articleScroll")
        expectInsets(try #require(scroll.scroll).adjustedContentInset, 88, 0, 83, 0)
        expectInsets(try layout.v("heroImage").safeAreaInsets, 0, 0, 0, 0)
        #expect(layout.bars.map(\.kind) == [.statusBar, .tabBar, .navigationBar])
    }

    @Test("compose sheet: on a phone at the medium detent, its send button pinned to the safe area lies below the screen; on an iPad a page sheet shows it")
    func composeSheet() throws {
        let spec = try Self.spec("compose-sheet.json")
        let phone = try Fixture.compute(spec.root, on: "iPhone X")
        let root = try phone.v("composeNavigation.view")
        #expect(root.presentation?.appearance == .edgeAttachedSheet && root.presentation?.detent == .medium)
        // 758 tall from y 54 at large; at medium (724 x 0.56 shown) it starts 405.44 above the bottom safe area.
        expectRect(root.frameInWindow, 0, 812 - 34 - 724 * 0.56, 375, 758)
        #expect(try phone.v("send").frameInWindow.minY > 812, "below the screen: the medium detent's known trap")
        let pad = try Fixture.compute(spec.root, on: "iPad Pro 11-inch (M4)")
        #expect(try pad.v("composeNavigation.view").presentation?.appearance == .pageSheet)
        let sheet = try pad.v("composeNavigation.view").frameInWindow
        #expect(try pad.v("send").frameInWindow.maxY < sheet.maxY && sheet.maxY < 1210, "inside the floating sheet, on screen")
    }

    @Test("sheet: the picker's container sits inside the sheet's safe area")
    func sheet() throws {
        let layout = try Fixture.compute(try Self.spec("sheet-picker.json").root, on: "iPhone X")
        expectInsets(try layout.v("sheet").safeAreaInsets, 0, 0, 34, 0)
        expectInsets(try layout.v("pickerView").safeAreaInsets, 0, 0, 0, 0)
        #expect(try layout.v("pickerView").isRootView)
        #expect(try layout.v("pickerView").viewController == "picker")
    }

    static let adaptationDevices = ["iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 15 Pro", "iPhone 16 Pro Max", "iPad Pro 13-inch (M4)"]

    @Test("article: the text column is the readable guide, the hero keeps 16:9, the content guide sizes the scroll view", arguments: adaptationDevices)
    func articleAdapts(device: String) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            let layout = try Fixture.compute(try Self.spec("article.json").root, on: device, orientation)
            let scroll = try layout.v("articleScroll"), hero = try layout.v("heroImage"), body = try layout.v("body")
            for id in ["headline", "byline", "body"] {
                let v = try layout.v(id)
                #expect(close(v.frame.minX, scroll.readableContentGuide.minX) && close(v.frame.width, scroll.readableContentGuide.width), "\(id) \(device) \(orientation)")
            }
            #expect(close(hero.frame.width, scroll.frame.width) && close(hero.frame.height, 0.5625 * hero.frame.width))
            #expect(close(try #require(scroll.scroll).contentSize.height, body.frame.maxY + 32))
            #expect(close(try #require(scroll.scroll).contentSize.width, scroll.frame.width))
        }
    }

    @Test("sheet: the sheet spans the screen's bottom, the picker sits on its safe area, the child's root view follows", arguments: adaptationDevices)
    func sheetAdapts(device: String) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            let layout = try Fixture.compute(try Self.spec("sheet-picker.json").root, on: device, orientation)
            let screen = layout.environment.screenSize
            let sheet = try layout.v("sheet"), container = try layout.v("pickerContainer"), picker = try layout.v("pickerView")
            expectRect(sheet.frame, 0, screen.height - 300, screen.width, 300)
            #expect(close(container.frame.minX, sheet.safeAreaLayoutGuide.minX) && close(container.frame.maxX, sheet.safeAreaLayoutGuide.maxX))
            #expect(close(container.frame.maxY, sheet.safeAreaLayoutGuide.maxY))
            expectRect(picker.frame, 0, 0, container.frame.width, container.frame.height)
            let wheel = try layout.v("pickerWheel")
            #expect(close(wheel.frame.minX, picker.layoutMarginsGuide.minX) && close(wheel.frame.maxX, picker.layoutMarginsGuide.maxX))
        }
    }

    @Test("table: self-sizing rows, each as tall as its title's lines and the content view's margins, stacked",
          arguments: adaptationDevices)
    func tableAdapts(device: String) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            let layout = try Fixture.compute(try Self.spec("table-multiline.json").root, on: device, orientation)
            let separator = 1 / layout.environment.scale
            var y = 0.0
            for row in 0..<8 {
                let cell = try layout.v("row\(row)"), content = try layout.v("row\(row).contentView"), title = try layout.v("row\(row).title")
                let guide = content.layoutMarginsGuide
                #expect(close(title.frame.minX, guide.minX) && close(title.frame.minY, guide.minY) && close(title.frame.width, guide.width)
                        && close(title.frame.height, guide.height), "row\(row) on \(device) \(orientation)")
                // The label's own height (its lines at its width), 11 above and below, the separator.
                let lines = try #require(title.intrinsicContentSize).height
                #expect(close(cell.frame.height, lines + 22 + separator) && close(cell.frame.minY, y), "row\(row) on \(device) \(orientation)")
                y += cell.frame.height
            }
            #expect(close(try #require(try layout.v("table").scroll).contentSize.height, y))
        }
    }

    @Test("login: the button sits 20 pt above the bottom, or on the safe area above the home indicator (T1's technique)",
          arguments: [("iPhone SE (3rd generation)", 647.0), ("iPhone 13 mini", 778.0), ("iPhone 15 Pro", 818.0), ("iPhone 16 Pro Max", 922.0)])
    func loginAdapts(device: String, maxY: Double) throws {
        let layout = try Fixture.compute(try Self.spec("login.json").root, on: device)
        #expect(close(try layout.v("signIn").frame.maxY, maxY))
        // `when`: 40 pt under the safe area in a regular height, 12 in a compact one.
        let root = try layout.v("loginRoot")
        #expect(close(try layout.v("welcome").frame.minY, root.safeAreaLayoutGuide.minY + 40))
        let landscape = try Fixture.compute(try Self.spec("login.json").root, on: device, .landscapeLeft)
        #expect(close(try landscape.v("welcome").frame.minY, try landscape.v("loginRoot").safeAreaLayoutGuide.minY + 12))
    }

    @Test("profile (WWDC 2017 412): the photo hides in compact height; stacked in compact width, side by side in regular",
          arguments: adaptationDevices)
    func profileAdapts(device: String) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            let layout = try Fixture.compute(try Self.spec("profile.json").root, on: device, orientation)
            let traits = layout.environment.traits, root = try layout.v("profileRoot")
            let photo = try layout.v("photo"), name = try layout.v("name"), bio = try layout.v("bio")
            let title1 = LabelFont.textStyle(.title1).resolved(for: .large), title3 = LabelFont.textStyle(.title3).resolved(for: .large)
            #expect(close(bio.frame.minY, name.frame.maxY + 8) && bio.frame.minX == name.frame.minX, "\(device) \(orientation)")
            switch (traits.horizontalSizeClass, traits.verticalSizeClass) {
            case (_, .compact):
                // The photo's variation hides it; the name's makes it title3; the text starts at the top.
                #expect(photo.isHidden && close(name.frame.minY, root.safeAreaLayoutGuide.minY + 12), "\(device) \(orientation)")
                #expect(close(name.frame.height, TextMeasurement.roundUp(title3.lineHeight, layout.environment.scale)))
                #expect(close(name.frame.minX, root.readableContentGuide.minX))
            case (.compact, .regular):
                #expect(!photo.isHidden && close(name.frame.minY, photo.frame.maxY + 16), "\(device) \(orientation)")
                #expect(close(photo.frame.midX, root.readableContentGuide.midX) && close(name.frame.minX, root.readableContentGuide.minX))
                #expect(close(name.frame.height, TextMeasurement.roundUp(title1.lineHeight, layout.environment.scale)))
            case (.regular, .regular):
                #expect(!photo.isHidden && name.frame.minY == photo.frame.minY && close(name.frame.minX, photo.frame.maxX + 20), "\(device) \(orientation)")
                #expect(close(photo.frame.minX, root.readableContentGuide.minX))
            }
        }
    }

    @Test("proportional spacing: spacer guides keep 1 : 1 : 2 on every screen (WWDC 2017 412)", arguments: adaptationDevices)
    func proportionalSpacing(device: String) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            let layout = try Fixture.compute(try Self.spec("proportional-spacing.json").root, on: device, orientation)
            let guides = Dictionary(uniqueKeysWithValues: try layout.v("welcomeRoot").layoutGuides.map { ($0.id, $0) })
            let top = try #require(guides["spacerTop"]).layoutFrame.height
            #expect(top > 0)
            #expect(close(try #require(guides["spacerMiddle"]).layoutFrame.height, top))
            #expect(close(try #require(guides["spacerBottom"]).layoutFrame.height, 2 * top))
            #expect(close(try layout.v("logo").frame.minY, try layout.v("welcomeRoot").safeAreaLayoutGuide.minY + top))
            #expect(guides.values.allSatisfy { $0.hasAmbiguousLayout == false })
        }
    }

    @Test("form: stack views reflow, label above field in a compact width, beside it in a regular one; it scrolls at AX5, never ambiguous",
          arguments: adaptationDevices)
    func formAdapts(device: String) throws {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                let layout = try Fixture.compute(try Self.spec("form.json").root, on: device, orientation, category: category)
                let context = "\(device) \(orientation) \(category)"
                #expect(layout.diagnostics.allSatisfy { !$0.isAutoLayoutIssue }, "\(context): \(layout.diagnostics)")
                let regular = layout.environment.traits.horizontalSizeClass == .regular
                for row in ["name", "email", "phone"] {
                    let label = try layout.v("\(row)Label").frame, field = try layout.v("\(row)Field").frame
                    if regular {
                        // Side by side (axis horizontal, 16 apart), centred on each other.
                        #expect(close(field.minX, label.maxX + 16), "\(context) \(row)")
                        #expect(close(field.midY, label.midY), "\(context) \(row)")
                    } else {
                        // Stacked (axis vertical, 4 apart), both as wide as the row.
                        #expect(close(field.minY, label.maxY + 4), "\(context) \(row)")
                        #expect(close(label.width, field.width), "\(context) \(row)")
                    }
                }
                // The labels share one width (the widest label's text in a regular width).
                #expect(close(try layout.v("emailLabel").frame.width, try layout.v("nameLabel").frame.width))
                // Each field is at least as tall as its text, the buttons share the width.
                let field = try layout.v("emailField")
                let fieldHeight = try #require(field.intrinsicContentSize).height
                #expect(field.frame.height + 1e-6 >= fieldHeight, Comment(rawValue: context))
                #expect(close(try layout.v("cancel").frame.width, try layout.v("save").frame.width))
                // The form fits its content guide: the scroll view's content grows with the text.
                let scroll = try #require(try layout.v("contactRoot").scroll)
                #expect(close(scroll.contentSize.height, try layout.v("form").frame.height + 40), Comment(rawValue: context))
            }
        }
    }

    @Test("a device matrix shares solved parts and broken text across devices, and gives what each device alone gives",
          arguments: ["article.json", "table-multiline.json", "form.json"])
    func matrixEqualsSingles(name: String) throws {
        let root = try Self.spec(name).root
        var environments: [LayoutEnvironment] = []
        for device in ["iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 15 Pro", "iPhone 16 Pro", "iPad Pro 11-inch (M4)"] {
            for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                environments.append(LayoutEnvironment(device: try Fixture.device(device), orientation: .portrait, contentSizeCategory: category))
            }
        }
        let matrix = LayoutEngine.compute(root, in: environments + environments)
        for (environment, shared) in zip(environments + environments, matrix) {
            #expect(try shared.get() == LayoutEngine.compute(root, in: environment), "\(name) \(environment.device.name) \(environment.contentSizeCategory)")
        }
    }
}
