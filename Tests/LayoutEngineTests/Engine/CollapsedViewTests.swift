import Testing
@testable import UIKitLayout

/// Nothing vanishes silently: a view laid out 0 points wide or tall that has something to show
/// (a title, text, an image's size, subviews) is a warning naming it.
@Suite("collapsed views")
struct CollapsedViewTests {
    /// A button with a title, a 0-pt separator line, a container holding a label, each given a
    /// width or height by one constraint.
    static func layout(buttonWidth: Double = 0, hidden: Bool = false) throws -> ComputedLayout {
        var button = View(id: "signIn", viewClass: .button)
        button.title = "Sign In"
        button.isHidden = hidden
        let separator = View(id: "separator")
        var label = View(id: "caption", viewClass: .label)
        label.text = "Terms"
        var box = View(id: "box", subviews: [label])
        let root = View(id: "root")
        button.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            button.widthAnchor.constraint(equalToConstant: buttonWidth),
        ])
        var line = separator
        line.activate([
            line.leadingAnchor.constraint(equalTo: root.leadingAnchor), line.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            line.topAnchor.constraint(equalTo: root.topAnchor, constant: 200), line.heightAnchor.constraint(equalToConstant: 0),
        ])
        box.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), box.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 0),
        ])
        label.activate([label.leadingAnchor.constraint(equalTo: box.leadingAnchor), label.topAnchor.constraint(equalTo: box.topAnchor)])
        box.subviews = [label]
        return try Fixture.compute(Fixture.screen([button, line, box]), on: "iPhone 15 Pro")
    }

    @Test("a titled button squeezed to 0 wide, and a container 0 tall holding a label: one warning each, naming what is lost")
    func warned() throws {
        let layout = try Self.layout()
        let collapsed = layout.collapsedViews()
        #expect(collapsed.map(\.id) == ["signIn", "box"])
        let button = try #require(layout.diagnostics.first { $0.id == "signIn" })
        #expect(button.message.hasPrefix("laid out 0 points wide (frame [20, 79, 0, "), "\(button.message)")
        #expect(button.message.contains("its text \"Sign In\", its intrinsic width "), "\(button.message)")
        let box = try #require(layout.diagnostics.first { $0.id == "box" })
        #expect(box.message.contains("laid out 0 points tall (frame [20, 300, 100, 0]) although it has content (1 subview)"), "\(box.message)")
        // What the box holds vanishes with it: not listed again.
        #expect(!layout.diagnostics.contains { $0.id == "caption" })
    }

    @Test("a 0-pt line without content, a button with room, a hidden button: no warning")
    func notWarned() throws {
        #expect(try Self.layout(buttonWidth: 80).collapsedViews().map(\.id) == ["box"])
        #expect(try Self.layout(hidden: true).collapsedViews().map(\.id) == ["box"])
        #expect(!(try Self.layout()).diagnostics.contains { $0.id == "separator" })
    }
}
