import Foundation
import Testing
@testable import DiaryVault

/// One import sample of `Tests/ImportSamples/<folder>/` (a copy of `../shared/import-samples/`,
/// set A): the source's files and its `expected.json`, which lists the entries an import must
/// create (its format is described in `Tests/ImportSamples/README.md`).
///
/// The samples live outside the test bundle's resources (SwiftPM leaves hidden folders such as
/// `.obsidian/` out of resources), so they are found from this file's path; `VAULT_IMPORT_SAMPLES`
/// names another folder of the same layout.
struct ImportSample {
    /// One entry of `expected.json`.
    struct Expected {
        /// `sourceId`, or `nil`.
        var sourceID: String?
        /// `sourceFile`.
        var sourceFile: String
        /// `date`, exactly as written.
        var date: String
        /// `day`.
        var day: String
        /// `title` as vault shows it, or `nil`.
        var title: String?
        /// `mood` (vault's name), or `nil`.
        var mood: String?
        /// `starred`.
        var starred: Bool
        /// `tags`, in order.
        var tags: [String]
        /// `extra`: key and JSON value (string, number, boolean or list), in order.
        var extra: [(key: String, value: ImportValue)]
        /// `attachments`: how many files are copied.
        var attachments: Int
        /// `attachmentFiles`, relative to the input.
        var attachmentFiles: [String]
        /// `bodyStartsWith`: the body's first 30 Unicode scalars.
        var bodyStartsWith: String
        /// `bodyContains`: exact substrings of the body.
        var bodyContains: [String]
    }

    /// The sample's folder, absolute.
    var folder: String
    /// `source`.
    var source: String
    /// The entries, in the order of `expected.json`.
    var entries: [Expected]
    /// `skipped`: paths and reasons.
    var skipped: [ImportSkip]

    /// The folder holding every sample.
    static var root: String {
        if let given = ProcessInfo.processInfo.environment["VAULT_IMPORT_SAMPLES"], !given.isEmpty { return given }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ImportSamples").path
    }

    /// Loads `<root>/<name>/expected.json`.
    ///
    /// - Parameter name: The sample folder: `dayone`, `jrnl`, `obsidian`, `logseq`, `posts`,
    ///   `mood-diary`, `diary-app`.
    static func load(_ name: String) throws -> ImportSample {
        let folder = root + "/" + name
        let value = try JSONReader.parse(try FileSystem.read(folder + "/expected.json"))
        var entries: [Expected] = []
        for entry in value["entries"]?.array ?? [] {
            entries.append(Expected(
                sourceID: entry["sourceId"]?.string,
                sourceFile: entry["sourceFile"]?.string ?? "",
                date: entry["date"]?.string ?? "",
                day: entry["day"]?.string ?? "",
                title: entry["title"]?.string,
                mood: entry["mood"]?.string,
                starred: entry["starred"]?.bool ?? false,
                tags: (entry["tags"]?.array ?? []).compactMap(\.string),
                extra: entry["extra"]?.members ?? [],
                attachments: Int(entry["attachments"]?.number ?? 0),
                attachmentFiles: (entry["attachmentFiles"]?.array ?? []).compactMap(\.string),
                bodyStartsWith: entry["bodyStartsWith"]?.string ?? "",
                bodyContains: (entry["bodyContains"]?.array ?? []).compactMap(\.string)))
        }
        let skipped = (value["skipped"]?.array ?? []).map {
            ImportSkip(path: $0["path"]?.string ?? "", reason: $0["reason"]?.string ?? "")
        }
        return ImportSample(folder: folder, source: value["source"]?.string ?? name, entries: entries, skipped: skipped)
    }

    /// The absolute path of a file or folder of the sample (`""` for the sample folder).
    func path(_ relative: String) -> String {
        relative.isEmpty ? folder : folder + "/" + relative
    }

    /// The first `count` Unicode scalars of a text (all of it when shorter).
    ///
    /// The final newline of a file is not part of the body `expected.json` describes: trailing
    /// newlines are left out first.
    static func prefix(_ text: String, _ count: Int = 30) -> String {
        var text = Substring(text)
        while text.hasSuffix("\n") { text = text.dropLast() }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(count))
        return String(scalars)
    }
}

