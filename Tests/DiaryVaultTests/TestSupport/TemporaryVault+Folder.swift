import Foundation
@testable import DiaryVault

/// The folder-level pieces every temporary vault is made of, for tests that lay out a folder
/// themselves (several vaults, a file outside the vault, files with no vault at all).
extension TemporaryVault {
    /// Makes a new empty folder `<tmp>/vault-test-<uuid>` and returns its path, symbolic links
    /// resolved (on macOS the temporary directory is under a link, `/var` to `/private/var`).
    ///
    /// - Throws: The file system's error when the folder cannot be made.
    static func makeFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vault-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return FileSystem.realPath(url.path) ?? url.path
    }

    /// Removes a temporary folder, first giving back permissions a test took away so every file
    /// in it can go.
    static func remove(_ folder: String) {
        if let paths = FileManager.default.enumerator(atPath: folder) {
            for case let path as String in paths { chmod(folder + "/" + path, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs `body` with a new empty temporary folder, then removes it.
    ///
    /// - Parameter body: Gets the folder's URL.
    /// - Returns: What `body` returns.
    static func withFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = try makeFolder()
        defer { remove(folder) }
        return try body(URL(fileURLWithPath: folder, isDirectory: true))
    }

    /// Copies a fixture vault into `directory` under the name `name` (the fixture's own by default).
    ///
    /// - Parameters:
    ///   - fixture: The folder name under `Fixtures`, such as `SmallVault`.
    ///   - directory: The folder to copy into.
    ///   - name: The copy's folder name.
    /// - Returns: The copy's URL.
    /// - Throws: The file system's error, such as when the copy's name is taken.
    @discardableResult
    static func copyFixture(_ fixture: String, into directory: URL, as name: String? = nil) throws -> URL {
        let destination = directory.appendingPathComponent(name ?? fixture, isDirectory: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: destination)
        return destination
    }

    /// Writes text as UTF-8 to a path under `directory`, creating folders on the way.
    static func write(_ text: String, to relativePath: String, in directory: URL) throws {
        try write(Array(text.utf8), to: relativePath, in: directory)
    }

    /// Writes exact bytes to a path under `directory`, creating folders on the way.
    static func write(_ bytes: [UInt8], to relativePath: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The bytes of a file.
    static func bytes(at url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// Writes an executable file (mode 755) at an absolute path.
    ///
    /// Written through a descriptor opened with `O_CLOEXEC`: tests run in parallel, and a child
    /// another test starts while the file is being written would otherwise inherit the open
    /// descriptor for its whole life, and running the file would fail now and then with ETXTBSY
    /// ("Text file busy", seen as "the editor could not be started").
    static func writeExecutable(_ path: String, _ text: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Array(text.utf8))
        try handle.close()
        chmod(path, 0o755)
    }
}
