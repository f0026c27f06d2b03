import Foundation
@testable import DiaryVault

/// Commands that exist only to exercise the CLI machinery; none is a real diary command.
enum TestCommands {
    /// The test commands in help order.
    static let registry = CommandRegistry(
        abstract: "A test registry for the vault command-line machinery.",
        commands: [greet, calendar, fail, context]
    )

    /// Flags, repeatable options, allowed values, a required and a variadic argument; prints what it
    /// parsed.
    static let greet = Command(
        name: "greet",
        summary: "Greet people, loudly if asked.",
        discussion: """
            Prints what it parsed, one line, so that tests can see how the command line was read. \
            The greeting comes first, then any files.

            Examples:
              vault greet hello --name Ada --name Grace
              vault greet --loud -- -hello-
            """,
        options: [
            .flag("loud", short: "l", help: "Shout the greeting."),
            .flag("verbose", short: "v", repeatable: true, help: "Say more; repeat for even more."),
            .value("name", short: "n", valueName: "name", repeatable: true, help: "Someone to greet; repeat to greet several people."),
            .value("style", valueName: "style", allowedValues: ["plain", "fancy"], help: "The style: plain or fancy."),
            .value("number-of-exclamation-marks", valueName: "count", help: "How many exclamation marks to add."),
        ],
        arguments: [
            .required("greeting", help: "The greeting to use."),
            .variadic("file", help: "Files to read names from; - reads standard input."),
        ],
        run: { arguments, context in
            let count = try arguments.value("number-of-exclamation-marks", expected: "a whole number") { Int($0) }
            context.standardOutput.write(arguments.summary + (count.map { " count=\($0)" } ?? "") + "\n")
            return .success
        }
    )

    /// A stand-in named like a real command, for "did you mean" tests.
    static let calendar = Command(
        name: "calendar",
        summary: "Stand-in for suggestions.",
        arguments: [.optional("month", help: "A month.")],
        run: { _, _ in .success }
    )

    /// Fails in the way `--kind` asks, after writing `--output` to standard output.
    static let fail = Command(
        name: "fail",
        summary: "Fail on purpose.",
        options: [
            .value("kind", valueName: "kind", allowedValues: FailureKind.allCases.map(\.rawValue), help: "How to fail."),
            .value("output", valueName: "text", help: "Text to write to standard output first."),
            .value("status", valueName: "code", help: "The status to return instead of failing."),
        ],
        run: { arguments, context in
            if let output = arguments.value("output") { context.standardOutput.write(output) }
            if let status = try arguments.value("status", expected: "a number", { Int32($0) }) {
                return ExitCode(rawValue: status)
            }
            let kind = arguments.value("kind").flatMap(FailureKind.init) ?? .localized
            throw kind.error
        }
    )

    /// Prints what the context tells a command: width, colour, locale, today, paths, standard input.
    static let context = Command(
        name: "context",
        summary: "Print what the context provides.",
        arguments: [.optional("input", help: "- to read standard input.")],
        run: { arguments, context in
            var lines = [
                "width: \(context.terminalWidth)",
                "color: \(context.textStyle(for: arguments).isColorEnabled)",
                "locale: \(context.locale(for: arguments).identifier)",
                "today: \(context.today)",
                "stdin terminal: \(context.standardInput.isTerminal)",
            ]
            if let vault = arguments.globals.vault { lines.append("vault: \(context.fileURL(forPath: vault).path)") }
            if arguments.positional("input") == "-" {
                lines.append("stdin: \(String(decoding: try context.standardInput.readAll(), as: UTF8.self))")
            }
            context.standardOutput.write(lines.joined(separator: "\n") + "\n")
            return .success
        }
    )
}

/// The errors `vault fail --kind` throws.
enum FailureKind: String, CaseIterable {
    case localized, diagnostic, prefixed, plain, usage, cocoa

    /// The error to throw.
    var error: any Error {
        switch self {
        case .localized: TestFailure(message: "the diary is on fire")
        case .diagnostic: TestFailure(message: "2026/11/a.md:3:7: error: unknown mood 'meh'\nmood: meh\n      ^")
        case .prefixed: TestFailure(message: "error: already prefixed")
        case .plain: PlainFailure.broken
        case .usage: CLIError.invalidValue("x", for: "<ref>", expected: "a uuid, a path or a date")
        case .cocoa: CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/nowhere/x.md"])
        }
    }
}

/// A `LocalizedError` with a fixed message.
struct TestFailure: LocalizedError {
    var message: String
    var errorDescription: String? { message }
}

/// An error that is not a `LocalizedError`.
enum PlainFailure: Error {
    case broken
}

extension ParsedArguments {
    /// Everything given, in spec order, as `name` for a flag (repeated per use), `name=value` for
    /// each value, then non-default globals: `loud name=Ada greeting=hi vault=D`.
    var summary: String {
        var parts: [String] = []
        for option in spec.options {
            if option.takesValue {
                parts += values(option.name).map { "\(option.name)=\($0)" }
            } else {
                parts += Array(repeating: option.name, count: flagCount(option.name))
            }
        }
        for argument in spec.arguments {
            parts += positionals(argument.name).map { "\(argument.name)=\($0)" }
        }
        if let vault = globals.vault { parts.append("vault=\(vault)") }
        if globals.color != .auto { parts.append("color=\(globals.color.rawValue)") }
        if let locale = globals.locale { parts.append("locale=\(locale)") }
        return parts.joined(separator: " ")
    }
}
