import Foundation

/// `vault import logseq GRAPH`: the journal pages of a Logseq graph (markdown).
///
/// Journals are the `.md` files directly in the journals folder of `logseq/config.edn`
/// (``LogseqConfig``) whose name gives a day; each is mapped by ``LogseqPage`` (rules in
/// docs/IMPORT.md, "Logseq"). Other markdown files are reported as skipped: pages, journal files
/// whose name gives no day, and journals that hold only an empty bullet. Logseq's own folder
/// (`logseq/`: backups, the recycle bin) is not input.
struct LogseqSource: ImportSource {
    static let name = "logseq"

    /// Creates the source.
    init() {}

    func read(_ options: ImportOptions) throws -> ImportBatch {
        guard TextImportFiles.isFolder(options.path) else {
            throw ImportError(path: options.displayPath, "expected a Logseq graph folder (the folder that holds journals/ and logseq/)")
        }
        let configPath = options.path + "/logseq/config.edn"
        let edn = TextImportFiles.isFile(configPath) ? try TextImportFiles.readText(configPath, display: "logseq/config.edn") : nil
        let config: LogseqConfig
        do {
            config = try LogseqConfig(edn: edn)
        } catch {
            throw ImportError(path: "logseq/config.edn", place: ":journal/file-name-format", error.message)
        }
        var batch = ImportBatch()
        let journals = config.journalsDirectory.isEmpty ? "" : config.journalsDirectory + "/"
        for file in TextImportFiles.files(under: options.path) where !file.hasPrefix("logseq/") {
            let lowered = file.lowercased()
            guard lowered.hasSuffix(".md") || lowered.hasSuffix(".org") else { continue }
            let inJournals = file.hasPrefix(journals) && !file.dropFirst(journals.count).contains("/")
            guard inJournals else {
                batch.skipped.append(ImportSkip(path: file, reason: "a page, not a journal"))
                continue
            }
            guard lowered.hasSuffix(".md") else {
                batch.skipped.append(ImportSkip(path: file, reason: "an org-mode journal (only markdown journals are imported)"))
                continue
            }
            let name = String(file.dropFirst(journals.count).dropLast(3))
            guard let day = config.day(of: name.removingPercentEncoding ?? name) else {
                batch.skipped.append(ImportSkip(path: file, reason: "name does not parse with the journal file-name format"))
                continue
            }
            let text = try TextImportFiles.readText(TextImportFiles.join(options.path, file), display: file)
            let page = LogseqPage(text: text, path: file, day: day, graph: options.path)
            guard let entry = page.entry else {
                batch.skipped.append(ImportSkip(path: file, reason: page.skipReason))
                continue
            }
            batch.entries.append(entry)
            batch.fidelity.merge(page.fidelity)
            batch.warnings += page.warnings
        }
        return batch
    }
}
