import Foundation
import Testing
@testable import DiaryVault

/// The words of `vault sync`'s report come from the catalogue: counts and change lines in
/// English, Korean and German, the kind column laid out by display width.
@Suite struct SyncReportWordsTests {
    static let entry = try! Entry(parsing: Array("---\ndate: 2026-11-29\n---\n# Evening walk\n".utf8))
    static let changes = [
        GitSync.Change(kind: .added, path: "2026/11/2026-11-29-evening.md", entry: entry),
        GitSync.Change(kind: .renamed, path: "2026/12/2026-12-01-walk.md", oldPath: "2026/11/2026-11-30-walk.md", entry: nil),
        GitSync.Change(kind: .changed, path: "INDEX.md", entry: nil),
    ]

    @Test func englishIsAsBefore() {
        let words = Catalogue(language: .en)
        #expect(SyncCommand.count(Self.changes, words: words) == "2 entries and 1 other file")
        #expect(SyncCommand.count(Array(Self.changes.prefix(1)), words: words) == "1 entry")
        #expect(SyncCommand.lines(Self.changes, words: words) == """
              added   2026-11-29 "Evening walk"
              moved   2026/12/2026-12-01-walk.md (from 2026/11/2026-11-30-walk.md)
              changed INDEX.md

            """)
        #expect(words(.syncPulled, ["x": "origin/main", "y": "rebase", "z": "1 entry"]) == "pulled from origin/main (rebase): 1 entry came in")
    }

    @Test func koreanAndGermanWords() {
        let korean = Catalogue(language: .ko)
        #expect(SyncCommand.count(Self.changes, words: korean) == "일기 2편, 다른 파일 1개")
        #expect(SyncCommand.lines(Self.changes, words: korean) == """
              추가    2026-11-29 "Evening walk"
              이동    2026/12/2026-12-01-walk.md (2026/11/2026-11-30-walk.md에서)
              변경    INDEX.md

            """)
        let german = Catalogue(language: .de)
        #expect(SyncCommand.count(Self.changes, words: german) == "2 Einträge und 1 andere Datei")
        #expect(SyncCommand.lines(Array(Self.changes.prefix(1)), words: german) == "  neu     2026-11-29 \"Evening walk\"\n")
        #expect(german[.syncNothingToPush] == "nichts zu pushen")
    }
}
