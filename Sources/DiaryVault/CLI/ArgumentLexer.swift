/// One command-line argument, classified, with the position in the argument vector it came from.
///
/// Tokens know nothing about which options exist: `-yv` is a cluster of letters, and whether a
/// `.value` is a command name, an option's value or a positional argument is the parser's call.
struct ArgumentToken: Hashable, Sendable {
    /// What an argument looks like on its own.
    enum Kind: Hashable, Sendable {
        /// `--name` (value `nil`) or `--name=value`; the name is without the dashes.
        case longOption(name: String, value: String?)
        /// `-y` or a cluster `-yv`: the characters after the single dash, in order.
        case shortOptions(String)
        /// The `--` terminator: every later argument is a `.value`.
        case terminator
        /// Anything else, including a lone `-` (standard input) and every argument after `--`.
        case value(String)
    }

    /// What the argument looks like.
    var kind: Kind
    /// The 0-based index in the argument vector; index 0 is the program name.
    var index: Int
}

/// Splits an argument vector into ``ArgumentToken``s, following the POSIX utility conventions
/// (XBD 12.2) with GNU long options.
///
/// `--name` and `--name=value` are long options; `-y` and `-yv` are short options; `--` ends the
/// options, so everything after it is a value; a lone `-` and every argument not starting with a
/// dash are values. An empty string is a value.
enum ArgumentLexer {
    /// Classifies every argument after the program name.
    ///
    /// - Parameters:
    ///   - arguments: The full argument vector, program name first.
    ///   - start: The index of the first argument to classify; 1 skips the program name.
    /// - Returns: One token per argument from `start` on, in order.
    static func tokens(_ arguments: [String], from start: Int = 1) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        tokens.reserveCapacity(max(arguments.count - start, 0))
        var isAfterTerminator = false
        for index in arguments.indices where index >= start {
            let argument = arguments[index]
            let kind: ArgumentToken.Kind
            if isAfterTerminator {
                kind = .value(argument)
            } else if argument == "--" {
                kind = .terminator
                isAfterTerminator = true
            } else {
                kind = classify(argument)
            }
            tokens.append(ArgumentToken(kind: kind, index: index))
        }
        return tokens
    }

    /// Classifies one argument that comes before any `--`.
    ///
    /// - Parameter argument: The argument as given, not `--`.
    /// - Returns: Its kind.
    private static func classify(_ argument: String) -> ArgumentToken.Kind {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            guard let equals = body.firstIndex(of: "=") else {
                return .longOption(name: String(body), value: nil)
            }
            let value = body[body.index(after: equals)...]
            return .longOption(name: String(body[..<equals]), value: String(value))
        }
        if argument.hasPrefix("-"), argument.count > 1 {
            // `-5`, `-5 degrees`, `- a list item`: no option starts with a digit or holds a space,
            // so such text is a value (`--title "-5 degrees"`), as argparse reads negative numbers.
            if let second = argument.dropFirst().first, second.isNumber || argument.contains(" ") {
                return .value(argument)
            }
            return .shortOptions(String(argument.dropFirst()))
        }
        return .value(argument)
    }
}

extension ArgumentToken: CustomStringConvertible {
    /// The token as `[index] text`, for test failures and debugging.
    var description: String {
        switch kind {
        case .longOption(let name, nil): "[\(index)] --\(name)"
        case .longOption(let name, let value?): "[\(index)] --\(name)='\(value)'"
        case .shortOptions(let letters): "[\(index)] -\(letters)"
        case .terminator: "[\(index)] --"
        case .value(let value): "[\(index)] '\(value)'"
        }
    }
}
