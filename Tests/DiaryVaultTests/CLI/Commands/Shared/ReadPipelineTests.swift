import Foundation
import Testing
@testable import DiaryVault

@Suite struct ReadPipelineTests {
    /// A problem of the given severity.
    static func problem(_ severity: VaultProblem.Severity) -> VaultProblem {
        VaultProblem(kind: "probe", severity: severity, path: "2026/11/a.md", message: "something")
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

    @Test func readsAScopeWithTheLocaleNormalisedOnce() throws {
        let stdout = CapturingWriter(), stderr = CapturingWriter()
        var seen: ReadPipeline.Reading?
        let status = try Self.pipeline("SmallVault", stdout: stdout, stderr: stderr).run(.month(year: 2026, month: 1)) { reading in
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
        let status = try Self.pipeline("BrokenVault", stdout: stdout, stderr: stderr).run { reading in
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
        _ = try Self.pipeline("SmallVault", stdout: stdout, stderr: stderr).run(select: { Array($0.prefix(2)) }) { reading in
            #expect(reading.index.entries.count == 2)
            return .success
        }
    }
}
