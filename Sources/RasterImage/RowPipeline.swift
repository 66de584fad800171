#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Work over an image's rows on several threads at once: the jobs that draw rows (a render's
/// tiles, here called bands) and the jobs that read them (a PNG's segments, a hash of the pixels), each reading job
/// starting as soon as every row it reads is drawn. Recording a snapshot this way keeps both
/// cores busy where drawing and then encoding would leave one idle: while the busiest band is
/// still drawn, and while the first segments wait for the whole picture.
///
/// Threads take the bands first, in order, then reading jobs: looking at the readers in their
/// order, the next job of the first reader whose next job's rows are drawn. A thread waits only
/// while another holds a band or an ordered job, which it finishes without waiting, so the run
/// cannot deadlock even when the threads run one after another. What each job computes may not
/// depend on which thread runs it or when; then the results are the same for any thread count.
package enum RowPipeline {
    /// A series of jobs that read rows: job `k` reads rows `rows[k]` and is `run(k)`.
    package struct Reader: @unchecked Sendable {
        package let rows: [Range<Int>]
        /// Job k starts only after job k − 1 has finished (a hash that runs through the rows in
        /// order); otherwise several run at once. Either way a reader's jobs are taken in order.
        package let ordered: Bool
        package let run: (Int) -> Void

        package init(rows: [Range<Int>], ordered: Bool, run: @escaping (Int) -> Void) {
            self.rows = rows
            self.ordered = ordered
            self.run = run
        }
    }

    /// Draws `bands` (each `draw(band)`, disjoint row ranges) and runs every job of `readers`,
    /// on up to `threads` threads, and returns when all have finished. Rows no band covers count
    /// as drawn: with no bands, the jobs are simply run on the threads (`RowDeflate.zlibStream`).
    package static func run(threads: Int, bands: [Range<Int>], draw: (Range<Int>) -> Void, readers: [Reader] = []) {
        withoutActuallyEscaping(draw) { draw in
            let work = Work(bands: bands, draw: draw, readers: readers)
            let workers = max(1, min(threads, work.jobCount))
            if workers == 1 { work.run() } else { DispatchQueue.concurrentPerform(iterations: workers) { _ in work.run() } }
        }
    }

    /// The bands and jobs of one `run`, shared by the threads that call `run()` on it: behind one
    /// pthread mutex (which ThreadSanitizer sees, unlike Synchronization's `Mutex` on Linux:
    /// `Locked` in the Locking module says more) and a condition the threads wait on for rows to be
    /// drawn. (Tests call `run()` from threads of their own, to be sure of running several.)
    package final class Work: @unchecked Sendable {
        private let bands: [Range<Int>]
        private let draw: (Range<Int>) -> Void
        private let readers: [Reader]
        // Guarded by `mutex`:
        private var nextBand = 0
        private var bandDone: [Bool]
        private var nextJob: [Int]
        private var orderedRunning: [Bool]
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

        /// Bands and reading jobs in all.
        package var jobCount: Int { bands.count + readers.reduce(0) { $0 + $1.rows.count } }

        package init(bands: [Range<Int>], draw: @escaping (Range<Int>) -> Void, readers: [Reader]) {
            self.bands = bands
            self.draw = draw
            self.readers = readers
            bandDone = Array(repeating: false, count: bands.count)
            nextJob = Array(repeating: 0, count: readers.count)
            orderedRunning = Array(repeating: false, count: readers.count)
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(changed, nil)
        }

        deinit {
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(mutex)
            changed.deallocate()
            mutex.deallocate()
        }

        /// Whether every row of `rows` is in a band already drawn.
        private func drawn(_ rows: Range<Int>) -> Bool {
            for (k, band) in bands.enumerated() where band.overlaps(rows) && !bandDone[k] { return false }
            return true
        }

        /// One thread's part: takes bands, then ready jobs, until none is left to take.
        package func run() {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            while true {
                if nextBand < bands.count {
                    let k = nextBand
                    nextBand += 1
                    pthread_mutex_unlock(mutex)
                    draw(bands[k])
                    pthread_mutex_lock(mutex)
                    bandDone[k] = true
                    pthread_cond_broadcast(changed)
                    continue
                }
                var took = false, left = false
                for r in readers.indices where nextJob[r] < readers[r].rows.count {
                    left = true
                    let k = nextJob[r]
                    guard !(readers[r].ordered && orderedRunning[r]), drawn(readers[r].rows[k]) else { continue }
                    nextJob[r] += 1
                    if readers[r].ordered { orderedRunning[r] = true }
                    pthread_mutex_unlock(mutex)
                    readers[r].run(k)
                    pthread_mutex_lock(mutex)
                    if readers[r].ordered {
                        orderedRunning[r] = false
                        pthread_cond_broadcast(changed)
                    }
                    took = true
                    break
                }
                if took { continue }
                guard left else { return }
                // Every job left waits for a band or an ordered job another thread holds.
                pthread_cond_wait(changed, mutex)
            }
        }
    }
}
