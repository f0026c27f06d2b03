#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The few POSIX file operations the benchmark needs, throwing `BenchError.io` with `strerror`.
enum FileIO {
    /// Writes `bytes` to a new or truncated file at `path`.
    static func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw error(path, "create") }
        defer { close(descriptor) }
        let written = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
            writeAll(buffer, to: descriptor)
        } ?? Array(bytes).withUnsafeBufferPointer { writeAll($0, to: descriptor) }
        guard written else { throw error(path, "write") }
    }

    /// Writes a whole buffer, going on after short writes and `EINTR`.
    private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// Reads a whole file.
    static func read(_ path: String) throws -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw BenchError.io(path: path, operation: "read", reason: error.localizedDescription)
        }
    }

    /// Creates a directory (its parent must exist); an existing directory is fine.
    static func makeDirectory(_ path: String) throws {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw error(path, "create the directory") }
    }

    /// Creates a new, empty directory with a unique name under `parent` (`mkdtemp`).
    ///
    /// - Returns: Its absolute path.
    static func makeTemporaryDirectory(in parent: String, prefix: String) throws -> String {
        var template = Array((absolute(parent) + "/" + prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw error(parent, "create a temporary directory") }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Deletes a file or a directory tree.
    static func remove(_ path: String) throws {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw BenchError.io(path: path, operation: "remove", reason: error.localizedDescription)
        }
    }

    /// Whether `path` is an existing directory.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether `path` exists.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// `path` made absolute against the working directory, with no trailing slash.
    static func absolute(_ path: String) -> String {
        var result = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// The `BenchError.io` for the current `errno`.
    private static func error(_ path: String, _ operation: String) -> BenchError {
        .io(path: path, operation: operation, reason: String(cString: strerror(errno)))
    }
}

/// `write(2)`, under a name that does not clash with `FileIO.write`.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}
