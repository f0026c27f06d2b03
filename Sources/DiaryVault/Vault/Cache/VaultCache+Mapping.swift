#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension VaultCache {
    /// The size from which a mapped file's pages are let go behind each pass over it
    /// (``SharedBytes/releasePages(_:)``) and not mapped all at once: 64 MiB, an index cache of
    /// about 300,000 entries. A smaller file is mapped whole in one call, where its memory is a
    /// small part of the process's; a larger one would be most of it (a million entries' cache
    /// is about 200 MB).
    static let pageReleaseSize = 64 << 20

    /// A regular file's bytes mapped read-only (`mmap(2)`, `MAP_PRIVATE`), unmapped when the
    /// last summary that points into them goes; `nil` when the file cannot be opened or mapped,
    /// or is empty.
    ///
    /// Below `releasingFrom` bytes the pages are mapped in one call (on Linux, `MAP_POPULATE`);
    /// from it they are mapped as they are read, and the passes over the file let them go behind
    /// themselves (``SharedBytes/releasePages(_:)``, `madvise(MADV_DONTNEED)`, which on a
    /// read-only file mapping drops the pages from the process and maps them again from the page
    /// cache if they are read again), so the process holds a window of the file, not all of it.
    ///
    /// Mapping spares a warm run a copy of the whole cache file into fresh memory (which the
    /// kernel must first clear): the pages are the page cache's own. vault replaces the file
    /// only by rename (``AtomicWriter``), which leaves a mapping of the old one whole; a program
    /// that cut the file short in place while a command read it would stop that command
    /// (`SIGBUS`), as it would git reading its mapped index.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - releasingFrom: The size from which pages are let go (``pageReleaseSize``).
    static func mapped(_ path: String, releasingFrom: Int = pageReleaseSize) -> SharedBytes? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
              let size = Int(exactly: info.st_size) else { return nil }
        let releases = size >= releasingFrom
        #if os(Linux)
        let flags = releases ? MAP_PRIVATE : MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let bytes = UnsafeBufferPointer(start: UnsafePointer(address.assumingMemoryBound(to: UInt8.self)), count: size)
        // The mapping as numbers (a pointer is not `Sendable`).
        let mapping = (start: Int(bitPattern: address), count: size)
        var discard: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)?
        if releases { discard = { @Sendable part in discardPages(part, of: mapping) } }
        return SharedBytes.borrowing(bytes, release: { bytes in
            _ = munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        }, discard: discard)
    }

    /// Drops the pages that hold `part` of a read-only file mapping from the process
    /// (`madvise(MADV_DONTNEED)`): whole pages, from the one that holds its first byte to the one
    /// that holds its last, never past the mapping. They are mapped again from the file when
    /// read, so the bytes do not change.
    ///
    /// - Parameters:
    ///   - part: Bytes inside `mapping`.
    ///   - mapping: The whole mapping: its page-aligned address and its length in bytes.
    private static func discardPages(_ part: UnsafeBufferPointer<UInt8>, of mapping: (start: Int, count: Int)) {
        guard let first = part.baseAddress, part.count > 0 else { return }
        let page = Int(getpagesize())
        let mappingStart = mapping.start
        let mappingEnd = mappingStart + (mapping.count + page - 1) / page * page
        let start = max(mappingStart, Int(bitPattern: first) / page * page)
        let end = min(mappingEnd, (Int(bitPattern: first) + part.count + page - 1) / page * page)
        guard start < end, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_DONTNEED)
    }
}
