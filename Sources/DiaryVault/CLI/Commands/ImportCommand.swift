import Foundation

extension Command {
    /// `vault import SOURCE PATH`: brings a diary kept elsewhere into the vault.
    static let importEntries = Command(
        name: "import",
        summary: "Bring a diary in: Day One, JSON or property-list stores, and more.",
        usage: "vault import <source> <path> [--dry-run] [--time-zone <zone>] [--map <key=field,...>] [--date-format <pattern>] [--json]",
        discussion: """
            Reads PATH with the reader for SOURCE and writes one entry file per entry it finds, \
            in YYYY/MM/ folders by the entry's own day. The sources:
            \(ImportSourceKind.all.map { "  " + $0.name + String(repeating: " ", count: max(1, 10 - $0.name.count)) + $0.summary }.joined(separator: "\n"))

            Nothing is ever overwritten or changed: entries are matched with the vault by uuid \
            (sources without ids get a name-based one, the same at every import). An entry whose \
            uuid is new is written; one the vault holds with the same content is 'present'; one \
            it holds with other content is a 'conflict', left as it is (the status is then 1); \
            a Day One entry an earlier import wrote without photos missing from that export, \
            unchanged since, is 'completed': written again with them. \
            Importing the same export again creates nothing; an import that was stopped, run \
            again, writes the rest. Two imports into one vault take turns (the vault's lock). Attachments are copied to YYYY/MM/attachments/ beside the \
            entry, and the body's links point there; a file of that name with other bytes \
            gives the new one a name with -2, -3. The input is only read.

            --dry-run prints the plan (new, present, conflict, completed) and writes nothing. --time-zone \
            gives the zone of instants the source stores without one (the property-list diary's \
            UTC dates; JSON numbers of seconds); default: the machine's zone. --map names the \
            fields of a JSON or property-list object: title, body, date, mood, starred, uuid, \
            tags, and entries (the member that holds the array); --date-format is a UTS #35 \
            pattern for their dates (yyyy-MM-dd HH:mm). The rules of every source are in \
            docs/IMPORT.md.

            At the end comes the fidelity report: for each field of the source, how many values \
            were kept, converted or dropped, and why. --json prints the whole report as one \
            object:
              {"source":"dayone","input":"…","dryRun":false,
               "counts":{"new":13,"present":0,"conflicts":0,"duplicates":0,"skipped":0,"attachments":5},
               "entries":[{"action":"new","path":"…","uuid":"…","sourceId":"…","sourceFile":"…",
                           "date":"…","title":"…","attachments":["…"]}],
               "skipped":[{"path":"…","reason":"…"}],"warnings":["…"],
               "fidelity":[{"field":"creationDate","fate":"converted","count":13,"reason":"…"}]}

            An input that cannot be read (a corrupt zip, JSON that is cut short or of another \
            shape, a property list with a value of the wrong type) is an error naming the file \
            and the entry; nothing is written then.

            Examples:
              vault import dayone ~/Downloads/DayOne-export.zip --dry-run
              vault import json diary_list.json
              vault import json notes.json --map body=content,date=createdAt --date-format "dd.MM.yyyy HH:mm"
              vault import plist diaryList.plist --time-zone Asia/Seoul
            """,
        options: [
            .flag("dry-run", help: "Print what would be written and write nothing."),
            .value("time-zone", valueName: "zone", help: "The zone of instants stored without one, such as Asia/Seoul. Default: the machine's."),
            .value("map", valueName: "key=field,...", help: "json and plist: which fields hold title, body, date, mood, starred, uuid, tags, entries."),
            .value("date-format", valueName: "pattern", help: "json and plist: the dates' UTS #35 pattern, such as 'yyyy-MM-dd HH:mm'."),
            .json(help: "Print the plan and the fidelity report as JSON."),
        ],
        arguments: [
            .required("source", help: "What to import: " + ImportSourceKind.all.map(\.name).joined(separator: ", ") + "."),
            .required("path", help: "The export: a file or a folder."),
        ],
        work: ImportCommand.init
    )
}

