/// What `vault git setup` writes so that git merges entries through vault: a block of
/// `.gitattributes` lines and two merge drivers in the clone's `.git/config` (gitattributes(5),
/// "Defining a custom merge driver"; docs/GIT.md).
///
/// The `.gitattributes` block sits between two comment lines of its own; the user's lines around
/// it are never changed, and writing it again replaces only the block. Git's configuration is not
/// versioned, so each clone registers the drivers once; ``missingDrivers(attributes:registered:)``
/// tells which drivers the attributes name that this clone lacks.
public enum GitSetup {
    /// The driver of entry files, named in `merge=` and `merge.<name>.driver`.
    public static let entryDriver = "vault"
    /// The driver of `INDEX.md`.
    public static let indexDriver = "vault-index"

    /// The first line of vault's block in `.gitattributes`.
    static let blockStart = "# vault: merge entries by meaning (written by 'vault git setup'; edit above or below)"
    /// The last line of vault's block.
    static let blockEnd = "# end of vault's lines"

    /// The lines of vault's block, between its comment lines: entries under `YYYY/MM/` through
    /// the entry driver, `INDEX.md` through the index driver and marked generated (GitHub's
    /// linguist folds it in diffs).
    static let blockLines = [
        "[0-9][0-9][0-9][0-9]/[0-9][0-9]/*.md merge=\(entryDriver)",
        "INDEX.md merge=\(indexDriver) linguist-generated",
    ]

    /// The `git config` keys and values that register both drivers: `merge.vault.name`,
    /// `merge.vault.driver = /usr/local/bin/vault merge-driver %O %A %B %L %P`, and the same for
    /// the index driver with `--index`.
    ///
    /// - Parameter program: The program git runs, as one shell word (git runs a driver's command
    ///   with `sh -c`): an absolute path (``program(invokedAs:environment:currentDirectory:)``),
    ///   or `vault`, found on `PATH` at merge time.
    public static func configuration(program: String = "vault") -> [(key: String, value: String)] {
        let word = program.shellWord
        return [
            ("merge.\(entryDriver).name", "vault: entries merged key by key"),
            ("merge.\(entryDriver).driver", "\(word) merge-driver %O %A %B %L %P"),
            ("merge.\(indexDriver).name", "vault: INDEX.md written from the merged entries"),
            ("merge.\(indexDriver).driver", "\(word) merge-driver --index %O %A %B %L %P"),
        ]
    }

    /// The program the drivers and hooks run: the running `vault` by an absolute path, so that a
    /// merge works whatever `PATH` git runs with (an editor's git, a GUI client, cron).
    ///
    /// The path is the one the program was started by, made absolute (a name without a slash is
    /// looked up on `PATH`, as the shell did); symbolic links are kept, not resolved, so a
    /// package manager's link (`/opt/homebrew/bin/vault`) keeps working after an upgrade
    /// replaces the file it points to. When the program moves, the registered path no longer
    /// exists: `vault check` says so (``driverWarnings(root:git:environment:currentDirectory:)``),
    /// and running `vault git setup` again registers the new path.
    ///
    /// - Parameters:
    ///   - invokedAs: The program name as started (`argv[0]`).
    ///   - environment: The environment whose `PATH` is searched.
    ///   - currentDirectory: The folder a relative path starts from.
    /// - Returns: An absolute path, or `vault` when the program cannot be found that way.
    static func program(invokedAs: String?, environment: [String: String], currentDirectory: String) -> String {
        guard let invokedAs, !invokedAs.isEmpty,
              let found = ExternalProgram.find(invokedAs, environment: environment, currentDirectory: currentDirectory)
        else { return "vault" }
        let absolute = found.hasPrefix("/") ? found : Vault.join(currentDirectory, found)
        return Self.normalized(absolute)
    }

