#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// The size of the pieces ``forEachChunk(of:size:_:)`` reads: 1 MiB.
    static let chunkSize = 1 << 20

    /// Reads a file a piece at a time, so that a file of any size costs one piece of memory
    /// (`vault export dayone` hashing and copying a long video).
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - size: The most bytes one piece holds.
    ///   - body: Receives each piece in order (the last may be shorter; none for an empty file).
    /// - Throws: ``VaultError/readFailed(path:reason:)`` with the system's reason; what `body` throws.
    static func forEachChunk(of path: String, size: Int = chunkSize, _ body: ([UInt8]) throws -> Void) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw VaultError.readFailed(path: path, reason: errorText(errno)) }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: size)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, size) }
            if count < 0 {
                if errno == EINTR { continue }
                throw VaultError.readFailed(path: path, reason: errorText(errno))
            }
            if count == 0 { return }
            try body(count == size ? buffer : Array(buffer[..<count]))
        }
    }
}

/// `read(2)`, named apart from ``FileSystem``'s own `read` methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
