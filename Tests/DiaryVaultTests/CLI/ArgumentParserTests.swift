import Testing
@testable import DiaryVault

@Suite struct ArgumentParserTests {
    /// Parses `vault <arguments>` against the test commands.
    private func parse(_ arguments: [String]) throws(CLIError) -> ArgumentParser.Request {
        var parser = ArgumentParser(registry: TestCommands.registry)
        return try parser.parse(["vault"] + arguments)
    }

    /// The summary of a parsed `run` request, or a description of any other request.
    private func outcome(_ arguments: [String]) throws -> String {
        switch try parse(arguments) {
        case .overview: "overview"
        case .help(let spec): "help \(spec.name)"
        case .version: "version"
        case .manual: "manual"
        case .run(let command, let parsed): "\(command.name): \(parsed.summary)"
        }
    }

    @Test(arguments: [
        (["greet", "hi"], "greeting=hi"),
        (["greet", "hi", "a.md", "b.md"], "greeting=hi file=a.md file=b.md"),
        (["greet", "--loud", "hi"], "loud greeting=hi"),
        (["greet", "hi", "-l"], "loud greeting=hi"),
        (["greet", "-lv", "hi"], "loud verbose greeting=hi"),
        (["greet", "-vv", "hi", "-v"], "verbose verbose verbose greeting=hi"),
        (["greet", "--name", "Ada", "--name=Grace", "-n", "Linus", "-nKen", "hi"], "name=Ada name=Grace name=Linus name=Ken greeting=hi"),
        (["greet", "-ln", "Ada", "hi"], "loud name=Ada greeting=hi"),
        (["greet", "-lnAda", "hi"], "loud name=Ada greeting=hi"),
        (["greet", "--style", "fancy", "hi"], "style=fancy greeting=hi"),
        (["greet", "--", "-hello-", "--loud", "-l"], "greeting=-hello- file=--loud file=-l"),
        (["greet", "hi", "--", "--"], "greeting=hi file=--"),
        (["greet", "hi", "-"], "greeting=hi file=-"),
        (["greet", "--name", "-", "hi"], "name=- greeting=hi"),
        (["greet", "--name=", "hi"], "name= greeting=hi"),
        (["greet", "--name", "", "hi"], "name= greeting=hi"),
        (["greet", "안녕", "일기.md"], "greeting=안녕 file=일기.md"),
        (["calendar"], ""),
        (["calendar", "2026-11"], "month=2026-11"),
    ])
    func parsesCommandLine(arguments: [String], summary: String) throws {
        let command = arguments.first { $0 != "--" }!
        #expect(try outcome(arguments) == "\(command): \(summary)")
    }

    @Test(arguments: [
        (["--vault", "D", "greet", "hi"], "greeting=hi vault=D"),
        (["greet", "hi", "--vault", "D"], "greeting=hi vault=D"),
        (["greet", "--vault=D", "hi"], "greeting=hi vault=D"),
        (["--color", "never", "greet", "hi", "--locale", "ko_KR"], "greeting=hi color=never locale=ko_KR"),
        (["greet", "hi", "--color=always"], "greeting=hi color=always"),
        (["--locale=ko_KR.UTF-8", "greet", "hi"], "greeting=hi locale=ko_KR.UTF-8"),
        (["--vault", "D", "--color=always", "--locale", "ja_JP", "greet", "hi"], "greeting=hi vault=D color=always locale=ja_JP"),
        (["greet", "hi", "--", "--vault", "D"], "greeting=hi file=--vault file=D"),
        (["--", "greet", "hi"], "greeting=hi"),
    ])
    func acceptsGlobalOptionsBeforeAndAfterTheCommand(arguments: [String], summary: String) throws {
        #expect(try outcome(arguments) == "greet: \(summary)")
    }

    @Test(arguments: [
        ([], "overview"),
        (["--help"], "overview"),
        (["-h"], "overview"),
        (["help"], "overview"),
        (["--vault", "D"], "overview"),
        (["help", "greet"], "help greet"),
        (["greet", "--help"], "help greet"),
        (["greet", "-h"], "help greet"),
        (["greet", "-lh"], "help greet"),
        (["--help", "greet"], "help greet"),
        (["-h", "greet", "--bogus"], "help greet"),
        (["greet", "--help", "--bogus"], "help greet"),
        (["help", "--vault", "D", "greet"], "help greet"),
        (["help", "help"], "help help"),
        (["help", "--help"], "help help"),
        (["--version"], "version"),
        (["--version", "--color", "never"], "version"),
        (["greet", "--version"], "version"),
    ])
    func answersHelpAndVersionRequests(arguments: [String], request: String) throws {
        #expect(try outcome(arguments) == request)
    }

