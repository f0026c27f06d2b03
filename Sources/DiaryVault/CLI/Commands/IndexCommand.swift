extension Command {
    /// `vault index`: the whole diary, favorites first, then each month newest first.
    static let index = Command(
        name: "index",
        summary: "Show every entry: favorites, then each month, newest first.",
        usage: "vault index [--json] [--write [<file>] | --check [<file>]]",
        discussion: """
            Reads every entry under the vault's YYYY/MM/ folders. A file that does not parse, an \
            entry with no valid date, an entry in the wrong month folder and a uuid used twice are \
            reported on standard error as path:line:column: error: ...; the rest is still indexed, \
            and the exit status is 1.

            --json prints {"entryCount", "months": [{"year", "month", "count", "entries"}], \
            "favorites", "problems"}; each entry is {"uuid", "date" (as written), "day", "time", \
            "offset", "title", "mood", "moodText", "starred", "tags", "path" (relative to the \
            vault)}, the entry shape of every command.

            A cache in .vault/cache/ remembers what each file held, keyed by its path, size and \
            modification time, so a second run re-reads only files that changed; the output is the \
            same with or without it. --no-cache reads every file and leaves the cache alone.

            --write writes the index as markdown to INDEX.md at the vault root (or to <file>, \
            relative to the vault root), with links that work on GitHub and in Obsidian. The file \
            has no timestamp and is not rewritten when nothing changed. --check exits 1 when that \
            file is missing or out of date, without writing it.

            Examples:
              vault index
              vault index --json | jq '.favorites[].title'
              vault index --write
            """,
        options: [
            .flag("json", help: "Print the index as JSON."),
            .flag("write", help: "Write the index as markdown to INDEX.md (or <file>)."),
            .flag("check", help: "Exit 1 if INDEX.md (or <file>) is missing or out of date."),
            .flag("no-cache", help: "Read every file, neither using nor updating .vault/cache/."),
        ],
        arguments: [.optional("file", help: "The markdown file for --write or --check, relative to the vault root; default INDEX.md.")],
        run: { arguments, context in
            let vault = try context.openVault(arguments)
            let writes = arguments.flag("write")
            let checks = arguments.flag("check")
            if writes && checks {
                throw CLIError.conflictingOptions("--write", "--check")
            }
            let file = arguments.positional("file")
            if file != nil, !writes, !checks {
                throw CLIError.argumentNeedsOption(argument: file ?? "", option: "--write")
            }
            if arguments.flag("json"), writes || checks {
                throw CLIError.conflictingOptions("--json", writes ? "--write" : "--check")
            }
            if let file {
                // Checked before the vault is read: a bad path is a usage error (exit 64).
                let parts = file.split(separator: "/", omittingEmptySubsequences: true)
                if file.hasPrefix("/") || parts.contains("..") {
                    throw CLIError.invalidValue(file, for: "<file>", expected: "a path inside the vault, relative to its root, such as INDEX.md")
                }
                // Never into .vault/, .git/ or any hidden folder, and only a markdown file.
                if parts.isEmpty || parts.contains(where: { $0.hasPrefix(".") && $0 != "." }) || !file.hasSuffix(".md") {
                    throw CLIError.invalidValue(file, for: "<file>", expected: "a markdown file ending in .md outside hidden folders, such as INDEX.md or notes/INDEX.md")
                }
                // Inside a YYYY/MM folder the index would be read back as an entry.
                if parts.count >= 3, VaultWalker.number(String(parts[0]), digits: 4) != nil,
                   VaultWalker.number(String(parts[1]), digits: 2) != nil {
                    throw CLIError.invalidValue(file, for: "<file>", expected: "a path outside the YYYY/MM/ entry folders, such as INDEX.md")
                }
            }
            let clock = ContinuousClock()
            var scan = VaultReader(vault: vault).scan(useCache: !arguments.flag("no-cache"))
            let indexStart = clock.now
            let index = VaultIndex(entries: scan.entries)
            scan.entries = []
            scan.timings.append(("index", clock.now - indexStart))
            let stats = context.environment["VAULT_STATS"].map { !$0.isEmpty && $0 != "0" } ?? false
            defer {
                if stats {
                    context.standardError.write("vault: files read: \(scan.filesRead) of \(scan.fileCount) (\(scan.fileCount - scan.filesRead) from the cache)\n")
                    for (step, duration) in scan.timings {
                        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
                        context.standardError.write("vault: \(step): \(milliseconds) ms\n")
                    }
                }
            }
            let renderStart = clock.now
            defer { scan.timings.append(("render and write", clock.now - renderStart)) }
            let locale = context.localeIdentifier(for: arguments, config: try context.config(of: vault))
            // Warnings are shown but only errors fail the command.
            var status = scan.problems.contains { $0.severity == .error } ? ExitCode.failure : .success

            if writes || checks {
                let relative = file ?? "INDEX.md"
                // Links are relative to the file: one `../` per folder below the root.
                let depth = relative.split(separator: "/").dropLast().filter { $0 != "." }.count
                let markdown = Array(IndexRenderer.renderMarkdown(index, localeIdentifier: locale, folderDepth: depth).utf8)
                let path = vault.absolutePath(relative)
                let shown = vault.displayPath(relative)
                // A folder on the way may be a symbolic link out of the vault: write only inside it.
                let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
                if let realFolder = FileSystem.realPath(folder),
                   !VaultWalker.isInside(realFolder, FileSystem.realPath(vault.path) ?? vault.path) {
                    throw VaultError.outsideVault(path: shown)
                }
                let current = FileSystem.status(path, follow: true) == nil ? nil : try? FileSystem.read(path)
                if checks {
                    if current == markdown {
                        context.standardOutput.write("\(shown) is up to date (\(index.entries.count) entries)\n")
                    } else {
                        context.standardOutput.write("\(shown) is \(current == nil ? "missing" : "out of date"); run 'vault index --write'\n")
                        status = .failure
                    }
                } else if current == markdown {
                    context.standardOutput.write("\(shown) is up to date (\(index.entries.count) entries)\n")
                } else {
                    // Replace only an index vault wrote: never a note that happens to have the name.
                    if let current, !IndexRenderer.isWrittenIndex(current) {
                        throw VaultError.writeFailed(path: shown, reason: "the file there was not written by vault, which replaces only an "
                                                     + "index it wrote; move it away, or write the index elsewhere, such as 'vault index --write notes/INDEX.md'")
                    }
                    if FileSystem.status(path)?.kind == .symlink { throw VaultError.outsideVault(path: shown) }
                    try AtomicWriter.write(markdown, to: path, expectedOriginal: current ?? [], displayPath: shown)
                    context.standardOutput.write("wrote \(shown) (\(index.entries.count) entries)\n")
                }
            } else if arguments.flag("json") {
                IndexRenderer.renderJSON(index, problems: scan.problems) { context.standardOutput.write(bytes: $0) }
            } else {
                let options = IndexRenderer.Options(localeIdentifier: locale, style: context.textStyle(for: arguments),
                                                    width: context.outputWidth)
                let text = IndexRenderer.render(index, options: options)
                context.standardOutput.write(text.isEmpty ? "no entries in \(vault.displayRoot.isEmpty ? "this vault" : vault.displayRoot)\n" : text)
            }
            context.report(scan.problems, in: vault)
            return status
        }
    )
}
