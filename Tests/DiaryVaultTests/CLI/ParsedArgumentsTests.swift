import Testing
@testable import DiaryVault

@Suite struct ParsedArgumentsTests {
    /// Parses `vault greet <arguments>` into its arguments.
    private func greet(_ arguments: [String]) throws -> ParsedArguments {
        var parser = ArgumentParser(registry: TestCommands.registry)
        guard case .run(_, let parsed) = try parser.parse(["vault", "greet"] + arguments) else {
            Issue.record("not a run request")
            return ParsedArguments(spec: TestCommands.greet.spec)
        }
        return parsed
    }

    @Test func readsFlagsValuesAndPositionals() throws {
        let parsed = try greet(["-vv", "--name", "Ada", "-n", "Grace", "--style=plain", "hi", "a.md", "-"])
        #expect(!parsed.flag("loud"))
        #expect(parsed.flag("verbose"))
        #expect(parsed.flagCount("verbose") == 2)
        #expect(parsed.values("name") == ["Ada", "Grace"])
        #expect(parsed.value("name") == "Grace")
        #expect(parsed.value("style") == "plain")
        #expect(parsed.value("number-of-exclamation-marks") == nil)
        #expect(parsed.positional("greeting") == "hi")
        #expect(parsed.positionals("file") == ["a.md", "-"])
        #expect(parsed.positional("file") == "a.md")
    }

    @Test func leavesAbsentValuesEmpty() throws {
        let parsed = try greet(["hi"])
        #expect(parsed.values("name") == [])
        #expect(parsed.positionals("file") == [])
        #expect(parsed.flagCount("loud") == 0)
    }

    @Test func convertsValues() throws {
        let parsed = try greet(["--number-of-exclamation-marks", "3", "hi"])
        #expect(try parsed.value("number-of-exclamation-marks", expected: "a whole number") { Int($0) } == 3)
        #expect(try parsed.values("name", expected: "a name") { $0 } == [])
        #expect(try parsed.positional("greeting", expected: "a word") { $0.uppercased() } == "HI")
        #expect(try parsed.positional("file", expected: "a path") { $0 } == nil)
    }

    @Test func reportsValuesThatDoNotConvert() throws {
        let parsed = try greet(["--number-of-exclamation-marks", "many", "--name", "Ada", "--name", "", "hi"])
        #expect(throws: CLIError.invalidValue("many", for: "--number-of-exclamation-marks <count>", expected: "a whole number")) {
            try parsed.value("number-of-exclamation-marks", expected: "a whole number") { Int($0) }
        }
        #expect(throws: CLIError.invalidValue("", for: "--name <name>", expected: "a non-empty name")) {
            try parsed.values("name", expected: "a non-empty name") { $0.isEmpty ? nil : $0 }
        }
        #expect(throws: CLIError.invalidValue("hi", for: "<greeting>", expected: "a number")) {
            try parsed.positional("greeting", expected: "a number") { Int($0) }
        }
    }
}
