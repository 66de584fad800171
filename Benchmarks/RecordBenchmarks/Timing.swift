import Foundation

/// One measurement: the process's CPU time (all threads; steadier than wall time on a shared
/// machine) and the wall time, both in ms. With threads, CPU time can exceed wall time.
struct Timing {
    var cpu: Double
    var wall: Double

    static func of(_ body: () throws -> Void) rethrows -> Timing {
        let cpu0 = cpuNow(), wall0 = wallNow()
        try body()
        return Timing(cpu: cpuNow() - cpu0, wall: wallNow() - wall0)
    }

    private static func cpuNow() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }

    private static func wallNow() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }
}

/// Medians of several runs, each clock on its own, after one warm-up run.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> Timing {
    try body()
    var cpu: [Double] = [], wall: [Double] = []
    for _ in 0..<runs {
        let t = try Timing.of(body)
        cpu.append(t.cpu)
        wall.append(t.wall)
    }
    func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
    return Timing(cpu: median(cpu), wall: median(wall))
}
