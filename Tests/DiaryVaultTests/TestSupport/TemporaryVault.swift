import Foundation
@testable import DiaryVault

/// A vault in a temporary folder of its own, for one test: `<tmp>/vault-write-<uuid>/vault`, with
/// `home/` (an empty `HOME`, so no user git config leaks in) and `tools/` (editor scripts) beside it.
///
/// Use ``with(marked:_:)`` so the folder is removed when the test ends.
struct TemporaryVault {
    /// The folder holding the vault, `home/` and `tools/`, with symbolic links resolved.
    let base: String
    /// The vault root.
    var root: String { base + "/vault" }

    /// Seoul, the time zone of test runs (the test clock is 2026-11-29T21:14:00+09:00).
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// Creates the folders; the vault gets `.vault/` unless `marked` is false.
    init(marked: Bool = true) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vault-write-\(UUID().uuidString)")
        for folder in ["vault", "home", "tools"] {
            try FileManager.default.createDirectory(at: url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        base = FileSystem.realPath(url.path) ?? url.path
        if marked { try FileManager.default.createDirectory(atPath: root + "/.vault", withIntermediateDirectories: true) }
    }

    /// Runs `body` with a new temporary vault and removes it afterwards.
    static func with<Result>(marked: Bool = true, _ body: (TemporaryVault) throws -> Result) throws -> Result {
        let vault = try TemporaryVault(marked: marked)
        defer { try? FileManager.default.removeItem(atPath: vault.base) }
        return try body(vault)
    }

    /// The absolute path of a vault-relative path.
    func path(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Writes a file, creating its folders.
    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes a file's exact bytes, creating its folders.
    func write(_ relative: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
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

    /// An executable shell script in `tools/`, for `EDITOR`; returns its path.
    func script(_ name: String, _ body: String) throws -> String {
        let scriptPath = base + "/tools/" + name
        try Self.writeExecutable(scriptPath, "#!/bin/sh\n" + body + "\n")
        return scriptPath
    }

    /// Writes an executable file (mode 755) at an absolute path.
    ///
    /// Written through a descriptor opened with `O_CLOEXEC`: tests run in parallel, and a child
    /// another test starts while the file is being written would otherwise inherit the open
    /// descriptor for its whole life, so running the file failed now and then with ETXTBSY
    /// ("Text file busy", seen as "the editor could not be started").
    static func writeExecutable(_ path: String, _ text: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Array(text.utf8))
        try handle.close()
        chmod(path, 0o755)
    }

    /// The environment runs get: `PATH` from the test process, `HOME` in `home/`, a git identity,
    /// no system git config; `extra` on top.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ExternalProgram.defaultSearchPath,
            "HOME": base + "/home",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs `vault` in-process with the real commands, working in a vault folder.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - folder: The working directory, relative to the vault root.
    ///   - extra: Environment variables on top of ``environment(_:)``.
    ///   - input: Standard input (not a terminal, empty, unless given).
    ///   - now: The clock.
    ///   - timeZone: The local time zone.
    func run(_ arguments: [String], in folder: String = "", environment extra: [String: String] = [:],
             input: StandardInput = StandardInput(text: ""), now: Date = CLIContext.testNow,
             timeZone: TimeZone = TemporaryVault.seoul) -> CLIRun {
        let stdout = CapturingWriter(isBuffered: true)
        let stderr = CapturingWriter()
        var context = CLIContext.test(environment: environment(extra), standardInput: input, standardOutput: stdout,
                                      standardError: stderr, now: now, timeZone: timeZone)
        context.currentDirectory = URL(fileURLWithPath: path(folder), isDirectory: true)
        let status = CLI.run(arguments: ["vault"] + arguments, context: context, registry: CLI.commands)
        return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// Runs git in the vault (or a folder of it) and returns its standard output.
    ///
    /// - Throws: ``VaultError/gitFailed(command:message:)`` when git fails.
    @discardableResult
    func git(_ arguments: [String], in folder: String = "") throws -> String {
        guard let git = Git(environment: environment(), currentDirectory: root) else {
            throw VaultError.gitFailed(command: "git", message: "git was not found")
        }
        return try git.check(arguments, in: path(folder))
    }

    /// Makes the vault a git repository and commits everything in it.
    func commitAll(message: String = "initial") throws {
        try git(["init", "--quiet"])
        try git(["add", "-A"])
        try git(["commit", "--quiet", "-m", message])
    }
}
