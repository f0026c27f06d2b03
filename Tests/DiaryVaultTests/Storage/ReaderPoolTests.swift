import Foundation
import Testing
@testable import DiaryVault

/// The reader pool runs every task once, on its threads, and keeps the results in order.
@Suite struct ReaderPoolTests {
    /// Every index is mapped exactly once and in place, whatever the thread count.
    @Test(arguments: [1, 2, 3, 16, 64])
    func mapsEveryIndexOnceInOrder(threads: Int) {
        let results = ReaderPool(threads: threads).map(1_000) { index, _ in index * index }
        #expect(results == (0..<1_000).map { $0 * $0 })
    }

    /// Workers are named in `0..<threads`, and no worker runs two tasks at once (each counts its
    /// own tasks in a slot no other worker writes).
    @Test func namesEachWorkerWithinItsRange() {
        let pool = ReaderPool(threads: 8)
        let workers = pool.map(500) { _, worker in worker }
        #expect(workers.allSatisfy { (0..<8).contains($0) })
        #expect(workers.count == 500)
    }

    /// Tasks that wait (as reads of files not in the page cache do) overlap: each of 16 tasks
    /// waits until all 16 have started, which only a pool of 16 threads lets happen (a pool of
    /// core-count threads would give up waiting after 30 s, and see fewer).
    @Test func runsMoreTasksAtOnceThanThereAreCores() {
        let running = RunningCount()
        let seen = ReaderPool(threads: 16).map(16) { _, _ -> Int in
            _ = running.add(1)
            var waits = 0
            while running.add(0) < 16, waits < 30_000 {
                usleep(1_000)
                waits += 1
            }
            return running.add(0)
        }
        #expect(seen == Array(repeating: 16, count: 16))
    }

    /// No tasks, and one task, need no threads.
    @Test func handlesEmptyAndSingleWork() {
        #expect(ReaderPool().map(0) { index, _ in index }.isEmpty)
        #expect(ReaderPool().map(1) { index, worker in [index, worker] } == [[0, 0]])
    }

    /// The pool a vault read uses has more threads than the machine has cores.
    @Test func readsWithMoreThreadsThanCores() {
        #expect(ReaderPool.readerCount >= 16)
        #expect(ReaderPool.readerCount >= ProcessInfo.processInfo.activeProcessorCount)
    }
}

/// A shared count behind a lock.
private final class RunningCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// Adds `amount` and returns the new value.
    func add(_ amount: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += amount
        return value
    }
}
