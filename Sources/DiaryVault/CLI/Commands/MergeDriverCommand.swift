import Foundation

extension Command {
    /// `vault merge-driver BASE OURS THEIRS [MARKER-SIZE] [PATH]`: the merge driver git runs.
    static let mergeDriver = Command(
        name: "merge-driver",
        summary: "Merge one entry file for git (git runs it; 'vault git setup' registers it).",
        usage: "vault merge-driver [--index] <base> <ours> <theirs> [<marker-size>] [<path>]",
        discussion: """
            Git runs this as the merge driver of entry files (gitattributes(5)), with the common \
            ancestor, our version and their version in three temporary files, the conflict marker \
            size and the file's path. The result is written over <ours> (a temporary file renamed \
            over it, never half-written), and the status is 0 for a clean merge, 1 when \
            conflicts are left.

            The front matter is merged key by key: a key changed on one side takes that side; the \
            same key added on both with the same value is one key; tags and other lists are \
            merged as an ordered union less the items either side removed; a value changed two \
            ways keeps ours in the front matter and gets one conflict block at the start of the \
            body, naming the key, in git's marker style, so the file still parses and 'vault \
            check' finds it. The body is merged as 'git merge-file --diff3' merges it; text both \
            sides added at its end is kept, ours first. A file vault cannot read key by key (a \
            parse error, TOML or JSON front matter) is merged as lines, as git would.

            --index merges the generated INDEX.md: where both sides changed the same lines, both \
            are kept without markers; 'vault index --write' then writes it afresh (docs/GIT.md).

            Examples:
              git config merge.vault.driver 'vault merge-driver %O %A %B %L %P'
              vault merge-driver base.md ours.md theirs.md 7 2026/11/2026-11-29.md
            """,
        options: [.flag("index", help: "Merge INDEX.md, vault's generated index: never leave markers.")],
        arguments: [
            .required("base", help: "The common ancestor's file (git's %O)."),
            .required("ours", help: "Our version (git's %A); the result is written here."),
            .required("theirs", help: "Their version (git's %B)."),
            .optional("marker-size", help: "The length of conflict markers (git's %L). Default: 7."),
            .optional("path", help: "The path of the file being merged (git's %P), named in messages."),
        ],
        work: MergeDriverCommand.init)
}

/// The work of `vault merge-driver`.
struct MergeDriverCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Merges, writes the result over OURS, and names each conflict on standard error.
    ///
    /// - Returns: `.success` for a clean merge, `.failure` when conflicts are left.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a bad marker size; the errors of
    ///   ``MergeDriver/run(base:ours:theirs:markerSize:index:)``.
    func run() throws -> ExitCode {
        func path(_ name: String) -> String { context.fileURL(forPath: arguments.positional(name) ?? "").path }
        var size = 7
        if let typed = arguments.positional("marker-size") {
            guard let number = Int(typed), (1...1000).contains(number) else {
                throw CLIError.invalidValue(typed, for: "<marker-size>", expected: "a number from 1 to 1000, such as 7")
            }
            size = number
        }
        let outcome = try MergeDriver.run(base: path("base"), ours: path("ours"), theirs: path("theirs"),
                                          markerSize: size, index: arguments.flag("index"))
        guard outcome.conflicts > 0 else { return .success }
        let shown = TerminalText.safe(arguments.positional("path") ?? arguments.positional("ours") ?? "")
        var message = "vault: \(shown): \(outcome.conflicts) conflict\(outcome.conflicts == 1 ? "" : "s")"
        if !outcome.conflictedKeys.isEmpty {
            message += " (front matter: \(outcome.conflictedKeys.map(TerminalText.safe).joined(separator: ", ")))"
        }
        if outcome.isTwoEntries {
            context.standardError.write("vault: \(shown): two different entries (different uuids) were added at this path on both sides; "
                                        + "keep both as two files with 'vault resolve \(TerminalText.safe((arguments.positional("path") ?? "<path>").shellWord)) --both'\n")
            return .failure
        }
        context.standardError.write(message + "; finish it with 'vault resolve <path> --ours' (or --theirs, --both, --edit), "
                                    + "or edit the file, then 'vault check' and 'git add'\n")
        return .failure
    }
}
