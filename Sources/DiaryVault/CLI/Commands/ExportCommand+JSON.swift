import Foundation

extension ExportCommand {
    /// `vault export json`: the document, and with `-o DIR` or `-o NAME.zip` the files the
    /// entries link beside it (``ExportBundle``; a zip is streamed, as `export dayone`'s is).
    ///
    /// - Parameters:
    ///   - entries: The selected entries.
    ///   - reader: Reads their files.
    ///   - output: The output path as typed, or `nil` for standard output.
    ///   - sink: Where the document goes; pointed at `DIR/entries.json` for a folder.
    /// - Returns: What was exported and left out, and, with a folder or zip, a note for each
    ///   linked file that is not in the export (the link names no file of the vault).
    /// - Throws: ``VaultError`` when an attachment cannot be read or written; ``ZipWriteError``
    ///   past zip's limits.
    func exportJSON(_ entries: [EntrySummary], reader: ExportReader, output: String?, sink: inout ExportSink) throws
        -> (tally: ExportReader.Tally, notes: [String]) {
        var bundle = output.flatMap { ExportBundle(output: $0, absolute: context.fileURL(forPath: $0).path, modified: Self.timestamp(context)) }
        if let bundle, let output, case .folder = bundle.kind {
            try bundle.createFolder()
            sink = ExportSink(context: context, path: bundle.documentPath(output: output))
        }
        var renderer = ExportJSONRenderer()
        var notes: [String] = []
        let tally = try reader.forEachChunk(entries) { chunk in
            for entry in chunk {
                var files: [(relative: String, absolute: String)] = []
                for link in entry.fileLinks {
                    guard let file = reader.linkedFile(link, of: entry) else {
                        // Only a bundle carries files: a document alone names none missing.
                        if bundle != nil {
                            notes.append("vault: warning: \(TerminalText.safe(entry.path)): the link '\(TerminalText.safe(link))' names no file in the vault; the file is not in the export")
                        }
                        continue
                    }
                    if !files.contains(where: { $0.relative == file.relative }) { files.append(file) }
                }
                renderer.append(entry, attachments: files.map(\.relative))
                for file in files { try bundle?.add(file.relative, absolute: file.absolute) }
            }
            if bundle?.kind == .zip { bundle?.appendDocument(renderer.takeBytes()) } else { sink.write(renderer.takeBytes()) }
        }
        let last = renderer.finish(count: tally.exported)
        if var zip = bundle, zip.kind == .zip {
            zip.appendDocument(last)
            try sink.stream { output in try zip.writeArchive(to: output) }
        } else {
            sink.write(last)
        }
        return (tally, notes)
    }
}
