import Foundation
import Testing
@testable import DiaryVault

/// The fidelity report says what the import wrote: each test imports a minimal input of one
/// shape, then compares the report's counts with the files in the vault (issue 26, item 3).
@Suite struct ImportFidelityTests {
    /// One line of the report's `fidelity` array.
    struct Outcome: Equatable, CustomStringConvertible {
        var field: String
        var fate: String
        var count: Int
        var reason: String
        var description: String { "\(field) \(count) \(fate) (\(reason))" }
    }

    /// Runs `vault import SOURCE INPUT --json` in `vault` and returns the report's fidelity lines.
    static func importReport(_ vault: TemporaryVault, _ source: String, _ input: String,
                             _ more: [String] = []) throws -> [Outcome] {
        let run = vault.run(["import", source, input, "--json"] + more)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try JSONReader.parse(Array(run.stdout.utf8))
        return (report["fidelity"]?.array ?? []).map { item in
            Outcome(field: item["field"]?.string ?? "", fate: item["fate"]?.string ?? "",
                    count: Int(item["count"]?.number ?? -1), reason: item["reason"]?.string ?? "")
        }
    }

    /// The `mood:` line of every entry the vault holds, without `mood: `, sorted by the entry's
    /// date; `nil` for an entry without one.
    static func writtenMoods(_ vault: TemporaryVault) throws -> [String?] {
        try vault.files().filter { $0.hasSuffix(".md") }.sorted().map { path in
            let text = try vault.text(path)
            let line = text.split(separator: "\n").first { $0.hasPrefix("mood: ") }
            return line.map { String($0.dropFirst("mood: ".count)) }
        }
    }

    /// Counts of the written moods: five names and other text.
    static func tally(_ moods: [String?]) -> (names: Int, text: Int) {
        moods.reduce(into: (0, 0)) { counts, mood in
            guard let mood else { return }
            if Mood(rawValue: mood) != nil { counts.0 += 1 } else { counts.1 += 1 }
        }
    }

    /// The sum of the counts of `field` with one fate and, when given, one reason.
    static func count(_ outcomes: [Outcome], _ field: String, _ fate: String, reason: String? = nil) -> Int {
        outcomes.filter { $0.field == field && $0.fate == fate && (reason == nil || $0.reason == reason) }
            .reduce(0) { $0 + $1.count }
    }

