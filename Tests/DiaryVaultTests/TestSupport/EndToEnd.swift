import Foundation
import Testing
@testable import DiaryVault

/// What the end-to-end tests share: the fixture vaults, the real `vault` commands run in-process,
/// temporary copies for tests that write, and snapshot files.
///
/// Runs use ``CLIContext/test(arguments:environment:standardInput:standardOutput:standardError:isOutputTerminal:terminalWidth:now:timeZone:)``:
/// a fixed clock (2026-11-29 21:14 in Seoul), no terminal, width 80, an empty environment. So no
/// expectation depends on the machine's clock, time zone, locale or terminal; `.ci/run` runs these
/// suites again under `TZ=Pacific/Kiritimati` and `TZ=America/Adak` to prove it.
enum EndToEnd {
    /// The test bundle's copy of `Tests/DiaryVaultTests/Fixtures`.
    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures", isDirectory: true)

    /// The source tree's `Tests/DiaryVaultTests/Fixtures`, where recorded snapshots are written.
    static let sourceFixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// The repository's `SampleVault`, the diary the README tours.
    static let sampleVault = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SampleVault", isDirectory: true)

    /// Runs the real `vault` command line in-process.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - directory: The working directory; fixtures are named relative to it (`--vault SmallVault`),
    ///     so paths in the output do not depend on where the tests run.
    ///   - environment: The environment; empty by default.
    ///   - isOutputTerminal: Whether standard output pretends to be a terminal (colour under `auto`).
    ///   - terminalWidth: The terminal width in columns.
    ///   - timeZone: The zone that decides today's date; Seoul by default.
    /// - Returns: The exit status and both streams.
    static func run(
        _ arguments: [String], in directory: URL = fixtures, environment: [String: String] = [:],
        isOutputTerminal: Bool = false, terminalWidth: Int = 80,
        timeZone: TimeZone = TimeZone(identifier: "Asia/Seoul")!
    ) -> CLIRun {
        let stdout = CapturingWriter(isBuffered: true)
        let stderr = CapturingWriter()
        var context = CLIContext.test(
            environment: environment, standardOutput: stdout, standardError: stderr,
            isOutputTerminal: isOutputTerminal, terminalWidth: terminalWidth, timeZone: timeZone)
        context.currentDirectory = directory
        let status = CLI.run(arguments: ["vault"] + arguments, context: context)
        return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// Runs `body` with a new empty folder under the system's temporary directory, then removes it.
    ///
    /// - Parameter body: Gets the folder's URL.
    /// - Returns: What `body` returns.
    static func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("vault-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// Copies a fixture vault into `directory` under the name `name` (the fixture's own by default).
    ///
    /// - Parameters:
    ///   - fixture: The folder name under `Fixtures`, such as `SmallVault`.
    ///   - directory: The folder to copy into.
    ///   - name: The copy's folder name.
    /// - Returns: The copy's URL.
    @discardableResult
    static func copyFixture(_ fixture: String, into directory: URL, as name: String? = nil) throws -> URL {
        let destination = directory.appendingPathComponent(name ?? fixture, isDirectory: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: destination)
        return destination
    }

    /// Writes text as UTF-8 to a path under `directory`, creating folders on the way.
    static func write(_ text: String, to relativePath: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The bytes of a file.
    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// The modification time of a file in nanoseconds, as `stat` reports it.
    static func modificationTime(_ url: URL) throws -> Int64 {
        try #require(FileSystem.status(url.path)).modified
    }

    /// Expects `actual` to equal the snapshot file `Fixtures/Snapshots/<name>` byte for byte.
    ///
    /// With `VAULT_RECORD_SNAPSHOTS=1` in the environment, writes `actual` to the snapshot in the
    /// source tree instead and records an issue, so a recorded run never passes by accident.
    ///
    /// - Parameters:
    ///   - actual: The output.
    ///   - name: The snapshot's path under `Fixtures/Snapshots`, such as `SmallVault/index.json`.
    static func expectSnapshot(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["VAULT_RECORD_SNAPSHOTS"] == "1" {
            let url = sourceFixtures.appendingPathComponent("Snapshots/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record("recorded snapshot \(name); run again without VAULT_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        let url = fixtures.appendingPathComponent("Snapshots/" + name)
        let expected = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        #expect(actual == expected, "differs from snapshot \(name)", sourceLocation: sourceLocation)
    }
}
