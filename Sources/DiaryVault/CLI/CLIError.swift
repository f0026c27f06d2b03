import Foundation

/// A command line that could not be understood: the usage errors of the CLI layer.
///
/// Every case exits with status 64 (``ExitCode/usage``). Cases carry the text as the user typed it
/// and what would have been accepted; ``errorDescription`` is one line in the wording of
/// swift-argument-parser (lowercased, no final period), and ``recoverySuggestion`` is the
/// "did you mean" hint when there is one. Commands throw ``invalidValue(_:for:expected:)`` for
/// values they cannot read.
enum CLIError: Error, Hashable, Sendable {
    /// The command word is not a known command; the closest known name, if any.
    case unknownCommand(String, suggestion: String?)
    /// An option the command does not accept, as typed (`--stra`, `-q`); the closest option, with
    /// dashes, if any.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value was last on the line or followed by another option; its
    /// synopsis as typed, such as `--date <date>`.
    case missingValue(option: String)
    /// A flag was given a value with `=`: the flag as typed and the value.
    case unexpectedValue(option: String, value: String)
    /// Positional arguments left over after every argument the command takes was filled.
    case unexpectedArguments([String])
    /// A required positional argument is missing; its placeholder, such as `<ref>`.
    case missingArgument(String)
    /// A value that is not acceptable: the value, the option synopsis or argument placeholder it
    /// was given for, and a phrase saying what is expected.
    case invalidValue(String, for: String, expected: String)
    /// An option that is not repeatable was given more than once, as typed the second time.
    case repeatedOption(String)
    /// Two options that exclude each other were both given, as `--name` spellings.
    case conflictingOptions(String, String)
    /// An argument that is only meaningful with an option was given without it.
    case argumentNeedsOption(argument: String, option: String)
    /// A query value that does not parse (`--where`, `--mood`): the option synopsis, the text as
    /// typed, the 1-based UTF-8 byte column of the bad part, and a phrase saying what is expected.
    case invalidQuery(option: String, text: String, column: Int, expected: String)
}

extension CLIError: LocalizedError {
    /// The problem in one line, naming the offending text.
    var errorDescription: String? {
        switch self {
        case .unknownCommand(let name, _):
            "unknown command '\(name)'"
        case .unknownOption(let option, _):
            "unknown option '\(option)'"
        case .missingValue(let option):
            "missing value for '\(option)'"
        case .unexpectedValue(let option, let value):
            "the option '\(option)' does not take any value, but '\(value)' was specified"
        case .unexpectedArguments(let arguments) where arguments.count == 1:
            "unexpected argument '\(arguments[0])'"
        case .unexpectedArguments(let arguments):
            "\(arguments.count) unexpected arguments: " + arguments.map { "'\($0)'" }.joined(separator: ", ")
        case .missingArgument(let placeholder):
            "missing expected argument '\(placeholder)'"
        case .invalidValue(let value, let target, let expected):
            "the value '\(value)' is invalid for '\(target)': expected \(expected)"
        case .repeatedOption(let option):
            "the option '\(option)' cannot be given more than once"
        case .conflictingOptions(let first, let second):
            "the options '\(first)' and '\(second)' cannot be used together"
        case .argumentNeedsOption(let argument, let option):
            "the argument '\(argument)' is only accepted with '\(option)'"
        case .invalidQuery(let option, let text, let column, let expected):
            // The text, then a caret under the bad part (both indented by two spaces).
            "the value of '\(option)' is invalid at column \(column): \(expected)\n  "
                + TerminalText.escaped(text).text + "\n  " + TerminalText.caretLine(forByteColumn: column, in: text)
        }
    }

    /// The "did you mean" hint, when a close name is known.
    var recoverySuggestion: String? {
        switch self {
        case .unknownCommand(_, let suggestion?), .unknownOption(_, let suggestion?):
            "did you mean '\(suggestion)'?"
        default:
            nil
        }
    }
}

extension CLIError {
    /// A phrase listing the allowed values: `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    ///
    /// - Parameter values: The allowed values, at least one.
    static func oneOf(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
