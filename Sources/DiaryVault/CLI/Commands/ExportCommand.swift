import Foundation

extension Command {
    /// `vault export FORMAT`: the selected entries in another program's format.
    static let export = Command(
        name: "export",
        summary: "Write the selected entries as JSON, a Day One archive, a jrnl journal or a markdown book.",
        discussion: """
            FORMAT is one of:
              json      one JSON document: {"version": 1, "entries": [ENTRY, ...], "count": N}, \
            each ENTRY the entry shape of every command (\(EntryJSON.shape())) and then "frontMatter" (every \
            key in file order with its YAML 1.2 value) and "body", as 'vault show --json' prints it, then \
            "frontMatterSource" (the exact text before the body) and "attachments" (the files the body \
            links in attachments/). With -o DIR (a folder, or a path ending in /) or -o NAME.zip, the \
            attachments are written beside DIR/entries.json. 'vault import json' reads it back as the same \
            files, byte for byte.
              dayone    a .zip that Day One imports: Journal.json (one file per 'journal' key) with \
            uuid, creationDate in UTC, timeZone, text with the title as its first line, starred, \
            isPinned, tags, location and weather from their keys, and the photos, videos, audio \
            and PDFs the bodies link from attachments/. Needs -o.
              jrnl      jrnl's plain-text journal ('[YYYY-MM-DD HH:MM] Title', ' *' when starred, \
            tags as @tags), for 'jrnl --import'.
              markdown  one markdown file, a book: the title (--title, else the vault's folder \
            name), a heading for each month in the locale's words, each entry with its date line \
            and its body, the body's headings demoted to nest under the entry's.

            The selection options choose the entries as for 'vault list' (a period, --from/--to, \
            --starred, --mood, --tag, --where, -n...); without --sort the order is oldest first. \
            An entry with 'private: true' is left out unless --include-private is given.

            -o PATH writes the file atomically (a temporary file in the same folder, then a \
            rename); without -o, json, jrnl and markdown go to standard output. Standard error \
            ends with a summary: how many entries were exported and how many private ones were \
            left out; for dayone also the keys Day One has no field for. docs/EXPORT.md states \
            every mapping.

            Examples:
              vault export json -o diary.json
              vault export json -o backup/ && vault import json backup/
              vault export dayone -o diary.zip
              vault export jrnl 2026 > 2026.txt && jrnl --import --file 2026.txt
              vault export markdown --from 2026-01-01 --title 'My 2026' -o 2026.md
              vault export json --tag travel --include-private | jq '.entries[].title'
            """,
        options: [
            .value("output", short: "o", valueName: "path", help: "Write to this file (atomically) instead of standard output."),
            .flag("include-private", help: "Export entries marked 'private: true' too."),
            .value("title", valueName: "text", help: "The markdown book's title. Default: the vault's folder name."),
        ] + SelectionOptions.specs + [
            .noCache,
        ],
        arguments: [
            .required("format", help: "json, dayone, jrnl or markdown."),
            .optional("period", help: "A year YYYY, a month YYYY-MM, a day YYYY-MM-DD, or MM-DD of every year."),
        ],
        work: ExportCommand.init
    )
}

/// The work of `vault export`: select, read each entry's file, render, write, summarize.
struct ExportCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the options, selects the entries (oldest first unless `--sort`), and exports them.
    ///
    /// - Throws: ``CLIError`` for an unknown format, `dayone` without `-o`, `--title` with another
    ///   format, a bad query; ``VaultError`` when the output cannot be written; ``ZipWriteError`` past
    ///   zip's limits; the errors of ``ReadPipeline``.
    func run() throws -> ExitCode {
        let formatText = arguments.positional("format") ?? ""
        guard let format = ExportFormat(rawValue: formatText) else {
            throw CLIError.invalidValue(formatText, for: "<format>", expected: CLIError.oneOf(ExportFormat.allCases.map(\.rawValue)))
        }
        if arguments.value("output") == "" {
            throw CLIError.invalidValue("", for: "--output", expected: "a file name, or - for standard output")
        }
        let output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
        if !format.isText, output == nil {
            throw CLIError.argumentNeedsOption(argument: format.rawValue, option: "--output")
        }
        if arguments.value("title") != nil, format != .markdown {
            throw CLIError.argumentNeedsOption(argument: "--title", option: "markdown")
        }
        let options = try ReadOptions(arguments, context: context, period: arguments.positional("period"), defaultSort: "oldest")
        let pipeline = try ReadPipeline(arguments: arguments, context: context)
        return try pipeline.run(options) { reading in
            let reader = ExportReader(vault: reading.vault, includePrivate: arguments.flag("include-private"))
            var sink = ExportSink(context: context, path: output)
            let tally: ExportReader.Tally
            var notes: [String] = []
            switch format {
            case .json:
                (tally, notes) = try exportJSON(reading.entries, reader: reader, output: output, sink: &sink)
            case .jrnl:
                var first = true
                var unwritten: [(key: String, count: Int)] = []
                tally = reader.forEachChunk(reading.entries) { chunk in
                    for entry in chunk {
                        sink.write(Array(((first ? "" : "\n") + JrnlRenderer.render(entry)).utf8))
                        first = false
                        var seen = Set<String>()
                        for tag in entry.entry.tags where !JrnlRenderer.isWritable(tag) && seen.insert(tag).inserted {
                            if let index = unwritten.firstIndex(where: { $0.key == tag }) { unwritten[index].count += 1 } else { unwritten.append((tag, 1)) }
                        }
                    }
                }
                notes = Self.jrnlNotes(unwritten)
            case .markdown:
                var renderer = MarkdownBookRenderer(localeIdentifier: reading.settings.localeIdentifier)
                let title = arguments.value("title") ?? reading.vault.path.split(separator: "/").last.map(String.init) ?? "Diary"
                sink.write(Array(renderer.header(title: title).utf8))
                tally = reader.forEachChunk(reading.entries) { chunk in
                    for entry in chunk { sink.write(Array(renderer.render(entry).utf8)) }
                }
            case .dayone:
                var export = DayOneExport(fallbackZone: context.timeZone)
                tally = reader.forEachChunk(reading.entries) { chunk in
                    for entry in chunk {
                        export.append(entry) { reader.linkedFile($0, of: entry).flatMap { DayOneExport.MediaFile(path: $0.absolute) } }
                    }
                }
                try sink.stream { output in try export.write(modified: Self.timestamp(context), to: output) }
                notes = Self.dayOneNotes(export)
            }
            try sink.finish()
            // No summary for output that was lost (a full disk, a closed pipe).
            try context.finishStandardOutput()
            for note in notes { context.standardError.write(note + "\n") }
            context.standardError.write(Self.summary(tally, destination: output.map { _ in sink.displayPath }) + "\n")
            return .success
        }
    }
}
