import Foundation
import Testing
@testable import DiaryVault

@Suite struct ReadPipelineTests {
    /// A problem of the given severity.
    static func problem(_ severity: VaultProblem.Severity) -> VaultProblem {
        VaultProblem(.duplicateUUID, severity: severity, path: "2026/11/a.md", message: "something")
    }

    @Test(arguments: [
        (ExitCode.success, [VaultProblem.Severity](), ExitCode.success),
        (.success, [.warning], .success),
        (.success, [.warning, .error], .failure),
        (.success, [.error], .failure),
        (.failure, [], .failure),
        (.failure, [.warning], .failure),
    ])
    func failsOnAnErrorProblemButNotOnAWarning(rendered: ExitCode, severities: [VaultProblem.Severity], status: ExitCode) {
        #expect(ReadPipeline.exitStatus(rendered: rendered, problems: severities.map(Self.problem)) == status)
    }

    @Test(arguments: [([:], false), (["VAULT_STATS": "1"], true), (["VAULT_STATS": "0"], false), (["VAULT_STATS": ""], false)])
    func readsVaultStats(environment: [String: String], wanted: Bool) {
        #expect(ReadPipeline.wantsStatistics(environment) == wanted)
    }

    /// A pipeline over a fixture vault, with the locale from `LANG`.
    static func pipeline(_ fixture: String, stdout: CapturingWriter, stderr: CapturingWriter) throws -> ReadPipeline {
        var arguments = ParsedArguments(spec: CommandSpec(name: "probe", summary: "Probe."))
        arguments.globals.vault = fixture
        var context = CLIContext.test(environment: ["LANG": "ko_KR.UTF-8"], standardOutput: stdout, standardError: stderr)
        context.currentDirectory = EndToEnd.fixtures
        return try ReadPipeline(arguments: arguments, context: context)
    }

    /// What the pipeline reads: a scope and a query, without the cache (the fixtures are not written).
    static func options(_ scope: VaultWalker.Scope = .all, query: EntryQuery? = nil) throws -> ReadOptions {
        var options = try ReadOptions(ParsedArguments(spec: CommandSpec(name: "probe", summary: "Probe.")), context: .test())
        options.scope = scope
        options.query = query
        options.useCache = false
        return options
    }

    @Test func readsAScopeWithTheLocaleNormalisedOnce() throws {
        let stdout = CapturingWriter(), stderr = CapturingWriter()
        var seen: ReadPipeline.Reading?
        let status = try Self.pipeline("SmallVault", stdout: stdout, stderr: stderr).run(Self.options(.month(year: 2026, month: 1))) { reading in
            seen = reading
            return .success
        }
        let reading = try #require(seen)
        #expect(status == .success)
        #expect(reading.settings.localeIdentifier == "ko_KR")
        #expect(reading.index.entries.count == 5)
        #expect(reading.problems.isEmpty)
        #expect(stderr.text == "")
    }

    @Test func reportsErrorsAfterRenderingAndFails() throws {
        let stdout = CapturingWriter(), stderr = CapturingWriter()
        let status = try Self.pipeline("BrokenVault", stdout: stdout, stderr: stderr).run(Self.options()) { reading in
            #expect(!reading.problems.isEmpty)
            stdout.write("rendered\n")
            return .success
        }
        #expect(status == .failure)
        #expect(stdout.text == "rendered\n")
        #expect(stderr.text.contains(": error: "))
    }

    @Test func passesOnlyTheSelectedEntriesToTheIndex() throws {
        let stdout = CapturingWriter(), stderr = CapturingWriter()
        var query = EntryQuery()
        query.order = .oldest
        query.limit = 2
        _ = try Self.pipeline("SmallVault", stdout: stdout, stderr: stderr).run(Self.options(query: query)) { reading in
            #expect(reading.index.entries.count == 2)
            #expect(reading.entries.count == 2)
            #expect(reading.entries[0].day < reading.entries[1].day || reading.entries[0].day == reading.entries[1].day)
            #expect(reading.index.entries.map(\.path) == reading.entries.reversed().map(\.path))
            return .success
        }
    }

    @Test func readsTheFrontMatterOnlyWhenTheQueryNeedsIt() throws {
        let stdout = CapturingWriter(), stderr = CapturingWriter()
        var query = EntryQuery()
        // `has:title` asks whether the key is written, which only the file can tell: one entry of
        // SmallVault writes `title:`, the others take their title from the body.
        query.predicates = [try EntryQuery.predicate(parsing: "has:title")]
        #expect(query.needsFrontMatter)
        _ = try Self.pipeline("SmallVault", stdout: stdout, stderr: stderr).run(Self.options(query: query)) { reading in
            let vault = try TemporaryVault(copying: "SmallVault")
            let expected = vault.files(under: "").filter { $0.hasSuffix(".md") && (try? vault.text($0).contains("\ntitle:")) == true }
            #expect(expected.count == 1)
            #expect(reading.entries.map(\.path) == expected)
            return .success
        }
    }

    /// A broken file is reported and makes every read command exit 1, as its help says
    /// (``ReadPipeline/exitStatusHelp``).
    @Test(arguments: ["on-this-day", "dday", "stats", "heatmap", "calendar", "list", "tags", "index"])
    func aBrokenFileIsReportedAndExitsOneAsTheHelpSays(command: String) throws {
        let vault = try TemporaryVault.recentDays()
        try vault.write("2026/11/2026-11-27-broken.md", "---\ndate: [\n---\n# Broken\n")
        let run = vault.run([command, "--json"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("2026-11-27-broken.md"))
        #expect(run.stdout.contains(#""problems":[{"kind":"#))
        let help = vault.run(["help", command]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("Exit status: 0, also when nothing is found; 1 when a file of the vault has an error"))
    }
}
