import Testing
@testable import DiaryVault

@Suite struct ListingOutputTests {
    /// A command that lists: `--json`, `--paths`, `-0`, `--count`, and one positional argument.
    static let listing = Command(
        name: "listing", summary: "List.", options: [.json(help: "JSON.")] + ListingOutput.options,
        arguments: [.optional("period", help: "A period.")], run: { _, _ in .success })

    /// Parses `vault listing <arguments>`.
    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parser = ArgumentParser(registry: CommandRegistry(abstract: "Test.", commands: [listing]))
        guard case .run(_, let parsed) = try parser.parse(["vault", "listing"] + arguments) else {
            throw CLIError.missingArgument("a run request")
        }
        return parsed
    }

    @Test(arguments: [
        ([String](), ListingOutput.entries(.text)),
        (["--json"], .entries(.json)),
        (["--paths"], .paths(terminator: 0x0A)),
        (["--paths", "-0"], .paths(terminator: 0)),
        (["-0", "--paths"], .paths(terminator: 0)),
        (["--paths", "--null"], .paths(terminator: 0)),
        (["--count"], .count),
    ])
    func readsTheOutput(_ arguments: [String], _ expected: ListingOutput) throws {
        #expect(try ListingOutput(Self.parse(arguments)) == expected)
    }

    @Test(arguments: [
        (["--json", "--paths"], CLIError.conflictingOptions("--json", "--paths")),
        (["--count", "--paths"], .conflictingOptions("--paths", "--count")),
        (["-0"], .argumentNeedsOption(argument: "-0", option: "--paths")),
        (["--count", "-0"], .argumentNeedsOption(argument: "-0", option: "--paths")),
    ])
    func refusesCombinationsThatMeanNothing(_ arguments: [String], _ error: CLIError) throws {
        #expect(throws: error) { try ListingOutput(Self.parse(arguments)) }
    }

    @Test func aDigitFlagIsAFlagOnlyWhenDeclaredAndBeforeTheTerminator() throws {
        #expect(try Self.parse(["-0", "--paths"]).flag("null"))
        // After `--`, `-0` is a value; `-5` is always one (no such flag).
        #expect(try Self.parse(["--paths", "--", "-0"]).positional("period") == "-0")
        #expect(try Self.parse(["-5"]).positional("period") == "-5")
    }
}
