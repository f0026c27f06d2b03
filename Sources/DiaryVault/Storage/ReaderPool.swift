import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pool of threads that claim small tasks one at a time from a shared counter: the work of
/// reading a vault, spread over more threads than there are cores.
///
/// Why more threads than cores: a read that finds its file in the page cache costs CPU only, but
/// one that does not waits on the disk, and only more reads in flight keep the disk busy (a
/// cold vault of 100,000 entries read two files at a time takes 10-15 s; sixteen readers take 4.5 s). A thread
/// that waits costs nothing; one that computes shares its core with the others, and claiming tasks
/// from one counter (rather than handing each thread a fixed share) keeps every core busy to the
/// end, even when other programs take one of them for a while.
struct ReaderPool: Sendable {
    /// How many threads the pool runs at most (the calling thread is one of them).
    let threads: Int

    /// The threads a vault read uses: 16, or the core count when that is larger, but no more than
    /// the open-file limit allows: each reader holds up to three descriptors at once (its month
    /// folder, a file, a listing), and 32 are left for the rest of the process (under
    /// `ulimit -n 20`, sixteen readers would fail with "Too many open files").
    static let readerCount = readerCount(openFileLimit: openFileLimit, cores: ProcessInfo.processInfo.activeProcessorCount)

    /// ``readerCount`` for a given open-file limit and core count: `max(16, cores)`, at most
    /// `(openFileLimit - 32) / 3`, at least 1.
    static func readerCount(openFileLimit: Int, cores: Int) -> Int {
        max(1, min(max(16, cores), (openFileLimit - 32) / 3))
    }

    /// The soft limit on open files (`getrlimit(RLIMIT_NOFILE)`, POSIX), or 1,024 when it cannot
    /// be read; a limit above `Int.max` counts as `Int.max`.
    static var openFileLimit: Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let status = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard status == 0 else { return 1_024 }
        return limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
    }

    /// Creates a pool.
    ///
    /// - Parameter threads: How many threads at most, 1 or more.
    init(threads: Int = ReaderPool.readerCount) {
        precondition(threads >= 1, "a pool needs a thread, got \(threads)")
        self.threads = threads
    }

    /// Runs `task(index, worker)` once for every index in `0..<count`, each on one of the pool's
    /// threads, and returns when all have finished. `worker` (in `0..<threads`) names the thread,
    /// so that each can reuse scratch space of its own; no two calls with the same `worker` run
    /// at once. Tasks are claimed in index order, so the first tasks start first.
    ///
    /// - Parameters:
    ///   - count: How many tasks.
    ///   - task: The work of one task; called on several threads at once.
    func perform(_ count: Int, _ task: @escaping @Sendable (_ index: Int, _ worker: Int) -> Void) {
        guard count > 0 else { return }
        let workers = min(threads, count)
        if workers == 1 {
            for index in 0..<count { task(index, 0) }
            return
        }
        let counter = TaskCounter(limit: count)
        let group = DispatchGroup()
        for worker in 1..<workers {
            group.enter()
            let thread = Thread {
                while let index = counter.claim() { task(index, worker) }
                group.leave()
            }
            // The parser recurses on nested flow collections: give readers the main thread's room.
            thread.stackSize = 8 << 20
            thread.start()
        }
        while let index = counter.claim() { task(index, 0) }
        group.wait()
    }

    /// Maps a function over `0..<count` on the pool, keeping the order of the results.
    ///
    /// - Parameters:
    ///   - count: How many results.
    ///   - transform: The function of an index and the worker running it (see ``perform(_:_:)``).
    /// - Returns: `transform` of each index, in index order.
    func map<Output: Sendable>(_ count: Int, _ transform: @escaping @Sendable (_ index: Int, _ worker: Int) -> Output) -> [Output] {
        var results = [Output?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = PoolSlots(buffer: buffer)
            perform(count) { index, worker in slots.buffer[index] = transform(index, worker) }
        }
        return results.map { $0! }
    }
}

/// The next task to hand out, behind a lock: claimed a few thousand times per vault read, so the
/// lock costs microseconds in all.
private final class TaskCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The next unclaimed task, or `nil` when all are claimed.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}

/// A result buffer whose slots are each written by exactly one task.
private struct PoolSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}
