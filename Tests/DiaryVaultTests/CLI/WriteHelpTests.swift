import Testing
@testable import DiaryVault

/// `vault help <command>` documents every writing command and flag.
@Suite struct WriteHelpTests {
    static let commands = ["init", "new", "edit", "star", "unstar", "set", "unset", "delete"]

    @Test func overviewListsTheCommands() {
        let overview = runCLI(["--help"], registry: CLI.commands).stdout
        for name in Self.commands {
            #expect(overview.contains("\n  \(name) "), "\(name) missing from the overview")
        }
    }

    @Test(arguments: commands)
    func helpNamesEveryOptionAndGivesExamples(name: String) throws {
        let spec = try #require(CLI.commands.spec(named: name))
        let run = runCLI(["help", name], registry: CLI.commands)
        #expect(run.status == 0)
        for option in spec.options {
            #expect(run.stdout.contains("  " + option.helpLabel), "\(name): --\(option.name) has no help row")
            // The selection options are one `<selection>` in the usage line, named in their help rows.
            let inUsage = spec.usage.contains("--" + option.name)
                || (SelectionOptions.names.contains(option.name) && spec.usage.contains("<selection>"))
            #expect(inUsage, "\(name): --\(option.name) is not in the usage line")
        }
        #expect(run.stdout.contains("\n  Examples:\n    vault \(name)"))
        for line in run.stdout.split(separator: "\n") {
            #expect(line.count <= 80, "\(name): \(line)")
        }
    }
}
