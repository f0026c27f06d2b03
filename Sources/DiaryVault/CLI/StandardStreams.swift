#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard descriptors as it found them: one that was closed (`vault index >&-`)
/// is opened on `/dev/null` before anything else opens a file, so that no file the command opens
/// (an entry, a temporary file, the runtime's own event descriptors) takes its number and
/// receives what was meant for standard output or error (POSIX `open`: the lowest free number).
enum StandardStreams {
    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is not open (`fcntl(F_GETFD)`
    /// fails with `EBADF`), in that order, so each `open` returns the number checked.
    ///
    /// - Returns: The descriptors that were closed.
    static func reserveClosed() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                // A lower number was free after all (it cannot be: they were checked first).
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
        return closed
    }
}
