import Testing
@testable import UIKitLayout

/// The anchor example of the LayoutEngine documentation's article "Writing screens in Swift"
/// (Sources/UIKitLayout/UIKitLayout.docc/WritingScreensInSwift.md, "Constraints"; it was the
/// README's until issue 32), as written there, so the documentation never shows code that fails.
@Suite("README anchor example")
struct ReadmeAnchorExampleTests {
    @Test("the sign-in button sits on the safe area's bottom on an iPhone 14 Pro Max, 20 pt from the bottom on an SE")
    func readme() throws {
        var root = View(id: "root")
        let title = View(id: "title"), button = View(id: "signIn")
        root.addSubview(title)
        root.addSubview(button)
        root.activate([
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            title.heightAnchor.constraint(equalToConstant: 34),
            button.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            button.heightAnchor.constraint(equalToConstant: 50),
            button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20).withPriority(999),
            button.bottomAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.bottomAnchor),
        ])
        let device = try DeviceCatalog.bundled.device(named: "iPhone 14 Pro Max")
        let login = try LayoutEngine.compute(root, in: LayoutEnvironment(device: device, orientation: .portrait))
        #expect(close(try login.v("signIn").frame.maxY, 932 - 34))
        #expect(login.diagnostics.allSatisfy { !$0.isAutoLayoutIssue })
        let se = try Fixture.compute(.viewController(ViewController(id: "root", view: root)), on: "iPhone SE (3rd generation)")
        #expect(close(try se.v("signIn").frame.maxY, 667 - 20))
    }
}
