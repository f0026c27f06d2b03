import Foundation
@testable import DiaryVault

/// A vault in a temporary folder of its own, for one test: `<tmp>/vault-test-<uuid>/vault`, with
/// `home/` (an empty `HOME`, so no user git config leaks in) and `tools/` (editor scripts) beside it.
///
/// Each test makes its own, so tests never share files (STYLE item 11). The folder is removed when
/// the value is released, or at the end of ``with(marked:copying:_:)``. Tests that lay out several
/// folders side by side (`--vault vault` next to `outside/`) take a bare folder from
/// ``withFolder(_:)`` and fill it with the static ``copyFixture(_:into:as:)`` and
/// ``write(_:to:in:)``; ``run(_:in:environment:input:isOutputTerminal:terminalWidth:now:timeZone:)``
/// runs the real commands in-process in any folder.
final class TemporaryVault: Sendable {
    /// The folder holding the vault, `home/` and `tools/`, with symbolic links resolved.
    let base: String
    /// The vault root, `base/vault`.
    var root: String { base + "/vault" }
    /// The vault root as a URL.
    var url: URL { URL(fileURLWithPath: root, isDirectory: true) }
    /// A folder next to the vault, outside it, for links that lead out (not created).
    var outside: URL { URL(fileURLWithPath: base + "/outside", isDirectory: true) }

    /// Seoul, the time zone of test runs (the test clock is 2026-11-29T21:14:00+09:00).
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// The test bundle's copy of `Tests/DiaryVaultTests/Fixtures`.
    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures", isDirectory: true)

    /// Creates the folders: the vault is a copy of `Fixtures/<fixture>`, or empty without one, and
    /// gets `.vault/` (fixtures leave it out: SwiftPM resources skip hidden folders) unless `marked`
    /// is false.
    ///
    /// - Parameters:
    ///   - marked: Whether the vault gets a `.vault/` folder.
    ///   - fixture: The fixture folder's name under `Fixtures/`, such as `FixVault`.
    /// - Throws: The file system's error when a folder cannot be made or the fixture copied.
    init(marked: Bool = true, copying fixture: String? = nil) throws {
        base = try Self.makeFolder()
        let folder = URL(fileURLWithPath: base, isDirectory: true)
        for name in ["home", "tools"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        if let fixture {
            try Self.copyFixture(fixture, into: folder, as: "vault")
        } else {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        }
        if marked { try FileManager.default.createDirectory(atPath: root + "/.vault", withIntermediateDirectories: true) }
    }

    deinit { Self.remove(base) }

    /// Runs `body` with a new temporary vault and removes it afterwards.
    ///
    /// - Parameters: See ``init(marked:copying:)``.
    static func with<Result>(marked: Bool = true, copying fixture: String? = nil,
                             _ body: (TemporaryVault) throws -> Result) throws -> Result {
        let vault = try TemporaryVault(marked: marked, copying: fixture)
        defer { Self.remove(vault.base) }
        return try body(vault)
    }

    /// The vault as the library opens it.
    var vault: Vault {
        get throws { try Vault(root: root, currentDirectory: "/") }
    }

    // MARK: Files

    /// The absolute path of a vault-relative path; the root for `""`.
    func path(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Writes text as UTF-8 to a vault-relative path, creating its folders.
    func write(_ relative: String, _ text: String) throws {
        try write(relative, Array(text.utf8))
    }

    /// Writes a file's exact bytes to a vault-relative path, creating its folders.
    func write(_ relative: String, _ bytes: [UInt8]) throws {
        try Self.write(bytes, to: relative, in: url)
    }

    /// A file's bytes.
    func bytes(_ relative: String) throws -> [UInt8] {
        try FileSystem.read(path(relative))
    }

    /// A file's text.
    func text(_ relative: String) throws -> String {
        String(decoding: try bytes(relative), as: UTF8.self)
    }

    /// Whether a file or folder exists.
    func exists(_ relative: String) -> Bool {
        FileSystem.status(path(relative)) != nil
    }

    /// The files under a vault folder, relative to the vault root, sorted; hidden names included,
    /// `.git` excluded.
    func files(under relative: String = "") -> [String] {
        let start = path(relative)
        guard let enumerator = FileManager.default.enumerator(atPath: start) else { return [] }
        var found: [String] = []
        while let name = enumerator.nextObject() as? String {
            if name == ".git" || name.hasPrefix(".git/") { enumerator.skipDescendants(); continue }
            if FileSystem.status(start + "/" + name)?.kind == .regular {
                found.append(relative.isEmpty ? name : relative + "/" + name)
            }
        }
        return found.sorted()
    }

    /// Every regular file of the vault outside `.vault/` and `.git/`, by vault-relative path, with
    /// its bytes.
    func snapshot() throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: root) ?? NSEnumerator()
        where !relative.hasPrefix(".vault") && !relative.hasPrefix(".git") {
            let attributes = try FileManager.default.attributesOfItem(atPath: path(relative))
            if attributes[.type] as? FileAttributeType == .typeRegular { files[relative] = try bytes(relative) }
        }
        return files
    }

    /// An executable shell script in `tools/`, for `EDITOR`; returns its path.
    func script(_ name: String, _ body: String) throws -> String {
        let scriptPath = base + "/tools/" + name
        try Self.writeExecutable(scriptPath, "#!/bin/sh\n" + body + "\n")
        return scriptPath
    }
}