    @Test func obsidianMoodsOutsideTheFiveAreKeptAsWrittenAndReportedAsText() throws {
        let vault = try TemporaryVault()
        let notes = ["content", "7", "😊", "notGreat", "good", "''"]
        try FileManager.default.createDirectory(at: vault.outside.appendingPathComponent(".obsidian"), withIntermediateDirectories: true)
        for (index, mood) in notes.enumerated() {
            try TemporaryVault.write("---\nmood: \(mood)\n---\nDay \(index + 1).\n", to: "2026-11-0\(index + 1).md", in: vault.outside)
        }
        let report = try Self.importReport(vault, "obsidian", vault.outside.path)
        let moods = try Self.writtenMoods(vault)
        #expect(moods == ["content", "7", "😊", "not-great", "good", nil])
        let written = Self.tally(moods)
        #expect(Self.count(report, "mood", "kept", reason: ImportedMood.keptAsText) == written.text)
        #expect(Self.count(report, "mood", "kept", reason: "") + Self.count(report, "mood", "converted") == written.names)
        #expect(report.filter { $0.field == "mood" } == [
            Outcome(field: "mood", fate: "kept", count: 3, reason: ImportedMood.keptAsText),
            Outcome(field: "mood", fate: "converted", count: 1, reason: ImportedMood.convertedToName),
            Outcome(field: "mood", fate: "kept", count: 1, reason: ""),
            Outcome(field: "mood", fate: "dropped", count: 1, reason: "empty"),
        ])
        // A mood kept as text is a warning for `check`, not an error.
        let check = vault.run(["check"])
        #expect((check.stdout + check.stderr).contains("3 problems (0 errors, 3 warnings)"), "\(check.stdout)\(check.stderr)")
    }

    @Test func recordMoodsOutsideTheFiveAreKeptAsWritten() throws {
        let vault = try TemporaryVault()
        try TemporaryVault.write("""
            [{"date": "2026-11-01", "mood": "content", "text": "a"},
             {"date": "2026-11-02", "mood": 8, "text": "b"},
             {"date": "2026-11-03", "mood": "notGreat", "text": "c"},
             {"date": "2026-11-04", "mood": 4, "text": "d"}]
            """, to: "store.json", in: vault.outside)
        let report = try Self.importReport(vault, "json", vault.outside.path + "/store.json")
        let moods = try Self.writtenMoods(vault)
        #expect(moods == ["content", "8", "not-great", "good"])
        #expect(Self.count(report, "mood", "kept", reason: ImportedMood.keptAsText) == Self.tally(moods).text)
        #expect(Self.count(report, "mood", "converted") == Self.tally(moods).names)
        #expect(Self.count(report, "mood", "dropped") == 0)
    }

    @Test func logseqMoodsOutsideTheFiveAreKeptAsWritten() throws {
        let vault = try TemporaryVault()
        try TemporaryVault.write("mood:: 🙂\n\n- Tea.\n", to: "journals/2026_11_01.md", in: vault.outside)
        try TemporaryVault.write("mood:: Great\n\n- Sun.\n", to: "journals/2026_11_02.md", in: vault.outside)
        let report = try Self.importReport(vault, "logseq", vault.outside.path)
        let moods = try Self.writtenMoods(vault)
        #expect(moods == ["🙂", "great"])
        #expect(Self.count(report, "mood::", "kept", reason: ImportedMood.keptAsText) == 1)
        #expect(Self.count(report, "mood::", "converted") == 1)
    }

    @Test func anObsidianStarredThatIsNotAFlagIsKeptUnderItsOwnName() throws {
        let vault = try TemporaryVault()
        try FileManager.default.createDirectory(at: vault.outside.appendingPathComponent(".obsidian"), withIntermediateDirectories: true)
        try TemporaryVault.write("---\nstarred: maybe\n---\nHm.\n", to: "2026-11-01.md", in: vault.outside)
        let report = try Self.importReport(vault, "obsidian", vault.outside.path)
        let text = try vault.text(try #require(vault.files().first { $0.hasSuffix(".md") }))
        #expect(text.contains("obsidian-starred: maybe\n"))
        #expect(report.contains(Outcome(field: "starred", fate: "converted", count: 1, reason: "not true or false: kept as obsidian-starred")))
    }

    /// Issue 26: `vault check` right after an import warned about entries the import wrote and
    /// the import said nothing. Every sample imports with no check problem but those the import
    /// announces.
    @Test(arguments: [("dayone", "dayone/DayOne-export.zip"), ("jrnl", "jrnl/export.json"), ("obsidian", "obsidian"),
                      ("logseq", "logseq"), ("posts", "posts"), ("json", "mood-diary/diary_list.json"),
                      ("plist", "diary-app/diaryList.plist")])
    func checkAfterAnImportFindsOnlyWhatTheImportAnnounced(source: String, input: String) throws {
        let vault = try TemporaryVault()
        let run = vault.run(["import", source, ImportSample.root + "/" + input, "--time-zone", "Asia/Seoul"])
        #expect(run.status == 0, "\(run.stderr)")
        let check = vault.run(["check"])
        let output = check.stdout + check.stderr
        let kinds = output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
        #expect(!output.contains("error:"), "\(output)")
        for kind in Set(kinds) {
            #expect(run.stderr.contains("(\(kind))"), "check found \(kind), which the import did not announce: \(run.stderr)")
        }
        #expect(check.status == (kinds.isEmpty ? 0 : 1))
    }

    @Test func theImportAnnouncesEmptyEntriesAndMoodsKeptAsText() throws {
        let vault = try TemporaryVault()
        try TemporaryVault.write("""
            [{"date": "2026-11-01", "mood": "content", "text": ""},
             {"date": "2026-11-02", "mood": "content", "text": "b"},
             {"date": "2026-11-03", "text": "c"}]
            """, to: "store.json", in: vault.outside)
        let run = vault.run(["import", "json", vault.outside.path + "/store.json"])
        #expect(run.stderr == """
            warning: 1 new entry has no body text (the source had none); vault check warns about it (empty-body) until text is written below the front matter
            warning: 2 new entries keep a mood that is not one of the five ('content'); vault check warns about them (unknown-mood): the text is shown, the calendar shows no mood

            """)
        // Nothing new the second time: nothing to announce.
        #expect(vault.run(["import", "json", vault.outside.path + "/store.json"]).stderr == "")
    }
}
