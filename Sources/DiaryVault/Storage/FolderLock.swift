#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a folder, held while vault reads, edits and replaces a file in it.
///
/// Two vault processes editing files of the same folder take turns: each reads the file only
/// after it holds the lock, so neither works from a copy the other has just replaced, and no
/// change is lost. The lock is `flock(2)` on the folder itself (no lock file is left behind) and is
/// released when the work ends or the process dies. Other programs (editors, git) do not take it;
/// for them the check in ``AtomicWriter`` that the file still holds what was read is the guard.
/// On a file system that does not support `flock`, the work runs unlocked.
enum FolderLock {
    /// Runs `work` while holding the lock on `folder`, waiting for other holders first.
    ///
    /// - Parameters:
    ///   - folder: The absolute path of an existing folder.
    ///   - work: What to do under the lock.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws.
    static func withLock<Result>(on folder: String, _ work: () throws -> Result) rethrows -> Result {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return try work() }
        defer { close(descriptor) }
        var locked = false
        while true {
            if flock(descriptor, LOCK_EX) == 0 {
                locked = true
                break
            }
            if errno != EINTR { break }
        }
        defer { if locked { flock(descriptor, LOCK_UN) } }
        return try work()
    }
}
