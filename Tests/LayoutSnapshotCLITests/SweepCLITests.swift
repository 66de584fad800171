import Foundation
import SharedTestSupport
import Testing

/// `layout-snapshot sweep` (Docs/Sweeps.md, "From the command line"): the breakpoints printed,
/// one picture per range, and `--check` against an earlier sweep.
@Suite("layout-snapshot sweep", .serialized)
struct SweepCLITests {
    static func spec() throws -> String {
        let path = CLI.scratch.appendingPathComponent("sweep-row-\(UUID().uuidString).json").path
        try SweepFixture.rowSpec.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("the breakpoints of the row between 500 and 800, a picture per range, and --check: 0 when the same, 1 with the lines when not")
    func sweep() throws {
        let spec = try Self.spec(), out = CLI.scratch.appendingPathComponent("sweep-\(UUID().uuidString)").path
        let result = try CLI.run(["sweep", spec, "--widths", "500-800", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("widths 500 to 800 pt at height 834, iPad Pro 11-inch (M4) landscapeLeft, iPadOS 18: 2 breakpoints\n"), "\(result.stdout)")
        #expect(result.stdout.contains("at 559.5            chart is back in the window\n"))
        #expect(result.stderr.contains("2 breakpoints from"))
        let pictures = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(pictures == ["ipad-pro-11-inch-m4-landscapeLeft-window-529x834.png", "ipad-pro-11-inch-m4-landscapeLeft-window-618x834.png",
                             "ipad-pro-11-inch-m4-landscapeLeft-window-739x834.png"], "\(pictures)")

        let stored = CLI.scratch.appendingPathComponent("sweep-\(UUID().uuidString).txt").path
        try result.stdout.write(toFile: stored, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["sweep", spec, "--widths", "500-800", "--check", stored]).status == 0)
        try result.stdout.replacingOccurrences(of: "at 678 ", with: "at 680 ").write(toFile: stored, atomically: true, encoding: .utf8)
        let differs = try CLI.run(["sweep", spec, "--widths", "500-800", "--check", stored])
        #expect(differs.status == 1)
        #expect(differs.stderr.contains("- at 680              horizontal size class compact -> regular\n+ at 678              horizontal size class compact -> regular"), "\(differs.stderr)")
    }

    @Test("a matrix of iPads and phones sweeps the iPads and says so")
    func matrix() throws {
        let result = try CLI.run(["sweep", try Self.spec(), "--matrix", "distinct-geometries", "--orientation", "landscape", "--widths", "700-720"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("sweeping the ") && result.stderr.contains(" iPad targets of "), "\(result.stderr)")
        #expect(!result.stdout.contains("iPhone") && result.stdout.contains("iPad"))
    }

    @Test("no span, both spans, a window, a bad span, a phone: one line saying what to give, status 2")
    func refusals() throws {
        let spec = try Self.spec()
        for (arguments, says) in [
            ([String](), "give --widths FROM-TO or --heights FROM-TO"),
            (["--widths", "500-800", "--heights", "300-400"], "give --widths FROM-TO or --heights FROM-TO"),
            (["--widths", "500-800", "--window", "slideOver"], "a sweep makes its own windows"),
            (["--widths", "800-500"], "'800-500' is invalid for '--widths"),
            (["--widths", "500-1400"], "give widths above 0 and at most the screen's 1210 pt"),
            (["--widths", "300-400", "--device", "iPhone 16 Pro"], "windows of any size are an iPad's; give an iPad"),
        ] {
            let result = try CLI.run(["sweep", spec] + arguments)
            #expect(result.status == 2 && result.stderr.contains(says), "\(arguments): \(result.stderr)")
        }
    }
}
