import Foundation

/// The question a writing command asks before it changes several entries (or, for `delete`, any):
/// the entries listed, then `Star these 3 entries? [y/N]`, answered on a terminal.
///
/// The rules, shared by `star`, `unstar`, `set`, `unset` and `delete`:
/// - `--yes` (`-y`) skips the question; nothing is listed (the output lines name every entry).
/// - Standard input that is not a terminal (a script, a pipe) and no `--yes`: an error that
///   changes nothing, exit 1, saying to pass `--yes`.
/// - On a terminal: the entries are listed on standard error, one `  PATH "TITLE"` line each, then
///   the question; only `y` or `yes` (any case, spaces around allowed) goes on. Any other answer,
///   or end of input, prints `nothing was starred` and the command exits 1.
///
/// The list and the question go to standard error so that standard output holds only the lines
/// of what was done.
struct Confirmation {
    /// The start of the question, before `these N entries` or `this entry`: `Star`, `Delete`,
    /// `Set mood=good in`.
    var verb: String
    /// The past participle for the refusal, as in `nothing was starred`: `starred`, `deleted`,
    /// `changed`.
    var done: String

    /// The `--yes` (`-y`) option spec.
    ///
    /// - Parameter help: Its help line, such as `Delete without asking.`.
    static func option(help: String) -> OptionSpec {
        .flag(yesName, short: "y", help: help)
    }

    /// The long name of the `--yes` option.
    static let yesName = "yes"

    /// The question itself, without the trailing space: `Star these 3 entries? [y/N]`, or
    /// `Delete this entry? [y/N]` for one entry.
    ///
    /// - Parameter count: How many entries the command would change, 1 or more.
    func question(count: Int) -> String {
        verb + " " + (count == 1 ? "this entry" : "these \(count) entries") + "? [y/N]"
    }

    /// Asks, by the rules above, whether to go on.
    ///
    /// - Parameters:
    ///   - entries: The entries to list, each as a display path and a title (empty for none);
    ///     called only when the question is asked.
    ///   - arguments: The parsed command line, declaring ``option(help:)``.
    ///   - context: The outside world: standard input for the answer, standard error for the
    ///     list, the question and the refusal.
    /// - Returns: `true` to go on; `false` when the command must stop, having changed nothing,
    ///   with exit status 1 (the reason is already written).
    func ask(about entries: () -> [(path: String, title: String)], arguments: ParsedArguments, context: CLIContext) -> Bool {
        guard !arguments.flag(Self.yesName) else { return true }
        guard context.standardInput.isTerminal else {
            context.standardOutput.flush()
            context.standardError.write("error: nothing was \(done): confirm with --yes when standard input is not a terminal\n")
            return false
        }
        context.standardOutput.flush()
        let entries = entries()
        for entry in entries {
            context.standardError.write("  " + EntryLabel.text(entry.path, title: entry.title) + "\n")
        }
        context.standardError.write(question(count: entries.count) + " ")
        let answer = context.standardInput.readLine()?.trimmingASCIISpaces.lowercased() ?? ""
        guard answer == "y" || answer == "yes" else {
            context.standardError.write("nothing was \(done)\n")
            return false
        }
        return true
    }

    /// The note for a selection that selected no entry, written on standard error; the command
    /// then exits 1, as `grep` does when nothing matches, having changed nothing.
    ///
    /// - Parameter context: The outside world.
    func reportNothingSelected(_ context: CLIContext) {
        context.standardOutput.flush()
        context.standardError.write("no entry matches the selection: nothing was \(done)\n")
    }
}
