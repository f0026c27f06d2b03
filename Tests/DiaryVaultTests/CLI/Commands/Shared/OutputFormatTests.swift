import Testing
@testable import DiaryVault

@Suite struct OutputFormatTests {
    /// A spec like `vault index`'s: `--json` and two flags that choose another output.
    static let spec = CommandSpec(
        name: "probe", summary: "Probe.",
        options: [.json(help: "Print JSON."), .flag("write", help: "Write."), .flag("check", help: "Check.")])

    /// The parsed command line with the given flags.
    static func arguments(_ flags: [String]) -> ParsedArguments {
        ParsedArguments(spec: spec, flagCounts: Dictionary(uniqueKeysWithValues: flags.map { ($0, 1) }))
    }

    @Test(arguments: [([], OutputFormat.text), (["json"], .json), (["write"], .text), (["check"], .text)])
    func readsTheFormatOfTheCommandLine(flags: [String], format: OutputFormat) throws {
        #expect(try OutputFormat(Self.arguments(flags), conflicts: ["write", "check"]) == format)
    }

    @Test(arguments: [(["json", "write"], "--write"), (["json", "check"], "--check"), (["json", "write", "check"], "--write")])
    func refusesJSONWithAFlagThatChoosesAnotherOutput(flags: [String], other: String) {
        #expect(throws: CLIError.conflictingOptions("--json", other)) {
            try OutputFormat(Self.arguments(flags), conflicts: ["write", "check"])
        }
    }

    @Test func allowsEveryFlagWhenNoneConflicts() throws {
        #expect(try OutputFormat(Self.arguments(["json", "write"])) == .json)
    }

    @Test func declaresJSONUnderOneName() {
        let option = OptionSpec.json(help: "Print the index as JSON.")
        #expect(option.name == "json")
        #expect(option.kind == .flag)
        #expect(option.help == "Print the index as JSON.")
    }
}
