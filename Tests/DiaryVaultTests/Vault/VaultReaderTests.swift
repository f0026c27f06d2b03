import Foundation
import Testing
@testable import DiaryVault

/// The reader's own problems point at the right place in the file.
@Suite struct VaultReaderTests {
    /// This test's own temporary vault (no `.vault/` folder), removed when the test ends.
    let temporary: TemporaryVault

    init() throws { temporary = try TemporaryVault(marked: false) }

    /// The temporary vault with `files` (vault-relative path to text) written into it.
    func vault(with files: [String: String]) throws -> Vault {
        for (path, text) in files { try temporary.write(path, text) }
        return try temporary.vault
    }

    /// A bad date's column is where its value starts, whatever the spacing or key quoting.
    @Test(arguments: [
        ("date: 2026-13-01", 7),
        ("date:    2026-13-01", 10),
        ("\"date\": 2026-13-01", 9),
        ("created: '2026-02-30'", 10),
    ])
    func pointsAtTheValueOfAnInvalidDate(line: String, column: Int) throws {
        let vault = try self.vault(with: ["2026/11/x.md": "---\nmood: good\n\(line)\n---\nText.\n"])
        let problem = try #require(VaultReader(vault: vault).scan().problems.first)
        #expect(problem.kind == "invalid-date")
        #expect(problem.location == SourceLocation(line: 3, column: column))
        #expect(problem.sourceLine == line)
    }

    @Test func reportsEveryCopyOfAUUIDAfterTheFirst() throws {
        let text = "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\n---\nWalk.\n"
        let vault = try self.vault(with: [
            "2026/11/2026-11-29-walk.md": text,
            "2026/11/2026-11-29-walk (conflicted copy).md": text,
            "2026/11/2026-11-29-walk-2.md": text,
        ])
        let problems = VaultReader(vault: vault).scan().problems
        #expect(problems.map(\.kind) == ["duplicate-uuid", "duplicate-uuid"])
        #expect(Set(problems.map(\.path)) == ["2026/11/2026-11-29-walk (conflicted copy).md", "2026/11/2026-11-29-walk-2.md"])
        #expect(problems.allSatisfy { $0.location == SourceLocation(line: 2, column: 7) })
    }
}

/// Ordering at the edges of a day.
@Suite struct EntryOrderTests {
    @Test func keepsALeapSecondInItsOwnDay() throws {
        let leap = try #require(EntryDate(parsing: "2026-11-29T23:59:60Z"))
        let next = try #require(EntryDate(parsing: "2026-11-30"))
        let last = try #require(EntryDate(parsing: "2026-11-29T23:59:59.999999Z"))
        #expect(leap.precedes(next))
        #expect(last.precedes(leap) || last.orderKey == leap.orderKey)
        #expect(leap.day == CivilDate(year: 2026, month: 11, day: 29))
    }
}

/// A quote left open is reported where it opened, not where the parser noticed.
@Suite struct UnclosedQuoteTests {
    @Test func pointsAtTheOpeningQuote() throws {
        let text = "---\ndate: 2026-11-29\nmood: \"unclosed\nweather: rain\ntags: [\"a\", \"b\"]\n---\nBody\n"
        #expect {
            try EntryDocument(parsing: text, path: "x.md")
        } throws: { error in
            guard let error = error as? FrontMatterError else { return false }
            return error.kind == "unclosed-quoted-value" && error.location == SourceLocation(line: 3, column: 7)
        }
    }
}
