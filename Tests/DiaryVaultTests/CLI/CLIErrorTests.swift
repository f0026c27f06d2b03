import Foundation
import Testing
@testable import DiaryVault

@Suite struct CLIErrorTests {
    @Test(arguments: [
        (CLIError.unknownCommand("calnedar", suggestion: "calendar"), "unknown command 'calnedar'", "did you mean 'calendar'?"),
        (.unknownCommand("x", suggestion: nil), "unknown command 'x'", nil),
        (.unknownOption("--stra", suggestion: "--star"), "unknown option '--stra'", "did you mean '--star'?"),
        (.unknownOption("-q", suggestion: nil), "unknown option '-q'", nil),
        (.missingValue(option: "-d <date>"), "missing value for '-d <date>'", nil),
        (.unexpectedValue(option: "--star", value: "yes"), "the option '--star' does not take any value, but 'yes' was specified", nil),
        (.unexpectedArguments(["b"]), "unexpected argument 'b'", nil),
        (.unexpectedArguments(["b", "baz"]), "2 unexpected arguments: 'b', 'baz'", nil),
        (.missingArgument("<ref>"), "missing expected argument '<ref>'", nil),
        (.invalidValue("purple", for: "--color <mode>", expected: "'auto', 'always' or 'never'"),
         "the value 'purple' is invalid for '--color <mode>': expected 'auto', 'always' or 'never'", nil),
        (.repeatedOption("--date"), "the option '--date' cannot be given more than once", nil),
    ] as [(CLIError, String, String?)])
    func describesTheProblemInOneLine(error: CLIError, description: String, suggestion: String?) {
        #expect(error.errorDescription == description)
        #expect(error.recoverySuggestion == suggestion)
        #expect(error.localizedDescription == description)
    }

    @Test(arguments: [
        (["a"], "'a'"),
        (["a", "b"], "'a' or 'b'"),
        (["auto", "always", "never"], "'auto', 'always' or 'never'"),
    ])
    func listsAllowedValues(values: [String], phrase: String) {
        #expect(CLIError.oneOf(values) == phrase)
    }
}