    @Test(arguments: [
        (["calnedar"], CLIError.unknownCommand("calnedar", suggestion: "calendar")),
        (["nosuch"], .unknownCommand("nosuch", suggestion: nil)),
        (["help", "calnedar"], .unknownCommand("calnedar", suggestion: "calendar")),
        (["Greet", "hi"], .unknownCommand("Greet", suggestion: "greet")),
        (["greet", "--lod", "hi"], .unknownOption("--lod", suggestion: "--loud")),
        (["greet", "--stlye=x", "hi"], .unknownOption("--stlye", suggestion: "--style")),
        (["greet", "hi", "--vualt", "D"], .unknownOption("--vualt", suggestion: "--vault")),
        (["greet", "-q", "hi"], .unknownOption("-q", suggestion: nil)),
        (["greet", "-lq", "hi"], .unknownOption("-q", suggestion: nil)),
        (["greet", "-loud", "hi"], .unknownOption("-loud", suggestion: "--loud")),
        (["greet", "-name", "Ada", "hi"], .unknownOption("-name", suggestion: "--name")),
        (["--loud", "greet", "hi"], .unknownOption("--loud", suggestion: nil)),
        (["--colr", "never"], .unknownOption("--colr", suggestion: "--color")),
        (["greet", "hi", "--name"], .missingValue(option: "--name <name>")),
        (["greet", "hi", "-n"], .missingValue(option: "-n <name>")),
        (["greet", "hi", "-ln"], .missingValue(option: "-n <name>")),
        (["greet", "--name", "--loud", "hi"], .missingValue(option: "--name <name>")),
        (["greet", "--name", "--", "hi"], .missingValue(option: "--name <name>")),
        (["--vault"], .missingValue(option: "--vault <dir>")),
        (["greet", "--loud=yes", "hi"], .unexpectedValue(option: "--loud", value: "yes")),
        (["--help=please"], .unexpectedValue(option: "--help", value: "please")),
        (["greet"], .missingArgument("<greeting>")),
        (["greet", "--loud"], .missingArgument("<greeting>")),
        (["calendar", "11", "12"], .unexpectedArguments(["12"])),
        (["calendar", "11", "12", "-", "--", "--x"], .unexpectedArguments(["12", "-", "--x"])),
        (["help", "greet", "extra"], .unexpectedArguments(["extra"])),
        (["--version", "extra"], .unexpectedArguments(["extra"])),
        (["--version", "nosuch", "--", "x"], .unexpectedArguments(["nosuch", "x"])),
        (["--version", "--bogus"], .unknownOption("--bogus", suggestion: nil)),
        (["greet", "--style", "bold", "hi"], .invalidValue("bold", for: "--style <style>", expected: "'plain' or 'fancy'")),
        (["--color", "purple", "greet", "hi"], .invalidValue("purple", for: "--color <mode>", expected: "'auto', 'always' or 'never'")),
        (["greet", "hi", "--color=purple"], .invalidValue("purple", for: "--color <mode>", expected: "'auto', 'always' or 'never'")),
        (["--locale", "ko KR", "greet", "hi"], .invalidValue("ko KR", for: "--locale <id>", expected: "a locale identifier such as 'ko_KR' or 'en-US'")),
        (["greet", "--loud", "-l", "hi"], .repeatedOption("-l")),
        (["greet", "--style", "plain", "--style=fancy", "hi"], .repeatedOption("--style")),
        (["--vault", "A", "greet", "hi", "--vault", "B"], .repeatedOption("--vault")),
    ] as [([String], CLIError)])
    func rejectsMalformedCommandLine(arguments: [String], error: CLIError) {
        #expect(throws: error) { try parse(arguments) }
    }

    @Test(arguments: [
        (["calnedar"], nil),
        (["help", "nosuch"], nil),
        (["--bogus", "greet"], nil),
        (["greet", "--bogus"], "greet"),
        (["help", "greet", "extra"], "help"),
    ] as [([String], String?)])
    func remembersTheCommandAnErrorBelongsTo(arguments: [String], command: String?) {
        var parser = ArgumentParser(registry: TestCommands.registry)
        #expect(throws: CLIError.self) { try parser.parse(["vault"] + arguments) }
        #expect(parser.command?.name == command)
    }

    /// Arguments used by the assignment tests: a required, optional, and variadic argument.
    static let required = ArgumentSpec.required("a", help: "")
    static let optional = ArgumentSpec.optional("b", help: "")
    static let any = ArgumentSpec.variadic("c", help: "")
    static let some = ArgumentSpec.variadic("c", atLeastOne: true, help: "")

    @Test(arguments: [
        ([required, optional], ["1"], ["a": ["1"]]),
        ([required, optional], ["1", "2"], ["a": ["1"], "b": ["2"]]),
        ([required, any], ["1"], ["a": ["1"]]),
        ([required, any], ["1", "2", "3"], ["a": ["1"], "c": ["2", "3"]]),
        ([some], ["1", "2"], ["c": ["1", "2"]]),
        ([optional, any], [], [:]),
        ([optional, any], ["1", "2"], ["b": ["1"], "c": ["2"]]),
        ([], [], [:]),
    ] as [([ArgumentSpec], [String], [String: [String]])])
    func assignsPositionalValuesLeftToRight(specs: [ArgumentSpec], values: [String], assigned: [String: [String]]) throws {
        #expect(try ArgumentParser.assign(values, to: specs) == assigned)
    }

    @Test(arguments: [
        ([required, optional], [], CLIError.missingArgument("<a>")),
        ([required, optional], ["1", "2", "3"], .unexpectedArguments(["3"])),
        ([required, any], [], .missingArgument("<a>")),
        ([some], [], .missingArgument("<c>")),
        ([], ["x", "y"], .unexpectedArguments(["x", "y"])),
    ] as [([ArgumentSpec], [String], CLIError)])
    func rejectsWrongNumberOfPositionalValues(specs: [ArgumentSpec], values: [String], error: CLIError) {
        #expect(throws: error) { try ArgumentParser.assign(values, to: specs) }
    }
}
