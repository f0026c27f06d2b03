import Foundation

extension ExportCommand {
    /// `vault export json`: the document, and with `-o DIR` or `-o NAME.zip` the files the
    /// entries link beside it (``ExportBundle``).
    ///
    /// - Parameters:
    ///   - entries: The selected entries.
    ///   - reader: Reads their files.
    ///   - output: The output path as typed, or `nil` for standard output.
    ///   - sink: Where the document goes; pointed at `DIR/entries.json` for a folder.
    /// - Returns: What was exported and left out.
    /// - Throws: ``VaultError`` when an attachment cannot be written; ``ZipWriteError`` past
    ///   zip's limits.
    func exportJSON(_ entries: [EntrySummary], reader: ExportReader, output: String?, sink: inout ExportSink) throws -> ExportReader.Tally {
        var bundle = output.flatMap { ExportBundle(output: $0, absolute: context.fileURL(forPath: $0).path, modified: Self.timestamp(context)) }
        if let bundle, let output, case .folder = bundle.kind {
            try bundle.createFolder()
            sink = ExportSink(context: context, path: bundle.documentPath(output: output))
        }
        var document: [UInt8] = []
        var renderer = ExportJSONRenderer()
        let tally = try reader.forEachChunk(entries) { chunk in
            for entry in chunk {
                let files = entry.attachmentLinks.compactMap { link in
                    reader.attachmentPath(link, of: entry).map { (relative: entry.folder + "/" + link, absolute: $0) }
                }
                renderer.append(entry, attachments: files.map(\.relative))
                if bundle != nil {
                    for file in files {
                        guard let bytes = try? FileSystem.read(file.absolute) else { continue }
                        try bundle?.add(file.relative, bytes: bytes)
                    }
                }
            }
            if bundle?.kind == .zip { document += renderer.takeBytes() } else { sink.write(renderer.takeBytes()) }
        }
        let last = renderer.finish(count: tally.exported)
        if bundle?.kind == .zip, let archive = try bundle?.archive(document: document + last) {
            sink.write(archive)
        } else {
            sink.write(last)
        }
        return tally
    }
}
