import Foundation
import RasterImage
import SharedTestSupport
import Testing

/// `RowPipeline`, the scheduler under `DisplayList.draw`'s tiles and the recording path: every
/// band is drawn and every reading job runs exactly once, a job only after the rows it reads are drawn, an
/// ordered job only after the one before it, on any thread count; and `PixelHasher` in parts is
/// the hash of the whole.
@Suite("row pipeline")
struct RowPipelineTests {
    /// What the jobs saw, recorded from any thread.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var events: [String] = []
        private(set) var problems: [String] = []
        func add(_ event: String) { lock.withLock { events.append(event) } }
        func problem(_ text: String) { lock.withLock { problems.append(text) } }
        func count(_ event: String) -> Int { lock.withLock { events.filter { $0 == event }.count } }
    }

    /// `work.run()` on `threads` threads of the test's own (Dispatch's pool may lend fewer
    /// while other tests hold it), returning when all have.
    static func run(_ work: RowPipeline.Work, threads: Int) {
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            Thread.detachNewThread {
                work.run()
                done.leave()
            }
        }
        done.wait()
    }

    @Test("random bands and readers on 1–4 threads: each job once, after its rows, ordered jobs in order")
    func randomSchedules() {
        var random = SplitMix64(state: 11)
        for trial in 0..<300 {
            let height = 1 + Int(random.next() % 300)
            // (No bands at all now and then: every row then counts as drawn, as for
            // `RowDeflate.zlibStream`, which runs its jobs this way.)
            let bandCount = random.next() % 10 == 0 ? 0 : 1 + Int(random.next() % 9)
            let bands = (0..<min(bandCount, height)).map { k in
                (height * k / min(bandCount, height))..<(height * (k + 1) / min(bandCount, height))
            }
            let drawn = UnsafeMutablePointer<UInt8>.allocate(capacity: height)
            drawn.initialize(repeating: 0, count: height)
            defer { drawn.deallocate() }
            let log = Log()
            var readers: [RowPipeline.Reader] = []
            for r in 0..<Int(random.next() % 4) {
                // Some jobs read no row, some rows past the picture (no band covers them).
                let rows = (0..<Int(random.next() % 12)).map { _ -> Range<Int> in
                    let a = Int(random.next() % UInt64(height + 5))
                    return a..<(a + Int(random.next() % 40))
                }
                let ordered = random.next() % 2 == 0
                readers.append(RowPipeline.Reader(rows: rows, ordered: ordered) { k in
                    for y in rows[k] where !bands.isEmpty && y < height && drawn[y] == 0 {
                        log.problem("trial \(trial): reader \(r) job \(k) read row \(y) before it was drawn")
                    }
                    if ordered, k > 0, log.count("r\(r) \(k - 1) end") == 0 { log.problem("trial \(trial): reader \(r) job \(k) before job \(k - 1) ended") }
                    if k % 3 == 0 { usleep(50) }
                    log.add("r\(r) \(k) end")
                })
            }
            let threads = 1 + Int(random.next() % 4)
            // Some bands take a while, so jobs are ready while others are still drawn.
            let slow = Int(random.next() % UInt64(max(1, bands.count)))
            Self.run(RowPipeline.Work(bands: bands, draw: { band in
                log.add("band \(band)")
                if band == bands[slow] { usleep(300) }
                for y in band { drawn[y] = 1 }
            }, readers: readers), threads: threads)
            #expect(log.problems.isEmpty, "\(log.problems.prefix(3))")
            #expect(bands.isEmpty || (0..<height).allSatisfy { drawn[$0] == 1 }, "trial \(trial): a row was not drawn")
            for band in bands { #expect(log.count("band \(band)") == 1, "trial \(trial): band \(band)") }
            for (r, reader) in readers.enumerated() {
                for k in reader.rows.indices { #expect(log.count("r\(r) \(k) end") == 1, "trial \(trial): reader \(r) job \(k)") }
            }
        }
    }

    @Test("a reader's job waits for a band another thread is still drawing")
    func jobWaitsForItsBand() {
        let log = Log()
        // The first thread takes band 0, which is slow; the second starts once it has, takes
        // band 1 and then the job, which reads band 0's rows: it must wait for them.
        let work = RowPipeline.Work(bands: [0..<10, 10..<20], draw: { band in
            guard band.lowerBound == 0 else { return }
            log.add("band 0 started")
            usleep(50_000)
            log.add("band 0 drawn")
        }, readers: [RowPipeline.Reader(rows: [5..<15], ordered: false) { _ in
            log.add("job")
        }])
        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            work.run()
            done.leave()
        }
        while log.count("band 0 started") == 0 { usleep(100) }
        work.run()
        done.wait()
        #expect(log.events == ["band 0 started", "band 0 drawn", "job"])
    }

    @Test("the pixel hash taken in parts of whole rows is the hash of the whole, tails included")
    func pixelHashInParts() {
        var random = SplitMix64(state: 3)
        for (width, height) in [(1, 1), (1, 7), (3, 9), (5, 17), (8, 8), (13, 130), (640, 3), (33, 257)] {
            let pixels = (0..<width * height * 4).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let image = Image(width: width, height: height, pixels: pixels)
            for partRows in [8, 16, 128] {
                var hasher = PixelHasher(width: width, height: height)
                pixels.withUnsafeBytes { raw in
                    for start in stride(from: 0, to: height, by: partRows) {
                        let end = min(height, start + partRows)
                        hasher.combine(UnsafeRawBufferPointer(rebasing: raw[(start * width * 4)..<(end * width * 4)]), last: end == height)
                    }
                }
                #expect(hasher.finalize() == image.pixelHash, "\(width)×\(height) in parts of \(partRows) rows")
            }
        }
        // And the whole is the hash every reference has recorded: pinned.
        let fixed = Image(width: 3, height: 2, pixels: (0..<24).map { UInt8($0 * 11) })
        #expect(fixed.pixelHashString == Self.pinnedHash)
    }

    /// `pixelHashString` of the 3 × 2 image of bytes 0, 11, 22, … before the hash could be taken
    /// in parts (computed with the one-pass code of `cff7b86`).
    static let pinnedHash = "0a72d71ae71f5c9c"
}