/// The work of `vault import`: read the input with its source, plan, write, report.
struct ImportCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext
    /// Reads, plans, writes (unless `--dry-run`) and prints the report.
    ///
    /// - Throws: ``CLIError`` for an unknown source, zone or `--map`; ``VaultError`` without a
    ///   vault or when writing fails; ``ImportError`` when the input cannot be read (nothing is
    ///   written then).
    func run() throws -> ExitCode {
        let format = try OutputFormat(arguments)
        let name = arguments.positional("source") ?? ""
        guard let kind = ImportSourceKind.named(name) else {
            throw CLIError.invalidValue(name, for: "<source>", expected: CLIError.oneOf(ImportSourceKind.all.map(\.name)))
        }
        let options = try importOptions()
        let vault = try Vault.discover(arguments, context: context)
        let dryRun = arguments.flag("dry-run")
        // A writing import holds the vault's lock from its scan to its last file, so that a
        // second import waits and then finds these entries present instead of writing them twice.
        if dryRun { return try importEntries(kind, options: options, vault: vault, format: format, dryRun: true) }
        return try FolderLock.withLock(on: vault.path) {
            try importEntries(kind, options: options, vault: vault, format: format, dryRun: false)
        }
    }

    /// Scans, reads the input, plans, writes unless `dryRun`, and prints the report.
    private func importEntries(_ kind: ImportSourceKind, options: ImportOptions, vault: Vault, format: OutputFormat,
                               dryRun: Bool) throws -> ExitCode {
        // The vault is scanned (only read: no cache is written) while the source reads the input;
        // only uuids and paths are needed, so no words are counted.
        let scanning = BackgroundScan(vault: vault)
        defer { _ = scanning.wait() }
        let batch = try kind.source.read(options)
        let scan = scanning.wait()
        var existing: [EntryID: String] = [:]
        for summary in scan.entries {
            if let uuid = summary.uuid, existing[uuid] == nil { existing[uuid] = summary.path }
        }
        // `file-names = unique`, read as `check` reads the config: a bad one does not stop an import.
        let unique = (try? VaultConfig.load(vault))?.uniqueFileNames ?? false
        let plan = try ImportPlan.make(batch, vault: vault, existing: existing, uniqueNames: unique)
        var written = ImportWriter.Outcome()
        if !dryRun {
            written = try ImportWriter().write(plan, to: vault)
        }
        let warnings = batch.warnings + plan.attention
        let report = ImportRenderer.Report(
            source: kind.name, input: options.displayPath, dryRun: dryRun,
            rows: plan.items.enumerated().map { index, item in row(item, path: written.entries[index], vault: vault) },
            skipped: batch.skipped, warnings: warnings, attachmentsCopied: plan.attachmentsToCopy,
            fidelity: batch.fidelity)
        for warning in warnings { context.standardError.write("warning: " + TerminalText.safe(warning) + "\n") }
        switch format {
        case .text: context.standardOutput.write(ImportRenderer.text(report))
        case .json: context.standardOutput.write(ImportRenderer.json(report))
        }
        return plan.counts.conflicts > 0 ? .failure : .success
    }

    /// The report's line for one entry.
    private func row(_ item: ImportPlan.Item, path written: String?, vault: Vault) -> ImportRenderer.Row {
        let action: String
        var path = written ?? item.path
        switch item.action {
        case .new: action = "new"
        case .present: action = "present"
        case .conflict: action = "conflict"
        case .duplicate: action = "duplicate"; path = item.entry.sourceFile
        case .completed: action = "completed"
        }
        let shown = { (relative: String) in action == "duplicate" ? relative : vault.displayPath(relative) }
        return ImportRenderer.Row(action: action, path: shown(path), uuid: item.entry.uuid.canonical,
                                  sourceID: item.entry.sourceID, sourceFile: item.entry.sourceFile,
                                  date: item.entry.date.text, title: item.entry.shownTitle,
                                  attachments: item.attachments.map { vault.displayPath($0.path) })
    }

    /// The options the source gets, from the command line.
    ///
    /// - Throws: ``CLIError`` for a missing input, an unknown zone or a bad `--map`.
    func importOptions() throws -> ImportOptions {
        let given = arguments.positional("path") ?? ""
        let absolute = context.fileURL(forPath: given).standardizedFileURL.path
        guard FileSystem.status(absolute, follow: true) != nil else {
            throw CLIError.invalidValue(given, for: "<path>", expected: "an existing file or folder")
        }
        var timeZone = context.timeZone
        if let zone = arguments.value("time-zone") {
            guard let named = TimeZone(identifier: zone) else {
                throw CLIError.invalidValue(zone, for: "--time-zone <zone>", expected: "an IANA zone name such as Asia/Seoul or UTC")
            }
            timeZone = named
        }
        var map: [String: String] = [:]
        for pair in (arguments.value("map") ?? "").split(separator: ",") where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String(String($0).trimmingASCIISpaces) }
            guard parts.count == 2, !parts[1].isEmpty, ImportOptions.mapKeys.contains(parts[0]) else {
                throw CLIError.invalidValue(String(pair), for: "--map <key=field,...>",
                                            expected: "KEY=FIELD with KEY one of " + ImportOptions.mapKeys.joined(separator: ", "))
            }
            map[parts[0]] = parts[1]
        }
        return ImportOptions(displayPath: given, path: absolute, timeZone: timeZone,
                             timeZoneGiven: arguments.value("time-zone") != nil, fieldMap: map,
                             dateFormat: arguments.value("date-format"))
    }
}