    /// An absolute path without `.` and `..` components and doubled slashes (symbolic links kept).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The program a driver's command runs: its first shell word (a single- or double-quoted
    /// word, or the text up to the first blank), `nil` when the command is empty.
    static func firstWord(of command: String) -> String? {
        var word = "", quote: Character?, started = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "'", "\"": quote = character; started = true
            case " ", "\t": if started { return word }
            default: word.append(character); started = true
            }
        }
        return started ? word : nil
    }

    /// The text of `.gitattributes` with vault's block added or brought up to date.
    ///
    /// - Parameter existing: The file's text, or `nil` when it does not exist.
    /// - Returns: The new text, equal to `existing` when the block is already there as written.
    public static func attributes(updating existing: String?) -> String {
        let eol = existing?.utf8.contains(0x0D) == true ? "\r\n" : "\n"
        let block = ([blockStart] + blockLines + [blockEnd]).joined(separator: eol) + eol
        guard let existing, !existing.isEmpty else { return block }
        // Lines split on line feeds alone ("\r\n" is one Character in Swift).
        var lines = existing.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if let start = lines.firstIndex(where: { $0.trimmingCR == blockStart }),
           let end = lines[start...].firstIndex(where: { $0.trimmingCR == blockEnd }) {
            lines.replaceSubrange(start...end, with: ([blockStart] + blockLines + [blockEnd]).map { eol == "\r\n" ? $0 + "\r" : $0 })
            return lines.joined(separator: "\n")
        }
        var text = existing
        if text.utf8.last != 0x0A { text += eol }
        return text + eol + block
    }

    /// The merge drivers a `.gitattributes` text names (`merge=NAME`) that are not registered.
    ///
    /// - Parameters:
    ///   - attributes: The text of `.gitattributes`.
    ///   - registered: The driver names this clone's configuration defines
    ///     (`merge.NAME.driver`).
    /// - Returns: The missing names, in the order the file names them.
    public static func missingDrivers(attributes: String, registered: Set<String>) -> [String] {
        var missing: [String] = []
        for line in attributes.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            // `\.isNewline` is true of "\r\n" too: every line ending ends a line.
            for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) where word.hasPrefix("merge=") {
                let name = String(word.dropFirst("merge=".count))
                // git's own drivers need no registration.
                guard !["text", "binary", "union"].contains(name), !registered.contains(name), !missing.contains(name)
                else { continue }
                missing.append(name)
            }
        }
        return missing
    }
}

extension String {
    /// The text without one carriage return at its end.
    fileprivate var trimmingCR: Substring {
        hasSuffix("\r") ? dropLast() : Substring(self)
    }
}

extension GitSetup {
    /// Writes vault's `.gitattributes` block at the vault root, registers both drivers in the
    /// clone's configuration (`git config --local`) and adds vault's block to the `post-merge`
    /// and `post-rewrite` hooks (``GitHooks``), changing only what differs.
    ///
    /// - Parameters:
    ///   - root: The vault root, inside a git work tree.
    ///   - git: The git runner.
    ///   - program: The program the drivers and hooks run (``program(invokedAs:environment:currentDirectory:)``).
    ///   - warn: Told, one sentence each, of a hook vault could not add its lines to (a hook
    ///     that is not a shell script), with the line to add by hand.
    /// - Returns: What changed, one phrase each (`".gitattributes"`, `"merge.vault.driver"`,
    ///   `".git/hooks/post-merge"`); empty when everything was already set up.
    /// - Throws: ``VaultError/gitFailed(command:message:)`` when git fails, and the errors of
    ///   ``AtomicWriter/write(_:to:expectedOriginal:displayPath:)``.
    static func apply(root: String, git: Git, program: String = "vault", warn: (String) -> Void = { _ in }) throws -> [String] {
        var changed: [String] = []
        let path = Vault.join(root, ".gitattributes")
        let existing = FileSystem.status(path, follow: true) == nil ? nil : try FileSystem.read(path)
        let text = attributes(updating: existing.map { String(decoding: $0, as: UTF8.self) })
        if Array(text.utf8) != existing {
            if FileSystem.status(path)?.kind == .symlink { throw VaultError.outsideVault(path: ".gitattributes") }
            try AtomicWriter.write(Array(text.utf8), to: path, expectedOriginal: existing ?? [], displayPath: ".gitattributes")
            changed.append(".gitattributes")
        }
        for (key, value) in configuration(program: program) {
            let current = try git.run(["config", "--local", "--get", key], in: root)
            if current.status == 0, current.standardOutput.trimmingSuffix("\n") == value { continue }
            try git.check(["config", "--local", key, value], in: root)
            changed.append(key)
        }
        for installation in try GitHooks.install(root: root, git: git, program: program) {
            switch installation {
            case .written(let path): changed.append(path)
            case .unchanged: break
            case .notChained(let path, let line):
                warn("the hook \(path) is not a shell script, so vault left it as it is; to keep INDEX.md fresh after "
                     + "merges, make it run: \(line)")
            }
        }
        return changed
    }

