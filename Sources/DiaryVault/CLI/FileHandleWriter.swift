import Foundation

/// A ``TextWriter`` over a file handle, optionally buffered, that remembers the first write error.
///
/// Buffered writers collect up to ``bufferLimit`` bytes before writing, so a command printing a
/// long list line by line makes few system calls, and a chunk at least that large is written as
/// it is, without a copy; unbuffered ones write every call at once (for standard error, and
/// standard output on a terminal). Writes go through
/// `FileHandle.write(contentsOf:)`, which throws instead of raising on a closed pipe.
final class FileHandleWriter: TextWriter, @unchecked Sendable {
    /// How many bytes a buffered writer collects before writing them: 256 KiB, the size of the
    /// chunks the large views hand over (``IndexRenderer/chunkSize``), so that each is one `write`.
    static let bufferLimit = 256 * 1024

    /// The handle written to.
    private let handle: FileHandle
    /// Whether writes are collected until ``bufferLimit`` or ``flush()``.
    private let isBuffered: Bool
    /// Guards ``buffer`` and ``failure``.
    private let lock = NSLock()
    /// Bytes not yet written.
    private var buffer: [UInt8] = []
    /// The first error writing to ``handle``; later writes are dropped.
    private var failure: (any Error)?

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - handle: The handle to write to, such as `FileHandle.standardOutput`.
    ///   - isBuffered: Whether to collect writes until the buffer fills or ``flush()`` is called.
    init(handle: FileHandle, isBuffered: Bool) {
        self.handle = handle
        self.isBuffered = isBuffered
    }

    /// Appends text to the buffer, writing it out when the writer is unbuffered or the buffer is full.
    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: text.utf8)
        if !isBuffered || buffer.count >= FileHandleWriter.bufferLimit { drain() }
    }

    /// Writes UTF-8 bytes, buffered like text.
    ///
    /// - Parameter bytes: Valid UTF-8.
    func write(bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        if !isBuffered || bytes.count >= FileHandleWriter.bufferLimit {
            // A large chunk (or any write, unbuffered) goes out as it is, after what was collected.
            drain()
            put(bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= FileHandleWriter.bufferLimit { drain() }
    }

    /// Writes out the buffer.
    func flush() {
        lock.lock()
        defer { lock.unlock() }
        drain()
    }

    /// The first error writing to the handle (a full disk, a closed pipe), if any.
    var writeError: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    /// Writes the buffer to the handle and empties it; the caller holds ``lock``.
    private func drain() {
        guard !buffer.isEmpty else { return }
        put(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes bytes to the handle unless a write failed before; the caller holds ``lock``.
    private func put(_ bytes: [UInt8]) {
        guard failure == nil, !bytes.isEmpty else { return }
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            failure = error
        }
    }
}
