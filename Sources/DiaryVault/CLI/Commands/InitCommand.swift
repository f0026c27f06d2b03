import Foundation

extension Command {
    /// `vault init [DIR]`: makes a folder a vault.
    static let initialize = Command(
        name: "init",
        summary: "Make a folder a vault: create .vault/ with a commented config.",
        usage: "vault init [<dir>] [--git]",
        discussion: """
            Creates the folder if needed (default: the working directory, or --vault), and in it \
            .vault/ with 'config', every setting commented out with what it does (editor, \
            default-mood, locale, week-start, commit), and '.gitignore', which keeps vault's \
            own cache/ and drafts/ out of git, and templates/daily.md, a commented example \
            template for 'vault new --template daily'.

            Running it again is safe: files that exist are left as they are, and entries are \
            never touched; it says what it created, or that there was nothing to do. Entries go \
            in YYYY/MM/ folders, which 'vault new' creates. A folder inside another vault is \
            refused: a vault within a vault would split the diary.

            --git also runs 'git init' in the folder, unless it is already inside a git \
            repository (a vault may be any folder of a repository). Then 'vault ... --commit', \
            or 'commit = true' in .vault/config, commits each change.

            Examples:
              vault init ~/Diary --git
              cd ~/Diary && vault new First entry
            """,
        options: [.flag("git", help: "Also run 'git init' unless the folder is already in a git repository.")],
        arguments: [.optional("dir", help: "The folder to make a vault; created if missing. Default: --vault, else the working directory.")],
        work: InitCommand.init
    )
}

/// The work of `vault init`: make a folder a vault, saying what was created.
struct InitCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// The text of `.vault/.gitignore`.
    static let gitignore = """
        # vault's own files, not part of the diary
        cache/
        drafts/

        """

    /// Creates what is missing and reports it.
    ///
    /// A folder inside another vault is refused: the outer vault's commands would not see the
    /// inner one's entries, and commands run in it would no longer find the outer vault.
    ///
    /// - Throws: ``VaultError/cannotInitialize(path:reason:hint:)`` when the path is a file or
    ///   lies inside another vault; ``VaultError/writeFailed(path:reason:)``;
    ///   ``VaultError/gitFailed(command:message:)``.
    func run() throws -> ExitCode {
        let typed = arguments.positional("dir") ?? arguments.globals.vault ?? "."
        guard !typed.isEmpty else { throw CLIError.invalidValue(typed, for: "[dir]", expected: "a folder, such as ~/Diary or .") }
        let root = context.fileURL(forPath: typed).path
        let shown = typed == "." ? "the working directory" : TerminalText.safe(typed)
        if let status = FileSystem.status(root, follow: true), status.kind != .directory {
            throw VaultError.cannotInitialize(path: typed, reason: "it is a file, and a vault is a folder",
                                              hint: "give the path of a folder, new or existing")
        }
        let real = FileSystem.realPath(root) ?? Vault.normalize(root)
        if let outer = EntryReference.vault(holding: real, currentDirectory: context.currentDirectory.path) {
            throw VaultError.cannotInitialize(
                path: typed, reason: "it is inside the vault \(outer.path), and a vault inside another splits the diary",
                hint: "entries of that vault go in its YYYY/MM/ folders, which 'vault new' creates; "
                    + "for a separate vault, choose a folder outside it")
        }
        var created: [String] = []
        for folder in ["", ".vault", EntryTemplate.folder] where FileSystem.status(Vault.join(root, folder), follow: true) == nil {
            do {
                try FileManager.default.createDirectory(atPath: Vault.join(root, folder), withIntermediateDirectories: true)
            } catch {
                throw VaultError.writeFailed(path: Vault.join(typed, folder), reason: error.localizedDescription)
            }
            // The templates folder is reported by its example file.
            if folder != EntryTemplate.folder { created.append(folder.isEmpty ? "folder \(shown)" : ".vault/") }
        }
        for (name, text) in [("config", VaultConfig.defaultText), (".gitignore", InitCommand.gitignore),
                             ("templates/daily.md", EntryTemplate.example)] {
            let path = Vault.join(root, ".vault/" + name)
            do {
                try AtomicWriter.create(Array(text.utf8), at: path, displayPath: Vault.join(typed, ".vault/" + name))
                created.append(".vault/" + name)
            } catch VaultError.fileExists {
                continue
            }
        }
        if arguments.flag("git") {
            guard let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path) else {
                throw VaultError.gitFailed(command: "git init", message: "git was not found on PATH")
            }
            if git.isInsideRepository(root) {
                let top = (try? git.check(["rev-parse", "--show-toplevel"], in: root)) ?? ""
                context.standardOutput.write("already in the git repository \(TerminalText.safe(String(top.prefix { !$0.isNewline })))\n")
            } else {
                try git.check(["init", "--quiet"], in: root)
                created.append("git repository")
            }
        }
        if created.isEmpty {
            context.standardOutput.write("\(shown) is already a vault; nothing to do\n")
        } else {
            context.standardOutput.write("initialized a vault in \(shown)\n" + created.map { "  created \($0)\n" }.joined())
        }
        return .success
    }
}
