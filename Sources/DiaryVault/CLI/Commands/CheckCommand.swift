import Foundation

extension Command {
    /// `vault check`: find every problem of the vault, and fix the safe ones.
    static let check = Command(
        name: "check",
        summary: "Find problems in the vault's files, and fix the safe ones.",
        usage: "vault check [<path> ...] [--json] [--fix] [--dry-run]",
        discussion: """
            Checks every entry under the vault's YYYY/MM/ folders, or only the files and folders \
            given (uuids are still compared with the whole vault). Each problem is printed as \
            path:line:column: severity: message [kind], with the source line, a caret and a hint. \
            Errors: every parse error of the front matter, a missing front matter, a missing, \
            invalid or duplicate uuid, a missing or invalid date, an entry in the wrong month \
            folder, git conflict markers, a symbolic link out of the vault, an unreadable file or \
            folder. Warnings: a file name whose date is not the entry's, an unknown mood, a \
            'starred' that is not true or false, legacy keys (isStar, favorite, id, uuidString, \
            created), a key vault understands written in another case (UUID, Date, Tags: read \
            as uuid, date, tags when those are absent), a tags or title value vault keeps but \
            cannot read (a nested list or mapping), an entry with no \
            body text, mixed line endings, a file name not in Unicode \
            NFC, a broken symbolic link, a symbolic link to another entry or year or month folder \
            of the vault (not read, so each entry is read once), a markdown file vault does not \
            read because its folder is not a YYYY/MM folder (2026/1/, 2026/13/, 202/11/, a folder \
            inside a month folder), a folder named like an entry, a stray file in a month folder \
            (images, audio, video and PDF attachments are fine), a date taken from the file name \
            (2026-11-29.md) because the front matter has none, a temporary file left by a killed \
            write, markdown outside the YYYY/MM/ folders (per folder, with 'vault import ...' for \
            an Obsidian, Logseq, Jekyll, Hugo, Day One or jrnl folder, and what --fix moves or \
            cannot move and why; hidden files are left alone; also in the files and folders \
            given, where a named file is reported so, not checked as an entry), a folder outside \
            them or meant as a month folder that cannot be listed, named or not. The exit status is 0 when nothing is found, 1 when any \
            problem (warnings too) remains.

            --fix fixes what is safe, each with the smallest edit of the front matter, never \
            touching the body: adds a missing uuid; gives the newer of two entries sharing a \
            uuid a new one (the later date; on the same date, the file modified later); renames legacy keys and keys in another case (UUID to uuid), or \
            removes one that repeats the key vault reads, but keeps 'created' (Obsidian's, \
            Logseq's) and adds 'date' beside it; writes the file name's date into the front \
            matter (adding one, with a uuid, to a file named by its date that has none); removes \
            vault's own temporary files older than a minute; writes 'starred' as true or false; moves a misplaced entry to the month folder of its \
            date, with that day in place of a YYYY-MM-DD the name starts with (as edit --move \
            does), never replacing a file (a taken name gets -2, -3...); moves markdown from \
            outside the YYYY/MM/ folders (when the whole vault is checked, or the file is named) into the month folder of its date when it is named by \
            date (2026-11-29.md, 2026_11_29.md, 2026-11-29-title.md) or holds a uuid and a date, \
            unchanged, by one rename (the next --fix adds what it lacks), but never a file of \
            another tool's folder (an Obsidian vault, a Logseq graph, a Jekyll or Hugo site: that \
            tool finds its files where they are; vault import copies them), nor one under a \
            hidden folder or node_modules/, nor a symbolic link or a link's target, nor a copy of \
            an entry (the same bytes, or its uuid), and one named by date that does \
            not parse, whose name is not UTF-8, or whose folder you may not write (a sticky \
            folder: a file of another user) is reported, \
            not moved (a decomposed name is moved to its composed NFC form). New uuids are derived \
            from the file's path and contents (RFC 4122 version 5), so --dry-run shows the very \
            uuid --fix writes. A named file outside the YYYY/MM/ folders is never edited. A file \
            that changed on disk meanwhile is left alone. Then the \
            vault is checked again and what remains is printed.

            --dry-run prints the changes --fix would make as a unified diff (git apply reads \
            it) and writes nothing; a summary goes to standard error.

            --json prints {"entriesChecked", "dryRun", "problems": [{"kind", "severity", \
            "path", "line", "column", "message", "hint", "fixable"}], "fixes": [{"path", \
            "newPath", "fixes": [{"kind", "description"}], "diff"}], "failures": [{"path", \
            "reason"}]}.

            Examples:
              vault check
              vault check 2026/11 --json
              vault check --fix --dry-run | less
              vault check --fix
            """,
        options: [
            .json(help: "Print the result as JSON."),
            .flag("fix", help: "Fix the problems that are safe to fix, then check again."),
            .flag("dry-run", help: "Print the diff of what --fix would change, and change nothing."),
        ],
        arguments: [.variadic("path", help: "Files or folders of the vault to check; default the whole vault.")],
        work: CheckCommand.init
    )
}

