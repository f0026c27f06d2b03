#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files of the writes in progress, removed when SIGINT, SIGTERM or SIGHUP ends
/// the process (without it, each interrupted write of a large entry would leave its hidden
/// `.*.vault-tmp-*` file behind), and the rule that tells vault's own temporary files from others.
///
/// A write registers its temporary file from the moment `mkstemp` creates it (the signals are
/// blocked from just before the creation until the path is registered, so no signal falls in
/// between) and forgets it once it is renamed or removed. The handler, installed with
/// `sigaction` before the first temporary file is made, unlinks every registered path and then
/// ends the process by the same signal with its default action, so the exit status stays
/// "killed by SIGTERM". It calls only async-signal-safe functions (POSIX.1-2017 section 2.4.3):
/// `unlink`, `signal`, `raise`. A signal the process ignored (`nohup` ignores SIGHUP) stays
/// ignored.
///
/// The paths live in fixed slots of static memory, so the handler reads no Swift object: a slot
/// is filled while its flag is 0 and then flagged 1; forgetting sets the flag back to 0.
enum TemporaryFiles {
    /// What every temporary file name holds: `.<name>.vault-tmp-XXXXXX`.
    static let marker = ".vault-tmp-"
    /// How many writes may be in progress at once (more are still written, only not cleaned up
    /// by a signal).
    static let slotCount = 64
    /// The bytes of one slot: a path of up to `PATH_MAX` (4096) bytes and its NUL.
    static let slotSize = 4097
    /// How old a leftover temporary file must be before `vault check --fix` removes it: a write
    /// in progress in another process is never older than this.
    static let staleAge: Int64 = 60 * 1_000_000_000

    /// The slots' path bytes.
    nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        buffer.initialize(repeating: 0, count: slotCount * slotSize)
        return buffer
    }()
    /// The slots' flags: 1 when the slot holds the path of a temporary file that exists.
    nonisolated(unsafe) static let flags: UnsafeMutablePointer<sig_atomic_t> = {
        let buffer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
        buffer.initialize(repeating: 0, count: slotCount)
        return buffer
    }()
    /// Guards filling and emptying slots between threads (never taken by the handler).
    nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// The signals whose arrival removes the temporary files.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handler once per process (later calls do nothing).
    static func installHandlers() {
        _ = installed
    }

    /// The one installation, run on first use (Swift runs a static's initializer once).
    private static let installed: Bool = {
        for number in signals {
            var previous = sigaction()
            guard sigaction(number, nil, &previous) == 0 else { continue }
            #if canImport(Glibc)
            let ignored = previous.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
            let custom = previous.__sigaction_handler.sa_handler != nil && !ignored
            #else
            let ignored = previous.__sigaction_u.__sa_handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
            let custom = previous.__sigaction_u.__sa_handler != nil && !ignored
            #endif
            // Leave alone a signal the process ignores, or one someone else already handles.
            guard !ignored, !custom else { continue }
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = removeAndDie
            #else
            action.__sigaction_u.__sa_handler = removeAndDie
            #endif
            sigemptyset(&action.sa_mask)
            for other in signals { sigaddset(&action.sa_mask, other) }
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
        return true
    }()

    /// Creates the temporary file from a `mkstemp` template and registers it, with the signals
    /// blocked in between.
    ///
    /// - Parameter template: The NUL-terminated template, rewritten in place with the name made.
    /// - Returns: The open descriptor, or -1 with `errno` set.
    static func create(_ template: UnsafeMutablePointer<CChar>) -> Int32 {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for number in signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let descriptor = mkstemp(template)
        let code = errno
        if descriptor >= 0 { register(template) }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        errno = code
        return descriptor
    }

    /// Registers a path in a free slot (none is taken when all are in use or it is too long).
    private static func register(_ path: UnsafePointer<CChar>) {
        let length = strlen(path)
        guard length < slotSize else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for slot in 0..<slotCount where flags[slot] == 0 {
            let target = paths + slot * slotSize
            memcpy(target, path, length)
            target[length] = 0
            flags[slot] = 1
            return
        }
    }

    /// Forgets a temporary file that was renamed or removed.
    ///
    /// - Parameter path: Its path, as created.
    static func forget(_ path: String) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for slot in 0..<slotCount where flags[slot] == 1 && strcmp(paths + slot * slotSize, path) == 0 {
            flags[slot] = 0
        }
    }

    /// Whether a path is registered now (for tests).
    ///
    /// - Parameter path: A temporary file's path.
    static func isRegistered(_ path: String) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return (0..<slotCount).contains { flags[$0] == 1 && strcmp(paths + $0 * slotSize, path) == 0 }
    }

    /// Waits between writing a temporary file and renaming it, for as many milliseconds as
    /// `VAULT_TEST_PAUSE_BEFORE_RENAME` says: a seam for the tests that kill a write in progress.
    static func pauseForTesting() {
        guard pauseMilliseconds > 0 else { return }
        usleep(UInt32(min(pauseMilliseconds, 60_000)) * 1000)
    }

    /// The pause of ``pauseForTesting()``, read once.
    private static let pauseMilliseconds: Int = {
        guard let text = getenv("VAULT_TEST_PAUSE_BEFORE_RENAME") else { return 0 }
        return Int(String(cString: text)) ?? 0
    }()

    /// Whether a file name is one of vault's temporary files: hidden, and holding
    /// `.vault-tmp-` followed by the six characters `mkstemp` chose, at its end.
    ///
    /// - Parameter name: A file name, without its folder.
    static func isTemporaryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let marker = Array(Self.marker.utf8)
        guard bytes.first == UInt8(ascii: "."), bytes.count >= marker.count + 7 else { return false }
        let start = bytes.count - 6 - marker.count
        return Array(bytes[start..<(bytes.count - 6)]) == marker
    }
}

/// The signal handler: unlinks every registered temporary file, then ends the process by the
/// same signal under its default action.
private func removeAndDie(_ number: Int32) {
    for slot in 0..<TemporaryFiles.slotCount where TemporaryFiles.flags[slot] == 1 {
        unlink(TemporaryFiles.paths + slot * TemporaryFiles.slotSize)
    }
    signal(number, SIG_DFL)
    raise(number)
}
