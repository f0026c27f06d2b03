import Foundation
@testable import DiaryVault

/// What `Fixtures/import-samples/<source>/expected.json` says a source must give, and a check of an
/// ``ImportBatch`` against it (the rules of `Fixtures/import-samples/README.md`).
///
/// The text sources' own check until the shared harness (`ImportSampleHarness`) is on the branch.
struct ImportSampleExpectation {
    /// The decoded `expected.json`.
    let json: [String: Any]

    /// The sample folder in the test bundle.
    static let samples = TemporaryVault.fixtures.appendingPathComponent("import-samples", isDirectory: true)

    /// Loads a sample's `expected.json`.
    init(_ sample: String) throws {
        let data = try Data(contentsOf: Self.samples.appendingPathComponent("\(sample)/expected.json"))
        json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// A copy of a sample folder in a new temporary folder (SwiftPM leaves hidden folders out of
    /// test resources, so `dot-obsidian` is renamed `.obsidian` there); removed by the caller.
    static func copy(_ sample: String) throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("vault-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let target = base.appendingPathComponent(sample)
        try FileManager.default.copyItem(at: samples.appendingPathComponent(sample), to: target)
        let hidden = target.appendingPathComponent("dot-obsidian")
        if FileManager.default.fileExists(atPath: hidden.path) {
            try FileManager.default.moveItem(at: hidden, to: target.appendingPathComponent(".obsidian"))
        }
        return target.path
    }

    /// Options for reading `path` in Seoul.
    static func options(_ path: String) -> ImportOptions {
        ImportOptions(displayPath: path, path: path, timeZone: TemporaryVault.seoul)
    }

    /// Every difference between a batch and the expectation, as readable lines (empty: a match).
    ///
    /// - Parameters:
    ///   - batch: What the source read.
    ///   - sourceFile: The `sourceFile` every entry must have instead of the expected one (jrnl's
    ///     text file gives the JSON export's entries).
    func differences(_ batch: ImportBatch, sourceFile: String? = nil) -> [String] {
        var found: [String] = []
        let entries = json["entries"] as? [[String: Any]] ?? []
        if batch.entries.count != entries.count {
            found.append("entries: \(batch.entries.count), expected \(entries.count)")
        }
        let anyTagOrder = (json["tagOrder"] as? String)?.hasPrefix("any") == true
        for (entry, expected) in zip(batch.entries, entries) {
            let label = entry.sourceFile + " " + entry.date.text
            func check(_ what: String, _ actual: String, _ wanted: String) {
                if actual != wanted { found.append("\(label): \(what) \(actual.debugDescription), expected \(wanted.debugDescription)") }
            }
            check("sourceFile", entry.sourceFile, sourceFile ?? expected["sourceFile"] as? String ?? "")
            check("date", entry.date.text, expected["date"] as? String ?? "")
            check("day", entry.date.day.description, expected["day"] as? String ?? "")
            check("title", entry.title ?? Self.title(ofBody: entry.body) ?? "<null>", expected["title"] as? String ?? "<null>")
            check("mood", entry.mood?.rawValue ?? "<null>", expected["mood"] as? String ?? "<null>")
            check("starred", String(entry.starred), String(expected["starred"] as? Bool ?? false))
            let tags = expected["tags"] as? [String] ?? []
            check("tags", (anyTagOrder ? entry.tags.sorted() : entry.tags).description, (anyTagOrder ? tags.sorted() : tags).description)
            let extra = (expected["extra"] as? [String: Any] ?? [:]).mapValues(Self.text(ofJSON:))
            let actualExtra = Dictionary(entry.extra.map { ($0.key, Self.text(of: $0.value)) }, uniquingKeysWith: { first, _ in first })
            check("extra", actualExtra.sorted { $0.key < $1.key }.description, extra.sorted { $0.key < $1.key }.description)
            check("attachments", entry.attachments.map(\.sourcePath).description, (expected["attachmentFiles"] as? [String] ?? []).description)
            check("bodyStartsWith", String(String.UnicodeScalarView(entry.body.unicodeScalars.prefix(30))), expected["bodyStartsWith"] as? String ?? "")
            for part in expected["bodyContains"] as? [String] ?? [] where !entry.body.contains(part) {
                found.append("\(label): body lacks \(part.debugDescription)")
            }
        }
        let skipped = (json["skipped"] as? [[String: Any]] ?? []).map { ($0["path"] as? String ?? "") + ": " + ($0["reason"] as? String ?? "") }
        let actualSkipped = batch.skipped.map { $0.path + ": " + $0.reason }
        if actualSkipped.sorted() != skipped.sorted() {
            found.append("skipped: \(actualSkipped.sorted()), expected \(skipped.sorted())")
        }
        return found
    }

    /// The title rule of the samples' README: the first `# ` heading, else the first non-empty
    /// line that is not only image embeds, without `>`, list markers and a task box; `nil` when
    /// there is none.
    static func title(ofBody body: String) -> String? {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if let heading = lines.first(where: { $0.hasPrefix("# ") }) { return String(heading.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
        for line in lines {
            var text = Substring(line)
            while text.hasPrefix(">") { text = text.dropFirst().drop { $0 == " " } }
            for marker in ["- ", "* ", "+ "] where text.hasPrefix(marker) { text = text.dropFirst(2) }
            if let dot = text.firstIndex(of: "."), dot > text.startIndex, text[..<dot].allSatisfy(\.isNumber),
               text[text.index(after: dot)...].hasPrefix(" ") { text = text[text.index(dot, offsetBy: 2)...] }
            for box in ["[ ] ", "[x] ", "[X] "] where text.hasPrefix(box) { text = text.dropFirst(4) }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let withoutImages = trimmed.replacingOccurrences(of: #"!\[[^\]]*\]\([^)]*\)|!\[\[[^\]]*\]\]"#, with: "", options: .regularExpression)
            if withoutImages.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            return trimmed
        }
        return nil
    }

    /// A front-matter value in the form ``text(ofJSON:)`` gives the same value.
    static func text(of value: FrontMatterValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .integer(let number): String(number)
        case .float(let number): String(number)
        case .string(let text): text.debugDescription
        case .sequence(let items): "[" + items.map(text(of:)).joined(separator: ", ") + "]"
        case .raw(let text): "raw " + text
        }
    }

    /// A decoded JSON value in the form of ``text(of:)``.
    static func text(ofJSON value: Any) -> String {
        switch value {
        case let text as String: text.debugDescription
        case let list as [Any]: "[" + list.map(text(ofJSON:)).joined(separator: ", ") + "]"
        case let number as NSNumber where String(cString: number.objCType) == "c": String(number.boolValue)
        case let number as NSNumber: number.doubleValue == number.doubleValue.rounded() && !"\(number)".contains(".") ? String(number.intValue) : String(number.doubleValue)
        default: "null"
        }
    }
}
