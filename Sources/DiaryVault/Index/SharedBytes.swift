/// Bytes that summaries share (``EntrySummary``): one summary's own texts, or a whole index cache
/// file that the cache mapped and hands over with the way to let it go when the last summary
/// that points into it goes. The one holder of a mapped file's bytes (the index cache's and the
/// search index's, both mapped by `VaultCache.mapped`).
///
/// Never written after it is made, so threads share it without locks.
final class SharedBytes: @unchecked Sendable {
    /// The first byte (of `count`).
    private let start: UnsafePointer<UInt8>
    /// How many bytes.
    let count: Int
    /// What lets bytes kept elsewhere go (`munmap` for a mapped file), or `nil` for bytes this
    /// block allocated.
    private let release: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)?
    /// What lets the memory of some of the bytes go until they are read again (`madvise` of a
    /// large mapped file's pages), or `nil` when the bytes stay in memory (``releasePages(_:)``).
    private let discard: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)?

    private init(start: UnsafePointer<UInt8>, count: Int, release: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)?,
                 discard: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.start = start
        self.count = count
        self.release = release
        self.discard = discard
    }

    /// A copy of `source`.
    ///
    /// - Parameter source: The bytes.
    static func copying(_ source: UnsafeBufferPointer<UInt8>) -> SharedBytes {
        filled(count: source.count) { buffer in
            if let base = source.baseAddress, source.count > 0 { buffer.baseAddress!.initialize(from: base, count: source.count) }
            return source.count
        }
    }

    /// A copy of an array's bytes.
    ///
    /// - Parameter source: The bytes.
    static func copying(_ source: [UInt8]) -> SharedBytes {
        source.withUnsafeBufferPointer { copying($0) }
    }

    /// A block of `count` bytes written by `fill`, which returns how many it wrote (at most
    /// `count`).
    ///
    /// - Parameters:
    ///   - count: The room to make.
    ///   - fill: Writes the bytes.
    static func filled(count: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> SharedBytes {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        let written = min(count, fill(UnsafeMutableBufferPointer(start: memory, count: count)))
        return SharedBytes(start: UnsafePointer(memory), count: written, release: nil)
    }

    /// Bytes kept elsewhere, let go by `release` when the last holder goes.
    ///
    /// - Parameters:
    ///   - bytes: The bytes; they must stay valid and unchanged until `release` is called.
    ///   - release: Lets them go, once.
    ///   - discard: Lets the memory of some of them go until they are read again, the bytes
    ///     unchanged (a mapped file's pages, read again from the file); `nil` when it cannot.
    static func borrowing(_ bytes: UnsafeBufferPointer<UInt8>,
                          release: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Void,
                          discard: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)? = nil) -> SharedBytes? {
        guard let start = bytes.baseAddress else { return nil }
        return SharedBytes(start: start, count: bytes.count, release: release, discard: discard)
    }

    /// Whether ``releasePages(_:)`` lets memory go (a large mapped file's bytes).
    var releasesPages: Bool { discard != nil }

    /// Lets the memory that holds `range` go until it is read again, when these are a large
    /// mapped file's bytes (the index cache of a large vault: `VaultCache.mapped`); does nothing
    /// otherwise. The bytes stay valid and unchanged: a later read maps the file's pages again,
    /// from the page cache. A pass over the file that lets go of what it has passed holds a
    /// window of the file in the process's memory, not all of it (a million entries' cache is
    /// about 200 MB). Any thread may call it, while others read: the pages come back for them.
    ///
    /// - Parameter range: Offsets in the bytes; clamped to them.
    func releasePages(_ range: Range<Int>) {
        guard let discard else { return }
        let clamped = max(0, range.lowerBound)..<min(count, max(0, range.upperBound))
        guard !clamped.isEmpty else { return }
        discard(UnsafeBufferPointer(start: start + clamped.lowerBound, count: clamped.count))
    }

    /// The bytes, for a holder that keeps this block alive as long as it reads them (the search
    /// index holds its mapped file so; ``withBytes(_:)`` where a closure fits).
    var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    deinit {
        if let release {
            release(UnsafeBufferPointer(start: start, count: count))
        } else {
            UnsafeMutablePointer(mutating: start).deallocate()
        }
    }
}
