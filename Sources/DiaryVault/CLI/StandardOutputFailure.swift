import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why standard output did not take what a command wrote: the one home of "standard output
/// write failed" for every command.
///
/// Three cases, told apart by the POSIX error of the first failed write (`write(2)`):
/// - the reader went away (`EPIPE`, as in `vault index | head -1`): the command ends quietly,
///   with the status it would have had, as ripgrep does (git and coreutils die of `SIGPIPE`,
///   status 141, which a shell with `pipefail` takes for a failure; vault ignores `SIGPIPE`,
///   ``ignoreBrokenPipes()``, so that the write fails instead);
/// - the descriptor is not open for writing (`EBADF`, `vault index >&-`);
/// - any other failure (`ENOSPC` on a full disk, `EIO`): an error on standard error and status 1.
///
/// A command that writes a line of success after its output (`export`'s summary) first calls
/// ``CLIContext/finishStandardOutput()``, so that no success is claimed for output that was
/// lost; ``CLI`` checks again after every command.
struct StandardOutputFailure: Error, Hashable, Sendable, LocalizedError {
    /// The system's reason (`strerror(3)`), such as `No space left on device`.
    var reason: String
    /// Whether the descriptor was not open for writing (`EBADF`).
    var isClosed: Bool
    /// Whether the reader went away (`EPIPE`): not an error, the command ends quietly.
    var isBrokenPipe: Bool

    /// The failure of a write error a ``TextWriter`` remembered: the POSIX reason under
    /// Foundation's error, else Foundation's own description.
    ///
    /// - Parameter error: The first error writing standard output.
    init(_ error: any Error) {
        let nsError = error as NSError
        let posix = nsError.domain == NSPOSIXErrorDomain ? nsError : nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        guard let posix, posix.domain == NSPOSIXErrorDomain, let code = Int32(exactly: posix.code), code > 0 else {
            self.init(reason: nsError.localizedDescription, isClosed: false, isBrokenPipe: false)
            return
        }
        self.init(code: code)
    }

    /// The failure of a POSIX error number.
    ///
    /// - Parameter code: An `errno` value, such as `ENOSPC`.
    init(code: Int32) {
        self.init(reason: String(cString: strerror(code)), isClosed: code == EBADF, isBrokenPipe: code == EPIPE)
    }

    /// Creates a failure from its parts.
    init(reason: String, isClosed: Bool, isBrokenPipe: Bool) {
        self.reason = reason
        self.isClosed = isClosed
        self.isBrokenPipe = isBrokenPipe
    }

    /// The failure of a writer's first write error, or `nil` when every write went through.
    ///
    /// - Parameter writer: Standard output, flushed.
    init?(of writer: any TextWriter) {
        guard let error = writer.writeError else { return nil }
        self.init(error)
    }

    /// `cannot write to standard output: No space left on device`.
    var errorDescription: String? {
        "cannot write to standard output: \(reason)"
    }

    /// What standard error gets: the error, and for a closed descriptor a hint; nothing for a
    /// broken pipe.
    var report: String {
        if isBrokenPipe { return "" }
        var text = "error: \(errorDescription ?? reason)\n"
        if isClosed {
            text += "hint: standard output is closed (as '>&-' does); to discard the output, send it to /dev/null\n"
        }
        return text
    }

    /// Makes a write to a pipe whose reader went away fail with `EPIPE` rather than end the
    /// process with `SIGPIPE` (status 141). Called once by ``CLI/main(arguments:)``. The signal
    /// is caught by a handler that does nothing, not ignored (`SIG_IGN`): an ignored signal is
    /// inherited by the programs vault starts (an editor, git; Foundation's `Process` does not
    /// reset it), a caught one is reset to the default action by `execve(2)`.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE) { _ in }
    }
}

extension CLIContext {
    /// Writes out standard output and throws when any of it was lost, before a command claims
    /// success (a summary on standard error).
    ///
    /// - Throws: ``StandardOutputFailure``; ``CLI`` writes its report (nothing for a broken pipe)
    ///   and chooses the status.
    func finishStandardOutput() throws {
        standardOutput.flush()
        if let failure = StandardOutputFailure(of: standardOutput) { throw failure }
    }
}
