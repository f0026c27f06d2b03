import Foundation
import Testing
@testable import DiaryVault

/// What the end-to-end tests share: the fixture vaults, the real `vault` commands run in-process
/// in them, and snapshot files. Tests that write work in a ``TemporaryVault``.
///
/// Runs use ``CLIContext/test(arguments:environment:standardInput:standardOutput:standardError:isOutputTerminal:terminalWidth:now:timeZone:)``:
/// a fixed clock (2026-11-29 21:14 in Seoul), no terminal, width 80, an empty environment. So no
/// expectation depends on the machine's clock, time zone, locale or terminal; `.ci/run` runs these
/// suites again under `TZ=Pacific/Kiritimati` and `TZ=America/Adak` to prove it.
enum EndToEnd {
    /// The test bundle's copy of `Tests/DiaryVaultTests/Fixtures`.
    static var fixtures: URL { TemporaryVault.fixtures }

    /// The source tree's `Tests/DiaryVaultTests/Fixtures`, where recorded snapshots are written.
    static let sourceFixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// The repository's `SampleVault`, the diary the README tours.
    static let sampleVault = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SampleVault", isDirectory: true)

    /// Runs the real `vault` command line in-process (see
    /// ``TemporaryVault/run(_:in:environment:input:isOutputTerminal:terminalWidth:now:timeZone:)``).
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
        timeZone: TimeZone = TemporaryVault.seoul
    ) -> CLIRun {
        TemporaryVault.run(arguments, in: directory, environment: environment, isOutputTerminal: isOutputTerminal,
                           terminalWidth: terminalWidth, timeZone: timeZone)
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
