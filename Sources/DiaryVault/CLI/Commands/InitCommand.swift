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
            in YYYY/MM/ folders, which 'vault new' creates. A folder inside another vault, or one \
            that holds another vault in a folder below it, is refused: a vault within a vault \
            would split the diary.

            --git also runs 'git init' in the folder, unless it is already inside a git \
            repository (a vault may be any folder of a repository), and makes a first commit of \
            .vault/config, .vault/.gitignore, the template and .gitattributes (as 'vault <vault@localhost>' \
            when git has no user.name or user.email set), also in a repository that has no commit \
            yet (a clone of an empty remote). Either way it runs 'vault git setup', so \
            that git merges entries key by key and never conflicts on INDEX.md. Then 'vault ... --commit', or 'commit = true' in \
            .vault/config, commits each change.

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
        if let inner = InitCommand.innerVault(below: root) {
            throw VaultError.cannotInitialize(
                path: typed, reason: "the folder \(Vault.join(typed == "." ? "." : typed, inner)) below it is already a vault, and a vault around another splits the diary",
                hint: "use that vault, or choose a folder that holds no vault")
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
                created += InitCommand.describe(try GitSetup.apply(root: root, git: git, program: context.vaultProgram) { context.standardError.write("warning: \($0)\n") })
                // A clone of an empty repository (or a fresh 'git init') has nothing committed:
                // the vault's files and the setup make its first commit.
                if try git.run(["rev-parse", "-q", "--verify", "HEAD"], in: root).status != 0 {
                    try InitCommand.firstCommit(git, in: root, environment: context.environment)
                    created.append("first commit (.vault/config, .vault/.gitignore, .vault/templates/daily.md, .gitattributes)")
                }
            } else {
                try git.check(["init", "--quiet"], in: root)
                created.append("git repository")
                created += InitCommand.describe(try GitSetup.apply(root: root, git: git, program: context.vaultProgram) { context.standardError.write("warning: \($0)\n") })
                try InitCommand.firstCommit(git, in: root, environment: context.environment)
                created.append("first commit (.vault/config, .vault/.gitignore, .vault/templates/daily.md, .gitattributes)")
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

extension InitCommand {
    /// The deepest folder level searched for a vault below the new one.
    static let searchDepth = 6
    /// The most folders searched for a vault below the new one (a home folder is large).
    static let searchLimit = 20_000

    /// The first folder below `root` (not `root` itself) that holds `.vault/`, relative to
    /// `root`, searched breadth first to ``searchDepth`` levels and ``searchLimit`` folders,
    /// skipping hidden folders and never following symbolic links; `nil` when there is none.
    ///
    /// - Parameter root: The absolute folder `vault init` was given.
    static func innerVault(below root: String) -> String? {
        var queue: [(path: String, depth: Int)] = [("", 0)]
        var visited = 0
        while !queue.isEmpty, visited < searchLimit {
            let (folder, depth) = queue.removeFirst()
            visited += 1
            guard let entries = FileSystem.list(folder.isEmpty ? root : Vault.join(root, folder)).entries else { continue }
            for entry in entries where entry.kind == .directory {
                if entry.name == ".vault", !folder.isEmpty { return folder }
                guard entry.name.utf8.first != UInt8(ascii: "."), depth < searchDepth else { continue }
                queue.append((folder.isEmpty ? entry.name : folder + "/" + entry.name, depth + 1))
            }
        }
        return nil
    }

    /// What `vault git setup`'s changes are called in `vault init --git`'s list.
    ///
    /// - Parameter changes: The changes ``GitSetup/apply(root:git:program:warn:)`` made.
    static func describe(_ changes: [String]) -> [String] {
        var lines: [String] = []
        if changes.contains(".gitattributes") { lines.append(".gitattributes (entries and INDEX.md merged by vault)") }
        if changes.contains(where: { $0.hasPrefix("merge.") }) { lines.append("merge drivers vault and vault-index in .git/config") }
        if changes.contains(where: { change in GitHooks.names.contains { change.hasSuffix("/" + $0) } }) {
            lines.append("hooks post-merge and post-rewrite (INDEX.md fresh after merges)")
        }
        return lines
    }

    /// Commits `.vault/config`, `.vault/.gitignore`, `.vault/templates/daily.md` and `.gitattributes` in a repository `vault init` just made,
    /// so that the repository has a `HEAD`; when git knows no author (no `user.name` or
    /// `user.email` in its configuration nor `GIT_AUTHOR_*` in the environment) the commit is
    /// made as `vault <vault@localhost>` rather than failing.
    ///
    /// - Throws: ``VaultError/gitFailed(command:message:)``.
    static func firstCommit(_ git: Git, in root: String, environment: [String: String]) throws {
        var identity: [String] = []
        for (key, variable, fallback) in [("user.name", "GIT_AUTHOR_NAME", "vault"), ("user.email", "GIT_AUTHOR_EMAIL", "vault@localhost")] {
            let configured = (try? git.run(["config", key], in: root)).map { $0.status == 0 } ?? false
            if !configured, environment[variable]?.isEmpty ?? true { identity += ["-c", "\(key)=\(fallback)"] }
        }
        let files = [".vault/config", ".vault/.gitignore", ".vault/templates/daily.md", ".gitattributes"]
        try git.check(["add", "--"] + files, in: root)
        try git.check(identity + ["commit", "--quiet", "--no-verify", "-m", "Start the vault", "--"] + files, in: root)
    }
}
