import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutSnapshotTesting
import Testing

/// The layouts of the three screens alone, without the references: every snapshot of
/// `ClientSnapshots` computed `BENCH_LOOP` times, one after another, printing the process's CPU
/// time (all threads) a layout in the fastest round. Two builds of the client (the library
/// before and after a change) run side by side, one a core, see the same machine
/// (Docs/performance.md, "Laying out less").
@Suite(.enabled(if: ProcessInfo.processInfo.environment["BENCH_LOOP"] != nil, "set BENCH_LOOP=<rounds> to run"))
struct ComputeLoop {
    @Test func layouts() throws {
        let rounds = Int(ProcessInfo.processInfo.environment["BENCH_LOOP"] ?? "") ?? 5
        let devices = DeviceMatrix.currentPhones.devices(in: DeviceCatalog.bundled.devices)
        var environments: [LayoutEnvironment] = []
        for device in devices {
            for orientation in [InterfaceOrientation.portrait, .landscapeLeft] where device.metrics(for: orientation) != nil {
                for category in ClientSnapshots.categories.categories {
                    environments.append(LayoutEnvironment(device: device, orientation: orientation, contentSizeCategory: category))
                }
            }
        }
        let screens = [ClientScreens.signUp(), ClientScreens.settings(), ClientScreens.inbox()]
        var fastest = Double.infinity
        for _ in 0..<rounds {
            let start = Self.cpuSeconds()
            // One store of solved parts a screen, as an assertion has.
            for screen in screens {
                try LayoutEngine.reusingSolutions { () throws -> Void in
                    for environment in environments { _ = try LayoutEngine.compute(screen, in: environment) }
                }
            }
            fastest = min(fastest, (Self.cpuSeconds() - start) * 1000 / Double(screens.count * environments.count))
        }
        print("BENCH_LOOP \(screens.count * environments.count) layouts a round, \(rounds) rounds: \(String(format: "%.3f", fastest)) ms CPU a layout")
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
