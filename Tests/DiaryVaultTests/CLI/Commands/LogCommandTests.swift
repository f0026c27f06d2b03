import Foundation
import Testing
@testable import DiaryVault

/// `vault log REF`: an entry's commits across a move, with the keys and body each changed.
@Suite struct LogCommandTests {
    static let created = "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29T21:14:00+09:00\nmood: calm\n---\n# Evening walk\n\nRain.\n"
    static let path = "2026/11/2026-11-29-evening-walk.md"
    static let moved = "2026/12/2026-12-01-evening-walk.md"

    /// Three commits: created; mood changed, starred added and the body edited; moved to
    /// December with its date, and a tag added.
    func withHistory(_ body: (TemporaryVault) throws -> Void) throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.created)
            try vault.write("2026/11/2026-11-30-other.md", "---\ndate: 2026-11-30\n---\nOther.\n")
            try vault.commitAll(message: "start")
            try vault.git(["commit", "--quiet", "--amend", "--no-edit", "--date=2026-11-29T21:20:00+09:00"])
            try vault.write(Self.path, Self.created.replacingOccurrences(of: "mood: calm\n", with: "mood: good\nstarred: true\n")
                .replacingOccurrences(of: "Rain.", with: "Rain, then sun."))
            try vault.git(["commit", "--quiet", "-a", "-m", "star and sun", "--date=2026-11-30T08:00:00+09:00"])
            try vault.git(["rm", "--quiet", Self.path])
            try vault.write(Self.moved, Self.created.replacingOccurrences(of: "mood: calm\n", with: "mood: good\nstarred: true\ntags: [walk]\n")
                .replacingOccurrences(of: "Rain.", with: "Rain, then sun.").replacingOccurrences(of: "2026-11-29T21", with: "2026-12-01T21"))
            try vault.git(["add", "-A"])
            try vault.git(["commit", "--quiet", "-m", "move to December", "--date=2026-12-01T09:00:00+09:00"])
            try body(vault)
        }
    }

    /// The hashes of a text, which differ on every run, as `HASH`.
    static func withoutHashes(_ text: String) -> String {
        text.replacing(try! Regex("\\b[0-9a-f]{7,40}\\b"), with: "HASH")
    }

    @Test func followsTheEntryAcrossTheMoveWithWhatEachCommitChanged() throws {
        try withHistory { vault in
            let run = vault.run(["log", "6f1c"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Self.withoutHashes(run.stdout) == """
                2026-12-01T09:00:00+09:00 HASH move to December
                  moved from \(Self.path); date changed, tags added
                2026-11-30T08:00:00+09:00 HASH star and sun
                  mood changed, starred added; body changed
                2026-11-29T21:20:00+09:00 HASH start
                  created

                """)
        }
    }

    @Test func printsTheHistoryAsJSON() throws {
        try withHistory { vault in
            let run = vault.run(["log", Self.moved, "--json"])
            #expect(run.status == 0, "\(run.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(json["path"] as? String == Self.moved)
            #expect(json["count"] as? Int == 3)
            #expect((json["problems"] as? [Any])?.isEmpty == true)
            let commits = try #require(json["commits"] as? [[String: Any]])
            #expect(commits.map { $0["subject"] as? String } == ["move to December", "star and sun", "start"])
            #expect(commits.map { $0["path"] as? String } == [Self.moved, Self.path, Self.path])
            #expect(commits[0]["movedFrom"] as? String == Self.path)
            #expect(commits[1]["movedFrom"] is NSNull)
            #expect(commits.map { $0["created"] as? Bool } == [false, false, true])
            #expect(commits.map { $0["bodyChanged"] as? Bool } == [false, true, false])
            let keys = commits[1]["keys"] as? [[String: String]]
            #expect(keys == [["key": "mood", "change": "changed"], ["key": "starred", "change": "added"]])
            #expect(Self.withoutHashes(run.stdout).hasPrefix("{\"path\":\"\(Self.moved)\",\"commits\":[{\"commit\":\"HASH\",\"date\":\"2026-12-01T09:00:00+09:00\",\"author\":"))
        }
    }

    @Test func anEntryOutsideGitIsAClearError() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.created)
            let run = vault.run(["log", "6f1c"])
            #expect(run.status == 1)
            #expect(run.stderr.contains("the vault is not in a git repository, so entries have no history"))
        }
    }

    @Test func keyDifferencesCompareValuesNotSpelling() {
        let before = Array("---\nmood: \"good\"\ntags: [a, b]\nweather: rain\n---\nBody\n".utf8)
        let after = Array("---\nmood: good\ntags: [a]\nplace: Seoul\n---\nBody\n".utf8)
        let difference = EntryRevision.difference(before: before, after: after)
        #expect(difference.keys.map(\.key) == ["tags", "place", "weather"])
        #expect(difference.keys.map(\.change) == [.changed, .added, .removed])
        #expect(!difference.bodyChanged)
        #expect(EntryRevision.difference(before: nil, after: after).keys.isEmpty)
    }
}
