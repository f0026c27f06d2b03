import Foundation
@testable import DiaryVault

/// A ``TextWriter`` that keeps what is written, for tests.
///
/// An unbuffered writer appends to its transcript at once; a buffered one only when flushed, so
/// tests can check that ``CLI`` flushes standard output before it writes an error. Two writers can
/// share one transcript to check the order of standard output and standard error.
final class CapturingWriter: TextWriter, @unchecked Sendable {
    /// The text written and flushed so far, shared between writers.
    final class Transcript: @unchecked Sendable {
        private let lock = NSLock()
        private var storage = ""

        /// Appends text.
        func append(_ text: String) {
            lock.lock()
            defer { lock.unlock() }
            storage += text
        }

        /// Everything appended so far.
        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    /// Where written text ends up.
    let transcript: Transcript
    private let isBuffered: Bool
    private let lock = NSLock()
    private var pending = ""

    /// Creates a writer with its own transcript, or one shared with another writer.
    init(transcript: Transcript = Transcript(), isBuffered: Bool = false) {
        self.transcript = transcript
        self.isBuffered = isBuffered
    }

    func write(_ text: String) {
        guard isBuffered else { return transcript.append(text) }
        lock.lock()
        defer { lock.unlock() }
        pending += text
    }

    func flush() {
        lock.lock()
        defer { lock.unlock() }
        transcript.append(pending)
        pending = ""
    }

    /// Everything written and flushed so far.
    var text: String { transcript.text }
}