    /// The drivers this clone's configuration defines (`merge.NAME.driver`, any scope), each
    /// with its command.
    static func registeredDrivers(git: Git, in root: String) -> [String: String] {
        guard let output = try? git.run(["config", "--get-regexp", "^merge\\..*\\.driver$"], in: root),
              output.status == 0 else { return [:] }
        var drivers: [String: String] = [:]
        // One `KEY VALUE` line each; a key holds no blank.
        for line in output.standardOutput.split(whereSeparator: \.isNewline) {
            let key = line.prefix { $0 != " " }
            guard key.hasPrefix("merge."), key.hasSuffix(".driver") else { continue }
            let name = String(key.dropFirst("merge.".count).dropLast(".driver".count))
            drivers[name] = String(line.dropFirst(key.count + 1))
        }
        return drivers
    }

    /// The warnings `vault check` and `vault sync` print about the merge drivers the vault's
    /// `.gitattributes` names: those this clone has not registered, and those whose command runs
    /// a program that does not exist (vault moved since `vault git setup`: git would then leave
    /// the file conflicted without markers), each with the command to run; empty when there is
    /// none (or no `.gitattributes`, or no git).
    ///
    /// - Parameters:
    ///   - root: The vault root.
    ///   - git: The git runner, or `nil` when git is not installed.
    ///   - environment: The environment whose `PATH` a driver's program without a slash is
    ///     looked up on.
    ///   - currentDirectory: The folder relative `PATH` entries start from.
    static func driverWarnings(root: String, git: Git?, environment: [String: String], currentDirectory: String) -> [String] {
        let path = Vault.join(root, ".gitattributes")
        guard FileSystem.status(path, follow: true) != nil, let bytes = try? FileSystem.read(path) else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("merge=") else { return [] }
        guard let git, git.isInsideRepository(root) else { return [] }
        let registered = registeredDrivers(git: git, in: root)
        var warnings: [String] = []
        let missing = missingDrivers(attributes: text, registered: Set(registered.keys))
        if !missing.isEmpty {
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            warnings.append(".gitattributes names the merge driver\(missing.count == 1 ? "" : "s") \(names), which this clone has not "
                + "registered, so git merges those files as plain lines; run 'vault git setup' once in this clone")
        }
        let named = missingDrivers(attributes: text, registered: [])
        for name in named {
            // A relative path with a slash is git's top folder's: not checked.
            guard let command = registered[name], let program = firstWord(of: command),
                  program.hasPrefix("/") || !program.contains("/"),
                  ExternalProgram.find(program, environment: environment, currentDirectory: currentDirectory) == nil
            else { continue }
            warnings.append("the merge driver '\(name)' runs '\(program)', which does not exist\(program.contains("/") ? "" : " on PATH"), so git "
                + "leaves those files conflicted without markers; run 'vault git setup' again in this clone to register this vault")
        }
        return warnings
    }
}

extension String {
    /// The text without one `suffix` at its end.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
