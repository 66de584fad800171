import Foundation
import LayoutEngine
import Testing
@testable import LayoutSnapshotCore

@Suite("snapshot names and folders")
struct NamingTests {
    @Test("names are sanitized", arguments: [
        ("testArticle()", "testArticle"),
        ("layout(on:orientation:)", "layout_on_orientation"),
        ("../../etc/passwd", "etc_passwd"),
        ("..", "snapshot"),
        ("", "snapshot"),
        ("a/b\\c.d", "a_b_c_d"),
        ("dark mode", "dark_mode"),
        ("größe", "gr_e"),
    ])
    func sanitize(raw: String, expected: String) {
        #expect(SnapshotNaming.sanitize(raw) == expected)
    }

    @Test("long names keep a prefix and a hash of the whole, so they stay distinct")
    func long() {
        let a = SnapshotNaming.sanitize(String(repeating: "a", count: 200) + "1")
        let b = SnapshotNaming.sanitize(String(repeating: "a", count: 200) + "2")
        #expect(a.count == SnapshotNaming.maxPartLength && b.count == SnapshotNaming.maxPartLength && a != b)
    }

    @Test("file names follow the Assertions article: <testName>.<device-slug>-<orientation>[.<name>]")
    func baseName() {
        #expect(SnapshotNaming.baseName(testName: "testArticle()", deviceSlug: "iphone-15-pro", orientation: "portrait", name: nil) == "testArticle.iphone-15-pro-portrait")
        #expect(SnapshotNaming.baseName(testName: "article()", deviceSlug: "ipad-air-2", orientation: "landscapeLeft", name: "../dark") == "article.ipad-air-2-landscapeLeft.dark")
        #expect(SnapshotNaming.testFileFolder(forFilePath: "/x/Tests/AppTests/ArticleTests.swift") == "ArticleTests")
    }

    @Test("a shown keyboard is named after the category, a height given with it; hidden adds nothing")
    func keyboard() {
        #expect(SnapshotNaming.environmentName(deviceSlug: "iphone-16-pro", orientation: "portrait", keyboard: .hidden) == "iphone-16-pro-portrait")
        #expect(SnapshotNaming.environmentName(deviceSlug: "iphone-16-pro", orientation: "portrait", keyboard: .shown) == "iphone-16-pro-portrait-keyboard")
        #expect(SnapshotNaming.environmentName(deviceSlug: "iphone-16-pro", orientation: "portrait", contentSizeCategory: .accessibilityExtraExtraExtraLarge,
                                               keyboard: .height(291.5)) == "iphone-16-pro-portrait-ax5-keyboard-291_5")
        #expect(SnapshotNaming.baseName(testName: "signUp()", deviceSlug: "iphone-se-3rd-generation", orientation: "portrait", keyboard: .height(216), name: "typing")
                == "signUp.iphone-se-3rd-generation-portrait-keyboard-216.typing")
    }

    @Test("a window that is not the screen follows the orientation; the whole screen adds nothing")
    func window() {
        func name(_ window: AppWindow) -> String {
            SnapshotNaming.environmentName(deviceSlug: "ipad-air-2", orientation: "landscapeLeft", contentSizeCategory: .extraSmall,
                                           keyboard: .shown, window: window)
        }
        #expect(name(.fullScreen) == "ipad-air-2-landscapeLeft-xs-keyboard")
        #expect(name(.multitasking(.splitOneThird)) == "ipad-air-2-landscapeLeft-splitOneThird-xs-keyboard")
        #expect(name(.multitasking(.slideOver, side: .leading)) == "ipad-air-2-landscapeLeft-slideOver-leading-xs-keyboard")
        #expect(name(.size(Size(width: 500, height: 700.5), origin: Point(x: 10, y: 0))) == "ipad-air-2-landscapeLeft-window-500x700_5-at-10-0-xs-keyboard")
        // The default side and origin name nothing: one window, one name.
        #expect(name(.multitasking(.slideOver, side: .trailing)) == name(.multitasking(.slideOver)))
        #expect(name(.multitasking(.splitHalf, side: .leading)) == name(.multitasking(.splitHalf)))
        #expect(name(.size(Size(width: 500, height: 700), origin: .zero)) == name(.size(Size(width: 500, height: 700))))
    }

    @Test("at large a name carries no category, so every name from before the sweep stays; at any other its short name follows the orientation")
    func contentSizeCategory() {
        #expect(SnapshotNaming.baseName(testName: "testArticle()", deviceSlug: "iphone-13-mini", orientation: "portrait", contentSizeCategory: .large, name: nil)
                == "testArticle.iphone-13-mini-portrait")
        #expect(SnapshotNaming.baseName(testName: "testArticle()", deviceSlug: "iphone-13-mini", orientation: "portrait",
                                        contentSizeCategory: .accessibilityExtraExtraExtraLarge, name: nil) == "testArticle.iphone-13-mini-portrait-ax5")
        #expect(SnapshotNaming.baseName(testName: "article()", deviceSlug: "ipad-air-2", orientation: "landscapeLeft", contentSizeCategory: .extraSmall, name: "dark")
                == "article.ipad-air-2-landscapeLeft-xs.dark")
        #expect(SnapshotNaming.environmentName(deviceSlug: "iphone-x", orientation: "portrait", contentSizeCategory: .extraExtraExtraLarge) == "iphone-x-portrait-xxxl")
        let slugs = ContentSizeCategory.allCases.map { SnapshotNaming.categorySlug($0) ?? "-" }
        #expect(slugs == ["xs", "s", "m", "-", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"])
        // Every slug is a part sanitize keeps as it is, and reads back as its category.
        for category in ContentSizeCategory.allCases {
            guard let slug = SnapshotNaming.categorySlug(category) else { continue }
            #expect(SnapshotNaming.sanitize(slug) == slug && ContentSizeCategory(name: slug) == category, "\(category)")
        }
    }

    @Test("the root is the nearest folder with a Package.swift above the test file")
    func root() throws {
        let package = try TemporaryPackage()
        let location = try package.location()
        #expect(location.packageRoot == package.root)
        #expect(location.referenceFolder == package.root + "/__Snapshots__/ScreenTests")
        #expect(location.artifactsRoot == package.root + "/.build/layout-snapshots")
    }

    @Test("LAYOUT_SNAPSHOT_DIR and LAYOUT_SNAPSHOT_ARTIFACTS override the folders (relative to the package root)")
    func overrides() throws {
        let package = try TemporaryPackage()
        let relative = try package.location(["LAYOUT_SNAPSHOT_DIR": "Refs", "LAYOUT_SNAPSHOT_ARTIFACTS": "/tmp/arts/../arts2"])
        #expect(relative.referenceFolder == package.root + "/Refs/ScreenTests")
        #expect(relative.artifactsRoot == "/tmp/arts2")
    }

    @Test("no Package.swift above the file and no override is a clear error")
    func noRoot() {
        #expect {
            try SnapshotLocation.resolve(filePath: "/nonexistent-\(UUID().uuidString)/T.swift", environment: [:])
        } throws: { "\($0)".contains("no Package.swift") && "\($0)".contains("LAYOUT_SNAPSHOT_DIR") }
        #expect(throws: Never.self) {
            try SnapshotLocation.resolve(filePath: "/nonexistent/T.swift", environment: ["LAYOUT_SNAPSHOT_DIR": "/tmp/r", "LAYOUT_SNAPSHOT_ARTIFACTS": "/tmp/a"])
        }
    }
}
