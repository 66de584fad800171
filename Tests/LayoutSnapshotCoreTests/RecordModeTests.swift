import Testing
@testable import LayoutSnapshotCore

@Suite("record modes")
struct RecordModeTests {
    @Test("argument, then scope, then LAYOUT_SNAPSHOT_RECORD, then the CI default")
    func precedence() throws {
        let env = ["LAYOUT_SNAPSHOT_RECORD": "all", "CI": "true"]
        #expect(try RecordMode.resolve(argument: .never, scope: .failed, environment: env) == (.never, .argument))
        #expect(try RecordMode.resolve(argument: nil, scope: .failed, environment: env) == (.failed, .scope))
        #expect(try RecordMode.resolve(argument: nil, scope: nil, environment: env) == (.all, .environment))
        #expect(try RecordMode.resolve(argument: nil, scope: nil, environment: ["CI": "true"]) == (.never, .ciDefault))
        #expect(try RecordMode.resolve(argument: nil, scope: nil, environment: [:]) == (.missing, .localDefault))
        #expect(try RecordMode.resolve(argument: nil, scope: nil, environment: ["LAYOUT_SNAPSHOT_RECORD": " Missing "]) == (.missing, .environment))
    }

    @Test("CI counts when set to anything but empty, 0, false or no", arguments: [
        ("true", true), ("1", true), ("yes", true), ("woodpecker", true), ("", false), ("0", false), ("false", false), ("FALSE", false), ("no", false),
    ])
    func ci(value: String, isCI: Bool) {
        #expect(RecordMode.isCI(["CI": value]) == isCI)
    }

    @Test("an unknown LAYOUT_SNAPSHOT_RECORD is an error naming the variable, the value and the modes")
    func unknown() {
        #expect {
            try RecordMode.resolve(argument: nil, scope: nil, environment: ["LAYOUT_SNAPSHOT_RECORD": "yes"])
        } throws: { error in
            let text = "\(error)"
            return text.contains("LAYOUT_SNAPSHOT_RECORD=\"yes\"") && text.contains("never, missing, failed, all")
        }
        // An explicit argument still wins and never reads the bad value.
        #expect(throws: Never.self) { try RecordMode.resolve(argument: .never, scope: nil, environment: ["LAYOUT_SNAPSHOT_RECORD": "yes"]) }
    }

    @Test("LAYOUT_SNAPSHOT_VERIFY is digest (default) or render; anything else is an error")
    func verifyStrategy() throws {
        #expect(try VerifyStrategy.resolve([:]) == .digest)
        #expect(try VerifyStrategy.resolve(["LAYOUT_SNAPSHOT_VERIFY": "render"]) == .render)
        #expect(throws: ConfigurationError.self) { try VerifyStrategy.resolve(["LAYOUT_SNAPSHOT_VERIFY": "fast"]) }
    }

    @Test("tolerance values that cannot mean anything are refused")
    func toleranceValidation() {
        #expect(throws: ConfigurationError.self) { try SnapshotTolerance(colorThreshold: 2).validate() }
        #expect(throws: ConfigurationError.self) { try SnapshotTolerance(maxDifferentPixels: -1).validate() }
        #expect(throws: ConfigurationError.self) { try SnapshotTolerance(maxDifferentRatio: .nan).validate() }
        #expect(throws: Never.self) { try SnapshotTolerance.pixelmatch(maxDifferentRatio: 0.01).validate() }
    }
}
