import Foundation
import Testing
@testable import DiaryVault

// The "Add a read command" recipe of docs/ARCHITECTURE.md, followed to the letter: this file is
// the one new file (a spec in an extension of `Command`, one work type), and the registry below is
// the one line that `CLI.commands` would gain. If the recipe stops being true, this stops compiling.

extension Command {
    /// `vault count`: how many entries the selection options select (a test of the recipe only).
    static let count = Command(
        name: "count",
        summary: "Count the entries the selection options select.",
        options: [.json(help: "Print the count as JSON.")] + SelectionOptions.specs + [.noCache],
        arguments: [.optional("period", help: "A year, a month or a day.")],
        work: CountCommand.init)
}

/// The work of `vault count`.
struct CountCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Counts the selected entries; problems and the exit status are the pipeline's.
    func run() throws -> ExitCode {
        let options = try ReadOptions(arguments, context: context, period: arguments.positional("period"))
        return try ReadPipeline(arguments: arguments, context: context).run(options) { reading in
            switch options.format {
            case .text: context.standardOutput.write("\(reading.entries.count) entries\n")
            case .json: context.standardOutput.write("{\"count\":\(reading.entries.count)}\n")
            }
            return .success
        }
    }
}

@Suite struct RecipeCommandTests {
    /// The real commands plus the one registry line of the recipe.
    static let registry = CommandRegistry(abstract: CLI.commands.abstract, commands: CLI.commands.commands + [.count])

    /// Runs `vault --vault SmallVault <arguments>` with ``registry``.
    static func run(_ arguments: [String]) throws -> CLIRun {
        let vault = try TemporaryVault(copying: "SmallVault")
        let stdout = CapturingWriter(isBuffered: true), stderr = CapturingWriter()
        let context = CLIContext.test(standardOutput: stdout, standardError: stderr)
        let status = CLI.run(arguments: ["vault", "--vault", vault.root] + arguments, context: context, registry: registry)
        return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    @Test(arguments: [
        (["count"], "10 entries\n"),
        (["count", "--starred"], "3 entries\n"),
        (["count", "2026-01"], "5 entries\n"),
        (["count", "--in", "2025", "--json"], "{\"count\":3}\n"),
        (["count", "--where", "mood>=good", "-n", "2"], "2 entries\n"),
        (["count", "--starred", "--no-cache"], "3 entries\n"),
    ])
    func aCommandFromTheRecipeSelectsWithTheSharedOptions(_ arguments: [String], _ expected: String) throws {
        let result = try Self.run(arguments)
        #expect(result.stdout == expected)
    }

    @Test func aBadQueryIsAUsageErrorWithACaret() throws {
        let result = try Self.run(["count", "--where", "mood >> good"])
        #expect(result.status == 64)
        #expect(result.stderr == """
            error: the value of '--where <expression>' is invalid at column 6: expected an operator (=, !=, <, <=, >, >= or ~), not '>>'; a value that starts with '>' goes in quotes, as in mood > '>...'
              mood >> good
                   ^
            hint: see 'vault help count'

            """)
        #expect(result.stdout.isEmpty)
    }

    @Test func theRecipeCommandHasHelpLikeEveryOther() throws {
        let result = try Self.run(["help", "count"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--where"))
        #expect(result.stdout.contains("--no-cache"))
        #expect(result.stdout.contains("Count the entries the selection options select."))
    }
}
