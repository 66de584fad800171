import Foundation
import InterfaceBuilder
import LayoutEngine
import StrictXML
import Testing

/// The real public documents in `../shared/corpus/ib` and its `robustness/` folder (never committed): each reads, and
/// every scene lays out on an iPhone SE, a Dynamic Island phone and an iPad in every
/// orientation each supports.
@Suite(.enabled(if: Documents.corpusIsPresent, Documents.corpusAbsent))
struct CorpusDocumentTests {
    static let devices = ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPad (A16)"]

    @Test(arguments: Documents.corpusFiles)
    func everySceneLaysOutOnEveryDevice(_ name: String) throws {
        let document = try InterfaceBuilderDocument(contentsOf: Documents.corpus.appendingPathComponent(name).path)
        #expect(!document.scenes.isEmpty)
        for deviceName in Self.devices {
            let device = try DeviceCatalog.bundled.device(named: deviceName)
            for orientation in device.supportedOrientations {
                let env = LayoutEnvironment(device: device, orientation: orientation)
                for scene in document.scenes {
                    let layout = try document.importScene(scene, traits: env.traits(env.metrics!)).compute(in: env)
                    #expect(!layout.views.isEmpty)
                    // The scene's own controller is on screen, whatever contains it.
                    #expect(layout.views.contains { $0.viewController?.hasPrefix(scene.controllerID + ".") == true },
                            "\(name) \(scene.name): its controller \(scene.controllerID) is not laid out")
                    for view in layout.views {
                        let f = view.frame
                        let finite = [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }
                        #expect(finite, "\(name) \(scene.name) \(view.id) on \(deviceName) \(orientation)")
                    }
                }
            }
        }
    }

    /// What only code knows is reported, never silently assumed: S10's placeholder constraints
    /// and custom classes, S2's runtime attributes, S6's references to files not given.
    @Test func hardCasesWarn() throws {
        let env = try environment("iPhone 15 Pro")
        func messages(_ file: String) throws -> [String] {
            let document = try InterfaceBuilderDocument(contentsOf: Documents.corpus.appendingPathComponent(file).path)
            return try document.scenes.flatMap { try document.importScene($0, traits: env.traits(env.metrics!)).warnings.map(\.message) }
        }
        let pocketCasts = try messages("Automattic__pocket-casts-ios__EpisodeDetailViewController.xib")
        #expect(pocketCasts.contains { $0.contains("placeholder constraint") })
        #expect(pocketCasts.contains { $0.contains("custom class") })
        let cardView = try messages("SwiftKickMobile__SwiftMessages__CardView.xib")
        #expect(cardView.contains { $0.contains("runtime attribute topLayoutMarginAddition") })
        let tabs = try messages("NordicSemiconductor__IOS-nRF-Mesh-Library__Main.storyboard")
        #expect(tabs.contains { $0.contains("Control.storyboard was not given") })
    }

    /// Built-in cell styles: the image keeps its image's 24-point size, the title the rest after
    /// it (Docs/Tables.md "Built-in cell styles"), with nothing left ambiguous (the Default cell of
    /// AddAppKey's "No keys found" row).
    @Test func builtInCellStylesAreDetermined() throws {
        let document = try InterfaceBuilderDocument(contentsOf: Documents.corpus.appendingPathComponent("NordicSemiconductor__IOS-nRF-Mesh-Library__AddAppKey.storyboard").path)
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            let layout = try document.layout("NodeAddAppKeyViewController", on: environment("iPhone SE (3rd generation)", orientation))
            #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue }, "\(layout.diagnostics.filter(\.isAutoLayoutIssue))")
            #expect(layout.frame("qsn-1z-1q9")?.size == Size(width: 24, height: 24))
            let image = try #require(layout.frame("qsn-1z-1q9")), title = try #require(layout.frame("hBg-ZE-suL"))
            let content = try #require(layout.view("5VI-Py-Hja"))
            #expect(title.minX == image.maxX + 16 && title.maxX == content.frame.width - content.layoutMargins.right)
        }
    }

    /// §8.6, the built-in oracle, on two scenes that match exactly: on the document's design
    /// canvas the launch screen (no text) and the login form's first scene land on the frames
    /// Xcode stored (`FidelityCorpusTests` holds the whole corpus to its recorded figures).
    @Test(arguments: [
        ("duckduckgo__iOS__LaunchScreen.storyboard", "9SF-AN-ir1"),
        ("hackiftekhar__IQKeyboardManager__TestCases.storyboard", "Y6W-OH-hqX"),
    ])
    func storedFramesOnTheDesignCanvas(_ file: String, _ controller: String) throws {
        let document = try InterfaceBuilderDocument(contentsOf: Documents.corpus.appendingPathComponent(file).path)
        let scene = try #require(try document.fidelity().scenes.first { $0.scene.controllerID == controller })
        #expect(scene.comparisons.count >= 2)
        for comparison in scene.comparisons {
            #expect(comparison.isWithin(0.5), "\(file) \(comparison.stored.id): stored \(comparison.stored.frame), computed \(String(describing: comparison.computed))")
        }
    }
}
