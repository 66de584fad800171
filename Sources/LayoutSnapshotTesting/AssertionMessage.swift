import LayoutSnapshotCore

/// The words a test adds to what `SnapshotMessage` says: how to draw and see the pictures, re-run,
/// record or accept, and where the run's manifest is.
enum AssertionMessage {
    /// `autoLayoutIssues`: how many of the layout's Auto Layout issues `body` lists (they fail the
    /// assertion whatever the comparison found).
    static func text(_ outcome: SnapshotOutcome, request: SnapshotRequest, body: String, recorder: RunRecorder, autoLayoutIssues: Int = 0) -> String {
        let artifactsRoot = request.location.artifactsRoot
        var lines = [body]
        if autoLayoutIssues > 0 {
            lines.append("  Fix the constraints, or let \(autoLayoutIssues == 1 ? "this issue" : "these issues") pass with autoLayoutIssues: .ignore (an argument of assertLayoutSnapshot, withLayoutSnapshotTesting or .layoutSnapshots(…)).")
        }
        let report = ApproveCommandLine.report(runSelection(request, recorder: recorder))
        // Look before accepting: the pictures a failure left to the tool come first.
        if case .failed = outcome.verdict, outcome.picturesToDraw.contains(where: { $0 != request.referencePath }) {
            lines.append("  To see the pictures (drawn from this run by the tool, built optimised) and review the run: \(report)")
        }
        switch outcome.verdict {
        case .recorded where outcome.problems.isEmpty:
            if outcome.picturesToDraw.isEmpty {
                lines.append("  Recording fails the test: run it again to verify against the new reference.")
            } else {
                lines.append("  Recording fails the test. Draw its picture with: \(report)")
                lines.append("  then run the test again to verify against the new reference.")
            }
        case .failed(.pictureNotDrawn) where outcome.artifacts?.renderInput != nil:
            lines.append("  Draw it with: \(report)")
            lines.append("  then run the test again.")
        case .failed(.missingReference):
            lines.append("  To record it: LAYOUT_SNAPSHOT_RECORD=missing swift test, or accept this run's actual image with the command below.")
            lines += approve(request, recorder: recorder)
        case .failed(.corruptReference):
            lines.append("  Re-record it with LAYOUT_SNAPSHOT_RECORD=failed, or accept this run's actual image with the command below.")
            lines += approve(request, recorder: recorder)
        case .failed(.mismatch(_, _, let recordsActual)) where !recordsActual:
            lines += approve(request, recorder: recorder)
        default:
            break
        }
        lines.append("  run manifest: \(recorder.manifestPath(artifactsRoot: artifactsRoot))")
        return lines.joined(separator: "\n")
    }

    /// `--artifacts <root> --run <id>`: this run, for the commands to paste.
    private static func runSelection(_ request: SnapshotRequest, recorder: RunRecorder) -> String {
        "--artifacts \(shellQuoted(request.location.artifactsRoot)) --run \(shellQuoted(recorder.runID))"
    }

    /// The exact command that accepts this snapshot, and the one that accepts the whole run.
    private static func approve(_ request: SnapshotRequest, recorder: RunRecorder) -> [String] {
        let run = runSelection(request, recorder: recorder)
        return [
            "  To accept this change: \(ApproveCommandLine.approve(run, shellQuoted(request.referencePath)))",
            "  (or every failure of the run: \(ApproveCommandLine.approve(run)))",
        ]
    }
}