/// Checks an ``ImportBatch``, and the entries an import wrote into a vault, against a sample's
/// `expected.json`: every field it lists (date, day, title as vault shows it, mood, starred, tags,
/// extra, attachments' count and files, bodyStartsWith, bodyContains, skipped).
///
/// Entries are paired by `sourceId` when the sample has one, else by `sourceFile` and `date`,
/// else by position; every mismatch is an issue of its own, naming the entry and the field.
enum ImportSampleHarness {
    /// Checks what a source read.
    ///
    /// - Parameters:
    ///   - batch: What the source read.
    ///   - sample: The sample.
    ///   - matchSourceFile: Whether `sourceFile` must match (false for another input of the same
    ///     entries, such as jrnl's `journal.txt` beside `export.json`).
    ///   - checkSkipped: Whether the batch's skipped paths must be those of the sample.
    /// - Returns: The batch's entries in the order of the sample's, for ``checkVault(_:_:sample:location:)``.
    @discardableResult
    static func check(_ batch: ImportBatch, against sample: ImportSample, matchSourceFile: Bool = true,
                      checkSkipped: Bool = true, location: Testing.SourceLocation = #_sourceLocation) -> [ImportedEntry] {
        #expect(batch.entries.count == sample.entries.count, "entry count", sourceLocation: location)
        var paired: [ImportedEntry] = []
        var unused = Array(batch.entries.indices)
        for (position, expected) in sample.entries.enumerated() {
            let found = unused.first { batch.entries[$0].sourceID != nil && batch.entries[$0].sourceID == expected.sourceID }
                ?? unused.first { expected.sourceID == nil && (!matchSourceFile || batch.entries[$0].sourceFile == expected.sourceFile)
                    && batch.entries[$0].date.text == expected.date }
                ?? (position < batch.entries.count && unused.contains(position) && expected.sourceID == nil ? position : nil)
            guard let index = found else {
                Issue.record("no imported entry for expected entry \(position + 1) (\(expected.sourceID ?? expected.sourceFile) \(expected.date))", sourceLocation: location)
                continue
            }
            unused.removeAll { $0 == index }
            let entry = batch.entries[index]
            paired.append(entry)
            let label = "entry \(position + 1) (\(expected.sourceID ?? expected.sourceFile))"
            if matchSourceFile { #expect(entry.sourceFile == expected.sourceFile, "\(label): sourceFile", sourceLocation: location) }
            #expect(entry.date.text == expected.date, "\(label): date", sourceLocation: location)
            #expect(entry.date.day.description == expected.day, "\(label): day", sourceLocation: location)
            #expect(entry.shownTitle == expected.title, "\(label): title", sourceLocation: location)
            #expect(entry.mood?.rawValue == expected.mood, "\(label): mood", sourceLocation: location)
            #expect(entry.starred == expected.starred, "\(label): starred", sourceLocation: location)
            #expect(entry.tags == expected.tags, "\(label): tags", sourceLocation: location)
            checkExtra(entry.extra.map { ($0.key, $0.value) }, expected.extra, label: label, location: location)
            #expect(entry.attachments.count == expected.attachments, "\(label): attachments", sourceLocation: location)
            #expect(entry.attachments.map(\.sourcePath) == expected.attachmentFiles, "\(label): attachmentFiles", sourceLocation: location)
            let body = entry.writtenBody
            #expect(ImportSample.prefix(body) == expected.bodyStartsWith, "\(label): bodyStartsWith", sourceLocation: location)
            for part in expected.bodyContains {
                #expect(body.contains(part), "\(label): bodyContains \(part)", sourceLocation: location)
            }
        }
        if checkSkipped {
            #expect(batch.skipped.map(\.path).sorted() == sample.skipped.map(\.path).sorted(), "skipped", sourceLocation: location)
        }
        return paired
    }

    /// Checks the files an import wrote: for each entry (paired as ``check(_:against:matchSourceFile:checkSkipped:location:)``
    /// returned them), the file with its uuid holds the expected front matter and body, and its
    /// attachments are in `attachments/` beside it with the source's bytes.
    ///
    /// - Parameters:
    ///   - entries: The batch's entries in the order of the sample's.
    ///   - vault: The vault imported into.
    ///   - sample: The sample.
    static func checkVault(_ entries: [ImportedEntry], _ vault: TemporaryVault, sample: ImportSample,
                           location: Testing.SourceLocation = #_sourceLocation) throws {
        var files: [EntryID: (path: String, entry: Entry)] = [:]
        for path in vault.files() where path.hasSuffix(".md") && !path.hasPrefix(".vault/") && !path.contains("/attachments/") {
            let entry = try Entry(parsing: try vault.bytes(path), path: path)
            if let uuid = entry.uuid { files[uuid] = (path, entry) }
        }
        #expect(files.count == sample.entries.count, "entry files in the vault", sourceLocation: location)
        for (position, (imported, expected)) in zip(entries, sample.entries).enumerated() {
            let label = "entry \(position + 1) (\(expected.sourceID ?? expected.sourceFile))"
            guard let (path, entry) = files[imported.uuid] else {
                Issue.record("\(label): no file with uuid \(imported.uuid.canonical)", sourceLocation: location)
                continue
            }
            #expect(entry.date?.text == expected.date, "\(label): date in \(path)", sourceLocation: location)
            #expect(entry.date?.day.description == expected.day, "\(label): day in \(path)", sourceLocation: location)
            #expect((entry.title.isEmpty ? nil : entry.title) == expected.title, "\(label): title in \(path)", sourceLocation: location)
            #expect(entry.mood?.rawValue == expected.mood, "\(label): mood in \(path)", sourceLocation: location)
            #expect(entry.isStarred == expected.starred, "\(label): starred in \(path)", sourceLocation: location)
            #expect(entry.tags == expected.tags, "\(label): tags in \(path)", sourceLocation: location)
            let fields = entry.document.frontMatter?.fields ?? []
            let known = Set(SemanticKey.allCases.flatMap(\.names))
            let extra = fields.filter { !known.contains($0.key) }.map { ($0.key, $0.value) }
            checkExtra(extra, expected.extra, label: "\(label) in \(path)", location: location)
            #expect(ImportSample.prefix(entry.body) == expected.bodyStartsWith, "\(label): bodyStartsWith in \(path)", sourceLocation: location)
            for part in expected.bodyContains {
                #expect(entry.body.contains(part), "\(label): bodyContains \(part) in \(path)", sourceLocation: location)
            }
            let folder = String(path[..<path.lastIndex(of: "/")!])
            for attachment in imported.attachments {
                let copied = folder + "/attachments/" + attachment.name
                #expect(vault.exists(copied), "\(label): \(copied) exists", sourceLocation: location)
                let original: [UInt8] = switch attachment.contents {
                case .bytes(let bytes): bytes
                case .file(let source): try FileSystem.read(source)
                }
                #expect((try? vault.bytes(copied)) == original, "\(label): \(copied) holds the source's bytes", sourceLocation: location)
                #expect(entry.body.contains("attachments/" + ImportPlan.linkForm(attachment.name)), "\(label): the body links \(copied)", sourceLocation: location)
            }
        }
    }

    /// Compares extra keys with `expected.json`'s `extra`: the same keys in any order, strings
    /// equal, numbers equal as numbers, booleans, lists of strings, nested maps (as objects, keys in order).
    static func checkExtra(_ actual: [(key: String, value: FrontMatterValue)], _ expected: [(key: String, value: ImportValue)],
                           label: String, location: Testing.SourceLocation) {
        #expect(actual.map(\.key).sorted() == expected.map(\.key).sorted(), "\(label): extra keys", sourceLocation: location)
        for (key, value) in expected {
            guard let written = actual.first(where: { $0.key == key })?.value else { continue }
            #expect(matches(written, value), "\(label): extra \(key) is \(written), expected \(value)", sourceLocation: location)
        }
    }

    /// Whether a front-matter value is the JSON value of `expected.json`.
    static func matches(_ written: FrontMatterValue, _ expected: ImportValue) -> Bool {
        switch (written, expected) {
        case (.string(let a), .string(let b)): a == b
        case (.raw(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .number(let b, _)): Double(a) == b
        case (.float(let a), .number(let b, _)): a == b
        case (.sequence(let items), .array(let values)): items.count == values.count && zip(items, values).allSatisfy { matches($0, $1) }
        case (.mapping(let pairs), .object(let members)):
            pairs.count == members.count && zip(pairs, members).allSatisfy { $0.key == $1.key && matches($0.value, $1.value) }
        case (.null, .null): true
        default: false
        }
    }

    /// Runs `vault import <source> <input> <options>` in a new vault and returns the vault and
    /// the run; the vault has no entries before.
    static func importInto(_ source: String, _ input: String, _ options: [String] = []) throws -> (TemporaryVault, CLIRun) {
        let vault = try TemporaryVault()
        let run = vault.run(["import", source, input] + options)
        return (vault, run)
    }
}
