import Foundation

extension Command {
    /// `vault show <ref>`: one entry, for reading.
    static let show = Command(
        name: "show",
        summary: "Show one entry: title, date, mood, tags and text.",
        usage: "vault show <ref> [--json]",
        discussion: """
            <ref> is a uuid or its first 4 or more hex digits, a path to any .md file (inside the \
            vault or not), or a date YYYY-MM-DD when that day has one entry (otherwise the \
            candidates are listed). The date is shown in the locale's format, as written: never \
            converted to another time zone.

            --json prints the entry as 'vault index --json' does (\(EntryJSON.shape())) and then \
            "frontMatter": {every key in file order with its YAML 1.2 value} and "body". JSON has no infinity or NaN: such floats are the strings ".inf", "-.inf" \
            and ".nan". A file that does not parse prints its error and exits 1.

            Examples:
              vault show 2026-11-29
              vault show 6F1C --json
              vault show ~/Downloads/old-entry.md
            """,
        options: [.json(help: "Print the entry as JSON.")],
        arguments: [.required("ref", help: "A uuid or uuid prefix, a path, or a day (YYYY-MM-DD, yesterday, 3 days ago).")],
        work: ShowCommand.init
    )
}

/// The work of `vault show`: find one entry (in the vault or not), and print it as text or JSON.
struct ShowCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Resolves the reference, reads the entry, and prints it.
    ///
    /// - Throws: ``CLIError`` for a bad reference; ``VaultError`` when it names no entry, a
    ///   folder or a broken link; ``FrontMatterError`` when the file does not parse.
    func run() throws -> ExitCode {
        let text = arguments.positional("ref") ?? ""
        let format = try OutputFormat(arguments)
        let cwd = context.currentDirectory.path
        let reference = try EntryTargets.reference(text, context: context)
        if case .path(let path) = reference {
            // Say why a path that exists is not an entry, rather than "no entry matches".
            let absolute = context.fileURL(forPath: path).path
            if let status = FileSystem.status(absolute) {
                let target = FileSystem.status(absolute, follow: true)
                if status.kind == .symlink, target == nil {
                    throw VaultError.readFailed(path: path, reason: "symbolic link is broken or loops")
                }
                if let kind = target?.kind, kind != .regular {
                    throw VaultError.readFailed(path: path, reason: kind == .directory ? "it is a folder, not an entry file" : "not a regular file")
                }
            }
        }
        // A path needs no vault; a uuid or a date does.
        let vault: Vault? = if case .path = reference { try? Vault.discover(arguments, context: context) } else { try Vault.discover(arguments, context: context) }
        let match = try reference.resolveOne(in: vault, currentDirectory: cwd)
        let bytes = try FileSystem.read(match.absolutePath)
        var entry = try Entry(parsing: bytes, path: match.displayPath)
        entry.readDate(fromFileName: match.absolutePath)
        if let vault, let relative = match.vaultPath {
            let unmerged = UnmergedFiles.read(root: vault.path, environment: context.environment, currentDirectory: cwd)
            if unmerged.contains(relative) {
                entry.isUnmerged = true
                // Markers say more (vault check lists their lines); without them, say why.
                if !bytes.withUnsafeBufferPointer(ConflictMarker.hasConflict(inUTF8:)) {
                    context.standardError.write(unmerged.problem(relative).rendered(displayPath: match.displayPath) + "\n")
                }
            }
        }
        // Shown as it reads, but say why a front matter a few bytes off is body text.
        if entry.document.frontMatter == nil, let hint = EntryChecker.misplacedFrontMatterHint(entry.body) {
            context.standardError.write("\(TerminalText.safe(match.displayPath)): warning: the file has no front matter where YAML reads it, so it shows as body text\nhint: \(hint)\n")
        }
        switch format {
        case .json:
            context.standardOutput.write(EntryRenderer.renderJSON(entry, path: match.vaultPath ?? match.displayPath))
        case .text:
            let settings = RenderSettings(arguments: arguments, context: context,
                                          config: try? VaultConfig.load(vault, warnings: context.standardError))
            context.standardOutput.write(EntryRenderer.render(entry, localeIdentifier: settings.localeIdentifier,
                                                              style: settings.style))
        }
        return .success
    }
}
