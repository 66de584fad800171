import Foundation

/// When a snapshot assertion writes references under `__Snapshots__/` (Assertions.md, "Record
/// modes"). Recording always fails the test, so a run that wrote references never passes as if
/// it had checked them.
public enum RecordMode: String, CaseIterable, Sendable, Codable {
    /// Never write: a missing reference fails, and nothing is written under `__Snapshots__/`.
    case never
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Write missing references and overwrite the ones that do not match.
    case failed
    /// Overwrite every reference.
    case all
}

/// Where the record mode of one assertion came from, for messages ("recorded (mode all, from
/// LAYOUT_SNAPSHOT_RECORD)").
package enum RecordModeSource: String, CaseIterable, Sendable, Codable {
    case argument, scope, environment, ciDefault = "CI default", localDefault = "local default"
}

package struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

extension RecordMode {
    /// The mode for one assertion: the argument, then the scope (`withLayoutSnapshotTesting`, a
    /// trait), then `LAYOUT_SNAPSHOT_RECORD`, else `never` when `CI` is set and `missing`
    /// otherwise. An unknown `LAYOUT_SNAPSHOT_RECORD` is an error, never ignored.
    package static func resolve(
        argument: RecordMode?, scope: RecordMode?, environment: [String: String]
    ) throws(ConfigurationError) -> (mode: RecordMode, source: RecordModeSource) {
        if let argument { return (argument, .argument) }
        if let scope { return (scope, .scope) }
        if let raw = environment[EnvironmentKey.record] {
            let value = raw.trimmingCharacters(in: .whitespaces).lowercased()
            guard let mode = RecordMode(rawValue: value) else {
                throw ConfigurationError(
                    "\(EnvironmentKey.record)=\"\(raw)\" is not a record mode; expected one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return (mode, .environment)
        }
        if isCI(environment) { return (.never, .ciDefault) }
        return (.missing, .localDefault)
    }

    /// `CI` set to anything but an empty string, `0` or `false` (GitHub Actions, GitLab, Buildkite
    /// and CircleCI all set `CI=true`).
    package static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !(value.isEmpty || value == "0" || value == "false" || value == "no")
    }
}

/// The environment variables the snapshot assertions read.
package enum EnvironmentKey {
    /// never, missing, failed or all.
    package static let record = "LAYOUT_SNAPSHOT_RECORD"
    /// The folder that holds `__Snapshots__`-style references (default: `<package>/__Snapshots__`).
    package static let snapshotDirectory = "LAYOUT_SNAPSHOT_DIR"
    /// The folder for failure artifacts and run manifests (default: `<package>/.build/layout-snapshots`).
    package static let artifacts = "LAYOUT_SNAPSHOT_ARTIFACTS"
    /// `digest` (default) or `render`: whether a verify may skip the render when the reference
    /// recorded the same render inputs.
    package static let verify = "LAYOUT_SNAPSHOT_VERIFY"
    /// Names one test run for the manifest; default: the parent process (`swift test`).
    package static let runID = "LAYOUT_SNAPSHOT_RUN_ID"
    /// How many test runs' artifacts to keep under `<artifacts>/runs` (default 10; 0 keeps all).
    package static let keepRuns = "LAYOUT_SNAPSHOT_KEEP_RUNS"
    /// `i/n`: this process checks the i-th of n parts of every assertion's matrix (`Shard`).
    package static let shard = "LAYOUT_SNAPSHOT_SHARD"
}