/// The work of `vault check`: check the vault (or some of its files), and with `--fix` or
/// `--dry-run` fix or show the safe fixes.
struct CheckCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Checks, fixes as asked, and prints the result.
    ///
    /// - Returns: `.success` when no problem remains (and every fix was made), else `.failure`.
    /// - Throws: The errors of ``Vault/discover(_:context:)``; ``CLIError`` for a bad `<path>`.
    func run() throws -> ExitCode {
        let vault = try Vault.discover(arguments, context: context)
        let scope = try arguments.positionals("path").map { try CheckCommand.vaultRelativePath($0, in: vault, context: context) }
        let format = try OutputFormat(arguments)
        let dryRun = arguments.flag("dry-run")
        let fixes = arguments.flag("fix") || dryRun
        // A clone without vault's merge drivers merges entries as lines: say so, with the fix.
        for warning in GitSetup.driverWarnings(
            root: vault.path, git: Git(environment: context.environment, currentDirectory: context.currentDirectory.path),
            environment: context.environment, currentDirectory: context.currentDirectory.path) {
            context.standardError.write("warning: \(warning)\n")
        }
        // The config as the locale is read below: a bad one does not stop the check.
        let checker = VaultChecker(vault: vault, oneEntryADay: (try? VaultConfig.load(vault))?.oneEntryADay ?? false)
        let clock = ContinuousClock()
        let checkStart = clock.now
        // Files git has not finished merging, markers or not (a failed driver leaves none).
        let unmerged = UnmergedFiles.read(root: vault.path, environment: context.environment,
                                          currentDirectory: context.currentDirectory.path)
        var report = checker.check(scope: scope)
        report.problems = unmerged.adding(to: report.problems, scope: scope)
        guard fixes else {
            let writeStart = clock.now
            write(report.problems, entries: report.filesChecked, plans: [], failures: [], fixed: nil,
                  dryRun: false, vault: vault, format: format)
            if ReadPipeline.wantsStatistics(context.environment) {
                ReadPipeline.writeSteps([("read and check", writeStart - checkStart), ("write the report", clock.now - writeStart)],
                                        to: context)
            }
            return report.problems.isEmpty ? .success : .failure
        }
        let fixer = VaultFixer(vault: vault)
        let (plans, planFailures) = fixer.plan(report)
        if dryRun {
            try writeDryRun(report, plans: plans, failures: planFailures, vault: vault, format: format)
            return report.problems.isEmpty ? .success : .failure
        }
        let (done, applyFailures) = fixer.apply(plans)
        let moved = Dictionary(done.compactMap { plan in plan.destination.map { (plan.path, $0) } }) { first, _ in first }
        var after = checker.check(scope: scope.map { moved[$0] ?? $0 })
        after.problems = unmerged.adding(to: after.problems, scope: scope.map { moved[$0] ?? $0 })
        let failures = planFailures + applyFailures
        write(after.problems, entries: after.filesChecked, plans: done, failures: failures,
              fixed: done.reduce(0) { $0 + $1.fixes.count }, dryRun: false, vault: vault, format: format)
        return after.problems.isEmpty && failures.isEmpty ? .success : .failure
    }

    /// A path from the command line as a path relative to the vault root (`""` for the root).
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` when it does not exist or is outside the
    ///   vault (naming the vault's absolute path: the root as shown is empty when it is the working
    ///   directory).
    static func vaultRelativePath(_ argument: String, in vault: Vault, context: CLIContext) throws -> String {
        let absolute = Vault.normalize(context.fileURL(forPath: argument).path)
        guard !argument.isEmpty, FileSystem.status(absolute) != nil else {
            throw CLIError.invalidValue(argument, for: "<path>", expected: "an existing file or folder of the vault")
        }
        if let relative = relative(absolute, to: vault.path) { return relative }
        // The same place reached through a symbolic link (such as /tmp and /private/tmp).
        let slash = absolute.lastIndex(of: "/") ?? absolute.startIndex
        let parent = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        if let realParent = FileSystem.realPath(parent), let realRoot = FileSystem.realPath(vault.path),
           let relative = relative(Vault.join(realParent, String(absolute[absolute.index(after: slash)...])), to: realRoot) {
            return relative
        }
        throw CLIError.invalidValue(argument, for: "<path>", expected: "a file or folder inside the vault at \(vault.path)")
    }

    /// `path` relative to `root`, or `nil` when it is not inside it.
    private static func relative(_ path: String, to root: String) -> String? {
        let path = Vault.normalize(path), root = Vault.normalize(root)
        if path == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Writes the result of a check or a fix: fixes made, problems, failures and the summary.
    func write(_ problems: [VaultProblem], entries: Int, plans: [FilePlan], failures: [VaultFixer.Failure],
               fixed: Int?, dryRun: Bool, vault: Vault, format: OutputFormat) {
        switch format {
        case .json:
            context.standardOutput.write(CheckRenderer.renderJSON(problems, entries: entries, plans: plans,
                                                                  failures: failures, dryRun: dryRun))
            return
        case .text:
            break
        }
        for plan in plans {
            for fix in plan.fixes { context.standardOutput.write(CheckRenderer.render(fix, displayPath: vault.displayPath(plan.path))) }
        }
        for problem in problems {
            context.standardOutput.write(CheckRenderer.render(problem, displayPath: vault.displayPath(problem.path)))
        }
        let locale = RenderSettings.localeIdentifier(
            option: arguments.globals.locale, configured: (try? VaultConfig.load(vault))?.locale,
            environment: context.environment)
        context.standardOutput.write(CheckRenderer.summary(problems, entries: entries, fixed: fixed,
                                                           words: Catalogue(localeIdentifier: locale)))
        writeFailures(failures, vault: vault)
    }

    /// Writes the diff of the planned fixes to standard output and a summary to standard error.
    ///
    /// - Throws: ``StandardOutputFailure`` when the diff could not be written (no summary then).
    func writeDryRun(_ report: VaultChecker.Report, plans: [FilePlan], failures: [VaultFixer.Failure],
                     vault: Vault, format: OutputFormat) throws {
        switch format {
        case .json:
            context.standardOutput.write(CheckRenderer.renderJSON(report.problems, entries: report.filesChecked,
                                                                  plans: plans, failures: failures, dryRun: true))
            return
        case .text:
            break
        }
        for plan in plans { context.standardOutput.write(plan.diff) }
        try context.finishStandardOutput()
        let fixCount = plans.reduce(0) { $0 + $1.fixes.count }
        let remaining = report.problems.filter { !$0.isFixable }.count
        var summary = "dry run: --fix would make \(CheckRenderer.count(fixCount, "fix", "fixes")) in "
            + "\(CheckRenderer.count(plans.count, "file", "files")); nothing was written"
        if remaining > 0 { summary += "; \(CheckRenderer.count(remaining, "problem needs", "problems need")) a person (run vault check)" }
        context.standardError.write(summary + "\n")
        writeFailures(failures, vault: vault)
    }

    /// Writes each fix that could not be made to standard error.
    func writeFailures(_ failures: [VaultFixer.Failure], vault: Vault) {
        guard !failures.isEmpty else { return }
        context.standardOutput.flush()
        for failure in failures {
            context.standardError.write("\(TerminalText.safe(vault.displayPath(failure.path))): error: not fixed: \(TerminalText.safe(failure.reason))\n")
        }
    }
}
