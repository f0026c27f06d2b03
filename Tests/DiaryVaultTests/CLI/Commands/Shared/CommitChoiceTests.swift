import Testing
@testable import DiaryVault

@Suite struct CommitChoiceTests {
    static let spec = CommandSpec(name: "probe", summary: "Probe.", options: [.commit, .noCommit])

    @Test(arguments: [
        ([], false, false), ([], true, true), (["commit"], false, true), (["no-commit"], true, false),
        (["commit"], true, true), (["no-commit"], false, false),
    ] as [([String], Bool, Bool)])
    func choosesTheFlagElseTheConfig(flags: [String], configured: Bool, enabled: Bool) throws {
        let arguments = ParsedArguments(spec: Self.spec, flagCounts: Dictionary(uniqueKeysWithValues: flags.map { ($0, 1) }))
        var config = VaultConfig()
        config.commit = configured
        #expect(try CommitChoice(arguments, config: config).isEnabled == enabled)
    }

    @Test func refusesBothFlags() {
        let arguments = ParsedArguments(spec: Self.spec, flagCounts: ["commit": 1, "no-commit": 1])
        #expect(throws: CLIError.conflictingOptions("--commit", "--no-commit")) {
            try CommitChoice(arguments, config: VaultConfig())
        }
    }

    @Test func commitsNothingWhenNotEnabled() {
        var changes = ChangeSet(action: "star")
        changes.record(nil, fallback: "2026/11/a.md", paths: ["2026/11/a.md"])
        let stderr = CapturingWriter()
        let status = CommitChoice(isEnabled: false).commit(changes, in: nil, context: CLIContext.test(standardError: stderr))
        #expect(status == .success)
        #expect(stderr.text == "")
    }
}
