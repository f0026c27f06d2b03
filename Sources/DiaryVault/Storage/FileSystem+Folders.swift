extension FileSystem {
    /// Reads a file of an open folder into a caller's buffer when it fits, naming it by the last
    /// component of `path`, read in place (no string per file); without a folder, opens
    /// `fullPath` instead (see ``read(_:relativeTo:into:)``).
    ///
    /// - Parameters:
    ///   - path: The file's path; its last component is its name in `folder`.
    ///   - folder: Its folder, opened with ``openFolder(_:)``, or `nil`.
    ///   - fullPath: The path to open when `folder` is `nil`.
    ///   - buffer: Scratch space, reused across calls.
    /// - Returns: The number of bytes read, or `nil` when the file did not fit.
    /// - Throws: ``VaultError/readFailed(path:reason:)`` with the system's reason.
    static func read(lastComponentOf path: String, in folder: Int32?, orFullPath fullPath: @autoclosure () -> String,
                     into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int? {
        guard let folder else { return try read(fullPath(), relativeTo: nil, into: buffer) }
        let length = path.utf8.count
        return try path.withCString { start in
            var name = length
            while name > 0, UInt8(bitPattern: start[name - 1]) != UInt8(ascii: "/") { name -= 1 }
            return try read(cName: start + name, relativeTo: folder, into: buffer)
        }
    }
}
