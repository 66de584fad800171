import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// A button's intrinsic content size (Docs/Buttons.md): the title's 6-point padding or the
/// configuration's 7/12 insets, whole points or pixels, the system button's 30-point width.
@Suite("button sizes")
struct ButtonSizingTests {
    static func button(_ title: String?, font: LabelFont? = nil, type: ButtonType = .system) -> View {
        var button = View(id: "b", viewClass: .button)
        button.title = title
        button.font = font
        button.buttonType = type
        return button
    }

    static func size(_ view: View, scale: Double = 3, os: Int = 18) -> Size {
        TextMeasurement.intrinsicContentSize(of: view, width: nil, category: .large, scale: scale, os: OSVersion(major: os))!
    }

    static func titleWidth(_ title: String, _ font: LabelFont) -> Double {
        font.resolved(for: .large).width(of: title)
    }

    @Test("without a configuration: LH + 12 high and the title's width, both up to whole points (15 pt: 30, 13 pt: 28, 17 pt: 33, 22 pt: 39)")
    func plainButton() {
        for (size, height) in [(15.0, 30.0), (13, 28), (17, 33), (22, 39)] {
            let font = LabelFont.system(size: size, weight: .regular)
            let measured = Self.size(Self.button("Start Interrupted Session", font: font))
            #expect(measured.height == height, "\(size) pt")
            #expect(measured.width == Self.titleWidth("Start Interrupted Session", font).rounded(.up), "\(size) pt")
        }
        // No font: the system font at 15 points.
        #expect(Self.size(Self.button("Edit")).height == 30)
    }

    @Test("a system button is at least 30 wide; a custom one is not; neither has a minimum height")
    func minimumWidth() {
        let system = Self.size(Self.button("Go"))
        #expect(system.width == 30 && system.height == 30)
        let custom = Self.size(Self.button("Go", type: .custom))
        #expect(custom.width < 30 && custom.width == Self.titleWidth("Go", .system(size: 15, weight: .regular)).rounded(.up))
        #expect(Self.size(Self.button("Go", font: .system(size: 11, weight: .regular))).height == 26)
    }

    @Test("contentEdgeInsets replace the title padding: a 16-point title with 25/12 insets is 44 high")
    func contentEdgeInsets() {
        var button = Self.button("CALIBRATE", font: .system(size: 16, weight: .regular), type: .custom)
        button.contentEdgeInsets = EdgeInsets(top: 12, left: 25, bottom: 12, right: 25)
        let size = Self.size(button, scale: 2)
        #expect(size.height == 44)
        #expect(size.width == (Self.titleWidth("CALIBRATE", .system(size: 16, weight: .regular)) + 50).rounded(.up))
    }

    @Test("a configuration: body title + 24 wide and LH + 14 high, to pixels from iOS 17, whole points before")
    func configuration() {
        var button = Self.button("Done")
        button.buttonConfiguration = ButtonConfiguration()
        let body = LabelFont.textStyle(.body)
        let width = Self.titleWidth("Done", body) + 24
        let iOS18 = Self.size(button, scale: 3, os: 18)
        #expect(iOS18.height == TextMeasurement.roundUp(body.resolved(for: .large).lineHeight + 14, 3))
        #expect(abs(iOS18.height - 34.333) < 0.001)
        #expect(iOS18.width == TextMeasurement.roundUp(width, 3))
        let iOS16 = Self.size(button, scale: 3, os: 16)
        #expect(iOS16.height == 35 && iOS16.width == width.rounded(.up))
        // A title font of its own; insets of its own.
        button.buttonConfiguration = ButtonConfiguration(contentInsets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                                                         titleFont: .system(size: 12, weight: .regular))
        #expect(abs(Self.size(button, scale: 3).height - 14.333) < 0.001)
    }

    @Test("an image beside no title: the image's size, plus the insets; the glyph buttons are 22 × 22")
    func images() {
        var button = Self.button(nil, type: .custom)
        button.buttonImageSize = Size(width: 24, height: 20)
        #expect(Self.size(button) == Size(width: 24, height: 20))
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(Self.size(button) == Size(width: 44, height: 40))
        #expect(Self.size(Self.button(nil, type: .infoLight)) == Size(width: 22, height: 22))
        #expect(Self.size(Self.button(nil, type: .contactAdd)) == Size(width: 22, height: 22))
    }

    @Test("a background image: at least its size; a larger title or image wins in its dimension (Docs/Buttons.md, \"Background images\")")
    func backgroundImages() throws {
        // Interface Builder's worked case: a "7:30pm" button over a 68 × 27 background is 68 wide.
        var button = Self.button("7:30pm", font: .system(size: 17, weight: .regular), type: .custom)
        let plain = Self.size(button)
        #expect(plain.width < 68 && plain.height == 33)
        button.buttonBackgroundImageSize = Size(width: 68, height: 27)
        #expect(Self.size(button) == Size(width: 68, height: 33))
        // Taller than the title and its padding: the background's height.
        button.buttonBackgroundImageSize = Size(width: 68, height: 44)
        #expect(Self.size(button) == Size(width: 68, height: 44))
        // A title wider than the background keeps its own width.
        button.title = "Reserve a table for tonight"
        #expect(Self.size(button).width == Self.titleWidth("Reserve a table for tonight", .system(size: 17, weight: .regular)).rounded(.up))
        // Nothing but a background image: its size.
        var empty = Self.button(nil, type: .custom)
        empty.buttonBackgroundImageSize = Size(width: 40, height: 44)
        #expect(Self.size(empty) == Size(width: 40, height: 44))
        // A negative size is refused where the layout starts, naming the field.
        empty.buttonBackgroundImageSize = Size(width: -1, height: 44)
        let device = try DeviceCatalog.bundled.device(named: "iPhone 15")
        do {
            _ = try LayoutEngine.compute(empty, in: LayoutEnvironment(device: device, orientation: .portrait))
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("buttonBackgroundImageSize"), "\(error)")
        }
    }

    @Test("in a spec: buttonType, contentEdgeInsets, configuration, imageSize; on a label, an error")
    func spec() throws {
        let json = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "b", "class": "button", "title": "Done", "buttonType": "custom", "contentEdgeInsets": { "top": 1, "left": 2, "bottom": 3, "right": 4 }, "configuration": { "style": "filled", "contentInsets": { "top": 5, "leading": 6, "bottom": 7, "trailing": 8 }, "titleFont": { "size": 14, "weight": "bold" } }, "imageSize": [24, 20], "backgroundImageSize": [68, 27] } ] } } } }"#
        let spec = try SpecReader.read(bytes: Array(json.utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let button = vc.view?.subviews.first else { Issue.record("no button"); return }
        #expect(button.buttonType == .custom && button.contentEdgeInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(button.buttonConfiguration == ButtonConfiguration(style: "filled", contentInsets: DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8),
                                                                  titleFont: .system(size: 14, weight: .bold)))
        #expect(button.buttonImageSize == Size(width: 24, height: 20))
        #expect(button.buttonBackgroundImageSize == Size(width: 68, height: 27))
        let bad = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "l", "class": "label", "buttonType": "custom" } ] } } } }"#
        #expect(throws: SpecError.self) { _ = try SpecReader.read(bytes: Array(bad.utf8), file: "spec.json") }
        let unknown = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "b", "class": "button", "buttonType": "sytem" } ] } } } }"#
        do { _ = try SpecReader.read(bytes: Array(unknown.utf8), file: "spec.json"); Issue.record("no error") } catch {
            #expect("\(error)".contains("$.root.viewController.view.subviews[0].buttonType"), "\(error)")
        }
    }
}
