#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension VaultCache {
    /// A regular file's bytes mapped read-only (`mmap(2)`, `MAP_PRIVATE`; on Linux with
    /// `MAP_POPULATE`, so its pages are mapped in one call), unmapped when the last summary that
    /// points into them goes; `nil` when the file cannot be opened or mapped, or is empty.
    ///
    /// Mapping spares a warm run a copy of the whole cache file into fresh memory (which the
    /// kernel must first clear): the pages are the page cache's own. vault replaces the file
    /// only by rename (``AtomicWriter``), which leaves a mapping of the old one whole; a program
    /// that cut the file short in place while a command read it would stop that command
    /// (`SIGBUS`), as it would git reading its mapped index.
    ///
    /// - Parameter path: The file.
    static func mapped(_ path: String) -> SharedBytes? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
              let size = Int(exactly: info.st_size) else { return nil }
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let bytes = UnsafeBufferPointer(start: UnsafePointer(address.assumingMemoryBound(to: UInt8.self)), count: size)
        return SharedBytes.borrowing(bytes) { bytes in
            _ = munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        }
    }
}
