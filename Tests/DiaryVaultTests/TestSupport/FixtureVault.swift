import Foundation
@testable import DiaryVault

/// A vault in a temporary folder of its own, copied from a fixture, removed when released.
///
/// Each test makes its own, so tests never share files (STYLE item 11). The copy gets a `.vault/`
/// folder (fixtures leave it out: SwiftPM resources skip hidden folders), and ``run(_:)`` runs the
/// real command list in-process with the vault as the working directory, so paths print relative.
final class FixtureVault: @unchecked Sendable {
    /// The folder of the vault.
    let url: URL

    /// The fixture folders under `Fixtures/`.
    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    /// Copies `Fixtures/<fixture>` (or nothing, for an empty vault) into a new temporary folder.
    ///
    /// - Parameter fixture: The fixture folder's name, or `nil` for an empty vault.
    init(copying fixture: String? = nil) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("vault-check-\(UUID().uuidString)")
        url = base.appendingPathComponent("vault")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        if let fixture {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: url.appendingPathComponent(".vault"), withIntermediateDirectories: true)
    }

    deinit {
        let base = url.deletingLastPathComponent()
        // Give back permissions taken away by a test so the folder can be removed.
        if let paths = FileManager.default.enumerator(atPath: base.path) {
            for case let path as String in paths {
                chmod(base.appendingPathComponent(path).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: base)
    }

    /// The vault as the library opens it.
    var vault: Vault {
        get throws { try Vault(root: url.path, currentDirectory: "/") }
    }

    /// The folder next to the vault, outside it, for links that lead out.
    var outside: URL { url.deletingLastPathComponent().appendingPathComponent("outside") }

    /// The absolute path of a vault-relative path.
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes bytes to a vault-relative path, creating folders.
    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Writes text to a vault-relative path, creating folders.
    func write(_ relative: String, _ text: String) throws {
        try write(relative, Array(text.utf8))
    }

    /// The bytes of a vault-relative path.
    func read(_ relative: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: url.appendingPathComponent(relative)))
    }

    /// Every regular file of the vault (outside `.vault/` and `.git/`) with its bytes.
    func snapshot() throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: url.path) ?? NSEnumerator()
        where !path.hasPrefix(".vault") && !path.hasPrefix(".git") {
            let attributes = try FileManager.default.attributesOfItem(atPath: self.path(path))
            if attributes[.type] as? FileAttributeType == .typeRegular { files[path] = try read(path) }
        }
        return files
    }

    /// Runs `vault` with the real commands, in the vault folder (or `directory`).
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - directory: The working directory; the vault by default.
    func run(_ arguments: [String], in directory: URL? = nil) -> CLIRun {
        let stdout = CapturingWriter(isBuffered: true)
        let stderr = CapturingWriter()
        var context = CLIContext.test(standardOutput: stdout, standardError: stderr)
        context.currentDirectory = URL(fileURLWithPath: (directory ?? url).path, isDirectory: true)
        let status = CLI.run(arguments: ["vault"] + arguments, context: context, registry: CLI.commands)
        return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// Runs a program (git) in the vault folder and returns its standard output.
    ///
    /// - Parameters:
    ///   - executable: The program, looked up on `PATH` by `/usr/bin/env`.
    ///   - arguments: Its arguments.
    ///   - input: Text for its standard input.
    /// - Throws: When it cannot start or exits non-zero.
    @discardableResult
    func shell(_ executable: String, _ arguments: [String], input: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = url
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = url.deletingLastPathComponent().path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        process.environment = environment
        let output = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(executable) \(arguments) exited \(process.terminationStatus)"])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether `git` can be run here.
    static let hasGit: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}
