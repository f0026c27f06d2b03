import Foundation
import Testing
@testable import DiaryVault

/// `vault star` on every front-matter edge case that parses, checked with real git: the diff is
/// the one line that must change, line endings stay, and `unstar` gives the original bytes back.
@Suite struct StarFixtureTests {
    /// Each case that parses, with `git diff --numstat` (added, deleted) after `vault star`.
    ///
    /// Files that are already starred do not change. `03` has no front matter to YAML (its first
    /// line is blank, so its `---` block is body text): it is refused rather than given a second
    /// front matter on top that would bury its date (see ``refusesTheLeadingBlankLineCase()``).
    static let cases: [(name: String, added: Int, deleted: Int)] = [
        ("01-crlf-line-endings", 1, 1),
        ("02-utf8-bom", 0, 0),
        ("04-thematic-break-in-body", 1, 0),
        ("06-dots-terminator", 1, 0),
        ("07-empty-front-matter", 1, 0),
        ("11-offset-datetime-day-shift", 1, 0),
        ("12-date-only-utc-rollback", 1, 0),
        ("14-datetime-without-seconds", 1, 0),
        ("15-yaml11-booleans-norway", 0, 0),
        ("17-version-like-floats", 1, 0),
        ("21-flow-and-block-lists", 1, 0),
        ("22-korean-and-emoji", 1, 0),
        ("26-block-scalars", 1, 0),
        ("27-empty-and-null-values", 1, 0),
        ("29-comments-and-key-order", 1, 1),
        ("30-date-forms-roundtrip", 1, 0),
    ]

    @Test func coversEveryCaseThatParses() throws {
        let parsing = SharedCasesTests.names.filter { name in
            (try? EntryDocument(parsing: try Self.bytes(name))) != nil
        }
        #expect(parsing.sorted() == (["03-leading-blank-line"] + Self.cases.map(\.name)).sorted())
    }

    @Test(arguments: cases)
    func starChangesOneLine(name: String, added: Int, deleted: Int) throws {
        try TemporaryVault.with { vault in
            let original = try Self.bytes(name)
            let relative = try Self.place(name, original, in: vault)
            try vault.commitAll()

            let star = vault.run(["star", relative])
            if try Entry(parsing: original).date == nil {
                // No date, and none in the name: starring would show nowhere, so it is refused.
                #expect(star.status == 1)
                #expect(star.stderr.contains("error: the entry has no date"))
                #expect(try vault.git(["diff", "--numstat"]) == "")
                return
            }
            #expect(star.status == 0, "\(star.stderr)")
            let numstat = try vault.git(["diff", "--numstat"])
            #expect(numstat == (added + deleted == 0 ? "" : "\(added)\t\(deleted)\t\(relative)\n"))
            let starred = try vault.bytes(relative)
            #expect(try Entry(parsing: starred).isStarred)
            #expect(Self.lineEndings(starred) == Self.lineEndings(original), "line endings of \(name)")
            if added + deleted == 0 {
                #expect(star.stdout == "already starred \(relative) \"\(try Entry(parsing: original).title)\"\n")
                // Already starred: unstar is the one-line change.
                #expect(vault.run(["unstar", relative]).status == 0)
                #expect(try vault.git(["diff", "--numstat"]) == "1\t1\t\(relative)\n")
            }
        }
    }

    @Test func keepsCRLFOnTheChangedLine() throws {
        try TemporaryVault.with { vault in
            let relative = try Self.place("01-crlf-line-endings", try Self.bytes("01-crlf-line-endings"), in: vault)
            #expect(vault.run(["star", relative]).status == 0)
            #expect(try vault.text(relative) == "---\r\nuuid: 6E1F0C2A-4B7D-4C1E-9A55-0D3B2F7A9C11\r\ndate: 2026-11-29\r\nmood: calm\r\n"
                    + "starred: true\r\n---\r\nRain all afternoon.\r\nTea and a book.\r\n")
        }
    }

    /// A file of plain text gets the least front matter any edit can add: `---`, the key, the
    /// date its name gives (so the starred entry shows somewhere), `---`.
    @Test func addsFrontMatterToAFileWithoutOne() throws {
        try TemporaryVault.with { vault in
            let original = Array("Picnic by the river.\n".utf8)
            let relative = try Self.place("2026-01-07-plain-text", original, in: vault)
            #expect(vault.run(["star", relative]).status == 0)
            #expect(try vault.bytes(relative) == Array("---\nstarred: true\ndate: 2026-01-07\n---\n".utf8) + original)
        }
    }

    /// Case 03's `---` block sits below a blank line, where YAML does not read it. Starring it is refused
    /// with the cause, and the file is unchanged (a front matter added on top would leave the
    /// date in the body).
    @Test func refusesTheLeadingBlankLineCase() throws {
        try TemporaryVault.with { vault in
            let original = try Self.bytes("03-leading-blank-line")
            let relative = try Self.place("03-leading-blank-line", original, in: vault)
            let run = vault.run(["star", relative])
            #expect(run.status == 1)
            #expect(run.stderr.hasSuffix("hint: the '---' must be the very first line; remove the blank lines above it\n"))
            #expect(try vault.bytes(relative) == original)
        }
    }

    @Test(arguments: ["01-crlf-line-endings", "29-comments-and-key-order"])
    func unstarAfterStarGivesBackTheOriginalBytes(name: String) throws {
        try TemporaryVault.with { vault in
            let original = try Self.bytes(name)
            #expect(try Entry(parsing: original).document["starred"] == .bool(false))
            let relative = try Self.place(name, original, in: vault)
            #expect(vault.run(["star", relative]).status == 0)
            #expect(try vault.bytes(relative) != original)
            #expect(vault.run(["unstar", relative]).status == 0)
            #expect(try vault.bytes(relative) == original)
        }
    }

    /// The bytes of a case file.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: SharedCasesTests.directory.appendingPathComponent(name + ".md")))
    }

    /// Copies a case into the month folder of its date, or `2026/01/` when it has none (writing
    /// commands change only files in month folders).
    static func place(_ name: String, _ bytes: [UInt8], in vault: TemporaryVault) throws -> String {
        let folder = try Entry(parsing: bytes).date.map { EntrySlug.folder(for: $0.day) } ?? "2026/01"
        let relative = folder + "/" + name + ".md"
        try vault.write(relative, bytes)
        return relative
    }

    /// The kinds of line ending in a file: `"\r\n"` and/or `"\n"` (a lone LF).
    static func lineEndings(_ bytes: [UInt8]) -> Set<String> {
        var kinds: Set<String> = []
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            kinds.insert(index > 0 && bytes[index - 1] == 0x0D ? "\r\n" : "\n")
        }
        return kinds
    }
}
